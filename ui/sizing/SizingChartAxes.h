#pragma once

#include <QString>

#include <functional>

class QCategoryAxis;

namespace accel::ui {

// Axes for the sizing chart with labels a planner reads ("$350k", "$1.2M",
// "12 days"), which QValueAxis's printf formats cannot produce. A span of
// more than a decade is plotted as log10 of the value on a linear axis
// labelled in the original units; toPlot() maps a value to the axis.
struct ChartScale {
    bool log = false;
    [[nodiscard]] double toPlot(double v) const;
};

ChartScale chooseScale(double lo, double hi);

// An axis over [lo, hi] (original units), padded, with nice ticks labelled
// by `label`.
QCategoryAxis* makeHumanAxis(double lo, double hi, const ChartScale& scale,
                             const std::function<QString(double)>& label);

} // namespace accel::ui
