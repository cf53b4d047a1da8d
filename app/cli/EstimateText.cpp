#include "app/cli/EstimateText.h"

#include "app/cli/CommandText.h"
#include "model/CatalogueText.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/SizingText.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel::cli {

namespace {

QString gb(double v) {
    return v < 1.0 ? Text::tr("%1 MB").arg(plainNumberText(v * 1000.0))
                   : Text::tr("%1 GB").arg(plainNumberText(v));
}

QString priceLine(const sizing::PricePoint& p) {
    const qint64 age = sizing::priceAgeDays(p, QDate::currentDate());
    QString host;
    if (p.host == QStringLiteral("included")) {
        host = Text::tr(", host (vCPU, RAM) included");
    } else if (p.host == QStringLiteral("extra")) {
        host = Text::tr(", accelerator only: the host (vCPU, RAM) is billed on top");
    }
    //: %2 the provider, %3 the pricing mode inside a sentence ("on demand").
    return Text::tr("  Price:           %1 per chip-hour, %2, %3%4, dated %5%6, from %7\n")
        .arg(usdText(p.usdPerChipHour), sizing::providerName(p.provider),
             sizing::pricingModeInSentence(p.mode), host, dateText(p.date),
             age >= 0 ? Text::tr(" (%1)").arg(sizing::priceAgeText(age)) : QString(),
             sizing::priceOriginName(p.origin));
}

// Only the options that apply to the workload: --mfu is training's alone.
QString assumptionsText(const sizing::AcceleratorData& catalogue,
                        const std::vector<sizing::Assumption>& list, const QStringList& notes,
                        bool training) {
    QString t = training ? Text::tr("Assumptions (change MFU and price with --mfu and --price, "
                                    "the others in the catalogue override file):\n")
                         : Text::tr("Assumptions (change the price with --price, the others in "
                                    "the catalogue override file):\n");
    for (const sizing::Assumption& a : list) {
        const QString source = sizing::readableSources(catalogue, a.source);
        //: One assumption: label, value, " [yours]" when the user set it, "; source: ...".
        t += Text::tr("  - %1: %2%3%4\n")
                 .arg(a.label, sizing::assumptionValueText(a),
                      a.overridden ? Text::tr(" [yours]") : QString(),
                      source.isEmpty() ? QString() : Text::tr("; source: %1").arg(source));
    }
    // A list under a heading, not "Note: X": French writes a small letter
    // after a colon, and a note is a sentence that starts with a capital.
    if (!notes.isEmpty()) {
        //: Heads the list of notes below it: "Note:" for one, "Notes:" for more.
        t += Text::tr("Note(s):\n", nullptr, static_cast<int>(notes.size()));
        for (const QString& note : notes) {
            //: One note, an item of the list under "Notes:".
            t += Text::tr("  - %1\n").arg(note);
        }
    }
    return t;
}

QString modelText(double params, double active, const sizing::ModelShape& shape) {
    QString t = active < params * 0.999
                    ? Text::tr("a mixture of experts of %1 parameters (%2 active)")
                          .arg(countOfText(params), countText(active))
                    : Text::tr("a model of %1 parameters").arg(countOfText(params));
    if (!shape.guessed) {
        t += Text::tr(" (architecture: %1)").arg(sizing::displayName(shape));
    }
    return t;
}

} // namespace

QString referenceRunsText(const sizing::AcceleratorData& catalogue,
                          const std::vector<sizing::RunComparison>& runs) {
    if (runs.empty()) {
        return {};
    }
    QString t = Text::tr("Nearest published runs (chip-hours for the same work):\n");
    for (const sizing::RunComparison& c : runs) {
        const QString predicted =
            c.predictedChipHours ? sig3Text(*c.predictedChipHours) : Text::tr("does not fit");
        t += Text::tr("  %1, %2: published %3, this model %4. %5\n")
                 .arg(c.name(catalogue), c.workText(), sig3Text(c.publishedChipHours), predicted,
                      c.sourceText());
    }
    return t;
}

QString trainingText(const sizing::AcceleratorData& catalogue, const sizing::AcceleratorSpec& spec,
                     const sizing::TrainingInput& in, const sizing::TrainingEstimate& e) {
    QString t;
    t += Text::tr("%1 of %2 on %3 tokens, %4 tokens per sequence (%5), with %6 × %7\n")
             .arg(sizing::methodName(sizing::methodId(in.method)),
                  modelText(in.params, in.active(), e.shape), countOfText(in.tokens),
                  countOfText(in.seqLen), sizing::precisionId(in.precision).toUpper(),
                  QLocale().toString(e.chips), spec.name);
    t +=
        Text::tr("  Fits in memory:  %1 (%2 of state + %3 of activations per chip, %4 usable; "
                 "%5-way tensor parallel; %6)\n")
            .arg(e.fitsInMemory ? Text::tr("yes") : Text::tr("no"), gb(e.statePerChipGB),
                 gb(e.activationsPerChipGB), gb(e.usableMemoryPerChipGB))
            .arg(e.tensorParallel)
            .arg(
                e.minChipsToFit > 0
                    ? Text::tr("fewest chips that fit: %1").arg(QLocale().toString(e.minChipsToFit))
                    : Text::tr("no chip count fits"));
    if (!e.fitsInMemory) {
        // Nothing runs, so there is no time and no cost to show.
        t += Text::tr("  Time:            none: this set-up does not fit in memory\n");
    } else {
        t += Text::tr("  Time:            %1, end to end\n")
                 .arg(durationRangeText(e.hours.value, e.hours.low, e.hours.high));
        t += Text::tr("  Steady state:    %1 of compute alone, before restarts, checkpoints and "
                      "evaluation (goodput)\n")
                 .arg(durationText(e.steadyHours.value));
        t += Text::tr("  Chip-hours:      %1\n")
                 .arg(e.chipHours.value >= 1e6 ? countText(e.chipHours.value)
                                               : sig3Text(e.chipHours.value));
        if (e.costUsd && e.price) {
            t += Text::tr("  Cost:            %1\n")
                     .arg(usdRangeText(e.costUsd->value, e.costUsd->low, e.costUsd->high));
            t += priceLine(*e.price);
        } else {
            t += Text::tr("  Cost:            unknown: %1\n").arg(e.noPriceReason);
        }
    }
    QStringList notes = e.notes;
    notes.removeAll(e.noPriceReason);
    return t + assumptionsText(catalogue, e.assumptions, notes, true);
}

