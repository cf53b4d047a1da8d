#pragma once

#include "model/ConfidenceBand.h"
#include "model/Evaluation.h"
#include "model/text/NumberFormat.h" // durationText, usdText: the one rule for every view

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace accel {

// The verdict at a glance, the same in the wizard's result page, its live
// panel and the report's summary: what the answer is, how sure, the
// cheapest configuration that fits (when sizing is filled in) and the
// answers that decided it. Read from the Evaluation; nothing recomputed.

// An answer that decided the verdict: a blocker's answers first, then the
// answers the engine chose on each side (Evaluation::decidedBy, by the one
// rule of DecidedBy.h), GPU's side first. Every view shows exactly this list:
// the verdict card, the live panel, the reports and `evaluate`.
struct DecidingAnswer {
    int question = -1;
    int option = -1;
    double contribution = 0.0;      // < 0: for GPU, > 0: for TPU
    std::optional<Platform> blocks; // the platform this answer rules out
    [[nodiscard]] Platform favours() const {
        return contribution < 0.0 ? Platform::Gpu : Platform::Tpu;
    }
};

[[nodiscard]] std::vector<DecidingAnswer> decidingAnswers(const Evaluation& e);

// "Decided by" in lines every view shows the same: "Rules out TPU: Where the
// work must run: On premises", "For GPU: Project stage: Research; …",
// "For TPU: Main framework: JAX".
[[nodiscard]] QStringList decidedByLines(const Evaluation& e);

// "Hosting: On premises — rules out TPU", "Main framework: JAX".
[[nodiscard]] QString decidingAnswerText(const Evaluation& e, const DecidingAnswer& d);

// The cheapest configuration that fits, from the sizing; see SizingGlance.h.
struct CheapestFit {
    QString accelerator; // display name, e.g. "TPU v5p"
    int chips = 0;
    double costUsd = 0.0; // training: the whole run; inference: per hour
    bool perHour = false; // inference
    double hours = 0.0;   // training only
    QString priceDate;    // as precise as the source: "2025-01"
    // Training: the deadline the run was planned to meet, in days (0 when
    // not known, as in results saved by older versions), and whether it was
    // assumed because the workload sets none.
    double deadlineDays = 0.0;
    bool deadlineAssumed = false;
    [[nodiscard]] bool operator==(const CheapestFit&) const = default;
};

// "Cheapest that fits: 64 × TPU v5p, about $12,300 in 41 hours (prices of
// 2025-01)", with the deadline it was planned for when there is one ("…that
// finishes within 30 days (no deadline set): …").
[[nodiscard]] QString cheapestFitText(const CheapestFit& fit);
// The configuration alone, for sentences of their own: "64 × TPU v5p, about
// $12,300 in 41 hours (prices of 2025-01)".
[[nodiscard]] QString cheapestFitDetails(const CheapestFit& fit);

// "about $12,300", "$1.2 million": money as a reader takes it in.
[[nodiscard]] QString moneyText(double usd);

} // namespace accel
