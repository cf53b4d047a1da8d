#pragma once

#include <QSize>

namespace accel::ui {

// The main window's size on its first start, for a screen whose available
// area (less the window frame) is `room`: four fifths of a large screen's
// width and nine tenths of its height, so that the verdict card, the tabs and
// the result chart fit without scrolling at 1920x1080; never less than the
// 1100x720 the pages are laid out for, and never more than the room.
[[nodiscard]] inline QSize firstStartWindowSize(const QSize& room) {
    const QSize share(room.width() * 4 / 5, room.height() * 9 / 10);
    return share.expandedTo(QSize(1100, 720)).boundedTo(room);
}

} // namespace accel::ui
