#pragma once

#include <QByteArray>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <memory>

class QChart;
class QGraphicsScene;
class QPainter;

namespace accel::render {

// Draws a chart off screen for documents: `populate` fills a chart laid out
// at `size` (logical pixels, 1/96 inch), which is painted scaled into
// `target`; vector output on vector devices (PDF, SVG). Needs a
// QApplication (Qt Charts are widgets). The factor and cost charts share it.
void paintChartPicture(QPainter& painter, const QRectF& target, const QSizeF& size,
                       const std::function<void(QChart&)>& populate);

// The scene paintChartPicture() paints, laid out at `size`: for measuring
// (how tall a chart must be) and for tests of what it draws.
std::unique_ptr<QGraphicsScene> chartPictureScene(const QSizeF& size,
                                                  const std::function<void(QChart&)>& populate);

// A standalone SVG document of `size` with a title and a description (for
// screen readers), drawn by `paint` into the whole view box.
QByteArray chartSvg(const QSizeF& size, const QString& title, const QString& description,
                    const std::function<void(QPainter&, const QRectF&)>& paint);

} // namespace accel::render
