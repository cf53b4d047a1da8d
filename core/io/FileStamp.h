#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace accel::io {

// What a file held at one moment (when it was opened or saved), to notice
// later that someone else has changed it. The content hash decides; the time
// is kept for messages and a touch without a change is not a change.
struct FileStamp {
    bool exists = false;
    qint64 size = -1;
    QDateTime modified;
    QByteArray sha256; // of the content

    // A file that was just read or written: the stamp of exactly those bytes.
    static FileStamp forContent(const QString& path, const QByteArray& bytes);
    // The file as it is on disk now (reads it).
    static FileStamp of(const QString& path);
    // Same existence, size and content hash.
    [[nodiscard]] bool sameContentAs(const FileStamp& other) const;

    friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

// True when the file at `path` no longer holds what `stamp` recorded
// (changed, replaced, or removed). Reads the file only when the size matches.
bool fileChangedSince(const QString& path, const FileStamp& stamp);

} // namespace accel::io
