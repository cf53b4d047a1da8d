#include "ui/common/ScrollAreaAccessible.h"

#include "ui/common/AccessibleFactory.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QScrollArea>
#include <QScrollBar>

namespace accel::ui {

namespace {

class ScrollAreaAccessible : public QAccessibleWidget {
public:
    explicit ScrollAreaAccessible(QAbstractScrollArea* area)
        : QAccessibleWidget(area, QAccessible::Client) {}

    [[nodiscard]] int childCount() const override { return static_cast<int>(children().size()); }

    [[nodiscard]] QAccessibleInterface* child(int index) const override {
        const QWidgetList list = children();
        if (index < 0 || index >= list.size()) {
            return nullptr; // counted before a scroll bar went away
        }
        return QAccessible::queryAccessibleInterface(list.at(index));
    }

    [[nodiscard]] int indexOfChild(const QAccessibleInterface* child) const override {
        if (!child || !child->object() || !child->object()->isWidgetType()) {
            return -1;
        }
        return static_cast<int>(children().indexOf(static_cast<QWidget*>(child->object())));
    }

private:
    [[nodiscard]] QAbstractScrollArea* area() const {
        return static_cast<QAbstractScrollArea*>(widget());
    }

    // What Qt's own interface lists, in its order: the viewport, then the
    // containers of the visible scroll bars, then a visible corner widget.
    [[nodiscard]] QWidgetList children() const {
        QWidgetList list;
        if (QWidget* viewport = area()->viewport()) {
            list << viewport;
        }
        for (const QScrollBar* bar : {area()->horizontalScrollBar(), area()->verticalScrollBar()}) {
            if (bar && bar->isVisible() && bar->parentWidget()) {
                list << bar->parentWidget();
            }
        }
        if (QWidget* corner = area()->cornerWidget(); corner && corner->isVisible()) {
            list << corner;
        }
        return list;
    }
};

} // namespace

void installScrollAreaAccessibility() {
    installAccessibleInterface<QScrollArea, ScrollAreaAccessible>();
}

} // namespace accel::ui
