#pragma once

#include <QByteArray>
#include <QString>

namespace accel {

// What writeFileSafely() did. The caller puts it into its own words (a
// profile save and a report export say different things around `reason`).
struct SafeWriteOutcome {
    enum class Status {
        Written,      // complete, read back and identical
        IsFolder,     // the target is a folder
        NotWritable,  // the new file could not be created next to the target
        WriteFailed,  // writing stopped part-way: full disk, size limit, I/O error
        CommitFailed, // the complete new file could not replace the old one
        VerifyFailed, // the target was replaced, but reading it back gave other bytes
    };
    Status status = Status::NotWritable;
    QString reason;           // what went wrong, in words; empty when Written
    bool previousKept = true; // the file that was there before is untouched
    [[nodiscard]] bool ok() const { return status == Status::Written; }
};

// Writes `bytes` to `path` so that a failure never damages what is there.
// A regular file (or a new one) is written to a temporary file beside it
// (QSaveFile), checked to hold every byte, then put in place in one step, and
// finally read back and compared. A character device such as /dev/null or
// /dev/full cannot be replaced (QSaveFile, run as root, would swap the device
// node for a plain file) and is written directly, without the read-back;
// pipes and sockets are refused. Safe on any thread.
SafeWriteOutcome writeFileSafely(const QString& path, const QByteArray& bytes);

} // namespace accel
