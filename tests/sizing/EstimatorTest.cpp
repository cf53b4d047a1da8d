#include "Estimator.h"

#include "AcceleratorCatalogue.h"
#include "Catalogue.h"
#include "Engine.h"
#include "Profile.h"
#include "SizingPlan.h"

#include <cmath>
#include <gtest/gtest.h>

using namespace accel::sizing;

namespace {

const AcceleratorCatalogue& cat() {
    return AcceleratorCatalogue::bundled();
}

const AcceleratorSpec& spec(const char* id) {
    const AcceleratorSpec* s = cat().find(QString::fromLatin1(id));
    EXPECT_NE(s, nullptr) << id;
    return *s;
}

TrainingInput input(double params, double tokens, int chips) {
    TrainingInput in;
    in.params = params;
    in.tokens = tokens;
    in.chips = chips;
    return in;
}

} // namespace

TEST(Estimator, ComputeIsSixND) {
    const TrainingEstimate e = Estimator(cat()).training(spec("h100-sxm"), input(7e9, 1.4e12, 8));
    EXPECT_DOUBLE_EQ(e.flops, 6.0 * 7e9 * 1.4e12);
}

TEST(Estimator, TimeIsComputeOverChipsPeakAndMfu) {
    TrainingInput in = input(7e9, 1.4e12, 64);
    in.mfu = 0.4;
    const TrainingEstimate e = Estimator(cat()).training(spec("h100-sxm"), in);
    const double expectedHours = 6.0 * 7e9 * 1.4e12 / (64 * 989e12 * 0.4) / 3600.0;
    EXPECT_NEAR(e.hours.value, expectedHours, expectedHours * 1e-9);
    EXPECT_NEAR(e.chipHours.value, expectedHours * 64, expectedHours * 64 * 1e-9);
    ASSERT_TRUE(e.costUsd.has_value());
    ASSERT_TRUE(e.price.has_value());
    EXPECT_NEAR(e.costUsd->value, e.chipHours.value * e.price->usdPerChipHour, 1e-6);
}

TEST(Estimator, PublishedRunIsReproducedWithinTheRange) {
    // Llama 3.1 405B: 15.6T tokens; Meta reports about 30.8M H100-hours at 38-43% MFU.
    const TrainingEstimate e =
        Estimator(cat()).training(spec("h100-sxm"), input(405e9, 15.6e12, 16384));
    EXPECT_GT(30.84e6, e.chipHours.low);
    EXPECT_LT(30.84e6 * 0.85, e.chipHours.high);
    // PaLM 540B on 6144 TPU v4 at 46.2% MFU: the curve gives about that at that scale.
    EXPECT_NEAR(cat().mfuCurve(spec("tpu-v4")).at(6144).value, 0.462, 0.01);
}

TEST(Estimator, MoreTokensTakeLongerAndCostMore) {
    const Estimator est(cat());
    double lastHours = 0;
    double lastCost = 0;
    for (double tokens : {1e11, 5e11, 1e12, 2e12, 1e13}) {
        const TrainingEstimate e = est.training(spec("tpu-v5p"), input(70e9, tokens, 256));
        EXPECT_GT(e.hours.value, lastHours);
        EXPECT_GT(e.costUsd->value, lastCost);
        lastHours = e.hours.value;
        lastCost = e.costUsd->value;
    }
}

TEST(Estimator, MoreChipsAreFasterButLessEfficient) {
    const Estimator est(cat());
    for (const char* id : {"h100-sxm", "tpu-v5e", "l4"}) {
        double lastHours = INFINITY;
        double lastMfu = 1.0;
        double lastChipHours = 0.0;
        for (int chips : {8, 64, 512, 4096, 16384}) {
            const TrainingEstimate e = est.training(spec(id), input(70e9, 1.4e12, chips));
            EXPECT_LT(e.hours.value, lastHours) << id << " " << chips;
            EXPECT_LE(e.mfu.value, lastMfu) << id << " " << chips;
            EXPECT_GE(e.chipHours.value, lastChipHours * 0.999) << id << " " << chips;
            EXPECT_LE(e.hours.low, e.hours.value);
            EXPECT_GE(e.hours.high, e.hours.value);
            lastHours = e.hours.value;
            lastMfu = e.mfu.value;
            lastChipHours = e.chipHours.value;
        }
    }
}

