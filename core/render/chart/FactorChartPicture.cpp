#include "render/chart/FactorChartPicture.h"

#include "model/Evaluation.h"
#include "render/chart/ChartPicture.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>

#include <algorithm>
#include <cmath>

namespace accel::render {

double factorChartNeededHeight(const Evaluation& evaluation, double width,
                               const FactorChartStyle& style) {
    // Laid out once at this width: the chart knows how many lines its
    // wrapped row labels take (FactorChartLabels::preferredHeight).
    const int rows = std::max(1, factorChartRowCount(evaluation));
    QChart* laidOut = nullptr;
    const std::unique_ptr<QGraphicsScene> scene =
        chartPictureScene(QSizeF(width, 150.0 + 22.0 * rows), [&](QChart& chart) {
            populateFactorChart(chart, evaluation, style);
            laidOut = &chart;
        });
    return laidOut ? std::ceil(factorChartPreferredHeight(*laidOut)) : 0.0;
}

QSizeF factorChartSize(const Evaluation& evaluation, double width, const FactorChartStyle& style) {
    // Title, axis, axis title and legend take about 150 px; each row about
    // 22 px keeps one-line labels apart. Labels wrapped onto two lines need
    // more, or Qt Charts drops the ones that would overlap.
    const int rows = std::max(1, factorChartRowCount(evaluation));
    return {width,
            std::max(150.0 + 22.0 * rows, factorChartNeededHeight(evaluation, width, style))};
}

std::unique_ptr<QGraphicsScene> factorChartScene(const Evaluation& evaluation, const QSizeF& size,
                                                 const FactorChartStyle& style) {
    return chartPictureScene(size,
                             [&](QChart& chart) { populateFactorChart(chart, evaluation, style); });
}

FactorChartStyle documentChartStyle(const QFont& base, int pixelSize) {
    FactorChartStyle style;
    style.font = base;
    style.font.setPixelSize(pixelSize);
    return style;
}

void paintFactorChart(QPainter& painter, const QRectF& target, const QSizeF& size,
                      const Evaluation& evaluation, const FactorChartStyle& style) {
    const std::unique_ptr<QGraphicsScene> scene = factorChartScene(evaluation, size, style);
    scene->render(&painter, target, scene->sceneRect(), Qt::KeepAspectRatio);
}

QByteArray factorChartSvg(const Evaluation& evaluation, const QSizeF& size,
                          const FactorChartStyle& style) {
    return chartSvg(size, QCoreApplication::translate("FactorChart", "Factor chart"),
                    QCoreApplication::translate(
                        "FactorChart", "How strongly each answer favours the GPU or the TPU."),
                    [&](QPainter& painter, const QRectF& box) {
                        paintFactorChart(painter, box, size, evaluation, style);
                    });
}

} // namespace accel::render
