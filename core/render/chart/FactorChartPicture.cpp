#include "render/chart/FactorChartPicture.h"

#include "model/Evaluation.h"
#include "render/chart/ChartPicture.h"

#include <QChart>
#include <QCoreApplication>

namespace accel::render {

QSizeF factorChartSize(const Evaluation& evaluation, double width) {
    // Title, axis, axis title and legend take about 150 px; each row about
    // 22 px keeps 9-10 pt labels apart.
    const int rows = std::max(1, factorChartRowCount(evaluation));
    return {width, 150.0 + 22.0 * rows};
}

FactorChartStyle documentChartStyle(const QFont& base, int pixelSize) {
    FactorChartStyle style;
    style.font = base;
    style.font.setPixelSize(pixelSize);
    return style;
}

void paintFactorChart(QPainter& painter, const QRectF& target, const QSizeF& size,
                      const Evaluation& evaluation, const FactorChartStyle& style) {
    paintChartPicture(painter, target, size,
                      [&](QChart& chart) { populateFactorChart(chart, evaluation, style); });
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
