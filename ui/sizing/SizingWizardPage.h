#pragma once

#include <QWizardPage>

namespace accel::sizing {

class SizingPanel;

// The optional "Workload sizing" step for the wizard; the page is always
// complete (sizing is optional), the panel does the work.
//
// On a language change the page retranslates its title and subtitle, unless
// a subclass has set its own (the wizard's numbered "Step n of m" title):
// that text is the subclass's to retranslate. The panel retranslates itself.
class SizingWizardPage : public QWizardPage {
    Q_OBJECT
public:
    explicit SizingWizardPage(QWidget* parent = nullptr);
    [[nodiscard]] SizingPanel* panel() const { return m_panel; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    SizingPanel* m_panel;
    QString m_ownTitle;    // the title this class set last
    QString m_ownSubTitle; // the subtitle this class set last
};

} // namespace accel::sizing
