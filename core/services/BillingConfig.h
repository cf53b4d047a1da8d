#pragma once

#include <QStringList>
#include <QUrl>

class QObject;

namespace accel::sizing {
class AcceleratorData;
class PriceSource;
} // namespace accel::sizing

namespace accel::services {

// Where live prices come from and how much of an answer is accepted.
struct BillingConfig {
    QUrl baseUrl{QStringLiteral("https://cloudbilling.googleapis.com")};
    // Services whose SKUs are read, by display name (ids are looked up, not guessed).
    QStringList serviceNames{QStringLiteral("Compute Engine"), QStringLiteral("Cloud TPU")};
    QString preferredRegion = QStringLiteral("us-central1");
    int timeoutMs = 60000;                          // the whole refresh, all pages
    qint64 maxPageBytes = qint64{16} * 1024 * 1024; // one answer
    qint64 maxTotalBytes = qint64{128} * 1024 * 1024;
    int maxPages = 200;
};

// Makes the source of live prices: CloudBillingPriceSource::create in the
// program, a fake in tests.
using PriceSourceFactory = sizing::PriceSource* (*)(const sizing::AcceleratorData& catalogue,
                                                    BillingConfig config, QObject* parent);

// The keychain entry of the Cloud Billing API key: its service and its name.
[[nodiscard]] inline QString keychainServiceName() {
    return QStringLiteral("accel-advisor");
}
[[nodiscard]] inline QString apiKeyName() {
    return QStringLiteral("cloud-billing-api-key");
}

} // namespace accel::services
