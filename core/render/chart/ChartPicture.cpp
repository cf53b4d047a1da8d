#include "render/chart/ChartPicture.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>

namespace accel::render {

std::unique_ptr<QGraphicsScene> chartPictureScene(const QSizeF& size,
                                                  const std::function<void(QChart&)>& populate) {
    // A chart in a scene (not an unshown QChartView, which renders tiny) and
    // no animation, so the first paint is the final picture.
    auto scene = std::make_unique<QGraphicsScene>();
    auto* chart = new QChart; // owned by the scene
    scene->addItem(chart);
    populate(*chart);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->resize(size);
    scene->setSceneRect(QRectF(QPointF(0, 0), size));
    return scene;
}

void paintChartPicture(QPainter& painter, const QRectF& target, const QSizeF& size,
                       const std::function<void(QChart&)>& populate) {
    const std::unique_ptr<QGraphicsScene> scene = chartPictureScene(size, populate);
    scene->render(&painter, target, scene->sceneRect(), Qt::KeepAspectRatio);
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
