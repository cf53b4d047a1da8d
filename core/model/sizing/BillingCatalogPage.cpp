#include "model/sizing/BillingCatalogPage.h"

#include "model/sizing/SizingVocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(BillingCatalogPage)
};

// units is an int64 as a string, nanos an int32: USD = units + nanos / 1e9.
std::optional<double> unitPrice(const QJsonObject& sku) {
    const QJsonArray pricing = sku.value(QStringLiteral("pricingInfo")).toArray();
    if (pricing.isEmpty()) {
        return std::nullopt;
    }
    // The last pricingInfo entry is the current one.
    const QJsonObject expression =
        pricing.last().toObject().value(QStringLiteral("pricingExpression")).toObject();
    if (expression.value(QStringLiteral("usageUnit")).toString() != QStringLiteral("h")) {
        return std::nullopt;
    }
    for (const auto& tier : expression.value(QStringLiteral("tieredRates")).toArray()) {
        const QJsonObject price = tier.toObject().value(QStringLiteral("unitPrice")).toObject();
        if (price.value(QStringLiteral("currencyCode")).toString() != QStringLiteral("USD")) {
            continue;
        }
        const QJsonValue unitsValue = price.value(QStringLiteral("units"));
        const double units =
            unitsValue.isString() ? unitsValue.toString().toDouble() : unitsValue.toDouble();
        const double usd = units + price.value(QStringLiteral("nanos")).toDouble() / 1e9;
        if (usd > 0.0 && usd <= limits::price.max) {
            return usd;
        }
    }
    return std::nullopt;
}

} // namespace

void mergeLivePrices(std::vector<LivePrice>& into, const std::vector<LivePrice>& page,
                     const QString& preferredRegion) {
    for (const LivePrice& p : page) {
        auto same = std::find_if(into.begin(), into.end(), [&p](const LivePrice& q) {
            return q.acceleratorId == p.acceleratorId && q.price.mode == p.price.mode;
        });
        if (same == into.end()) {
            into.push_back(p);
            continue;
        }
        const bool newPreferred = p.price.region == preferredRegion;
        const bool oldPreferred = same->price.region == preferredRegion;
        if ((newPreferred && !oldPreferred) ||
            (newPreferred == oldPreferred && p.price.usdPerChipHour < same->price.usdPerChipHour)) {
            *same = p;
        }
    }
}

Result<BillingPage> parseBillingPage(const QByteArray& json, const AcceleratorData& catalogue,
                                     const QDateTime& fetchedAt, const QString& preferredRegion) {
    BillingPage page;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return Failure{Text::tr("The price service sent an answer that is not valid JSON.")};
    }
    const QJsonObject root = doc.object();
    const QJsonValue skus = root.value(QStringLiteral("skus"));
    if (!skus.isUndefined() && !skus.isArray()) {
        return Failure{Text::tr("The price service's answer has no list of SKUs.")};
    }
    page.nextPageToken = root.value(QStringLiteral("nextPageToken")).toString();
    std::vector<LivePrice> found;
    for (const auto& v : skus.toArray()) {
        const QJsonObject sku = v.toObject();
        ++page.skus;
        const QString description = sku.value(QStringLiteral("description")).toString();
        const QString mode = pricingModeForUsageType(sku.value(QStringLiteral("category"))
                                                         .toObject()
                                                         .value(QStringLiteral("usageType"))
                                                         .toString());
        if (mode.isEmpty()) {
            continue;
        }
        const AcceleratorSpec* match = nullptr;
        for (const AcceleratorSpec& spec : catalogue.accelerators()) {
            for (const QString& pattern : spec.skuPatterns) {
                if (description.contains(pattern, Qt::CaseInsensitive)) {
                    match = &spec;
                    break;
                }
            }
            if (match) {
                break;
            }
        }
        const std::optional<double> usd = match ? unitPrice(sku) : std::nullopt;
        if (!usd) {
            continue;
        }
        LivePrice live;
        live.acceleratorId = match->id;
        live.sku = description;
        live.price.provider = QStringLiteral("gcp");
        live.price.mode = mode;
        live.price.usdPerChipHour = *usd;
        live.price.date = fetchedAt.date().toString(Qt::ISODate);
        live.price.source = QStringLiteral("cloud-billing-catalog");
        live.price.note = description;
        live.price.region =
            sku.value(QStringLiteral("serviceRegions")).toArray().first().toString();
        live.price.origin = PriceOrigin::Live;
        found.push_back(live);
    }
    mergeLivePrices(page.prices, found, preferredRegion);
    return page;
}

} // namespace accel::sizing
