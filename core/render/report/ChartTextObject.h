#pragma once

#include <QObject>
#include <QTextObjectInterface>

namespace accel {
struct Evaluation;
}

namespace accel::report {

// Draws the factor chart inside a QTextDocument, so the chart flows and
// paginates with the text. It paints with the document's painter: on a PDF
// writer or a printer the chart stays vector graphics.
class ChartTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kType = QTextFormat::UserObject + 1;
    // Compact: a chart squeezed to fit its page, set in a smaller font.
    enum Property { SceneSize = QTextFormat::UserProperty + 1, DeviceSize, Compact };

    ChartTextObject(const Evaluation& evaluation, QObject* parent);

    QSizeF intrinsicSize(QTextDocument* doc, int posInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int posInDocument,
                    const QTextFormat& format) override;

private:
    const Evaluation& m_evaluation;
};

} // namespace accel::report
