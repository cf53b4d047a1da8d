#include "model/sizing/PriceCache.h"

#include "model/JsonReader.h"
#include "model/sizing/SizingVocabulary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace accel::sizing {

namespace {

const QString kFormat = QStringLiteral("accel-advisor-price-cache");
constexpr qsizetype kMaxText = 2000;

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
    // Checked like every other file the program reads; what is wrong does not
    // matter here, only whether anything is: a damaged cache is not used.
    QList<InputIssue> issues;
    const auto document = readJsonObject(json, {kMaxBytes, 16}, issues);
    if (!document) {
        return std::nullopt;
    }
    JsonReader r(issues);
    const QString root = jsonRootPath();
    const QJsonObject& o = *document;
    const auto format = r.oneOf(o, root, QStringLiteral("format"), {kFormat}, Presence::Required);
    const auto version =
        r.number(o, root, QStringLiteral("version"), {1, 1, false, true}, Presence::Required);
    const auto fetchedAt = r.string(o, root, QStringLiteral("fetched_at"), 64, Presence::Required);
    if (!format || !version || !fetchedAt) {
        return std::nullopt;
    }
    PriceCache cache;
    cache.fetchedAt = QDateTime::fromString(*fetchedAt, Qt::ISODate);
    if (!cache.fetchedAt.isValid()) {
        return std::nullopt;
    }
    const QString pricesPath = jsonChildPath(root, QStringLiteral("prices"));
    const QJsonArray list =
        r.array(o.value(QStringLiteral("prices")), pricesPath).value_or(QJsonArray());
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = jsonIndexPath(pricesPath, i);
        const QJsonObject item =
            r.object(list.at(i), at, Presence::Required).value_or(QJsonObject());
        const auto text = [&](const char* key, Presence presence) {
            return r.string(item, at, QLatin1String(key), kMaxText, presence).value_or(QString());
        };
        LivePrice p;
        p.acceleratorId = text("accelerator", Presence::Required);
        // A provider or mode this version does not know makes the cache unusable,
        // like any other problem: the next refresh replaces it.
        p.price.provider =
            r.oneOf(item, at, QStringLiteral("provider"), providerIds(), Presence::Required)
                .value_or(QString());
        p.price.mode =
            r.oneOf(item, at, QStringLiteral("mode"), pricingModeIds(), Presence::Required)
                .value_or(QString());
        p.price.usdPerChipHour = r.number(item, at, QStringLiteral("usd_per_chip_hour"),
                                          {0, limits::price.max, true}, Presence::Required)
                                     .value_or(0.0);
        p.price.date = text("date", Presence::Optional);
        p.price.region = text("region", Presence::Optional);
        p.price.source = QStringLiteral("cloud-billing-catalog");
        p.price.origin = PriceOrigin::Live;
        p.sku = text("sku", Presence::Optional);
        p.price.note = p.sku;
        if (!issues.isEmpty() || p.acceleratorId.isEmpty() || p.price.mode.isEmpty() ||
            !p.price.effectiveDate().isValid()) {
            return std::nullopt;
        }
        cache.prices.push_back(p);
    }
    return cache;
}

} // namespace accel::sizing
