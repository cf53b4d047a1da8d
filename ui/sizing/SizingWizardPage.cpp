#include "SizingWizardPage.h"

#include "SizingPanel.h"

#include <QVBoxLayout>

namespace accel::sizing {

SizingWizardPage::SizingWizardPage(QWidget* parent)
    : QWizardPage(parent)
    , m_panel(new SizingPanel(this)) {
    setTitle(tr("Workload sizing (optional)"));
    setSubTitle(tr("How many chips, how long and how much, for each accelerator you could use. "
                   "Every figure is an estimate; its assumptions are listed below the chart."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_panel);
}

} // namespace accel::sizing
