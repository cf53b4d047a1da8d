#include "model/Engine.h"

#include "model/EngineCore.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace accel {

namespace {

constexpr double kTieEpsilon = 1e-9;

double normalise(double gpu, double tpu) {
    const double total = gpu + tpu;
    return total > 0.0 ? (tpu - gpu) / total : 0.0;
}

// The weight as the engine counts it. The codec rejects and the answer model
// clamps out-of-range weights, but a NaN or an infinity handed to the engine
// directly would otherwise turn every score, margin and flip into NaN: clamp
// into the sliders' range, and let NaN ignore the question like a 0.
double countedWeight(double weight) {
    return std::isnan(weight) ? WeightSet::kMin
                              : std::clamp(weight, WeightSet::kMin, WeightSet::kMax);
}

} // namespace

int verdictRank(Verdict verdict) {
    switch (verdict) {
    case Verdict::Gpu:
        return 0;
    case Verdict::Hybrid:
        return 1;
    case Verdict::Tpu:
        return 2;
    }
    return 0;
}

// What the confidence samples say about each open question: for every option
// drawn, how often each verdict came out, and the prior mass of the options a
// proviso keeps out of the samples.
struct Engine::OpenAnswerStats {
    static constexpr int kMaxOptions = 8;
    bool sampled = false;
    std::array<std::array<std::array<int, kVerdictCount>, kMaxOptions>, kMaxQuestions> counts{};
};

struct Engine::SampledConfidence {
    Confidence confidence;
    OpenAnswerStats stats;
};

struct Engine::OpenQuestionsAnalysis {
    std::vector<OpenQuestion> questions;
    double mostGpuMargin = 0.0; // every open question answered its most GPU-leaning way
    double mostTpuMargin = 0.0;
};

struct Engine::ReadingOutcome {
    Reading reading = Reading::Decided;
    std::optional<std::array<Verdict, 2>> tooClose;
};

// The part of Core that depends on the answers only (which answers apply,
// which interactions and blockers hold), remembered per way of answering the
// open questions while there are few such ways: a sample then only rescores.
class Engine::StructureCache {
public:
    StructureCache(const Engine& engine, std::span<const std::int8_t> open,
                   const std::array<int, kMaxQuestions>& optionCounts)
        : m_engine(engine)
        , m_open(open) {
        std::size_t combinations = 1;
        for (const std::int8_t q : m_open) {
            combinations *= static_cast<std::size_t>(std::max(optionCounts[q], 1));
            m_radix.push_back(std::max(optionCounts[q], 1));
            if (combinations > kMaxCombinations) {
                return; // too many to remember: compute each sample afresh
            }
        }
        m_slots.assign(combinations, -1);
    }

    [[nodiscard]] const Core& structureOf(const Choices& sample) {
        if (m_slots.empty()) {
            m_fresh = m_engine.core(sample, kNoWeights);
            return m_fresh;
        }
        std::size_t index = 0;
        for (std::size_t i = 0; i < m_open.size(); ++i) {
            index = index * static_cast<std::size_t>(m_radix[i]) +
                    static_cast<std::size_t>(sample[m_open[i]]);
        }
        int& slot = m_slots[index];
        if (slot < 0) {
            slot = static_cast<int>(m_known.size());
            m_known.push_back(m_engine.core(sample, kNoWeights));
        }
        return m_known[static_cast<std::size_t>(slot)];
    }

private:
    static constexpr std::size_t kMaxCombinations = 4096;
    static constexpr Weights kNoWeights{};
    const Engine& m_engine;
    std::span<const std::int8_t> m_open;
    std::vector<int> m_radix;
    std::vector<int> m_slots;
    std::vector<Core> m_known;
    Core m_fresh;
};

const std::vector<double>* Engine::priorFor(int question, const Choices& chosen) const {
    for (const PriorRule& prior : m_catalogue.priors()) {
        if (prior.questionIndex != question) {
            continue;
        }
        const bool holds =
            std::all_of(prior.when.begin(), prior.when.end(), [&](const Condition& c) {
                // NOLINTNEXTLINE(bugprone-signed-char-misuse): -1 is "unanswered"
                const int o = chosen[c.questionIndex];
                return o >= 0 && ((c.optionMask >> static_cast<unsigned>(o)) & 1U) != 0U;
            });
        if (holds) {
            return &prior.resolved;
        }
    }
    return nullptr;
}

Engine::Choices Engine::choicesOf(const AnswerSet& answers) const {
    Choices chosen{};
    chosen.fill(-1);
    for (int q = 0; q < answers.size() && q < kMaxQuestions; ++q) {
        chosen[q] = static_cast<std::int8_t>(answers.option(q));
    }
    return chosen;
}

