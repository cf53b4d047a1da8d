#pragma once

#include <QWidget>

class QLabel;

namespace accel {

class AnswerModel;
class FactorChartView;

// The side panel beside the question pages: the current leaning in words and
// numbers, and the factor chart, refreshed on every answer change.
class LivePanel : public QWidget {
    Q_OBJECT

public:
    explicit LivePanel(AnswerModel& model, QWidget* parent = nullptr);

    [[nodiscard]] FactorChartView* chartView(); // creates it if the panel was never painted
    [[nodiscard]] QString leaningText() const;
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void ensureChart();

    AnswerModel& m_model;
    QLabel* m_leaning;
    QLabel* m_blockers;
    FactorChartView* m_chart = nullptr;
    bool m_stale = true;
};

} // namespace accel
