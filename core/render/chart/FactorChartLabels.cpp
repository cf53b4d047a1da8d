#include "render/chart/FactorChartLabels.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace accel::render {

FactorChartLabels::FactorChartLabels(QChart& chart, QAbstractBarSeries& series,
                                     QBarCategoryAxis& axis, std::vector<Row> rows,
                                     const Look& look, bool showValues)
    : QGraphicsObject(&chart)
    , m_chart(chart)
    , m_series(series)
    , m_axis(axis)
    , m_rows(std::move(rows))
    , m_look(look)
    , m_showValues(showValues) {
    setZValue(1000); // above the bars, grid and axes
    m_title = m_chart.title();
    const auto horizontal = m_chart.axes(Qt::Horizontal);
    if (!horizontal.isEmpty()) {
        m_axisTitle = horizontal.first()->titleText();
    }
    setAcceptedMouseButtons(Qt::NoButton);
    // The axis gets whatever width its longest label asks for, and a narrow
    // chart then cuts labels at its left edge; shorten them to the width instead.
    connect(&m_chart, &QGraphicsWidget::geometryChanged, this, &FactorChartLabels::fitRowLabels);
    connect(&m_chart, &QChart::plotAreaChanged, this, [this](const QRectF& plot) {
        fitBarThickness(plot);
        prepareGeometryChange();
        update();
    });
    fitRowLabels();
}

QString FactorChartLabels::valueText(double value) {
    const QString magnitude = QLocale().toString(std::abs(value), 'f', 2);
    if (magnitude == QLocale().toString(0.0, 'f', 2)) {
        return QLocale().toString(0);
    }
    return (value < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + magnitude;
}

QStringList FactorChartLabels::valueTexts() const {
    QStringList texts;
    if (m_showValues) {
        for (const Row& r : m_rows) {
            texts << valueText(r.value);
        }
    }
    return texts;
}

QStringList FactorChartLabels::wrapLines(const QString& text, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty() || lines.isEmpty()) {
        lines << line;
    }
    return lines;
}

namespace {

QString htmlLines(const QStringList& lines) {
    QStringList escaped;
    for (const QString& l : lines) {
        escaped << l.toHtmlEscaped();
    }
    return escaped.join(QStringLiteral("<br>"));
}

} // namespace

double FactorChartLabels::rowBudget(double width) const {
    // Two fifths of the width, but never so little that a label is a stub.
    // Not more: Qt Charts squeezes the vertical axes into 40% of the chart's
    // width inside its margins (maxAxisPortion in its cartesianchartlayout.cpp),
    // so a wider label would be cut at the chart's left edge, not wrapped.
    const QFontMetricsF metrics(m_look.font);
    return std::max(width * 0.4, metrics.averageCharWidth() * 14);
}

QStringList FactorChartLabels::rowLines(const Row& row, double width) const {
    // A rich-text label carries a few pixels of document margin on each side.
    return wrapLines(row.label + row.marker, m_look.font, rowBudget(width) - 10.0);
}

double FactorChartLabels::rowLabelsWidth(double width) const {
    // The row axis is as wide as its widest line, not its whole budget: short
    // questions, or none yet, leave the axis title the rest of the chart.
    if (m_rows.empty()) {
        return 0.0;
    }
    const QFontMetricsF metrics(m_look.font);
    double widest = 0.0;
    for (const Row& row : m_rows) {
        for (const QString& line : rowLines(row, width)) {
            widest = std::max(widest, metrics.horizontalAdvance(line));
        }
    }
    return std::min(rowBudget(width), widest + 10.0); // the label's document margins
}

QString FactorChartLabels::rowLabel(const Row& row, double width) const {
    if (width < 50.0) {
        return QString(row.label + row.marker).toHtmlEscaped();
    }
    // Wrapped, never elided: the marker stays with the last word.
    return htmlLines(rowLines(row, width));
}

void FactorChartLabels::fitBarThickness(const QRectF& plot) {
    // A bar takes 70 % of its row, but with one or two answers a row is the
    // whole chart and the bar a block: no thicker than about two lines.
    if (m_rows.empty() || plot.height() <= 0) {
        return;
    }
    const double row = plot.height() / static_cast<double>(m_rows.size());
    const double thickest = QFontMetricsF(m_look.font).height() * 1.8;
    const double width = std::min(0.7, thickest / row);
    if (std::abs(m_series.barWidth() - width) > 0.01) {
        m_series.setBarWidth(width);
    }
}

