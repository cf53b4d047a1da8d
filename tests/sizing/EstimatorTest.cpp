#include "model/sizing/Estimator.h"

#include "BundledAcceleratorData.h"
#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/SizingPlan.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"

#include <QRegularExpression>

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

using namespace accel::sizing;
using accel::sizing::test::cat;
using accel::sizing::test::spec;

namespace {

TrainingInput input(double params, double tokens, int chips) {
    TrainingInput in;
    in.params = params;
    in.tokens = tokens;
    in.chips = chips;
    return in;
}

} // namespace

// 6 x (N + layers x hidden x sequence) per token: the weights' 6 N and
// causal attention (PaLM's 12 L d S, halved).
double sixNPlusAttention(double active, const ModelShape& shape, double seqLen) {
    return 6.0 * (active + double(shape.layers) * shape.hidden * seqLen);
}

TEST(Estimator, ComputeIsSixNDPlusAttention) {
    const TrainingEstimate e = Estimator(cat()).training(spec("h100-sxm"), input(7e9, 1.4e12, 8));
    EXPECT_DOUBLE_EQ(e.flops, sixNPlusAttention(7e9, e.shape, defaults::seqLen) * 1.4e12);
    // At 128k tokens per sequence attention outweighs the weights of a 70B model.
    TrainingInput longContext = input(70e9, 1e12, 256);
    longContext.seqLen = 131072;
    const TrainingEstimate shortRun =
        Estimator(cat()).training(spec("h100-sxm"), input(70e9, 1e12, 256));
    const TrainingEstimate longRun = Estimator(cat()).training(spec("h100-sxm"), longContext);
    EXPECT_GT(longRun.flops, 2.0 * shortRun.flops);
}

