// The compare window's session without the window: each side is the engine's
// reading of the file it was given, named after the profile and the file, and
// a file that cannot be read leaves the side as it was.

#include "ui/compare/CompareSession.h"

#include "UiTestSupport.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace accel;

namespace {

Evaluation engineReading(const QuestionCatalogue& cat, const QString& path) {
    const Result<io::LoadedProfile> load = io::loadProfileFile(path, cat);
    EXPECT_TRUE(load.ok()) << path.toStdString();
    return Engine(cat).evaluate(answerSetFor(cat, load->read.profile),
                                weightSetFor(cat, load->read.profile));
}

// A profile file with these bytes in `dir`.
QString profileFile(const QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
    return path;
}

} // namespace

TEST(CompareSession, EachSideIsTheEnginesReadingOfItsFile) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    ui::CompareSession session(cat);
    EXPECT_FALSE(session.evaluation(ui::CompareSession::Left));
    EXPECT_FALSE(session.evaluation(ui::CompareSession::Right));
    EXPECT_FALSE(session.complete());

    const QString left = test::example("pytorch-research-onprem.accel.json");
    const QString right = test::example("tf-transformer-gcp-production.accel.json");
    ASSERT_TRUE(session.loadFile(ui::CompareSession::Left, left).ok());
    EXPECT_FALSE(session.complete()) << "one side is not a comparison";
    ASSERT_TRUE(session.loadFile(ui::CompareSession::Right, right).ok());
    EXPECT_TRUE(session.complete());

    for (auto [side, path] :
         {std::pair{ui::CompareSession::Left, left}, {ui::CompareSession::Right, right}}) {
        const Evaluation expected = engineReading(cat, path);
        ASSERT_TRUE(session.evaluation(side));
        EXPECT_EQ(session.evaluation(side)->verdict, expected.verdict);
        EXPECT_DOUBLE_EQ(session.evaluation(side)->gpuScore, expected.gpuScore);
        EXPECT_DOUBLE_EQ(session.evaluation(side)->tpuScore, expected.tpuScore);
        // Named so that a reader can find the file again.
        const Result<io::LoadedProfile> load = io::loadProfileFile(path, cat);
        ASSERT_TRUE(load.ok());
        EXPECT_TRUE(session.label(side).contains(load->read.profile.name));
        EXPECT_TRUE(session.label(side).contains(QFileInfo(path).fileName()));
    }
}

TEST(CompareSession, AProfileWithoutANameIsNamedByItsFile) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    QTemporaryDir dir;
    const QString path =
        profileFile(dir, "unnamed.accel.json", R"({"format":"accel-advisor-profile","version":2})");
    ui::CompareSession session(cat);
    ASSERT_TRUE(session.loadFile(ui::CompareSession::Right, path).ok());
    EXPECT_EQ(session.label(ui::CompareSession::Right), QStringLiteral("unnamed.accel.json"));
}

TEST(CompareSession, AFileThatCannotBeReadLeavesTheSideAsItWas) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    ui::CompareSession session(cat);
    const QString good = test::example("jax-scale-up-gcp.accel.json");
    ASSERT_TRUE(session.loadFile(ui::CompareSession::Left, good).ok());
    const QString label = session.label(ui::CompareSession::Left);
    const Verdict verdict = session.evaluation(ui::CompareSession::Left)->verdict;

    QTemporaryDir dir;
    const QString newer =
        profileFile(dir, "newer.accel.json", R"({"format":"accel-advisor-profile","version":99})");
    for (const QString& bad : {newer, dir.filePath(QStringLiteral("missing.accel.json"))}) {
        const Result<io::LoadedProfile> load = session.loadFile(ui::CompareSession::Left, bad);
        EXPECT_FALSE(load.ok()) << bad.toStdString();
        EXPECT_FALSE(load.failure().reason.isEmpty()) << "the failure says why";
        ASSERT_TRUE(session.evaluation(ui::CompareSession::Left));
        EXPECT_EQ(session.evaluation(ui::CompareSession::Left)->verdict, verdict);
        EXPECT_EQ(session.label(ui::CompareSession::Left), label);
        EXPECT_FALSE(session.evaluation(ui::CompareSession::Right));
    }
}
