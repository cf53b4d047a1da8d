#include "model/profile/ProfileMigration.h"

#include "model/Profile.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QStringList>

#include <array>

namespace accel {

namespace {

QJsonObject fromVersion0(QJsonObject root) {
    auto rename = [&root](const QString& from, const QString& to) {
        if (root.contains(from) && !root.contains(to)) {
            root.insert(to, root.take(from));
        }
    };
    rename(QStringLiteral("title"), QStringLiteral("name"));
    rename(QStringLiteral("importance"), QStringLiteral("weights"));

    const QJsonValue answersValue = root.value(QStringLiteral("answers"));
    if (answersValue.isObject()) {
        QJsonObject answers = answersValue.toObject();
        for (auto it = answers.begin(); it != answers.end(); ++it) {
            if (it.value().isString()) {
                QString id = it.value().toString();
                id.replace(QLatin1Char('-'), QLatin1Char('_'));
                it.value() = id;
            }
        }
        root.insert(QStringLiteral("answers"), answers);
    }
    root.insert(QStringLiteral("version"), 1);
    return root;
}

// Version 2 (decision engine v2) narrowed the hosting option "multi_cloud" to
// work that must stay portable between clouds (TPU blocked); "several clouds,
// Google Cloud among them" is the new "multi_cloud_gcp". An old "multi_cloud"
// is kept, and the user is told how to change it if Google Cloud can carry
// the large runs.
QJsonObject fromVersion1(QJsonObject root, QStringList& notes) {
    const QJsonValue answersValue = root.value(QStringLiteral("answers"));
    if (answersValue.isObject()) {
        QJsonObject answers = answersValue.toObject();
        const QString hosting = answers.value(QStringLiteral("hosting")).toString();
        if (hosting == QStringLiteral("multi_cloud")) {
            notes << QCoreApplication::translate(
                "ProfileMigration",
                "Where the work must run: “Several clouds” now means the work must "
                "stay portable between clouds, which rules out TPUs. If Google Cloud can carry "
                "the large runs, choose “Several clouds, Google Cloud among them for the "
                "large runs”.");
        }
        root.insert(QStringLiteral("answers"), answers);
    }
    root.insert(QStringLiteral("version"), 2);
    return root;
}

QJsonObject fromVersion0Step(QJsonObject root, QStringList& /*notes*/) {
    return fromVersion0(std::move(root));
}

using Step = QJsonObject (*)(QJsonObject, QStringList&);

// steps[v] turns version v into v + 1.
constexpr std::array<Step, Profile::kFormatVersion> kSteps{&fromVersion0Step, &fromVersion1};

} // namespace

QJsonObject migrateProfile(QJsonObject root, int fromVersion, QStringList* notes) {
    QStringList said;
    for (int v = std::max(fromVersion, 0); v < Profile::kFormatVersion; ++v) {
        root = kSteps[static_cast<std::size_t>(v)](std::move(root), said);
    }
    if (notes) {
        *notes << said;
    }
    return root;
}

} // namespace accel
