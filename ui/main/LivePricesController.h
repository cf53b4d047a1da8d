#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace accel::services {
class LivePrices;
} // namespace accel::services
namespace accel::sizing {
class SecretStore;
} // namespace accel::sizing

namespace accel::ui {
class LivePricesDialog;
}

namespace accel::ui {

// The application's live prices: the keychain that holds the API key, the
// price catalogue everything sizes and prices with (bundled + override +
// cached live prices), and the one Settings > Live prices dialog. Nothing is
// built until first asked for: start-up neither parses the catalogue nor
// talks to the keychain.
class LivePricesController : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialog and owns this object.
    explicit LivePricesController(QWidget* window);
    ~LivePricesController() override;

    // Loaded on first use (sizing, reports, Settings).
    [[nodiscard]] services::LivePrices& prices();
    [[nodiscard]] bool isLoaded() const { return m_prices != nullptr; }
    // The open dialog, if any.
    [[nodiscard]] LivePricesDialog* dialog() const;
    // Non-modal: the user can keep working while a refresh runs; one dialog at a time.
    void showDialog();

signals:
    // New prices (a refresh, or a key's change of store): what was priced is stale.
    void catalogueChanged();

private:
    QWidget* m_window;
    sizing::SecretStore* m_keychain = nullptr;
    services::LivePrices* m_prices = nullptr;
    QPointer<LivePricesDialog> m_dialog;
};

} // namespace accel::ui
