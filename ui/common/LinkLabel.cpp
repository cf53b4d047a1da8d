#include "ui/common/LinkLabel.h"

#include <QKeyEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionFocusRect>

namespace accel::ui {

LinkLabel::LinkLabel(QWidget* parent)
    : QLabel(parent) {
    setTextFormat(Qt::RichText);
    // The mouse follows the link as in any label; the keyboard is handled
    // here, so Tab does not stop a second time inside the text.
    setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    setFocusPolicy(Qt::StrongFocus);
    // Room for the focus frame, so the text does not move when it appears.
    setContentsMargins(2, 1, 2, 1);
}

QString LinkLabel::target() const {
    static const QRegularExpression href(QStringLiteral(R"re(href\s*=\s*"([^"]*)")re"));
    return href.match(text()).captured(1);
}

void LinkLabel::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) &&
        !target().isEmpty()) {
        emit linkActivated(target());
        event->accept();
        return;
    }
    QLabel::keyPressEvent(event);
}

void LinkLabel::paintEvent(QPaintEvent* event) {
    QLabel::paintEvent(event);
    if (hasFocus()) {
        QPainter painter(this);
        QStyleOptionFocusRect frame;
        frame.initFrom(this);
        frame.rect = rect();
        frame.backgroundColor = palette().color(backgroundRole());
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &frame, &painter, this);
    }
}

} // namespace accel::ui
