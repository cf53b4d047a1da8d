#include "ui/sizing/SizingWizardPage.h"

#include "ui/common/FocusInView.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"

#include <QEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace accel::ui {

SizingWizardPage::SizingWizardPage(QWidget* parent)
    : QWizardPage(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    retranslateUi();
}

void SizingWizardPage::setReservedMnemonics(const QString& letters) {
    m_reservedMnemonics = letters;
    if (m_panel) {
        m_panel->setReservedMnemonics(letters);
    }
}

SizingPanel* SizingWizardPage::panel() {
    if (m_panel) {
        return m_panel;
    }
    // Inputs, table, chart and assumptions need more height than a laptop
    // window has: the page scrolls instead of squeezing the chart or pushing
    // the wizard's buttons off the screen. This is the page's only scroll
    // area: the table inside is as tall as its rows.
    auto* scroll = new QScrollArea(this);
    // Its content takes the focus: Tab and the arrow keys go straight to the
    // first field instead of stopping on the area (keepFocusInView scrolls).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setObjectName(QStringLiteral("sizingScroll"));
    scroll->viewport()->setFocusPolicy(Qt::NoFocus); // the area is the stop, not its viewport
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_panel = new SizingPanel(scroll, SizingPanel::Updates::DeferWhileHidden);
    m_panel->setReservedMnemonics(m_reservedMnemonics);
    scroll->setWidget(m_panel);
    // Whatever has the focus is in view: a field reached by Tab or Alt+letter,
    // and in the table the current row as the arrows move it.
    keepFocusInView(scroll);
    SizingTable* table = m_panel->table();
    connect(table, &QTableWidget::currentCellChanged, scroll, [scroll, table](int row) {
        if (row < 0 || !table->hasFocus()) {
            return;
        }
        const QRect cell = table->visualRect(table->model()->index(row, 0));
        const QPoint centre = table->viewport()->mapTo(scroll->widget(), cell.center());
        scroll->ensureVisible(centre.x(), centre.y(), 0, cell.height() / 2 + 4);
    });
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

} // namespace accel::ui
