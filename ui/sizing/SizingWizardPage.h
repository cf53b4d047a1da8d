#pragma once

#include <QWizardPage>

#include <functional>

namespace accel::ui {

class SizingPanel;

// The optional "Workload sizing" step for the wizard; the page is always
// complete (sizing is optional), the panel does the work.
//
// On a language change the page retranslates its title and subtitle, unless
// a subclass has set its own (the wizard's numbered "Step n of m" title):
// that text is the subclass's to retranslate. The panel retranslates itself.
//
// The panel is built when the page is first shown or asked for: most users
// reach this optional step late or never, and start-up should not pay for it.
class SizingWizardPage : public QWizardPage {
    Q_OBJECT
public:
    explicit SizingWizardPage(QWidget* parent = nullptr);
    // The panel, built now if it does not exist yet.
    [[nodiscard]] SizingPanel* panel();
    // Runs on the panel when it is built (at once if it already exists): how
    // the surrounding window connects it.
    void setPanelSetup(std::function<void(SizingPanel&)> setup);
    // Alt+letters the window uses (menus, Back, Next): the panel's fields take
    // others. Kept until the panel is built; building it stays lazy.
    void setReservedMnemonics(const QString& letters);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();

    SizingPanel* m_panel = nullptr;
    QString m_reservedMnemonics;
    std::function<void(SizingPanel&)> m_setup;
    QString m_ownTitle;    // the title this class set last
    QString m_ownSubTitle; // the subtitle this class set last
};

} // namespace accel::ui
