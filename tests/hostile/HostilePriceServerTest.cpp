// A price server that is dead, hangs or lies, against the real Cloud Billing
// client (loopback HTTP server started by each test). Every case ends within
// a bounded time with a clear message and no prices; through LivePrices the
// cached or bundled prices stay in use and the cache file is not touched.
#include "LoopbackHttpServer.h"
#include "model/sizing/AcceleratorData.h"
#include "services/CloudBillingPriceSource.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"
#include "services/SessionSecretStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>

#include <cmath>
#include <gtest/gtest.h>

using namespace accel;
using accel::test::LoopbackHttpServer;
using Response = LoopbackHttpServer::Response;
using Request = LoopbackHttpServer::Request;

namespace {

const QString kKey = QStringLiteral("AIzaHOSTILE-key-0123456789");
constexpr int kTimeoutMs = 700;

services::BillingConfig configFor(const QUrl& url) {
    services::BillingConfig config;
    config.baseUrl = url;
    config.timeoutMs = kTimeoutMs;
    return config;
}

struct Outcome {
    Result<sizing::PriceFetch> fetch = Failure{QStringLiteral("no answer")};
    qint64 elapsedMs = 0;
};

Outcome fetchFrom(const services::BillingConfig& config) {
    services::CloudBillingPriceSource source(sizing::AcceleratorData::bundled(), config);
    QSignalSpy spy(&source, &sizing::PriceSource::finished);
    QElapsedTimer clock;
    clock.start();
    source.fetch(kKey);
    // Bounded: the source's own deadline must end it well before this.
    EXPECT_TRUE(spy.count() == 1 || spy.wait(config.timeoutMs + 10000));
    Outcome out;
    out.elapsedMs = clock.elapsed();
    EXPECT_EQ(spy.count(), 1);
    if (!spy.isEmpty()) {
        out.fetch = spy.value(0).value(0).value<Result<sizing::PriceFetch>>();
    }
    return out;
}

// A failure the user can read: not ok, a message, no prices, no key in it.
void expectCleanFailure(const Outcome& o, const char* what, const QString& mustContain = {}) {
    ASSERT_FALSE(o.fetch.ok()) << what; // and so no prices
    EXPECT_FALSE(o.fetch.failure().reason.trimmed().isEmpty()) << what;
    EXPECT_FALSE(o.fetch.failure().reason.contains(kKey))
        << what << ": " << o.fetch.failure().reason.toStdString();
    EXPECT_LE(o.fetch.failure().reason.size(), 600)
        << what << ": the message is a sentence, not a dump";
    if (!mustContain.isEmpty()) {
        EXPECT_TRUE(o.fetch.failure().reason.contains(mustContain))
            << what << ": " << o.fetch.failure().reason.toStdString();
    }
}

QByteArray path(const Request& r) {
    return r.target.left(r.target.indexOf('?'));
}

QByteArray skuPage(const QList<QByteArray>& skus) {
    return R"({"skus":[)" + skus.join(',') + "]}";
}

// A SKU whose unitPrice is written verbatim: units and nanos as the server likes.
QByteArray
skuWithPrice(const QByteArray& units, const QByteArray& nanos,
             const QByteArray& description = "Nvidia H100 80GB GPU running in Americas") {
    return R"({"name":"services/x/skus/1","description":")" + description +
           R"(","category":{"usageType":"OnDemand"},"serviceRegions":["us-central1"],)"
           R"("pricingInfo":[{"pricingExpression":{"usageUnit":"h","tieredRates":[)"
           R"({"startUsageAmount":0,"unitPrice":{"currencyCode":"USD","units":)" +
           units + R"(,"nanos":)" + nanos + "}}]}}]}";
}

// Services answered properly; every SKU page is the given answer.
LoopbackHttpServer::Handler skusAnswer(Response skus) {
    return [skus](const Request& r) {
        return path(r) == "/v1/services" ? Response{200, accel::test::servicesPage()} : skus;
    };
}