void FactorChartLabels::fitAxisTitle(double chartWidth) {
    // Qt Charts cuts the axis title at the plot area's width, which is what
    // the row labels leave (their widest line, the axis's padding, the margins);
    // wrapped a little inside that, known before the layout has run, so that
    // a chart rendered at once (the report) is right too.
    const auto horizontal = m_chart.axes(Qt::Horizontal);
    if (horizontal.isEmpty() || m_axisTitle.isEmpty()) {
        return;
    }
    const double width = std::max((chartWidth - rowLabelsWidth(chartWidth)) * 0.85 - 40.0, 80.0);
    const QStringList lines = wrapLines(m_axisTitle, horizontal.first()->titleFont(), width);
    m_axisTitleLines = static_cast<int>(lines.size());
    const QString html = htmlLines(lines);
    if (horizontal.first()->titleText() != html) {
        horizontal.first()->setTitleText(html);
    }
}

double FactorChartLabels::preferredHeight() const {
    const QFontMetricsF metrics(m_look.font);
    const double line = metrics.height();
    QFont titleFont = m_chart.titleFont();
    const double titleLine = QFontMetricsF(titleFont).height();
    // Qt Charts drops category labels that would overlap: each row gets its
    // lines plus a gap; the rest is measured, plus the chart's margins.
    // The rows are evenly spaced, so the tallest label sets every row's height.
    const double rows =
        static_cast<double>(m_rows.size()) * (m_maxRowLines * line * 1.1 + line * 0.6);
    const double title = m_titleLines * titleLine;
    const double axis = line * (1.5 + m_axisTitleLines);
    const double legend = m_chart.legend()->isVisible() ? line * 2.0 : 0.0;
    return rows + title + axis + legend + 60.0;
}

void FactorChartLabels::fitRowLabels() {
    const double width = m_chart.size().width();
    if (std::abs(width - m_fittedWidth) < 1.0) {
        return;
    }
    m_fittedWidth = width;
    QStringList labels;
    m_maxRowLines = 0;
    for (const Row& r : m_rows) {
        labels << rowLabel(r, width);
        m_maxRowLines = std::max(m_maxRowLines,
                                 static_cast<int>(labels.back().count(QStringLiteral("<br>"))) + 1);
    }
    // The titles span the chart; what does not fit goes on the next line.
    // Not before the chart has a size: a title wrapped at zero width would
    // stand one word per line.
    if (width < 50.0) {
        return;
    }
    const QStringList titleLines = wrapLines(m_title, m_chart.titleFont(), width - 40.0);
    m_titleLines = m_title.isEmpty() ? 0 : static_cast<int>(titleLines.size());
    if (!m_title.isEmpty()) {
        m_chart.setTitle(htmlLines(titleLines));
    }
    fitAxisTitle(width);
    // The axis drops duplicate categories, and two questions may elide alike:
    // an invisible zero-width space keeps every row its own.
    for (int i = 0; i < labels.size(); ++i) {
        while (labels.indexOf(labels.at(i)) < i) {
            labels[i] += QChar(0x200B);
        }
    }
    if (labels != m_axis.categories()) {
        m_axis.setCategories(labels); // same count and order: the bars keep their rows
    }
}

QRectF FactorChartLabels::boundingRect() const {
    return QRectF(QPointF(0, 0), m_chart.size());
}

void FactorChartLabels::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF plot = m_chart.plotArea();
    if (!m_showValues || plot.isEmpty()) {
        return;
    }
    painter->save();
    painter->setFont(m_look.font);
    const QFontMetricsF metrics(m_look.font);
    const double gap = metrics.averageCharWidth() * 0.6;
    const double zero = m_chart.mapToPosition(QPointF(0, 0), &m_series).x();
    for (int i = 0; i < static_cast<int>(m_rows.size()); ++i) {
        const double value = m_rows[static_cast<std::size_t>(i)].value;
        const QString text = valueText(value);
        const double width = metrics.horizontalAdvance(text);
        const QPointF end = m_chart.mapToPosition(QPointF(value, i), &m_series);
        const double barLength = std::abs(end.x() - zero);
        QRectF box(0, end.y() - metrics.height() / 2, width, metrics.height());
        QColor colour = m_look.text;
        if (text == QLocale().toString(0)) {
            box.moveLeft(zero + gap);
            colour = m_look.muted;
        } else if (value < 0) {
            box.moveRight(end.x() - gap);
            if (box.left() < plot.left() && barLength > width + 2 * gap) {
                box.moveLeft(end.x() + gap); // no room outside: inside, light on dark
                colour = m_look.onDark;
            }
        } else {
            box.moveLeft(end.x() + gap);
            if (box.right() > plot.right() && barLength > width + 2 * gap) {
                box.moveRight(end.x() - gap); // inside; the orange is light enough
            }
        }
        painter->setPen(colour);
        painter->drawText(box, Qt::AlignCenter, text);
    }
    painter->restore();
}

} // namespace accel::render
