#include "model/sizing/PriceCache.h"

#include <gtest/gtest.h>

using namespace accel::sizing;

namespace {

PriceCache sample() {
    PriceCache cache;
    cache.fetchedAt = QDateTime(QDate(2026, 11, 24), QTime(9, 30), Qt::UTC);
    LivePrice p;
    p.acceleratorId = QStringLiteral("tpu-v5e");
    p.sku = QStringLiteral("Tpu-v5e accelerator running in Iowa");
    p.price = {QStringLiteral("gcp"),
               QStringLiteral("on_demand"),
               1.2,
               QStringLiteral("2026-11-24"),
               QStringLiteral("cloud-billing-catalog"),
               p.sku,
               QStringLiteral("us-central1"),
               PriceOrigin::Live,
               QString()};
    cache.prices.push_back(p);
    return cache;
}

// The sample cache with one price field replaced by raw JSON.
QByteArray withPriceField(const char* key, const QByteArray& raw) {
    QByteArray json = sample().toJson();
    const QByteArray field = QByteArray("\"") + key + "\": ";
    const qsizetype at = json.indexOf(field);
    EXPECT_GE(at, 0) << key;
    const qsizetype valueStart = at + field.size();
    const qsizetype valueEnd = json.indexOf('\n', valueStart);
    const bool comma = json.at(valueEnd - 1) == ',';
    json.replace(valueStart, valueEnd - valueStart - (comma ? 1 : 0), raw);
    return json;
}

} // namespace

TEST(PriceCache, RoundTrips) {
    const auto read = PriceCache::fromJson(sample().toJson());
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->fetchedAt, sample().fetchedAt);
    ASSERT_EQ(read->prices.size(), 1u);
    EXPECT_EQ(read->prices[0].acceleratorId, QStringLiteral("tpu-v5e"));
    EXPECT_DOUBLE_EQ(read->prices[0].price.usdPerChipHour, 1.2);
    EXPECT_EQ(read->prices[0].price.origin, PriceOrigin::Live);
    EXPECT_EQ(read->prices[0].price.region, QStringLiteral("us-central1"));
}

TEST(PriceCache, AnythingDamagedIsNotUsed) {
    EXPECT_FALSE(PriceCache::fromJson("not json"));
    EXPECT_FALSE(PriceCache::fromJson("[]"));
    EXPECT_FALSE(PriceCache::fromJson(QByteArray(PriceCache::kMaxBytes + 1, ' ')));
    QByteArray other = sample().toJson();
    other.replace("accel-advisor-price-cache", "something-else");
    EXPECT_FALSE(PriceCache::fromJson(other));
    for (const char* version : {"2", "1.5", "\"1\"", "null"}) {
        QByteArray json = sample().toJson();
        json.replace("\"version\": 1", QByteArray(QByteArray("\"version\": ") + version));
        EXPECT_FALSE(PriceCache::fromJson(json)) << version;
    }
    for (const QByteArray& usd : {QByteArray("0"), QByteArray("-1"), QByteArray("1000.5"),
                                  QByteArray("1e308"), QByteArray("\"1.2\""), QByteArray("null")}) {
        EXPECT_FALSE(PriceCache::fromJson(withPriceField("usd_per_chip_hour", usd)))
            << usd.toStdString();
    }
    EXPECT_FALSE(PriceCache::fromJson(withPriceField("accelerator", "\"\"")));
    EXPECT_FALSE(PriceCache::fromJson(withPriceField("accelerator", "7")));
    EXPECT_FALSE(PriceCache::fromJson(withPriceField("mode", "[]")));
    EXPECT_FALSE(PriceCache::fromJson(withPriceField("date", "\"last week\"")));
}

TEST(PriceCache, AnEmptyCacheIsACache) {
    PriceCache empty = sample();
    empty.prices.clear();
    const auto read = PriceCache::fromJson(empty.toJson());
    ASSERT_TRUE(read.has_value());
    EXPECT_TRUE(read->prices.empty());
}