TEST(Estimator, MemoryFitUsesSixteenBytesPerParameterSharded) {
    const Estimator est(cat());
    // 7B x 16 bytes = 112 GB; an H100 keeps 75% of 80 GB = 60 GB usable.
    const TrainingEstimate one = est.training(spec("h100-sxm"), input(7e9, 1e11, 1));
    EXPECT_FALSE(one.fitsInMemory);
    EXPECT_DOUBLE_EQ(one.stateGB, 112.0);
    EXPECT_EQ(one.minChipsToFit, 2);
    EXPECT_FALSE(one.notes.isEmpty());
    const TrainingEstimate two = est.training(spec("h100-sxm"), input(7e9, 1e11, 2));
    EXPECT_TRUE(two.fitsInMemory);
    // 70B: 1120 GB over 60 GB per chip -> 19 H100; over 12 GB usable per v5e chip -> 94.
    EXPECT_EQ(est.minChipsToFit(spec("h100-sxm"), 70e9), 19);
    EXPECT_EQ(est.minChipsToFit(spec("tpu-v5e"), 70e9), 94);
    EXPECT_LT(est.minChipsToFit(spec("b200"), 70e9), est.minChipsToFit(spec("h100-sxm"), 70e9));
}

TEST(Estimator, Fp8SpeedsUpOnlyChipsThatHaveIt) {
    const Estimator est(cat());
    TrainingInput in = input(7e9, 1e12, 8);
    const double bf16 = est.training(spec("h100-sxm"), in).hours.value;
    in.precision = Precision::Fp8;
    const TrainingEstimate fp8 = est.training(spec("h100-sxm"), in);
    EXPECT_TRUE(fp8.fp8Applied);
    EXPECT_NEAR(bf16 / fp8.hours.value, 2.0 * cat().assumptions().fp8Efficiency.value, 0.01);
    const TrainingEstimate a100 = est.training(spec("a100-80gb"), in);
    EXPECT_FALSE(a100.fp8Applied);
    EXPECT_TRUE(a100.notes.join(QLatin1Char(' ')).contains(QStringLiteral("FP8")));
}

TEST(Estimator, DeadlineGivesTheFewestPracticalChipsThatMakeIt) {
    const Estimator est(cat());
    const TrainingInput in = input(70e9, 1.4e12, 1);
    const double deadline = 30 * 24.0;
    const std::optional<int> chips = est.chipsForDeadline(spec("h100-sxm"), in, deadline);
    ASSERT_TRUE(chips.has_value());
    TrainingInput at = in;
    at.chips = *chips;
    EXPECT_LE(est.training(spec("h100-sxm"), at).hours.value, deadline);
    at.chips = *chips - 8;
    EXPECT_GT(est.training(spec("h100-sxm"), at).hours.value, deadline);
    EXPECT_EQ(*chips % 8, 0);
}

TEST(Estimator, PracticalChipCounts) {
    EXPECT_EQ(Estimator::practicalChips(1), 1);
    EXPECT_EQ(Estimator::practicalChips(3), 4);
    EXPECT_EQ(Estimator::practicalChips(8), 8);
    EXPECT_EQ(Estimator::practicalChips(9), 16);
    EXPECT_EQ(Estimator::practicalChips(19), 24);
}

TEST(Estimator, InferenceMemoryBandwidthAndCost) {
    const Estimator est(cat());
    InferenceInput in;
    in.params = 70e9;
    in.requestsPerSecond = 10;
    const InferenceEstimate e = est.inference(spec("h100-sxm"), in);
    // 140 GB of weights x 1.2, plus the KV cache: more than two H100 at 60 GB usable.
    EXPECT_NEAR(e.weightsGB, 168.0, 0.01);
    EXPECT_GT(e.kvCacheGB, 0.0);
    EXPECT_GE(e.chipsPerReplica, 4);
    EXPECT_TRUE(e.fitsInMemory);
    // Decode is bound by bandwidth: tokens/s per sequence ~ bandwidth / bytes per step.
    const double bytes = 140e9 + e.kvCacheGB * 1e9;
    EXPECT_NEAR(e.tokensPerSecondPerSequence.value, 0.7 * 3350e9 * e.chipsPerReplica / bytes, 1e-6);
    EXPECT_GE(e.replicas * e.requestsPerSecondPerReplica.value, 10.0);
    ASSERT_TRUE(e.costPerMillionTokensUsd.has_value());
    EXPECT_GT(e.costPerMillionTokensUsd->value, 0.0);
    EXPECT_LE(e.costPerMillionTokensUsd->low, e.costPerMillionTokensUsd->high);
    // Twice the load never needs fewer chips.
    in.requestsPerSecond = 20;
    EXPECT_GE(est.inference(spec("h100-sxm"), in).totalChips, e.totalChips);
}

