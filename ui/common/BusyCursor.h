#pragma once

#include <QApplication>

namespace accel::ui {

// The wait cursor for as long as it lives: for short, synchronous work on the
// main thread (building, drawing or printing a report). Restored on every way
// out, early returns and exceptions included.
class BusyCursor {
public:
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor&) = delete;
    BusyCursor& operator=(const BusyCursor&) = delete;
    BusyCursor(BusyCursor&&) = delete;
    BusyCursor& operator=(BusyCursor&&) = delete;
};

} // namespace accel::ui
