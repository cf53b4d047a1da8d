#pragma once

#include <QString>

namespace accel {
struct Failure;
struct ProfileRead;
} // namespace accel

namespace accel::ui {

// What went wrong when opening the profile at `path` (loadProfileFile), for
// a message box: the file, then each problem with its JSON path
// ("$.answers.framework: unknown option").
QString describeLoadFailure(const QString& path, const Failure& failure);

// A profile written by a newer version was opened with what this version
// understands: what that means, what was left out, and how to keep it.
QString describeNewerVersion(const QString& path, const ProfileRead& read);

} // namespace accel::ui