Engine::Core Engine::core(const Choices& chosen, const Weights& weights) const {
    const int n = m_catalogue.questionCount();
    Core c;

    auto holds = [&c](const Condition& cond) {
        // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "unanswered"
        const int option = c.effective[cond.questionIndex];
        return option >= 0 && ((cond.optionMask >> static_cast<unsigned>(option)) & 1U) != 0U;
    };
    auto allHold = [&holds](const Requirement& r) {
        return std::all_of(r.begin(), r.end(), holds);
    };
    auto firstHolding = [&allHold](const std::vector<Requirement>& any) {
        const auto it = std::find_if(any.begin(), any.end(), allHold);
        return it == any.end() ? -1 : static_cast<int>(it - any.begin());
    };

    // A conditional question counts only when the answers it depends on hold.
    // Repeat until stable so that the order of declaration does not matter.
    for (int q = 0; q < n; ++q) {
        c.effective[q] = chosen[q];
        c.applicable[q] = true;
    }
    for (int pass = 0; pass < n; ++pass) {
        bool changed = false;
        for (int q = 0; q < n; ++q) {
            const auto& when = m_catalogue.question(q).appliesWhen;
            if (when.empty()) {
                continue;
            }
            const bool applies = allHold(when);
            if (applies != c.applicable[q]) {
                c.applicable[q] = applies;
                c.effective[q] = static_cast<std::int8_t>(applies ? chosen[q] : -1);
                changed = true;
            }
        }
        if (!changed) {
            break;
        }
    }

    const auto& interactions = m_catalogue.interactions();
    for (int q = 0; q < n; ++q) {
        // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "unanswered"
        const int o = c.effective[q];
        c.interaction[q] = -1;
        if (o < 0) {
            c.lean[q] = 0.0;
            continue;
        }
        double lean = m_catalogue.option(q, o).lean;
        for (int i : m_catalogue.interactionsFor(q, o)) {
            if (allHold(interactions[static_cast<std::size_t>(i)].when)) {
                lean = interactions[static_cast<std::size_t>(i)].lean;
                c.interaction[q] = static_cast<std::int16_t>(i);
                break;
            }
        }
        c.lean[q] = lean;
    }
    const Scores scores = scoresOf(c, weights);
    c.gpuScore = scores.gpu;
    c.tpuScore = scores.tpu;

    const auto& rules = m_catalogue.blockers();
    for (std::size_t i = 0; i < rules.size() && i < 64; ++i) {
        if (allHold(rules[i].when)) {
            (rules[i].platform == Platform::Gpu ? c.gpuAvailable : c.tpuAvailable) = false;
            c.firedBlockers |= std::uint64_t{1} << i;
        }
    }
    const HybridRule& hybrid = m_catalogue.hybridRule();
    c.experimentationRequirement = firstHolding(hybrid.experimentationPhase);
    c.scaledRequirement = firstHolding(hybrid.scaledPhase);
    c.verdict = decide(c);
    return c;
}

Engine::Scores Engine::scoresOf(const Core& c, const Weights& weights) const {
    Scores scores;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        // Branch-free: the confidence samples call this tens of thousands of times.
        const double contribution = weights[q] * c.lean[q];
        scores.gpu += std::max(-contribution, 0.0);
        scores.tpu += std::max(contribution, 0.0);
    }
    return scores;
}

Verdict Engine::decide(const Core& c) const {
    return decide(c, {c.gpuScore, c.tpuScore});
}

Verdict Engine::decide(const Core& c, Scores scores) const {
    // decide() sets no state (flips and the confidence samples call it for
    // every alternative); evaluate() derives the basis in the same order.
    const double margin = scores.tpu - scores.gpu;
    const bool tpuAhead = margin > kTieEpsilon;
    if (!c.tpuAvailable && !c.gpuAvailable) {
        return tpuAhead ? Verdict::Tpu : Verdict::Gpu;
    }
    if (!c.tpuAvailable) {
        return Verdict::Gpu;
    }
    if (!c.gpuAvailable) {
        return Verdict::Tpu;
    }
    if (c.experimentation()) {
        // Exploratory work stays on GPUs; only scaled runs that TPUs lead go there.
        const bool tpusLead = tpuAhead && normalise(scores.gpu, scores.tpu) >
                                              m_catalogue.hybridRule().minNormalisedMargin;
        return c.scaled() && tpusLead ? Verdict::Hybrid : Verdict::Gpu;
    }
    return tpuAhead ? Verdict::Tpu : Verdict::Gpu; // a tie keeps the GPU, the default (seed 000)
}

