#pragma once

#include "model/Result.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/PriceCache.h"

#include <QString>

namespace accel::services {

// The files sizing keeps in the application's data folder.
struct SizingPaths {
    QString overrideFile; // accelerators.json: the user's additions and negotiated prices
    QString priceCache;   // price-cache.json: the last live prices and when they were fetched
    static SizingPaths standard();
    static SizingPaths in(const QString& folder);
};

struct InstalledAcceleratorData {
    sizing::AcceleratorData catalogue;
    QList<InputIssue> overrideIssues; // the override was rejected when not empty
    bool overrideUsed = false;
    std::optional<sizing::PriceCache> cache;
};

// Bundled catalogue + the override file (validated the same way; rejected as a
// whole when it has a problem) + the cached live prices.
InstalledAcceleratorData loadInstalledAcceleratorData(const SizingPaths& paths);

// Writes the cache atomically (QSaveFile).
Result<> savePriceCache(const sizing::PriceCache& cache, const QString& path);

} // namespace accel::services
