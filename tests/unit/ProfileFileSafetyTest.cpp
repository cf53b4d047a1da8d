// No data lost when saving a profile: a read-only file system, a full disk,
// /dev/full and /proc, each on a real file system (see DataSafetyMounts.h for
// why chmod would prove nothing as root). The old file always survives, the
// message names the path and the reason, and the bytes on disk are checked.

#include "../cli/DataSafetyMounts.h"
#include "io/FileStamp.h"
#include "io/ProfileFile.h"
#include "io/SafeFileWrite.h"
#include "model/QuestionCatalogue.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace accel;
using test::fileBytes;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

Profile profileWithNotes(const QString& name, int notesLength) {
    Profile p;
    p.name = name;
    p.notes = QString(notesLength, QLatin1Char('n'));
    p.answers.insert(QStringLiteral("framework"), QStringLiteral("jax"));
    return p;
}

QByteArray serialized(const Profile& p) {
    return ProfileCodec(cat()).serialize(p);
}

} // namespace

TEST(ProfileFileSafety, SaveReadsBackAndRecordsWhatIsOnDisk) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.accel.json"));
    const Profile p = profileWithNotes(QStringLiteral("Checked"), 10);
    const Result<io::FileStamp> saved = io::saveProfileFile(path, p, cat());
    ASSERT_TRUE(saved.ok()) << saved.failure().reason.toStdString();
    EXPECT_EQ(fileBytes(path), serialized(p));
    EXPECT_TRUE(saved->sameContentAs(io::FileStamp::of(path)));
    EXPECT_FALSE(io::fileChangedSince(path, *saved));

    const Result<io::LoadedProfile> load = io::loadProfileFile(path, cat());
    ASSERT_TRUE(load.ok());
    EXPECT_TRUE(load->stamp.sameContentAs(*saved));
}

TEST(ProfileFileSafety, ChangesOnDiskAreNoticedButATouchIsNot) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.accel.json"));
    const Result<io::FileStamp> saved =
        io::saveProfileFile(path, profileWithNotes(QStringLiteral("A"), 5), cat());
    ASSERT_TRUE(saved.ok());

    // Same bytes, new time: not a change anyone could lose.
    QFile touched(path);
    ASSERT_TRUE(touched.open(QIODevice::ReadWrite));
    ASSERT_TRUE(touched.setFileTime(QDateTime::currentDateTime().addSecs(60),
                                    QFileDevice::FileModificationTime));
    touched.close();
    EXPECT_FALSE(io::fileChangedSince(path, *saved));

    // Same size, other content: a change.
    QByteArray other = fileBytes(path);
    other.replace("\"A\"", "\"B\"");
    ASSERT_TRUE(test::writeBytes(path, other));
    EXPECT_TRUE(io::fileChangedSince(path, *saved));

    QFile::remove(path);
    EXPECT_TRUE(io::fileChangedSince(path, *saved));
}

TEST(ProfileFileSafety, ReadOnlyFileSystemKeepsTheOldFileAndSaysWhy) {
    test::ScratchMount scratch(256);
    ACCEL_REQUIRE_MOUNT(scratch);
    const QString path = scratch.filePath(QStringLiteral("plan.accel.json"));
    const Profile old = profileWithNotes(QStringLiteral("Old"), 10);
    ASSERT_TRUE(io::saveProfileFile(path, old, cat()).ok());
    ASSERT_TRUE(scratch.makeReadOnly()) << scratch.error().toStdString();

    const Result<io::FileStamp> result =
        io::saveProfileFile(path, profileWithNotes(QStringLiteral("New"), 10), cat());
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.failure().previousKept);
    EXPECT_TRUE(result.failure().reason.contains(path)) << result.failure().reason.toStdString();
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("Read-only file system")))
        << result.failure().reason.toStdString();
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("Save As"))) << "says what to do";
    EXPECT_EQ(fileBytes(path), serialized(old));

    // A new file there fails the same way, and leaves nothing behind.
    const QString fresh = scratch.filePath(QStringLiteral("fresh.accel.json"));
    EXPECT_FALSE(io::saveProfileFile(fresh, old, cat()).ok());
    EXPECT_FALSE(QFile::exists(fresh));
}

