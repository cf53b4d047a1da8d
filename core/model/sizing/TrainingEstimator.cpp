// Training: compute from the active parameters, memory from the total ones,
// MFU from the platform generation's calibrated curve (see
// docs/sizing-calibration.md for every figure it was fitted on).
#include "model/CatalogueText.h"
#include "model/sizing/EstimatorSupport.h"
#include "model/sizing/SizingText.h"
#include "model/sizing/SizingVocabulary.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

using namespace support;

namespace {

// LoRA freezes the weights: no weight gradients, so the backward pass costs
// one forward instead of two (Hu et al. 2021).
double computeFactor(Method method) {
    return method == Method::Lora ? 4.0 : 6.0;
}

QString sourceList(const QStringList& ids) {
    return ids.join(QStringLiteral(", "));
}

} // namespace

double Estimator::stateBytesPerParam(const AcceleratorSpec& spec,
                                     const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    if (input.stateBytesPerParam) {
        return *input.stateBytesPerParam;
    }
    if (input.method == Method::Lora) {
        return a.loraBytesPerParam.value;
    }
    return spec.platform == Platform::Tpu ? a.tpuTrainingBytesPerParam.value
                                          : a.trainingBytesPerParam.value;
}

Range Estimator::goodputOf(const TrainingInput& input) const {
    return input.goodput ? Range{*input.goodput, *input.goodput, *input.goodput}
                         : m_catalogue.assumptions().goodput;
}

double Estimator::flopsPerToken(const TrainingInput& input, const ModelShape& shape) const {
    // 6 N per token for the weights (Kaplan et al. 2020) plus attention over
    // the sequence: PaLM's 12 x layers x hidden x sequence (Chowdhery et al.
    // 2022, appendix B), halved because causal masking skips half the scores.
    // LoRA's 4 N scales the attention term alike.
    const double factor = computeFactor(input.method);
    return factor * input.active() + factor * shape.layers * shape.hidden * input.seqLen;
}

Precision Estimator::appliedPrecision(const AcceleratorSpec& spec, Precision asked) const {
    if (asked == Precision::Fp4 && spec.peak.fp4) {
        return Precision::Fp4;
    }
    if (asked != Precision::Bf16 && spec.peak.fp8 && *spec.peak.fp8 > spec.peak.bf16) {
        return Precision::Fp8;
    }
    return Precision::Bf16;
}

Range Estimator::precisionSpeedup(const AcceleratorSpec& spec, Precision applied, bool moe) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    if (applied == Precision::Bf16) {
        return {1.0, 1.0, 1.0};
    }
    const double peak = applied == Precision::Fp4 ? *spec.peak.fp4 : *spec.peak.fp8;
    const double slower = spec.peak.bf16 / peak;
    const Range& share = moe ? a.moeLowPrecisionShare : a.lowPrecisionShare;
    // Amdahl: only the matrix multiplies speed up; attention, norms and
    // communication keep their time.
    const auto at = [&](double p) { return 1.0 / ((1.0 - p) + p * slower); };
    return {at(share.value), at(share.low), at(share.high)};
}

double Estimator::activationsGB(const ModelShape& shape, double seqLen, int tensorParallel) const {
    // One sequence per chip with full activation checkpointing: a BF16
    // checkpoint of each layer's input, plus the layer being recomputed at
    // about 34 bytes per token and hidden unit (Korthikanti et al. 2022, with
    // flash attention); tensor and sequence parallelism divide both.
    const double perToken = 2.0 * shape.layers * shape.hidden + 34.0 * shape.hidden;
    return perToken * seqLen / std::max(1, tensorParallel) / kGB;
}

int Estimator::minChipsToFit(const AcceleratorSpec& spec, const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    const ModelShape shape = shapeFor(input.params, input.active(), input.shape);
    const double usable = spec.memoryGB * (1.0 - a.memoryReserve.value);
    const double state = input.params * stateBytesPerParam(spec, input) / kGB;
    double best = 0.0;
    for (int t : {1, 2, 4, 8}) {
        const double room = usable - activationsGB(shape, input.seqLen, t);
        if (room <= 0.0) {
            continue;
        }
        const double n = std::max<double>(t, std::ceil(state / room));
        best = best == 0.0 ? n : std::min(best, n);
    }
    return static_cast<int>(std::min<double>(best, kMaxChips));
}

