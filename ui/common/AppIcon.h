#pragma once

#include <QIcon>
#include <QString>

namespace accel::ui {

// The id the package installs the desktop file and the icon under
// (packaging/): the title bar, the task switcher and a Wayland compositor
// find the program's icon by it.
[[nodiscard]] QString desktopId();

// The program's icon: the one the package installed in the icon theme, else
// the same pictures built into the program (run from the build tree).
[[nodiscard]] QIcon applicationIcon();

} // namespace accel::ui