QUrl closedPort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close(); // nothing listens there any more: connection refused
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
}

} // namespace

TEST(HostilePriceServer, DeadServerIsReportedAsUnreachable) {
    const Outcome o = fetchFrom(configFor(closedPort()));
    expectCleanFailure(o, "connection refused", QStringLiteral("Cannot reach"));
    EXPECT_LT(o.elapsedMs, 5000);
}

TEST(HostilePriceServer, ServerThatHangsUpIsReported) {
    LoopbackHttpServer server([](const Request&) { return Response::hangUpNow(); });
    const Outcome o = fetchFrom(configFor(server.url()));
    expectCleanFailure(o, "hang-up");
    EXPECT_LT(o.elapsedMs, 5000);
}

TEST(HostilePriceServer, SilentServerTimesOut) {
    LoopbackHttpServer server([](const Request&) { return Response::never(); });
    const Outcome o = fetchFrom(configFor(server.url()));
    expectCleanFailure(o, "silent server", QStringLiteral("did not answer within"));
    EXPECT_GE(o.elapsedMs, kTimeoutMs - 50);
    EXPECT_LT(o.elapsedMs, kTimeoutMs + 3000);
}

TEST(HostilePriceServer, StalledBodyTimesOut) {
    // Headers promise 100,000 bytes; ten arrive, then nothing.
    LoopbackHttpServer server([](const Request&) {
        return Response::rawBytes("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                                  "Content-Length: 100000\r\n\r\n{\"services",
                                  true);
    });
    const Outcome o = fetchFrom(configFor(server.url()));
    expectCleanFailure(o, "stalled body", QStringLiteral("did not answer within"));
    EXPECT_LT(o.elapsedMs, kTimeoutMs + 3000);
}

TEST(HostilePriceServer, HangOnALaterPageTimesOut) {
    LoopbackHttpServer server(skusAnswer(Response::never()));
    const Outcome o = fetchFrom(configFor(server.url()));
    expectCleanFailure(o, "second page never comes", QStringLiteral("did not answer within"));
    EXPECT_LT(o.elapsedMs, kTimeoutMs + 3000);
    EXPECT_GE(server.requests().size(), 2);
}

TEST(HostilePriceServer, DefaultConfigurationHasABoundedDeadline) {
    const services::BillingConfig config;
    EXPECT_GT(config.timeoutMs, 0);
    EXPECT_LE(config.timeoutMs, 120000);
    EXPECT_GT(config.maxPageBytes, 0);
    EXPECT_GT(config.maxPages, 0);
}

TEST(HostilePriceServer, GarbageWithStatus200IsRejected) {
    const QByteArray garbage[] = {
        "<html><body>Welcome to the captive portal</body></html>",
        "",
        "null",
        "[]",
        "\"services\"",
        "42",
        "{\"services\": [",
        QByteArray(accel::test::servicesPage()).left(120), // truncated mid-way
        QByteArray("\xff\xfe{\0\"\0", 6),                  // UTF-16 with a BOM
        QByteArray(4096, '\0'),
    };
    for (const QByteArray& body : garbage) {
        LoopbackHttpServer server([body](const Request&) { return Response{200, body}; });
        expectCleanFailure(fetchFrom(configFor(server.url())), body.left(40).toHex().constData());
    }
    // Random bytes, fixed seed.
    QByteArray noise(64 * 1024, '\0');
    quint64 state = 99;
    for (char& c : noise) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        c = static_cast<char>(state >> 56U);
    }
    LoopbackHttpServer server([noise](const Request&) { return Response{200, noise}; });
    expectCleanFailure(fetchFrom(configFor(server.url())), "random bytes");
}