TEST(Estimator, TimeIsComputeOverChipsPeakMfuAndGoodput) {
    TrainingInput in = input(7e9, 1.4e12, 64);
    in.mfu = 0.4;
    const TrainingEstimate e = Estimator(cat()).training(spec("h100-sxm"), in);
    // Sizing v2: a run's hours include restarts and checkpoints (goodput).
    const double goodput = cat().assumptions().goodput.value;
    const double expectedHours = e.flops / (64 * 989e12 * 0.4 * goodput) / 3600.0;
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
        double lastHours = std::numeric_limits<double>::infinity();
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

// Independent of the estimator: state / chips + one checkpointed sequence.
double memoryPerChip(double params, double bytes, int chips, const ModelShape& shape, double seq,
                     int tp) {
    return params * bytes / 1e9 / chips +
           (2.0 * shape.layers * shape.hidden + 34.0 * shape.hidden) * seq / tp / 1e9;
}

TEST(Estimator, MemoryIsShardedStatePlusActivations) {
    const Estimator est(cat());
    const double usable = 80.0 * (1.0 - cat().assumptions().memoryReserve.value);
    const ModelShape shape = Estimator::shapeFor(7e9, 7e9, std::nullopt);
    const TrainingEstimate one = est.training(spec("h100-sxm"), input(7e9, 1e11, 1));
    EXPECT_DOUBLE_EQ(one.stateGB, 112.0);
    EXPECT_NEAR(one.memoryPerChipGB, memoryPerChip(7e9, 16, 1, shape, 4096, 1), 1e-9);
    EXPECT_FALSE(one.fitsInMemory);
    EXPECT_FALSE(one.notes.isEmpty());
    int expected = 1;
    while (memoryPerChip(7e9, 16, expected, shape, 4096, 1) > usable) {
        ++expected;
    }
    EXPECT_EQ(one.minChipsToFit, expected);
    const TrainingEstimate fits = est.training(spec("h100-sxm"), input(7e9, 1e11, expected));
    EXPECT_TRUE(fits.fitsInMemory);
    EXPECT_LT(est.minChipsToFit(spec("b200"), input(70e9, 1e12, 1)),
              est.minChipsToFit(spec("h100-sxm"), input(70e9, 1e12, 1)));
}

TEST(Estimator, LongerSequencesNeedMoreMemoryAndTooLongOnesNeverFit) {
    const Estimator est(cat());
    TrainingInput in = input(70e9, 1e12, 64);
    const TrainingEstimate shortSeq = est.training(spec("h100-sxm"), in);
    in.seqLen = 131072;
    const TrainingEstimate longSeq = est.training(spec("h100-sxm"), in);
    EXPECT_GT(longSeq.activationsPerChipGB * longSeq.tensorParallel,
              shortSeq.activationsPerChipGB * shortSeq.tensorParallel * 31.9);
    EXPECT_GE(longSeq.minChipsToFit, shortSeq.minChipsToFit);
    in.seqLen = 1e7;
    const TrainingEstimate never = est.training(spec("h100-sxm"), in);
    EXPECT_FALSE(never.fitsInMemory);
    EXPECT_EQ(never.minChipsToFit, 0);
    EXPECT_TRUE(never.notes.join(QLatin1Char(' ')).contains(QStringLiteral("--seq-len")));
}

TEST(Estimator, MixtureOfExpertsTakesMemoryFromTotalAndComputeFromActive) {
    const Estimator est(cat());
    TrainingInput in = input(671e9, 1e12, 2048);
    in.activeParams = 37e9;
    const TrainingEstimate moe = est.training(spec("h100-sxm"), in);
    EXPECT_DOUBLE_EQ(moe.flops, sixNPlusAttention(37e9, moe.shape, in.seqLen) * 1e12);
    EXPECT_DOUBLE_EQ(moe.stateGB, 671e9 * 16 / 1e9);
    const TrainingEstimate dense = est.training(spec("h100-sxm"), input(671e9, 1e12, 2048));
    EXPECT_LT(moe.hours.value, dense.hours.value / 5.0);
    EXPECT_GT(moe.hours.value, dense.hours.value * 37.0 / 671.0); // routing costs something
}

namespace {

// The MFU of a mixture of experts with `active` parameters per token, as a
// share of the same chip's dense MFU at that size. 8 chips: every size used
// here has over 10^8 active parameters per chip, so the dense curve's own size
// factor is 1 and only the mixture-of-experts share differs.
double moeShare(const char* chip, double active) {
    const Estimator est(cat());
    TrainingInput moe = input(active * 10.0, 1e12, 8);
    moe.activeParams = active;
    const TrainingEstimate m = est.training(spec(chip), moe);
    const TrainingEstimate d = est.training(spec(chip), input(active, 1e12, 8));
    return m.mfu.value / d.mfu.value;
}

} // namespace

// Properties, not the fitted numbers (those are checked against published
// runs by CalibrationTest): routing and small experts cost utilisation, the
// cost shrinks as the experts grow, and it never turns into a gain.
TEST(Estimator, MixtureOfExpertsShareRisesWithActiveSizeAndStaysBounded) {
    const SizingAssumptions& a = cat().assumptions();
    const double reference = a.moeActiveReference;
    double previous = 0.0;
    for (const double factor : {0.05, 0.1, 0.3, 0.6, 0.9, 1.0, 2.0, 10.0}) {
        const double share = moeShare("h100-sxm", reference * factor);
        EXPECT_GT(share, 0.0) << factor;
        EXPECT_LT(share, 1.0) << factor << ": a mixture of experts never beats dense MFU";
        EXPECT_LE(share, a.moeEfficiency.high) << factor;
        EXPECT_GE(share, previous - 1e-12) << factor << ": larger experts never run worse";
        if (factor < 1.0) {
            EXPECT_LT(share, a.moeEfficiency.value) << factor << ": below the reference, worse";
        } else {
            // At and above the reference size the share is the stated one.
            EXPECT_NEAR(share, a.moeEfficiency.value, 1e-9) << factor;
        }
        previous = share;
    }
    // The stated share lies inside its own range.
    EXPECT_LE(a.moeEfficiency.low, a.moeEfficiency.value);
    EXPECT_LE(a.moeEfficiency.value, a.moeEfficiency.high);
}

TEST(Estimator, AChipsOwnMixtureOfExpertsShareIsUsedWhenPresent) {
    const SizingAssumptions& a = cat().assumptions();
    ASSERT_TRUE(spec("b200").moeEfficiency.has_value()) << "the data names B200's own share";
    ASSERT_FALSE(spec("h100-sxm").moeEfficiency.has_value());
    const Range own = *spec("b200").moeEfficiency;
    ASSERT_NE(own.value, a.moeEfficiency.value) << "otherwise this test proves nothing";
    // At the reference size: B200 uses its own share, H100 the general one.
    EXPECT_NEAR(moeShare("b200", a.moeActiveReference), own.value, 1e-9);
    EXPECT_NEAR(moeShare("h100-sxm", a.moeActiveReference), a.moeEfficiency.value, 1e-9);
    // Below it, B200's share falls like everyone's.
    EXPECT_LT(moeShare("b200", a.moeActiveReference / 4), own.value);

    // The assumption shown names the active size and carries the chip's range.
    const Estimator est(cat());
    TrainingInput moe = input(671e9, 1e12, 256);
    moe.activeParams = 37e9; // DeepSeek-V3's published active size
    const TrainingEstimate m = est.training(spec("b200"), moe);
    bool shown = false;
    for (const Assumption& x : m.assumptions) {
        if (x.id == QLatin1String("moe_efficiency")) {
            shown = true;
            EXPECT_LE(x.low, x.value);
            EXPECT_LE(x.value, x.high);
            EXPECT_DOUBLE_EQ(x.low, own.low);
            EXPECT_DOUBLE_EQ(x.high, own.high);
            EXPECT_TRUE(x.label.contains(QStringLiteral("37\u00a0B"))) << x.label.toStdString();
        }
    }
    EXPECT_TRUE(shown);
}

TEST(Estimator, LowPrecisionSpeedsUpTheMatrixShareOfTheStep) {
    const Estimator est(cat());
    const AcceleratorSpec& h100 = spec("h100-sxm");
    const auto amdahl = [](double share, double peakRatio) {
        return 1.0 / ((1.0 - share) + share / peakRatio);
    };
    TrainingInput dense = input(22e9, 1e12, 64);
    const TrainingEstimate denseBf16 = est.training(h100, dense);
    dense.precision = Precision::Fp8;
    const TrainingEstimate denseFp8 = est.training(h100, dense);
    EXPECT_TRUE(denseFp8.fp8Applied);
    EXPECT_NEAR(
        denseBf16.hours.value / denseFp8.hours.value,
        amdahl(cat().assumptions().lowPrecisionShare.value, *h100.peak.fp8 / h100.peak.bf16), 1e-9);

    // A mixture of experts gains less: its all-to-all and routing keep their time.
    TrainingInput moe = input(235e9, 1e12, 64);
    moe.activeParams = 22e9;
    const TrainingEstimate moeBf16 = est.training(h100, moe);
    moe.precision = Precision::Fp8;
    const TrainingEstimate moeFp8 = est.training(h100, moe);
    const double moeGain = moeBf16.hours.value / moeFp8.hours.value;
    EXPECT_GT(moeGain, 1.05);
    EXPECT_LT(moeGain, denseBf16.hours.value / denseFp8.hours.value);

    // FP4 where the chip has it; H100 has none and falls back to FP8 with a note.
    dense.precision = Precision::Fp4;
    const TrainingEstimate onHopper = est.training(h100, dense);
    EXPECT_EQ(onHopper.precisionApplied, Precision::Fp8);
    EXPECT_TRUE(onHopper.notes.join(QLatin1Char(' ')).contains(QStringLiteral("FP4")));
    const TrainingEstimate onGb300 = est.training(spec("gb300"), dense);
    EXPECT_EQ(onGb300.precisionApplied, Precision::Fp4);
    EXPECT_DOUBLE_EQ(onGb300.peakTflopsUsed, *spec("gb300").peak.fp4);
    // TPU v5p lists the same FP8 and BF16 peak: no speed-up to credit.
    dense.precision = Precision::Fp8;
    EXPECT_FALSE(est.training(spec("tpu-v5p"), dense).fp8Applied);
}

TEST(Estimator, StateBytesAndGoodputAreInputs) {
    const Estimator est(cat());
    TrainingInput in = input(70.6e9, 1e12, 32);
    in.seqLen = 8192;
    // MaxText trains Llama 3.1 70B on 32 TPU v6e chips: 12 bytes per parameter fit.
    EXPECT_TRUE(est.training(spec("tpu-v6e"), in).fitsInMemory);
    in.stateBytesPerParam = 16.0;
    EXPECT_FALSE(est.training(spec("tpu-v6e"), in).fitsInMemory);
    in.stateBytesPerParam.reset();
    in.goodput = 0.5;
    const TrainingEstimate half = est.training(spec("tpu-v6e"), in);
    EXPECT_NEAR(half.steadyHours.value / half.hours.value, 0.5, 1e-12);
}

TEST(Estimator, LoraCostsFourNdAndKeepsOnlyFrozenWeights) {
    const Estimator est(cat());
    TrainingInput in = input(70e9, 1e9, 8);
    in.method = Method::Lora;
    const TrainingEstimate lora = est.training(spec("h100-sxm"), in);
    EXPECT_DOUBLE_EQ(lora.flops, 4.0 / 6.0 * sixNPlusAttention(70e9, lora.shape, in.seqLen) * 1e9);
    EXPECT_NEAR(lora.stateGB, 70e9 * cat().assumptions().loraBytesPerParam.value / 1e9, 1e-6);
    in.method = Method::FullFinetune;
    const TrainingEstimate full = est.training(spec("h100-sxm"), in);
    EXPECT_DOUBLE_EQ(full.flops, sixNPlusAttention(70e9, full.shape, in.seqLen) * 1e9);
    EXPECT_GT(full.stateGB, 7.0 * lora.stateGB);
}

TEST(Estimator, MfuDependsOnGenerationSizePerChipAndScale) {
    const AcceleratorData& c = cat();
    // A newer TPU generation is calibrated higher than the H100 curve.
    EXPECT_GT(c.mfuCurve(spec("tpu-v5p")).at(64, 5e8).value,
              c.mfuCurve(spec("h100-sxm")).at(64, 5e8).value);
    // Fewer parameters per chip: lower MFU, at the same scale.
    EXPECT_LT(c.mfuCurve(spec("h100-sxm")).at(4096, 1e6).value,
              c.mfuCurve(spec("h100-sxm")).at(4096, 1e9).value * 0.6);
    // More chips: lower MFU, at the same size per chip.
    EXPECT_LT(c.mfuCurve(spec("h100-sxm")).at(16384, 1e9).value,
              c.mfuCurve(spec("h100-sxm")).at(1024, 1e9).value);
}

TEST(Estimator, Fp8SpeedsUpOnlyChipsThatHaveIt) {
    const Estimator est(cat());
    TrainingInput in = input(7e9, 1e12, 8);
    const double bf16 = est.training(spec("h100-sxm"), in).hours.value;
    in.precision = Precision::Fp8;
    const TrainingEstimate fp8 = est.training(spec("h100-sxm"), in);
    EXPECT_TRUE(fp8.fp8Applied);
    // Amdahl over the share of the step at the FP8 peak (twice BF16 on H100).
    const double p = cat().assumptions().lowPrecisionShare.value;
    EXPECT_NEAR(bf16 / fp8.hours.value, 1.0 / ((1.0 - p) + p / 2.0), 0.01);
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

TEST(Estimator, EveryAssumptionIsListed) {
    const TrainingEstimate e = Estimator(cat()).training(spec("tpu-v6e"), input(7e9, 1e12, 8));
    QStringList ids;
    for (const Assumption& a : e.assumptions) {
        ids << a.id;
        EXPECT_FALSE(a.label.isEmpty());
        EXPECT_LE(a.low, a.value);
        EXPECT_GE(a.high, a.value);
    }
    for (const char* id : {"flops_formula", "peak_tflops", "mfu", "bytes_per_param", "activations",
                           "goodput", "price"}) {
        EXPECT_TRUE(ids.contains(QLatin1String(id))) << id;
    }
}

TEST(SizingPlan, BlockerMakesTpusUnavailableWithItsReason) {
    const accel::QuestionCatalogue& questions = accel::QuestionCatalogue::builtIn();
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
            const bool sold = c.spec->availability.contains(request.provider);
            EXPECT_EQ(c.availability.available, sold) << c.spec->id.toStdString();
            EXPECT_EQ(c.training.has_value(), sold);
        }
    }
}

