#include "model/text/ChartAxis.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel {

namespace {

// About this many labelled ticks on an axis.
constexpr double kTicks = 5.0;
// Air beyond the outermost points, as a share of the span, so that no
// marker sits on an axis line.
constexpr double kPadding = 0.06;
// The narrowest span, as a share of the largest value: near-equal values
// read as near-equal instead of being stretched across the chart.
constexpr double kNarrowest = 0.2;
// Values from zero when the smallest is no more than this share of the
// largest: costs and times are read against nothing.
constexpr double kFromZero = 0.5;

// 1, 2 or 5 times a power of ten, near span / kTicks.
double niceStep(double span) {
    const double raw = std::max(span, 1e-12) / kTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double n = raw / magnitude;
    return (n < 1.5 ? 1.0 : n < 3.0 ? 2.0 : n < 7.0 ? 5.0 : 10.0) * magnitude;
}

ChartAxis linearAxis(double lo, double hi) {
    ChartAxis axis;
    double a = lo;
    double b = hi;
    if (b - a < kNarrowest * std::max(std::abs(a), std::abs(b))) {
        const double centre = (a + b) / 2.0;
        const double half = kNarrowest * std::max(std::abs(a), std::abs(b)) / 2.0;
        a = centre - half;
        b = centre + half;
    }
    if (b - a <= 0.0) { // all zero
        a = 0.0;
        b = 1.0;
    }
    const bool fromZero = a >= 0.0 && a <= kFromZero * b;
    const double pad = kPadding * (b - a);
    a = fromZero ? 0.0 : (lo >= 0.0 ? std::max(0.0, a - pad) : a - pad);
    b += pad;
    const double step = niceStep(b - a);
    axis.from = std::floor(a / step + 1e-9) * step;
    axis.to = std::ceil(b / step - 1e-9) * step;
    const auto steps = static_cast<int>(std::lround((axis.to - axis.from) / step));
    for (int i = 0; i <= steps; ++i) {
        // Multiplied, not summed, so that 0.1 steps stay round.
        const double t = axis.from + i * step;
        axis.ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    }
    return axis;
}

ChartAxis logAxis(double lo, double hi) {
    ChartAxis axis;
    axis.log = true;
    // Ticks at 1, 2 and 5 of each decade; a decade to spare on either side
    // for the air beyond the outermost points.
    const double first = std::floor(std::log10(lo)) - 1.0;
    const double last = std::ceil(std::log10(hi)) + 1.0;
    const bool many = last - first > 5.0; // more than three decades: one tick per decade
    std::vector<double> candidates;
    for (int d = static_cast<int>(first); d <= static_cast<int>(last); ++d) {
        for (double m : many ? std::vector<double>{1.0} : std::vector<double>{1.0, 2.0, 5.0}) {
            candidates.push_back(m * std::pow(10.0, d));
        }
    }
    // From the last tick at or below lo / 1.2 to the first at or above hi * 1.2.
    const double below = lo / 1.2;
    const double above = hi * 1.2;
    auto start = std::upper_bound(candidates.begin(), candidates.end(), below * (1 + 1e-9));
    if (start != candidates.begin()) {
        --start;
    }
    auto end = std::lower_bound(candidates.begin(), candidates.end(), above * (1 - 1e-9));
    if (end != candidates.end()) {
        ++end;
    }
    axis.ticks.assign(start, end);
    axis.from = std::log10(axis.ticks.front());
    axis.to = std::log10(axis.ticks.back());
    return axis;
}

// How many decimals show every value exactly (to a thousandth at most).
int decimalsFor(const std::vector<double>& values) {
    int decimals = 0;
    for (double v : values) {
        int d = 0;
        while (d < 3 && std::abs(v * std::pow(10.0, d) - std::round(v * std::pow(10.0, d))) >
                            1e-6 * std::pow(10.0, d)) {
            ++d;
        }
        decimals = std::max(decimals, d);
    }
    return decimals;
}

// The locale whose currency format money uses (as NumberFormat's usdText()).
QLocale moneyLocale() {
    const QLocale locale;
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates)
                                           : locale;
}

} // namespace

double ChartAxis::position(double value) const {
    return log ? std::log10(std::max(value, 1e-300)) : value;
}

ChartAxis chooseChartAxis(double lo, double hi) {
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = std::isfinite(lo) ? lo : (std::isfinite(hi) ? hi : 0.0);
        hi = std::isfinite(hi) ? hi : lo;
    }
    if (hi < lo) {
        std::swap(lo, hi);
    }
    // A log axis only when every value is positive and they span more than a decade.
    if (lo > 0.0 && hi > 10.0 * lo) {
        return logAxis(lo, hi);
    }
    return linearAxis(lo, hi);
}

QStringList usdAxisTexts(const std::vector<double>& ticks) {
    double largest = 0.0;
    for (double t : ticks) {
        largest = std::max(largest, std::abs(t));
    }
    QStringList texts;
    if (largest >= 1e6) {
        std::vector<double> millions;
        millions.reserve(ticks.size());
        for (double t : ticks) {
            millions.push_back(t / 1e6);
        }
        const int decimals = decimalsFor(millions);
        for (double m : millions) {
            //: Money in millions of US dollars; %1 is the number, e.g. "$1.23 million",
            //: "1,23 Mio. $".
            texts << QCoreApplication::translate("NumberFormat", "$%1 million")
                         .arg(QLocale().toString(m, 'f', decimals));
        }
        return texts;
    }
    // Cents when any tick has them: "$0.50", "$1.00", never "$0.5" beside "$1".
    int decimals = decimalsFor(ticks);
    if (decimals > 0) {
        decimals = std::max(decimals, 2);
    }
    for (double t : ticks) {
        texts << moneyLocale().toCurrencyString(t, QStringLiteral("$"), decimals);
    }
    return texts;
}

QStringList numberAxisTexts(const std::vector<double>& ticks) {
    const int decimals = decimalsFor(ticks);
    QStringList texts;
    for (double t : ticks) {
        texts << QLocale().toString(t, 'f', decimals);
    }
    return texts;
}

int monthTickStep(int months) {
    for (const int step : {1, 2, 3, 6, 12}) {
        if (months <= 6 * step) {
            return step;
        }
    }
    return 12 * static_cast<int>(std::ceil(months / (6.0 * 12.0)));
}

} // namespace accel
