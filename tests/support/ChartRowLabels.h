#pragma once

// Qt Charts hides a category label that would overlap its neighbour: the
// bar is drawn, its question's name is not. Shared by the window checks
// (tests/ui/FitCheck.h) and the report checks (tests/report).

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QStringList>
#include <QTextDocumentFragment>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>

namespace accel::test {

inline QString itemText(const QGraphicsItem* item) {
    if (const auto* t = dynamic_cast<const QGraphicsTextItem*>(item)) {
        return t->toPlainText();
    }
    if (const auto* t = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) {
        return t->text();
    }
    return {};
}

// "row label not drawn: 'Main framework'" for every category of `chart`'s
// category axes that no visible text item of `scene` shows.
inline QStringList rowLabelsNotDrawn(const QChart& chart, const QGraphicsScene& scene) {
    QStringList shown;
    for (const QGraphicsItem* item : scene.items()) {
        if (item->isVisible()) {
            shown << itemText(item).simplified();
        }
    }
    QStringList out;
    for (QAbstractAxis* axis : chart.axes()) {
        if (auto* rows = qobject_cast<QBarCategoryAxis*>(axis)) {
            for (QString category : rows->categories()) {
                category.replace(QStringLiteral("<br>"), QStringLiteral(" "));
                category.remove(QChar(0x200B));
                const QString plain = QTextDocumentFragment::fromHtml(category).toPlainText();
                if (!shown.contains(plain.simplified())) {
                    out << QStringLiteral("row label not drawn: '%1'").arg(plain);
                }
            }
        }
    }
    return out;
}

// The chart a scene holds (a document's chart picture), or null.
inline QChart* chartIn(const QGraphicsScene& scene) {
    for (QGraphicsItem* item : scene.items()) {
        if (auto* chart = dynamic_cast<QChart*>(item)) {
            return chart;
        }
    }
    return nullptr;
}

} // namespace accel::test
