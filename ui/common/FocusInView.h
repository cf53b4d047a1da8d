#pragma once

#include <Qt>

class QScrollArea;
class QWidget;

namespace accel::ui {

// Keeps the focused widget visible in `scroll`: Qt scrolls to a widget
// reached by Tab, but not to one reached by an Alt+letter, a click on a link
// elsewhere or a programmatic setFocus(). The area is the connection's context.
void keepFocusInView(QScrollArea* scroll);

// True when the user's last input was a key, not the mouse: focus moved for
// them then shows its focus frame (Qt draws it only after keyboard use).
[[nodiscard]] bool lastInputWasKeyboard();
// The focus reason that says so: ShortcutFocusReason after a key, else Other.
[[nodiscard]] Qt::FocusReason focusReasonForLastInput();

// The first widget of `root`, in focus-chain order, that takes keyboard focus
// with Tab and is shown: where a page's keyboard user starts. nullptr if none.
[[nodiscard]] QWidget* firstTabStop(QWidget* root);

} // namespace accel::ui
