#pragma once

#include "model/CostSettings.h"
#include "model/report/VerdictGlance.h"

#include <QWizardPage>

#include <functional>
#include <optional>

class QFrame;
class QLabel;
class QScrollArea;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace accel::ui {

class AnswerModel;
class ChangesView;
class FactorChartPane;
class FactorTableModel;
class SinceSavedView;
class SizingSummaryView;
class CostPane;
class VerdictCard;
class WeightPanel;

// The last page: the verdict at a glance (VerdictCard), blockers set apart,
// then tabs with the chart, the sortable factor table (the chart's table
// equivalent), what would change the verdict with the open questions, the
// importance sliders and the sizing. Tabs rather than side by side: each
// view gets the window's full width, so nothing wraps to five lines or
// scrolls sideways, and the page fits a 1024x700 screen. Everything is read from the model's
// Evaluation and refreshed whenever it changes.
class ResultPage : public QWizardPage {
    Q_OBJECT

public:
    ResultPage(AnswerModel& model, int stepCount, QWidget* parent = nullptr);

    // Fills the "Sizing" tab's view (with the report's sizing section) and
    // returns true, or returns false when there is no workload: the tab hides.
    // Called on every refresh.
    using SizingSource = std::function<bool(SizingSummaryView&)>;
    void setSizingSource(SizingSource source);
    // Fills the "Cost" tab; false (tab hidden) when there is no workload to price.
    using CostSource = std::function<bool(CostPane&)>;
    void setCostSource(CostSource source);
    // The cheapest configuration that fits, for the verdict block (none
    // without a sized workload). Called on every refresh.
    using CheapestSource = std::function<std::optional<CheapestFit>()>;
    void setCheapestSource(CheapestSource source);
    // "What changed since you saved": the headline and causes, or nothing.
    using SinceSavedSource = std::function<QStringList()>;
    void setSinceSavedSource(SinceSavedSource source);
    // Something besides the Evaluation changed (the workload, the prices).
    void invalidate();
    // Alt+letters the window around the page uses (menus, Back, Next): the
    // tabs take others. Applied now and after each language change.
    void setReservedMnemonics(const QString& letters);

    // The accessors build the page's widgets if it was never shown.
    [[nodiscard]] QString headline();
    [[nodiscard]] QLabel* blockersLabel() { return ensureBuilt(), m_blockers; }
    [[nodiscard]] QTableView* factorTable() { return ensureBuilt(), m_table; }
    [[nodiscard]] ChangesView* changesView() { return ensureBuilt(), m_changes; }
    [[nodiscard]] WeightPanel* weightPanel() { return ensureBuilt(), m_weights; }
    [[nodiscard]] FactorChartPane* chartView() { return ensureBuilt(), m_chart; }
    [[nodiscard]] QTabWidget* tabs() { return ensureBuilt(), m_tabs; }
    [[nodiscard]] SizingSummaryView* sizingView() { return ensureBuilt(), m_sizing; }
    [[nodiscard]] CostPane* costView() { return ensureBuilt(), m_cost; }
    [[nodiscard]] VerdictCard* verdictCard() { return ensureBuilt(), m_card; }
    [[nodiscard]] SinceSavedView* sinceSavedView() { return ensureBuilt(), m_sinceSaved; }
    [[nodiscard]] QScrollArea* chartScroll() { return ensureBuilt(), m_chartScroll; }
    // Keyboard focus to the verdict block's first link, else the tabs.
    void focusSummary(Qt::FocusReason reason = Qt::OtherFocusReason);
    void ensureBuilt();
    void initializePage() override;

    void refresh();

signals:
    void questionRequested(int question);
    // An input of the Bill tab changed: store it in the profile, then invalidate().
    void costSettingsEdited(const CostSettings& settings);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QWidget* buildSummary();
    void fitFactorColumns();
    void reserveBillMnemonics();

    AnswerModel& m_model;
    VerdictCard* m_card = nullptr;
    SinceSavedView* m_sinceSaved = nullptr;
    QLabel* m_sinceSavedBanner = nullptr;
    QLabel* m_details = nullptr;
    QLabel* m_split = nullptr;
    QFrame* m_blockerFrame = nullptr;
    QLabel* m_blockers = nullptr;
    FactorChartPane* m_chart = nullptr;
    QScrollArea* m_chartScroll = nullptr;
    QTabWidget* m_tabs = nullptr;
    FactorTableModel* m_factors = nullptr;
    QSortFilterProxyModel* m_sorted = nullptr;
    QTableView* m_table = nullptr;
    ChangesView* m_changes = nullptr;
    WeightPanel* m_weights = nullptr;
    SizingSummaryView* m_sizing = nullptr;
    SizingSource m_sizingSource;
    CostPane* m_cost = nullptr;
    CostSource m_costSource;
    CheapestSource m_cheapestSource;
    SinceSavedSource m_sinceSavedSource;
    bool m_built = false;
    int m_stepCount = 0;
    QString m_reservedMnemonics;
    bool m_stale = true; // the Evaluation changed while the page was hidden
};

} // namespace accel::ui
