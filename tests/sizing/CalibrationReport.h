#pragma once

// The calibration report (docs/sizing-calibration-report.md): every published
// run of resources/published-runs.json through the bundled estimator.

#include "model/sizing/ReferenceRuns.h"

#include <QString>

#include <vector>

namespace accel::sizing::calibration {

// How many runs of a part are within 1.5x, and the median estimate / published.
struct Tally {
    int runs = 0;
    int within = 0;
    double median = 0.0;
    [[nodiscard]] double share() const { return runs > 0 ? double(within) / runs : 0.0; }
};

struct Summary {
    Tally training;
    Tally trainingFitted;
    Tally trainingHeldOut;
    Tally serving;
    Tally servingFitted;
    Tally servingHeldOut;
    Tally servingShortOutput; // at most 4,096 output tokens per request
    Tally servingLongOutput;  // more: the long-output rule's figures
    Tally servingLongPrompt;  // prompts of 8,192 tokens or more: the long-prompt rule's
};

std::vector<RunComparison> compareAll();
Summary summarise(const std::vector<RunComparison>& comparisons);
// The whole report as Markdown; the same text every time for the same data.
QString reportMarkdown();

} // namespace accel::sizing::calibration
