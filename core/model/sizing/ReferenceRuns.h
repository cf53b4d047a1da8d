#pragma once

// Published runs as this model sees them: the same work in chip-hours, as
// published and as estimated. The calibration report and the evidence shown
// beside every estimate both come from compareRun, so they cannot disagree.

#include "model/sizing/AcceleratorData.h"
#include "model/sizing/Estimator.h"
#include "model/sizing/PublishedRuns.h"

#include <optional>
#include <vector>

namespace accel::sizing {

// The estimator's inputs that reproduce a published run's set-up.
TrainingInput trainingInputOf(const PublishedRun& run);
InferenceInput inferenceInputOf(const PublishedRun& run);

struct RunComparison {
    const PublishedRun* run = nullptr;
    double publishedChipHours = 0.0;
    // Absent when this model refuses the set-up (it does not fit in memory).
    std::optional<double> predictedChipHours;
    double workTokens = 0.0;   // the tokens the chip-hours are for
    bool outputTokens = false; // serving: output tokens; training: training tokens

    // Estimate over published (1 = exact, above 1 = the model is slower).
    [[nodiscard]] std::optional<double> ratio() const;
    // "1B training tokens", "15.6T training tokens", "1B output tokens" (translated).
    [[nodiscard]] QString workText() const;
    // "Llama 3.1 405B on 16,384 x NVIDIA H100 SXM, FP8" (translated); a
    // serving run adds its tokens in and out per request, where known.
    [[nodiscard]] QString name(const AcceleratorData& catalogue) const;
    // "Title (publisher, date)".
    [[nodiscard]] QString sourceText() const;
};

RunComparison compareRun(const Estimator& estimator, const AcceleratorData& catalogue,
                         const PublishedRun& run);

// What an estimate is about, to find the runs most like it.
struct ReferenceQuery {
    QString accelerator;
    double params = 0.0;
    double activeParams = 0.0;
    int chips = 1;
    bool training = true;
    Method method = Method::Pretrain; // training: a run of another method is further away
    // Serving: tokens per request; a run of other lengths is further away (0: not given).
    double inputTokens = 0.0;
    double outputTokens = 0.0;
};

// The runs nearest the query (same accelerator, then same vendor and
// platform, then similar active size and scale and, in serving, similar
// request lengths), nearest first.
std::vector<RunComparison> nearestRuns(const Estimator& estimator, const AcceleratorData& catalogue,
                                       const PublishedRuns& table, const ReferenceQuery& query,
                                       int count = 3);

} // namespace accel::sizing
