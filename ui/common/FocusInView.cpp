#include "ui/common/FocusInView.h"

#include <QApplication>
#include <QEvent>
#include <QScrollArea>

namespace accel::ui {

namespace {

// Watches the application's input once, for lastInputWasKeyboard().
class InputWatcher : public QObject {
public:
    bool keyboard = false;
    bool eventFilter(QObject* watched, QEvent* event) override {
        switch (event->type()) {
        case QEvent::KeyPress:
        case QEvent::Shortcut:
            keyboard = true;
            break;
        case QEvent::MouseButtonPress:
        case QEvent::TouchBegin:
            keyboard = false;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

InputWatcher& watcher() {
    static InputWatcher* w = [] {
        auto* created = new InputWatcher;
        created->setParent(qApp);
        qApp->installEventFilter(created);
        return created;
    }();
    return *w;
}

} // namespace

bool lastInputWasKeyboard() {
    return watcher().keyboard;
}

Qt::FocusReason focusReasonForLastInput() {
    // Qt shows the focus frame after a Shortcut focus change (Tab counts only
    // inside its own key event).
    return lastInputWasKeyboard() ? Qt::ShortcutFocusReason : Qt::OtherFocusReason;
}

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

} // namespace accel::ui
