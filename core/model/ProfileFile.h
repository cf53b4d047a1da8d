#pragma once

#include "ProfileCodec.h"

namespace accel {

// Reading and writing profile files: the only disk I/O of core/model.
struct ProfileFileLoad {
    enum class Status { Ok, CannotRead, Invalid };
    Status status = Status::CannotRead;
    QString path;
    QString readError; // for CannotRead: what the system said, in words
    ProfileParse parse;
    [[nodiscard]] bool ok() const { return status == Status::Ok; }
};

struct ProfileFileSave {
    bool ok = false;
    QString error; // names the path and the reason
};

ProfileFileLoad loadProfileFile(const QString& path, const Catalogue& catalogue);

// Atomic: the existing file is replaced only when the whole new one is written.
ProfileFileSave saveProfileFile(const QString& path, const Profile& profile,
                                const Catalogue& catalogue);

} // namespace accel