TEST(HostilePriceServer, WrongTypesAreRejected) {
    const QByteArray servicesLies[] = {
        R"({"services": "Compute Engine"})",
        R"({"services": [1, null, "x", [], {"name": 5, "displayName": true}]})",
        R"({"services": [{"name": "services/../../etc", "displayName": "Compute Engine"}]})",
        R"({"services": {"name": "services/6F81-5844-456A", "displayName": "Compute Engine"}})",
        R"({"services": [], "nextPageToken": 17})",
    };
    for (const QByteArray& body : servicesLies) {
        LoopbackHttpServer server([body](const Request&) { return Response{200, body}; });
        expectCleanFailure(fetchFrom(configFor(server.url())), body.constData());
    }
    const QByteArray skuLies[] = {
        R"({"skus": "none"})",
        R"({"skus": {"0": {}}})",
        R"({"skus": [1, "two", null, [], true]})",
        R"({"skus": [{"description": 5, "category": "x", "pricingInfo": "y"}]})",
        skuPage(
            {R"({"description":"Nvidia H100 80GB GPU","category":{"usageType":"OnDemand"},)"
             R"("pricingInfo":[{"pricingExpression":{"usageUnit":"h","tieredRates":"free"}}]})"}),
        skuPage({R"({"description":"Nvidia H100 80GB GPU","category":{"usageType":"OnDemand"},)"
                 R"("pricingInfo":[{"pricingExpression":{"usageUnit":"h","tieredRates":)"
                 R"([{"unitPrice":{"currencyCode":"USD","units":{"v":1},"nanos":"x"}}]}}]})"}),
        skuPage({skuWithPrice("[1]", "[2]")}),
        skuPage({skuWithPrice("\"3\"", "\"500000000\"")}), // nanos as a string: no nanos
    };
    for (const QByteArray& body : skuLies) {
        LoopbackHttpServer server(skusAnswer(Response{200, body}));
        const Outcome o = fetchFrom(configFor(server.url()));
        if (o.fetch.ok()) {
            // A lie that still parses may only yield sane prices.
            for (const auto& p : o.fetch->prices) {
                EXPECT_TRUE(std::isfinite(p.price.usdPerChipHour) && p.price.usdPerChipHour > 0 &&
                            p.price.usdPerChipHour < 1000)
                    << body.constData();
            }
        } else {
            expectCleanFailure(o, body.constData());
        }
    }
}

TEST(HostilePriceServer, AbsurdPricesAreRejected) {
    const QPair<QByteArray, QByteArray> absurd[] = {
        {"\"-5\"", "0"},
        {"\"0\"", "-500000000"},
        {"\"0\"", "0"}, // free: not a price
        {"\"NaN\"", "0"},
        {"\"nan\"", "0"},
        {"\"inf\"", "0"},
        {"\"-inf\"", "0"},
        {"\"Infinity\"", "0"},
        {"\"1e308\"", "0"},
        {"\"99999999999999999999999999\"", "0"},
        {"\"0\"", "1e300"},
        {"\"0\"", "-1e300"},
        {"1e308", "1e308"},
        {"\"1000000\"", "0"},
        {"\"12 dollars\"", "0"},
        {"\"\"", "0"},
    };
    for (const auto& [units, nanos] : absurd) {
        // Alone, the page yields no price at all.
        LoopbackHttpServer alone(skusAnswer(Response{200, skuPage({skuWithPrice(units, nanos)})}));
        expectCleanFailure(fetchFrom(configFor(alone.url())),
                           QByteArray(units + " / " + nanos).constData(),
                           QStringLiteral("no SKU matched"));

        // Beside a sane SKU, only the sane price is taken.
        LoopbackHttpServer mixed(skusAnswer(
            Response{200, skuPage({skuWithPrice(units, nanos),
                                   skuWithPrice("\"2\"", "500000000",
                                                "Nvidia A100 80GB GPU running in Americas")})}));
        const Outcome o = fetchFrom(configFor(mixed.url()));
        ASSERT_TRUE(o.fetch.ok()) << units.constData() << ": "
                                  << o.fetch.failure().reason.toStdString();
        for (const auto& p : o.fetch->prices) {
            EXPECT_EQ(p.acceleratorId, QStringLiteral("a100-80gb")) << units.constData();
            EXPECT_DOUBLE_EQ(p.price.usdPerChipHour, 2.5);
        }
    }
}

