#include "Estimator.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Estimator)
};

constexpr double kGB = 1e9;
constexpr double kTera = 1e12;
constexpr int kMaxChips = 1000000;

Range scaled(const Range& r, double f) {
    return {r.value * f, r.low * f, r.high * f};
}

// t = work / rate: the optimistic time comes from the high rate.
Range divide(double work, const Range& rate) {
    return {work / rate.value, work / rate.high, work / rate.low};
}

Assumption exact(const QString& id, const QString& label, double value, const QString& unit,
                 const QString& source) {
    return {id, label, value, value, value, unit, source, false};
}

Assumption ranged(const QString& id, const QString& label, const Range& r, const QString& unit,
                  const QString& source) {
    return {id, label, r.value, r.low, r.high, unit, source, false};
}

QString sourceList(const QStringList& ids) {
    return ids.join(QStringLiteral(", "));
}

} // namespace

QString precisionId(Precision p) {
    return p == Precision::Fp8 ? QStringLiteral("fp8") : QStringLiteral("bf16");
}

std::optional<Precision> precisionFromId(const QString& id) {
    if (id == QStringLiteral("bf16")) {
        return Precision::Bf16;
    }
    if (id == QStringLiteral("fp8")) {
        return Precision::Fp8;
    }
    return std::nullopt;
}

ModelShape ModelShape::guess(double params) {
    ModelShape s;
    // N = 12 L d^2 with d = 128 L gives N = 196608 L^3 (Llama 2 7B: L = 32).
    s.layers = std::max(1, static_cast<int>(std::lround(std::cbrt(params / 196608.0))));
    s.kvHeads = 8; // grouped-query attention, as in Llama 3 and most recent models
    s.headDim = 128;
    return s;
}

int Estimator::practicalChips(int atLeast) {
    if (atLeast <= 1) {
        return 1;
    }
    if (atLeast <= 8) {
        int n = 1;
        while (n < atLeast) {
            n *= 2;
        }
        return n;
    }
    return std::min(kMaxChips, (atLeast + 7) / 8 * 8);
}

int Estimator::minChipsToFit(const AcceleratorSpec& spec, double params) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    const double usable = spec.memoryGB * kGB * (1.0 - a.memoryReserve.value);
    const double state = params * a.trainingBytesPerParam.value;
    return static_cast<int>(std::min<double>(kMaxChips, std::ceil(state / usable)));
}

std::optional<PricePoint> Estimator::priceFor(const AcceleratorSpec& spec, const QString& provider,
                                              const QString& mode,
                                              std::optional<double> own) const {
    if (own) {
        PricePoint p;
        p.provider = provider;
        p.mode = mode;
        p.usdPerChipHour = *own;
        p.date = QDate::currentDate().toString(Qt::ISODate);
        p.source = Text::tr("entered by you");
        p.origin = PriceOrigin::Entered;
        return p;
    }
    return m_catalogue.price(spec, provider, mode);
}

Range Estimator::effectiveTflops(const AcceleratorSpec& spec, const TrainingInput& input, int chips,
                                 bool* fp8Applied) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    Range mfu = m_catalogue.mfuCurve(spec).at(chips);
    if (input.mfu) {
        mfu = {*input.mfu, *input.mfu, *input.mfu};
    }
    Range rate = scaled(mfu, spec.peak.bf16);
    const bool fp8 = input.precision == Precision::Fp8 && spec.peak.fp8.has_value();
    if (fp8) {
        // FP8 doubles the peak, but attention, norms and communication do not speed up.
        const double gain = *spec.peak.fp8 / spec.peak.bf16;
        rate = {rate.value * gain * a.fp8Efficiency.value, rate.low * gain * a.fp8Efficiency.low,
                rate.high * gain * a.fp8Efficiency.high};
    }
    if (fp8Applied) {
        *fp8Applied = fp8;
    }
    return rate;
}

