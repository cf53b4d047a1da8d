// The QtKeychain store for real. RealKeychain runs under a private D-Bus
// session with gnome-keyring (see CMakeLists.txt); NoKeychain runs with a
// session bus address that leads nowhere. Both are registered with add_test
// and skip themselves when started any other way.
#include "services/KeychainSecretStore.h"
#include "services/SessionSecretStore.h"

#include <QEventLoop>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <gtest/gtest.h>

using namespace accel;
using Status = sizing::SecretResult::Status;

namespace {

template <typename Call> sizing::SecretResult wait(Call call) {
    sizing::SecretResult result;
    bool done = false;
    QEventLoop loop;
    call([&](const sizing::SecretResult& r) {
        result = r;
        done = true;
        loop.quit();
    });
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    if (!done) {
        loop.exec();
    }
    EXPECT_TRUE(done) << "the store never answered";
    return result;
}

} // namespace

TEST(RealKeychain, WriteReadReplaceDelete) {
    if (qEnvironmentVariable("ACCEL_KEYCHAIN_TEST") != QStringLiteral("1")) {
        GTEST_SKIP() << "needs dbus-run-session and gnome-keyring (run through ctest)";
    }
    services::KeychainSecretStore store(QStringLiteral("accel-advisor-test-") +
                                        QUuid::createUuid().toString(QUuid::WithoutBraces));
    const QString name = services::KeychainSecretStore::apiKeyName();

    // gnome-keyring answers on the bus a moment after its unlock command
    // returns: probe until the secrets service answers (at most 10 s), so that
    // a slow start on a busy machine is not read as a broken keychain.
    Status probed = Status::NoBackend;
    for (int attempt = 0; attempt < 40 && probed != Status::NotFound; ++attempt) {
        probed = wait([&](auto done) { store.probe(done); }).status;
        if (probed != Status::NotFound) {
            QThread::msleep(250);
        }
    }
    EXPECT_EQ(probed, Status::NotFound);
    ASSERT_EQ(wait([&](auto done) { store.write(name, QStringLiteral("first-key"), done); }).status,
              Status::Ok);
    sizing::SecretResult r = wait([&](auto done) { store.read(name, done); });
    ASSERT_EQ(r.status, Status::Ok) << r.message.toStdString();
    EXPECT_EQ(r.value, QStringLiteral("first-key"));

    ASSERT_EQ(
        wait([&](auto done) { store.write(name, QStringLiteral("second-key"), done); }).status,
        Status::Ok);
    r = wait([&](auto done) { store.read(name, done); });
    EXPECT_EQ(r.value, QStringLiteral("second-key"));

    EXPECT_EQ(wait([&](auto done) { store.remove(name, done); }).status, Status::Ok);
    r = wait([&](auto done) { store.read(name, done); });
    EXPECT_EQ(r.status, Status::NotFound);
    EXPECT_TRUE(r.value.isEmpty());
}

TEST(NoKeychain, SaysSoPlainlyAndTheSessionStoreWorks) {
    if (qEnvironmentVariable("ACCEL_NO_KEYCHAIN_TEST") != QStringLiteral("1")) {
        GTEST_SKIP() << "needs a session bus address that leads nowhere (run through ctest)";
    }
    services::KeychainSecretStore keychain(QStringLiteral("accel-advisor-test"), 5000);
    const sizing::SecretResult probe = wait([&](auto done) { keychain.probe(done); });
    EXPECT_TRUE(probe.status == Status::NoBackend || probe.status == Status::Timeout)
        << static_cast<int>(probe.status) << " " << probe.message.toStdString();
    EXPECT_FALSE(probe.message.isEmpty());
    const sizing::SecretResult write = wait([&](auto done) {
        keychain.write(QStringLiteral("k"), QStringLiteral("secret-value"), done);
    });
    EXPECT_NE(write.status, Status::Ok);
    EXPECT_FALSE(write.message.contains(QStringLiteral("secret-value")));

    services::SessionSecretStore session;
    EXPECT_FALSE(session.isPersistent());
    EXPECT_EQ(wait([&](auto done) {
                  session.write(QStringLiteral("k"), QStringLiteral("v"), done);
              }).status,
              Status::Ok);
    EXPECT_EQ(wait([&](auto done) { session.read(QStringLiteral("k"), done); }).value,
              QStringLiteral("v"));
    EXPECT_EQ(wait([&](auto done) { session.remove(QStringLiteral("k"), done); }).status,
              Status::Ok);
    EXPECT_EQ(wait([&](auto done) { session.read(QStringLiteral("k"), done); }).status,
              Status::NotFound);
}
