#pragma once

#include <functional>

class QWidget;

namespace accel::ui {

// Runs `work` once, from the event loop, right after `painted` is first
// painted: what the first page does not show waits until the page is on
// screen (docs/development.md, "Speed"). Work handed over for the same widget
// runs in the order it was handed over; none runs if the widget goes first.
void runAfterFirstPaint(QWidget* painted, std::function<void()> work);

} // namespace accel::ui
