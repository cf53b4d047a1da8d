#pragma once

#include "model/sizing/PriceSource.h"
#include "model/sizing/SecretStore.h"
#include "services/BillingConfig.h"
#include "services/InstalledAcceleratorData.h"

#include <QObject>

#include <memory>

namespace accel::services {

class SessionSecretStore;

// The catalogue the program prices with, and the refresh that updates it:
// reads the API key from the secret store, fetches live prices, caches them
// with their time. On failure nothing changes: the newer of the cache and the
// bundled prices stays in use, and the message says so.
class LivePrices : public QObject {
    Q_OBJECT
public:
    // keychain is not owned and must outlive this object; makeSource makes
    // the source of live prices (CloudBillingPriceSource::create).
    LivePrices(SizingPaths paths, BillingConfig config, sizing::SecretStore* keychain,
               PriceSourceFactory makeSource, QObject* parent = nullptr);
    ~LivePrices() override;

    [[nodiscard]] const sizing::AcceleratorData& catalogue() const { return m_local.catalogue; }
    [[nodiscard]] const InstalledAcceleratorData& local() const { return m_local; }
    [[nodiscard]] const SizingPaths& paths() const { return m_paths; }
    [[nodiscard]] bool isRefreshing() const { return m_refreshing; }

    // The store in use: the keychain, or memory after useSessionStore().
    [[nodiscard]] sizing::SecretStore& store();
    [[nodiscard]] bool usesSessionStore() const { return m_session != nullptr; }
    void useSessionStore();

    void refresh();

signals:
    // On success, what was read, in words; on failure, the reason and which
    // prices stay in use.
    void refreshFinished(const accel::Result<QString>& result);
    void catalogueChanged();

private:
    void onFetched(const Result<sizing::PriceFetch>& fetched);

    SizingPaths m_paths;
    InstalledAcceleratorData m_local;
    sizing::AcceleratorData m_mappingCatalogue; // bundled + override, for SKU mapping
    sizing::SecretStore* m_keychain;
    std::unique_ptr<SessionSecretStore> m_session;
    sizing::PriceSource* m_source;
    bool m_refreshing = false;
};

} // namespace accel::services
