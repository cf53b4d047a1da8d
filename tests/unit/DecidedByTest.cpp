// "Decided by": one rule (DecidedBy.h) chooses the answers every view names.

#include "model/DecidedBy.h"

#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/report/VerdictGlance.h"

#include <gtest/gtest.h>

using namespace accel;

namespace {

Evaluation evaluateExample(const char* file) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Result<io::LoadedProfile> load = io::loadProfileFile(
        accel::test::examplesDir() + QLatin1Char('/') + QLatin1String(file), cat);
    EXPECT_TRUE(load.ok()) << file;
    const Profile profile = (load ? load->read.profile : Profile{});
    return Engine(cat).evaluate(answerSetFor(cat, profile), weightSetFor(cat, profile));
}

QStringList namedIds(const Evaluation& e, Platform side) {
    QStringList ids;
    for (const int i : e.decidedBy[side == Platform::Gpu ? 0 : 1]) {
        ids << e.catalogue->question(e.factors[static_cast<std::size_t>(i)].question).id;
    }
    return ids;
}

} // namespace

TEST(DecidedBy, TiesAreReadAsTheViewsShowThem) {
    EXPECT_EQ(shownStrength(-0.875), shownStrength(0.88)); // both read 0.88
    EXPECT_EQ(shownStrength(-0.375), 38);
    EXPECT_NE(shownStrength(0.38), shownStrength(0.37));
    EXPECT_EQ(shownStrength(0.001), 0); // reads 0.00: decides nothing
}

TEST(DecidedBy, ATieAtTheCutOffGoesInOrOutWhole) {
    const auto count = [](std::vector<qint64> s, bool mayBeEmpty = false) {
        return decidingCount(s, mayBeEmpty);
    };
    ASSERT_EQ(kDecidedByCount, 2U);
    EXPECT_EQ(count({}), 0U);
    EXPECT_EQ(count({150}), 1U);
    EXPECT_EQ(count({150, 100, 75}), 2U);   // no tie across the cut-off
    EXPECT_EQ(count({150, 100, 100}), 3U);  // one over the limit: kept whole
    EXPECT_EQ(count({88, 38, 38, 38}), 1U); // two over: left out
    EXPECT_EQ(count({88, 38, 38, 38, 10}), 1U);
    EXPECT_EQ(count({100, 100, 100}), 3U);      // one over, from the top
    EXPECT_EQ(count({300, 300, 300, 300}), 4U); // left out, nothing would be named
    EXPECT_EQ(count({300, 300, 300, 300}, true), 0U);
    EXPECT_EQ(count({300, 200, 200, 200}, true), 1U);
}

// The walk's example: in French "Niveau d'expertise CUDA" (−0.38) was left
// out while "control flow" and "debugging" (also −0.38) were named.
TEST(DecidedBy, TheJaxExampleNamesNoAnswerOfATieWithoutTheOthers) {
    const Evaluation e = evaluateExample("jax-scale-up-gcp.accel.json");
    EXPECT_EQ(namedIds(e, Platform::Gpu).join(u' ').toStdString(), "custom_kernels");
    EXPECT_EQ(namedIds(e, Platform::Tpu).join(u' ').toStdString(), "framework model_family scale");
}

// A blocker decides: the blocking answer is named, the ruled-out side's
// answers never are.
TEST(DecidedBy, ABlockerIsNamedAndTheRuledOutSideIsNot) {
    for (const char* file :
         {"pytorch-online-serving-aws.accel.json", "pytorch-research-onprem.accel.json"}) {
        SCOPED_TRACE(file);
        const Evaluation e = evaluateExample(file);
        ASSERT_EQ(e.verdict, Verdict::Gpu);
        ASSERT_FALSE(e.tpuAvailable);
        EXPECT_TRUE(e.decidedBy[1].empty());
        const std::vector<DecidingAnswer> deciding = decidingAnswers(e);
        ASSERT_FALSE(deciding.empty());
        ASSERT_TRUE(deciding.front().blocks.has_value());
        EXPECT_EQ(*deciding.front().blocks, Platform::Tpu);
        for (const DecidingAnswer& d : deciding) {
            EXPECT_TRUE(d.blocks || d.favours() == Platform::Gpu)
                << e.catalogue->question(d.question).id.toStdString();
        }
        for (const QString& line : decidedByLines(e)) {
            EXPECT_FALSE(line.startsWith(QStringLiteral("For TPU"))) << line.toStdString();
        }
    }
}
