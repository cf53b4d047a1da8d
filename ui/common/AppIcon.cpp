#include "ui/common/AppIcon.h"

namespace accel::ui {

QString desktopId() {
    return QStringLiteral("io.github.acceleratoradvisor.AcceleratorAdvisor");
}

// The bundled pictures are the ones the package installs in the icon theme,
// so a theme lookup would only find the same icon, at a cost to the first
// window (docs/development.md, "what was tried").
QIcon applicationIcon() {
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        icon.addFile(QStringLiteral(":/accel/icons/accel-advisor-%1.png").arg(size),
                     QSize(size, size));
    }
    return icon;
}

} // namespace accel::ui
