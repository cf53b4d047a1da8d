#pragma once

#include <QByteArray>
#include <QColor>
#include <QFont>
#include <QSizeF>

class QChart;
class QPainter;
class QRectF;

namespace accel::cost {
struct CostPlan;
}

namespace accel::render {

// How the cumulative-cost chart looks, in the window and in documents.
struct CostChartStyle {
    QFont font;            // labels and legend; documents give it a pixel size
    bool showTitle = true; // documents may set the title as text instead
};

// Clears `chart` and fills it with one line per option of the plan: its
// cumulative cost from month 0 (what is paid up front: porting, the purchase)
// to the horizon. Owned GPUs are dashed so the lines read apart in greyscale.
// The money axis is labelled in the user's locale as currency. The one chart
// builder for the Bill tab and the reports, so they cannot drift.
void populateCostChart(QChart& chart, const cost::CostPlan& plan, const CostChartStyle& style = {});

// The chart drawn off screen for documents, as FactorChartPicture does for the
// factor chart: laid out at `size` (logical pixels, 1/96 inch) and painted
// scaled into `target`, vector output on vector devices (PDF, SVG). Needs a
// QApplication (Qt Charts are widgets); give style.font a pixel size.
void paintCostChart(QPainter& painter, const QRectF& target, const QSizeF& size,
                    const cost::CostPlan& plan, const CostChartStyle& style = {});

// The chart as a standalone SVG document (for HTML reports).
QByteArray costChartSvg(const cost::CostPlan& plan, const QSizeF& size,
                        const CostChartStyle& style = {});

} // namespace accel::render