TEST(HostilePriceServer, HugeBodyIsCut) {
    // 20 MiB with the default 16 MiB limit per answer.
    LoopbackHttpServer server([](const Request&) {
        return Response{200, "{\"services\":[\"" + QByteArray(20 * 1024 * 1024, 'x') + "\"]}"};
    });
    services::BillingConfig config = configFor(server.url());
    config.timeoutMs = 30000;
    expectCleanFailure(fetchFrom(config), "20 MiB", QStringLiteral("larger than"));
}

TEST(HostilePriceServer, LyingContentLengthIsReported) {
    // Claims ten gigabytes, sends a few bytes and closes.
    LoopbackHttpServer server([](const Request&) {
        return Response::rawBytes("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                                  "Content-Length: 10000000000\r\n\r\n{\"services\":[]}");
    });
    expectCleanFailure(fetchFrom(configFor(server.url())), "lying Content-Length");
}

TEST(HostilePriceServer, NotHttpAtAllIsReported) {
    LoopbackHttpServer server(
        [](const Request&) { return Response::rawBytes("SSH-2.0-OpenSSH_9.2\r\n\r\n"); });
    expectCleanFailure(fetchFrom(configFor(server.url())), "not HTTP");
}

TEST(HostilePriceServer, ErrorStatusesGiveTheServiceMessage) {
    const struct {
        int status;
        const char* googleStatus;
    } cases[] = {{500, "INTERNAL"},
                 {503, "UNAVAILABLE"},
                 {403, "PERMISSION_DENIED"},
                 {429, "RESOURCE_EXHAUSTED"},
                 {401, "UNAUTHENTICATED"}};
    for (const auto& c : cases) {
        LoopbackHttpServer server([c](const Request&) {
            return Response{c.status,
                            R"({"error":{"code":)" + QByteArray::number(c.status) +
                                R"(,"message":"Quota exceeded or service down for )" +
                                kKey.toUtf8() + R"(","status":")" + c.googleStatus + "\"}}",
                            0,
                            "application/json",
                            {{"Retry-After", "3600"}}};
        });
        const Outcome o = fetchFrom(configFor(server.url()));
        expectCleanFailure(o, c.googleStatus, QString::number(c.status));
        EXPECT_TRUE(o.fetch.failure().reason.contains(QStringLiteral("Quota exceeded")))
            << o.fetch.failure().reason.toStdString();
        EXPECT_EQ(server.requests().size(), 1) << "an error is not retried in a loop";
    }
    // An error page that is not JSON, and one with an endless message.
    for (const QByteArray& body :
         {QByteArray("<h1>502 Bad Gateway</h1>"),
          QByteArray(R"({"error":{"code":500,"message":")" + QByteArray(100000, 'm') + "\"}}")}) {
        LoopbackHttpServer server([body](const Request&) { return Response{500, body}; });
        expectCleanFailure(fetchFrom(configFor(server.url())), "error page", QStringLiteral("500"));
    }
}

TEST(HostilePriceServer, RedirectLoopsAreNotFollowed) {
    for (int status : {301, 302, 303, 307, 308}) {
        LoopbackHttpServer* self = nullptr;
        LoopbackHttpServer server([&self, status](const Request& r) {
            // Back to itself, forever.
            return Response{
                status, {}, 0, "text/plain", {{"Location", self->url().toEncoded() + r.target}}};
        });
        self = &server;
        expectCleanFailure(fetchFrom(configFor(server.url())), "redirect loop",
                           QString::number(status));
        EXPECT_EQ(server.requests().size(), 1) << status;
    }
}

