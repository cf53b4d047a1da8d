// Every option combination of the catalogue, as far as a test can go: the
// full product is far too large (see ProductSizeIsReported), so a fixed-seed
// random sweep covers it broadly and an exhaustive sweep covers every pair of
// questions (each option and "unanswered") on several backgrounds. Every
// Evaluation must hold only finite numbers, a verdict from the allowed set, a
// confidence within [0, 1], and flips that really flip.
#include "EvaluationChecks.h"
#include "RandomAnswers.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"

#include <QElapsedTimer>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>
#include <vector>

using namespace accel;
using accel::test::checkEvaluation;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

int optionCount(int q) {
    return static_cast<int>(cat().question(q).options.size());
}

// Each question: one of its options or open, all equally likely.
AnswerSet randomCombination(SplitMix64& random) {
    return test::randomAnswers(cat(), random);
}

WeightSet randomWeights(SplitMix64& random) {
    WeightSet w = WeightSet::defaults(cat());
    for (int q = 0; q < w.size(); ++q) {
        // Slider positions: tenths from 0 to 10, the ends twice as likely.
        const auto pick = random.next() % 105;
        w.set(q, pick < 101 ? static_cast<double>(pick) / 10.0 : (pick < 103 ? 0.0 : 10.0));
    }
    return w;
}

// Every single answer change that is not listed as a flip keeps the verdict.
::testing::AssertionResult flipsAreComplete(const Engine& engine, const Evaluation& r) {
    AnswerSet changed = r.answers;
    for (int q = 0; q < cat().questionCount(); ++q) {
        const bool applicable =
            std::any_of(r.factors.begin(), r.factors.end(),
                        [q](const FactorContribution& f) { return f.question == q; }) ||
            std::any_of(r.unanswered.begin(), r.unanswered.end(),
                        [q](const OpenQuestion& o) { return o.question == q; });
        if (!applicable) {
            continue;
        }
        for (int o = 0; o < optionCount(q); ++o) {
            if (o == r.answers.option(q)) {
                continue;
            }
            changed.set(q, o);
            const Verdict after =
                engine
                    .evaluate(changed, r.weights,
                              {.flips = false, .confidence = false, .unanswered = false})
                    .verdict;
            const bool listed = std::any_of(r.flips.begin(), r.flips.end(), [&](const Flip& f) {
                return f.question == q && f.toOption == o;
            });
            if ((after != r.verdict) != listed) {
                return ::testing::AssertionFailure()
                       << "changing " << cat().question(q).id.toStdString() << " to "
                       << cat().option(q, o).id.toStdString()
                       << (listed ? " is listed as a flip but keeps the verdict"
                                  : " changes the verdict but is not listed")
                       << "\n  for " << accel::test::describe(cat(), r.answers, r.weights);
            }
        }
        changed.set(q, r.answers.option(q));
    }
    return ::testing::AssertionSuccess();
}

} // namespace

TEST(CatalogueSweep, ProductSizeIsReported) {
    // With "unanswered" as one more choice per question.
    double product = 1.0;
    for (int q = 0; q < cat().questionCount(); ++q) {
        product *= optionCount(q) + 1;
    }
    std::printf("catalogue: %d questions, %.3g answer combinations\n", cat().questionCount(),
                product);
    // Far beyond an exhaustive sweep (a million evaluations take seconds):
    // hence the sampled and the all-pairs sweeps below.
    EXPECT_GT(product, 1e9);
    EXPECT_TRUE(std::isfinite(product));
}

