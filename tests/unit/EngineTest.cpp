#include "EngineTestSupport.h"
#include "model/ConfidenceBand.h"
#include "model/EvaluationJson.h"

#include <QJsonDocument>

#include <cmath>
#include <gtest/gtest.h>

using namespace accel;
using accel::test::answers;
using accel::test::randomAnswers;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

Evaluation evaluate(const AnswerSet& a, const EngineOptions& o = {}) {
    return Engine(cat()).evaluate(a, WeightSet::defaults(cat()), o);
}

constexpr EngineOptions kQuick{.flips = false, .confidence = false, .unanswered = false};

} // namespace

// Questions whose answer decides whether another question is asked.
// The questions whose counting depends on `question`: those asked only under
// its answer, and, for a question whose options all lean the same (a context
// such as the workload, which leans to neither chip itself), those whose
// interactions read it.
std::vector<int> dependentsOf(int question) {
    std::vector<int> dependents;
    const auto& options = cat().question(question).options;
    const bool context = std::all_of(options.begin(), options.end(), [&](const OptionSpec& o) {
        return o.lean == options.front().lean;
    });
    for (int q = 0; q < cat().questionCount(); ++q) {
        for (const Condition& c : cat().question(q).appliesWhen) {
            if (c.questionIndex == question) {
                dependents.push_back(q);
            }
        }
    }
    for (const InteractionRule& rule : cat().interactions()) {
        const bool readsIt =
            std::any_of(rule.when.begin(), rule.when.end(),
                        [&](const Condition& c) { return c.questionIndex == question; });
        if (context && readsIt) {
            dependents.push_back(rule.questionIndex);
        }
    }
    return dependents;
}

// The lean an option has with the other answers as they are (an interaction
// may replace the option's own lean).
double effectiveLean(const Engine& engine, AnswerSet a, int q, int option, const WeightSet& w) {
    a.set(q, option);
    for (const FactorContribution& f : engine.evaluate(a, w, kQuick).factors) {
        if (f.question == q) {
            return f.lean;
        }
    }
    return 0.0;
}

// Interactions are declared so that an option that leans more to TPUs never
// makes another answer lean less to them.
TEST(Engine, MoreTpuLeaningAnswerNeverLowersTheTpuTotal) {
    SplitMix64 random(7);
    const Engine engine(cat());
    const WeightSet weights = WeightSet::defaults(cat());
    for (int round = 0; round < 500; ++round) {
        AnswerSet a = randomAnswers(random);
        for (int q = 0; q < cat().questionCount(); ++q) {
            // Changing `workload` also switches `serving` on or off; the
            // property is about the answer itself, so hold the follow-up open.
            for (int dependent : dependentsOf(q)) {
                a.clear(dependent);
            }
            const int optionCount = static_cast<int>(cat().question(q).options.size());
            for (int x = 0; x < optionCount; ++x) {
                for (int y = 0; y < optionCount; ++y) {
                    if (effectiveLean(engine, a, q, y, weights) <
                        effectiveLean(engine, a, q, x, weights)) {
                        continue;
                    }
                    a.set(q, x);
                    const Evaluation before = engine.evaluate(a, weights, kQuick);
                    a.set(q, y);
                    const Evaluation after = engine.evaluate(a, weights, kQuick);
                    ASSERT_GE(after.tpuScore, before.tpuScore - 1e-12);
                    ASSERT_LE(after.gpuScore, before.gpuScore + 1e-12);
                }
            }
        }
    }
}

TEST(Engine, ABlockedPlatformIsNeverTheVerdict) {
    SplitMix64 random(11);
    int blockedSeen = 0;
    for (int round = 0; round < 3000; ++round) {
        const Evaluation r = evaluate(randomAnswers(random),
                                      {.flips = true, .confidence = false, .unanswered = false});
        if (!r.tpuAvailable) {
            ++blockedSeen;
            EXPECT_EQ(r.verdict, Verdict::Gpu);
            EXPECT_FALSE(r.blockers.empty());
        }
        if (!r.gpuAvailable) {
            EXPECT_NE(r.verdict, Verdict::Gpu);
        }
    }
    EXPECT_GT(blockedSeen, 100);
}