// Through LivePrices: a hostile server changes nothing the user prices with.
class HostileLivePrices : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_paths = services::SizingPaths::in(m_dir.path());
        m_store.write(services::KeychainSecretStore::apiKeyName(), kKey, [](const auto&) {});
    }

    static double h100OnDemand(const services::LivePrices& prices) {
        const auto& catalogue = prices.catalogue();
        const auto* spec = catalogue.find(u"h100-sxm");
        EXPECT_NE(spec, nullptr);
        const auto price =
            spec ? catalogue.price(*spec, QStringLiteral("gcp"), QStringLiteral("on_demand"))
                 : std::nullopt;
        return price ? price->usdPerChipHour : -1.0;
    }

    std::pair<bool, QString> refresh(services::LivePrices& prices) {
        QSignalSpy spy(&prices, &services::LivePrices::refreshFinished);
        prices.refresh();
        EXPECT_TRUE(spy.wait(kTimeoutMs + 10000));
        if (spy.isEmpty()) {
            return {false, {}};
        }
        // What was read on success, the reason otherwise.
        const auto result = spy.value(0).value(0).value<Result<QString>>();
        return {result.ok(), result ? *result : result.failure().reason};
    }

    QTemporaryDir m_dir;
    services::SizingPaths m_paths;
    services::SessionSecretStore m_store;
};

TEST_F(HostileLivePrices, BundledPricesStayWhenThereIsNoCache) {
    const double bundled = h100OnDemand(services::LivePrices(
        m_paths, configFor(closedPort()), &m_store, &services::CloudBillingPriceSource::create));
    ASSERT_GT(bundled, 0.0);
    LoopbackHttpServer liar([](const Request&) { return Response{200, "<html>"}; });
    for (const QUrl& url : {closedPort(), liar.url()}) {
        services::LivePrices prices(m_paths, configFor(url), &m_store,
                                    &services::CloudBillingPriceSource::create);
        const auto [ok, message] = refresh(prices);
        EXPECT_FALSE(ok);
        EXPECT_TRUE(message.contains(QStringLiteral("bundled"))) << message.toStdString();
        EXPECT_EQ(h100OnDemand(prices), bundled);
        EXPECT_FALSE(QFile::exists(m_paths.priceCache));
    }
}

TEST_F(HostileLivePrices, CachedPricesStayAndTheCacheIsUntouched) {
    // A good refresh first: the cache holds H100 at 11.06.
    LoopbackHttpServer good(
        skusAnswer(Response{200, skuPage({skuWithPrice("\"11\"", "60000000")})}));
    {
        services::LivePrices prices(m_paths, configFor(good.url()), &m_store,
                                    &services::CloudBillingPriceSource::create);
        const auto [ok, message] = refresh(prices);
        ASSERT_TRUE(ok) << message.toStdString();
        EXPECT_DOUBLE_EQ(h100OnDemand(prices), 11.06);
    }
    QFile cacheFile(m_paths.priceCache);
    ASSERT_TRUE(cacheFile.open(QIODevice::ReadOnly));
    const QByteArray cacheBefore = cacheFile.readAll();
    cacheFile.close();

    LoopbackHttpServer silent([](const Request&) { return Response::never(); });
    LoopbackHttpServer absurd(skusAnswer(Response{200, skuPage({skuWithPrice("\"-11\"", "0")})}));
    LoopbackHttpServer quota([](const Request&) {
        return Response{429, R"({"error":{"code":429,"message":"Quota exceeded"}})"};
    });
    for (const QUrl& url : {closedPort(), silent.url(), absurd.url(), quota.url()}) {
        services::LivePrices prices(m_paths, configFor(url), &m_store,
                                    &services::CloudBillingPriceSource::create);
        EXPECT_DOUBLE_EQ(h100OnDemand(prices), 11.06);
        const auto [ok, message] = refresh(prices);
        EXPECT_FALSE(ok) << url.toString().toStdString();
        EXPECT_TRUE(message.contains(QStringLiteral("Still using the prices fetched on")))
            << message.toStdString();
        EXPECT_FALSE(message.contains(kKey));
        EXPECT_DOUBLE_EQ(h100OnDemand(prices), 11.06);
        EXPECT_FALSE(prices.isRefreshing());
        ASSERT_TRUE(cacheFile.open(QIODevice::ReadOnly));
        EXPECT_EQ(cacheFile.readAll(), cacheBefore);
        cacheFile.close();
    }
}
