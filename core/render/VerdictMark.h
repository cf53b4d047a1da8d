#pragma once

#include "model/ConfidenceBand.h"
#include "model/Evaluation.h"

#include <QColor>
#include <QImage>
#include <QRectF>

class QPainter;

namespace accel::render {

// The verdict's mark, drawn once for every view that shows a verdict: the
// window's verdict card, the PDF and the HTML report. A shape per verdict
// (square GPU, disc TPU, half of each for both) in its palette colour, so
// that it reads without colour too, and beside it the confidence as one to
// three filled bars.

// The verdict's colour (Palette.h): the mark's fill and the card's edge.
[[nodiscard]] QColor verdictColour(Verdict verdict);

// Paints the mark into `box`, which is twice as wide as it is high.
void paintVerdictMark(QPainter& painter, const QRectF& box, Verdict verdict, ConfidenceBand band);

// The mark as an image `height` pixels high (twice as wide), transparent around it.
[[nodiscard]] QImage verdictMarkImage(Verdict verdict, ConfidenceBand band, int height);

} // namespace accel::render
