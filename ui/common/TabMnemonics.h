#pragma once

#include <QString>

class QTabWidget;
class QWidget;

namespace accel::ui {

// QTabBar keeps a hidden tab's Alt+letter: pressing it opens a blank pane with
// no tab selected. These keep each tab's label (with its mnemonic) and show it
// without the '&' while the tab is hidden, so a hidden tab is never reachable.

// Sets the label of `page`'s tab (with '&'), as shown or hidden now.
void setTabLabel(QTabWidget* tabs, QWidget* page, const QString& label);
// Shows or hides `page`'s tab, and its mnemonic with it; a hidden tab is
// disabled too, so that Ctrl+Tab passes it by.
void setTabShown(QTabWidget* tabs, QWidget* page, bool shown);

} // namespace accel::ui
