// Absurd importance weights: the ends of the sliders' range (0 and 10
// everywhere, mixed extremes, the smallest step) and values outside it fed
// through the model and through the JSON profile path (negative, huge, NaN,
// infinite). Every number of the Evaluation stays finite; out-of-range input
// is clamped by the engine or rejected by the codec with a path and a reason.
#include "EvaluationChecks.h"
#include "RandomAnswers.h"
#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"
#include "model/profile/ProfileCodec.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <vector>

using namespace accel;
using accel::test::checkEvaluation;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

constexpr double kSliderStep = 0.1; // the weight panel's slider moves in tenths

WeightSet uniform(double w) {
    WeightSet set = WeightSet::defaults(cat());
    for (int q = 0; q < set.size(); ++q) {
        set.set(q, w);
    }
    return set;
}

// Answer sets that pull every way: all at the most GPU-leaning option, all at
// the most TPU-leaning one, all open, and random ones (fixed seed).
std::vector<AnswerSet> answerSets() {
    std::vector<AnswerSet> sets;
    AnswerSet gpu(cat().questionCount());
    AnswerSet tpu(cat().questionCount());
    for (int q = 0; q < cat().questionCount(); ++q) {
        const auto& options = cat().question(q).options;
        int lo = 0;
        int hi = 0;
        for (int o = 0; o < static_cast<int>(options.size()); ++o) {
            lo = options[o].lean < options[lo].lean ? o : lo;
            hi = options[o].lean > options[hi].lean ? o : hi;
        }
        gpu.set(q, lo);
        tpu.set(q, hi);
    }
    sets.push_back(gpu);
    sets.push_back(tpu);
    sets.emplace_back(cat().questionCount());
    SplitMix64 random(7);
    for (int i = 0; i < 40; ++i) {
        sets.push_back(test::randomAnswers(cat(), random));
    }
    return sets;
}

EngineOptions fastOptions() {
    EngineOptions o;
    o.samples = 500; // the sampling is not what is under test here
    return o;
}

QByteArray profileWithWeight(const QByteArray& question, const QByteArray& rawJsonNumber) {
    return R"({"format": "accel-advisor-profile", "version": 1, "name": "hostile",
               "answers": {"framework": "jax"}, "weights": {")" +
           question + R"(": )" + rawJsonNumber + "}}";
}

} // namespace

TEST(HostileWeights, SliderEndsEverywhereKeepEveryNumberFinite) {
    const Engine engine(cat());
    const std::vector<AnswerSet> sets = answerSets();
    for (double w :
         {WeightSet::kMin, WeightSet::kMax, kSliderStep, WeightSet::kMax - kSliderStep}) {
        for (const AnswerSet& a : sets) {
            const Evaluation r = engine.evaluate(a, uniform(w), fastOptions());
            ASSERT_TRUE(checkEvaluation(engine, cat(), r)) << "all weights " << w;
        }
    }
}

TEST(HostileWeights, AllZeroWeightsIsAnEvenTie) {
    const Engine engine(cat());
    for (const AnswerSet& a : answerSets()) {
        const Evaluation r = engine.evaluate(a, uniform(0.0));
        EXPECT_EQ(r.gpuScore, 0.0);
        EXPECT_EQ(r.tpuScore, 0.0);
        EXPECT_EQ(r.normalisedMargin, 0.0);
        // Nothing to sample: every weight vector gives the same verdict.
        EXPECT_EQ(r.confidence.sameVerdict, 1.0);
        ASSERT_TRUE(checkEvaluation(engine, cat(), r));
    }
}

TEST(HostileWeights, MixedExtremesKeepEveryNumberFinite) {
    const Engine engine(cat());
    const std::vector<AnswerSet> sets = answerSets();
    SplitMix64 random(11);
    for (int i = 0; i < 60; ++i) {
        // Each question at 0 or 10 (or one slider step from an end).
        WeightSet w = WeightSet::defaults(cat());
        for (int q = 0; q < w.size(); ++q) {
            static constexpr double kEnds[] = {WeightSet::kMin, WeightSet::kMax, kSliderStep,
                                               WeightSet::kMax - kSliderStep};
            w.set(q, kEnds[random.next() % 4]);
        }
        for (const AnswerSet& a : sets) {
            const Evaluation r = engine.evaluate(a, w, fastOptions());
            ASSERT_TRUE(checkEvaluation(engine, cat(), r));
        }
    }
}

TEST(HostileWeights, OutOfRangeWeightsAreClampedByTheEngine) {
    // The codec and the answer model never let these through; the engine
    // still must not turn them into NaN scores when a caller does.
    const Engine engine(cat());
    constexpr double kInf = std::numeric_limits<double>::infinity();
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    const struct {
        double given;
        double counted;
    } cases[] = {
        {-1.0, 0.0},
        {-1e308, 0.0},
        {-kInf, 0.0},
        {10.000001, 10.0},
        {1e308, 10.0},
        {std::numeric_limits<double>::max(), 10.0},
        {kInf, 10.0},
        {kNaN, 0.0},
        {-kNaN, 0.0},
        {std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::denorm_min()},
        {-0.0, 0.0}};
    const std::vector<AnswerSet> sets = answerSets();
    for (const auto& c : cases) {
        for (const AnswerSet& a : sets) {
            // One question hostile, the rest at defaults; then all of them.
            WeightSet one = WeightSet::defaults(cat());
            one.set(cat().questionIndex(u"framework"), c.given);
            for (const WeightSet& w : {one, uniform(c.given)}) {
                const Evaluation r = engine.evaluate(a, w, fastOptions());
                ASSERT_TRUE(checkEvaluation(engine, cat(), r)) << "weight " << c.given;
                for (const FactorContribution& f : r.factors) {
                    if (w.weight(f.question) == c.given ||
                        (std::isnan(c.given) && std::isnan(w.weight(f.question)))) {
                        EXPECT_EQ(f.weight, c.counted) << "weight " << c.given;
                    }
                }
            }
        }
    }
}

