#pragma once

#include <QString>

namespace accel {

struct ProfileFileLoad;

// What went wrong when opening a profile, for a message box: the file, then
// each problem with its JSON path ("$.answers.framework: unknown option").
QString describeLoadFailure(const ProfileFileLoad& load);

} // namespace accel