TEST(SizingPlan, ProviderAndFrameworkLimitCandidates) {
    SizingRequest request;
    request.provider = QStringLiteral("aws");
    for (const Candidate& c : planCandidates(cat(), request, nullptr)) {
        EXPECT_EQ(c.availability.available, c.spec->platform == accel::Platform::Gpu &&
                                                c.spec->availability.contains(request.provider))
            << c.spec->id.toStdString();
    }
    const accel::QuestionCatalogue& questions = accel::QuestionCatalogue::builtIn();
    accel::Profile profile;
    profile.answers.insert(QStringLiteral("framework"), QStringLiteral("tensorflow"));
    const accel::Evaluation evaluation = accel::Engine(questions).evaluate(
        accel::answerSetFor(questions, profile), accel::weightSetFor(questions, profile));
    const Availability tpu7x = availabilityOf(spec("tpu7x"), QStringLiteral("gcp"), &evaluation);
    EXPECT_FALSE(tpu7x.available);
    // Named as the wizard shows the answer, not by its id.
    EXPECT_TRUE(tpu7x.reason.contains(QStringLiteral("(TensorFlow)")))
        << tpu7x.reason.toStdString();
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

// One voice: an assumption that is a share reads as a percentage and one in
// dollars as money, in the reports and on the command line alike, as the
// window and the estimate's own lines write them ("55% (47%–63%)",
// "$10.98"), never "0.55 share" or "11 USD". The flags must follow the unit,
// on every chip, for training (with FP8 and a mixture of experts) and serving.
TEST(Estimator, SharesAndDollarsReadAsEveryViewWritesThem) {
    const Estimator est(cat());
    TrainingInput moe = input(671e9, 14.8e12, 2048);
    moe.activeParams = 37e9;
    TrainingInput fp8 = input(70e9, 1.4e12, 512);
    fp8.precision = Precision::Fp8;
    InferenceInput serving;
    serving.params = 70e9;
    serving.requestsPerSecond = 10;
    for (const AcceleratorSpec& chip : cat().accelerators()) {
        std::vector<Assumption> all = est.training(chip, moe).assumptions;
        for (const Assumption& a : est.training(chip, fp8).assumptions) {
            all.push_back(a);
        }
        for (const Assumption& a : est.inference(chip, serving).assumptions) {
            all.push_back(a);
        }
        for (const Assumption& a : all) {
            const std::string where = chip.id.toStdString() + " " + a.id.toStdString();
            EXPECT_EQ(a.share, a.unit.contains(QStringLiteral("share"))) << where;
            EXPECT_EQ(a.usd, a.unit == QStringLiteral("USD")) << where;
            const QString text = assumptionValueText(a);
            if (a.share) {
                EXPECT_EQ(text, accel::percentRangeText(a.value, a.low, a.high)) << where;
            } else if (a.usd) {
                EXPECT_EQ(text, accel::usdRangeText(a.value, a.low, a.high)) << where;
            }
        }
    }
}

// The estimators' own words write numbers as every view does, in the reader's
// locale: "32.768 Tokens" and "1,7 GB" in German, never "32768" or "1.7 GB".
TEST(Estimator, NumbersInItsWordsFollowTheLocale) {
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const Estimator est(cat());
    TrainingInput tooLong = input(70e9, 1.4e12, 8);
    tooLong.seqLen = 32768;
    TrainingInput tight = input(70e9, 1.4e12, 8);
    QStringList texts;
    for (const AcceleratorSpec& chip : cat().accelerators()) {
        for (const TrainingInput& in : {tooLong, tight}) {
            const TrainingEstimate e = est.training(chip, in);
            texts << e.notes;
            for (const Assumption& a : e.assumptions) {
                texts << a.label;
            }
        }
    }
    QLocale::setDefault(before);
    const QString all = texts.join(QLatin1Char('\n'));
    EXPECT_FALSE(all.contains(QStringLiteral("32768"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("32.768"))) << all.toStdString();
    static const QRegularExpression cDecimalGb(QStringLiteral("\\d\\.\\d GB"));
    EXPECT_FALSE(all.contains(cDecimalGb)) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral(" GB"))) << "no memory note was written";
}

