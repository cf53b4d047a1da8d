#include "io/SafeFileWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <climits>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace accel::io {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SafeFileWrite)
};

// Why the target could not be written; the file that was there is untouched.
Failure notWritable(const QString& reason) {
    return Failure{reason};
}

// Writing stopped part-way; the file that was there is untouched.
Failure cutShort(const QString& reason) {
    Failure failure{reason};
    failure.writeCutShort = true;
    return failure;
}

// The target was replaced, but what it holds now is in doubt.
Failure notVerified(const QString& reason) {
    Failure failure{reason};
    failure.previousKept = false;
    return failure;
}

// What the system said about the last failed call, in words. QFileDevice
// reports some failures (EFBIG, for one) only as "Unknown error".
QString systemReason(int error, const QString& fallback) {
    return error != 0 ? qt_error_string(error) : fallback;
}

enum class Kind { Missing, Regular, Folder, CharDevice, Other };

Kind kindOf(const QString& path) {
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return Kind::Missing;
    }
    if (S_ISREG(st.st_mode)) {
        return Kind::Regular;
    }
    if (S_ISDIR(st.st_mode)) {
        return Kind::Folder;
    }
    return S_ISCHR(st.st_mode) ? Kind::CharDevice : Kind::Other;
#else
    const QFileInfo info(path);
    if (!info.exists()) {
        return Kind::Missing;
    }
    return info.isDir() ? Kind::Folder : info.isFile() ? Kind::Regular : Kind::Other;
#endif
}

// A device is not a file that can be swapped: write straight into it.
Result<> writeToDevice(const QString& path, const QByteArray& bytes) {
    QFile device(path);
    errno = 0;
    if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return notWritable(systemReason(errno, device.errorString()));
    }
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const qint64 n = device.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            return cutShort(systemReason(errno, device.errorString()));
        }
        done += n;
    }
    return {};
}

Result<> readBack(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return notVerified(Text::tr("it was written, but could not be read back to check it: %1")
                               .arg(file.errorString()));
    }
    const QByteArray onDisk = file.read(bytes.size() + 1);
    if (onDisk != bytes) {
        return notVerified(
            Text::tr("it was written, but reading it back gave different content "
                     "(%1 bytes instead of %2); the disk or another program may have "
                     "changed it")
                .arg(onDisk.size())
                .arg(bytes.size()));
    }
    return {};
}

// QSaveFile writes into an unnamed file and, at commit, links it under
// "<name>.XXXXXX" to rename it over the target: a process killed between the
// two leaves that name behind. The next save of the same file removes it.
void removeInterruptedSaves(const QString& path) {
    const QFileInfo target(path);
    const QRegularExpression leftover(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(target.fileName())));
    QDir folder = target.absoluteDir();
    const QStringList names = folder.entryList({target.fileName() + QStringLiteral(".??????")},
                                               QDir::Files | QDir::Hidden);
    for (const QString& name : names) {
        if (leftover.match(name).hasMatch()) {
            folder.remove(name);
        }
    }
}

} // namespace

Result<> writeFileSafely(const QString& path, const QByteArray& bytes) {
    switch (kindOf(path)) {
    case Kind::Folder: {
        Failure failure{Text::tr("it is a directory, not a file")};
        failure.targetIsFolder = true;
        return failure;
    }
    case Kind::CharDevice:
        return writeToDevice(path, bytes);
    case Kind::Other:
        return notWritable(Text::tr("it is a pipe or socket, not a file that can be replaced"));
    case Kind::Missing:
    case Kind::Regular:
        break;
    }

    removeInterruptedSaves(path);
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        return notWritable(systemReason(errno, file.errorString()));
    }
    errno = 0;
    if (file.write(bytes) != bytes.size()) {
        const QString reason = systemReason(errno, file.errorString());
        file.cancelWriting();
        return cutShort(reason);
    }
    // A write cut short (file size limit, full disk) can leave QSaveFile
    // without an error: compare what reached the temporary file with what was
    // written before the old file is replaced.
    errno = 0;
    const bool flushed = file.flush();
    const int flushError = errno;
    if (file.size() != file.pos()) {
        const qint64 reached = file.size();
        file.cancelWriting();
        // The total picks the plural form ("1 byte"); its figure may pass int.
        const int form = static_cast<int>(std::min<qint64>(bytes.size(), INT_MAX));
        return cutShort(Text::tr("only %1 of %2 bytes reached the disk (is it full, or is there a "
                                 "file size limit?)",
                                 nullptr, form)
                            .arg(QLocale().toString(reached), QLocale().toString(bytes.size())));
    }
    if (!flushed || file.error() != QFileDevice::NoError) {
        const QString reason = systemReason(flushError, file.errorString());
        file.cancelWriting();
        return cutShort(reason);
    }
    errno = 0;
    if (!file.commit()) {
        // Here errno may come from any call inside commit(): prefer Qt's words.
        const int commitError = errno;
        const QString said = file.errorString();
        const bool vague = said.isEmpty() || said == QStringLiteral("Unknown error");
        return notWritable(vague ? systemReason(commitError, said) : said);
    }
    return readBack(path, bytes);
}

} // namespace accel::io
