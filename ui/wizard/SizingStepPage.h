#pragma once

#include "ui/sizing/SizingWizardPage.h"

namespace accel::ui {

class AnswerModel;

// The optional "Workload sizing" step between the questions and the result:
// the sizing panel, numbered like the other steps, fed with the engine's
// current Evaluation so that a blocker (no TPUs on-premises, ...) always
// marks its accelerators unavailable. The panel is refreshed only while the
// page is shown: answer changes on other pages cost nothing here.
class SizingStepPage : public ui::SizingWizardPage {
    Q_OBJECT

public:
    SizingStepPage(AnswerModel& model, int step, int stepCount, QWidget* parent = nullptr);

    // Hands the panel the current Evaluation now, shown or not (tests, reports).
    void syncEvaluation();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    AnswerModel& m_model;
    int m_step;
    int m_stepCount;
    bool m_stale = true;
};

} // namespace accel::ui
