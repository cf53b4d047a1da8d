#include "PriceCache.h"

#include "SizingVocabulary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace accel::sizing {

namespace {

const QString kFormat = QStringLiteral("accel-advisor-price-cache");

} // namespace

QByteArray PriceCache::toJson() const {
    QJsonArray list;
    for (const LivePrice& p : prices) {
        list.append(QJsonObject{{QStringLiteral("accelerator"), p.acceleratorId},
                                {QStringLiteral("provider"), p.price.provider},
                                {QStringLiteral("mode"), p.price.mode},
                                {QStringLiteral("usd_per_chip_hour"), p.price.usdPerChipHour},
                                {QStringLiteral("date"), p.price.date},
                                {QStringLiteral("region"), p.price.region},
                                {QStringLiteral("sku"), p.sku}});
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("fetched_at"), fetchedAt.toString(Qt::ISODate)},
                           {QStringLiteral("prices"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<PriceCache> PriceCache::fromJson(const QByteArray& json) {
    if (json.size() > kMaxBytes) {
        return std::nullopt;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat ||
        root.value(QStringLiteral("version")).toInt() != 1) {
        return std::nullopt;
    }
    PriceCache cache;
    cache.fetchedAt =
        QDateTime::fromString(root.value(QStringLiteral("fetched_at")).toString(), Qt::ISODate);
    if (!cache.fetchedAt.isValid()) {
        return std::nullopt;
    }
    for (const QJsonValue& v : root.value(QStringLiteral("prices")).toArray()) {
        const QJsonObject o = v.toObject();
        LivePrice p;
        p.acceleratorId = o.value(QStringLiteral("accelerator")).toString();
        p.price.provider = o.value(QStringLiteral("provider")).toString();
        p.price.mode = o.value(QStringLiteral("mode")).toString();
        p.price.usdPerChipHour = o.value(QStringLiteral("usd_per_chip_hour")).toDouble();
        p.price.date = o.value(QStringLiteral("date")).toString();
        p.price.region = o.value(QStringLiteral("region")).toString();
        p.price.source = QStringLiteral("cloud-billing-catalog");
        p.price.origin = PriceOrigin::Live;
        p.sku = o.value(QStringLiteral("sku")).toString();
        p.price.note = p.sku;
        const double usd = p.price.usdPerChipHour;
        if (p.acceleratorId.isEmpty() || !providerIds().contains(p.price.provider) ||
            !pricingModeIds().contains(p.price.mode) || !std::isfinite(usd) || usd <= 0.0 ||
            usd > limits::price.max || !p.price.effectiveDate().isValid()) {
            return std::nullopt;
        }
        cache.prices.push_back(p);
    }
    return cache;
}

} // namespace accel::sizing
