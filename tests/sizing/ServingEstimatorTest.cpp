// The serving model: memory, batch, latency, replicas and cost.
#include "BundledAcceleratorData.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/Estimator.h"
#include "model/sizing/ReferenceRuns.h"
#include "model/sizing/ServingModel.h"

#include <QSet>

#include <algorithm>
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

TEST(Serving, BandedAttentionLayersCacheOnlyTheirWindow) {
    // GPT-OSS 120B: 36 layers of 8 KV heads of 64 values, every other layer
    // banded to the last 128 tokens.
    const ModelShape oss = Estimator::shapeFor(116.8e9, 5.1e9, std::nullopt);
    ASSERT_EQ(oss.id, QStringLiteral("gpt-oss-120b"));
    EXPECT_DOUBLE_EQ(oss.kvBytesPerToken(1.0), 36.0 * 2 * 8 * 64);

    // One H200 under more load than it can carry, with lax latency targets:
    // the batch is what memory holds beside the FP8 weights.
    const Estimator est(cat());
    InferenceInput in = load(116.8e9, 1e6);
    in.activeParams = 5.1e9;
    in.precision = Precision::Fp8;
    in.inputTokens = 1024;
    in.outputTokens = 8192;
    in.chips = 1;
    in.ttftMs = 1e7;
    in.tpotMs = 1e7;
    in.maxBatch = 1000000;
    const InferenceEstimate banded = est.inference(spec("h200"), in);
    ASSERT_GT(banded.batch, 0);
    EXPECT_EQ(banded.batchLimit, BatchLimit::Memory);
    // Half the layers hold the whole context, the other half 128 positions.
    const double perSequence = oss.kvBytesPerToken(1.0) * (0.5 * (1024 + 8192) + 0.5 * 128);
    EXPECT_NEAR(banded.kvCacheGB, perSequence * banded.batch / 1e9, 1e-6);

    // Every layer dense: about twice the cache per sequence, half the batch.
    ModelShape dense = oss;
    dense.attentionWindow = 0;
    in.shape = dense;
    const InferenceEstimate full = est.inference(spec("h200"), in);
    EXPECT_NEAR(static_cast<double>(full.batch) / banded.batch, 0.5, 0.05);
}

TEST(Serving, TheNearestPublishedRunsServeRequestsOfTheSameLength) {
    // GPT-OSS 120B on B200 is published at 1,024 tokens in and 1,024, 8,192
    // and 32,768 out: the one nearest a plan names its lengths and matches it.
    const Estimator est(cat());
    for (const double out : {1024.0, 8192.0, 32768.0}) {
        ReferenceQuery q{QStringLiteral("b200"), 116.8e9, 5.1e9, 2, false, Method::Pretrain};
        q.inputTokens = 1024;
        q.outputTokens = out;
        const std::vector<RunComparison> runs =
            nearestRuns(est, cat(), PublishedRuns::bundled(), q, 1);
        ASSERT_EQ(runs.size(), 1U);
        EXPECT_DOUBLE_EQ(runs.front().run->outputTokens, out);
        EXPECT_TRUE(runs.front().name(cat()).endsWith(
            QStringLiteral("1,024 tokens in, %1 out").arg(QLocale().toString(out, 'f', 0))))
            << runs.front().name(cat()).toStdString();
    }
}

TEST(Serving, NoTwoNearestPublishedRunsReadTheSame) {
    // MLPerf publishes one system twice, offline and under the server
    // scenario's latency limits; a reader must be able to tell them apart.
    const Estimator est(cat());
    ReferenceQuery q{QStringLiteral("h100-sxm"), 70e9, 70e9, 8, false, Method::Pretrain};
    q.inputTokens = 1000;
    q.outputTokens = 250;
    const std::vector<RunComparison> runs = nearestRuns(est, cat(), PublishedRuns::bundled(), q, 5);
    ASSERT_GE(runs.size(), 2U);
    QStringList names;
    for (const RunComparison& run : runs) {
        names << run.name(cat());
    }
    EXPECT_EQ(names.size(), QSet<QString>(names.begin(), names.end()).size())
        << names.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(names.join(QLatin1Char('\n')).contains(QStringLiteral("under latency limits")))
        << names.join(QLatin1Char('\n')).toStdString();
}

TEST(Serving, GptOssExpertsStayInMxfp4WhateverPrecisionIsAsked) {
    // The model card: MXFP4 experts (4.25 bits) put the 117 B parameters in
    // about 63 GB, one 80 GB GPU; a server keeps them so at FP8 or BF16 too.
    const Estimator est(cat());
    InferenceInput in = load(116.8e9, 1.0);
    in.activeParams = 5.1e9;
    in.experts = 128;
    in.expertsPerToken = 4;
    for (const Precision p : {Precision::Bf16, Precision::Fp8}) {
        in.precision = p;
        const InferenceEstimate e = est.inference(spec("h200"), in);
        EXPECT_GT(e.weightsGB, 60.0) << precisionId(p).toStdString();
        EXPECT_LT(e.weightsGB, 72.0) << precisionId(p).toStdString();
        const auto stated =
            std::find_if(e.assumptions.begin(), e.assumptions.end(), [](const Assumption& a) {
                return a.id == QLatin1String("expert_bytes_per_weight");
            });
        ASSERT_NE(stated, e.assumptions.end());
        EXPECT_DOUBLE_EQ(stated->value, 4.25 / 8.0);
    }
}

TEST(Serving, PromptAttentionWorksInTheQueryWidth) {
    // Causal attention over a prompt of L tokens: each pair of a token and one
    // before it costs 4 x the query width (scores and weighted values), about
    // L^2 / 2 pairs per layer. Qwen3 attends in twice its hidden size.
    serving::Workload w;
    w.activeParams = 0.0; // attention alone
    w.layers = 48;
    w.hidden = 2048;
    w.inputTokens = 32768;
    w.peakTflops = 1000.0;
    w.prefillFlopsPerPair = 4.0 * 4096;
    const serving::Efficiency eff{0.75, 0.5, 0.5};
    const double seconds = serving::prefillSeconds(eff, w, 1);
    EXPECT_NEAR(seconds * 1000e12 * 0.5, 2.0 * 4096 * 48 * 32768.0 * 32768.0, 1e6);
    w.prefillFlopsPerPair = 4.0 * 2048;
    EXPECT_NEAR(serving::prefillSeconds(eff, w, 1), seconds / 2.0, 1e-12);
}
