#pragma once

#include "FileStamp.h"
#include "ProfileCodec.h"

namespace accel {

// Reading and writing profile files (core/io: core/model itself does no I/O).
struct ProfileFileLoad {
    enum class Status { Ok, CannotRead, Invalid };
    Status status = Status::CannotRead;
    QString path;
    QString readError; // for CannotRead: what the system said, in words
    ProfileParse parse;
    FileStamp stamp; // the bytes that were read, to notice later changes on disk
    [[nodiscard]] bool ok() const { return status == Status::Ok; }
};

struct ProfileFileSave {
    bool ok = false;
    QString error;            // names the path, the reason and what to do
    bool previousKept = true; // on failure: the file that was there is untouched
    FileStamp stamp;          // on success: what is on disk now
};

// `newer`: whether a profile from a newer version is an error (the default,
// as on the command line) or read as far as this version understands it.
ProfileFileLoad loadProfileFile(const QString& path, const QuestionCatalogue& catalogue,
                                NewerVersions newer = NewerVersions::Reject);

// Atomic (writeFileSafely): the existing file is replaced only when the whole
// new one is written; the result is read back and compared.
ProfileFileSave saveProfileFile(const QString& path, const Profile& profile,
                                const QuestionCatalogue& catalogue);

} // namespace accel