// /proc is a read-only file system on every Linux machine, no mount needed.
TEST(ProfileFileSafety, ProcFileSystemRefusesWithThePathInTheMessage) {
    const QString inProc = QStringLiteral("/proc/accel-advisor-test.accel.json");
    const Result<io::FileStamp> created =
        io::saveProfileFile(inProc, profileWithNotes(QStringLiteral("P"), 1), cat());
    ASSERT_FALSE(created.ok());
    EXPECT_TRUE(created.failure().reason.contains(inProc))
        << created.failure().reason.toStdString();
    EXPECT_FALSE(QFile::exists(inProc));

    const QByteArray before = fileBytes(QStringLiteral("/proc/version"));
    const Result<io::FileStamp> over = io::saveProfileFile(
        QStringLiteral("/proc/version"), profileWithNotes(QStringLiteral("P"), 1), cat());
    ASSERT_FALSE(over.ok());
    EXPECT_TRUE(over.failure().reason.contains(QStringLiteral("/proc/version")))
        << over.failure().reason.toStdString();
    EXPECT_EQ(fileBytes(QStringLiteral("/proc/version")), before);
}

TEST(ProfileFileSafety, FullDiskKeepsTheOldFileAndTheNextSaveWorks) {
    test::ScratchMount scratch(256);
    ACCEL_REQUIRE_MOUNT(scratch);
    const QString path = scratch.filePath(QStringLiteral("plan.accel.json"));
    const Profile old = profileWithNotes(QStringLiteral("Old"), 100);
    ASSERT_TRUE(io::saveProfileFile(path, old, cat()).ok());
    // Room for a part of the new file only: the write stops half-way.
    ASSERT_TRUE(scratch.fillLeaving(16 * 1024));
    const Profile big = profileWithNotes(QStringLiteral("Big"), 90000);

    const Result<io::FileStamp> result = io::saveProfileFile(path, big, cat());
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.failure().previousKept);
    EXPECT_TRUE(result.failure().reason.contains(path)) << result.failure().reason.toStdString();
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("No space left on device")))
        << result.failure().reason.toStdString();
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("Free some space")))
        << "says what to do";
    EXPECT_EQ(fileBytes(path), serialized(old));
    EXPECT_TRUE(scratch.strayFiles(path).isEmpty())
        << scratch.strayFiles(path).join(u' ').toStdString();

    scratch.removeBallast();
    const Result<io::FileStamp> retried = io::saveProfileFile(path, big, cat());
    ASSERT_TRUE(retried.ok()) << retried.failure().reason.toStdString();
    EXPECT_EQ(fileBytes(path), serialized(big));
}

// QSaveFile run as root would replace a device node with a plain file (it
// renames its temporary file over the target). A twin of /dev/full, made with
// mknod in a temporary folder, shows it first; only then is the real one used.
TEST(ProfileFileSafety, DevFullIsAClearErrorAndStaysADevice) {
    QTemporaryDir dir;
    const QString twin = test::makeDevFullTwin(dir);
    const Profile p = profileWithNotes(QStringLiteral("Full"), 1000);
    if (!twin.isEmpty()) {
        const Result<io::FileStamp> result = io::saveProfileFile(twin, p, cat());
        ASSERT_FALSE(result.ok());
        EXPECT_TRUE(result.failure().reason.contains(twin))
            << result.failure().reason.toStdString();
        EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("No space left on device")))
            << result.failure().reason.toStdString();
        ASSERT_TRUE(test::isCharacterDevice(twin)) << "the device node was replaced by a file";
    }
    const QString full = QStringLiteral("/dev/full");
    ASSERT_TRUE(test::isCharacterDevice(full));
    const Result<io::FileStamp> result = io::saveProfileFile(full, p, cat());
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.failure().reason.contains(full)) << result.failure().reason.toStdString();
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("No space left on device")))
        << result.failure().reason.toStdString();
    EXPECT_TRUE(test::isCharacterDevice(full));

    // Other devices are written straight through as well.
    EXPECT_TRUE(io::saveProfileFile(QStringLiteral("/dev/null"), p, cat()).ok());
    EXPECT_TRUE(test::isCharacterDevice(QStringLiteral("/dev/null")));
}

TEST(ProfileFileSafety, WriteFileSafelyNamesEachKindOfTarget) {
    QTemporaryDir dir;
    const Result<> folder = io::writeFileSafely(dir.path(), "x");
    ASSERT_FALSE(folder.ok());
    EXPECT_TRUE(folder.failure().targetIsFolder);
    EXPECT_TRUE(folder.failure().previousKept);
    EXPECT_TRUE(folder.failure().reason.contains(QStringLiteral("directory")));

    const QString file = dir.filePath(QStringLiteral("f"));
    const Result<> written = io::writeFileSafely(file, "content");
    EXPECT_TRUE(written.ok());
    EXPECT_EQ(fileBytes(file), QByteArray("content"));
    // Replacing a longer file with a shorter one leaves no tail behind.
    ASSERT_TRUE(io::writeFileSafely(file, "c").ok());
    EXPECT_EQ(fileBytes(file), QByteArray("c"));
}
