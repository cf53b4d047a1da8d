#pragma once

#include <QWizardPage>

namespace accel::sizing {

class SizingPanel;

// The optional "Workload sizing" step for the wizard; the page is always
// complete (sizing is optional), the panel does the work.
class SizingWizardPage : public QWizardPage {
    Q_OBJECT
public:
    explicit SizingWizardPage(QWidget* parent = nullptr);
    [[nodiscard]] SizingPanel* panel() const { return m_panel; }

private:
    SizingPanel* m_panel;
};

} // namespace accel::sizing
