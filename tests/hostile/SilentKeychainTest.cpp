// A keychain that never answers, for real: QtKeychain (libsecret) against
//  - SilentKeychain: a private D-Bus session (tests/hostile/session-bus.conf)
//    where silent_secret_service owns org.freedesktop.secrets and never replies;
//  - MuteBus: a session bus address whose socket accepts and never speaks.
// Each call must answer Timeout after the store's bounded time, with a clear
// message, without blocking the event loop (the GUI thread) meanwhile; the
// session store is the way out. Registered with add_test (see CMakeLists.txt)
// and skipped when started any other way.
#include "LoopbackHttpServer.h"
#include "model/sizing/AcceleratorData.h"
#include "services/CloudBillingPriceSource.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLocalServer>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QUuid>

#include <cstdio>
#include <gtest/gtest.h>
#include <memory>
#include <vector>

using namespace accel;
using Status = sizing::SecretResult::Status;
using accel::test::LoopbackHttpServer;

namespace {

constexpr int kStoreTimeoutMs = 1000;

struct Answer {
    sizing::SecretResult result;
    bool answered = false;
    qint64 callMs = 0;    // how long the call itself took: must not block
    qint64 elapsedMs = 0; // until the answer
    int ticks = 0;        // 20 ms timer ticks meanwhile: the event loop kept running
};

template <typename Call> Answer await(Call call) {
    Answer a;
    QEventLoop loop;
    QTimer tick;
    tick.setInterval(20);
    QObject::connect(&tick, &QTimer::timeout, [&a] { ++a.ticks; });
    tick.start();
    QElapsedTimer clock;
    clock.start();
    call([&a, &loop](const sizing::SecretResult& r) {
        a.result = r;
        a.answered = true;
        loop.quit();
    });
    a.callMs = clock.elapsed();
    QTimer::singleShot(kStoreTimeoutMs + 15000, &loop, &QEventLoop::quit);
    if (!a.answered) {
        loop.exec();
    }
    a.elapsedMs = clock.elapsed();
    return a;
}

void expectTimeout(const Answer& a, const char* what) {
    ASSERT_TRUE(a.answered) << what << ": the store never answered";
    EXPECT_EQ(a.result.status, Status::Timeout) << what << ": " << static_cast<int>(a.result.status)
                                                << " " << a.result.message.toStdString();
    EXPECT_TRUE(a.result.message.contains(QStringLiteral("did not answer within")))
        << what << ": " << a.result.message.toStdString();
    EXPECT_TRUE(a.result.value.isEmpty());
    EXPECT_LT(a.callMs, 500) << what << ": the call blocked the caller";
    EXPECT_GE(a.elapsedMs, kStoreTimeoutMs - 50) << what;
    EXPECT_LT(a.elapsedMs, kStoreTimeoutMs + 5000) << what;
    // The event loop ran all along: a blocked one would not tick at all; a busy
    // machine may delay ticks, so one per 100 ms is asked, not one per 20 ms.
    EXPECT_GE(a.ticks, static_cast<int>(a.elapsedMs / 100)) << what;
}

// A timed-out job keeps running; once the service is gone it must finish
// (and delete itself), or it would leak.
void expectJobsSettle(const services::KeychainSecretStore& store) {
    QElapsedTimer clock;
    clock.start();
    while (store.pendingJobs() > 0 && clock.elapsed() < 60000) {
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    EXPECT_EQ(store.pendingJobs(), 0) << "a keychain job never finished";
}

QString uniqueService() {
    return QStringLiteral("accel-advisor-hostile-") +
           QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// Starts silent_secret_service (this test's own child) and ends it.
class SilentKeychain : public ::testing::Test {
protected:
    void SetUp() override {
        if (qEnvironmentVariable("ACCEL_SILENT_KEYCHAIN_TEST") != QStringLiteral("1")) {
            GTEST_SKIP() << "needs a private D-Bus session (run through ctest)";
        }
        m_service.setProgram(qEnvironmentVariable("ACCEL_SILENT_SERVICE"));
        m_service.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_service.start();
        ASSERT_TRUE(m_service.waitForStarted(10000)) << m_service.errorString().toStdString();
        QElapsedTimer clock;
        clock.start();
        while (!m_service.canReadLine() && clock.elapsed() < 10000 &&
               m_service.state() == QProcess::Running) {
            m_service.waitForReadyRead(200);
        }
        ASSERT_EQ(m_service.readLine().trimmed(), QByteArray("ready"));
    }

    void TearDown() override { release(); }

    // The calls the silent service has taken and left unanswered so far.
    QByteArrayList heldCalls() {
        m_service.waitForReadyRead(100);
        while (m_service.canReadLine()) {
            m_held << m_service.readLine().trimmed();
        }
        return m_held;
    }

    // Ends the silent service: the bus then answers its held calls with NoReply.
    void release() {
        if (m_service.state() != QProcess::NotRunning) {
            m_service.terminate();
            m_service.waitForFinished(10000);
        }
    }

    QProcess m_service;
    QByteArrayList m_held;
};

} // namespace

TEST_F(SilentKeychain, EveryCallTimesOutWithoutBlocking) {
    services::KeychainSecretStore store(uniqueService(), kStoreTimeoutMs);
    const QString name = services::KeychainSecretStore::apiKeyName();
    expectTimeout(await([&](auto done) { store.probe(done); }), "probe");
    // Honest silence: the keychain did reach the service, which kept quiet.
    const QByteArrayList held = heldCalls();
    EXPECT_FALSE(held.isEmpty()) << "the keychain never called the secret service";
    std::printf("unanswered: %s\n", held.join(", ").constData());
    expectTimeout(await([&](auto done) { store.read(name, done); }), "read");
    // The failure leaves a trace in the log, without the secret.
    static QStringList logged;
    logged.clear();
    const QtMessageHandler previous = qInstallMessageHandler(
        [](QtMsgType, const QMessageLogContext& context, const QString& message) {
            logged << QString::fromLatin1(context.category) + QStringLiteral(": ") + message;
        });
    const Answer write =
        await([&](auto done) { store.write(name, QStringLiteral("secret-value-123"), done); });
    qInstallMessageHandler(previous);
    expectTimeout(write, "write");
    EXPECT_FALSE(write.result.message.contains(QStringLiteral("secret-value-123")));
    EXPECT_TRUE(logged.join(QLatin1Char('\n')).contains(QStringLiteral("accel.keychain: ")))
        << "no trace of the failed write in the log: "
        << logged.join(QLatin1Char('\n')).toStdString();
    EXPECT_FALSE(logged.join(QLatin1Char('\n')).contains(QStringLiteral("secret-value-123")));
    expectTimeout(await([&](auto done) { store.remove(name, done); }), "remove");
    EXPECT_GT(store.pendingJobs(), 0) << "the jobs are still waiting for the service";
    release();
    expectJobsSettle(store);
}

TEST_F(SilentKeychain, LivePricesFallsBackToTheSessionStore) {
    LoopbackHttpServer api([](const LoopbackHttpServer::Request& r) {
        if (r.target.startsWith("/v1/services?")) {
            return LoopbackHttpServer::Response{200, accel::test::servicesPage()};
        }
        return LoopbackHttpServer::Response{
            200, R"({"skus":[)" +
                     accel::test::skuJson("Nvidia H100 80GB GPU running in Americas", "OnDemand",
                                          "us-central1", "11", 60000000) +
                     "]}"};
    });
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    services::BillingConfig config;
    config.baseUrl = api.url();
    config.timeoutMs = 5000;
    services::KeychainSecretStore keychain(uniqueService(), kStoreTimeoutMs);
    services::LivePrices prices(services::SizingPaths::in(dir.path()), config, &keychain,
                                &services::CloudBillingPriceSource::create);

    // The keychain says nothing: the refresh ends, with the reason, in bounded time.
    QSignalSpy spy(&prices, &services::LivePrices::refreshFinished);
    QElapsedTimer clock;
    clock.start();
    prices.refresh();
    ASSERT_TRUE(spy.wait(kStoreTimeoutMs + 10000));
    EXPECT_LT(clock.elapsed(), kStoreTimeoutMs + 5000);
    const auto result = spy.value(0).value(0).value<Result<QString>>();
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("did not answer within")))
        << result.failure().reason.toStdString();
    EXPECT_FALSE(prices.isRefreshing());
    EXPECT_TRUE(api.requests().isEmpty()) << "no key, no request";

