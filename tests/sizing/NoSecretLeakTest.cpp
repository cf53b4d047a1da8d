// Runs a price refresh (good and failing) and exports a profile and an
// estimate, then looks for the API key in every file under the test's data,
// config, cache and home folders and in everything printed: it must be nowhere.
#include "LoopbackHttpServer.h"
#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/SizingPlan.h"
#include "services/CloudBillingPriceSource.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"
#include "services/SessionSecretStore.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;
using accel::test::LoopbackHttpServer;

namespace {

const QString kKey = QStringLiteral("AIzaLEAKCHECK-9f8e7d6c5b4a3210-zyx");
QString g_messages; // everything Qt logged during the test

void captureMessages(QtMsgType, const QMessageLogContext&, const QString& message) {
    g_messages += message + QLatin1Char('\n');
}

QStringList filesContainingKey(const QString& root) {
    QStringList hits;
    const QByteArray utf8 = kKey.toUtf8();
    const QByteArray utf16(reinterpret_cast<const char*>(kKey.utf16()), kKey.size() * 2);
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = f.readAll();
            if (bytes.contains(utf8) || bytes.contains(utf16)) {
                hits << f.fileName();
            }
        }
    }
    return hits;
}

} // namespace

TEST(NoSecretLeak, KeyIsNowhereAfterRefreshAndExport) {
    QTemporaryDir root;
    ASSERT_TRUE(root.isValid());
    for (const char* var : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "HOME"}) {
        const QString dir = root.filePath(QLatin1String(var));
        QDir().mkpath(dir);
        qputenv(var, dir.toLocal8Bit());
    }
    // The same data folder as the program's (main.cpp names it so).
    QCoreApplication::setOrganizationName(QStringLiteral("AcceleratorAdvisor"));
    QCoreApplication::setApplicationName(QStringLiteral("accel-advisor"));
    g_messages.clear();
    const QtMessageHandler previous = qInstallMessageHandler(captureMessages);

    bool fail = false;
    LoopbackHttpServer server([&fail](const LoopbackHttpServer::Request& r) {
        if (fail) { // a server that echoes the key back in its error
            return LoopbackHttpServer::Response{403, R"({"error":{"message":"key )" +
                                                         kKey.toUtf8() + R"( is not allowed"}})"};
        }
        if (r.target.startsWith("/v1/services?")) {
            return LoopbackHttpServer::Response{200, accel::test::servicesPage()};
        }
        return LoopbackHttpServer::Response{
            200, R"({"skus":[)" +
                     accel::test::skuJson("Nvidia H100 80GB GPU running in Americas", "OnDemand",
                                          "us-central1", "3", 0) +
                     "]}"};
    });
    services::BillingConfig config;
    config.baseUrl = server.url();
    config.timeoutMs = 5000;
    services::SessionSecretStore keychainStandIn;
    services::LivePrices prices(services::SizingPaths::standard(), config, &keychainStandIn,
                                &services::CloudBillingPriceSource::create);
    QStringList shown;
    QObject::connect(&prices, &services::LivePrices::refreshFinished,
                     [&shown](const Result<QString>& result) {
                         shown << (result ? *result : result.failure().reason);
                     });

    bool stored = false;
    keychainStandIn.write(services::KeychainSecretStore::apiKeyName(), kKey,
                          [&stored](const sizing::SecretResult& r) {
                              stored = r.status == sizing::SecretResult::Status::Ok;
                          });
    QSignalSpy finished(&prices, &services::LivePrices::refreshFinished);
    ASSERT_TRUE(QTest::qWaitFor([&stored] { return stored; }, 2000));
    prices.refresh();
    ASSERT_TRUE(finished.wait(10000));
    ASSERT_TRUE(finished.value(0).value(0).value<Result<QString>>().ok())
        << shown.join(QLatin1Char('\n')).toStdString();
    const auto live = prices.catalogue().price(*prices.catalogue().find(u"h100-sxm"),
                                               QStringLiteral("gcp"), QStringLiteral("on_demand"));
    ASSERT_TRUE(live.has_value());
    EXPECT_EQ(live->origin, sizing::PriceOrigin::Live);
    EXPECT_TRUE(QFile::exists(services::SizingPaths::standard().priceCache));

    fail = true;
    prices.refresh();
    ASSERT_TRUE(finished.wait(10000));
    const auto failed = finished.value(1).value(0).value<Result<QString>>();
    ASSERT_FALSE(failed.ok());
    EXPECT_FALSE(failed.failure().reason.contains(kKey)) << failed.failure().reason.toStdString();

    // Export: a profile with the sizing workload, an estimate as JSON, and the CLI.
    Profile profile;
    profile.name = QStringLiteral("leak check");
    Workload w;
    sizing::SizingRequest request;
    request.params = 7e9;
    sizing::storeRequest(request, w);
    profile.workload = w;
    const QString profilePath = root.filePath(QStringLiteral("XDG_DATA_HOME/export.accel.json"));
    ASSERT_TRUE(io::saveProfileFile(profilePath, profile, QuestionCatalogue::builtIn()).ok());
    const auto rows = sizing::planCandidates(prices.catalogue(), request, nullptr);
    sizing::TrainingInput in;
    in.params = 7e9;
    in.tokens = 1.4e11;
    in.chips = 8;
    const QByteArray estimate =
        QJsonDocument(sizing::trainingEstimateToJson(prices.catalogue(), *rows[1].spec, in,
                                                     *rows[1].training))
            .toJson();
    QFile out(root.filePath(QStringLiteral("XDG_DATA_HOME/estimate.json")));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(estimate);
    out.close();

    QProcess cli;
    cli.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    cli.start(test::advisorExecutable(),
              {QStringLiteral("estimate"), QStringLiteral("--params"), QStringLiteral("7e9"),
               QStringLiteral("--accelerator"), QStringLiteral("h100-sxm"),
               QStringLiteral("--count"), QStringLiteral("8"), QStringLiteral("--format"),
               QStringLiteral("json")});
    ASSERT_TRUE(cli.waitForFinished(30000));
    const QByteArray cliOut = cli.readAllStandardOutput() + cli.readAllStandardError();
    EXPECT_EQ(cli.exitCode(), 0) << cliOut.toStdString();
    // The CLI priced with the cached live price (newer than the bundled one).
    EXPECT_TRUE(cliOut.contains("\"origin\":\"live\"")) << cliOut.toStdString();

    qInstallMessageHandler(previous);
    EXPECT_EQ(filesContainingKey(root.path()), QStringList());
    EXPECT_FALSE(shown.join(QLatin1Char('\n')).contains(kKey))
        << shown.join(QLatin1Char('\n')).toStdString();
    EXPECT_FALSE(g_messages.contains(kKey));
    EXPECT_FALSE(cliOut.contains(kKey.toUtf8()));
    EXPECT_FALSE(estimate.contains(kKey.toUtf8()));
    // The server saw the key only in its header.
    for (const auto& r : server.requests()) {
        EXPECT_FALSE(r.target.contains(kKey.toUtf8()));
    }
}