// Step 7 before the profile has a workload: a serving profile opened it on
// training at Google prices, whatever its answers said.
TEST(SizingPlan, AnswersSuggestTheKindOfWorkAndTheProvider) {
    const accel::QuestionCatalogue& questions = accel::QuestionCatalogue::builtIn();
    const auto suggested = [&questions](const QString& workload, const QString& hosting) {
        accel::Profile profile;
        profile.answers.insert(QStringLiteral("workload"), workload);
        profile.answers.insert(QStringLiteral("hosting"), hosting);
        const accel::Evaluation evaluation = accel::Engine(questions).evaluate(
            accel::answerSetFor(questions, profile), accel::weightSetFor(questions, profile));
        return sizingRequestFor(workloadSuggestedBy(evaluation));
    };
    const SizingRequest serving = suggested(QStringLiteral("inference"), QStringLiteral("on_prem"));
    EXPECT_EQ(serving.kind, SizingRequest::Kind::Inference);
    EXPECT_EQ(serving.provider, QStringLiteral("on_prem"));
    const SizingRequest training = suggested(QStringLiteral("training"), QStringLiteral("gcp"));
    EXPECT_EQ(training.kind, SizingRequest::Kind::Training);
    EXPECT_EQ(training.provider, QStringLiteral("gcp"));
    // Another cloud is not Google's: the first cloud its answer names.
    EXPECT_EQ(suggested(QStringLiteral("both"), QStringLiteral("other_cloud")).provider,
              QStringLiteral("aws"));
    // Several clouds name none: the default stays.
    EXPECT_EQ(suggested(QStringLiteral("both"), QStringLiteral("multi_cloud")).provider,
              SizingRequest{}.provider);
}
