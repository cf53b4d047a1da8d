#pragma once

#include "Evaluation.h"

namespace accel {

class Catalogue;

struct EngineOptions {
    bool flips = true;
    bool confidence = true;
    bool unanswered = true;
    int samples = 10000;
    quint64 seed = 20261121; // fixed, so the same profile always gives the same confidence
    double spread = 0.5;     // sampled weight = weight * uniform(1 - spread, 1 + spread)
};

// The decision engine: pure, deterministic, no I/O. Interprets the catalogue;
// knows no question by name.
class Engine {
public:
    static constexpr int kMaxQuestions = 64;

    explicit Engine(const Catalogue& catalogue)
        : m_catalogue(catalogue) {}

    // Weights are counted within [WeightSet::kMin, kMax] (NaN as 0), and the
    // result holds them as counted, so every number in it is finite.
    [[nodiscard]] Evaluation evaluate(const AnswerSet& answers, const WeightSet& weights,
                                      const EngineOptions& options = {}) const;

private:
    struct Core;
    [[nodiscard]] Core core(const AnswerSet& answers, const WeightSet& weights) const;
    [[nodiscard]] Verdict decide(const Core& c, double gpuScore, double tpuScore) const;
    void computeConfidence(Evaluation& result, const Core& c, const EngineOptions& o) const;
    void computeFlips(Evaluation& result, const Core& c) const;
    void computeUnanswered(Evaluation& result, const Core& c) const;

    const Catalogue& m_catalogue;
};

} // namespace accel
