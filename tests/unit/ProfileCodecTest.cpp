#include "model/profile/ProfileCodec.h"

#include "TestPaths.h"
#include "model/QuestionCatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace accel;

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

Result<ProfileRead> parse(const QByteArray& bytes) {
    return ProfileCodec(QuestionCatalogue::builtIn()).parse(bytes);
}

QString describe(const QList<InputIssue>& issues) {
    QString text;
    for (const InputIssue& i : issues) {
        text += i.path + QStringLiteral(": ") + i.message + QLatin1Char('\n');
    }
    return text;
}

const QString kInvalid = QStringLiteral("/profiles/invalid");
const QString kValid = QStringLiteral("/profiles/valid");

} // namespace

// Every file of the malformed corpus is rejected with the problems listed in
// expectations.json, each at its JSON path. A corpus file without an
// expectation fails the test, so the corpus cannot silently grow untested.
TEST(ProfileCodec, MalformedCorpusGivesTheExpectedErrors) {
    const QString dir = accel::test::corpusDir() + kInvalid;
    const QJsonObject expectations =
        QJsonDocument::fromJson(readFile(dir + QStringLiteral("/expectations.json"))).object();
    const QStringList files =
        QDir(dir).entryList({QStringLiteral("*.accel.json")}, QDir::Files, QDir::Name);
    ASSERT_GE(files.size(), 25);
    for (const QString& file : files) {
        SCOPED_TRACE(file.toStdString());
        ASSERT_TRUE(expectations.contains(file)) << "no expectation for " << file.toStdString();
        const Result<ProfileRead> result = parse(readFile(dir + QLatin1Char('/') + file));
        EXPECT_FALSE(result.ok());
        const QString all = describe(result.failure().issues);
        for (const QJsonValue& e : expectations.value(file).toArray()) {
            const QString path = e[QStringLiteral("path")].toString();
            const QString contains = e[QStringLiteral("contains")].toString();
            const bool found =
                std::any_of(result.failure().issues.begin(), result.failure().issues.end(),
                            [&](const InputIssue& i) {
                                return i.path == path && i.message.contains(contains);
                            });
            EXPECT_TRUE(found) << "expected " << path.toStdString() << ": ..."
                               << contains.toStdString() << "...\n got:\n"
                               << all.toStdString();
        }
    }
}

TEST(ProfileCodec, OversizedInputIsRefusedBeforeParsing) {
    QByteArray big(ProfileCodec::kMaxBytes + 1, ' ');
    const Result<ProfileRead> result = parse(big);
    ASSERT_EQ(result.failure().issues.size(), 1);
    EXPECT_TRUE(result.failure().issues[0].message.contains(QStringLiteral("1 MiB")));
}

TEST(ProfileCodec, ManyProblemsAreAllReported) {
    const Result<ProfileRead> result = parse(readFile(accel::test::corpusDir() + kInvalid +
                                                      QStringLiteral("/many-problems.accel.json")));
    EXPECT_EQ(result.failure().issues.size(), 4) << describe(result.failure().issues).toStdString();
}

TEST(ProfileCodec, ExamplesRoundTripWithoutLoss) {
    const QDir dir(accel::test::examplesDir());
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    for (const QString& file : dir.entryList({QStringLiteral("*.accel.json")}, QDir::Files)) {
        SCOPED_TRACE(file.toStdString());
        const Result<ProfileRead> first = codec.parse(readFile(dir.filePath(file)));
        ASSERT_TRUE(first.ok()) << describe(first.failure().issues).toStdString();
        const QByteArray saved = codec.serialize(first->profile);
        const Result<ProfileRead> second = codec.parse(saved);
        ASSERT_TRUE(second.ok());
        EXPECT_EQ(first->profile, second->profile);
        EXPECT_EQ(codec.serialize(second->profile), saved) << "serialisation is canonical";
    }
}

