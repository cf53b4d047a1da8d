#include "FactorChartPicture.h"

#include "Evaluation.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>

namespace accel {

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
    // A chart in a scene (not an unshown QChartView, which renders tiny) and
    // no animation, so the first paint is the final picture.
    QGraphicsScene scene;
    auto* chart = new QChart; // owned by the scene
    scene.addItem(chart);
    populateFactorChart(*chart, evaluation, style);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->resize(size);
    const QRectF source(QPointF(0, 0), size);
    scene.setSceneRect(source);
    scene.render(&painter, target, source, Qt::KeepAspectRatio);
}

QByteArray factorChartSvg(const Evaluation& evaluation, const QSizeF& size,
                          const FactorChartStyle& style) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setResolution(96);
    svg.setTitle(QCoreApplication::translate("FactorChart", "Factor chart"));
    svg.setDescription(QCoreApplication::translate(
        "FactorChart", "How strongly each answer favours the GPU or the TPU."));
    QPainter painter(&svg);
    paintFactorChart(painter, QRectF(QPointF(0, 0), size), size, evaluation, style);
    painter.end();
    return bytes;
}

} // namespace accel
