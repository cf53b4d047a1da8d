// The real Cloud Billing client against a loopback HTTP server started here.
#include "LoopbackHttpServer.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/BillingCatalogPage.h"
#include "services/CloudBillingPriceSource.h"

#include <QSignalSpy>
#include <QUrlQuery>

#include <gtest/gtest.h>

using namespace accel;
using accel::test::LoopbackHttpServer;
using Response = LoopbackHttpServer::Response;

namespace {

const QString kKey = QStringLiteral("AIzaTEST-key-0123456789-abcdef");

services::BillingConfig configFor(const LoopbackHttpServer& server) {
    services::BillingConfig config;
    config.baseUrl = server.url();
    config.timeoutMs = 3000;
    return config;
}

Result<sizing::PriceFetch> run(services::CloudBillingPriceSource& source,
                               const QString& key = kKey) {
    QSignalSpy spy(&source, &sizing::PriceSource::finished);
    source.fetch(key);
    EXPECT_TRUE(spy.wait(10000));
    EXPECT_EQ(spy.count(), 1);
    if (spy.isEmpty()) {
        return Failure{QStringLiteral("no answer")};
    }
    return spy.value(0).value(0).value<Result<sizing::PriceFetch>>();
}

QByteArray skuPage(const QList<QByteArray>& skus, const QByteArray& next = {}) {
    QByteArray body = R"({"skus":[)" + skus.join(',') + "]";
    if (!next.isEmpty()) {
        body += R"(,"nextPageToken":")" + next + "\"";
    }
    return body + "}";
}

QString pageToken(const LoopbackHttpServer::Request& r) {
    return QUrlQuery(QUrl(QString::fromLatin1(r.target)).query())
        .queryItemValue(QStringLiteral("pageToken"));
}

// A well-behaved fake API: services, then two pages of Compute Engine SKUs, one of TPU SKUs.
Response goodApi(const LoopbackHttpServer::Request& r) {
    const QByteArray path = r.target.left(r.target.indexOf('?'));
    if (path == "/v1/services") {
        return {200, accel::test::servicesPage()};
    }
    if (path == "/v1/services/6F81-5844-456A/skus") {
        if (pageToken(r).isEmpty()) {
            return {200, skuPage({accel::test::skuJson("Nvidia H100 80GB GPU running in Americas",
                                                       "OnDemand", "us-central1", "11", 60000000),
                                  accel::test::skuJson("Nvidia H100 80GB GPU running in Europe",
                                                       "OnDemand", "europe-west4", "10", 0),
                                  accel::test::skuJson("N2 Instance Core running in Americas",
                                                       "OnDemand", "us-central1", "0", 31000000)},
                                 "page-2")};
        }
        return {200, skuPage({accel::test::skuJson("Nvidia A100 80GB GPU running in Americas",
                                                   "Preemptible", "us-central1", "1", 500000000)})};
    }
    if (path == "/v1/services/E000-3F24-B8AA/skus") {
        return {200, skuPage({accel::test::skuJson("TPU v6e chip-hour in us-central1", "Commit1Yr",
                                                   "us-central1", "1", 890000000)})};
    }
    return {404, R"({"error":{"code":404,"message":"no such thing"}})"};
}

} // namespace

TEST(BillingPage, MapsSkusToAcceleratorsModesAndRegions) {
    const QByteArray page = skuPage(
        {accel::test::skuJson("Nvidia H100 80GB GPU running in Americas", "OnDemand", "us-central1",
                              "11", 60000000),
         accel::test::skuJson("Nvidia H100 80GB GPU running in Asia", "OnDemand", "asia-east1", "9",
                              0),
         accel::test::skuJson("Tpu-v5e TPU v5e chip", "Preemptible", "us-west4", "0", 480000000),
         accel::test::skuJson("Nvidia H100 80GB GPU commitment", "Commit9Yr", "us-central1", "1",
                              0),
         accel::test::skuJson("Something else", "OnDemand", "us-central1", "1", 0)},
        "next");
    const Result<sizing::BillingPage> p =
        sizing::parseBillingPage(page, sizing::AcceleratorData::bundled(),
                                 QDateTime::currentDateTimeUtc(), QStringLiteral("us-central1"));
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p->skus, 5);
    EXPECT_EQ(p->nextPageToken, QStringLiteral("next"));
    ASSERT_EQ(p->prices.size(), 2u);
    EXPECT_EQ(p->prices[0].acceleratorId, QStringLiteral("h100-sxm"));
    EXPECT_DOUBLE_EQ(p->prices[0].price.usdPerChipHour,
                     11.06); // preferred region wins over cheaper
    EXPECT_EQ(p->prices[0].price.region, QStringLiteral("us-central1"));
    EXPECT_EQ(p->prices[1].acceleratorId, QStringLiteral("tpu-v5e"));
    EXPECT_EQ(p->prices[1].price.mode, QStringLiteral("spot"));
    const Result<sizing::BillingPage> broken =
        sizing::parseBillingPage("{", sizing::AcceleratorData::bundled(), {}, {});
    ASSERT_FALSE(broken.ok());
    EXPECT_TRUE(broken.failure().reason.contains(QStringLiteral("not valid JSON")))
        << broken.failure().reason.toStdString();
}

