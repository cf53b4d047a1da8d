#pragma once

namespace accel::ui {

// Spin boxes, combo boxes and sliders take the mouse wheel only once they
// have keyboard focus, as in KDE applications: scrolling a form over them
// scrolls the form instead of changing a value the user never chose. Their
// wheel focus becomes strong focus (a click or Tab, not the wheel, gives
// focus), and the wheel over one without focus passes on to what holds it
// (the scroll area). One filter on the application does it for every window,
// now and later; calling this again does nothing.
void wheelNeedsFocus();

} // namespace accel::ui
