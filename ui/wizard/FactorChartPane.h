#pragma once

#include <QString>

class QWidget;

namespace accel {
struct Evaluation;
}

namespace accel::ui {

// What the window asks of a factor chart (FactorChartView), so that the pages
// that show one need not know Qt Charts. The widget is owned by its parent.
class FactorChartPane {
public:
    FactorChartPane() = default;
    virtual ~FactorChartPane() = default;
    FactorChartPane(const FactorChartPane&) = delete;
    FactorChartPane& operator=(const FactorChartPane&) = delete;
    FactorChartPane(FactorChartPane&&) = delete;
    FactorChartPane& operator=(FactorChartPane&&) = delete;

    [[nodiscard]] virtual QWidget* widget() = 0;
    virtual void showEvaluation(const Evaluation& evaluation) = 0;
    // Number of bar rows drawn by the last showEvaluation(); for tests.
    [[nodiscard]] virtual int rowCount() const = 0;
    // The chart in words, row by row: what a screen reader says for it.
    [[nodiscard]] virtual const QString& textAlternative() const = 0;
};

} // namespace accel::ui
