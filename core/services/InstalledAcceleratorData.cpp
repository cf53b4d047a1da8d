#include "services/InstalledAcceleratorData.h"

#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace accel::services {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(InstalledAcceleratorData)
};

} // namespace

SizingPaths SizingPaths::in(const QString& folder) {
    const QDir dir(folder);
    return {dir.filePath(QStringLiteral("accelerators.json")),
            dir.filePath(QStringLiteral("price-cache.json"))};
}

SizingPaths SizingPaths::standard() {
    return in(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
}

InstalledAcceleratorData loadInstalledAcceleratorData(const SizingPaths& paths) {
    InstalledAcceleratorData local{sizing::AcceleratorData::bundled(), {}, false, std::nullopt};
    QFile file(paths.overrideFile);
    if (file.exists()) {
        if (file.size() > sizing::AcceleratorData::kMaxBytes) {
            local.overrideIssues.append(
                {QStringLiteral("$"), Text::tr("the file is larger than 1 MiB.")});
        } else if (!file.open(QIODevice::ReadOnly)) {
            local.overrideIssues.append(
                {QStringLiteral("$"), Text::tr("cannot be read: %1").arg(file.errorString())});
        } else {
            Result<sizing::AcceleratorData> load = local.catalogue.withOverride(file.readAll());
            if (load.ok()) {
                local.catalogue = std::move(load).value();
                local.overrideUsed = true;
            } else {
                local.overrideIssues = load.failure().issues;
            }
        }
    }
    QFile cacheFile(paths.priceCache);
    if (cacheFile.size() <= sizing::PriceCache::kMaxBytes && cacheFile.open(QIODevice::ReadOnly)) {
        local.cache = sizing::PriceCache::fromJson(cacheFile.readAll());
        if (local.cache) {
            // Live prices sit beside the bundled ones; price() takes the newer.
            local.catalogue.addLivePrices(local.cache->prices);
        }
    }
    return local;
}

Result<> savePriceCache(const sizing::PriceCache& cache, const QString& path) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(cache.toJson()) < 0 || !file.commit()) {
        return Failure{withFullStop(Text::tr("Cannot save the price cache %1: %2")
                                        .arg(QDir::toNativeSeparators(path), file.errorString()))};
    }
    return {};
}

} // namespace accel::services
