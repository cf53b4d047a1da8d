// libFuzzer: one page of the Cloud Billing Catalog API as a server (or a
// lying one) could send it.

#include "model/sizing/AcceleratorData.h"
#include "model/sizing/BillingCatalogPage.h"

#include <QByteArray>
#include <QDateTime>

#include <cmath>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace accel::sizing;
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    static const QDateTime fetched = QDateTime::fromSecsSinceEpoch(1'795'000'000, Qt::UTC);
    const accel::Result<BillingPage> page =
        parseBillingPage(input, AcceleratorData::bundled(), fetched, QStringLiteral("us-central1"));
    if (!page) {
        if (page.failure().reason.isEmpty()) {
            std::abort(); // a rejected page must say why
        }
        return 0;
    }
    std::vector<LivePrice> merged;
    mergeLivePrices(merged, page->prices, QStringLiteral("us-central1"));
    return 0;
}
