// Training: compute from the active parameters, memory from the total ones,
// MFU from the platform generation's calibrated curve (see
// docs/sizing-calibration.md for every figure it was fitted on).
#include "model/CatalogueText.h"
#include "model/sizing/EstimatorSupport.h"
#include "model/sizing/SizingText.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

using namespace support;

namespace {

double stateBytesPerParam(const SizingAssumptions& a, Method method) {
    return method == Method::Lora ? a.loraBytesPerParam.value : a.trainingBytesPerParam.value;
}

// LoRA freezes the weights: no weight gradients, so the backward pass costs
// one forward instead of two (Hu et al. 2021).
double computeFactor(Method method) {
    return method == Method::Lora ? 4.0 : 6.0;
}

QString sourceList(const QStringList& ids) {
    return ids.join(QStringLiteral(", "));
}

} // namespace

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
    const double state = input.params * stateBytesPerParam(a, input.method) / kGB;
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
    const double size =
        std::min(1.0, std::pow(input.active() / a.moeActiveReference, a.moeActiveExponent));
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
    Range rate = scaled(mfuFor(spec, input, chips), spec.peak.bf16);
    // A mixture of experts gains little from FP8 (its small expert matrices and
    // all-to-all do not speed up), so only dense models get the credit.
    const bool fp8 = input.precision == Precision::Fp8 && spec.peak.fp8.has_value() &&
                     !isMixtureOfExperts(input);
    if (fp8) {
        // FP8 doubles the peak, but attention, norms and communication do not speed up.
        rate = times(rate, scaled(a.fp8Efficiency, *spec.peak.fp8 / spec.peak.bf16));
    }
    if (fp8Applied) {
        *fp8Applied = fp8;
    }
    // Restarts, checkpoints and evaluation: a run's hours are not all training.
    return times(rate, a.goodput);
}

