// A secret service that never answers: owns org.freedesktop.secrets on the
// session bus, takes every call and replies to none. Prints "ready" once the
// name is owned and "held INTERFACE.MEMBER" for every call it leaves
// unanswered. Ending it makes the bus answer the held calls with NoReply.
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVirtualObject>
#include <QList>

#include <cstdio>

namespace {

class SilentObject : public QDBusVirtualObject {
public:
    QString introspect(const QString& /*path*/) const override { return {}; }
    bool handleMessage(const QDBusMessage& message, const QDBusConnection& /*bus*/) override {
        m_held.append(message); // claimed, so Qt sends no error either
        // Tell the test what was asked, so it knows the keychain reached us.
        std::printf("held %s.%s\n", qPrintable(message.interface()), qPrintable(message.member()));
        std::fflush(stdout);
        return true;
    }

private:
    QList<QDBusMessage> m_held;
};

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QDBusConnection bus = QDBusConnection::sessionBus();
    SilentObject silent;
    if (!bus.isConnected() ||
        !bus.registerVirtualObject(QStringLiteral("/"), &silent, QDBusConnection::SubPath) ||
        !bus.registerService(QStringLiteral("org.freedesktop.secrets"))) {
        std::fprintf(stderr, "silent_secret_service: cannot own org.freedesktop.secrets\n");
        return 2;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    return QCoreApplication::exec();
}
