#include "Engine.h"

#include "Catalogue.h"
#include "SplitMix.h"

#include <algorithm>
#include <array>
#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// Four running sums  sum[k] += a[k] * u[k], where u[0..3] are the four 16-bit
// integers of one 64-bit random draw, lowest bits first. The SSE2 and the
// portable versions do the same operations in the same order, so they give
// the same bits.
#if defined(__SSE2__)
class Dot4 {
public:
    void add(const double* a, std::uint64_t bits) {
        const __m128i packed = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(&bits));
        const __m128i u = _mm_unpacklo_epi16(packed, _mm_setzero_si128()); // 4 x uint32
        m_low = _mm_add_pd(m_low, _mm_mul_pd(_mm_loadu_pd(a), _mm_cvtepi32_pd(u)));
        m_high = _mm_add_pd(
            m_high, _mm_mul_pd(_mm_loadu_pd(a + 2), _mm_cvtepi32_pd(_mm_shuffle_epi32(u, 0xEE))));
    }
    [[nodiscard]] double sum() const {
        std::array<double, 4> s{};
        _mm_storeu_pd(s.data(), m_low);
        _mm_storeu_pd(s.data() + 2, m_high);
        return (s[0] + s[1]) + (s[2] + s[3]);
    }

private:
    __m128d m_low = _mm_setzero_pd();
    __m128d m_high = _mm_setzero_pd();
};
#else
class Dot4 {
public:
    void add(const double* a, std::uint64_t bits) {
        for (unsigned k = 0; k < 4; ++k) {
            m_sum[k] += a[k] * static_cast<double>((bits >> (16U * k)) & 0xFFFFU);
        }
    }
    [[nodiscard]] double sum() const { return (m_sum[0] + m_sum[1]) + (m_sum[2] + m_sum[3]); }

private:
    std::array<double, 4> m_sum{};
};
#endif

} // namespace

// Everything about one answer set that does not need flips or sampling.
struct Engine::Core {
    std::array<std::int8_t, kMaxQuestions> effective{}; // answer, or -1 when open or not asked
    std::array<bool, kMaxQuestions> applicable{};
    double gpuScore = 0.0;
    double tpuScore = 0.0;
    bool gpuAvailable = true;
    bool tpuAvailable = true;
    std::uint64_t firedBlockers = 0; // bit i: blocker rule i holds
    bool experimentation = false;
    bool scaled = false;
    Verdict verdict = Verdict::Gpu;
    VerdictBasis basis = VerdictBasis::TieGpuDefault;
};

Engine::Core Engine::core(const AnswerSet& answers, const WeightSet& weights) const {
    const int n = m_catalogue.questionCount();
    Core c;

    auto holds = [&c](const Condition& cond) {
        const int chosen = c.effective[cond.questionIndex];
        return chosen >= 0 && ((cond.optionMask >> static_cast<unsigned>(chosen)) & 1U) != 0U;
    };
    auto allHold = [&holds](const Requirement& r) {
        return std::all_of(r.begin(), r.end(), holds);
    };

    // A conditional question counts only when the answers it depends on hold.
    // Repeat until stable so that the order of declaration does not matter.
    for (int q = 0; q < n; ++q) {
        c.effective[q] = static_cast<std::int8_t>(answers.option(q));
        c.applicable[q] = true;
    }
    for (int pass = 0; pass < n; ++pass) {
        bool changed = false;
        for (int q = 0; q < n; ++q) {
            const bool applies = allHold(m_catalogue.question(q).appliesWhen);
            if (applies != c.applicable[q]) {
                c.applicable[q] = applies;
                c.effective[q] = static_cast<std::int8_t>(applies ? answers.option(q) : -1);
                changed = true;
            }
        }
        if (!changed) {
            break;
        }
    }

    for (int q = 0; q < n; ++q) {
        const int o = c.effective[q];
        if (o < 0) {
            continue;
        }
        const double contribution = weights.weight(q) * m_catalogue.option(q, o).lean;
        (contribution < 0.0 ? c.gpuScore : c.tpuScore) += std::abs(contribution);
    }

    const auto& rules = m_catalogue.blockers();
    for (std::size_t i = 0; i < rules.size() && i < 64; ++i) {
        if (allHold(rules[i].when)) {
            (rules[i].platform == Platform::Gpu ? c.gpuAvailable : c.tpuAvailable) = false;
            c.firedBlockers |= std::uint64_t{1} << i;
        }
    }
    const HybridRule& hybrid = m_catalogue.hybridRule();
    c.experimentation = std::any_of(hybrid.experimentationPhase.begin(),
                                    hybrid.experimentationPhase.end(), allHold);
    c.scaled = std::any_of(hybrid.scaledPhase.begin(), hybrid.scaledPhase.end(), allHold);
    c.verdict = decide(c, c.gpuScore, c.tpuScore);
    return c;
}