TrainingEstimate Estimator::training(const AcceleratorSpec& spec,
                                     const TrainingInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    TrainingEstimate e;
    e.chips = std::clamp(input.chips, 1, kMaxChips);
    e.flops = 6.0 * input.params * input.tokens;
    e.mfu = input.mfu ? Range{*input.mfu, *input.mfu, *input.mfu}
                      : m_catalogue.mfuCurve(spec).at(e.chips);
    e.effectiveTflopsPerChip = effectiveTflops(spec, input, e.chips, &e.fp8Applied);
    e.peakTflopsUsed = e.fp8Applied ? *spec.peak.fp8 : spec.peak.bf16;
    const Range clusterFlops = scaled(e.effectiveTflopsPerChip, kTera * e.chips);
    e.hours = scaled(divide(e.flops, clusterFlops), 1.0 / 3600.0);
    e.chipHours = scaled(e.hours, e.chips);

    e.stateGB = input.params * a.trainingBytesPerParam.value / kGB;
    e.memoryPerChipGB = e.stateGB / e.chips;
    e.usableMemoryPerChipGB = spec.memoryGB * (1.0 - a.memoryReserve.value);
    e.fitsInMemory = e.memoryPerChipGB <= e.usableMemoryPerChipGB;
    e.minChipsToFit = minChipsToFit(spec, input.params);

    e.price = priceFor(spec, input.provider, input.mode, input.usdPerChipHour);
    e.priceOverridden = input.usdPerChipHour.has_value();
    if (e.price) {
        e.costUsd = scaled(e.chipHours, e.price->usdPerChipHour);
    }

    const QString curveSources = sourceList(m_catalogue.mfuCurve(spec).sources);
    e.assumptions = {
        exact(QStringLiteral("flops_formula"),
              Text::tr("Training compute = 6 x parameters x tokens"), e.flops, Text::tr("FLOPs"),
              QStringLiteral("kaplan-2020, transformer-math")),
        exact(QStringLiteral("peak_tflops"),
              e.fp8Applied ? Text::tr("Peak FP8 dense per chip")
                           : Text::tr("Peak BF16 dense per chip"),
              e.peakTflopsUsed, Text::tr("TFLOP/s"), sourceList(spec.sources)),
        ranged(QStringLiteral("mfu"),
               Text::tr("Model-FLOPs utilisation at %n chips (BF16, falls with scale)", nullptr,
                        e.chips),
               e.mfu, Text::tr("share of BF16 peak"),
               input.mfu ? Text::tr("entered by you") : curveSources),
        ranged(QStringLiteral("bytes_per_param"),
               Text::tr("Training state per parameter (mixed precision, Adam, fully sharded)"),
               a.trainingBytesPerParam, Text::tr("bytes"), QStringLiteral("transformer-math")),
        ranged(QStringLiteral("memory_reserve"),
               Text::tr("Memory kept free for activations and buffers"), a.memoryReserve,
               Text::tr("share of memory"), QStringLiteral("advisor-judgement")),
    };
    e.assumptions[2].overridden = input.mfu.has_value();
    if (e.fp8Applied) {
        e.assumptions.push_back(ranged(
            QStringLiteral("fp8_efficiency"), Text::tr("Share of the FP8 speed-up seen end to end"),
            a.fp8Efficiency, Text::tr("share"), QStringLiteral("nemo-perf-2024")));
    }
    if (e.price) {
        Assumption price = exact(QStringLiteral("price"), Text::tr("Price per chip-hour"),
                                 e.price->usdPerChipHour, Text::tr("USD"), e.price->source);
        price.overridden = e.priceOverridden;
        e.assumptions.push_back(price);
    }

    if (input.precision == Precision::Fp8 && !e.fp8Applied) {
        e.notes << Text::tr("%1 has no FP8 speed-up; the BF16 rate is used.").arg(spec.name);
    }
    if (!e.fitsInMemory) {
        e.notes << Text::tr(
                       "The training state needs %1 GB per chip but only %2 GB is usable: use at "
                       "least %3 chips.")
                       .arg(e.memoryPerChipGB, 0, 'f', 1)
                       .arg(e.usableMemoryPerChipGB, 0, 'f', 1)
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
        e.notes << Text::tr("No price is known for %1 with %2, %3; enter your own to see a cost.")
                       .arg(spec.name, AcceleratorCatalogue::providerName(input.provider),
                            AcceleratorCatalogue::modeName(input.mode));
    }
    return e;
}

