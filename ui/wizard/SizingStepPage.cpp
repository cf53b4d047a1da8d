#include "SizingStepPage.h"

#include "AnswerModel.h"
#include "SizingPanel.h"

namespace accel {

SizingStepPage::SizingStepPage(AnswerModel& model, int step, int stepCount, QWidget* parent)
    : sizing::SizingWizardPage(parent)
    , m_model(model) {
    setObjectName(QStringLiteral("page_sizing"));
    setTitle(tr("Step %1 of %2: Workload sizing (optional)").arg(step + 1).arg(stepCount));
    connect(&m_model, &AnswerModel::evaluationChanged, this, [this] {
        if (isVisible()) {
            syncEvaluation();
        } else {
            m_stale = true;
        }
    });
}

void SizingStepPage::syncEvaluation() {
    m_stale = false;
    panel()->setEvaluation(m_model.evaluation());
}

void SizingStepPage::showEvent(QShowEvent* event) {
    if (m_stale) {
        syncEvaluation();
    }
    sizing::SizingWizardPage::showEvent(event);
}

} // namespace accel
