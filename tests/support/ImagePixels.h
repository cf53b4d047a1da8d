#pragma once

// Looking at what a test drew: an object of a text document drawn as the
// PDF draws it, and whether a colour was painted anywhere.

#include <QAbstractTextDocumentLayout>
#include <QColor>
#include <QImage>
#include <QPainter>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextObjectInterface>

namespace accel::test {

// Whether any fully opaque pixel of `image` is exactly `colour` (antialiased
// edges blend, so a drawn area must have at least one pure pixel).
inline bool imageHasColour(const QImage& image, const QColor& colour) {
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() == 255 && c.rgb() == colour.rgb()) {
                return true;
            }
        }
    }
    return false;
}

// The custom object at `fragment` (a chart, the verdict mark) drawn by its
// document's handler at its own size on `background`; a null image when the
// fragment holds no such object or it has no size.
inline QImage drawnTextObject(QTextDocument& doc, const QTextFragment& fragment,
                              const QColor& background) {
    const QTextCharFormat format = fragment.charFormat();
    QTextObjectInterface* handler = doc.documentLayout()->handlerForObject(format.objectType());
    if (format.isImageFormat() || format.objectType() == 0 || handler == nullptr) {
        return {};
    }
    const QSizeF size = handler->intrinsicSize(&doc, fragment.position(), format);
    if (size.isEmpty()) {
        return {};
    }
    QImage image(size.toSize(), QImage::Format_ARGB32);
    image.fill(background);
    QPainter painter(&image);
    handler->drawObject(&painter, QRectF(QPointF(0, 0), size), &doc, fragment.position(), format);
    return image;
}

} // namespace accel::test
