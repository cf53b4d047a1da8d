// A profile written by a newer Accelerator Advisor: rejected by default (the
// command line's contract in the README), read as far as this version
// understands when the main window asks for it, with everything left out listed.

#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace accel;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

// Version 2 of the format as a future program might write it: a new top-level
// field, a new question, a new option, a new workload field and provider.
QByteArray newerProfile() {
    return QByteArrayLiteral(R"({
  "format": "accel-advisor-profile",
  "version": 3,
  "name": "From the future",
  "notes": "kept",
  "team": {"size": 12},
  "answers": {"framework": "jax", "stage": "production", "quantum": "yes",
              "hosting": "orbital"},
  "weights": {"framework": 2.5, "quantum": 4},
  "workload": {"params": 7e9, "provider": "oracle", "carbon_budget": 12}
})");
}

QString writeTemp(const QTemporaryDir& dir, const QByteArray& bytes) {
    const QString path = dir.filePath(QStringLiteral("newer.accel.json"));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

bool hasIssueAt(const QList<InputIssue>& issues, const QString& path) {
    for (const InputIssue& issue : issues) {
        if (issue.path == path) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST(ProfileFileNewerVersion, RejectedByDefaultWithTheVersionNamed) {
    QTemporaryDir dir;
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(writeTemp(dir, newerProfile()), cat());
    ASSERT_FALSE(load.ok());
    EXPECT_FALSE(load.failure().issues.isEmpty());
    ASSERT_EQ(load.failure().issues.size(), 1);
    EXPECT_EQ(load.failure().issues[0].path, QStringLiteral("$.version"));
    EXPECT_TRUE(load.failure().issues[0].message.contains(QStringLiteral("newer")));
    // The first problem is the failure's reason, at its place.
    EXPECT_EQ(load.failure().jsonPath, QStringLiteral("$.version"));
    EXPECT_EQ(load.failure().reason, load.failure().issues[0].message);
}

TEST(ProfileFileNewerVersion, ReadKnownFieldsKeepsWhatThisVersionUnderstands) {
    QTemporaryDir dir;
    const QByteArray bytes = newerProfile();
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(writeTemp(dir, bytes), cat(), NewerVersions::ReadKnownFields);
    ASSERT_TRUE(load.ok());
    EXPECT_TRUE(load->read.isNewerVersion());
    EXPECT_EQ(load->read.sourceVersion, 3);
    const Profile& p = load->read.profile;
    EXPECT_EQ(p.name, QStringLiteral("From the future"));
    EXPECT_EQ(p.notes, QStringLiteral("kept"));
    EXPECT_EQ(p.answers.value(QStringLiteral("framework")), QStringLiteral("jax"));
    EXPECT_EQ(p.answers.value(QStringLiteral("stage")), QStringLiteral("production"));
    EXPECT_FALSE(p.answers.contains(QStringLiteral("hosting"))) << "unknown option: left open";
    EXPECT_DOUBLE_EQ(p.weights.value(QStringLiteral("framework")), 2.5);
    ASSERT_TRUE(p.workload.has_value());
    EXPECT_DOUBLE_EQ(p.workload->params.value_or(0), 7e9);
    EXPECT_TRUE(p.workload->provider.isEmpty());

    // Everything left out is listed by its JSON path, nothing silently.
    const QList<InputIssue>& ignored = load->read.ignored;
    for (const char* path :
         {"$.team", "$.answers.quantum", "$.answers.hosting", "$.weights.quantum",
          "$.workload.provider", "$.workload.carbon_budget"}) {
        EXPECT_TRUE(hasIssueAt(ignored, QString::fromLatin1(path))) << path;
    }
    EXPECT_EQ(ignored.size(), 6);
    EXPECT_FALSE(load->stamp.sha256.isEmpty());
}

TEST(ProfileFileNewerVersion, KnownFieldsOfTheWrongTypeStillFail) {
    QTemporaryDir dir;
    QByteArray bytes = newerProfile();
    bytes.replace("\"name\": \"From the future\"", "\"name\": 42");
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(writeTemp(dir, bytes), cat(), NewerVersions::ReadKnownFields);
    ASSERT_FALSE(load.ok());
    EXPECT_FALSE(load.failure().issues.isEmpty());
    ASSERT_GE(load.failure().issues.size(), 2);
    EXPECT_EQ(load.failure().issues[0].path, QStringLiteral("$.version"));
    EXPECT_TRUE(load.failure().issues[0].message.contains(QStringLiteral("newer")));
    EXPECT_TRUE(hasIssueAt(load.failure().issues, QStringLiteral("$.name")));
}

TEST(ProfileFileNewerVersion, CurrentVersionIsStrictInEitherMode) {
    QTemporaryDir dir;
    QByteArray bytes = newerProfile();
    bytes.replace("\"version\": 3", "\"version\": 2");
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(writeTemp(dir, bytes), cat(), NewerVersions::ReadKnownFields);
    ASSERT_FALSE(load.ok());
    EXPECT_FALSE(load.failure().issues.isEmpty()) << "typos are still errors";
    EXPECT_TRUE(hasIssueAt(load.failure().issues, QStringLiteral("$.team")));
}
