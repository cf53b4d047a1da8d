#pragma once

#include <QJsonObject>

namespace accel {

// Brings a profile object written by an older format version up to the
// current one, step by step. Only called for versions below the current one;
// a newer version is refused by the codec before it gets here.
//
// Version 0 is the pre-release draft format: "title" instead of "name",
// "importance" instead of "weights", and option ids written with hyphens
// ("on-prem", "scale-up").
QJsonObject migrateProfile(QJsonObject root, int fromVersion);

} // namespace accel
