#include "ProfileMigration.h"

#include "Profile.h"

#include <QJsonValue>

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

using Step = QJsonObject (*)(QJsonObject);

// steps[v] turns version v into v + 1.
constexpr std::array<Step, Profile::kFormatVersion> kSteps{&fromVersion0};

} // namespace

QJsonObject migrateProfile(QJsonObject root, int fromVersion) {
    for (int v = std::max(fromVersion, 0); v < Profile::kFormatVersion; ++v) {
        root = kSteps[static_cast<std::size_t>(v)](std::move(root));
    }
    return root;
}

} // namespace accel
