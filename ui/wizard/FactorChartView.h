#pragma once

#include "ui/wizard/FactorChartPane.h"

#include <QtCharts/QChartView>

namespace accel {
struct Evaluation;
}

namespace accel::ui {

// A chart view over the shared factor chart of core/render (the report draws
// the same chart), refilled from an Evaluation.
class FactorChartView : public QChartView, public FactorChartPane {
    Q_OBJECT

public:
    // compact: smaller text and no title, for the side panel that already
    // states the leaning and the blockers in words above the chart.
    explicit FactorChartView(bool compact, QWidget* parent = nullptr);

    [[nodiscard]] QWidget* widget() override { return this; }
    void showEvaluation(const Evaluation& evaluation) override;
    // Number of bar rows drawn by the last showEvaluation(); for tests.
    [[nodiscard]] int rowCount() const override { return m_rows; }
    // The chart in words, row by row: what a screen reader says for it.
    [[nodiscard]] const QString& textAlternative() const override { return m_text; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void fitHeight();

    bool m_compact;
    int m_rows = 0;
    QString m_text;
};

} // namespace accel::ui
