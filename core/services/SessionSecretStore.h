#pragma once

#include "model/sizing/SecretStore.h"

#include <QHash>

namespace accel::services {

// Holds secrets in memory for this run only: the fallback when no keychain
// works, chosen by the user. Nothing is ever written anywhere.
class SessionSecretStore : public sizing::SecretStore {
    Q_OBJECT
public:
    using SecretStore::SecretStore;
    ~SessionSecretStore() override;

    void read(const QString& name, Done done) override;
    void write(const QString& name, const QString& secret, Done done) override;
    void remove(const QString& name, Done done) override;
    [[nodiscard]] bool isPersistent() const override { return false; }
    [[nodiscard]] QString description() const override;

private:
    void later(Done done, const sizing::SecretResult& result);
    QHash<QString, QString> m_secrets;
};

} // namespace accel::services
