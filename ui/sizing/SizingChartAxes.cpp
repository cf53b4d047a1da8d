#include "ui/sizing/SizingChartAxes.h"

#include <QCategoryAxis>

#include <algorithm>
#include <cmath>

namespace accel::ui {

namespace {

// 1, 2 or 5 times a power of ten, near span / 5: about five labelled ticks.
double niceStep(double span) {
    const double raw = std::max(span, 1e-9) / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double n = raw / magnitude;
    return (n < 1.5 ? 1.0 : n < 3.0 ? 2.0 : n < 7.0 ? 5.0 : 10.0) * magnitude;
}

} // namespace

double ChartScale::toPlot(double v) const {
    return log ? std::log10(std::max(v, 1e-12)) : v;
}

ChartScale chooseScale(double lo, double hi) {
    // A log axis only when the points span more than a decade.
    return {lo > 0 && hi > 10.0 * lo};
}

QCategoryAxis* makeHumanAxis(double lo, double hi, const ChartScale& scale,
                             const std::function<QString(double)>& label) {
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    QList<double> ticks;
    double from = 0;
    double to = 1;
    if (scale.log) {
        // Padded by a third on either side; ticks at 1, 2 and 5 per decade.
        from = std::log10(lo / 1.35);
        to = std::log10(hi * 1.35);
        for (int d = static_cast<int>(std::floor(from)); d <= static_cast<int>(std::ceil(to));
             ++d) {
            for (double m : {1.0, 2.0, 5.0}) {
                const double t = std::log10(m) + d;
                if (t >= from && t <= to) {
                    ticks << t;
                }
            }
        }
    } else {
        // From zero (costs and times are compared from nothing) unless the
        // points sit far from it; ten percent of air above the highest point.
        const double step = niceStep(hi - (lo > hi * 0.5 ? lo : 0.0));
        from = lo > hi * 0.5 ? std::floor((lo - 0.1 * (hi - lo)) / step) * step : 0.0;
        to = std::ceil((hi + 0.1 * std::max(hi - from, step)) / step) * step;
        for (double t = from; t <= to + step * 1e-6; t += step) {
            ticks << t;
        }
    }
    axis->setStartValue(from - (to - from) * 1e-6); // the first label sits on `from`
    QString previous;
    for (double t : ticks) {
        const QString text = label(scale.log ? std::pow(10.0, t) : t);
        if (text != previous) { // labels must be unique; rounding may repeat one
            axis->append(text, t);
            previous = text;
        }
    }
    axis->setRange(from, to);
    return axis;
}

} // namespace accel::ui
