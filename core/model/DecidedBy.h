#pragma once

#include "model/Evaluation.h"
#include "model/Platform.h"

#include <QtGlobal>

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

namespace accel {

// "Decided by" names at most this many answers on each side (one more when a
// tie at the cut-off would otherwise be split; see decidedByOf). Two fit the
// verdict card at 1024x700; every view shows the same list.
inline constexpr std::size_t kDecidedByCount = 2;

// A contribution as every view shows it (two decimals, signedNumberText), in
// hundredths and without its sign: answers with the same figure are tied.
[[nodiscard]] qint64 shownStrength(double contribution);

// How many of one side's answers to name, given their shown strengths,
// strongest first. The rule, the same for every view:
// - at most kDecidedByCount;
// - answers tied at the cut-off go in or out together: the tied group is kept
//   whole when that names one answer more than the limit, and left out when
//   it would name more, unless leaving it out names nothing on a side that
//   must name something (`mayBeEmpty` false); then the group is kept whole.
// No answer is ever picked from a tie by its position in the catalogue.
[[nodiscard]] std::size_t decidingCount(const std::vector<qint64>& strengths, bool mayBeEmpty);

// The answers that decided the verdict on each side, strongest first (factor
// indexes; [0]: GPU side, [1]: TPU side), by decidingCount. Answers shown as
// 0.00 decide nothing. When a blocker rules one platform out (`ruledOut`),
// the blocker decides: that platform's side names nothing (its answers did
// not decide anything), and the winning side may be empty, since the views
// name the blocking answers first (decidingAnswers, VerdictGlance.h).
[[nodiscard]] std::array<std::vector<int>, 2>
decidedByOf(const std::vector<FactorContribution>& factors, std::optional<Platform> ruledOut);

} // namespace accel