TEST(Engine, BlockerWinsOverAnOverwhelmingTpuScore) {
    const Evaluation r = evaluate(answers({{"framework", "jax"},
                                           {"xla_compat", "yes"},
                                           {"stage", "production"},
                                           {"scale", "pod"},
                                           {"hosting", "on_prem"}}));
    EXPECT_GT(r.tpuScore, r.gpuScore);
    EXPECT_EQ(r.verdict, Verdict::Gpu);
    EXPECT_EQ(r.basis, VerdictBasis::Blocked);
    ASSERT_EQ(r.blockers.size(), 1U);
    EXPECT_EQ(r.blockers[0].platform, Platform::Tpu);
    EXPECT_DOUBLE_EQ(r.confidence.sameVerdict, 1.0);
}

TEST(Engine, IsDeterministic) {
    SplitMix64 random(3);
    for (int i = 0; i < 50; ++i) {
        const AnswerSet a = randomAnswers(random);
        const QJsonDocument first(evaluationToJson(evaluate(a)));
        const QJsonDocument second(evaluationToJson(evaluate(a)));
        EXPECT_EQ(first.toJson(), second.toJson());
    }
}

TEST(Engine, ConfidenceIsReproducibleWithASeedAndMovesWithIt) {
    // Find an answer set near the GPU/TPU boundary, where the weights matter.
    SplitMix64 random(5);
    AnswerSet borderline;
    for (int i = 0; i < 20000; ++i) {
        AnswerSet a = randomAnswers(random);
        const Evaluation r =
            evaluate(a, {.flips = false, .confidence = true, .unanswered = false, .samples = 2000});
        if (r.confidence.sameVerdict > 0.55 && r.confidence.sameVerdict < 0.9) {
            borderline = a;
            break;
        }
    }
    ASSERT_GT(borderline.size(), 0) << "no borderline answer set found";

    const EngineOptions seeded{
        .flips = false, .confidence = true, .unanswered = false, .samples = 10000, .seed = 42};
    const Evaluation a = evaluate(borderline, seeded);
    const Evaluation b = evaluate(borderline, seeded);
    EXPECT_EQ(a.confidence.sameVerdict, b.confidence.sameVerdict);
    EXPECT_EQ(a.confidence.shares, b.confidence.shares);

    EngineOptions otherSeed = seeded;
    otherSeed.seed = 43;
    const Evaluation c = evaluate(borderline, otherSeed);
    EXPECT_NE(a.confidence.shares, c.confidence.shares);
    EXPECT_NEAR(a.confidence.sameVerdict, c.confidence.sameVerdict, 0.03);

    double total = 0;
    for (double s : a.confidence.shares) {
        total += s;
    }
    EXPECT_NEAR(total, 1.0, 1e-12);
}

TEST(Engine, NoSpreadAndNothingOpenMeansFullConfidence) {
    SplitMix64 random(9);
    EngineOptions fixed{.flips = false,
                        .confidence = true,
                        .unanswered = false,
                        .samples = 500,
                        .seed = 1,
                        .spread = 0.0,
                        .leanSpread = 0.0,
                        .sideSpread = 0.0};
    for (int i = 0; i < 100; ++i) {
        AnswerSet a = randomAnswers(random);
        for (int q = 0; q < cat().questionCount(); ++q) {
            if (!a.isAnswered(q)) {
                a.set(q, 0);
            }
        }
        const Evaluation r = evaluate(a, fixed);
        EXPECT_DOUBLE_EQ(r.confidence.sameVerdict, 1.0);
    }
}

// One number, one meaning: the figure shown is the verdict's share of the
// sampled cases, whatever is still open (an early reading shows none).
TEST(Engine, ConfidenceIsTheVerdictsShareOfTheSamples) {
    SplitMix64 random(19);
    int checked = 0;
    for (int i = 0; i < 300; ++i) {
        const Evaluation r =
            evaluate(randomAnswers(random),
                     {.flips = false, .confidence = true, .unanswered = false, .samples = 500});
        const Confidence& c = r.confidence;
        ASSERT_GE(c.answeredShare, 0.0);
        ASSERT_LE(c.answeredShare, 1.0);
        EXPECT_DOUBLE_EQ(c.sameVerdict, c.shares[static_cast<std::size_t>(r.verdict)]);
        EXPECT_EQ(r.early(), r.basis != VerdictBasis::Blocked && c.answeredShare < 0.5);
        ++checked;
    }
    EXPECT_GT(checked, 50);
}