Evaluation Engine::evaluate(const AnswerSet& answers, const WeightSet& weights,
                            const EngineOptions& options) const {
    Q_ASSERT(answers.size() == m_catalogue.questionCount());
    Q_ASSERT(weights.size() == m_catalogue.questionCount());
    Q_ASSERT(m_catalogue.questionCount() <= kMaxQuestions);

    Evaluation r;
    r.catalogue = &m_catalogue;
    r.answers = answers;
    r.weights = weights;
    Weights counted{};
    for (int q = 0; q < r.weights.size(); ++q) {
        counted[q] = countedWeight(weights.weight(q));
        r.weights.set(q, counted[q]);
    }
    const Choices chosen = choicesOf(answers);
    const Core c = core(chosen, counted);
    describeVerdict(r, c);
    r.factors = factorsOf(c, counted);
    r.blockers = blockersOf(c);
    if (r.verdict == Verdict::Hybrid) {
        r.split = splitOf(r.factors);
    }
    r.provisos = provisosOf(r.verdict, c, chosen);
    r.conflicts = conflictsOf(c);
    // A blocker decides when it rules out exactly one platform.
    std::optional<Platform> ruledOut;
    if (c.tpuAvailable != c.gpuAvailable) {
        ruledOut = c.tpuAvailable ? Platform::Gpu : Platform::Tpu;
    }
    r.decidedBy = decidedByOf(r.factors, ruledOut);

    SampledConfidence sampled;
    if (options.confidence) {
        sampled = confidenceOf(r.verdict, r.provisos, c, chosen, counted, options);
        r.confidence = sampled.confidence;
    } else {
        r.confidence.shares[static_cast<int>(r.verdict)] = 1.0;
    }
    r.confidence.answeredShare = answeredShare(c, chosen, counted);
    if (options.flips) {
        r.flips = flipsOf(r.verdict, r.normalisedMargin, c, chosen, counted);
    }
    if (options.unanswered) {
        const OpenQuestionsAnalysis open =
            unansweredOf(r.verdict, r.normalisedMargin, c, chosen, counted);
        r.unanswered = open.questions;
        r.openMostGpuMargin = open.mostGpuMargin;
        r.openMostTpuMargin = open.mostTpuMargin;
        r.reachable = reachableOf(r.verdict, chosen, counted);
    }
    const ReadingOutcome reading = readingOf(r.verdict, r.confidence, c);
    r.reading = reading.reading;
    r.tooClose = reading.tooClose;
    r.answerNext = answerNextOf(r.verdict, r.confidence, c, chosen, counted, sampled.stats);
    return r;
}

void Engine::describeVerdict(Evaluation& r, const Core& c) const {
    r.verdict = c.verdict;
    r.gpuScore = c.gpuScore;
    r.tpuScore = c.tpuScore;
    r.margin = c.tpuScore - c.gpuScore;
    r.normalisedMargin = normalise(c.gpuScore, c.tpuScore);
    r.gpuAvailable = c.gpuAvailable;
    r.tpuAvailable = c.tpuAvailable;
    r.experimentationPhase = c.experimentation();
    r.scaledPhase = c.scaled();
    const HybridRule& hybrid = m_catalogue.hybridRule();
    if (c.experimentation()) {
        r.experimentationQuestion =
            hybrid.experimentationPhase[static_cast<std::size_t>(c.experimentationRequirement)]
                .front()
                .questionIndex;
    }
    if (c.scaled()) {
        r.scaledQuestion =
            hybrid.scaledPhase[static_cast<std::size_t>(c.scaledRequirement)].front().questionIndex;
    }
    r.basis = basisOf(c);
}

VerdictBasis Engine::basisOf(const Core& c) {
    const double margin = c.tpuScore - c.gpuScore;
    if (!c.gpuAvailable && !c.tpuAvailable) {
        return VerdictBasis::BothBlocked;
    }
    if (!c.gpuAvailable || !c.tpuAvailable) {
        return VerdictBasis::Blocked;
    }
    if (c.verdict == Verdict::Hybrid) {
        return VerdictBasis::HybridRule;
    }
    if (c.experimentation() && margin > kTieEpsilon) {
        return VerdictBasis::ExperimentationRule;
    }
    return std::abs(margin) > kTieEpsilon ? VerdictBasis::Margin : VerdictBasis::TieGpuDefault;
}

std::vector<FactorContribution> Engine::factorsOf(const Core& c, const Weights& weights) const {
    std::vector<FactorContribution> factors;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "unanswered"
        const int o = c.effective[q];
        if (o < 0) {
            continue;
        }
        FactorContribution f;
        f.question = q;
        f.option = o;
        f.weight = weights[q];
        f.lean = c.lean[q];
        f.contribution = f.weight * f.lean;
        f.interaction = c.interaction[q];
        factors.push_back(f);
    }
    return factors;
}

