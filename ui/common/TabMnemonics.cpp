#include "ui/common/TabMnemonics.h"

#include "model/CatalogueText.h"

#include <QTabWidget>
#include <QVariant>

namespace accel::ui {

namespace {

const char* const kLabel = "accelTabLabel";

void apply(QTabWidget* tabs, QWidget* page) {
    const int index = tabs->indexOf(page);
    if (index < 0) {
        return;
    }
    const QString label = page->property(kLabel).toString();
    tabs->setTabText(index, tabs->isTabVisible(index) ? label : withoutMnemonic(label));
}

} // namespace

void setTabLabel(QTabWidget* tabs, QWidget* page, const QString& label) {
    page->setProperty(kLabel, label);
    apply(tabs, page);
}

void setTabShown(QTabWidget* tabs, QWidget* page, bool shown) {
    const int index = tabs->indexOf(page);
    if (index < 0) {
        return;
    }
    if (!page->property(kLabel).isValid()) {
        page->setProperty(kLabel, tabs->tabText(index));
    }
    tabs->setTabVisible(index, shown);
    // QTabWidget's Ctrl+Tab and Ctrl+PgDn skip disabled tabs, not hidden ones.
    tabs->setTabEnabled(index, shown);
    apply(tabs, page);
}

} // namespace accel::ui
