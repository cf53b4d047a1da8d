#pragma once

// Real file systems for the "no data lost" tests. The tests run as root, and
// root ignores file permissions, so a chmod'ed folder proves nothing. A mount
// does: a tiny tmpfs fills up for real (ENOSPC) and a tmpfs remounted
// read-only refuses every write (EROFS), to root as well. Mounting needs
// CAP_SYS_ADMIN; where it is not permitted the tests that need it skip and
// say why. Shared by tests/unit, tests/cli and tests/ui (header only).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>

namespace accel::test {

// A tmpfs of `sizeKiB` mounted on a fresh temporary folder, unmounted again
// (lazily, so that an open file cannot keep it) when the object goes.
class ScratchMount {
public:
    explicit ScratchMount(int sizeKiB) {
        if (!m_dir.isValid()) {
            m_error = QStringLiteral("no temporary folder");
            return;
        }
        const QByteArray options = "size=" + QByteArray::number(sizeKiB) + "k,mode=0755";
        if (::mount("accel-test", target().constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                    options.constData()) != 0) {
            m_error = QString::fromLocal8Bit(std::strerror(errno));
            return;
        }
        m_mounted = true;
    }
    ~ScratchMount() {
        if (m_mounted) {
            ::umount2(target().constData(), MNT_DETACH);
        }
    }
    ScratchMount(const ScratchMount&) = delete;
    ScratchMount& operator=(const ScratchMount&) = delete;

    [[nodiscard]] bool mounted() const { return m_mounted; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QString path() const { return m_dir.path(); }
    [[nodiscard]] QString filePath(const QString& name) const { return m_dir.filePath(name); }

    // The whole file system becomes read-only; what is on it stays readable.
    bool makeReadOnly() {
        if (::mount(nullptr, target().constData(), nullptr,
                    MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0) {
            m_error = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        return true;
    }

    // Fills the file system until at most `leaveBytes` are free.
    bool fillLeaving(qint64 leaveBytes) {
        QFile ballast(filePath(QStringLiteral("ballast.bin")));
        if (!ballast.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            return false;
        }
        const QByteArray chunk(4096, 'x');
        while (freeBytes() > leaveBytes) {
            if (ballast.write(chunk) != chunk.size()) {
                break;
            }
        }
        return freeBytes() <= leaveBytes;
    }
    void removeBallast() const { QFile::remove(filePath(QStringLiteral("ballast.bin"))); }

    [[nodiscard]] qint64 freeBytes() const {
        struct statvfs st {};
        if (::statvfs(target().constData(), &st) != 0) {
            return -1;
        }
        return static_cast<qint64>(st.f_bavail) * static_cast<qint64>(st.f_frsize);
    }

    // Files in the mount other than `keep` and the ballast: temporary files left behind.
    [[nodiscard]] QStringList strayFiles(const QString& keep) const {
        QStringList names = QDir(path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
        names.removeAll(QFileInfo(keep).fileName());
        names.removeAll(QStringLiteral("ballast.bin"));
        return names;
    }

private:
    [[nodiscard]] QByteArray target() const { return QFile::encodeName(m_dir.path()); }

    QTemporaryDir m_dir; // destroyed after the destructor has unmounted it
    QString m_error;
    bool m_mounted = false;
};

// A character device with the numbers of /dev/full (1, 7), made in a
// temporary folder: "a full device" that a broken save could only replace
// there, never the system's own /dev/full. Empty when mknod is not permitted.
inline QString makeDevFullTwin(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("full"));
    if (::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0) {
        return {};
    }
    return path;
}

inline bool isCharacterDevice(const QString& path) {
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

inline QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace accel::test

#define ACCEL_REQUIRE_MOUNT(scratch)                                                               \
    if (!(scratch).mounted()) {                                                                    \
        GTEST_SKIP() << "cannot mount a tmpfs here (" << (scratch).error().toStdString()           \
                     << "); this test needs root with CAP_SYS_ADMIN to make a real full or "       \
                        "read-only file system";                                                   \
    }
