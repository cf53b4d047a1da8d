#include "ui/common/LoadFailureText.h"

#include "io/ProfileFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

namespace accel::ui {

namespace {

constexpr int kMaxListed = 12; // a broken file can have hundreds; the first ones say enough

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LoadFailureText)
};

// Where in the file, in words rather than JSON-path jargon: "$" is the whole
// file, "$.workload.params" reads "workload › params", "[2]" the third item.
QString placeText(const QString& path, const QString& message) {
    QString place = path;
    if (place.startsWith(QLatin1Char('$'))) {
        place.remove(0, 1);
    }
    if (place.startsWith(QLatin1Char('.'))) {
        place.remove(0, 1);
    }
    if (place.isEmpty()) {
        return message;
    }
    static const QRegularExpression index(QStringLiteral(R"(\[(\d+)\])"));
    QString readable;
    qsizetype last = 0;
    for (auto it = index.globalMatch(place); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        readable += place.mid(last, m.capturedStart() - last) +
                    Text::tr(" › item %1").arg(m.captured(1).toInt() + 1);
        last = m.capturedEnd();
    }
    readable += place.mid(last);
    readable.replace(QLatin1Char('.'), QStringLiteral(" › "));
    return Text::tr("at %1: %2").arg(readable, message);
}

} // namespace

QString describeLoadFailure(const QString& path, const Failure& failure) {
    const QString file = QDir::toNativeSeparators(path);
    const auto& issues = failure.issues;
    if (issues.isEmpty()) { // not read at all
        return Text::tr("The file “%1” could not be read: %2").arg(file, failure.reason);
    }
    QString text = Text::tr("The file “%1” is not a valid profile. Nothing was changed.").arg(file);
    for (qsizetype i = 0; i < issues.size() && i < kMaxListed; ++i) {
        text += QStringLiteral("\n\u2022 ") + placeText(issues[i].path, issues[i].message);
    }
    if (issues.size() > kMaxListed) {
        text += QLatin1Char('\n') + Text::tr("…and %Ln more problem(s).", nullptr,
                                             static_cast<int>(issues.size() - kMaxListed));
    }
    return text;
}

QString describeNewerVersion(const QString& path, const ProfileRead& read) {
    const QString file = QDir::toNativeSeparators(path);
    QString text =
        Text::tr("“%1” was written by a newer Accelerator Advisor (profile format %2; this "
                 "version reads and writes format %3). It was opened with everything this version "
                 "understands.")
            .arg(file)
            .arg(read.sourceVersion)
            .arg(Profile::kFormatVersion);
    const auto& ignored = read.ignored;
    if (!ignored.isEmpty()) {
        text += QLatin1Char('\n') + Text::tr("Left out because this version does not know them:");
        for (qsizetype i = 0; i < ignored.size() && i < kMaxListed; ++i) {
            text += QStringLiteral("\n\u2022 ") + placeText(ignored[i].path, ignored[i].message);
        }
        if (ignored.size() > kMaxListed) {
            text += QLatin1Char('\n') + Text::tr("…and %1 more.").arg(ignored.size() - kMaxListed);
        }
    }
    text += QStringLiteral("\n\n") +
            Text::tr("The file itself is unchanged. Saving over it would drop what was left out, "
                     "so Save will ask first; use Save As to keep your changes in a new file, or "
                     "update Accelerator Advisor.");
    return text;
}

} // namespace accel::ui
