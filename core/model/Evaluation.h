#pragma once

#include "model/Answers.h"
#include "model/Platform.h"

#include <QtGlobal>

#include <array>
#include <optional>
#include <vector>

namespace accel {

class QuestionCatalogue;

enum class Favours : std::uint8_t { Gpu, Tpu, Neutral };

// One question's part in the result.
struct FactorContribution {
    int question = -1;
    int option = AnswerSet::kUnanswered; // kUnanswered: counted as neutral
    double weight = 0.0;
    double lean = 0.0;
    double contribution = 0.0; // weight * lean: negative favours GPU, positive TPU
    int interaction = -1; // index into QuestionCatalogue::interactions() that set the lean, or -1
    [[nodiscard]] Favours favours() const {
        return contribution < 0.0 ? Favours::Gpu
                                  : (contribution > 0.0 ? Favours::Tpu : Favours::Neutral);
    }
};

struct Blocker {
    int rule = -1; // index into QuestionCatalogue::blockers()
    Platform platform = Platform::Tpu;
};

// A single answer change that changes the verdict.
struct Flip {
    int question = -1;
    int fromOption = AnswerSet::kUnanswered;
    int toOption = AnswerSet::kUnanswered;
    Verdict newVerdict = Verdict::Gpu;
    double newNormalisedMargin = 0.0;
    bool byBlocker = false; // the change blocks a platform rather than moving the margin
};

// An open question and how far answering it could move the result.
struct OpenQuestion {
    int question = -1;
    double mostGpuMargin = 0.0; // normalised margin if answered with its most GPU-leaning option
    double mostTpuMargin = 0.0;
    bool couldChangeVerdict = false;
};

struct WorkAssignment {
    Platform platform = Platform::Gpu;
    const char* work = nullptr; // catalogue text, translate with QuestionCatalogue::text()
    int question = -1;          // the answer that implies it; -1 for the rule's default
};

// A feasibility check still open: the headlined verdict holds only if this
// open question is answered with one of `needs`, because some of its options
// would rule `platform` out (a blocker rule of the catalogue). The confidence
// is computed given every proviso holds.
struct Proviso {
    int question = -1;
    Platform platform = Platform::Tpu;
    std::uint32_t needs = 0; // bit o: option o keeps the platform
    int rule = -1;           // the first blocker rule behind it (QuestionCatalogue::blockers())
    // Another open question of the same two-answer blocker: either answer in
    // its `needs` keeps the platform (custom kernels, or the time to port them). -1: none.
    int either = -1;
    [[nodiscard]] bool keeps(int option) const {
        return option >= 0 && ((needs >> static_cast<unsigned>(option)) & 1U) != 0U;
    }
};

// The open question whose answer is most likely to change the verdict.
struct AnswerNext {
    int question = -1;
    std::array<bool, kVerdictCount> couldChangeTo{}; // indexed like Confidence::shares
    double share = 0.0; // how often its answer changes the verdict (prior-weighted over samples)
};

// How often the verdict survives what is not known, given its provisos hold:
// each sample draws every open question's answer (from the catalogue's prior
// for that question, uniform where no source supports one, never an option a
// proviso excludes), each lean's strength and each importance weight;
// blockers and the hybrid rule are applied as usual.
struct Confidence {
    int samples = 0;
    quint64 seed = 0;
    double spread = 0.0;                        // each weight drawn from [w*(1-s), w*(1+s)]
    double leanSpread = 0.0;                    // each lean drawn from [l*(1-s), l*(1+s)]
    double sideSpread = 0.0;                    // each side's total drawn from [t*(1-s), t*(1+s)]
    int openQuestions = 0;                      // open questions whose answers were sampled
    std::array<double, kVerdictCount> shares{}; // share of samples per verdict (Gpu, Tpu, Hybrid)
    double answeredShare = 1.0; // share of the applicable importance that is answered
    // The confidence shown: the share of the samples that keep the verdict,
    // shares[verdict], and nothing else (one number, one meaning).
    double sameVerdict = 1.0;
};

// How the verdict is read out, in one word every view shares.
enum class Reading : std::uint8_t {
    Decided,  // the verdict, with the share of cases that keep it
    TooClose, // another verdict's share is within kTooCloseLead of it, or ahead
    Early,    // too little is answered: what the answers lean to, no figure
};

// Two answers that contradict each other as the sources describe them
// (JAX that does not compile under XLA): said in every view, never used silently.
struct Conflict {
    int rule = -1; // index into QuestionCatalogue::conflicts()
};

// Why the verdict is what it is.
enum class VerdictBasis : std::uint8_t {
    Blocked,    // the other platform is blocked
    HybridRule, // the hybrid rule holds
    Margin,     // the higher weighted score won
    // An experimentation phase keeps the work on GPUs although TPUs lead the
    // score: no scaled runs for TPUs to take (the hybrid rule's other half).
    ExperimentationRule,
    TieGpuDefault, // scores equal: the GPU is the default (seed 000)
    BothBlocked,   // no platform is available; the verdict is the higher score
};

// The single, immutable result every view reads (wizard, chart, reports, JSON).
struct Evaluation {
    const QuestionCatalogue* catalogue = nullptr;
    AnswerSet answers;
    WeightSet weights;

