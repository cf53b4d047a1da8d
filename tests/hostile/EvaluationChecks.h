#pragma once

// Invariants every Evaluation must satisfy, whatever the answers and weights:
// finite numbers, values in their ranges, a verdict from the allowed set, and
// flips that really flip. Returned as an AssertionResult so that a sweep of a
// million evaluations stops at the first broken one and names it.

#include "model/Engine.h"
#include "model/QuestionCatalogue.h"

#include <cmath>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

namespace accel::test {

inline std::string describe(const QuestionCatalogue& cat, const AnswerSet& a, const WeightSet& w) {
    std::ostringstream out;
    for (int q = 0; q < cat.questionCount(); ++q) {
        out << cat.question(q).id.toStdString() << '='
            << (a.isAnswered(q) ? cat.option(q, a.option(q)).id.toStdString() : "-") << '@'
            << w.weight(q) << ' ';
    }
    return out.str();
}

inline bool isVerdict(Verdict v) {
    return v == Verdict::Gpu || v == Verdict::Tpu || v == Verdict::Hybrid;
}

inline ::testing::AssertionResult checkEvaluation(const Engine& engine,
                                                  const QuestionCatalogue& cat, const Evaluation& r,
                                                  bool verifyFlips = true) {
    auto fail = [&](const std::string& what) {
        return ::testing::AssertionFailure()
               << what << "\n  for " << describe(cat, r.answers, r.weights);
    };
    auto finite = [](double v) { return std::isfinite(v); };
    constexpr double kEps = 1e-9;

    if (!isVerdict(r.verdict)) {
        return fail("verdict outside the allowed set");
    }
    if (!finite(r.gpuScore) || !finite(r.tpuScore) || !finite(r.margin) ||
        !finite(r.normalisedMargin)) {
        return fail("a score is not finite");
    }
    if (r.gpuScore < 0.0 || r.tpuScore < 0.0) {
        return fail("a negative score");
    }
    if (std::abs(r.margin - (r.tpuScore - r.gpuScore)) > kEps) {
        return fail("margin is not TPU - GPU");
    }
    if (r.normalisedMargin < -1.0 - kEps || r.normalisedMargin > 1.0 + kEps) {
        return fail("normalised margin outside [-1, 1]");
    }
    for (int q = 0; q < r.weights.size(); ++q) {
        const double w = r.weights.weight(q);
        if (!finite(w) || w < WeightSet::kMin || w > WeightSet::kMax) {
            return fail("the evaluation holds a weight outside [0, 10]");
        }
    }

    double gpu = 0.0;
    double tpu = 0.0;
    for (const FactorContribution& f : r.factors) {
        if (f.question < 0 || f.question >= cat.questionCount() || f.option < 0 ||
            f.option >= static_cast<int>(cat.question(f.question).options.size())) {
            return fail("a factor names no catalogue option");
        }
        if (!finite(f.weight) || !finite(f.lean) || !finite(f.contribution)) {
            return fail("a factor holds a non-finite number");
        }
        if (f.weight < WeightSet::kMin || f.weight > WeightSet::kMax || f.lean < -1.0 ||
            f.lean > 1.0 || std::abs(f.contribution - f.weight * f.lean) > kEps) {
            return fail("a factor's weight, lean or contribution is out of range");
        }
        (f.contribution < 0.0 ? gpu : tpu) += std::abs(f.contribution);
    }
    if (std::abs(gpu - r.gpuScore) > 1e-6 || std::abs(tpu - r.tpuScore) > 1e-6) {
        return fail("the scores are not the sums of the contributions");
    }

    // A blocked platform is never the verdict (unless both are blocked).
    if (r.gpuAvailable != r.tpuAvailable) {
        const Verdict only = r.gpuAvailable ? Verdict::Gpu : Verdict::Tpu;
        if (r.verdict != only) {
            return fail("a blocked platform is the verdict");
        }
    }
    if ((r.verdict == Verdict::Hybrid) != !r.split.empty()) {
        return fail("a work split without a hybrid verdict, or the reverse");
    }
    for (const WorkAssignment& w : r.split) {
        if (w.work == nullptr) {
            return fail("a work split entry without text");
        }
    }

    const Confidence& c = r.confidence;
    double shareSum = 0.0;
    for (double s : c.shares) {
        if (!finite(s) || s < 0.0 || s > 1.0) {
            return fail("a confidence share outside [0, 1]");
        }
        shareSum += s;
    }
    if (!finite(c.sameVerdict) || c.sameVerdict < 0.0 || c.sameVerdict > 1.0 ||
        std::abs(shareSum - 1.0) > 1e-9 ||
        c.sameVerdict != c.shares[static_cast<std::size_t>(r.verdict)] || !finite(c.spread) ||
        !finite(c.answeredShare) || c.answeredShare < 0.0 || c.answeredShare > 1.0) {
        return fail("confidence outside [0, 1] or not the share of the verdict");
    }

    for (const OpenQuestion& open : r.unanswered) {
        if (r.answers.isAnswered(open.question)) {
            return fail("an answered question is listed as open");
        }
        if (!finite(open.mostGpuMargin) || !finite(open.mostTpuMargin) ||
            open.mostGpuMargin > r.normalisedMargin + kEps ||
            open.mostTpuMargin < r.normalisedMargin - kEps || open.mostGpuMargin < -1.0 - kEps ||
            open.mostTpuMargin > 1.0 + kEps) {
            return fail("an open question's range is not finite or does not hold the margin");
        }
    }
    if (!finite(r.openMostGpuMargin) || !finite(r.openMostTpuMargin)) {
        return fail("the open range is not finite");
    }
    if (!r.unanswered.empty() && !r.canReach(r.verdict) &&
        std::any_of(r.unanswered.begin(), r.unanswered.end(),
                    [](const OpenQuestion& o) { return !o.couldChangeVerdict; })) {
        return fail("no way of answering the open questions keeps the verdict, yet one of them "
                    "alone keeps it");
    }

    double previousDistance = -1.0;
    bool blockerFlipsStarted = false;
    for (const Flip& f : r.flips) {
        if (f.byBlocker && !blockerFlipsStarted) {
            blockerFlipsStarted = true;
            previousDistance = -1.0;
        } else if (!f.byBlocker && blockerFlipsStarted) {
            return fail("a flip that moves the margin is listed after one that blocks");
        }
        if (!isVerdict(f.newVerdict) || f.newVerdict == r.verdict ||
            !finite(f.newNormalisedMargin) || f.newNormalisedMargin < -1.0 - kEps ||
            f.newNormalisedMargin > 1.0 + kEps) {
            return fail("a flip without a new verdict or with a non-finite margin");
        }
        if (f.question < 0 || f.question >= cat.questionCount() ||
            f.fromOption != r.answers.option(f.question) || f.toOption == f.fromOption ||
            f.toOption < 0 ||
            f.toOption >= static_cast<int>(cat.question(f.question).options.size())) {
            return fail("a flip that is not a change of one answer");
        }
        const double distance = std::abs(f.newNormalisedMargin - r.normalisedMargin);
        if (distance + kEps < previousDistance) {
            return fail("flips are not ordered by the size of the change");
        }
        previousDistance = distance;
        if (verifyFlips) {
            // What the Evaluation claims must be what applying the change gives.
            AnswerSet changed = r.answers;
            changed.set(f.question, f.toOption);
            const Evaluation after = engine.evaluate(
                changed, r.weights, {.flips = false, .confidence = false, .unanswered = false});
            if (after.isBlocked(Platform::Tpu) && f.newVerdict != Verdict::Gpu) {
                return fail("a flip lands on TPUs although the change blocks them");
            }
            if (after.verdict != f.newVerdict ||
                std::abs(after.normalisedMargin - f.newNormalisedMargin) > kEps) {
                return fail("applying flip " + cat.question(f.question).id.toStdString() + " -> " +
                            cat.option(f.question, f.toOption).id.toStdString() +
                            " does not give what the flip claims");
            }
        }
    }
    return ::testing::AssertionSuccess();
}

} // namespace accel::test