TrainingEstimate Estimator::training(const AcceleratorSpec& spec,
                                     const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    TrainingEstimate e;
    e.chips = std::clamp(input.chips, 1, kMaxChips);
    e.shape = shapeFor(input.params, input.active(), input.shape);
    e.computeFactor = computeFactor(input.method);
    e.flops = e.computeFactor * input.active() * input.tokens;
    e.mfu = mfuFor(spec, input, e.chips);
    e.effectiveTflopsPerChip = effectiveTflops(spec, input, e.chips, &e.fp8Applied);
    e.peakTflopsUsed = e.fp8Applied ? *spec.peak.fp8 : spec.peak.bf16;
    const Range clusterFlops = scaled(e.effectiveTflopsPerChip, kTera * e.chips);
    e.hours = scaled(divide(e.flops, clusterFlops), 1.0 / 3600.0);
    e.chipHours = scaled(e.hours, e.chips);
    // hours.low goes with the highest goodput, hours.high with the lowest.
    e.steadyHours = {e.hours.value * a.goodput.value, e.hours.low * a.goodput.high,
                     e.hours.high * a.goodput.low};

    e.stateGB = input.params * stateBytesPerParam(a, input.method) / kGB;
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

    e.price = priceFor(spec, input.provider, input.mode, input.usdPerChipHour);
    e.priceOverridden = input.usdPerChipHour.has_value();
    if (e.price) {
        e.costUsd = scaled(e.chipHours, e.price->usdPerChipHour);
    } else {
        e.noPriceReason = m_catalogue.noPriceReason(spec, input.provider, input.mode);
    }

    const MfuCurve& curve = m_catalogue.mfuCurve(spec);
    const bool moe = isMixtureOfExperts(input);
    e.assumptions = {
        exact(QStringLiteral("flops_formula"),
              input.method == Method::Lora
                  ? Text::tr("Training compute = 4 x active parameters x tokens (LoRA: no "
                             "weight gradients)")
                  : Text::tr("Training compute = 6 x active parameters x tokens"),
              e.flops, Text::tr("FLOPs"), QStringLiteral("kaplan-2020, transformer-math")),
        exact(QStringLiteral("peak_tflops"),
              e.fp8Applied ? Text::tr("Peak FP8 dense per chip")
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
        exact(QStringLiteral("mfu_size_factor"),
              Text::tr("Size factor for %1 active parameters per chip")
                  .arg(countText(input.active() / e.chips)),
              curve.sizeFactor(input.active() / e.chips), QString(),
              QStringLiteral("advisor-judgement")),
        ranged(QStringLiteral("bytes_per_param"),
               input.method == Method::Lora
                   ? Text::tr("Training state per parameter (frozen BF16 weights, adapters and "
                              "their optimiser state)")
                   : Text::tr("Training state per parameter (mixed precision, Adam), fully "
                              "sharded over the chips"),
               input.method == Method::Lora ? a.loraBytesPerParam : a.trainingBytesPerParam,
               Text::tr("bytes"),
               input.method == Method::Lora ? QStringLiteral("lora-2021")
                                            : QStringLiteral("transformer-math")),
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
                       a.goodput, Text::tr("share"), QStringLiteral("llama3-2024"))),
    };
    e.assumptions[2].overridden = input.mfu.has_value();
    if (moe && !input.mfu) {
        e.assumptions.push_back(asShare(ranged(
            QStringLiteral("moe_efficiency"),
            Text::tr("Mixture-of-experts efficiency at %1 active parameters (share of dense MFU)")
                .arg(countText(input.active())),
            moeEfficiency(spec, input), Text::tr("share"),
            QStringLiteral("deepseek-v3-2024, megatron-bridge-perf-26.02"))));
    }
    if (e.fp8Applied) {
        e.assumptions.push_back(asShare(ranged(
            QStringLiteral("fp8_efficiency"), Text::tr("Share of the FP8 speed-up seen end to end"),
            a.fp8Efficiency, Text::tr("share"), QStringLiteral("nemo-perf-2024"))));
    }
    if (e.price) {
        Assumption price = asUsd(exact(QStringLiteral("price"), Text::tr("Price per chip-hour"),
                                       e.price->usdPerChipHour, Text::tr("USD"), e.price->source));
        price.overridden = e.priceOverridden;
        e.assumptions.push_back(price);
    }

    if (input.precision == Precision::Fp8 && !e.fp8Applied) {
        e.notes
            << (spec.peak.fp8 && moe
                    ? Text::tr("FP8 is not credited to a mixture of experts: published runs "
                               "gain 13-28% from it, within the efficiency's range; the BF16 "
                               "rate is used.")
                    : Text::tr("%1 has no FP8 speed-up; the BF16 rate is used.").arg(spec.name));
    }
    if (!e.fitsInMemory && e.minChipsToFit == 0) {
        e.notes << Text::tr("One %1-token sequence needs %2 GB of activations per chip even with "
                            "8-way tensor parallelism; %3 has %4 GB usable. Shorten --seq-len.")
                       .arg(countText(input.seqLen),
                            numberText(activationsGB(e.shape, input.seqLen, 8), 1), spec.name,
                            numberText(e.usableMemoryPerChipGB, 1));
    } else if (!e.fitsInMemory) {
        e.notes << Text::tr("State and activations need %1 GB per chip but only %2 GB is usable: "
                            "use at least %3 chips.")
                       .arg(numberText(e.memoryPerChipGB, 1),
                            numberText(e.usableMemoryPerChipGB, 1))
                       .arg(e.minChipsToFit);
    }
    if (e.chips > spec.podSize && spec.platform == Platform::Gpu && spec.interconnectGBs < 200) {
        e.notes << Text::tr("%1 has no fast chip-to-chip link; training across %n chips is rarely "
                            "published and this estimate is likely optimistic.",
                            nullptr, e.chips)
                       .arg(spec.name);
    }
    if (e.chips > spec.podSize && spec.platform == Platform::Tpu) {
        e.notes << Text::tr(
            "%n chips is more than one pod; the run spans pods over the data-centre "
            "network (multislice).",
            nullptr, e.chips);
    }
    if (!e.price) {
        e.notes << e.noPriceReason;
    }
    return e;
}

std::optional<int> Estimator::chipsForDeadline(const AcceleratorSpec& spec,
                                               const TrainingInput& input,
                                               double deadlineHours) const {
    const int fit = minChipsToFit(spec, input);
    if (deadlineHours <= 0.0 || fit == 0) {
        return std::nullopt;
    }
    const double flops = computeFactor(input.method) * input.active() * input.tokens;
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
