#pragma once

#include "model/DecidedBy.h" // kDecidedByCount, decidedByOf
#include "model/Evaluation.h"

#include <array>
#include <cstdint>

namespace accel {

class QuestionCatalogue;

struct EngineOptions {
    bool flips = true;
    bool confidence = true;
    bool unanswered = true;
    // 2,000 samples put the share within about +-1 percentage point (one
    // standard error at 50%), enough for a figure shown as a whole percent.
    int samples = 2000;
    quint64 seed = 20261121; // fixed, so the same profile always gives the same confidence
    double spread = 0.5;     // sampled weight = weight * uniform(1 - spread, 1 + spread)
    double leanSpread = 0.5; // sampled lean = lean * uniform(1 - leanSpread, 1 + leanSpread)
    // Each side's total is also scaled by one draw of uniform(1 - s, 1 + s) per
    // case: whether the sources weigh GPU's (or TPU's) arguments right is one
    // uncertainty for all of them, which does not average out over many
    // answers, so answers that pull hard both ways keep the figure low.
    double sideSpread = 0.5;
    bool sampleOpenAnswers = true;
};

// Two leading verdicts whose sampled shares are within this of each other (or
// in the wrong order) are "too close to call". Ten percentage points is ten
// times the sampling error of 2,000 samples (about 1 point), so a headline is
// never decided by sampling noise, and small enough that on random profiles
// with 1 to 10 answers well under half read "too close" (docs/decision-model.md).
inline constexpr double kTooCloseLead = 0.10;

// The headline is an early reading ("so far") while less than this share of
// the applicable importance is answered.
inline constexpr double kSoFarAnsweredShare = 0.5;

// The decision engine: pure, deterministic, no I/O. Interprets the catalogue;
// knows no question by name.
//
// Feasibility before preference: blockers first (a blocked platform is never
// the verdict), then the weighted leans. A hybrid verdict needs TPUs to be
// available, an experimentation phase and scaled runs both present, and TPUs
// ahead; with an experimentation phase but no scaled runs the answer is GPU
// (seeds 000/001: GPUs for exploratory work). Verdicts are ordered
// GPU < hybrid < TPU, and every answer change that raises the TPU margin,
// adds no blocker to TPU and no experimentation phase, and removes no scaled
// phase can only move the verdict up that order (tests/hostile checks it).
class Engine {
public:
    static constexpr int kMaxQuestions = 64;

    explicit Engine(const QuestionCatalogue& catalogue)
        : m_catalogue(catalogue) {}

    // Weights are counted within [WeightSet::kMin, kMax] (NaN as 0), and the
    // result holds them as counted, so every number in it is finite.
    [[nodiscard]] Evaluation evaluate(const AnswerSet& answers, const WeightSet& weights,
                                      const EngineOptions& options = {}) const;

private:
    using Choices = std::array<std::int8_t, kMaxQuestions>;
    using Weights = std::array<double, kMaxQuestions>;
    struct Core;
    class StructureCache;
    [[nodiscard]] Core core(const Choices& chosen, const Weights& weights) const;
    struct Scores {
        double gpu = 0.0;
        double tpu = 0.0;
    };
    [[nodiscard]] Verdict decide(const Core& c) const;
    [[nodiscard]] Verdict decide(const Core& c, Scores scores) const;
    [[nodiscard]] Scores scoresOf(const Core& c, const Weights& weights) const;
    // The steps of evaluate(), in order; each returns its part of the result.
    struct OpenAnswerStats;
    struct SampledConfidence;
    struct OpenQuestionsAnalysis;
    struct ReadingOutcome;
    struct AnswerNextCandidate;
    class OpenDraws;
    void describeVerdict(Evaluation& result, const Core& c) const;
    [[nodiscard]] static VerdictBasis basisOf(const Core& c);
    [[nodiscard]] std::vector<FactorContribution> factorsOf(const Core& c,
                                                            const Weights& weights) const;
    [[nodiscard]] std::vector<Blocker> blockersOf(const Core& c) const;
    [[nodiscard]] std::vector<WorkAssignment>
    splitOf(const std::vector<FactorContribution>& factors) const;
    [[nodiscard]] std::vector<Proviso> provisosOf(Verdict verdict, const Core& c,
                                                  const Choices& chosen) const;
    [[nodiscard]] std::vector<Conflict> conflictsOf(const Core& c) const;
    [[nodiscard]] SampledConfidence
    confidenceOf(Verdict verdict, const std::vector<Proviso>& provisos, const Core& c,
                 const Choices& chosen, const Weights& weights, const EngineOptions& o) const;
    [[nodiscard]] bool isSettled(const Core& c, const Confidence& conf, int openCount) const;
    [[nodiscard]] std::uint64_t
    provisoRulesFor(Verdict verdict, const std::vector<Proviso>& provisos, const Core& c) const;
    [[nodiscard]] std::array<int, kVerdictCount>
    sampleVerdicts(Verdict verdict, std::uint64_t provisoRules, const Choices& chosen,
                   const Weights& weights, const Confidence& conf, const OpenDraws& draws,
                   OpenAnswerStats& stats) const;
    [[nodiscard]] double answeredShare(const Core& c, const Choices& chosen,
                                       const Weights& weights) const;
    [[nodiscard]] std::vector<Flip> flipsOf(Verdict verdict, double normalisedMargin, const Core& c,
                                            const Choices& chosen, const Weights& weights) const;
    [[nodiscard]] OpenQuestionsAnalysis unansweredOf(Verdict verdict, double normalisedMargin,
                                                     const Core& c, const Choices& chosen,
                                                     const Weights& weights) const;
    // OpenAnswerSearch.cpp: the verdicts some answering of every open question gives.
    [[nodiscard]] std::array<bool, kVerdictCount>
    reachableOf(Verdict verdict, const Choices& chosen, const Weights& weights) const;
    struct Bounds;
    [[nodiscard]] Bounds boundsOf(const Choices& fixed, const Weights& weights) const;
    [[nodiscard]] bool canReach(Verdict target, Choices& sample, const std::vector<int>& open,
                                std::size_t next, const Weights& weights, long& budget) const;
    [[nodiscard]] static ReadingOutcome readingOf(Verdict verdict, const Confidence& confidence,
                                                  const Core& c);
    [[nodiscard]] AnswerNextCandidate
    answerNextCandidate(int q, Verdict verdict, const Confidence& confidence, const Choices& chosen,
                        const Weights& weights, const OpenAnswerStats& stats) const;
    [[nodiscard]] std::optional<AnswerNext>
    answerNextOf(Verdict verdict, const Confidence& confidence, const Core& c,
                 const Choices& chosen, const Weights& weights, const OpenAnswerStats& stats) const;
    // The prior weight of each option of an open question, given the answers.
    [[nodiscard]] const std::vector<double>* priorFor(int question, const Choices& chosen) const;
    [[nodiscard]] Choices choicesOf(const AnswerSet& answers) const;

    const QuestionCatalogue& m_catalogue;
};

// GPU 0, hybrid 1, TPU 2: the order in which verdicts lean towards TPUs.
[[nodiscard]] int verdictRank(Verdict verdict);

} // namespace accel