Verdict Engine::decide(const Core& c, double gpuScore, double tpuScore) const {
    // decide() sets no state (flips call it for every alternative answer); the
    // basis is derived in the same order by evaluate(), and computeConfidence()
    // applies the same rules to sampled scores.
    const double margin = tpuScore - gpuScore;
    if (!c.tpuAvailable && !c.gpuAvailable) {
        return margin > kTieEpsilon ? Verdict::Tpu : Verdict::Gpu;
    }
    if (!c.tpuAvailable) {
        return Verdict::Gpu;
    }
    if (!c.gpuAvailable) {
        return Verdict::Tpu;
    }
    if (c.experimentation && c.scaled &&
        normalise(gpuScore, tpuScore) >= m_catalogue.hybridRule().minNormalisedMargin) {
        return Verdict::Hybrid;
    }
    return margin > kTieEpsilon ? Verdict::Tpu : Verdict::Gpu;
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
    for (int q = 0; q < r.weights.size(); ++q) {
        r.weights.set(q, countedWeight(weights.weight(q)));
    }
    const Core c = core(answers, r.weights);
    r.verdict = c.verdict;
    r.gpuScore = c.gpuScore;
    r.tpuScore = c.tpuScore;
    r.margin = c.tpuScore - c.gpuScore;
    r.normalisedMargin = normalise(c.gpuScore, c.tpuScore);
    r.gpuAvailable = c.gpuAvailable;
    r.tpuAvailable = c.tpuAvailable;
    r.experimentationPhase = c.experimentation;
    r.scaledPhase = c.scaled;

    if (!c.gpuAvailable && !c.tpuAvailable) {
        r.basis = VerdictBasis::BothBlocked;
    } else if (!c.gpuAvailable || !c.tpuAvailable) {
        r.basis = VerdictBasis::Blocked;
    } else if (c.verdict == Verdict::Hybrid) {
        r.basis = VerdictBasis::HybridRule;
    } else {
        r.basis =
            std::abs(r.margin) > kTieEpsilon ? VerdictBasis::Margin : VerdictBasis::TieGpuDefault;
    }

    const int n = m_catalogue.questionCount();
    for (int q = 0; q < n; ++q) {
        const int o = c.effective[q];
        if (o < 0) {
            continue;
        }
        FactorContribution f;
        f.question = q;
        f.option = o;
        f.weight = r.weights.weight(q);
        f.lean = m_catalogue.option(q, o).lean;
        f.contribution = f.weight * f.lean;
        r.factors.push_back(f);
    }

    const auto& rules = m_catalogue.blockers();
    for (int i = 0; i < static_cast<int>(rules.size()); ++i) {
        if ((c.firedBlockers >> static_cast<unsigned>(i)) & 1U) {
            r.blockers.push_back({i, rules[i].platform});
        }
    }

    if (r.verdict == Verdict::Hybrid) {
        // Each platform gets the work the answers point to, or the rule's
        // default when no answer says anything about that side.
        const HybridRule& hybrid = m_catalogue.hybridRule();
        for (const HybridWork& fallback : {hybrid.defaultGpuWork, hybrid.defaultTpuWork}) {
            const auto before = r.split.size();
            for (const FactorContribution& f : r.factors) {
                const auto& work = m_catalogue.option(f.question, f.option).hybridWork;
                if (work && work->platform == fallback.platform) {
                    r.split.push_back({work->platform, work->work, f.question});
                }
            }
            if (r.split.size() == before) {
                r.split.push_back({fallback.platform, fallback.work, -1});
            }
        }
    }

    if (options.confidence) {
        computeConfidence(r, c, options);
    } else {
        r.confidence.shares[static_cast<int>(r.verdict)] = 1.0;
    }
    if (options.flips) {
        computeFlips(r, c);
    }
    if (options.unanswered) {
        computeUnanswered(r, c);
    }
    return r;
}

