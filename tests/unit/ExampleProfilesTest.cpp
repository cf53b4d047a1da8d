#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"

#include <QDir>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace accel;

namespace {

struct Loaded {
    Profile profile;
    Evaluation result;
};

Loaded evaluateExample(const QString& file) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(accel::test::examplesDir() + QLatin1Char('/') + file, cat);
    EXPECT_TRUE(load.ok()) << file.toStdString();
    const Profile profile = (load ? load->read.profile : Profile{});
    return {profile, Engine(cat).evaluate(answerSetFor(cat, profile), weightSetFor(cat, profile))};
}

} // namespace

// Every sample whose notes state an expected verdict must get it; the
// expectation is read from the notes, so the data stays the single truth.
TEST(ExampleProfiles, VerdictsMatchTheirNotes) {
    const QDir dir(accel::test::examplesDir());
    const QStringList files = dir.entryList({QStringLiteral("*.accel.json")}, QDir::Files);
    ASSERT_GE(files.size(), 5);
    static const QRegularExpression expected(QStringLiteral("Expected verdict: (gpu|tpu|hybrid)"));
    int checked = 0;
    for (const QString& file : files) {
        const Loaded l = evaluateExample(file);
        const auto match = expected.match(l.profile.notes);
        if (!match.hasMatch()) {
            continue;
        }
        ++checked;
        EXPECT_EQ(verdictId(l.result.verdict), match.captured(1)) << file.toStdString();
    }
    EXPECT_EQ(checked, 4);
}

TEST(ExampleProfiles, OnPremResearchHasTpuBlocked) {
    const Loaded l = evaluateExample(QStringLiteral("pytorch-research-onprem.accel.json"));
    EXPECT_FALSE(l.result.tpuAvailable);
    EXPECT_EQ(l.result.basis, VerdictBasis::Blocked);
}

TEST(ExampleProfiles, HybridSaysWhichWorkGoesWhere) {
    const Loaded l = evaluateExample(QStringLiteral("jax-scale-up-gcp.accel.json"));
    ASSERT_EQ(l.result.verdict, Verdict::Hybrid);
    bool gpu = false;
    bool tpu = false;
    for (const WorkAssignment& w : l.result.split) {
        (w.platform == Platform::Gpu ? gpu : tpu) = true;
        EXPECT_NE(w.work, nullptr);
    }
    EXPECT_TRUE(gpu && tpu);
}

TEST(ExampleProfiles, PartlyAnsweredListsEveryOpenQuestion) {
    const Loaded l = evaluateExample(QStringLiteral("partly-answered.accel.json"));
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    // framework and hosting answered; serving is not asked without a workload.
    EXPECT_EQ(static_cast<int>(l.result.unanswered.size()), cat.questionCount() - 3);
    int moving = 0;
    for (const OpenQuestion& o : l.result.unanswered) {
        EXPECT_LE(o.mostGpuMargin, o.mostTpuMargin);
        moving += o.mostGpuMargin < o.mostTpuMargin ? 1 : 0;
    }
    // Only questions whose every option leans the same (the workload: both chips
    // train and serve) cannot move the margin on their own.
    EXPECT_GE(moving, static_cast<int>(l.result.unanswered.size()) - 1);
    // Two answers out of twenty-odd: the figure must not look certain.
    EXPECT_LT(l.result.confidence.sameVerdict, 0.65);
    // No single answer overturns TensorFlow on Google Cloud, but the open
    // questions together could: the result must say so.
    EXPECT_EQ(l.result.verdict, Verdict::Tpu);
    EXPECT_TRUE(l.result.canReach(Verdict::Gpu) || l.result.canReach(Verdict::Hybrid));
    EXPECT_LT(l.result.openMostGpuMargin, 0.0);
}

// Every example states its expected reading in its notes (issue 19):
// "Expected reading: <verdict or too_close:a+b>; provisos: <ids or none>;
// so far: yes|no." The test reads the expectation from the notes.
TEST(ExampleProfiles, ReadingsMatchTheirNotes) {
    const QDir dir(accel::test::examplesDir());
    const QStringList files = dir.entryList({QStringLiteral("*.accel.json")}, QDir::Files);
    static const QRegularExpression expected(QStringLiteral(
        "Expected reading: ([a-z_:+]+); provisos: ([a-z_, ]+); so far: (yes|no)\\."));
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    for (const QString& file : files) {
        const Loaded l = evaluateExample(file);
        const auto match = expected.match(l.profile.notes);
        ASSERT_TRUE(match.hasMatch()) << file.toStdString() << ": notes state no reading";
        const Evaluation& r = l.result;
        const QString headline =
            r.tooClose ? QStringLiteral("too_close:%1+%2")
                             .arg(verdictId((*r.tooClose)[0]), verdictId((*r.tooClose)[1]))
                       : verdictId(r.verdict);
        EXPECT_EQ(headline, match.captured(1)) << file.toStdString();
        QStringList provisos;
        for (const Proviso& p : r.provisos) {
            provisos << cat.question(p.question).id;
        }
        provisos.sort();
        const QString want = match.captured(2).trimmed();
        EXPECT_EQ(provisos.isEmpty() ? QStringLiteral("none") : provisos.join(QStringLiteral(", ")),
                  want)
            << file.toStdString();
        EXPECT_EQ(r.early(), match.captured(3) == QStringLiteral("yes")) << file.toStdString();
    }
}
