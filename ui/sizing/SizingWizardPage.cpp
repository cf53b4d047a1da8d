#include "SizingWizardPage.h"

#include "SizingPanel.h"

#include <QEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace accel::sizing {

SizingWizardPage::SizingWizardPage(QWidget* parent)
    : QWizardPage(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    retranslateUi();
}

SizingPanel* SizingWizardPage::panel() {
    if (m_panel) {
        return m_panel;
    }
    // Inputs, table, chart and assumptions need more height than a laptop
    // window has: the page scrolls instead of squeezing the chart or pushing
    // the wizard's buttons off the screen.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("sizingScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_panel = new SizingPanel(scroll, SizingPanel::Updates::DeferWhileHidden);
    scroll->setWidget(m_panel);
    layout()->addWidget(scroll);
    if (isVisible()) { // children added to a shown widget stay hidden unless told
        scroll->show();
    }
    if (m_setup) {
        m_setup(*m_panel);
    }
    return m_panel;
}

void SizingWizardPage::setPanelSetup(std::function<void(SizingPanel&)> setup) {
    m_setup = std::move(setup);
    if (m_panel && m_setup) {
        m_setup(*m_panel);
    }
}

void SizingWizardPage::showEvent(QShowEvent* event) {
    (void)panel();
    QWizardPage::showEvent(event);
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
