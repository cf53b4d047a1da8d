// Every question and option of the catalogue, over many
// random profiles and weightings: an answer change towards a platform never
// moves the verdict away from it. Verdicts are ordered GPU < hybrid < TPU. A
// change is towards TPUs when it raises (or keeps) the TPU margin, blocks
// nothing more for TPUs, and neither starts an experimentation phase nor ends
// a scaled phase (the two phases the hybrid rule reads); towards GPUs is the
// mirror. A change that moves the margin one way and a phase the other (the
// workload question, for one) points to neither platform and is counted, not
// judged; the test bounds how many such changes there are.
#include "RandomAnswers.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"

#include <cstdio>
#include <gtest/gtest.h>

using namespace accel;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

constexpr EngineOptions kQuick{.flips = false, .confidence = false, .unanswered = false};
constexpr double kEps = 1e-12;

enum class Direction { TowardsTpu, TowardsGpu, Both, Neither };

Direction directionOf(const Evaluation& a, const Evaluation& b) {
    const bool marginUp = b.normalisedMargin >= a.normalisedMargin - kEps;
    const bool marginDown = b.normalisedMargin <= a.normalisedMargin + kEps;
    const bool startsExperimentation = !a.experimentationPhase && b.experimentationPhase;
    const bool endsExperimentation = a.experimentationPhase && !b.experimentationPhase;
    const bool startsScaled = !a.scaledPhase && b.scaledPhase;
    const bool endsScaled = a.scaledPhase && !b.scaledPhase;
    const bool blocksTpu = a.tpuAvailable && !b.tpuAvailable;
    const bool freesTpu = !a.tpuAvailable && b.tpuAvailable;
    const bool towardsTpu = marginUp && !startsExperimentation && !endsScaled && !blocksTpu;
    const bool towardsGpu = marginDown && !endsExperimentation && !startsScaled && !freesTpu;
    if (towardsTpu && towardsGpu) {
        return Direction::Both; // nothing the verdict reads has moved
    }
    if (towardsTpu) {
        return Direction::TowardsTpu;
    }
    return towardsGpu ? Direction::TowardsGpu : Direction::Neither;
}

} // namespace

TEST(Monotonicity, NoAnswerChangeTowardsAPlatformMovesTheVerdictAwayFromIt) {
    const Engine engine(cat());
    SplitMix64 random(20261124);
    long judged = 0;
    long neither = 0;
    long total = 0;
    for (int round = 0; round < 1500; ++round) {
        AnswerSet a = test::randomAnswers(cat(), random);
        WeightSet w = WeightSet::defaults(cat());
        if (round % 2 == 1) { // half the rounds with the sliders moved at random
            for (int q = 0; q < w.size(); ++q) {
                w.set(q, static_cast<double>(random.next() % 101) / 10.0);
            }
        }
        const Evaluation before = engine.evaluate(a, w, kQuick);
        for (int q = 0; q < cat().questionCount(); ++q) {
            const int current = a.option(q);
            const int count = static_cast<int>(cat().question(q).options.size());
            for (int o = -1; o < count; ++o) {
                if (o == current) {
                    continue;
                }
                AnswerSet changed = a;
                o < 0 ? changed.clear(q) : changed.set(q, o);
                const Evaluation after = engine.evaluate(changed, w, kQuick);
                ++total;
                const Direction d = directionOf(before, after);
                const int was = verdictRank(before.verdict);
                const int now = verdictRank(after.verdict);
                const auto where = [&] {
                    return cat().question(q).id.toStdString() + " -> " +
                           (o < 0 ? std::string("open") : cat().option(q, o).id.toStdString()) +
                           " in round " + std::to_string(round);
                };
                switch (d) {
                case Direction::TowardsTpu:
                    ++judged;
                    ASSERT_GE(now, was) << where();
                    break;
                case Direction::TowardsGpu:
                    ++judged;
                    ASSERT_LE(now, was) << where();
                    break;
                case Direction::Both:
                    ++judged;
                    ASSERT_EQ(now, was) << where();
                    break;
                case Direction::Neither:
                    ++neither;
                    break;
                }
            }
        }
    }
    std::printf("Monotonicity: %ld answer changes, %ld judged, %ld pointing to neither platform\n",
                total, judged, neither);
    EXPECT_LT(static_cast<double>(neither), 0.05 * static_cast<double>(total));
}
