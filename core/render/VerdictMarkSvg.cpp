#include "render/VerdictMarkSvg.h"

#include "render/VerdictMark.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace accel::render {

QByteArray verdictMarkSvg(Verdict verdict, ConfidenceBand band, int height, const QString& name) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(height * 2, height));
    svg.setViewBox(QRect(0, 0, height * 2, height));
    svg.setTitle(name);
    {
        QPainter p(&svg);
        paintVerdictMark(p, QRectF(0, 0, height * 2, height), verdict, band);
    }
    return buffer.data();
}

} // namespace accel::render