QString inferenceText(const sizing::AcceleratorData& catalogue, const sizing::AcceleratorSpec& spec,
                      const sizing::InferenceInput& in, const sizing::InferenceEstimate& e) {
    QString t;
    //: %2 is a load, "12 requests/s"; %4 the output tokens, whose count picks the form.
    t += Text::tr("Serving %1 at %2 (%3 input + %4 output tokens each, %5) on %6\n", nullptr,
                  pluralCountOf(in.outputTokens))
             .arg(modelText(in.params, in.active(), e.shape),
                  amountText(in.requestsPerSecond, CountUnit::RequestPerSecond),
                  countOfText(in.inputTokens), countOfText(in.outputTokens),
                  sizing::precisionId(in.precision).toUpper(), spec.name);
    t += Text::tr("  Chips:           %1 (%2 × %3 per replica)%4\n")
             .arg(QLocale().toString(e.totalChips), Text::tr("%Ln replica(s)", nullptr, e.replicas),
                  chipsText(e.chipsPerReplica))
             .arg(in.chips > 0 ? Text::tr(", %Ln given", nullptr, in.chips)
                               : Text::tr(", the fewest that carry the load"));
    t += Text::tr("  Fits in memory:  %1 (%2 of weights + %3 of KV cache per replica, %4 usable "
                  "per chip)\n")
             .arg(e.fitsInMemory ? Text::tr("yes") : Text::tr("no"), gb(e.weightsGB),
                  gb(e.kvCacheGB), gb(e.usableMemoryPerChipGB));
    if (e.replicas > 0 && e.fitsInMemory) {
        const QString limit = e.batchLimit == sizing::BatchLimit::Memory ? Text::tr("memory")
                              : e.batchLimit == sizing::BatchLimit::Tpot
                                  ? Text::tr("the latency targets")
                              : e.batchLimit == sizing::BatchLimit::MaxBatch
                                  ? Text::tr("--max-batch")
                                  : Text::tr("the load: replicas are not full");
        t += Text::tr("  Batch:           %Ln sequence(s) per replica (set by %1)\n", nullptr,
                      e.batch)
                 .arg(limit);
        t +=
            Text::tr("  Latency:         first token %1 ms (target %2 ms), then %3 ms per token = "
                     "%4 tokens/s per user (target %5 ms)%6\n")
                .arg(plainNumberText(e.ttftMs), plainNumberText(in.ttftMs),
                     plainNumberText(e.tpotMs), plainNumberText(e.tokensPerSecondPerUser),
                     plainNumberText(in.tpotMs), e.meetsLatency ? QString() : Text::tr(": MISSED"));
        //: %2 and %3 are loads, "12 requests/s".
        t += Text::tr("  Throughput:      %1 output tokens/s (%2; capacity %3)%4\n")
                 .arg(sig3Text(e.outputTokensPerSecond),
                      amountText(e.servedRequestsPerSecond, CountUnit::RequestPerSecond),
                      amountText(e.capacityRequestsPerSecond, CountUnit::RequestPerSecond),
                      e.meetsLoad ? QString() : Text::tr(": BELOW THE LOAD"));
    }
    if (e.costPerHourUsd && e.price) {
        t += Text::tr("  Cost:            %1 per hour; %2 per million output tokens")
                 .arg(usdText(*e.costPerHourUsd),
                      e.costPerMillionOutputTokensUsd
                          ? usdRangeText(e.costPerMillionOutputTokensUsd->value,
                                         e.costPerMillionOutputTokensUsd->low,
                                         e.costPerMillionOutputTokensUsd->high)
                          : Text::tr("unknown"));
        t += QLatin1Char('\n') + priceLine(*e.price);
    } else {
        t += Text::tr("  Cost:            unknown: %1\n")
                 .arg(e.noPriceReason.isEmpty() ? Text::tr("nothing to price") : e.noPriceReason);
    }
    QStringList notes = e.notes;
    notes.removeAll(e.noPriceReason);
    return t + assumptionsText(catalogue, e.assumptions, notes, false);
}

} // namespace accel::cli
