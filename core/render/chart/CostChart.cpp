#include "render/chart/CostChart.h"

#include "model/cost/CostModel.h"
#include "model/cost/CostText.h"
#include "model/text/ChartAxis.h"
#include "model/text/NumberFormat.h"
#include "render/Palette.h"
#include "render/chart/ChartPicture.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace accel::render {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostChart)
};

// The palette's hues: blue GPU rented, orange TPU, bluish green owned.
QColor costOptionColour(const QString& id) {
    if (id == QLatin1String("tpu_cloud")) {
        return palette::tpu();
    }
    if (id == QLatin1String("gpu_owned")) {
        return palette::hybrid();
    }
    return palette::gpu();
}

// 1, 2 or 5 times a power of ten: about four steps up to `top`.
double niceStep(double top) {
    const double rough = top / 4.0;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double m : {1.0, 2.0, 5.0}) {
        if (m * power >= rough) {
            return m * power;
        }
    }
    return 10.0 * power;
}

} // namespace

void populateCostChart(QChart& chart, const cost::CostPlan& plan, const CostChartStyle& style) {
    chart.removeAllSeries();
    for (QAbstractAxis* axis : chart.axes()) {
        chart.removeAxis(axis);
        delete axis;
    }
    chart.setAnimationOptions(QChart::NoAnimation);
    chart.setTitle(style.showTitle
                       ? Text::tr("Cumulative cost over %Ln month(s)", nullptr, plan.months)
                       : QString());
    QFont title = style.font;
    title.setBold(true);
    chart.setTitleFont(title);
    chart.legend()->setAlignment(Qt::AlignBottom);
    chart.legend()->setFont(style.font);
    double top = 0.0;
    for (const cost::CostOption& o : plan.options) {
        auto* line = new QLineSeries(&chart);
        // Short names, so the legend never elides at 1024 pixels; the table names the chip.
        line->setName(cost::optionKindName(o.id));
        QPen pen(costOptionColour(o.id));
        pen.setWidthF(2.0);
        if (o.id == QLatin1String("gpu_owned")) {
            pen.setStyle(Qt::DashLine);
        }
        line->setPen(pen);
        const double upFront =
            o.id == QLatin1String("gpu_owned") ? o.ownershipUsd + o.portingUsd : o.portingUsd;
        line->append(0, upFront);
        top = std::max(top, upFront);
        for (std::size_t m = 0; m < o.cumulativeUsd.size(); ++m) {
            line->append(static_cast<double>(m + 1), o.cumulativeUsd[m]);
            top = std::max(top, o.cumulativeUsd[m]);
        }
        chart.addSeries(line);
    }
    auto* x = new QValueAxis(&chart);
    x->setRange(0, plan.months);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(monthTickStep(plan.months));
    x->setTitleText(Text::tr("Month"));
    x->setLabelsFont(style.font);
    x->setTitleFont(style.font);
    // QValueAxis formats with printf ("1.25e+08"); a category axis takes our
    // own labels, at round amounts, in the locale's currency form.
    auto* y = new QCategoryAxis(&chart);
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    y->setLabelsFont(style.font);
    const double step = niceStep(top > 0 ? top : 1.0);
    const int steps = static_cast<int>(std::ceil((top > 0 ? top : 1.0) / step));
    y->setRange(0, step * steps);
    y->setStartValue(0);
    y->append(usdText(0.0), 0.0);
    for (int i = 1; i <= steps; ++i) {
        y->append(usdText(step * i), step * i);
    }
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart.series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void paintCostChart(QPainter& painter, const QRectF& target, const QSizeF& size,
                    const cost::CostPlan& plan, const CostChartStyle& style) {
    paintChartPicture(painter, target, size,
                      [&](QChart& chart) { populateCostChart(chart, plan, style); });
}

QByteArray costChartSvg(const cost::CostPlan& plan, const QSizeF& size,
                        const CostChartStyle& style) {
    return chartSvg(size, Text::tr("Cumulative cost over %Ln month(s)", nullptr, plan.months),
                    Text::tr("The cumulative cost of each option, month by month."),
                    [&](QPainter& painter, const QRectF& box) {
                        paintCostChart(painter, box, size, plan, style);
                    });
}

} // namespace accel::render