TEST(HostileWeights, ProfileRejectsOutOfRangeWeightsWithPathAndRange) {
    const ProfileCodec codec(cat());
    // Numbers JSON can carry, and things that are not numbers at all.
    for (const QByteArray& raw :
         {QByteArray("-1"), QByteArray("-0.0001"), QByteArray("10.0001"), QByteArray("11"),
          QByteArray("1e308"), QByteArray("-1e308"), QByteArray("\"5\""), QByteArray("true"),
          QByteArray("null"), QByteArray("[]"), QByteArray("{}")}) {
        const Result<ProfileRead> p = codec.parse(profileWithWeight("framework", raw));
        ASSERT_FALSE(p.ok()) << raw.toStdString();
        ASSERT_EQ(p.failure().issues.size(), 1) << raw.toStdString();
        EXPECT_EQ(p.failure().issues[0].path, QStringLiteral("$.weights.framework"))
            << raw.toStdString();
        // The message gives the allowed range, so the user knows what to write.
        EXPECT_TRUE(p.failure().issues[0].message.contains(QStringLiteral("0")) &&
                    p.failure().issues[0].message.contains(QStringLiteral("10")))
            << raw.toStdString() << ": " << p.failure().issues[0].message.toStdString();
    }
}

TEST(HostileWeights, ProfileRejectsNonJsonNumbers) {
    // NaN and Infinity are not JSON, and 1e400 is no double: the file is
    // reported as broken, with a place.
    const ProfileCodec codec(cat());
    for (const QByteArray& raw :
         {QByteArray("NaN"), QByteArray("nan"), QByteArray("Infinity"), QByteArray("-Infinity"),
          QByteArray("inf"), QByteArray("1e400"), QByteArray("-1e400"), QByteArray("1e"),
          QByteArray("0x10"), QByteArray("--1")}) {
        const Result<ProfileRead> p = codec.parse(profileWithWeight("framework", raw));
        ASSERT_FALSE(p.ok()) << raw.toStdString();
        ASSERT_FALSE(p.failure().issues.isEmpty()) << raw.toStdString();
        EXPECT_FALSE(p.failure().issues[0].message.isEmpty()) << raw.toStdString();
    }
    // Spellings a lenient parser may read as numbers: then only within range.
    for (const QByteArray& raw :
         {QByteArray("+5"), QByteArray(".5"), QByteArray("5."), QByteArray("05"),
          QByteArray("1e-400"), QByteArray("-1e-400"), QByteArray("0.0000000000000000000001")}) {
        const Result<ProfileRead> p = codec.parse(profileWithWeight("framework", raw));
        if (p.ok()) {
            const double w = p->profile.weights.value(QStringLiteral("framework"), -1.0);
            EXPECT_TRUE(std::isfinite(w) && w >= WeightSet::kMin && w <= WeightSet::kMax)
                << raw.toStdString() << " read as " << w;
        } else {
            ASSERT_FALSE(p.failure().issues.isEmpty()) << raw.toStdString();
        }
    }
}

TEST(HostileWeights, ProfileAcceptsTheRangeEnds) {
    const ProfileCodec codec(cat());
    const Engine engine(cat());
    const struct {
        QByteArray raw;
        double value;
    } cases[] = {{"0", 0.0},    {"0.0", 0.0}, {"-0", 0.0},  {"10", 10.0},
                 {"1e1", 10.0}, {"0.1", 0.1}, {"9.9", 9.9}, {"1e-300", 1e-300}};
    for (const auto& c : cases) {
        for (const QString& question :
             {QStringLiteral("framework"), QStringLiteral("hosting"), QStringLiteral("timeline")}) {
            const Result<ProfileRead> p = codec.parse(profileWithWeight(question.toUtf8(), c.raw));
            ASSERT_TRUE(p.ok()) << c.raw.toStdString() << ": "
                                << (p.failure().issues.isEmpty()
                                        ? std::string()
                                        : p.failure().issues[0].message.toStdString());
            const WeightSet w = weightSetFor(cat(), p->profile);
            EXPECT_EQ(w.weight(cat().questionIndex(question)), c.value);
            const Evaluation r = engine.evaluate(answerSetFor(cat(), p->profile), w, fastOptions());
            ASSERT_TRUE(checkEvaluation(engine, cat(), r));
        }
    }
}

TEST(HostileWeights, NonFiniteWeightNeverSurvivesASaveAndLoad) {
    // A NaN or infinite weight that reached a Profile is written as something
    // the loader rejects, never read back as a number.
    const ProfileCodec codec(cat());
    for (double w :
         {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
          -std::numeric_limits<double>::infinity()}) {
        Profile profile;
        profile.name = QStringLiteral("hostile");
        profile.answers.insert(QStringLiteral("framework"), QStringLiteral("jax"));
        profile.weights.insert(QStringLiteral("hosting"), w);
        const QByteArray bytes = codec.serialize(profile);
        const Result<ProfileRead> p = codec.parse(bytes);
        if (p.ok()) {
            const double back = p->profile.weights.value(QStringLiteral("hosting"), 1.0);
            EXPECT_TRUE(std::isfinite(back) && back >= WeightSet::kMin && back <= WeightSet::kMax)
                << w << " came back as " << back;
        } else {
            ASSERT_FALSE(p.failure().issues.isEmpty());
            EXPECT_EQ(p.failure().issues[0].path, QStringLiteral("$.weights.hosting"))
                << w << ": " << p.failure().issues[0].message.toStdString() << "\n"
                << bytes.toStdString();
        }
    }
}
