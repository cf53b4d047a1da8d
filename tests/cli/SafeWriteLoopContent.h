#pragma once

// The two versions accel-safe-write-loop writes in turn; the kill test
// compares what it finds on disk with exactly these.

#include "model/Profile.h"

#include <QByteArray>

namespace accel::test {

inline Profile loopProfile(bool first) {
    Profile p;
    p.name = first ? QStringLiteral("Version A") : QStringLiteral("Version B");
    // Near the notes limit, so that each save takes a while to write.
    p.notes = QString(99000, first ? QLatin1Char('a') : QLatin1Char('b'));
    p.answers.insert(QStringLiteral("framework"),
                     first ? QStringLiteral("jax") : QStringLiteral("pytorch"));
    return p;
}

inline QByteArray loopReport(bool first) {
    QByteArray bytes = first ? QByteArrayLiteral("%PDF-A\n") : QByteArrayLiteral("%PDF-B\n");
    bytes += QByteArray(4 * 1024 * 1024, first ? 'a' : 'b');
    bytes += "\n%%EOF\n";
    return bytes;
}

} // namespace accel::test
