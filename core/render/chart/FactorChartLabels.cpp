#include "FactorChartLabels.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace accel {

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
    setAcceptedMouseButtons(Qt::NoButton);
    // The axis gets whatever width its longest label asks for, and a narrow
    // chart then cuts labels at its left edge; shorten them to the width instead.
    connect(&m_chart, &QGraphicsWidget::geometryChanged, this, &FactorChartLabels::fitRowLabels);
    connect(&m_chart, &QChart::plotAreaChanged, this, [this] {
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

QString FactorChartLabels::rowLabel(const Row& row, double width) const {
    if (width <= 0) {
        return row.label + row.marker;
    }
    // Two fifths of the width, but never so little that a label is a stub.
    const QFontMetricsF metrics(m_look.font);
    const double budget = std::max(width * 0.4, metrics.averageCharWidth() * 14);
    const double forLabel = budget - metrics.horizontalAdvance(row.marker);
    return metrics.elidedText(row.label, Qt::ElideRight, forLabel) + row.marker;
}

void FactorChartLabels::fitRowLabels() {
    const double width = m_chart.size().width();
    if (std::abs(width - m_fittedWidth) < 1.0) {
        return;
    }
    m_fittedWidth = width;
    QStringList labels;
    for (const Row& r : m_rows) {
        labels << rowLabel(r, width);
    }
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

} // namespace accel
