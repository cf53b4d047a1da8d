#pragma once

#include <QString>

#include <optional>

namespace accel {

// The user's own figures for owning GPUs: every field optional, a missing one
// takes the default of resources/cost-model.json (CostData).
struct OwnSettings {
    QString accelerator; // a catalogue id; empty: the GPU the rented option chose
    std::optional<double> usdPerChip;
    std::optional<double> wattsPerChip;
    std::optional<double> pue;
    std::optional<double> usdPerKwh;
    std::optional<double> years;
    std::optional<double> utilization;   // 0 < u <= 1
    std::optional<double> overheadShare; // added to the purchase: hosts, network, space

    [[nodiscard]] bool isEmpty() const { return *this == OwnSettings{}; }
    friend bool operator==(const OwnSettings&, const OwnSettings&) = default;
};

// A profile's optional "cost" object: the horizon and usage of the whole bill.
struct CostSettings {
    std::optional<double> months;
    std::optional<double> runsPerMonth;         // training runs of the sized workload
    std::optional<double> servingHoursPerMonth; // hours the sized serving fleet runs
    std::optional<double> engineerUsdPerWeek;
    std::optional<double> portingWeeks; // the user's own estimate (0 allowed)
    OwnSettings own;

    friend bool operator==(const CostSettings&, const CostSettings&) = default;
};

// What each field accepts, the same in profiles, the command line and the window.
namespace costlimits {
struct Limit {
    double min;
    double max;
    bool aboveMin; // min itself refused
    bool whole;
};
inline constexpr Limit months{1, 120, false, true};
inline constexpr Limit runsPerMonth{0, 10000, false, false};
inline constexpr Limit servingHoursPerMonth{0, 744, false, false}; // 31 days x 24 h
inline constexpr Limit engineerUsdPerWeek{0, 1e6, false, false};
inline constexpr Limit portingWeeks{0, 520, false, false};
inline constexpr Limit usdPerChip{0, 1e7, true, false};
inline constexpr Limit wattsPerChip{0, 1e5, true, false};
inline constexpr Limit pue{1, 5, false, false};
inline constexpr Limit usdPerKwh{0, 10, false, false};
inline constexpr Limit years{0, 30, true, false};
inline constexpr Limit utilization{0, 1, true, false};
inline constexpr Limit overheadShare{0, 10, false, false};
} // namespace costlimits

} // namespace accel