TEST(ProfileCodec, EveryFieldSurvivesARoundTrip) {
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> first = codec.parse(
        readFile(accel::test::corpusDir() + kValid + QStringLiteral("/every-field.accel.json")));
    ASSERT_TRUE(first.ok()) << describe(first.failure().issues).toStdString();
    const Profile& p = first->profile;
    EXPECT_EQ(p.name, QStringLiteral("Ünïcödé — 模型 🚀"));
    EXPECT_EQ(p.notes, QStringLiteral("line one\nline two \"quoted\"\ttab"));
    EXPECT_EQ(p.answers.value(QStringLiteral("framework")), QStringLiteral("jax"));
    EXPECT_FALSE(p.answers.contains(QStringLiteral("stage"))) << "null means unanswered";
    EXPECT_DOUBLE_EQ(p.weights.value(QStringLiteral("hosting"), -1), 0.0);
    EXPECT_DOUBLE_EQ(p.weights.value(QStringLiteral("stage")), 0.125);
    ASSERT_TRUE(p.workload.has_value());
    EXPECT_DOUBLE_EQ(p.workload->params.value_or(0), 7e9);
    EXPECT_DOUBLE_EQ(p.workload->tokens.value_or(0), 1.4e12);
    EXPECT_EQ(p.workload->precision, QStringLiteral("fp8"));

    const Result<ProfileRead> second = codec.parse(codec.serialize(p));
    ASSERT_TRUE(second.ok());
    EXPECT_EQ(p, second->profile);
}

TEST(ProfileCodec, ByteOrderMarkIsAccepted) {
    EXPECT_TRUE(
        parse(readFile(accel::test::corpusDir() + kValid + QStringLiteral("/with-bom.accel.json")))
            .ok());
}

TEST(ProfileCodec, VersionZeroDraftsAreMigrated) {
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> result = codec.parse(readFile(
        accel::test::corpusDir() + kValid + QStringLiteral("/version-0-draft.accel.json")));
    ASSERT_TRUE(result.ok()) << describe(result.failure().issues).toStdString();
    EXPECT_EQ(result->sourceVersion, 0);
    EXPECT_TRUE(result->wasMigrated());
    const Profile& p = result->profile;
    EXPECT_EQ(p.name, QStringLiteral("Draft from the prototype"));
    EXPECT_EQ(p.answers.value(QStringLiteral("hosting")), QStringLiteral("on_prem"));
    EXPECT_EQ(p.answers.value(QStringLiteral("stage")), QStringLiteral("scale_up"));
    EXPECT_EQ(p.answers.value(QStringLiteral("serving")), QStringLiteral("online_low_latency"));
    EXPECT_DOUBLE_EQ(p.weights.value(QStringLiteral("hosting")), 2.5);

    // Saved again, it is a current-version profile.
    const QJsonObject saved = QJsonDocument::fromJson(codec.serialize(p)).object();
    EXPECT_EQ(saved.value(QStringLiteral("version")).toInt(), Profile::kFormatVersion);
    EXPECT_FALSE(saved.contains(QStringLiteral("title")));
}

TEST(ProfileCodec, CurrentVersionIsNotReportedAsMigrated) {
    const Result<ProfileRead> result =
        parse(R"({"format": "accel-advisor-profile", "version": 2})");
    ASSERT_TRUE(result.ok());
    EXPECT_FALSE(result->wasMigrated());
    EXPECT_TRUE(result->profile.answers.isEmpty());
}

// Version 2 narrowed "several clouds" (TPU blocked) and folded "not decided"
// into an open question: old files load, and the user is told about the first.
TEST(ProfileCodec, VersionOneHostingAnswersAreMigratedExplicitly) {
    const Result<ProfileRead> multi = parse(R"({"format": "accel-advisor-profile", "version": 1,
        "answers": {"hosting": "multi_cloud"}})");
    ASSERT_TRUE(multi.ok());
    EXPECT_TRUE(multi->wasMigrated());
    EXPECT_EQ(multi->profile.answers.value(QStringLiteral("hosting")),
              QStringLiteral("multi_cloud"));
    ASSERT_EQ(multi->migrationNotes.size(), 1);
    EXPECT_TRUE(multi->migrationNotes[0].contains(QStringLiteral("Google Cloud among them")));

    for (const char* version : {"1", "2"}) {
        const Result<ProfileRead> undecided =
            parse(QByteArray(R"({"format": "accel-advisor-profile", "version": )") + version +
                  R"(, "answers": {"hosting": "undecided", "framework": "jax"}})");
        ASSERT_TRUE(undecided.ok()) << version;
        EXPECT_FALSE(undecided->profile.answers.contains(QStringLiteral("hosting")));
        EXPECT_EQ(undecided->profile.answers.size(), 1);
    }
}

TEST(ProfileCodec, SyntaxErrorsNameLineAndColumn) {
    const Result<ProfileRead> result = parse(
        readFile(accel::test::corpusDir() + kInvalid + QStringLiteral("/syntax-error.accel.json")));
    ASSERT_EQ(result.failure().issues.size(), 1);
    EXPECT_TRUE(result.failure().issues[0].message.contains(QStringLiteral("line 4")))
        << result.failure().issues[0].message.toStdString();
}
