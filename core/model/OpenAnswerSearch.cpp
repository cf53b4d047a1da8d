// Which verdicts some way of answering every open question gives, at the
// stated importances: an exhaustive search over the open answers that skips
// any branch whose bounds already rule the wanted verdict out. Every sentence
// the views say about "the open questions" rests on this one result, so it
// must be exact: a verdict is listed only with an answering that gives it,
// and left out only when no answering can.

#include "model/Engine.h"
#include "model/EngineCore.h"
#include "model/QuestionCatalogue.h"

#include <algorithm>
#include <cmath>

namespace accel {

namespace {

// Searches stop after this many visited branches; beyond it the verdicts not
// yet found are listed as reachable (the cautious side: "could still change").
constexpr long kSearchBudget = 200000;

double normalised(double gpu, double tpu) {
    const double total = gpu + tpu;
    return total > 0.0 ? (tpu - gpu) / total : 0.0;
}

} // namespace

// What a partly fixed answer set can still become: whether each condition
// holds surely or possibly, and the range of the normalised margin.
struct Engine::Bounds {
    bool tpuBlockSure = false;
    bool tpuBlockPossible = false;
    bool gpuBlockSure = false;
    bool gpuBlockPossible = false;
    bool experimentationSure = false;
    bool experimentationPossible = false;
    bool scaledSure = false;
    bool scaledPossible = false;
    double lowest = 0.0; // normalised margin
    double highest = 0.0;
};

Engine::Bounds Engine::boundsOf(const Choices& fixed, const Weights& weights) const {
    const int n = m_catalogue.questionCount();
    // A condition holds surely when its question is fixed to a matching option
    // and always asked; possibly when it is open with a matching option.
    auto sure = [&](const Condition& cond) {
        // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "open"
        const int o = fixed[cond.questionIndex];
        return o >= 0 && m_catalogue.question(cond.questionIndex).appliesWhen.empty() &&
               ((cond.optionMask >> static_cast<unsigned>(o)) & 1U) != 0U;
    };
    auto possible = [&](const Condition& cond) {
        // NOLINTNEXTLINE(bugprone-signed-char-misuse): signed on purpose: -1 is "open"
        const int o = fixed[cond.questionIndex];
        return o < 0 || ((cond.optionMask >> static_cast<unsigned>(o)) & 1U) != 0U;
    };
    auto allSure = [&](const Requirement& r) { return std::all_of(r.begin(), r.end(), sure); };
    auto allPossible = [&](const Requirement& r) {
        return std::all_of(r.begin(), r.end(), possible);
    };
    Bounds b;
    for (const BlockerRule& rule : m_catalogue.blockers()) {
        const bool isTpu = rule.platform == Platform::Tpu;
        (isTpu ? b.tpuBlockSure : b.gpuBlockSure) |= allSure(rule.when);
        (isTpu ? b.tpuBlockPossible : b.gpuBlockPossible) |= allPossible(rule.when);
    }
    const HybridRule& hybrid = m_catalogue.hybridRule();
    for (const Requirement& r : hybrid.experimentationPhase) {
        b.experimentationSure |= allSure(r);
        b.experimentationPossible |= allPossible(r);
    }
    for (const Requirement& r : hybrid.scaledPhase) {
        b.scaledSure |= allSure(r);
        b.scaledPossible |= allPossible(r);
    }
    // Each question adds its weight times one of the leans it can still have:
    // its options' own (all of them while open), any interaction that can
    // still hold, and 0 while it may not be asked. The margin is highest with
    // the most TPU-ward lean of every question and lowest with the most GPU-ward.
    double tpuMost = 0.0;
    double gpuLeast = 0.0;
    double tpuLeast = 0.0;
    double gpuMost = 0.0;
    for (int q = 0; q < n; ++q) {
        double low = 0.0;
        double high = 0.0;
        bool any = false;
        auto consider = [&](double lean) {
            low = any ? std::min(low, lean) : lean;
            high = any ? std::max(high, lean) : lean;
            any = true;
        };
        const QuestionSpec& spec = m_catalogue.question(q);
        if (!spec.appliesWhen.empty() && !allSure(spec.appliesWhen)) {
            consider(0.0);
        }
        const int count = static_cast<int>(spec.options.size());
        for (int o = 0; o < count; ++o) {
            if (fixed[q] >= 0 && fixed[q] != o) {
                continue;
            }
            consider(spec.options[static_cast<std::size_t>(o)].lean);
            for (int i : m_catalogue.interactionsFor(q, o)) {
                if (allPossible(m_catalogue.interactions()[static_cast<std::size_t>(i)].when)) {
                    consider(m_catalogue.interactions()[static_cast<std::size_t>(i)].lean);
                }
            }
        }
        const double w = weights[q];
        tpuMost += std::max(0.0, w * high);
        gpuLeast += std::max(0.0, -w * high);
        tpuLeast += std::max(0.0, w * low);
        gpuMost += std::max(0.0, -w * low);
    }
    b.highest = normalised(gpuLeast, tpuMost);
    b.lowest = normalised(gpuMost, tpuLeast);
    return b;
}

bool Engine::canReach(Verdict target, Choices& sample, const std::vector<int>& open,
                      std::size_t next, const Weights& weights, long& budget) const {
    if (next == open.size()) {
        return core(sample, weights).verdict == target;
    }
    if (--budget < 0) {
        return true; // undecided within the budget: assume it can (never a false "cannot")
    }
    const Bounds b = boundsOf(sample, weights);
    constexpr double kTie = 1e-9;
    const double minHybrid = std::max(m_catalogue.hybridRule().minNormalisedMargin, 0.0);
    const bool tpuCanBeAvailable = !b.tpuBlockSure;
    const bool gpuCanBeAvailable = !b.gpuBlockSure;
    bool possible = false;
    switch (target) {
    case Verdict::Tpu:
        possible = (tpuCanBeAvailable &&
                    (b.gpuBlockPossible || (!b.experimentationSure && b.highest > 0.0))) ||
                   (b.tpuBlockPossible && b.gpuBlockPossible && b.highest > 0.0);
        break;
    case Verdict::Hybrid:
        possible = tpuCanBeAvailable && gpuCanBeAvailable && b.experimentationPossible &&
                   b.scaledPossible && b.highest > minHybrid;
        break;
    case Verdict::Gpu:
        possible =
            b.tpuBlockPossible ||
            (gpuCanBeAvailable && (b.lowest <= kTie || (b.experimentationPossible &&
                                                        (!b.scaledSure || b.lowest <= minHybrid))));
        break;
    }
    if (!possible) {
        return false;
    }
    const int q = open[next];
    const auto& options = m_catalogue.question(q).options;
    // Options leaning towards the wanted verdict first: a witness comes early.
    std::vector<int> order(options.size());
    for (std::size_t o = 0; o < order.size(); ++o) {
        order[o] = static_cast<int>(o);
    }
    const bool towardsTpu = target != Verdict::Gpu;
    std::stable_sort(order.begin(), order.end(), [&](int a, int c) {
        const double la = options[static_cast<std::size_t>(a)].lean;
        const double lc = options[static_cast<std::size_t>(c)].lean;
        return towardsTpu ? la > lc : la < lc;
    });
    for (int o : order) {
        sample[q] = static_cast<std::int8_t>(o);
        if (canReach(target, sample, open, next + 1, weights, budget)) {
            sample[q] = -1;
            return true;
        }
    }
    sample[q] = -1;
    return false;
}

std::array<bool, kVerdictCount> Engine::reachableOf(Verdict verdict, const Choices& chosen,
                                                    const Weights& weights) const {
    std::array<bool, kVerdictCount> reachable{};
    std::vector<int> open;
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        if (chosen[q] < 0) {
            open.push_back(q);
        }
    }
    // The heaviest questions first: fixing them early narrows the margin's
    // range most.
    std::stable_sort(open.begin(), open.end(),
                     [&weights](int a, int b) { return weights[a] > weights[b]; });
    for (const Verdict v : {Verdict::Gpu, Verdict::Hybrid, Verdict::Tpu}) {
        if (v == verdict && open.empty()) {
            reachable[static_cast<int>(v)] = true;
            continue;
        }
        Choices sample = chosen;
        long budget = kSearchBudget;
        reachable[static_cast<int>(v)] = canReach(v, sample, open, 0, weights, budget);
    }
    return reachable;
}

} // namespace accel
