#include "LoadFailureText.h"

#include "ProfileFile.h"

#include <QCoreApplication>
#include <QDir>

namespace accel {

namespace {

constexpr int kMaxListed = 12; // a broken file can have hundreds; the first ones say enough

QString tr(const char* text) {
    return QCoreApplication::translate("LoadFailureText", text);
}

} // namespace

QString describeLoadFailure(const ProfileFileLoad& load) {
    const QString file = QDir::toNativeSeparators(load.path);
    if (load.status == ProfileFileLoad::Status::CannotRead) {
        return tr("The file “%1” could not be read: %2").arg(file, load.readError);
    }
    QString text = tr("The file “%1” is not a valid profile. Nothing was changed.").arg(file);
    const auto& issues = load.parse.issues;
    for (qsizetype i = 0; i < issues.size() && i < kMaxListed; ++i) {
        text +=
            QStringLiteral("\n\u2022 ") + tr("at %1: %2").arg(issues[i].path, issues[i].message);
    }
    if (issues.size() > kMaxListed) {
        text += QLatin1Char('\n') + tr("…and %1 more problems.").arg(issues.size() - kMaxListed);
    }
    return text;
}

} // namespace accel
