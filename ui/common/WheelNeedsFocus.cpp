#include "ui/common/WheelNeedsFocus.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>

namespace accel::ui {

namespace {

// The widgets whose value the wheel changes. A scroll bar is what the wheel
// is for, and never takes the focus.
bool takesValueFromWheel(const QObject* object) {
    if (qobject_cast<const QScrollBar*>(object)) {
        return false;
    }
    return qobject_cast<const QAbstractSpinBox*>(object) ||
           qobject_cast<const QComboBox*>(object) || qobject_cast<const QAbstractSlider*>(object);
}

class WheelNeedsFocusFilter : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Polish && takesValueFromWheel(watched)) {
            auto* widget = static_cast<QWidget*>(watched);
            if (widget->focusPolicy() == Qt::WheelFocus) {
                widget->setFocusPolicy(Qt::StrongFocus);
            }
        } else if (event->type() == QEvent::Wheel && takesValueFromWheel(watched) &&
                   !static_cast<QWidget*>(watched)->hasFocus()) {
            // Ignored and not delivered: QApplication passes it to the parent,
            // up to the scroll area that holds the form.
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void wheelNeedsFocus() {
    static QPointer<QObject> installed;
    if (installed || !qApp) {
        return;
    }
    installed = new WheelNeedsFocusFilter(qApp);
    qApp->installEventFilter(installed);
}

} // namespace accel::ui
