#pragma once

#include <QString>

#include <optional>

namespace accel::sizing {

// The range every sizing input is accepted in, in one place: the command
// line, the profile loader and the sizing step all check against these, and
// every message names the input and its limits. Nothing outside a range is
// clamped: it is refused.
struct Limit {
    const char* name; // option / field name, e.g. "params"
    double min;
    double max;
    bool whole; // must be a whole number
};

namespace limits {
inline constexpr Limit params{"params", 1e6, 1e14, true};
inline constexpr Limit activeParams{"active-params", 1e6, 1e14, true};
inline constexpr Limit tokens{"tokens", 1e3, 1e17, true};
inline constexpr Limit count{"count", 1, 1e6, true};
inline constexpr Limit seqLen{"seq-len", 16, 1e7, true};
inline constexpr Limit requestsPerSecond{"requests-per-second", 0.001, 1e7, false};
inline constexpr Limit inputTokens{"input-tokens", 1, 1e7, true};
inline constexpr Limit outputTokens{"output-tokens", 1, 1e7, true};
inline constexpr Limit ttftMs{"ttft-ms", 1, 600000, false};
inline constexpr Limit tpotMs{"tpot-ms", 0.1, 60000, false};
inline constexpr Limit maxBatch{"max-batch", 1, 1e6, true};
inline constexpr Limit layers{"layers", 1, 1000, true};
inline constexpr Limit hidden{"hidden", 64, 1e6, true};
inline constexpr Limit kvHeads{"kv-heads", 1, 1024, true};
inline constexpr Limit mfu{"mfu", 0.001, 1, false};
inline constexpr Limit price{"price", 0.001, 1000, false};
// The deadline the sizing step proposes, and the one the summary plans for
// when a profile gives none.
inline constexpr double kDefaultDeadlineDays = 30.0;
inline constexpr Limit deadlineDays{"deadline-days", 0.001, 36500, false};
} // namespace limits

// Empty when value is accepted; otherwise a translated sentence such as
// "params must be a whole number from 1,000,000 to 100,000,000,000,000; got 0.5."
QString checkValue(const Limit& limit, double value);

// "7e9", "7000000000", "7B", "1.4T", "70G", "500M": sizes as planners write
// them. std::nullopt for anything else (including NaN and infinities).
std::optional<double> parseAmount(QString text);

} // namespace accel::sizing
