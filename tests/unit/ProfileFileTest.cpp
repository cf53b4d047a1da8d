#include "io/ProfileFile.h"

#include "TestPaths.h"
#include "model/QuestionCatalogue.h"

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
    ASSERT_TRUE(io::saveProfileFile(path, sample(), cat()).ok());
    const Result<io::LoadedProfile> load = io::loadProfileFile(path, cat());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(load->read.profile, sample());
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
    const Result<io::FileStamp> result = io::saveProfileFile(target, sample(), cat());
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.failure().reason.contains(target)) << result.failure().reason.toStdString();
    EXPECT_EQ(contents(blocker), QByteArray("x"));
}

TEST(ProfileFile, SavingOverAFolderFailsAndLeavesItAlone) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("taken.accel.json"));
    ASSERT_TRUE(QDir().mkpath(folder));
    EXPECT_FALSE(io::saveProfileFile(folder, sample(), cat()).ok());
    EXPECT_TRUE(QFileInfo(folder).isDir());
}

TEST(ProfileFile, MissingFileAndFolderCannotBeRead) {
    QTemporaryDir dir;
    const Result<io::LoadedProfile> missing =
        io::loadProfileFile(dir.filePath(QStringLiteral("nope.json")), cat());
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.failure().issues.isEmpty()) << "not read at all";
    EXPECT_TRUE(missing.failure().reason.contains(QStringLiteral("does not exist")));
    const Result<io::LoadedProfile> folder = io::loadProfileFile(dir.path(), cat());
    ASSERT_FALSE(folder.ok());
    EXPECT_TRUE(folder.failure().issues.isEmpty()) << "not read at all";
}

TEST(ProfileFile, OversizedFileIsInvalidNotUnreadable) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.accel.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(3 * 1024 * 1024, ' '));
    f.close();
    const Result<io::LoadedProfile> load = io::loadProfileFile(path, cat());
    ASSERT_FALSE(load.ok());
    EXPECT_FALSE(load.failure().issues.isEmpty());
    ASSERT_FALSE(load.failure().issues.isEmpty());
    EXPECT_TRUE(load.failure().issues[0].message.contains(QStringLiteral("1 MiB")));
}