TEST(CatalogueSweep, RandomCombinationsScoresAndVerdicts) {
    // 200,000 combinations, fixed seed, with random slider weights for half of
    // them: scores, blockers, verdict and basis (no sampling or flips here,
    // those are below, on fewer combinations).
    const Engine engine(cat());
    SplitMix64 random(20261121);
    const WeightSet defaults = WeightSet::defaults(cat());
    std::array<int, kVerdictCount> verdicts{};
    for (int i = 0; i < 200000; ++i) {
        const AnswerSet a = randomCombination(random);
        const WeightSet w = (i % 2 == 0) ? defaults : randomWeights(random);
        const Evaluation r =
            engine.evaluate(a, w, {.flips = false, .confidence = false, .unanswered = false});
        ASSERT_TRUE(checkEvaluation(engine, cat(), r, false)) << "combination " << i;
        ++verdicts[static_cast<std::size_t>(r.verdict)];
    }
    // The sweep reaches every verdict, or it tests less than it claims.
    for (int count : verdicts) {
        EXPECT_GT(count, 0);
    }
}

TEST(CatalogueSweep, RandomCombinationsFullEvaluation) {
    // Flips (each applied and checked), open questions and confidence with the
    // product's 10,000 samples, on a smaller fixed-seed sample.
    const Engine engine(cat());
    SplitMix64 random(42);
    QElapsedTimer clock;
    clock.start();
    int n = 0;
    for (; n < 3000; ++n) {
        const AnswerSet a = randomCombination(random);
        const WeightSet w = (n % 2 == 0) ? WeightSet::defaults(cat()) : randomWeights(random);
        EngineOptions o;
        o.samples = (n % 10 == 0) ? 10000 : 1000;
        const Evaluation r = engine.evaluate(a, w, o);
        ASSERT_TRUE(checkEvaluation(engine, cat(), r)) << "combination " << n;
        if (n % 5 == 0) {
            ASSERT_TRUE(flipsAreComplete(engine, r)) << "combination " << n;
        }
    }
    std::printf("%d full evaluations in %lld ms\n", n, static_cast<long long>(clock.elapsed()));
}

TEST(CatalogueSweep, EveryPairOfQuestionsExhaustively) {
    // For every pair of questions, every option of each (and "unanswered")
    // against several fixed backgrounds for the other questions.
    const Engine engine(cat());
    const int n = cat().questionCount();
    std::vector<AnswerSet> backgrounds;
    backgrounds.emplace_back(n); // all open
    AnswerSet mostGpu(n);
    AnswerSet mostTpu(n);
    for (int q = 0; q < n; ++q) {
        const auto& options = cat().question(q).options;
        int lo = 0;
        int hi = 0;
        for (int o = 0; o < optionCount(q); ++o) {
            lo = options[o].lean < options[lo].lean ? o : lo;
            hi = options[o].lean > options[hi].lean ? o : hi;
        }
        mostGpu.set(q, lo);
        mostTpu.set(q, hi);
    }
    backgrounds.push_back(mostGpu);
    backgrounds.push_back(mostTpu);
    SplitMix64 random(5);
    backgrounds.push_back(randomCombination(random));

    EngineOptions options;
    options.samples = 300; // confidence is exercised above; here, the pairs
    long long evaluations = 0;
    for (std::size_t b = 0; b < backgrounds.size(); ++b) {
        // Default weights on half the backgrounds, random slider positions on the rest.
        const WeightSet w = b % 2 == 0 ? WeightSet::defaults(cat()) : randomWeights(random);
        for (int q1 = 0; q1 < n; ++q1) {
            for (int q2 = q1 + 1; q2 < n; ++q2) {
                AnswerSet a = backgrounds[b];
                for (int o1 = AnswerSet::kUnanswered; o1 < optionCount(q1); ++o1) {
                    for (int o2 = AnswerSet::kUnanswered; o2 < optionCount(q2); ++o2) {
                        a.set(q1, o1);
                        a.set(q2, o2);
                        const Evaluation r = engine.evaluate(a, w, options);
                        ++evaluations;
                        ASSERT_TRUE(checkEvaluation(engine, cat(), r))
                            << cat().question(q1).id.toStdString() << " x "
                            << cat().question(q2).id.toStdString();
                    }
                }
            }
        }
    }
    std::printf("%lld pair evaluations\n", evaluations);
}