std::vector<Blocker> Engine::blockersOf(const Core& c) const {
    std::vector<Blocker> fired;
    const auto& rules = m_catalogue.blockers();
    for (int i = 0; i < static_cast<int>(rules.size()) && i < 64; ++i) {
        if ((c.firedBlockers >> static_cast<unsigned>(i)) & 1U) {
            fired.push_back({i, rules[static_cast<std::size_t>(i)].platform});
        }
    }
    return fired;
}

std::vector<WorkAssignment> Engine::splitOf(const std::vector<FactorContribution>& factors) const {
    // Each platform gets the work the answers point to, or the rule's
    // default when no answer says anything about that side.
    std::vector<WorkAssignment> split;
    const HybridRule& hybrid = m_catalogue.hybridRule();
    for (const HybridWork& fallback : {hybrid.defaultGpuWork, hybrid.defaultTpuWork}) {
        const auto before = split.size();
        for (const FactorContribution& f : factors) {
            const auto& work = m_catalogue.option(f.question, f.option).hybridWork;
            if (work && work->platform == fallback.platform) {
                split.push_back({work->platform, work->work, f.question});
            }
        }
        if (split.size() == before) {
            split.push_back({fallback.platform, fallback.work, -1});
        }
    }
    return split;
}

namespace {

bool usesPlatform(Verdict v, Platform p) {
    return v == Verdict::Hybrid || (p == Platform::Tpu) == (v == Verdict::Tpu);
}

} // namespace

std::vector<Proviso> Engine::provisosOf(Verdict verdict, const Core& c,
                                        const Choices& chosen) const {
    std::vector<Proviso> provisos;
    if (!c.tpuAvailable || !c.gpuAvailable) {
        return provisos; // a blocker already decides; nothing open can bring the platform back
    }
    const auto& rules = m_catalogue.blockers();
    for (int i = 0; i < static_cast<int>(rules.size()) && i < 64; ++i) {
        const BlockerRule& rule = rules[static_cast<std::size_t>(i)];
        if (!usesPlatform(verdict, rule.platform)) {
            continue;
        }
        // The rule can still fire when every answered condition holds and at
        // least one condition is open.
        std::vector<const Condition*> open;
        bool failed = false;
        for (const Condition& cond : rule.when) {
            if (chosen[cond.questionIndex] < 0) {
                open.push_back(&cond);
                continue;
            }
            // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "unanswered"
            const int o = c.effective[cond.questionIndex];
            failed = failed || o < 0 || ((cond.optionMask >> static_cast<unsigned>(o)) & 1U) == 0U;
        }
        if (failed || open.empty()) {
            continue;
        }
        for (const Condition* cond : open) {
            const int q = cond->questionIndex;
            const auto optionCount = static_cast<unsigned>(m_catalogue.question(q).options.size());
            const std::uint32_t all = optionCount >= 32U ? ~0U : ((1U << optionCount) - 1U);
            const std::uint32_t needs = all & ~cond->optionMask;
            int either = -1;
            for (const Condition* other : open) {
                if (other != cond) {
                    either = other->questionIndex;
                    break;
                }
            }
            auto it = std::find_if(provisos.begin(), provisos.end(), [&](const Proviso& p) {
                return p.question == q && p.platform == rule.platform;
            });
            if (it == provisos.end()) {
                provisos.push_back({q, rule.platform, needs, i, either});
            } else {
                it->needs &= needs;
                if (either < 0) {
                    it->either = -1; // this answer alone can rule the platform out
                }
            }
        }
    }
    std::stable_sort(provisos.begin(), provisos.end(),
                     [](const Proviso& a, const Proviso& b) { return a.question < b.question; });
    return provisos;
}

// How the open questions are drawn in the confidence samples: each from its
// prior (uniform without one), minus the options a one-answer proviso
// excludes, so the confidence is the confidence given the provisos hold.
// Each open question maps 10 random bits to an option by table (priors kept
// to 1/1024), six questions per 64-bit draw: a walk over the cumulative
// weights per draw cost more than the rest of the sample.
class Engine::OpenDraws {
public:
    static constexpr int kTableBits = 10;
    static constexpr int kTableSize = 1 << kTableBits;

    OpenDraws(const Engine& engine, const std::vector<Proviso>& provisos, const Choices& chosen,
              bool sampleOpen) {
        const int n = engine.m_catalogue.questionCount();
        for (int q = 0; q < n && sampleOpen; ++q) {
            if (chosen[q] >= 0) {
                continue;
            }
            open[count++] = static_cast<std::int8_t>(q);
            optionCounts[q] =
                std::min(static_cast<int>(engine.m_catalogue.question(q).options.size()),
                         OpenAnswerStats::kMaxOptions);
            m_tables.push_back(
                tableFor(cumulativeFor(engine, q, provisos, chosen), optionCounts[q]));
        }
    }

