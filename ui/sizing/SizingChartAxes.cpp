#include "ui/sizing/SizingChartAxes.h"

#include <QCategoryAxis>

namespace accel::ui {

QCategoryAxis* makeHumanAxis(const ChartAxis& axis, const QStringList& labels) {
    auto* out = new QCategoryAxis;
    out->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // The first label sits on `from`, which a category axis only labels when
    // its start lies a hair below it.
    out->setStartValue(axis.from - (axis.to - axis.from) * 1e-6);
    for (std::size_t i = 0; i < axis.ticks.size(); ++i) {
        const QString text = labels.value(static_cast<qsizetype>(i));
        // Labels are the categories' keys, so each must be unique.
        if (!text.isEmpty() && !out->categoriesLabels().contains(text)) {
            out->append(text, axis.position(axis.ticks[i]));
        }
    }
    out->setRange(axis.from, axis.to);
    return out;
}

} // namespace accel::ui
