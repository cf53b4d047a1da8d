#pragma once

#include <QObject>
#include <QTextFormat>
#include <QTextObjectInterface>

namespace accel {
struct Evaluation;
}
namespace accel::cost {
struct CostPlan;
}

namespace accel::render {

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

    // The character format of a chart drawn in a box of `device` pixels on a
    // device of `dpi`. The chart is laid out at the box's size in 1/96 inch,
    // so a shorter box squeezes the rows, not the text.
    static QTextCharFormat format(const QSizeF& device, double dpi, bool compact);
    // The font sizes of the chart, in pixels of its 1/96-inch scene.
    static constexpr int kPixelSize = 12;
    static constexpr int kCompactPixelSize = 10;
    // The shortest chart `sceneWidth` (1/96 inch) wide that still reads, set
    // in its compact font: 14.5 px a row (less and Qt Charts drops every other
    // row label) plus title, axis and legend, more where row labels wrap onto
    // two lines; in device pixels.
    static double minimumHeight(const Evaluation& evaluation, double dpi, double sceneWidth);

    QSizeF intrinsicSize(QTextDocument* doc, int posInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int posInDocument,
                    const QTextFormat& format) override;

private:
    const Evaluation& m_evaluation;
};

// Draws the verdict's mark (VerdictMark.h) inside a QTextDocument, beside the
// report's headline: vector graphics on a PDF writer, as the chart.
class VerdictMarkTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kType = QTextFormat::UserObject + 2;

    VerdictMarkTextObject(const Evaluation& evaluation, QObject* parent);

    // The character format of the mark, `height` device pixels high (twice as wide).
    static QTextCharFormat format(double height);

    QSizeF intrinsicSize(QTextDocument* doc, int posInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int posInDocument,
                    const QTextFormat& format) override;

private:
    const Evaluation& m_evaluation;
};

// Draws the cumulative-cost chart (CostChart.h, the Bill tab's own builder)
// inside a QTextDocument: vector graphics on a PDF writer, as the factor chart.
class CostChartTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kType = QTextFormat::UserObject + 3;

    // `plan` must outlive the document (the report holds it).
    CostChartTextObject(const cost::CostPlan& plan, QObject* parent);

    // The character format of the chart in a box of `device` pixels on a device of `dpi`.
    static QTextCharFormat format(const QSizeF& device, double dpi);

    QSizeF intrinsicSize(QTextDocument* doc, int posInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int posInDocument,
                    const QTextFormat& format) override;

private:
    const cost::CostPlan& m_plan;
};

} // namespace accel::render
