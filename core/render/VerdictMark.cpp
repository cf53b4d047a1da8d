#include "render/VerdictMark.h"

#include "render/Palette.h"

#include <QPainter>
#include <QPainterPath>

namespace accel::render {

QColor verdictColour(Verdict verdict) {
    switch (verdict) {
    case Verdict::Gpu:
        return palette::gpu();
    case Verdict::Tpu:
        return palette::tpu();
    case Verdict::Hybrid:
        return palette::hybrid();
    }
    return palette::muted();
}

void paintVerdictMark(QPainter& p, const QRectF& box, Verdict verdict, ConfidenceBand band) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    const qreal size = box.height();
    const QRectF shape(box.left() + 1, box.top() + 1, size - 2, size - 2);
    switch (verdict) {
    case Verdict::Gpu:
        p.setBrush(verdictColour(Verdict::Gpu));
        p.drawRoundedRect(shape, 2, 2);
        break;
    case Verdict::Tpu:
        p.setBrush(verdictColour(Verdict::Tpu));
        p.drawEllipse(shape);
        break;
    case Verdict::Hybrid: {
        p.setBrush(verdictColour(Verdict::Gpu));
        p.drawRect(QRectF(shape.left(), shape.top(), shape.width() / 2, shape.height()));
        QPainterPath right;
        right.moveTo(shape.center().x(), shape.top());
        right.arcTo(shape, 90, -180);
        right.closeSubpath();
        p.setBrush(verdictColour(Verdict::Tpu));
        p.drawPath(right);
        break;
    }
    }
    const int filled = band == ConfidenceBand::Robust ? 3 : band == ConfidenceBand::Leaning ? 2 : 1;
    const qreal barWidth = size / 5.0;
    for (int i = 0; i < 3; ++i) {
        const qreal height = size * (0.4 + 0.3 * i);
        const QRectF bar(box.left() + size * 1.2 + i * barWidth * 1.5,
                         box.top() + size - 1 - height, barWidth, height);
        p.setBrush(i < filled ? palette::ink() : Qt::transparent);
        p.setPen(QPen(palette::ink(), 1));
        p.drawRect(bar);
    }
    p.restore();
}

QImage verdictMarkImage(Verdict verdict, ConfidenceBand band, int height) {
    QImage image(height * 2, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    paintVerdictMark(p, QRectF(0, 0, height * 2, height), verdict, band);
    return image;
}

} // namespace accel::render
