#include "ui/common/ScaledSlider.h"

#include "model/text/NumberFormat.h"
#include "ui/common/AccessibleFactory.h"

#include <QAccessibleValueInterface>
#include <QAccessibleWidget>

#include <cmath>

namespace accel::ui {

namespace {

class ScaledSliderAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit ScaledSliderAccessible(ScaledSlider* slider)
        : QAccessibleWidget(slider, QAccessible::Slider) {}

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface) {
            return static_cast<QAccessibleValueInterface*>(this);
        }
        return QAccessibleWidget::interface_cast(type);
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Value) {
            return numberText(slider()->figure(), 2); // as the label beside it reads
        }
        return QAccessibleWidget::text(t);
    }
    QVariant currentValue() const override { return slider()->figure(); }
    void setCurrentValue(const QVariant& value) override {
        slider()->setValue(static_cast<int>(std::lround(value.toDouble() * scale())));
    }
    QVariant maximumValue() const override { return slider()->maximum() / scale(); }
    QVariant minimumValue() const override { return slider()->minimum() / scale(); }
    QVariant minimumStepSize() const override { return slider()->singleStep() / scale(); }

private:
    [[nodiscard]] ScaledSlider* slider() const { return static_cast<ScaledSlider*>(widget()); }
    [[nodiscard]] double scale() const { return static_cast<double>(slider()->stepsPerUnit()); }
};

} // namespace

ScaledSlider::ScaledSlider(Qt::Orientation orientation, int stepsPerUnit, QWidget* parent)
    : QSlider(orientation, parent)
    , m_stepsPerUnit(stepsPerUnit) {
    installAccessibleInterface<ScaledSlider, ScaledSliderAccessible>();
}

} // namespace accel::ui