    void draw(Choices& sample, SplitMix64& random) const {
        std::uint64_t bits = 0;
        for (int i = 0; i < count; ++i) {
            if (i % 6 == 0) {
                bits = random.next();
            }
            const auto j = static_cast<std::size_t>(bits & (kTableSize - 1));
            bits >>= kTableBits;
            sample[open[i]] = m_tables[static_cast<std::size_t>(i)][j];
        }
    }

    std::array<std::int8_t, kMaxQuestions> open{};
    std::array<int, kMaxQuestions> optionCounts{};
    int count = 0;

private:
    using Cumulative = std::array<double, OpenAnswerStats::kMaxOptions>;
    using Table = std::array<std::int8_t, kTableSize>;

    Cumulative cumulativeFor(const Engine& engine, int q, const std::vector<Proviso>& provisos,
                             const Choices& chosen) const {
        Cumulative cumulative{};
        const std::vector<double>* prior = engine.priorFor(q, chosen);
        std::uint32_t allowed = ~0U;
        for (const Proviso& p : provisos) {
            if (p.question == q && p.either < 0 && p.needs != 0U) {
                allowed &= p.needs;
            }
        }
        double total = 0.0;
        for (int opt = 0; opt < optionCounts[q]; ++opt) {
            const double w = prior ? (*prior)[static_cast<std::size_t>(opt)] : 1.0;
            total += ((allowed >> static_cast<unsigned>(opt)) & 1U) != 0U ? w : 0.0;
            cumulative[opt] = total;
        }
        if (!(total > 0.0)) { // nothing left to draw: fall back to uniform
            for (int opt = 0; opt < optionCounts[q]; ++opt) {
                cumulative[opt] = opt + 1.0;
            }
        }
        return cumulative;
    }

    static Table tableFor(const Cumulative& cum, int optionCount) {
        Table table{};
        const double total = cum[static_cast<std::size_t>(optionCount - 1)];
        int opt = 0;
        for (int j = 0; j < kTableSize; ++j) {
            const double u = (j + 0.5) / kTableSize * total;
            while (opt < optionCount - 1 && !(u < cum[opt])) {
                ++opt;
            }
            table[static_cast<std::size_t>(j)] = static_cast<std::int8_t>(opt);
        }
        return table;
    }

    std::vector<Table> m_tables;
};

namespace {

// Two 32-bit uniforms in [-1, 1) from one 64-bit draw.
std::pair<double, double> twoCentred(std::uint64_t bits) {
    return {2.0 * static_cast<double>(bits >> 32U) * 0x1.0p-32 - 1.0,
            2.0 * static_cast<double>(bits & 0xFFFFFFFFU) * 0x1.0p-32 - 1.0};
}

} // namespace

Engine::SampledConfidence Engine::confidenceOf(Verdict verdict,
                                               const std::vector<Proviso>& provisos, const Core& c,
                                               const Choices& chosen, const Weights& weights,
                                               const EngineOptions& o) const {
    SampledConfidence out;
    Confidence& conf = out.confidence;
    conf.samples = std::max(o.samples, 1);
    conf.seed = o.seed;
    conf.spread = std::clamp(o.spread, 0.0, 1.0);
    conf.leanSpread = std::clamp(o.leanSpread, 0.0, 1.0);
    conf.sideSpread = std::clamp(o.sideSpread, 0.0, 1.0);
    const OpenDraws draws(*this, provisos, chosen, o.sampleOpenAnswers);
    conf.openQuestions = 0;
    for (int i = 0; i < draws.count; ++i) {
        conf.openQuestions += c.applicable[draws.open[i]] ? 1 : 0;
    }

    std::array<int, kVerdictCount> counts{};
    if (isSettled(c, conf, draws.count)) {
        counts[static_cast<int>(verdict)] = conf.samples;
    } else {
        counts = sampleVerdicts(verdict, provisoRulesFor(verdict, provisos, c), chosen, weights,
                                conf, draws, out.stats);
    }
    for (int v = 0; v < kVerdictCount; ++v) {
        conf.shares[v] = static_cast<double>(counts[v]) / conf.samples;
    }
    conf.sameVerdict = conf.shares[static_cast<int>(verdict)];
    return out;
}

