#pragma once

#include <QDoubleSpinBox>

namespace accel::ui {

// A double spin box that shows a value as a person writes it: "7", "0.5",
// "2000", never "7.000" or "2000.00". It still accepts and keeps as many
// decimals as decimals() allows.
class PlainDoubleSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    [[nodiscard]] QString textFromValue(double value) const override;
};

} // namespace accel::ui