bool Estimator::isMixtureOfExperts(const TrainingInput& input) {
    return input.active() < input.params * 0.999;
}

Range Estimator::moeEfficiency(const AcceleratorSpec& spec, const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    // Fewer active parameters mean smaller expert matrices and relatively more
    // routing and all-to-all per FLOP: published runs fall off with the active size.
    double size =
        std::min(1.0, std::pow(input.active() / a.moeActiveReference, a.moeActiveExponent));
    if (input.experts > 8) {
        size *= std::pow(input.experts / 8.0, -spec.moeExpertExponent);
    }
    return scaled(spec.moeEfficiency.value_or(a.moeEfficiency), size);
}

Range Estimator::mfuFor(const AcceleratorSpec& spec, const TrainingInput& input, int chips) const {
    if (input.mfu) {
        return {*input.mfu, *input.mfu, *input.mfu};
    }
    Range mfu = m_catalogue.mfuCurve(spec).at(chips, input.active() / chips);
    if (isMixtureOfExperts(input)) {
        mfu = times(mfu, moeEfficiency(spec, input));
    }
    return mfu;
}

Range Estimator::effectiveTflops(const AcceleratorSpec& spec, const TrainingInput& input, int chips,
                                 bool* fp8Applied) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    const bool moe = isMixtureOfExperts(input);
    const Precision applied = appliedPrecision(spec, input.precision);
    Range rate = times(scaled(mfuFor(spec, input, chips), spec.peak.bf16),
                       precisionSpeedup(spec, applied, moe));
    if (fp8Applied) {
        *fp8Applied = applied != Precision::Bf16;
    }
    if (moe && input.expertsPerToken > 0) {
        // Each token goes to its experts and back, forward and backward (2 x 3
        // transfers of the hidden vector per expert), over NVLink inside one
        // domain or the network beyond it; half of it hides behind compute.
        const ModelShape shape = shapeFor(input.params, input.active(), input.shape);
        const double bytes = 6.0 * input.expertsPerToken * shape.hidden * bytesPer(applied);
        const double link = spec.interconnectGBs > 0 ? spec.interconnectGBs / 2.0 : a.networkGBs;
        const double gbs = chips <= spec.podSize ? link : std::min(link, a.networkGBs);
        const double secondsPerFlop = 0.5 * bytes / (gbs * kGB) / flopsPerToken(input, shape);
        const auto slowed = [&](double tflops) {
            return 1.0 / (1.0 / (tflops * kTera) + secondsPerFlop) / kTera;
        };
        rate = {slowed(rate.value), slowed(rate.low), slowed(rate.high)};
    }
    // Restarts, checkpoints and evaluation: a run's hours are not all training.
    return times(rate, goodputOf(input));
}