bool Engine::isSettled(const Core& c, const Confidence& conf, int openCount) const {
    // A platform blocked by the given answers stays blocked whatever the open
    // answers, weights and leans are, and no rule can block the other one as
    // long as the catalogue has no blocker for it: every sample agrees.
    const bool gpuBlockable =
        std::any_of(m_catalogue.blockers().begin(), m_catalogue.blockers().end(),
                    [](const BlockerRule& b) { return b.platform == Platform::Gpu; });
    return (!c.tpuAvailable && !gpuBlockable) || (openCount == 0 && conf.spread == 0.0 &&
                                                  conf.leanSpread == 0.0 && conf.sideSpread == 0.0);
}

std::uint64_t Engine::provisoRulesFor(Verdict verdict, const std::vector<Proviso>& provisos,
                                      const Core& c) const {
    // A sample in which a new blocker rules out a platform the verdict uses
    // breaks a proviso (two-answer blockers are not excluded by the draw).
    std::uint64_t rules = 0;
    for (int i = 0; i < static_cast<int>(m_catalogue.blockers().size()) && i < 64; ++i) {
        if (!provisos.empty() &&
            usesPlatform(verdict, m_catalogue.blockers()[static_cast<std::size_t>(i)].platform)) {
            rules |= std::uint64_t{1} << i;
        }
    }
    return rules & ~c.firedBlockers;
}

std::array<int, kVerdictCount> Engine::sampleVerdicts(Verdict verdict, std::uint64_t provisoRules,
                                                      const Choices& chosen, const Weights& weights,
                                                      const Confidence& conf,
                                                      const OpenDraws& draws,
                                                      OpenAnswerStats& stats) const {
    // A sample that breaks a proviso draws its open answers again, a few times at most.
    constexpr int kRedraws = 16;
    const int n = m_catalogue.questionCount();
    std::array<int, kVerdictCount> counts{};
    SplitMix64 random(conf.seed);
    StructureCache structures(*this, {draws.open.data(), static_cast<std::size_t>(draws.count)},
                              draws.optionCounts);
    Choices sample = chosen;
    Weights sampled{};
    stats.sampled = true;
    for (int s = 0; s < conf.samples; ++s) {
        for (int q = 0; q < n; ++q) {
            // One uniform for the weight, one for the lean.
            const auto [u, v] = twoCentred(random.next());
            sampled[q] = weights[q] * (1.0 + conf.spread * u) * (1.0 + conf.leanSpread * v);
        }
        const auto [gpuDraw, tpuDraw] = twoCentred(random.next());
        const double gpuSide = 1.0 + conf.sideSpread * gpuDraw;
        const double tpuSide = 1.0 + conf.sideSpread * tpuDraw;
        Verdict outcome = verdict;
        for (int attempt = 0; attempt < kRedraws; ++attempt) {
            draws.draw(sample, random);
            const Core& alt = structures.structureOf(sample);
            const Scores scores = scoresOf(alt, sampled);
            outcome = decide(alt, {scores.gpu * gpuSide, scores.tpu * tpuSide});
            if ((alt.firedBlockers & provisoRules) == 0U) {
                break;
            }
        }
        ++counts[static_cast<int>(outcome)];
        for (int i = 0; i < draws.count; ++i) {
            ++stats.counts[draws.open[i]][sample[draws.open[i]]][static_cast<int>(outcome)];
        }
    }
    return counts;
}

double Engine::answeredShare(const Core& c, const Choices& chosen, const Weights& weights) const {
    double answered = 0.0;
    double applicable = 0.0;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        if (c.applicable[q]) {
            applicable += weights[q];
            answered += chosen[q] >= 0 ? weights[q] : 0.0;
        }
    }
    // With every importance at zero nothing open can matter either.
    return applicable > 0.0 ? answered / applicable : 1.0;
}

std::vector<Conflict> Engine::conflictsOf(const Core& c) const {
    std::vector<Conflict> found;
    const auto& rules = m_catalogue.conflicts();
    for (int i = 0; i < static_cast<int>(rules.size()); ++i) {
        const Requirement& when = rules[static_cast<std::size_t>(i)].when;
        const bool holds = std::all_of(when.begin(), when.end(), [&c](const Condition& cond) {
            // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "unanswered"
            const int o = c.effective[cond.questionIndex];
            return o >= 0 && ((cond.optionMask >> static_cast<unsigned>(o)) & 1U) != 0U;
        });
        if (holds) {
            found.push_back({i});
        }
    }
    return found;
}

