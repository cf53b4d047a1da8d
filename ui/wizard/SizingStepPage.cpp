#include "ui/wizard/SizingStepPage.h"

#include "ui/sizing/SizingPanel.h"
#include "ui/wizard/AnswerModel.h"

#include <QEvent>

namespace accel::ui {

SizingStepPage::SizingStepPage(AnswerModel& model, int step, int stepCount, QWidget* parent)
    : ui::SizingWizardPage(parent)
    , m_model(model)
    , m_step(step)
    , m_stepCount(stepCount) {
    setObjectName(QStringLiteral("page_sizing"));
    retranslateUi();
    connect(&m_model, &AnswerModel::evaluationChanged, this, [this] {
        if (isVisible()) {
            syncEvaluation();
        } else {
            m_stale = true;
        }
    });
}

void SizingStepPage::changeEvent(QEvent* event) {
    // The base page first: this page's title (with the step number) wins.
    ui::SizingWizardPage::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void SizingStepPage::retranslateUi() {
    setTitle(tr("Step %1 of %2: Workload sizing (optional)").arg(m_step + 1).arg(m_stepCount));
}

void SizingStepPage::syncEvaluation() {
    m_stale = false;
    panel()->setEvaluation(m_model.evaluation());
}

void SizingStepPage::showEvent(QShowEvent* event) {
    if (m_stale) {
        syncEvaluation();
    }
    ui::SizingWizardPage::showEvent(event);
}

} // namespace accel::ui
