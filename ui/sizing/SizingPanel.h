#pragma once

#include "model/Evaluation.h"
#include "model/sizing/SizingPlan.h"

#include <QHash>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>

class QGroupBox;
class QLabel;

namespace Ui {
class SizingInputs;
}

namespace accel {
struct Workload;
}

namespace accel::ui {

class SizingChartPane;
class SizingTable;

// The "Workload sizing" step as a self-contained widget: the inputs (model
// size, tokens or request load, precision, provider, pricing mode, deadline),
// the table of candidate accelerators, the cost-versus-time chart and every
// assumption in plain sight. It never overrides a blocker: accelerators the
// evaluation rules out are listed as unavailable with the blocker's reason.
//
// Integration (the lead's wizard and main window):
//   auto* panel = new SizingPanel(page);
//   panel->setCatalogue(&livePrices.catalogue());   // or leave the bundled one
//   panel->setEvaluation(model.evaluation());       // after every answer change
//   panel->loadWorkload(*profile.workload);         // when a profile is opened
//   connect(panel, &SizingPanel::requestChanged, ...) -> panel->storeWorkload(profile.workload)
// SizingWizardPage wraps it as an optional QWizardPage.
//
// The inputs' layout, labels, help and units are the Designer form
// SizingInputs.ui; SizingPanelInputs.cpp adds what depends on data (the
// choices, the ranges, the default deadline).
//
// On a language change (QEvent::LanguageChange) the panel retranslates its
// labels, tooltips and choices, and re-renders the summary, the table rows,
// the chart and the assumptions from the current request, in the new
// language and number format. Nothing the user entered changes, and
// requestChanged() is not emitted: the profile stays unmodified.
class SizingPanel : public QWidget {
    Q_OBJECT
public:
    // DeferWhileHidden: the table, chart and texts are computed when the panel
    // is shown, not before (a wizard page that most users reach late, or never).
    enum class Updates { Immediate, DeferWhileHidden };
    explicit SizingPanel(QWidget* parent = nullptr, Updates updates = Updates::Immediate);
    ~SizingPanel() override;

    // Not owned; must outlive the panel or be replaced. nullptr = the bundled catalogue.
    void setCatalogue(const sizing::AcceleratorData* catalogue);
    // Copied; std::nullopt = no answers considered (only the provider limits candidates).
    void setEvaluation(const std::optional<Evaluation>& evaluation);

    void setRequest(const sizing::SizingRequest& request);
    [[nodiscard]] sizing::SizingRequest request() const;
    void loadWorkload(const Workload& workload);
    void storeWorkload(Workload& workload) const;

    // Alt+letters the window around the panel uses (menus, buttons): its
    // fields take others. Applied now and after each language change.
    void setReservedMnemonics(const QString& letters);

    [[nodiscard]] const std::vector<sizing::Candidate>& candidates() const { return m_rows; }
    [[nodiscard]] SizingTable* table() const { return m_table; }
    [[nodiscard]] SizingChartPane* chart() const { return m_chart; }
    [[nodiscard]] QLabel* assumptionsLabel() const { return m_assumptions; }
    // The published runs nearest the selected row, or the cheapest that fits.
    [[nodiscard]] QLabel* evidenceLabel() const { return m_evidence; }

signals:
    void requestChanged();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void retranslateInputs(); // SizingPanelInputs.cpp
    void distinctMnemonics(); // SizingPanelInputs.cpp
    void buildInputs();
    void showLoadRows(); // the training or the serving rows of the form
    // SizingPanelInputs.cpp:
    void fillChoices();
    void setInputLimits();
    void connectFollowingFields(); // before connectRecompute(): see buildInputs()
    void connectRecompute();
    void inputEdited();          // recomputes, unless a profile is being loaded
    void followModelSize();      // the tokens, until the user types their own
    void enableExpertRows();     // experts only for a mixture of experts
    void boundDependentFields(); // active <= size, experts per token <= experts
    [[nodiscard]] QString activeLimitText() const;
    [[nodiscard]] QString expertsPerTokenLimitText() const;
    void updateStateBytesDefault(); // what "default" means for the method
    void recompute();
    void updateAssumptions();
    const sizing::AcceleratorData& catalogue() const;

    const sizing::AcceleratorData* m_catalogue = nullptr;
    std::optional<Evaluation> m_evaluation;
    QMap<QString, double> m_mfuOverrides;
    QMap<QString, double> m_priceOverrides;
    std::vector<sizing::Candidate> m_rows;
    bool m_loading = false;
    bool m_tokensOwn = false; // typed or loaded: the tokens no longer follow the model size
    bool m_deferWhileHidden = false;
    bool m_stale = false; // a recompute was skipped while hidden
    QString m_reservedMnemonics;
    QString m_activeHelp;                 // the form's help, before the limit is added
    QString m_expertsPerTokenHelp;        // the same
    QHash<QLabel*, QString> m_labelTexts; // as translated, with their own letters

    QGroupBox* m_inputs = nullptr;
    std::unique_ptr<Ui::SizingInputs> m_ui; // the form SizingInputs.ui, in m_inputs
    std::optional<sizing::ModelShape>
        m_shape; // from a profile: the user's own layers / hidden / KV heads
    SizingTable* m_table = nullptr;
    SizingChartPane* m_chart = nullptr;
    QLabel* m_assumptions = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_tableNotes = nullptr; // said once below the table (SizingTable::notes())
    QLabel* m_details = nullptr;    // the selected row's status and notes in full
    QLabel* m_evidence = nullptr;   // the nearest published runs
    void updateDetails();
    void updateEvidence();
};

} // namespace accel::ui
