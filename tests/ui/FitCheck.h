#pragma once

// What a person sees as "does not fit": widgets outside the window, chart
// texts that Qt Charts elided ("...") or that stick out of the chart, and
// tables that need a sideways scroll bar or cut their cells.

#include "ChartRowLabels.h"

#include <QAbstractScrollArea>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QScrollBar>
#include <QStringList>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QWidget>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

namespace accel::test {

inline QString describe(const QWidget* w) {
    return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') +
           (w->objectName().isEmpty() ? QStringLiteral("(unnamed)") : w->objectName());
}

// Shown widgets that reach beyond the window. A scroll area's content may
// be larger than its viewport; it is the area that must fit.
inline QStringList widgetsOutside(const QWidget& window) {
    QStringList out;
    const QRect bounds = window.rect();
    for (const QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow()) {
            continue;
        }
        bool scrolled = false;
        for (const QWidget* p = w->parentWidget(); p && p != &window; p = p->parentWidget()) {
            if (p->objectName() == QLatin1String("qt_scrollarea_viewport")) {
                scrolled = true;
                break;
            }
        }
        if (scrolled) {
            continue;
        }
        const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
        if (!bounds.contains(r)) {
            out << QStringLiteral("%1 at %2,%3 %4x%5")
                       .arg(describe(w))
                       .arg(r.x())
                       .arg(r.y())
                       .arg(r.width())
                       .arg(r.height());
        }
    }
    return out;
}

// Word-wrapped labels squeezed below the height their text needs: the lines
// overlap or are cut (a layout asked for more than the window had).
inline QStringList squeezedLabels(const QWidget& window) {
    QStringList out;
    for (const QLabel* l : window.findChildren<QLabel*>()) {
        if (!l->isVisible() || !l->wordWrap() || l->text().isEmpty()) {
            continue;
        }
        const int needed = l->heightForWidth(l->width());
        if (needed > 0 && l->height() + 1 < needed) {
            out << QStringLiteral("%1 '%2' %3 < %4 px high")
                       .arg(describe(l), l->text().left(50))
                       .arg(l->height())
                       .arg(needed);
        }
    }
    return out;
}

// How many lines `text` needs at `width` px, broken at plain spaces only
// (no-break spaces hold their words together), each line as full as fits.
inline int linesNeeded(const QString& text, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    int lines = 1;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            ++lines;
            line = word;
        } else {
            line = longer;
        }
    }
    return lines;
}

// Elided or clipped texts of a chart: Qt Charts shortens what does not fit
// with "..." (the axis labels, the axis title, the title, the legend), and
// a legend too wide for the chart sticks out of it.
inline QStringList chartTextProblems(const QChartView& view) {
    QStringList out;
    const QChart* chart = view.chart();
    if (!chart || !view.isVisible()) {
        return out;
    }
    const QRectF bounds = chart->sceneBoundingRect().adjusted(-1, -1, 1, 1);
    for (const QGraphicsItem* item : view.scene()->items()) {
        const QString text = itemText(item);
        if (text.isEmpty() || !item->isVisible()) {
            continue;
        }
        if (text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026))) {
            out << QStringLiteral("elided: '%1'").arg(text);
        } else if (!bounds.contains(item->sceneBoundingRect())) {
            out << QStringLiteral("outside the chart: '%1'").arg(text);
        }
    }
    out << rowLabelsNotDrawn(*chart, *view.scene());
    // An axis title broken into more lines than the plot's width needs: the
    // wrapping may keep a margin (a fifth of the width), not leave half empty.
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal)) {
        const QStringList drawn = axis->titleText().split(QStringLiteral("<br>"));
        // Raw: toPlainText() would turn the no-break spaces into plain ones.
        const QString plain =
            QTextDocumentFragment::fromHtml(drawn.join(QLatin1Char(' '))).toRawText().trimmed();
        const int needed = linesNeeded(plain, axis->titleFont(), chart->plotArea().width() * 0.8);
        if (!plain.isEmpty() && drawn.size() > needed) {
            out << QStringLiteral("axis title in %1 lines where %2 fit the plot's %3 px: '%4'")
                       .arg(drawn.size())
                       .arg(needed)
                       .arg(chart->plotArea().width())
                       .arg(plain);
        }
    }
    if (chart->legend()->isVisible() && !bounds.contains(chart->legend()->sceneBoundingRect())) {
        out << QStringLiteral("legend outside the chart");
    }
    // A legend too short for its entries scrolls them out of its own area.
    if (chart->legend()->isVisible()) {
        const QRectF legend = chart->legend()->sceneBoundingRect().adjusted(-1, -1, 1, 1);
        for (const QLegendMarker* marker : chart->legend()->markers()) {
            if (!marker->isVisible() || marker->label().isEmpty()) {
                continue;
            }
            bool drawn = false;
            for (const QGraphicsItem* item : view.scene()->items()) {
                if (item->isVisible() &&
                    itemText(item).simplified() == marker->label().simplified() &&
                    legend.contains(item->sceneBoundingRect())) {
                    drawn = true;
                    break;
                }
            }
            if (!drawn) {
                out << QStringLiteral("legend entry cut off: '%1'").arg(marker->label());
            }
        }
    }
    return out;
}

inline bool scrollsSideways(const QAbstractScrollArea& area) {
    return area.horizontalScrollBar()->maximum() > 0;
}

// Rows of a word-wrapping table lower than their wrapped text needs (as the
// view itself measures it, spans included), and columns scrolled out of sight.
inline QStringList cutCells(const QTableView& table) {
    QStringList out;
    const QAbstractItemModel* model = table.model();
    if (!model || !table.isVisible()) {
        return out;
    }
    for (int c = 0; c < model->columnCount(); ++c) {
        const int x = table.columnViewportPosition(c);
        if (!table.isColumnHidden(c) &&
            (x < 0 || x + table.columnWidth(c) > table.viewport()->width() + 1)) {
            out << QStringLiteral("column %1 '%2' out of view")
                       .arg(c)
                       .arg(model->headerData(c, Qt::Horizontal).toString());
        }
    }
    const QAbstractItemView& view = table; // sizeHintForRow is public here
    for (int r = 0; r < model->rowCount(); ++r) {
        const int needed = view.sizeHintForRow(r);
        if (table.rowHeight(r) < needed) {
            out << QStringLiteral("row %1 '%2' is %3 px high, needs %4")
                       .arg(r)
                       .arg(model->index(r, 0).data().toString())
                       .arg(table.rowHeight(r))
                       .arg(needed);
        }
    }
    return out;
}

} // namespace accel::test
