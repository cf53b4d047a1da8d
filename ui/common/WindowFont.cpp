#include "ui/common/WindowFont.h"

#include <QApplication>
#include <QFont>

namespace accel::ui {

void useWindowFont() {
    QFont font = QApplication::font();
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    QApplication::setFont(font);
}

} // namespace accel::ui