// Three answers out of twenty-odd are an early reading, with no figure,
// unless a blocker decides; the open answers are sampled, not assumed neutral.
TEST(Engine, MostlyOpenProfilesAreEarlyReadings) {
    const std::vector<std::vector<std::pair<const char*, const char*>>> partial{
        {{"hosting", "gcp"}},
        {{"framework", "jax"}, {"hosting", "gcp"}, {"stage", "production"}},
        {{"framework", "pytorch"}, {"custom_kernels", "cuda"}, {"debugging", "constantly"}},
        {{"stage", "research"}},
        {{"scale", "pod"}, {"duration", "sustained"}, {"framework", "tensorflow"}},
    };
    for (const auto& given : partial) {
        const Evaluation r = evaluate(answers(given));
        EXPECT_TRUE(r.early()) << given.front().first;
        EXPECT_GT(r.confidence.openQuestions, 15);
    }
    const Evaluation blocked = evaluate(answers({{"hosting", "on_prem"}}));
    EXPECT_DOUBLE_EQ(blocked.confidence.sameVerdict, 1.0);
}

TEST(Engine, FlipsAreExactlyTheSingleChangesThatChangeTheVerdict) {
    SplitMix64 random(13);
    const Engine engine(cat());
    const WeightSet weights = WeightSet::defaults(cat());
    for (int round = 0; round < 200; ++round) {
        const AnswerSet a = randomAnswers(random);
        const Evaluation r =
            engine.evaluate(a, weights, {.flips = true, .confidence = false, .unanswered = false});
        int expected = 0;
        for (int q = 0; q < cat().questionCount(); ++q) {
            for (int o = 0; o < static_cast<int>(cat().question(q).options.size()); ++o) {
                if (o == a.option(q)) {
                    continue;
                }
                AnswerSet changed = a;
                changed.set(q, o);
                const Verdict v = engine.evaluate(changed, weights, kQuick).verdict;
                if (v != r.verdict) {
                    ++expected;
                    const bool listed =
                        std::any_of(r.flips.begin(), r.flips.end(), [&](const Flip& f) {
                            return f.question == q && f.toOption == o && f.newVerdict == v;
                        });
                    EXPECT_TRUE(listed);
                }
            }
        }
        EXPECT_EQ(static_cast<int>(r.flips.size()), expected);
        for (std::size_t i = 1; i < r.flips.size(); ++i) {
            const Flip& before = r.flips[i - 1];
            const Flip& after = r.flips[i];
            EXPECT_LE(before.byBlocker, after.byBlocker) << "blocking changes come last";
            if (before.byBlocker == after.byBlocker) {
                EXPECT_LE(std::abs(before.newNormalisedMargin - r.normalisedMargin),
                          std::abs(after.newNormalisedMargin - r.normalisedMargin) + 1e-12);
            }
        }
    }
}

TEST(Engine, ServingCountsOnlyWhenItApplies) {
    const int serving = cat().questionIndex(u"serving");
    auto hasServing = [serving](const Evaluation& r) {
        return std::any_of(
            r.factors.begin(), r.factors.end(),
            [serving](const FactorContribution& f) { return f.question == serving; });
    };
    const Evaluation training =
        evaluate(answers({{"workload", "training"}, {"serving", "online_low_latency"}}));
    EXPECT_FALSE(hasServing(training));
    const Evaluation inference =
        evaluate(answers({{"workload", "inference"}, {"serving", "online_low_latency"}}));
    EXPECT_TRUE(hasServing(inference));
    EXPECT_LT(inference.margin, training.margin);

    // Unanswered workload: serving is not asked, so it is not listed as open.
    const Evaluation open = evaluate(answers({{"framework", "jax"}}));
    EXPECT_TRUE(std::none_of(open.unanswered.begin(), open.unanswered.end(),
                             [serving](const OpenQuestion& o) { return o.question == serving; }));
}

