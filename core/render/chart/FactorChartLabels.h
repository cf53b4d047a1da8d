#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QStringList>

#include <vector>

class QAbstractBarSeries;
class QBarCategoryAxis;
class QChart;

namespace accel::render {

// The numbers on the factor chart's bars, drawn by hand. Qt Charts places a
// stacked bar's "outside end" label at the bar's right edge even when the bar
// points left, so GPU numbers landed on the TPU side of zero, and the empty
// half of every row printed a stray "0". Here each number sits just beyond
// its own bar's end (inside the bar when there is no room), with the tables'
// minus sign. It also wraps the row labels, the axis title and the chart
// title to the chart's width (Qt Charts would elide them with "..."): every
// word stays readable, in every language.
class FactorChartLabels : public QGraphicsObject {
    Q_OBJECT
public:
    struct Row {
        QString label;  // full text; the axis may show it elided
        QString marker; // kept whole at the end, e.g. " [blocker]"
        double value = 0.0;
    };
    struct Look {
        QFont font;
        QColor text;
        QColor onDark; // text inside a dark (GPU) bar
        QColor muted;  // the "0" of a row that leans neither way
    };

    // Rows bottom-up, like the category axis. A child item of `chart`.
    FactorChartLabels(QChart& chart, QAbstractBarSeries& series, QBarCategoryAxis& axis,
                      std::vector<Row> rows, const Look& look, bool showValues);

    [[nodiscard]] QStringList valueTexts() const;
    // "−0.45", "+0.30", "0": the report tables' style.
    [[nodiscard]] static QString valueText(double value);
    // The category label for a chart `width` px wide: HTML, wrapped with <br>.
    [[nodiscard]] QString rowLabel(const Row& row, double width) const;
    // `text` broken into lines of at most `width` px (a longer word keeps its line).
    [[nodiscard]] static QStringList wrapLines(const QString& text, const QFont& font,
                                               double width);
    // The height the chart needs at its current width to show every row
    // label whole: the rows' lines, title, axis, axis title and legend.
    [[nodiscard]] double preferredHeight() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void fitRowLabels();
    void fitAxisTitle(double chartWidth);
    void fitBarThickness(const QRectF& plot);
    [[nodiscard]] double rowBudget(double width) const;
    // A row's label wrapped into its budget at `width`.
    [[nodiscard]] QStringList rowLines(const Row& row, double width) const;
    // What the row labels take of a chart `width` px wide: their widest line.
    [[nodiscard]] double rowLabelsWidth(double width) const;

    QChart& m_chart;
    QAbstractBarSeries& m_series;
    QBarCategoryAxis& m_axis;
    std::vector<Row> m_rows;
    Look m_look;
    bool m_showValues;
    double m_fittedWidth = -1.0;
    QString m_title;       // the chart's title before wrapping
    QString m_axisTitle;   // the value axis title before wrapping
    int m_maxRowLines = 0; // lines of the tallest row label at the fitted width
    int m_titleLines = 0;  // lines of the chart title, 0 without one
    int m_axisTitleLines = 0;
};

} // namespace accel::render
