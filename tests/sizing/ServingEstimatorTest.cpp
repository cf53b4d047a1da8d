// The serving model: memory, batch, latency, replicas and cost.
#include "BundledAcceleratorData.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/Estimator.h"

#include <gtest/gtest.h>

using namespace accel::sizing;
using accel::sizing::test::cat;
using accel::sizing::test::spec;

namespace {

InferenceInput load(double params, double rps) {
    InferenceInput in;
    in.params = params;
    in.requestsPerSecond = rps;
    in.inputTokens = 1000;
    in.outputTokens = 250;
    return in;
}

} // namespace

TEST(Serving, KvCacheComesFromTheModelShape) {
    const ModelShape* llama = findModel(QStringLiteral("llama-2-70b"));
    ASSERT_NE(llama, nullptr);
    EXPECT_DOUBLE_EQ(llama->kvBytesPerToken(2.0), 80.0 * 2 * 8 * 128 * 2.0);
    const ModelShape* deepseek = findModel(QStringLiteral("deepseek-v3"));
    ASSERT_NE(deepseek, nullptr);
    EXPECT_DOUBLE_EQ(deepseek->kvBytesPerToken(1.0), 61.0 * 576);
    // The stated rule for a bare size: N = 12 L d^2, d = 128 L, 8 KV heads of 128.
    const ModelShape guess = ModelShape::guess(7e9, 7e9);
    EXPECT_EQ(guess.layers, 33);
    EXPECT_EQ(guess.hidden, 128 * 33);
    EXPECT_TRUE(guess.guessed);
    // A size within 3% of a known model uses that model's shape.
    EXPECT_EQ(Estimator::shapeFor(70e9, 70e9, std::nullopt).id, QStringLiteral("llama-2-70b"));
}

TEST(Serving, LargeModelsFitWhereServersRunThem) {
    const Estimator est(cat());
    InferenceInput in = load(405e9, 1);
    in.chips = 8;
    in.precision = Precision::Fp8;
    const InferenceEstimate h100 = est.inference(spec("h100-sxm"), in);
    EXPECT_TRUE(h100.fitsInMemory) << h100.notes.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(h100.chipsPerReplica, 8);
    EXPECT_DOUBLE_EQ(h100.weightsGB, 405.0);
    in.precision = Precision::Bf16;
    const InferenceEstimate h200 = est.inference(spec("h200"), in);
    EXPECT_TRUE(h200.fitsInMemory);
    EXPECT_DOUBLE_EQ(h200.weightsGB, 810.0);
    EXPECT_FALSE(est.inference(spec("h100-sxm"), in).fitsInMemory); // 810 GB > 8 x 72 GB
}

TEST(Serving, LatencyTargetsSetTheBatchAndAreMet) {
    const Estimator est(cat());
    InferenceInput in = load(70e9, 1e6);
    in.chips = 8;
    in.precision = Precision::Fp8;
    in.tpotMs = 30;
    const InferenceEstimate tight = est.inference(spec("h100-sxm"), in);
    in.tpotMs = 200;
    const InferenceEstimate loose = est.inference(spec("h100-sxm"), in);
    EXPECT_TRUE(tight.meetsLatency);
    EXPECT_LE(tight.tpotMs, 30.0);
    EXPECT_LE(tight.ttftMs, in.ttftMs);
    EXPECT_NEAR(tight.tokensPerSecondPerUser, 1000.0 / tight.tpotMs, 1e-9);
    EXPECT_LT(tight.batch, loose.batch);
    EXPECT_LT(tight.outputTokensPerSecond, loose.outputTokensPerSecond);
    // An impossible target is reported, not hidden.
    in.tpotMs = 0.1;
    const InferenceEstimate impossible = est.inference(spec("h100-sxm"), in);
    EXPECT_FALSE(impossible.meetsLatency);
    EXPECT_FALSE(impossible.notes.isEmpty());
}

TEST(Serving, ReplicasCarryTheLoadAndCostsAgree) {
    const Estimator est(cat());
    const InferenceEstimate e = est.inference(spec("h100-sxm"), load(70e9, 50));
    ASSERT_TRUE(e.fitsInMemory);
    EXPECT_TRUE(e.meetsLoad);
    EXPECT_EQ(e.totalChips, e.replicas * e.chipsPerReplica);
    EXPECT_GE(e.capacityRequestsPerSecond, 50.0);
    EXPECT_DOUBLE_EQ(e.outputTokensPerSecond, 50.0 * 250);
    ASSERT_TRUE(e.costPerHourUsd && e.costPerMillionOutputTokensUsd && e.price);
    EXPECT_DOUBLE_EQ(*e.costPerHourUsd, e.totalChips * e.price->usdPerChipHour);
    // Per hour and per million tokens describe the same fleet.
    EXPECT_NEAR(e.costPerMillionOutputTokensUsd->value,
                *e.costPerHourUsd / (e.outputTokensPerSecond * 3600.0) * 1e6, 1e-9);
    EXPECT_LE(e.costPerMillionOutputTokensUsd->low, e.costPerMillionOutputTokensUsd->value);
    EXPECT_GE(e.costPerMillionOutputTokensUsd->high, e.costPerMillionOutputTokensUsd->value);
    EXPECT_GE(est.inference(spec("h100-sxm"), load(70e9, 100)).totalChips, e.totalChips);
}

TEST(Serving, GivenChipsReportWhatTheyServe) {
    const Estimator est(cat());
    InferenceInput in = load(70e9, 1e6);
    in.chips = 8;
    const InferenceEstimate e = est.inference(spec("h100-sxm"), in);
    EXPECT_LE(e.totalChips, 8);
    EXPECT_FALSE(e.meetsLoad);
    EXPECT_DOUBLE_EQ(e.outputTokensPerSecond, e.capacityRequestsPerSecond * 250);
    EXPECT_FALSE(e.notes.isEmpty());
}

TEST(Serving, AnAbsurdLoadIsCappedOutLoud) {
    const Estimator est(cat());
    const InferenceEstimate e = est.inference(spec("l4"), load(70e9, 1e7));
    EXPECT_LE(e.totalChips, Estimator::kMaxChips);
    EXPECT_FALSE(e.meetsLoad);
    EXPECT_TRUE(e.notes.join(QLatin1Char(' ')).contains(QStringLiteral("Capped")));
    // Cost per token uses the chips paid for and the tokens really served.
    ASSERT_TRUE(e.costPerHourUsd && e.costPerMillionOutputTokensUsd);
    EXPECT_NEAR(e.costPerMillionOutputTokensUsd->value,
                *e.costPerHourUsd / (e.outputTokensPerSecond * 3600.0) * 1e6,
                e.costPerMillionOutputTokensUsd->value * 1e-9);
}

TEST(Serving, MixtureOfExpertsDecodesFasterThanADenseModelOfItsSize) {
    const Estimator est(cat());
    InferenceInput in = load(46.7e9, 1e6);
    in.chips = 8;
    const InferenceEstimate dense = est.inference(spec("h100-sxm"), in);
    in.activeParams = 12.9e9;
    const InferenceEstimate moe = est.inference(spec("h100-sxm"), in);
    EXPECT_DOUBLE_EQ(moe.weightsGB, dense.weightsGB); // memory from the total
    EXPECT_GT(moe.capacityRequestsPerSecond, dense.capacityRequestsPerSecond * 1.5);
}
