#pragma once

#include "model/CostSettings.h"
#include "model/cost/CostModel.h"

#include <QList>
#include <QPair>
#include <QWidget>

class QLabel;
class QTableWidget;
class QChartView;
class QChart;

namespace accel::ui {
class CostInputs;
}

namespace accel::ui {

// The result page's "Cost" tab: one line per option of the cumulative cost
// over the horizon (Qt Charts), the break-even in words beside it, and the
// bill per option, under the inputs the user can change. It shows a cost::CostPlan and computes
// nothing itself.
class CostView : public QWidget {
    Q_OBJECT

public:
    explicit CostView(QWidget* parent = nullptr);

    void showPlan(const cost::CostPlan& plan);
    // The profile's cost inputs and the GPUs that can be owned (id, name); emits nothing.
    void setSettings(const CostSettings& settings,
                     const QList<QPair<QString, QString>>& ownedChoices);

    [[nodiscard]] CostInputs* inputs() const { return m_inputs; }

    [[nodiscard]] QLabel* breakEven() const { return m_breakEven; }
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QChartView* chartView() const { return m_chartView; }

signals:
    // The user changed an input: the caller stores it and shows the new plan.
    void settingsEdited(const CostSettings& settings);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();

    cost::CostPlan m_plan;
    QWidget* m_content; // inside a scroll area
    CostInputs* m_inputs;
    QChartView* m_chartView;
    QLabel* m_breakEven;
    QTableWidget* m_table;
    QLabel* m_porting;
};

} // namespace accel::ui
