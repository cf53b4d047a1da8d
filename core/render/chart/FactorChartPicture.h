#pragma once

#include "render/chart/FactorChart.h"

#include <QByteArray>
#include <QSizeF>

#include <memory>

class QGraphicsScene;
class QPainter;
class QRectF;

namespace accel::render {

// The factor chart drawn off screen, for documents: always vector output on
// vector devices (PDF, SVG, printer), never a pixmap.

// The least height at which a chart `width` logical pixels wide draws every
// row label in `style`'s font, measured by laying it out once.
double factorChartNeededHeight(const Evaluation& evaluation, double width,
                               const FactorChartStyle& style);

// A chart `width` logical pixels (1/96 inch) wide, tall enough for every
// row label in `style`'s font to be drawn (Qt Charts drops overlapping ones).
QSizeF factorChartSize(const Evaluation& evaluation, double width, const FactorChartStyle& style);

// The scene paintFactorChart() paints, laid out at `size`: what it draws.
std::unique_ptr<QGraphicsScene> factorChartScene(const Evaluation& evaluation, const QSizeF& size,
                                                 const FactorChartStyle& style);

// The document style: style.font with a pixel size (see paintFactorChart).
FactorChartStyle documentChartStyle(const QFont& base, int pixelSize = 12);

// Lays the chart out at `size` (logical pixels) and paints it scaled into
// `target` of `painter`. Needs a QApplication (Qt Charts are widgets).
// Give style.font a pixel size: a point size would be resolved against the
// target device's resolution and then scaled again by the scene transform.
void paintFactorChart(QPainter& painter, const QRectF& target, const QSizeF& size,
                      const Evaluation& evaluation, const FactorChartStyle& style = {});

// The chart as a standalone SVG document (for HTML reports).
QByteArray factorChartSvg(const Evaluation& evaluation, const QSizeF& size,
                          const FactorChartStyle& style = {});

} // namespace accel::render