TEST(PriceSource, PagesThroughServicesAndSkus) {
    LoopbackHttpServer server(goodApi);
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), configFor(server));
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_TRUE(f.ok()) << f.failure().reason.toStdString();
    EXPECT_EQ(f->pages, 4);    // services + 2 Compute Engine pages + 1 TPU page
    EXPECT_EQ(f->skusSeen, 5); // 3 + 1 Compute Engine, 1 TPU
    ASSERT_EQ(f->prices.size(), 3u);
    QStringList ids;
    for (const auto& p : f->prices) {
        ids << p.acceleratorId + QLatin1Char('/') + p.price.mode;
    }
    EXPECT_TRUE(ids.contains(QStringLiteral("h100-sxm/on_demand")));
    EXPECT_TRUE(ids.contains(QStringLiteral("a100-80gb/spot")));
    EXPECT_TRUE(ids.contains(QStringLiteral("tpu-v6e/commit_1yr")));
    // The key travels in a header, never in a URL.
    ASSERT_EQ(server.requests().size(), 4);
    for (const auto& r : server.requests()) {
        EXPECT_EQ(r.header("X-Goog-Api-Key"), kKey.toUtf8());
        EXPECT_FALSE(r.target.contains(kKey.toUtf8()));
    }
    EXPECT_EQ(pageToken(server.requests().at(2)), QStringLiteral("page-2"));
}

TEST(PriceSource, HttpErrorGivesGoogleMessageWithoutTheKey) {
    LoopbackHttpServer server([](const LoopbackHttpServer::Request&) {
        return Response{400, R"({"error":{"code":400,"message":"API key not valid: )" +
                                 kKey.toUtf8() + R"(. Please pass a valid API key."}})"};
    });
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), configFor(server));
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("400")))
        << f.failure().reason.toStdString();
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("API key not valid")));
    EXPECT_FALSE(f.failure().reason.contains(kKey)) << f.failure().reason.toStdString();
}

TEST(PriceSource, SlowAnswerTimesOut) {
    LoopbackHttpServer server([](const LoopbackHttpServer::Request&) {
        return Response{200, accel::test::servicesPage(), 5000};
    });
    services::BillingConfig config = configFor(server);
    config.timeoutMs = 300;
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), config);
    QElapsedTimer clock;
    clock.start();
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_LT(clock.elapsed(), 3000);
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("did not answer")))
        << f.failure().reason.toStdString();
}

TEST(PriceSource, OversizedAnswerIsCut) {
    LoopbackHttpServer server([](const LoopbackHttpServer::Request&) {
        return Response{200, "{\"services\":[" + QByteArray(3 * 1024 * 1024, ' ') + "]}"};
    });
    services::BillingConfig config = configFor(server);
    config.maxPageBytes = 1024 * 1024;
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), config);
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("larger than")))
        << f.failure().reason.toStdString();
}

TEST(PriceSource, MalformedJsonIsReported) {
    LoopbackHttpServer server([](const LoopbackHttpServer::Request& r) {
        if (r.target.startsWith("/v1/services?")) {
            return Response{200, accel::test::servicesPage()};
        }
        return Response{200, R"({"skus":[{"description": )"};
    });
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), configFor(server));
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("not valid JSON")))
        << f.failure().reason.toStdString();
}

TEST(PriceSource, RedirectsAreRefused) {
    LoopbackHttpServer server([](const LoopbackHttpServer::Request&) {
        return Response{302, {}, 0, "text/plain", {{"Location", "http://127.0.0.1:1/steal"}}};
    });
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), configFor(server));
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("302")))
        << f.failure().reason.toStdString();
    EXPECT_EQ(server.requests().size(), 1);
}

TEST(PriceSource, EndlessPagingStops) {
    int n = 0;
    LoopbackHttpServer server([&n](const LoopbackHttpServer::Request& r) {
        if (r.target.startsWith("/v1/services?")) {
            return Response{200, accel::test::servicesPage()};
        }
        return Response{200, skuPage({}, "p" + QByteArray::number(++n))};
    });
    services::BillingConfig config = configFor(server);
    config.maxPages = 5;
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), config);
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_LE(server.requests().size(), 5);
}

TEST(PriceSource, OnlyHttpsOrLoopback) {
    using services::CloudBillingPriceSource;
    EXPECT_TRUE(CloudBillingPriceSource::isAllowedUrl(
        QUrl(QStringLiteral("https://cloudbilling.googleapis.com"))));
    EXPECT_TRUE(
        CloudBillingPriceSource::isAllowedUrl(QUrl(QStringLiteral("http://127.0.0.1:8080"))));
    EXPECT_TRUE(CloudBillingPriceSource::isAllowedUrl(QUrl(QStringLiteral("http://[::1]:8080"))));
    EXPECT_FALSE(CloudBillingPriceSource::isAllowedUrl(
        QUrl(QStringLiteral("http://cloudbilling.googleapis.com"))));
    EXPECT_FALSE(CloudBillingPriceSource::isAllowedUrl(QUrl(QStringLiteral("http://10.0.0.1"))));
    EXPECT_FALSE(CloudBillingPriceSource::isAllowedUrl(QUrl(QStringLiteral("ftp://127.0.0.1"))));

    services::BillingConfig config;
    config.baseUrl = QUrl(QStringLiteral("http://example.com"));
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), config);
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("HTTPS")));
}

TEST(PriceSource, UnreachableServerIsOffline) {
    services::BillingConfig config;
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), config);
    const Result<sizing::PriceFetch> f = run(source);
    ASSERT_FALSE(f.ok());
    EXPECT_TRUE(f.failure().reason.contains(QStringLiteral("Cannot reach")))
        << f.failure().reason.toStdString();
}
