#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace accel {

// The range and ticks of one chart axis, chosen as a plotting library's
// defaults would: round ticks (1, 2 or 5 times a power of ten), a little air
// beyond the outermost points, zero included when the values are not all far
// from it, a span never narrower than a fifth of the values (so that 20.9 and
// 21.2 days read as "about 21 days", not as far apart), and a log axis when
// the values span more than a decade. Pure: the sizing chart draws what it
// returns.
struct ChartAxis {
    bool log = false;  // positions are log10 of the values
    double from = 0.0; // the axis's ends, as positions
    double to = 1.0;
    std::vector<double> ticks; // as values, ascending, from `from` to `to`

    // Where a value sits on the axis (its log10 on a log axis).
    [[nodiscard]] double position(double value) const;
};

// The axis for values from `lo` to `hi` (in any order; non-finite values
// and an empty span are handled).
[[nodiscard]] ChartAxis chooseChartAxis(double lo, double hi);

// The step between labelled months on a time axis of `months`: whole months
// (a one-month bill labelled its axis "0 0 0 0 1"), at most six steps, in
// steps a calendar reads (1, 2, 3, 6 or 12 months, then whole years).
[[nodiscard]] int monthTickStep(int months);

// Tick labels in one format for the whole axis: the same unit and the same
// number of decimals on every tick ("$0 million", "$2 million", ..., never
// "$8.00 million" beside "$12.0 million").
[[nodiscard]] QStringList usdAxisTexts(const std::vector<double>& ticks);
[[nodiscard]] QStringList numberAxisTexts(const std::vector<double>& ticks);

} // namespace accel
