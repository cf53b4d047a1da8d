#include "ui/sizing/PlainDoubleSpinBox.h"

namespace accel::ui {

QString PlainDoubleSpinBox::textFromValue(double value) const {
    QString text = QDoubleSpinBox::textFromValue(value);
    const QString point = locale().decimalPoint();
    if (!text.contains(point)) {
        return text;
    }
    while (text.endsWith(QLatin1Char('0'))) {
        text.chop(1);
    }
    if (text.endsWith(point)) {
        text.chop(point.size());
    }
    return text;
}

} // namespace accel::ui