TrainingEstimate Estimator::training(const AcceleratorSpec& spec,
                                     const TrainingInput& input) const {
    TrainingEstimate e;
    e.chips = std::clamp(input.chips, 1, kMaxChips);
    e.shape = shapeFor(input.params, input.active(), input.shape);
    e.computeFactor = computeFactor(input.method);
    e.flopsPerToken = flopsPerToken(input, e.shape);
    e.flops = e.flopsPerToken * input.tokens;
    e.mfu = mfuFor(spec, input, e.chips);
    e.effectiveTflopsPerChip = effectiveTflops(spec, input, e.chips, &e.fp8Applied);
    e.precisionApplied = appliedPrecision(spec, input.precision);
    e.precisionSpeedup = precisionSpeedup(spec, e.precisionApplied, isMixtureOfExperts(input));
    e.peakTflopsUsed = e.precisionApplied == Precision::Fp4   ? *spec.peak.fp4
                       : e.precisionApplied == Precision::Fp8 ? *spec.peak.fp8
                                                              : spec.peak.bf16;
    const Range goodput = goodputOf(input);
    const Range clusterFlops = scaled(e.effectiveTflopsPerChip, kTera * e.chips);
    e.hours = scaled(divide(e.flops, clusterFlops), 1.0 / 3600.0);
    e.chipHours = scaled(e.hours, e.chips);
    // hours.low goes with the highest goodput, hours.high with the lowest.
    e.steadyHours = {e.hours.value * goodput.value, e.hours.low * goodput.high,
                     e.hours.high * goodput.low};
    placeTrainingState(e, spec, input);

    e.price = priceFor(spec, input.provider, input.mode, input.usdPerChipHour);
    e.priceOverridden = input.usdPerChipHour.has_value();
    if (e.price) {
        e.costUsd = scaled(e.chipHours, e.price->usdPerChipHour);
    } else {
        e.noPriceReason = m_catalogue.noPriceReason(spec, input.provider, input.mode);
    }
    e.assumptions = trainingAssumptions(e, spec, input);
    addTrainingNotes(e, spec, input);
    return e;
}

void Estimator::placeTrainingState(TrainingEstimate& e, const AcceleratorSpec& spec,
                                   const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    e.stateGB = input.params * stateBytesPerParam(spec, input) / kGB;
    e.statePerChipGB = e.stateGB / e.chips;
    e.usableMemoryPerChipGB = spec.memoryGB * (1.0 - a.memoryReserve.value);
    // The sharding a user would pick: the state over every chip, and the
    // fewest tensor-parallel ways (at most one 8-chip node) that let one
    // sequence's activations fit beside it.
    const int maxTp = std::min(8, e.chips);
    for (int t = 1; t <= maxTp; t *= 2) {
        e.tensorParallel = t;
        e.activationsPerChipGB = activationsGB(e.shape, input.seqLen, t);
        if (e.statePerChipGB + e.activationsPerChipGB <= e.usableMemoryPerChipGB) {
            break;
        }
    }
    e.memoryPerChipGB = e.statePerChipGB + e.activationsPerChipGB;
    e.fitsInMemory = e.memoryPerChipGB <= e.usableMemoryPerChipGB;
    e.minChipsToFit = minChipsToFit(spec, input);
}

Assumption Estimator::stateAssumption(const AcceleratorSpec& spec,
                                      const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    const double bytes = stateBytesPerParam(spec, input);
    Range range = input.method == Method::Lora     ? a.loraBytesPerParam
                  : spec.platform == Platform::Tpu ? a.tpuTrainingBytesPerParam
                                                   : a.trainingBytesPerParam;
    if (input.stateBytesPerParam) {
        range = {bytes, bytes, bytes};
    }
    QString label;
    if (input.stateBytesPerParam) {
        label = Text::tr("Training state per parameter, fully sharded over the chips");
    } else if (input.method == Method::Lora) {
        label = Text::tr("Training state per parameter (frozen BF16 weights, adapters and "
                         "their optimiser state)");
    } else if (spec.platform == Platform::Tpu) {
        label = Text::tr("Training state per parameter (FP32 weights and Adam, as MaxText "
                         "keeps them), fully sharded over the chips");
    } else {
        label = Text::tr("Training state per parameter (mixed precision, Adam), fully "
                         "sharded over the chips");
    }
    Assumption state =
        asCount(ranged(QStringLiteral("bytes_per_param"), label, range, Text::tr("bytes"),
                       input.stateBytesPerParam       ? Text::tr("entered by you")
                       : input.method == Method::Lora ? QStringLiteral("lora-2021")
                                                      : QStringLiteral("transformer-math")),
                CountUnit::Byte);
    state.overridden = input.stateBytesPerParam.has_value();
    return state;
}

