#pragma once

#include "model/report/VerdictGlance.h"

#include <QWidget>

#include <functional>
#include <optional>

class QLabel;

namespace accel::ui {

class AnswerModel;
class FactorChartPane;
class VerdictCard;

// The side panel beside the question pages: the verdict at a glance (compact),
// the blockers and the factor chart, refreshed on every answer change.
class LivePanel : public QWidget {
    Q_OBJECT

public:
    explicit LivePanel(AnswerModel& model, QWidget* parent = nullptr);

    [[nodiscard]] FactorChartPane* chartView(); // creates it if the panel was never painted
    [[nodiscard]] QString leaningText() const;
    [[nodiscard]] VerdictCard* verdictCard() const { return m_card; }
    using CheapestSource = std::function<std::optional<CheapestFit>()>;
    void setCheapestSource(CheapestSource source);
    void refresh();

signals:
    void questionRequested(int question);

protected:
    void showEvent(QShowEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void ensureChart();

    AnswerModel& m_model;
    VerdictCard* m_card;
    CheapestSource m_cheapestSource;
    QLabel* m_blockers;
    FactorChartPane* m_chart = nullptr;
    bool m_stale = true;
};

} // namespace accel::ui