    // The way out the settings dialog offers: the key for this session only.
    prices.useSessionStore();
    ASSERT_TRUE(prices.usesSessionStore());
    EXPECT_FALSE(prices.store().isPersistent());
    const Answer stored = await([&](auto done) {
        prices.store().write(services::KeychainSecretStore::apiKeyName(),
                             QStringLiteral("AIzaSESSION-key"), done);
    });
    ASSERT_EQ(stored.result.status, Status::Ok);
    spy.clear();
    prices.refresh();
    ASSERT_TRUE(spy.wait(15000));
    const auto refreshed = spy.value(0).value(0).value<Result<QString>>();
    EXPECT_TRUE(refreshed.ok()) << refreshed.failure().reason.toStdString();
    EXPECT_FALSE(api.requests().isEmpty());

    release();
    expectJobsSettle(keychain);
}

TEST(MuteBus, KeychainTimesOutAndRecoversWhenTheBusGoesAway) {
    if (qEnvironmentVariable("ACCEL_MUTE_BUS_TEST") != QStringLiteral("1")) {
        GTEST_SKIP() << "changes this process's session bus (run through ctest)";
    }
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString socketPath = QDir(dir.path()).filePath(QStringLiteral("bus"));
    auto server = std::make_unique<QLocalServer>();
    ASSERT_TRUE(server->listen(socketPath)) << server->errorString().toStdString();
    std::vector<QLocalSocket*> accepted; // held open, never written to
    QObject::connect(server.get(), &QLocalServer::newConnection, [&] {
        while (QLocalSocket* s = server->nextPendingConnection()) {
            accepted.push_back(s);
        }
    });
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + QFile::encodeName(socketPath));

    services::KeychainSecretStore store(uniqueService(), kStoreTimeoutMs);
    expectTimeout(await([&](auto done) { store.probe(done); }), "probe on a mute bus");
    expectTimeout(await([&](auto done) {
                      store.write(services::KeychainSecretStore::apiKeyName(),
                                  QStringLiteral("secret-value-456"), done);
                  }),
                  "write on a mute bus");
    EXPECT_FALSE(accepted.empty()) << "the keychain never tried the bus";

    // The bus goes away: the waiting jobs fail and finish.
    for (QLocalSocket* s : accepted) {
        s->abort();
    }
    server.reset();
    expectJobsSettle(store);
}
