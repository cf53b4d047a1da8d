#pragma once

#include <QString>

namespace accel {

struct ProfileFileLoad;

// What went wrong when opening a profile, for a message box: the file, then
// each problem with its JSON path ("$.answers.framework: unknown option").
QString describeLoadFailure(const ProfileFileLoad& load);

// A profile written by a newer version was opened with what this version
// understands: what that means, what was left out, and how to keep it.
QString describeNewerVersion(const ProfileFileLoad& load);

} // namespace accel