    Verdict verdict = Verdict::Gpu;
    VerdictBasis basis = VerdictBasis::TieGpuDefault;
    double gpuScore = 0.0; // sum of the GPU-favouring contributions (positive number)
    double tpuScore = 0.0;
    double margin = 0.0;           // tpuScore - gpuScore
    double normalisedMargin = 0.0; // margin / (tpuScore + gpuScore), 0 when both are 0

    std::vector<FactorContribution> factors; // applicable questions, catalogue order
    std::vector<Blocker> blockers;
    bool gpuAvailable = true;
    bool tpuAvailable = true;
    bool experimentationPhase = false;
    bool scaledPhase = false;
    int experimentationQuestion = -1; // the answer that shows each phase, -1 when absent
    int scaledQuestion = -1;
    std::vector<WorkAssignment> split; // filled for a hybrid verdict

    std::vector<Flip> flips; // smallest change of the margin first
    Confidence confidence;
    std::vector<OpenQuestion> unanswered; // applicable questions without an answer

    // How the verdict is headlined (feasibility, then preference, then what to
    // answer next); every view reads these, none recomputes them.
    std::vector<Proviso> provisos; // open checks that could rule the verdict's platform out
    // Set when the verdict's own share is not clearly ahead of another verdict's
    // (within kTooCloseLead): the two verdicts, in GPU, hybrid, TPU order.
    std::optional<std::array<Verdict, 2>> tooClose;
    std::optional<AnswerNext> answerNext;
    Reading reading = Reading::Decided;
    // Every verdict that some way of answering all open questions gives, at
    // the stated importances, and only those (an exhaustive search with
    // bounds): what every sentence about "the open questions" rests on.
    std::array<bool, kVerdictCount> reachable{};
    // All open questions answered at once with their most GPU- (or TPU-)
    // leaning options: the normalised margins (JSON normalised_margin_range).
    double openMostGpuMargin = 0.0;
    double openMostTpuMargin = 0.0;
    // The answers that decided the verdict on each side, strongest first:
    // factor indexes (into `factors`), chosen by decidedByOf (DecidedBy.h).
    std::array<std::vector<int>, 2> decidedBy; // [0]: GPU side, [1]: TPU side
    std::vector<Conflict> conflicts;

    [[nodiscard]] bool early() const { return reading == Reading::Early; }
    [[nodiscard]] bool canReach(Verdict v) const { return reachable[static_cast<int>(v)]; }

    [[nodiscard]] bool isBlocked(Platform p) const {
        return p == Platform::Gpu ? !gpuAvailable : !tpuAvailable;
    }
};

} // namespace accel
