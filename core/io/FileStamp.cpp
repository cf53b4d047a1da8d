#include "io/FileStamp.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace accel::io {

FileStamp FileStamp::forContent(const QString& path, const QByteArray& bytes) {
    FileStamp stamp;
    stamp.exists = true;
    stamp.size = bytes.size();
    stamp.modified = QFileInfo(path).lastModified();
    stamp.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return stamp;
}

FileStamp FileStamp::of(const QString& path) {
    const QFileInfo info(path);
    FileStamp stamp;
    if (!info.exists()) {
        return stamp;
    }
    stamp.exists = true;
    stamp.size = info.size();
    stamp.modified = info.lastModified();
    QFile file(path);
    if (info.isFile() && file.open(QIODevice::ReadOnly)) {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        hash.addData(&file);
        stamp.sha256 = hash.result();
    }
    return stamp;
}

bool FileStamp::sameContentAs(const FileStamp& other) const {
    return exists == other.exists && size == other.size && sha256 == other.sha256;
}

bool fileChangedSince(const QString& path, const FileStamp& stamp) {
    const QFileInfo info(path);
    if (info.exists() != stamp.exists) {
        return true;
    }
    if (!stamp.exists) {
        return false;
    }
    if (!info.isFile() || info.size() != stamp.size) {
        return true;
    }
    return !FileStamp::of(path).sameContentAs(stamp);
}

} // namespace accel::io
