// Wires the parts built on their own into the main window: the sizing step
// edits the document's workload, the result page and the reports show the
// sizing built by the report model, and Settings > Live prices updates the
// catalogue everything prices with.

#include "model/cost/CostData.h"
#include "model/report/ProfileFigures.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/SizingPlan.h"
#include "services/LivePrices.h"
#include "ui/main/DocumentFigures.h"
#include "ui/main/LivePricesController.h"
#include "ui/main/MainWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/main/SinceSavedStory.h"
#include "ui/report/ReportActions.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/LivePanel.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"
#include "ui/wizard/SizingSummaryView.h"

#include <QAction>

namespace accel::ui {

namespace {

// Something to report: an answer given, a blocker, or a sized workload.
bool hasContent(const Evaluation& evaluation, const std::optional<Workload>& workload) {
    if (workload || !evaluation.blockers.empty()) {
        return true;
    }
    for (const FactorContribution& f : evaluation.factors) {
        if (f.option != AnswerSet::kUnanswered) {
            return true;
        }
    }
    return false;
}

// The chips the bill can price as owned, with their names.
QList<QPair<QString, QString>> ownableChips(const sizing::AcceleratorData& catalogue) {
    QList<QPair<QString, QString>> chips;
    for (const cost::OwnedChip& chip : cost::CostData::bundled().owned) {
        const sizing::AcceleratorSpec* spec = catalogue.find(chip.accelerator);
        chips.append({chip.accelerator, spec ? spec->name : chip.accelerator});
    }
    return chips;
}

} // namespace

void MainWindow::connectSizing() {
    connectSizingPanel();
    connectResultSources();
    connectReportSource();
}

void MainWindow::connectSizingPanel() {
    // The sizing step's panel is built when the step is first shown: start-up
    // does not pay for it. It is connected then.
    m_wizard->sizingPage()->setPanelSetup([this](ui::SizingPanel& built) {
        ui::SizingPanel* panel = &built;
        panel->setCatalogue(&livePrices().catalogue());
        panel->loadWorkload(m_document->workload().value_or(
            sizing::workloadSuggestedBy(m_document->answers().evaluationExceptConfidence())));

        // The panel owns the inputs while it is edited; the document owns them
        // for saving, autosave and the modified marker.
        const auto store = [this, panel] {
            Workload workload = m_document->workload().value_or(Workload{});
            panel->storeWorkload(workload);
            m_document->setWorkload(workload);
            m_wizard->resultPage()->invalidate();
            m_live->refresh();
            updateReportActions();
        };
        connect(panel, &ui::SizingPanel::requestChanged, this, store);
        // MFU and price typed into the table change the request without
        // requestChanged(); the panel has taken them in by the time these arrive.
        connect(panel->table(), &ui::SizingTable::mfuEdited, this, store);
        connect(panel->table(), &ui::SizingTable::priceEdited, this, store);
        connect(m_document, &ProfileDocument::workloadReplaced, panel, [this, panel] {
            panel->loadWorkload(m_document->workload().value_or(Workload{}));
        });
        connect(m_livePrices, &LivePricesController::catalogueChanged, panel, [this, panel] {
            panel->setCatalogue(&livePrices().catalogue()); // same object, new prices: recompute
        });
    });
    connect(m_document, &ProfileDocument::workloadReplaced, this, [this] {
        m_wizard->resultPage()->invalidate();
        updateReportActions();
    });
}

void MainWindow::connectResultSources() {
    ResultPage* page = m_wizard->resultPage();
    page->setFiguresSource([this, page] {
        std::shared_ptr<const report::ProfileFigures> figures = m_figures->now();
        if (figures->bill) { // priced, so the catalogue is loaded: name the chips to own
            page->setOwnableChips(ownableChips(livePrices().catalogue()));
        }
        return figures;
    });
    page->setSinceSavedSource([this] { return sinceSavedStory(); });
    connect(page, &ResultPage::costSettingsEdited, this, [this](const CostSettings& settings) {
        m_document->setCost(settings);
        // The whole page: the bill, and "since you saved" when its totals moved.
        m_wizard->resultPage()->invalidate();
        updateReportActions();
    });
    // New prices: whatever the result page showed is stale.
    connect(m_livePrices, &LivePricesController::catalogueChanged, page, &ResultPage::invalidate);

    // Without a workload there is no cheapest fit, and the live panel need
    // not wait for the confidence the figures carry (start-up shows the panel).
    m_live->setCheapestSource([this]() -> std::optional<CheapestFit> {
        return m_document->workload() ? m_figures->now()->cheapest : std::nullopt;
    });
    connect(m_document, &ProfileDocument::workloadReplaced, m_live, &LivePanel::refresh);
}

void MainWindow::connectReportSource() {
    m_reports->setSource([this] {
        return ui::ReportActions::Snapshot{m_figures->now(), m_document->filePath()};
    });
    connect(&m_document->answers(), &AnswerModel::evaluationChanged, this,
            &MainWindow::updateReportActions);
    updateReportActions();
}

std::shared_ptr<const report::ProfileFigures> MainWindow::figures() const {
    return m_figures->now();
}

QStringList MainWindow::sinceSavedStory() const {
    return m_sinceSaved->tell();
}

void MainWindow::updateReportActions() {
    // Reads the factors and blockers only: the confidence can wait.
    const bool enabled =
        hasContent(m_document->answers().evaluationExceptConfidence(), m_document->workload());
    for (QAction* action :
         {m_reports->exportAction(), m_reports->printPreviewAction(), m_reports->printAction()}) {
        action->setEnabled(enabled);
    }
}

services::LivePrices& MainWindow::livePrices() {
    return m_livePrices->prices();
}

LivePricesDialog* MainWindow::livePricesDialog() const {
    return m_livePrices->dialog();
}

void MainWindow::showLivePrices() {
    m_livePrices->showDialog();
}

} // namespace accel::ui
