#include "render/chart/ChartPicture.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>

namespace accel::render {

void paintChartPicture(QPainter& painter, const QRectF& target, const QSizeF& size,
                       const std::function<void(QChart&)>& populate) {
    // A chart in a scene (not an unshown QChartView, which renders tiny) and
    // no animation, so the first paint is the final picture.
    QGraphicsScene scene;
    auto* chart = new QChart; // owned by the scene
    scene.addItem(chart);
    populate(*chart);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->resize(size);
    const QRectF source(QPointF(0, 0), size);
    scene.setSceneRect(source);
    scene.render(&painter, target, source, Qt::KeepAspectRatio);
}

QByteArray chartSvg(const QSizeF& size, const QString& title, const QString& description,
                    const std::function<void(QPainter&, const QRectF&)>& paint) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setResolution(96);
    svg.setTitle(title);
    svg.setDescription(description);
    QPainter painter(&svg);
    paint(painter, QRectF(QPointF(0, 0), size));
    painter.end();
    return bytes;
}

} // namespace accel::render
