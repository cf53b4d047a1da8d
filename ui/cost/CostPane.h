#pragma once

#include "model/CostSettings.h"
#include "model/cost/CostModel.h"

#include <QList>
#include <QPair>
#include <QWidget>

namespace accel::ui {

class CostInputs;

// What the window asks of the result page's Bill tab (CostView, whose chart
// uses Qt Charts).
class CostPane : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual void showPlan(const cost::CostPlan& plan) = 0;
    // The profile's cost inputs and the GPUs that can be owned (id, name); emits nothing.
    virtual void setSettings(const CostSettings& settings,
                             const QList<QPair<QString, QString>>& ownedChoices) = 0;
    [[nodiscard]] virtual CostInputs* inputs() const = 0;

signals:
    // The user changed an input: the caller stores it and shows the new plan.
    void settingsEdited(const CostSettings& settings);
};

} // namespace accel::ui
