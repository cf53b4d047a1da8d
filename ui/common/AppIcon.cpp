#include "ui/common/AppIcon.h"

namespace accel::ui {

QString desktopId() {
    return QStringLiteral("io.github.acceleratoradvisor.AcceleratorAdvisor");
}

QIcon applicationIcon() {
    QIcon builtIn;
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        builtIn.addFile(QStringLiteral(":/accel/icons/accel-advisor-%1.png").arg(size),
                        QSize(size, size));
    }
    return QIcon::fromTheme(desktopId(), builtIn);
}

} // namespace accel::ui