Engine::ReadingOutcome Engine::readingOf(Verdict verdict, const Confidence& confidence,
                                         const Core& c) {
    ReadingOutcome out;
    const bool decidedByBlocker = !c.tpuAvailable || !c.gpuAvailable;
    const auto& shares = confidence.shares;
    const int own = static_cast<int>(verdict);
    int rival = -1;
    for (int v = 0; v < kVerdictCount; ++v) {
        if (v != own && (rival < 0 || shares[v] > shares[rival])) {
            rival = v;
        }
    }
    if (!decidedByBlocker && rival >= 0 && shares[rival] > 0.0 &&
        shares[rival] + kTooCloseLead >= shares[own]) {
        std::array<Verdict, 2> pair{verdict, static_cast<Verdict>(rival)};
        if (verdictRank(pair[0]) > verdictRank(pair[1])) {
            std::swap(pair[0], pair[1]);
        }
        out.tooClose = pair;
    }
    if (!decidedByBlocker && confidence.answeredShare < kSoFarAnsweredShare) {
        out.reading = Reading::Early;
    } else if (out.tooClose) {
        out.reading = Reading::TooClose;
    }
    return out;
}

// What answering one open question would do: the verdicts its options give
// with the stated answers (the sentence about it must be true), the share of
// prior mass that changes the verdict, and how much knowing it would raise
// the leading share in the samples.
struct Engine::AnswerNextCandidate {
    AnswerNext byAnswers;
    double sampledShare = 0.0;
    double gain = 0.0;
};

Engine::AnswerNextCandidate Engine::answerNextCandidate(int q, Verdict verdict,
                                                        const Confidence& confidence,
                                                        const Choices& chosen,
                                                        const Weights& weights,
                                                        const OpenAnswerStats& stats) const {
    const int own = static_cast<int>(verdict);
    const int count = static_cast<int>(m_catalogue.question(q).options.size());
    const std::vector<double>* prior = priorFor(q, chosen);
    auto priorOf = [prior](int opt) {
        return prior ? (*prior)[static_cast<std::size_t>(opt)] : 1.0;
    };
    double total = 0.0;
    for (int opt = 0; opt < count; ++opt) {
        total += priorOf(opt);
    }
    AnswerNextCandidate out;
    out.byAnswers = {q, {}, 0.0};
    Choices changed = chosen;
    for (int opt = 0; opt < count; ++opt) {
        // An option drawn in the samples gives the verdict most of its
        // samples give; one kept out by a proviso (or never drawn) the
        // verdict of the stated answers plus it.
        const double p = total > 0.0 ? priorOf(opt) / total : 0.0;
        changed[q] = static_cast<std::int8_t>(opt);
        const Verdict byAnswers = core(changed, weights).verdict;
        Verdict bySamples = byAnswers;
        if (stats.sampled && opt < OpenAnswerStats::kMaxOptions) {
            const auto& votes = stats.counts[q][opt];
            int most = -1;
            for (int v = 0; v < kVerdictCount; ++v) {
                if (votes[v] > 0 &&
                    (most < 0 || votes[v] > votes[most] || (votes[v] == votes[most] && v == own))) {
                    most = v;
                }
            }
            bySamples = most < 0 ? byAnswers : static_cast<Verdict>(most);
        }
        if (byAnswers != verdict) {
            out.byAnswers.share += p;
            out.byAnswers.couldChangeTo[static_cast<int>(byAnswers)] = true;
        }
        out.sampledShare += bySamples != verdict ? p : 0.0;
    }
    // Ranked by the expected value of the answer's information: how much
    // the leading share rises, on average, once it is known. An option kept
    // out of the samples by a proviso settles the verdict (the platform is
    // ruled out), so its prior mass counts as certain. Ranking by the change
    // share alone fails when the verdict is behind in its own samples: then
    // every answer "changes" it.
    if (stats.sampled && confidence.samples > 0) {
        const double leading =
            *std::max_element(confidence.shares.begin(), confidence.shares.end());
        double unsampled = 0.0;
        double sharpest = 0.0;
        for (int opt = 0; opt < std::min(count, OpenAnswerStats::kMaxOptions); ++opt) {
            const auto& votes = stats.counts[q][opt];
            if (votes[0] + votes[1] + votes[2] == 0 && total > 0.0) {
                unsampled += priorOf(opt) / total;
            }
            sharpest += *std::max_element(votes.begin(), votes.end());
        }
        out.gain = unsampled + (1.0 - unsampled) * sharpest / confidence.samples - leading;
    }
    return out;
}

