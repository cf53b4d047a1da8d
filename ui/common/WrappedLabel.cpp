#include "ui/common/WrappedLabel.h"

#include <QEvent>

#include <utility>

namespace accel::ui {

WrappedLabel::WrappedLabel(QWidget* parent)
    : QLabel(parent) {
    setWordWrap(true);
}

int WrappedLabel::heightForWidth(int width) const {
    // setText() and the other setters are not virtual: what is measured now
    // tells whether the heights still hold.
    if (Measured now = measured(); !(now == m_measured)) {
        m_heights.fill(Height{});
        m_measured = std::move(now);
    }
    for (const Height& h : m_heights) {
        if (h.width == width) {
            return h.height;
        }
    }
    const int height = QLabel::heightForWidth(width);
    m_heights[m_next] = Height{width, height};
    m_next = (m_next + 1) % m_heights.size();
    return height;
}

WrappedLabel::Measured WrappedLabel::measured() const {
    return Measured{text(), margin(), indent(), contentsMargins(), wordWrap(), textFormat()};
}

void WrappedLabel::changeEvent(QEvent* event) {
    // Another font or style measures differently.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::ScreenChangeInternal) {
        m_heights.fill(Height{});
    }
    QLabel::changeEvent(event);
}

} // namespace accel::ui
