#pragma once

#include "model/Result.h"

#include <QByteArray>
#include <QString>

namespace accel::io {

// Writes `bytes` to `path` so that a failure never damages what is there.
// A regular file (or a new one) is written to a temporary file beside it
// (QSaveFile), checked to hold every byte, then put in place in one step, and
// finally read back and compared. A character device such as /dev/null or
// /dev/full cannot be replaced (QSaveFile, run as root, would swap the device
// node for a plain file) and is written directly, without the read-back;
// pipes and sockets are refused. Safe on any thread.
//
// On failure, `reason` is what went wrong in words; the caller puts it into
// its own words (a profile save and a report export say different things
// around it), using Failure::previousKept, targetIsFolder and writeCutShort.
Result<> writeFileSafely(const QString& path, const QByteArray& bytes);

} // namespace accel::io