std::optional<AnswerNext> Engine::answerNextOf(Verdict verdict, const Confidence& confidence,
                                               const Core& c, const Choices& chosen,
                                               const Weights& weights,
                                               const OpenAnswerStats& stats) const {
    // Only a question whose answer alone changes the verdict is named, with
    // the verdicts it alone can give; the most informative one first.
    double bestShare = 0.0;
    double bestGain = -1.0;
    double bestDeterministic = 0.0;
    AnswerNext best;
    AnswerNext bestByAnswers;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        if (chosen[q] >= 0 || !c.applicable[q]) {
            continue;
        }
        const AnswerNextCandidate next =
            answerNextCandidate(q, verdict, confidence, chosen, weights, stats);
        const double share = next.byAnswers.share;
        const double weight = std::max(next.sampledShare, share);
        if (share > 0.0 && (next.gain > bestGain + 1e-9 ||
                            (std::abs(next.gain - bestGain) <= 1e-9 && weight > bestShare))) {
            bestShare = weight;
            bestGain = next.gain;
            best = next.byAnswers;
        }
        if (share > bestDeterministic + 1e-12) {
            bestDeterministic = share;
            bestByAnswers = next.byAnswers;
        }
    }
    if (best.question >= 0) {
        return best;
    }
    if (bestByAnswers.question >= 0) {
        return bestByAnswers;
    }
    return std::nullopt;
}

std::vector<Flip> Engine::flipsOf(Verdict verdict, double normalisedMargin, const Core& c,
                                  const Choices& chosen, const Weights& weights) const {
    std::vector<Flip> flips;
    Choices changed = chosen;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        if (!c.applicable[q]) {
            continue; // its answer cannot matter until the question applies
        }
        // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "unanswered"
        const int current = chosen[q];
        const int optionCount = static_cast<int>(m_catalogue.question(q).options.size());
        for (int o = 0; o < optionCount; ++o) {
            if (o == current) {
                continue;
            }
            changed[q] = static_cast<std::int8_t>(o);
            const Core alt = core(changed, weights);
            if (alt.verdict != verdict) {
                const bool byBlocker = (alt.firedBlockers & ~c.firedBlockers) != 0U;
                flips.push_back(
                    {q, current, o, alt.verdict, normalise(alt.gpuScore, alt.tpuScore), byBlocker});
            }
        }
        changed[q] = static_cast<std::int8_t>(current);
    }
    // Changes that move the margin first, smallest move first; changes that
    // only rule a platform out (another cloud, on premises) after them, since
    // they say where the work cannot go rather than what would tip the balance.
    std::stable_sort(flips.begin(), flips.end(), [normalisedMargin](const Flip& a, const Flip& b) {
        if (a.byBlocker != b.byBlocker) {
            return !a.byBlocker;
        }
        return std::abs(a.newNormalisedMargin - normalisedMargin) <
               std::abs(b.newNormalisedMargin - normalisedMargin);
    });
    return flips;
}

Engine::OpenQuestionsAnalysis Engine::unansweredOf(Verdict verdict, double normalisedMargin,
                                                   const Core& c, const Choices& chosen,
                                                   const Weights& weights) const {
    OpenQuestionsAnalysis out;
    Choices changed = chosen;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        if (!c.applicable[q] || chosen[q] >= 0) {
            continue;
        }
        OpenQuestion open;
        open.question = q;
        open.mostGpuMargin = normalisedMargin;
        open.mostTpuMargin = normalisedMargin;
        const int optionCount = static_cast<int>(m_catalogue.question(q).options.size());
        for (int o = 0; o < optionCount; ++o) {
            changed[q] = static_cast<std::int8_t>(o);
            const Core alt = core(changed, weights);
            const double m = normalise(alt.gpuScore, alt.tpuScore);
            open.mostGpuMargin = std::min(open.mostGpuMargin, m);
            open.mostTpuMargin = std::max(open.mostTpuMargin, m);
            open.couldChangeVerdict = open.couldChangeVerdict || alt.verdict != verdict;
        }
        changed[q] = -1;
        out.questions.push_back(open);
    }

    // Every open question answered at once with its most GPU- (or TPU-)
    // leaning option, the lean as it would count with the other answers.
    Choices mostGpu = chosen;
    Choices mostTpu = chosen;
    for (const OpenQuestion& open : out.questions) {
        const auto& options = m_catalogue.question(open.question).options;
        const auto [lo, hi] = std::minmax_element(
            options.begin(), options.end(),
            [](const OptionSpec& a, const OptionSpec& b) { return a.lean < b.lean; });
        mostGpu[open.question] = static_cast<std::int8_t>(lo - options.begin());
        mostTpu[open.question] = static_cast<std::int8_t>(hi - options.begin());
    }
    const Core gpuSide = core(mostGpu, weights);
    const Core tpuSide = core(mostTpu, weights);
    out.mostGpuMargin = normalise(gpuSide.gpuScore, gpuSide.tpuScore);
    out.mostTpuMargin = normalise(tpuSide.gpuScore, tpuSide.tpuScore);
    return out;
}

} // namespace accel