std::vector<Assumption> Estimator::trainingAssumptions(const TrainingEstimate& e,
                                                       const AcceleratorSpec& spec,
                                                       const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    const MfuCurve& curve = m_catalogue.mfuCurve(spec);
    const Range goodput = goodputOf(input);
    std::vector<Assumption> out{
        exact(QStringLiteral("flops_formula"),
              input.method == Method::Lora
                  ? Text::tr("Training compute = 4 × (active parameters + attention over the "
                             "sequence) × tokens (LoRA: no weight gradients)")
                  : Text::tr("Training compute = 6 × (active parameters + attention over the "
                             "sequence) × tokens"),
              e.flops, Text::tr("FLOPs"), QStringLiteral("kaplan-2020, palm-2022")),
        exact(QStringLiteral("peak_tflops"),
              e.precisionApplied == Precision::Fp4   ? Text::tr("Peak FP4 dense per chip")
              : e.precisionApplied == Precision::Fp8 ? Text::tr("Peak FP8 dense per chip")
                                                     : Text::tr("Peak BF16 dense per chip"),
              e.peakTflopsUsed, Text::tr("TFLOP/s"), sourceList(spec.sources)),
        asShare(ranged(QStringLiteral("mfu"),
                       (e.chips == 1
                            ? Text::tr("Model-FLOPs utilisation of %1 on one chip (BF16; lower "
                                       "with fewer parameters per chip)")
                                  .arg(spec.name)
                            : Text::tr("Model-FLOPs utilisation of %1 on %2 (BF16; falls "
                                       "with scale and with fewer parameters per chip)")
                                  .arg(spec.name, chipsText(e.chips))),
                       e.mfu, Text::tr("share of BF16 peak"),
                       input.mfu ? Text::tr("entered by you") : sourceList(curve.sources))),
        // A share of the MFU, named with its accelerator: the report lists it
        // once among assumptions shared by every row.
        asShare(exact(QStringLiteral("mfu_size_factor"),
                      //: %1 is an accelerator ("Google Cloud TPU v6e (Trillium)"), %2 a count
                      //: of parameters ("18.2M"). A percentage follows after a colon.
                      Text::tr("Share of its full MFU that %1 reaches with %2 active parameters "
                               "per chip (fewer per chip leave each chip idle more often)")
                          .arg(spec.name, countText(input.active() / e.chips)),
                      curve.sizeFactor(input.active() / e.chips), Text::tr("share"),
                      QStringLiteral("advisor-judgement"))),
        stateAssumption(spec, input),
        exact(QStringLiteral("activations"),
              Text::tr("Activations of one %1-token sequence per chip (checkpointed, %2-way "
                       "tensor parallel)")
                  .arg(countText(input.seqLen))
                  .arg(e.tensorParallel),
              e.activationsPerChipGB, Text::tr("GB"), QStringLiteral("korthikanti-2022")),
        asShare(ranged(QStringLiteral("memory_reserve"),
                       Text::tr("Memory kept free for buffers and fragmentation"), a.memoryReserve,
                       Text::tr("share of memory"), QStringLiteral("advisor-judgement"))),
        asShare(ranged(QStringLiteral("goodput"),
                       Text::tr("Share of the run's hours spent training (restarts, checkpoints)"),
                       goodput, Text::tr("share"),
                       input.goodput ? Text::tr("entered by you") : QStringLiteral("llama3-2024"))),
    };
    out[2].overridden = input.mfu.has_value();
    out.back().overridden = input.goodput.has_value();
    addTrainingSpeedAssumptions(out, e, spec, input);
    if (e.price) {
        out.push_back(priceAssumption(*e.price, e.priceOverridden));
    }
    return out;
}

void Estimator::addTrainingSpeedAssumptions(std::vector<Assumption>& out, const TrainingEstimate& e,
                                            const AcceleratorSpec& spec,
                                            const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    const bool moe = isMixtureOfExperts(input);
    if (moe && !input.mfu) {
        out.push_back(asShare(ranged(
            QStringLiteral("moe_efficiency"),
            Text::tr("Mixture-of-experts efficiency at %1 active parameters (share of dense MFU)")
                .arg(countText(input.active())),
            moeEfficiency(spec, input), Text::tr("share"),
            QStringLiteral("deepseek-v3-2024, megatron-bridge-perf-26.02"))));
    }
    if (e.fp8Applied) {
        const Range& share = moe ? a.moeLowPrecisionShare : a.lowPrecisionShare;
        out.push_back(ranged(
            QStringLiteral("precision_speedup"),
            Text::tr("%1 speed-up over BF16 end to end (%2 of the step at the %3× faster peak)")
                .arg(precisionName(precisionId(e.precisionApplied)), percentText(share.value),
                     numberText(e.peakTflopsUsed / spec.peak.bf16, 1)),
            e.precisionSpeedup, Text::tr("\u00d7"),
            QStringLiteral("nemo-perf-2024, megatron-bridge-perf")));
    }
}

