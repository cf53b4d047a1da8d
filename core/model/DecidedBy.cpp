#include "model/DecidedBy.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace accel {

qint64 shownStrength(double contribution) {
    // The digits the views print ("0.88" for 0.875), so that a tie is what a
    // reader sees as one, not what the binary fractions happen to hold.
    QString digits = QString::number(std::abs(contribution), 'f', 2);
    digits.remove(QLatin1Char('.'));
    return digits.toLongLong();
}

std::size_t decidingCount(const std::vector<qint64>& strengths, bool mayBeEmpty) {
    const std::size_t n = strengths.size();
    if (n <= kDecidedByCount) {
        return n;
    }
    const qint64 cut = strengths[kDecidedByCount - 1];
    if (strengths[kDecidedByCount] != cut) {
        return kDecidedByCount; // no tie across the cut-off
    }
    std::size_t first = kDecidedByCount - 1;
    while (first > 0 && strengths[first - 1] == cut) {
        --first;
    }
    std::size_t end = kDecidedByCount;
    while (end < n && strengths[end] == cut) {
        ++end;
    }
    if (end - kDecidedByCount <= 1) {
        return end;
    }
    return first > 0 || mayBeEmpty ? first : end;
}

std::array<std::vector<int>, 2> decidedByOf(const std::vector<FactorContribution>& factors,
                                            std::optional<Platform> ruledOut) {
    std::array<std::vector<int>, 2> decidedBy;
    for (const Platform side : {Platform::Gpu, Platform::Tpu}) {
        if (ruledOut == side) {
            continue;
        }
        struct Candidate {
            int factor;
            qint64 strength;
        };
        std::vector<Candidate> candidates;
        for (int i = 0; i < static_cast<int>(factors.size()); ++i) {
            const double c = factors[static_cast<std::size_t>(i)].contribution;
            const qint64 strength = shownStrength(c);
            if (strength > 0 && (side == Platform::Gpu ? c < 0.0 : c > 0.0)) {
                candidates.push_back({i, strength});
            }
        }
        // Stable: tied answers keep the catalogue's order among themselves.
        std::stable_sort(
            candidates.begin(), candidates.end(),
            [](const Candidate& a, const Candidate& b) { return a.strength > b.strength; });
        std::vector<qint64> strengths;
        strengths.reserve(candidates.size());
        for (const Candidate& c : candidates) {
            strengths.push_back(c.strength);
        }
        candidates.resize(decidingCount(strengths, ruledOut.has_value()));
        std::vector<int>& picked = decidedBy[side == Platform::Gpu ? 0 : 1];
        for (const Candidate& c : candidates) {
            picked.push_back(c.factor);
        }
    }
    return decidedBy;
}

} // namespace accel