TEST(Estimator, EveryAssumptionIsListed) {
    const TrainingEstimate e = Estimator(cat()).training(spec("tpu-v6e"), input(7e9, 1e12, 8));
    QStringList ids;
    for (const Assumption& a : e.assumptions) {
        ids << a.id;
        EXPECT_FALSE(a.label.isEmpty());
        EXPECT_LE(a.low, a.value);
        EXPECT_GE(a.high, a.value);
    }
    for (const char* id : {"flops_formula", "peak_tflops", "mfu", "bytes_per_param", "price"}) {
        EXPECT_TRUE(ids.contains(QLatin1String(id))) << id;
    }
}

TEST(SizingPlan, BlockerMakesTpusUnavailableWithItsReason) {
    const accel::Catalogue& questions = accel::Catalogue::builtIn();
    accel::Profile profile;
    profile.answers.insert(QStringLiteral("hosting"), QStringLiteral("on_prem"));
    const accel::Evaluation evaluation = accel::Engine(questions).evaluate(
        accel::answerSetFor(questions, profile), accel::weightSetFor(questions, profile));
    ASSERT_TRUE(evaluation.isBlocked(accel::Platform::Tpu));
    SizingRequest request;
    request.provider = QStringLiteral("gcp"); // even on a TPU cloud, the blocker wins
    for (const Candidate& c : planCandidates(cat(), request, &evaluation)) {
        if (c.spec->platform == accel::Platform::Tpu) {
            EXPECT_FALSE(c.availability.available) << c.spec->id.toStdString();
            EXPECT_TRUE(c.availability.reason.contains(QStringLiteral("on premises")))
                << c.availability.reason.toStdString();
            EXPECT_FALSE(c.training.has_value());
        } else {
            EXPECT_TRUE(c.availability.available);
            EXPECT_TRUE(c.training.has_value());
        }
    }
}

TEST(SizingPlan, ProviderAndFrameworkLimitCandidates) {
    SizingRequest request;
    request.provider = QStringLiteral("aws");
    for (const Candidate& c : planCandidates(cat(), request, nullptr)) {
        EXPECT_EQ(c.availability.available, c.spec->platform == accel::Platform::Gpu);
    }
    const accel::Catalogue& questions = accel::Catalogue::builtIn();
    accel::Profile profile;
    profile.answers.insert(QStringLiteral("framework"), QStringLiteral("tensorflow"));
    const accel::Evaluation evaluation = accel::Engine(questions).evaluate(
        accel::answerSetFor(questions, profile), accel::weightSetFor(questions, profile));
    EXPECT_FALSE(availabilityOf(spec("tpu7x"), QStringLiteral("gcp"), &evaluation).available);
    EXPECT_TRUE(availabilityOf(spec("tpu-v6e"), QStringLiteral("gcp"), &evaluation).available);
}

TEST(SizingPlan, DeadlineAndOverridesReachTheEstimates) {
    SizingRequest request;
    request.params = 70e9;
    request.tokens = 1.4e12;
    request.deadlineHours = 60 * 24.0;
    request.priceOverrides.insert(QStringLiteral("h100-sxm"), 2.0);
    request.mfuOverrides.insert(QStringLiteral("h100-sxm"), 0.3);
    for (const Candidate& c : planCandidates(cat(), request, nullptr)) {
        if (!c.training) {
            continue;
        }
        EXPECT_TRUE(c.meetsDeadline);
        EXPECT_LE(c.training->hours.value, request.deadlineHours);
        EXPECT_GE(c.training->chips, c.training->minChipsToFit);
        if (c.spec->id == QStringLiteral("h100-sxm")) {
            EXPECT_DOUBLE_EQ(c.training->price->usdPerChipHour, 2.0);
            EXPECT_DOUBLE_EQ(c.training->mfu.value, 0.3);
            EXPECT_TRUE(c.training->priceOverridden);
        }
    }
}
