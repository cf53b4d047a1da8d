#pragma once

#include <QString>

namespace accel {
struct Evaluation;
}

namespace accel::render {

// The evaluation as plain text for a terminal: verdict, confidence, top
// factors, blockers, what would change it, open questions.
struct TextSummaryOptions {
    QString title; // profile name
    QString file;  // where it came from
    int topFactors = 8;
    int maxFlips = 8;
};

QString textSummary(const Evaluation& evaluation, const TextSummaryOptions& options);

} // namespace accel::render
