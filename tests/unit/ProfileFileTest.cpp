#include "ProfileFile.h"

#include "QuestionCatalogue.h"
#include "TestPaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace accel;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

Profile sample() {
    Profile p;
    p.name = QStringLiteral("Sample");
    p.answers.insert(QStringLiteral("framework"), QStringLiteral("jax"));
    p.weights.insert(QStringLiteral("hosting"), 4.0);
    return p;
}

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

TEST(ProfileFile, SaveThenLoadGivesTheSameProfile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.accel.json"));
    ASSERT_TRUE(saveProfileFile(path, sample(), cat()).ok);
    const ProfileFileLoad load = loadProfileFile(path, cat());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(*load.parse.profile, sample());
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size() == 1)
        << "no temporary file is left behind";
}

TEST(ProfileFile, FailedSaveNamesThePathAndKeepsTheOldFile) {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    QFile f(blocker);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("x");
    f.close();
    // The parent of the target is a regular file: no one, not even root, can write there.
    const QString target = blocker + QStringLiteral("/p.accel.json");
    const ProfileFileSave result = saveProfileFile(target, sample(), cat());
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.error.contains(target)) << result.error.toStdString();
    EXPECT_EQ(contents(blocker), QByteArray("x"));
}

TEST(ProfileFile, SavingOverAFolderFailsAndLeavesItAlone) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("taken.accel.json"));
    ASSERT_TRUE(QDir().mkpath(folder));
    EXPECT_FALSE(saveProfileFile(folder, sample(), cat()).ok);
    EXPECT_TRUE(QFileInfo(folder).isDir());
}

TEST(ProfileFile, MissingFileAndFolderCannotBeRead) {
    QTemporaryDir dir;
    const ProfileFileLoad missing =
        loadProfileFile(dir.filePath(QStringLiteral("nope.json")), cat());
    EXPECT_EQ(missing.status, ProfileFileLoad::Status::CannotRead);
    EXPECT_TRUE(missing.readError.contains(QStringLiteral("does not exist")));
    const ProfileFileLoad folder = loadProfileFile(dir.path(), cat());
    EXPECT_EQ(folder.status, ProfileFileLoad::Status::CannotRead);
}

TEST(ProfileFile, OversizedFileIsInvalidNotUnreadable) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.accel.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(3 * 1024 * 1024, ' '));
    f.close();
    const ProfileFileLoad load = loadProfileFile(path, cat());
    EXPECT_EQ(load.status, ProfileFileLoad::Status::Invalid);
    ASSERT_FALSE(load.parse.issues.isEmpty());
    EXPECT_TRUE(load.parse.issues[0].message.contains(QStringLiteral("1 MiB")));
}