TEST(Engine, HybridNeedsBothPhasesAndAnAvailableTpu) {
    const auto base = std::initializer_list<std::pair<const char*, const char*>>{};
    (void)base;
    const Evaluation hybrid = evaluate(answers({{"framework", "jax"},
                                                {"stage", "scale_up"},
                                                {"workload", "training"},
                                                {"hosting", "gcp"}}));
    EXPECT_EQ(hybrid.verdict, Verdict::Hybrid);
    EXPECT_TRUE(hybrid.experimentationPhase);
    EXPECT_TRUE(hybrid.scaledPhase);
    ASSERT_FALSE(hybrid.split.empty());
    EXPECT_TRUE(std::any_of(hybrid.split.begin(), hybrid.split.end(),
                            [](const WorkAssignment& w) { return w.platform == Platform::Gpu; }));
    EXPECT_TRUE(std::any_of(hybrid.split.begin(), hybrid.split.end(),
                            [](const WorkAssignment& w) { return w.platform == Platform::Tpu; }));

    const Evaluation production = evaluate(answers({{"framework", "jax"},
                                                    {"stage", "production"},
                                                    {"workload", "training"},
                                                    {"hosting", "gcp"}}));
    EXPECT_EQ(production.verdict, Verdict::Tpu);
    EXPECT_TRUE(production.split.empty());

    const Evaluation blocked = evaluate(answers({{"framework", "jax"},
                                                 {"stage", "scale_up"},
                                                 {"workload", "training"},
                                                 {"hosting", "on_prem"}}));
    EXPECT_EQ(blocked.verdict, Verdict::Gpu);

    // Scale-up with everything else pointing to GPUs: TPUs are clearly behind.
    const Evaluation gpuHeavy = evaluate(answers({{"framework", "other"},
                                                  {"stage", "scale_up"},
                                                  {"workload", "training"},
                                                  {"shapes", "dynamic"},
                                                  {"control_flow", "heavy"},
                                                  {"hosting", "multi_cloud"}}));
    EXPECT_EQ(gpuHeavy.verdict, Verdict::Gpu);
}

TEST(Engine, NoAnswersIsATieAndTheGpuIsTheDefault) {
    const Evaluation r = evaluate(AnswerSet(cat().questionCount()));
    EXPECT_EQ(r.verdict, Verdict::Gpu);
    EXPECT_EQ(r.basis, VerdictBasis::TieGpuDefault);
    EXPECT_DOUBLE_EQ(r.normalisedMargin, 0.0);
    EXPECT_TRUE(r.factors.empty());
    EXPECT_EQ(static_cast<int>(r.unanswered.size()),
              cat().questionCount() - 1); // serving not asked
}

TEST(Engine, ZeroWeightSilencesAFactor) {
    const AnswerSet a = answers({{"framework", "jax"}, {"hosting", "multi_cloud_gcp"}});
    WeightSet w = WeightSet::defaults(cat());
    w.set(cat().questionIndex(u"hosting"), 0.0);
    const Evaluation r = Engine(cat()).evaluate(a, w);
    EXPECT_DOUBLE_EQ(r.gpuScore, 0.0);
    EXPECT_EQ(r.verdict, Verdict::Tpu);
}

TEST(Engine, EveryNumberIsFiniteAndInRange) {
    SplitMix64 random(17);
    for (int i = 0; i < 300; ++i) {
        const Evaluation r =
            evaluate(randomAnswers(random),
                     {.flips = true, .confidence = true, .unanswered = true, .samples = 200});
        EXPECT_TRUE(std::isfinite(r.margin));
        EXPECT_GE(r.normalisedMargin, -1.0);
        EXPECT_LE(r.normalisedMargin, 1.0);
        EXPECT_GE(r.confidence.sameVerdict, 0.0);
        EXPECT_LE(r.confidence.sameVerdict, 1.0);
        for (const OpenQuestion& o : r.unanswered) {
            EXPECT_LE(o.mostGpuMargin, r.normalisedMargin + 1e-12);
            EXPECT_GE(o.mostTpuMargin, r.normalisedMargin - 1e-12);
        }
    }
}

TEST(Engine, OpenQuestionThatCouldFlipIsAlsoAFlip) {
    SplitMix64 random(19);
    for (int i = 0; i < 200; ++i) {
        const Evaluation r = evaluate(randomAnswers(random),
                                      {.flips = true, .confidence = false, .unanswered = true});
        for (const OpenQuestion& o : r.unanswered) {
            const bool flips = std::any_of(r.flips.begin(), r.flips.end(), [&](const Flip& f) {
                return f.question == o.question && f.fromOption == AnswerSet::kUnanswered;
            });
            EXPECT_EQ(flips, o.couldChangeVerdict);
        }
    }
}
