#include "FocusInView.h"

#include <QApplication>
#include <QScrollArea>

namespace accel {

void keepFocusInView(QScrollArea* scroll) {
    QObject::connect(qApp, &QApplication::focusChanged, scroll, [scroll](QWidget*, QWidget* now) {
        QWidget* content = scroll->widget();
        if (!now || !content || !content->isAncestorOf(now)) {
            return;
        }
        // A question's group box first, so that its title and help show too;
        // then the focused button itself, which wins if both do not fit.
        for (QWidget* w = now->parentWidget(); w && w != content; w = w->parentWidget()) {
            if (w->parentWidget() == content) {
                scroll->ensureWidgetVisible(w, 0, 0);
                break;
            }
        }
        scroll->ensureWidgetVisible(now);
    });
}

QWidget* firstTabStop(QWidget* root) {
    for (QWidget* w = root->nextInFocusChain(); w && w != root; w = w->nextInFocusChain()) {
        if (root->isAncestorOf(w) && w->isVisible() && w->isEnabled() &&
            (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus) {
            return w;
        }
    }
    return nullptr;
}

} // namespace accel
