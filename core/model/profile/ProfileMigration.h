#pragma once

#include <QJsonObject>
#include <QStringList>

namespace accel {

// Brings a profile object written by an older format version up to the
// current one, step by step. Only called for versions below the current one;
// a newer version is refused by the codec before it gets here.
//
// Version 0 is the pre-release draft format: "title" instead of "name",
// "importance" instead of "weights", and option ids written with hyphens
// ("on-prem", "scale-up").
//
// Version 1 is the first release; version 2 changed the hosting options (see
// ProfileMigration.cpp). What a step changed in a way the user should know is
// appended to notes, in words.
QJsonObject migrateProfile(QJsonObject root, int fromVersion, QStringList* notes = nullptr);

} // namespace accel
