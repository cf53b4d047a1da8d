#pragma once

#include "model/text/ChartAxis.h"

#include <QStringList>

class QCategoryAxis;

namespace accel::ui {

// A Qt Charts axis drawing `axis` (chooseChartAxis()) with labels a planner
// reads ("$2 million", "21"), one per tick, which QValueAxis's printf formats
// cannot produce. A log axis is plotted as log10 of the value on a linear
// axis labelled in the original units (ChartAxis::position()).
QCategoryAxis* makeHumanAxis(const ChartAxis& axis, const QStringList& labels);

} // namespace accel::ui
