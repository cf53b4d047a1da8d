#pragma once

#include "model/CostSettings.h"
#include "model/report/VerdictGlance.h"

#include <QList>
#include <QPair>
#include <QWizardPage>

#include <functional>
#include <memory>
#include <optional>

class QFrame;
class QLabel;
class QScrollArea;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace accel::report {
struct ProfileFigures;
}

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

    // The open profile's figures (report::figuresOf), read on every refresh:
    // the verdict and the cheapest fit for the card, the sizing section for
    // the Sizing tab and the bill for the Bill tab (both hidden without a
    // workload). Without a source the page shows the model's evaluation only.
    using FiguresSource = std::function<std::shared_ptr<const report::ProfileFigures>()>;
    void setFiguresSource(FiguresSource source);
    // The chips the Bill tab offers to own: (accelerator id, name); shown
    // from the next refresh on (the figures source may set them).
    void setOwnableChips(const QList<QPair<QString, QString>>& chips);
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
    void buildFactorTable();
    void buildTabs();
    // The first tab: the verdict's reasons in words, then the chart.
    QWidget* buildWhyTab();
    void fitFactorColumns();
    [[nodiscard]] int numberColumnWidth(int column) const;
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
    CostPane* m_cost = nullptr;
    FiguresSource m_figuresSource;
    QList<QPair<QString, QString>> m_ownableChips;
    SinceSavedSource m_sinceSavedSource;
    bool m_built = false;
    int m_stepCount = 0;
    QString m_reservedMnemonics;
    bool m_stale = true; // the Evaluation changed while the page was hidden
};

} // namespace accel::ui
