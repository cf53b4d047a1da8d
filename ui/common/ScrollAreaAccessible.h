#pragma once

namespace accel::ui {

// Makes every QScrollArea safe for screen readers. Qt 6.4's own interface for
// scroll areas answers "child number N" without checking N, and a screen
// reader asks for children it counted a moment before: when a scroll bar
// appears or goes while a page settles, the count is one too many and the
// program crashed (seen with scripts/atspi-audit.sh walking the pages). The
// interface installed here lists the same children (the viewport, the visible
// scroll bars, the corner widget) and answers "none" for a number out of range.
// Installing it more than once does nothing.
void installScrollAreaAccessibility();

} // namespace accel::ui
