#pragma once

#include "io/FileStamp.h"
#include "model/Result.h"
#include "model/profile/ProfileCodec.h"

namespace accel::io {

// Reading and writing profile files (core/io: core/model itself does no I/O).
struct LoadedProfile {
    ProfileRead read;
    FileStamp stamp; // the bytes that were read, to notice later changes on disk
};

// `newer`: whether a profile from a newer version is an error (the default,
// as on the command line) or read as far as this version understands it.
// A file that cannot be read at all fails with a reason (what the system
// said, in words) and no Failure::issues; a file that is not a valid profile
// fails with every problem in Failure::issues.
Result<LoadedProfile> loadProfileFile(const QString& path, const QuestionCatalogue& catalogue,
                                      NewerVersions newer = NewerVersions::Reject);

// Atomic (writeFileSafely): the existing file is replaced only when the whole
// new one is written; the result is read back and compared. On success, what
// is on disk now; on failure, a reason that names the path and what to do,
// and Failure::previousKept.
Result<FileStamp> saveProfileFile(const QString& path, const Profile& profile,
                                  const QuestionCatalogue& catalogue);

} // namespace accel::io
