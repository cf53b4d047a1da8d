#include "ui/main/LivePricesController.h"

#include "model/sizing/SecretStore.h"
#include "services/CloudBillingPriceSource.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"
#include "ui/settings/LivePricesDialog.h"

#include <QWidget>

namespace accel::ui {

LivePricesController::LivePricesController(QWidget* window)
    : QObject(window)
    , m_window(window) {}

LivePricesController::~LivePricesController() {
    // The dialog shows the prices and the prices use the keychain: the users go first.
    delete m_dialog.data();
    delete m_prices;
}

services::LivePrices& LivePricesController::prices() {
    if (!m_prices) {
        // The keychain answers within 10 s or is taken as unavailable.
        constexpr int keychainTimeoutMs = 10000;
        m_keychain = new services::KeychainSecretStore(services::keychainServiceName(),
                                                       keychainTimeoutMs, this);
        m_prices =
            new services::LivePrices(services::SizingPaths::standard(), services::BillingConfig{},
                                     m_keychain, &services::CloudBillingPriceSource::create, this);
        connect(m_prices, &services::LivePrices::catalogueChanged, this,
                &LivePricesController::catalogueChanged);
    }
    return *m_prices;
}

LivePricesDialog* LivePricesController::dialog() const {
    return m_dialog;
}

void LivePricesController::showDialog() {
    if (!m_dialog) {
        m_dialog = new LivePricesDialog(prices(), m_window);
        m_dialog->setObjectName(QStringLiteral("livePricesDialog"));
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace accel::ui