void Engine::computeConfidence(Evaluation& r, const Core& c, const EngineOptions& o) const {
    Confidence& conf = r.confidence;
    conf.samples = std::max(o.samples, 1);
    conf.seed = o.seed;
    conf.spread = std::clamp(o.spread, 0.0, 1.0);

    std::array<int, kVerdictCount> counts{};
    auto finish = [&conf, &r, &counts] {
        for (int v = 0; v < kVerdictCount; ++v) {
            conf.shares[v] = static_cast<double>(counts[v]) / conf.samples;
        }
        conf.sameVerdict = conf.shares[static_cast<int>(r.verdict)];
    };

    // Each sample scales every answered factor by its own uniform weight
    // factor  f = low + width * u / 65536  (u: 16 random bits). Then
    //   tpu - gpu = low * sum(a) + width / 65536 * sum(a * u)
    //   tpu + gpu = low * sum(|a|) + width / 65536 * sum(|a| * u)
    // with a the signed contributions, so a sample is one dot product of its
    // random integers with the contributions, over the answered factors that
    // lean at all (the others cannot move a score).
    constexpr int kLanes = 4; // four 16-bit uniforms per 64-bit draw
    std::array<double, kMaxQuestions + kLanes> signedPart{};
    std::array<double, kMaxQuestions + kLanes> absPart{};
    int active = 0;
    double sumSigned = 0.0;
    double sumAbs = 0.0;
    for (const FactorContribution& f : r.factors) {
        if (f.contribution == 0.0) {
            continue;
        }
        signedPart[active] = f.contribution;
        absPart[active] = std::abs(f.contribution);
        sumSigned += f.contribution;
        sumAbs += std::abs(f.contribution);
        ++active;
    }

    // What decide() would do with the sampled scores, fixed per answer set.
    enum class Rule : std::uint8_t { Constant, Margin, HybridOrMargin };
    Rule rule = Rule::Margin;
    if (!c.gpuAvailable && !c.tpuAvailable) {
        rule = Rule::Margin;
    } else if (!c.gpuAvailable || !c.tpuAvailable) {
        rule = Rule::Constant; // the blocked side never wins, whatever the weights
    } else if (c.experimentation && c.scaled) {
        rule = Rule::HybridOrMargin;
    }
    if (active == 0 || conf.spread == 0.0) {
        rule = Rule::Constant; // every sample has the unsampled scores
    }
    if (rule == Rule::Constant) {
        counts[static_cast<int>(r.verdict)] = conf.samples;
        finish();
        return;
    }

    SplitMix64 random(o.seed);
    const double low = 1.0 - conf.spread;
    const double step = 2.0 * conf.spread / 65536.0;
    const double marginBase = low * sumSigned;
    const double totalBase = low * sumAbs;
    const double hybridMin = m_catalogue.hybridRule().minNormalisedMargin;
    const int draws = (active + kLanes - 1) / kLanes;
    const bool hybrid = rule == Rule::HybridOrMargin;
    for (int s = 0; s < conf.samples; ++s) {
        Dot4 dotSigned;
        Dot4 dotAbs;
        for (int d = 0; d < draws; ++d) {
            const std::uint64_t bits = random.next();
            const auto at = static_cast<std::size_t>(d * kLanes);
            dotSigned.add(&signedPart[at], bits);
            if (hybrid) {
                dotAbs.add(&absPart[at], bits);
            }
        }
        const double margin = marginBase + step * dotSigned.sum();
        Verdict v = margin > kTieEpsilon ? Verdict::Tpu : Verdict::Gpu;
        if (hybrid) {
            const double total = totalBase + step * dotAbs.sum();
            if ((total > 0.0 ? margin / total : 0.0) >= hybridMin) { // as normalise()
                v = Verdict::Hybrid;
            }
        }
        ++counts[static_cast<int>(v)];
    }
    finish();
}

