#include "services/LivePrices.h"

#include "model/text/NumberFormat.h"
#include "services/SessionSecretStore.h"

#include <QCoreApplication>
#include <QLocale>
#include <QLoggingCategory>
#include <QPointer>

namespace accel::services {

LivePrices::LivePrices(SizingPaths paths, BillingConfig config, sizing::SecretStore* keychain,
                       PriceSourceFactory makeSource, QObject* parent)
    : QObject(parent)
    , m_paths(std::move(paths))
    , m_local(loadInstalledAcceleratorData(m_paths))
    , m_mappingCatalogue(m_local.catalogue)
    , m_keychain(keychain)
    , m_source(makeSource(m_mappingCatalogue, std::move(config), this)) {
    connect(m_source, &sizing::PriceSource::finished, this, &LivePrices::onFetched);
}

LivePrices::~LivePrices() = default;

sizing::SecretStore& LivePrices::store() {
    return m_session ? static_cast<sizing::SecretStore&>(*m_session) : *m_keychain;
}

void LivePrices::useSessionStore() {
    if (!m_session) {
        m_session = std::make_unique<SessionSecretStore>();
    }
}

namespace {
Q_LOGGING_CATEGORY(lcPrices, "accel.prices")
} // namespace

void LivePrices::refresh() {
    if (m_refreshing) {
        return;
    }
    m_refreshing = true;
    // The store may answer after this object is gone (a slow keychain): guard it.
    QPointer<LivePrices> self(this);
    store().read(apiKeyName(), [self, this](const sizing::SecretResult& r) {
        if (!self) {
            return;
        }
        if (r.status != sizing::SecretResult::Status::Ok || r.value.isEmpty()) {
            m_refreshing = false;
            emit refreshFinished(Failure{
                r.message.isEmpty() ? tr("No API key is stored; enter one first.") : r.message});
            return;
        }
        m_source->fetch(r.value);
    });
}

void LivePrices::onFetched(const Result<sizing::PriceFetch>& fetched) {
    m_refreshing = false;
    if (!fetched) {
        const QString fallback =
            m_local.cache ? tr("Still using the prices fetched on %1 where they are newer than the "
                               "bundled ones.")
                                .arg(dateTimeText(m_local.cache->fetchedAt))
                          : tr("Still using the bundled, dated prices.");
        qCWarning(lcPrices).noquote() << "live prices not refreshed:" << fetched.failure().reason;
        emit refreshFinished(Failure{fetched.failure().reason + QLatin1Char(' ') + fallback});
        return;
    }
    const sizing::PriceFetch& fetch = *fetched;
    sizing::PriceCache cache{fetch.fetchedAt, fetch.prices};
    const Result<> cacheSaved = savePriceCache(cache, m_paths.priceCache);
    m_local.cache = cache;
    m_local.catalogue.addLivePrices(cache.prices);
    emit catalogueChanged();
    // English has no translation file, so its singular is a message of its own.
    const int read = static_cast<int>(fetch.prices.size());
    QString message = (read == 1 ? tr("One live price read from %1 SKUs.")
                                 : tr("%Ln live prices read from %1 SKUs.", nullptr, read))
                          .arg(fetch.skusSeen);
    if (!cacheSaved) {
        qCWarning(lcPrices).noquote() << "price cache not saved:" << cacheSaved.failure().reason;
        message += QLatin1Char(' ') + cacheSaved.failure().reason;
    }
    emit refreshFinished(message);
}

} // namespace accel::services
