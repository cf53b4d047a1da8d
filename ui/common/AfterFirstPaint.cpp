#include "ui/common/AfterFirstPaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <utility>

namespace accel::ui {

namespace {

// Owned by the painted widget: gone with it, and with it the work.
class FirstPaintWatch : public QObject {
public:
    FirstPaintWatch(QWidget* painted, std::function<void()> work)
        : QObject(painted)
        , m_work(std::move(work)) {
        painted->installEventFilter(this);
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            // Queued: the frame being painted reaches the screen first.
            QTimer::singleShot(0, this, [this] {
                m_work();
                deleteLater();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_work;
};

} // namespace

void runAfterFirstPaint(QWidget* painted, std::function<void()> work) {
    new FirstPaintWatch(painted, std::move(work));
}

} // namespace accel::ui