void Engine::computeFlips(Evaluation& r, const Core& c) const {
    AnswerSet changed = r.answers;
    const int n = m_catalogue.questionCount();
    for (int q = 0; q < n; ++q) {
        if (!c.applicable[q]) {
            continue; // its answer cannot matter until the question applies
        }
        const int current = r.answers.option(q);
        const int optionCount = static_cast<int>(m_catalogue.question(q).options.size());
        for (int o = 0; o < optionCount; ++o) {
            if (o == current) {
                continue;
            }
            changed.set(q, o);
            const Core alt = core(changed, r.weights);
            if (alt.verdict != r.verdict) {
                r.flips.push_back(
                    {q, current, o, alt.verdict, normalise(alt.gpuScore, alt.tpuScore)});
            }
        }
        changed.set(q, current);
    }
    const double now = r.normalisedMargin;
    std::stable_sort(r.flips.begin(), r.flips.end(), [now](const Flip& a, const Flip& b) {
        return std::abs(a.newNormalisedMargin - now) < std::abs(b.newNormalisedMargin - now);
    });
}

void Engine::computeUnanswered(Evaluation& r, const Core& c) const {
    r.openRange = {r.normalisedMargin, r.normalisedMargin, r.verdict, r.verdict};
    AnswerSet changed = r.answers;
    const int n = m_catalogue.questionCount();
    for (int q = 0; q < n; ++q) {
        if (!c.applicable[q] || r.answers.isAnswered(q)) {
            continue;
        }
        OpenQuestion open;
        open.question = q;
        open.mostGpuMargin = r.normalisedMargin;
        open.mostTpuMargin = r.normalisedMargin;
        const int optionCount = static_cast<int>(m_catalogue.question(q).options.size());
        for (int o = 0; o < optionCount; ++o) {
            changed.set(q, o);
            const Core alt = core(changed, r.weights);
            const double m = normalise(alt.gpuScore, alt.tpuScore);
            open.mostGpuMargin = std::min(open.mostGpuMargin, m);
            open.mostTpuMargin = std::max(open.mostTpuMargin, m);
            open.couldChangeVerdict = open.couldChangeVerdict || alt.verdict != r.verdict;
        }
        changed.clear(q);
        r.unanswered.push_back(open);
    }

    AnswerSet mostGpu = r.answers;
    AnswerSet mostTpu = r.answers;
    for (const OpenQuestion& open : r.unanswered) {
        const auto& options = m_catalogue.question(open.question).options;
        const auto [lo, hi] = std::minmax_element(
            options.begin(), options.end(),
            [](const OptionSpec& a, const OptionSpec& b) { return a.lean < b.lean; });
        mostGpu.set(open.question, static_cast<int>(lo - options.begin()));
        mostTpu.set(open.question, static_cast<int>(hi - options.begin()));
    }
    const Core gpuSide = core(mostGpu, r.weights);
    const Core tpuSide = core(mostTpu, r.weights);
    r.openRange.mostGpuMargin = normalise(gpuSide.gpuScore, gpuSide.tpuScore);
    r.openRange.mostTpuMargin = normalise(tpuSide.gpuScore, tpuSide.tpuScore);
    r.openRange.mostGpuVerdict = gpuSide.verdict;
    r.openRange.mostTpuVerdict = tpuSide.verdict;
}

} // namespace accel
