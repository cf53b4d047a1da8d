#pragma once

#include "model/Result.h"
#include "model/sizing/AcceleratorData.h"

#include <QByteArray>
#include <QDateTime>

namespace accel::sizing {

// One page of `GET /v1/services/{service}/skus` from the Cloud Billing Catalog
// API, mapped to catalogue accelerators. Pure, so that the mapping is tested
// without a network.
struct BillingPage {
    QString nextPageToken;
    int skus = 0;
    std::vector<LivePrice> prices;
};

// SKUs are matched by the accelerators' skuPatterns (case-insensitive) in the
// description, per-hour USD prices only; usage types map to pricing modes.
// When several regions price one accelerator, preferredRegion wins, then the
// lowest price. A failure's reason is translated.
Result<BillingPage> parseBillingPage(const QByteArray& json, const AcceleratorData& catalogue,
                                     const QDateTime& fetchedAt, const QString& preferredRegion);

// Keeps one price per accelerator and mode (the preferred region or the lowest).
void mergeLivePrices(std::vector<LivePrice>& into, const std::vector<LivePrice>& page,
                     const QString& preferredRegion);

} // namespace accel::sizing
