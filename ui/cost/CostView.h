#pragma once

#include "ui/cost/CostPane.h"

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
class CostView : public CostPane {
    Q_OBJECT

public:
    explicit CostView(QWidget* parent = nullptr);

    void showPlan(const cost::CostPlan& plan) override;
    void setSettings(const CostSettings& settings,
                     const QList<QPair<QString, QString>>& ownedChoices) override;

    [[nodiscard]] CostInputs* inputs() const override { return m_inputs; }

    [[nodiscard]] QLabel* breakEven() const { return m_breakEven; }
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QChartView* chartView() const { return m_chartView; }

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
    QLabel* m_owned; // how the bill charges owned GPUs
    QLabel* m_porting;
};

} // namespace accel::ui
