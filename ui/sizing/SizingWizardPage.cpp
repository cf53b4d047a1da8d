#include "SizingWizardPage.h"

#include "SizingPanel.h"

#include <QEvent>
#include <QVBoxLayout>

namespace accel::sizing {

SizingWizardPage::SizingWizardPage(QWidget* parent)
    : QWizardPage(parent)
    , m_panel(new SizingPanel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_panel);
    retranslateUi();
}

void SizingWizardPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWizardPage::changeEvent(event);
}

void SizingWizardPage::retranslateUi() {
    // A title a subclass has set since is not ours to replace.
    if (title() == m_ownTitle) {
        m_ownTitle = tr("Workload sizing (optional)");
        setTitle(m_ownTitle);
    }
    if (subTitle() == m_ownSubTitle) {
        m_ownSubTitle =
            tr("How many chips, how long and how much, for each accelerator you could use. "
               "Every figure is an estimate; its assumptions are listed below the chart.");
        setSubTitle(m_ownSubTitle);
    }
}

} // namespace accel::sizing
