#pragma once

#include <QSlider>

namespace accel::ui {

// A slider whose steps are fractions of the figure it sets (importance 3.00
// is step 30): assistive technology hears the figure the screen shows, not
// the step. Text and value come from the same scale.
class ScaledSlider : public QSlider {
    Q_OBJECT
public:
    ScaledSlider(Qt::Orientation orientation, int stepsPerUnit, QWidget* parent = nullptr);
    [[nodiscard]] int stepsPerUnit() const { return m_stepsPerUnit; }
    [[nodiscard]] double figure() const { return static_cast<double>(value()) / m_stepsPerUnit; }

private:
    int m_stepsPerUnit;
};

} // namespace accel::ui