void Estimator::addTrainingNotes(TrainingEstimate& e, const AcceleratorSpec& spec,
                                 const TrainingInput& input) const {
    if (input.precision != e.precisionApplied) {
        e.notes
            << (e.precisionApplied == Precision::Fp8
                    ? Text::tr("%1 has no FP4 tensor cores; the FP8 rate is used.").arg(spec.name)
                    : Text::tr("%1 has no %2 speed-up; the BF16 rate is used.")
                          .arg(spec.name, precisionName(precisionId(input.precision))));
    }
    if (!e.fitsInMemory && e.minChipsToFit == 0) {
        e.notes << Text::tr("One %1-token sequence needs %2 GB of activations per chip even with "
                            "8-way tensor parallelism; %3 has %4 GB usable. Shorten --seq-len.")
                       .arg(countText(input.seqLen),
                            plainNumberText(activationsGB(e.shape, input.seqLen, 8)), spec.name,
                            plainNumberText(e.usableMemoryPerChipGB));
    } else if (!e.fitsInMemory) {
        e.notes << Text::tr("State and activations need %1 GB per chip but only %2 GB is usable: "
                            "use at least %3.")
                       .arg(plainNumberText(e.memoryPerChipGB),
                            plainNumberText(e.usableMemoryPerChipGB), chipsText(e.minChipsToFit));
    }
    if (e.chips > spec.podSize && spec.platform == Platform::Gpu && spec.interconnectGBs < 200) {
        e.notes << Text::tr("%1 has no fast chip-to-chip link; training across %Ln chips is rarely "
                            "published and this estimate is likely optimistic.",
                            nullptr, e.chips)
                       .arg(spec.name);
    }
    if (e.chips > spec.podSize && spec.platform == Platform::Tpu) {
        e.notes << Text::tr(
            "%Ln chips is more than one pod; the run spans pods over the data-centre "
            "network (multislice).",
            nullptr, e.chips);
    }
    if (!e.price) {
        e.notes << e.noPriceReason;
    }
}

std::optional<int> Estimator::chipsForDeadline(const AcceleratorSpec& spec,
                                               const TrainingInput& input,
                                               double deadlineHours) const {
    const int fit = minChipsToFit(spec, input);
    if (deadlineHours <= 0.0 || fit == 0) {
        return std::nullopt;
    }
    const double flops =
        flopsPerToken(input, shapeFor(input.params, input.active(), input.shape)) * input.tokens;
    const auto hoursAt = [&](int chips) {
        const double rate = effectiveTflops(spec, input, chips, nullptr).value * kTera * chips;
        return flops / rate / 3600.0;
    };
    int n = practicalChips(fit);
    // A first guess from the rate at n, then walk up; MFU falls slowly enough with
    // scale that chips x MFU keeps rising, so the first n that makes it is the answer.
    const double guess = std::ceil(n * hoursAt(n) / deadlineHours);
    if (guess > n) {
        n = practicalChips(static_cast<int>(std::min<double>(guess, kMaxChips)));
    }
    while (n > 1 && hoursAt(practicalChips(n / 2)) <= deadlineHours &&
           practicalChips(n / 2) >= fit) {
        n = practicalChips(n / 2);
    }
    while (hoursAt(n) > deadlineHours) {
        if (n >= kMaxChips) {
            return std::nullopt;
        }
        n = practicalChips(n + 1);
    }
    return n;
}

} // namespace accel::sizing