std::optional<int> Estimator::chipsForDeadline(const AcceleratorSpec& spec,
                                               const TrainingInput& input,
                                               double deadlineHours) const {
    if (deadlineHours <= 0.0) {
        return std::nullopt;
    }
    const double flops = 6.0 * input.params * input.tokens;
    const auto hoursAt = [&](int chips) {
        const double rate = effectiveTflops(spec, input, chips, nullptr).value * kTera * chips;
        return flops / rate / 3600.0;
    };
    int n = practicalChips(minChipsToFit(spec, input.params));
    // A first guess from the rate at n, then walk up; MFU falls slowly enough with
    // scale that chips x MFU keeps rising, so the first n that makes it is the answer.
    const double guess = std::ceil(n * hoursAt(n) / deadlineHours);
    if (guess > n) {
        n = practicalChips(static_cast<int>(std::min<double>(guess, kMaxChips)));
    }
    while (n > 1 && hoursAt(practicalChips(n / 2)) <= deadlineHours &&
           practicalChips(n / 2) >= minChipsToFit(spec, input.params)) {
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

InferenceEstimate Estimator::inference(const AcceleratorSpec& spec,
                                       const InferenceInput& input) const {
    const SizingAssumptions& a = m_catalogue.assumptions();
    InferenceEstimate e;
    e.shape = input.shape.value_or(ModelShape::guess(input.params));
    const double bytesPerWeight = input.precision == Precision::Fp8 ? 1.0 : 2.0;
    const double weightBytes = input.params * bytesPerWeight;
    const double context = input.inputTokens + input.outputTokens;
    const int batch = std::max(1, input.batch);
    // K and V, per layer, per KV head, per head dimension, kept in BF16.
    const double kvBytes =
        2.0 * 2.0 * e.shape.layers * e.shape.kvHeads * e.shape.headDim * context * batch;
    e.weightsGB = weightBytes * a.inferenceWeightOverhead.value / kGB;
    e.kvCacheGB = kvBytes / kGB;
    e.usableMemoryPerChipGB = spec.memoryGB * (1.0 - a.memoryReserve.value);
    e.minChipsToFit = static_cast<int>(std::min<double>(
        kMaxChips, std::ceil((e.weightsGB + e.kvCacheGB) / e.usableMemoryPerChipGB)));
    e.chipsPerReplica =
        input.chipsPerReplica > 0 ? input.chipsPerReplica : practicalChips(e.minChipsToFit);
    e.memoryPerChipGB = (e.weightsGB + e.kvCacheGB) / e.chipsPerReplica;
    e.fitsInMemory = e.memoryPerChipGB <= e.usableMemoryPerChipGB;

    // Decode reads every weight and the whole KV cache once per step of the batch.
    const double bytesPerStep = weightBytes + kvBytes;
    const Range bandwidth =
        scaled(a.bandwidthEfficiency, spec.bandwidthGBs * kGB * e.chipsPerReplica);
    e.decodeTokensPerSecond = scaled(bandwidth, batch / bytesPerStep);
    e.tokensPerSecondPerSequence = scaled(e.decodeTokensPerSecond, 1.0 / batch);
    const bool fp8 = input.precision == Precision::Fp8 && spec.peak.fp8.has_value();
    const double peak = (fp8 ? *spec.peak.fp8 : spec.peak.bf16) * kTera * e.chipsPerReplica;
    e.prefillTokensPerSecond = scaled(a.prefillMfu, peak / (2.0 * input.params));
    // Time a replica spends per request: prefill its prompt, decode its answer.
    const auto perReplica = [&](double prefill, double decode) {
        return 1.0 / (input.inputTokens / prefill + input.outputTokens / decode);
    };
    e.requestsPerSecondPerReplica = {
        perReplica(e.prefillTokensPerSecond.value, e.decodeTokensPerSecond.value),
        perReplica(e.prefillTokensPerSecond.low, e.decodeTokensPerSecond.low),
        perReplica(e.prefillTokensPerSecond.high, e.decodeTokensPerSecond.high)};
    e.replicas = static_cast<int>(
        std::clamp(std::ceil(input.requestsPerSecond / e.requestsPerSecondPerReplica.value), 1.0,
                   static_cast<double>(kMaxChips)));
    e.totalChips = static_cast<int>(
        std::min<double>(kMaxChips, static_cast<double>(e.replicas) * e.chipsPerReplica));

    e.price = priceFor(spec, input.provider, input.mode, input.usdPerChipHour);
    e.priceOverridden = input.usdPerChipHour.has_value();
    if (e.price) {
        const double perHour = e.totalChips * e.price->usdPerChipHour;
        e.costPerHourUsd = Range{perHour, perHour, perHour};
        const double tokensPerHour = input.requestsPerSecond * context * 3600.0;
        // Replicas are whole: the cost per token uses the chips really paid for,
        // and the range comes from how many replicas the slow and fast cases need.
        const auto costAt = [&](double rpsPerReplica) {
            const double replicas =
                std::max(1.0, std::ceil(input.requestsPerSecond / rpsPerReplica));
            return replicas * e.chipsPerReplica * e.price->usdPerChipHour / tokensPerHour * 1e6;
        };
        e.costPerMillionTokensUsd = Range{costAt(e.requestsPerSecondPerReplica.value),
                                          costAt(e.requestsPerSecondPerReplica.high),
                                          costAt(e.requestsPerSecondPerReplica.low)};
    }

    e.assumptions = {
        exact(QStringLiteral("bytes_per_weight"), Text::tr("Bytes per weight"), bytesPerWeight,
              Text::tr("bytes"), QString()),
        ranged(QStringLiteral("weight_overhead"), Text::tr("Serving memory over the weights"),
               a.inferenceWeightOverhead, Text::tr("x weights"),
               QStringLiteral("transformer-math")),
        exact(QStringLiteral("layers"), Text::tr("Layers (guessed from the size when not given)"),
              e.shape.layers, QString(), QStringLiteral("advisor-judgement")),
        exact(QStringLiteral("kv_heads"), Text::tr("KV heads x head dimension"),
              e.shape.kvHeads * e.shape.headDim, QString(), QStringLiteral("advisor-judgement")),
        exact(QStringLiteral("batch"), Text::tr("Sequences decoded together"), batch, QString(),
              QString()),
        ranged(QStringLiteral("bandwidth_efficiency"),
               Text::tr("Achieved share of memory bandwidth"), a.bandwidthEfficiency,
               Text::tr("share"), QStringLiteral("advisor-judgement")),
        ranged(QStringLiteral("prefill_mfu"), Text::tr("Prefill utilisation of peak compute"),
               a.prefillMfu, Text::tr("share"), QStringLiteral("advisor-judgement")),
        ranged(QStringLiteral("memory_reserve"), Text::tr("Memory kept free for buffers"),
               a.memoryReserve, Text::tr("share of memory"), QStringLiteral("advisor-judgement")),
    };
    if (e.price) {
        Assumption price = exact(QStringLiteral("price"), Text::tr("Price per chip-hour"),
                                 e.price->usdPerChipHour, Text::tr("USD"), e.price->source);
        price.overridden = e.priceOverridden;
        e.assumptions.push_back(price);
    }
    if (!e.fitsInMemory) {
        e.notes << Text::tr(
                       "Weights and KV cache need %1 GB per chip but only %2 GB is usable: use at "
                       "least %3 chips per replica.")
                       .arg(e.memoryPerChipGB, 0, 'f', 1)
                       .arg(e.usableMemoryPerChipGB, 0, 'f', 1)
                       .arg(e.minChipsToFit);
    }
    if (!e.price) {
        e.notes << Text::tr("No price is known for %1 with %2, %3; enter your own to see a cost.")
                       .arg(spec.name, AcceleratorCatalogue::providerName(input.provider),
                            AcceleratorCatalogue::modeName(input.mode));
    }
    return e;
}

} // namespace accel::sizing
