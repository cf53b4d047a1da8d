#include "services/SessionSecretStore.h"

#include <QCoreApplication>
#include <QTimer>

namespace accel::services {

using Status = sizing::SecretResult::Status;

SessionSecretStore::~SessionSecretStore() {
    for (QString& s : m_secrets) {
        s.fill(QLatin1Char('\0'));
    }
}

QString SessionSecretStore::description() const {
    return QCoreApplication::translate("SessionSecretStore", "memory, for this session only");
}

void SessionSecretStore::later(Done done, const sizing::SecretResult& result) {
    // Same contract as the keychain: answers come from the event loop.
    QTimer::singleShot(0, this, [done = std::move(done), result] { done(result); });
}

void SessionSecretStore::read(const QString& name, Done done) {
    const auto it = m_secrets.constFind(name);
    if (it == m_secrets.constEnd()) {
        later(std::move(done),
              {Status::NotFound, QString(),
               QCoreApplication::translate("SessionSecretStore", "No key for this session.")});
    } else {
        later(std::move(done), {Status::Ok, *it, QString()});
    }
}

void SessionSecretStore::write(const QString& name, const QString& secret, Done done) {
    m_secrets.insert(name, secret);
    later(std::move(done), {Status::Ok, QString(), QString()});
}

void SessionSecretStore::remove(const QString& name, Done done) {
    auto it = m_secrets.find(name);
    if (it != m_secrets.end()) {
        it->fill(QLatin1Char('\0'));
        m_secrets.erase(it);
    }
    later(std::move(done), {Status::Ok, QString(), QString()});
}

} // namespace accel::services
