#pragma once

#include "model/sizing/SecretStore.h"
#include "services/BillingConfig.h"

namespace QKeychain {
class Job;
}

namespace accel::services {

// The API key in the operating system keychain through QtKeychain (libsecret
// on Linux). Every call has a timeout because a job may never finish (no
// session bus, QT_NO_GLIB=1); a timed-out job is left to finish on its own and
// is never deleted while it runs.
class KeychainSecretStore : public sizing::SecretStore {
    Q_OBJECT
public:
    explicit KeychainSecretStore(QString service, int timeoutMs = 10000, QObject* parent = nullptr);

    void read(const QString& name, Done done) override;
    void write(const QString& name, const QString& secret, Done done) override;
    void remove(const QString& name, Done done) override;
    [[nodiscard]] bool isPersistent() const override { return true; }
    [[nodiscard]] QString description() const override;

    // Reads a name that does not exist: Ok or NotFound means the keychain works.
    void probe(Done done);

    // Jobs started and not finished yet: a job that timed out keeps running
    // until the secret service answers or the bus gives up on it.
    [[nodiscard]] int pendingJobs() const { return m_pending; }

    static QString defaultService() { return keychainServiceName(); } // "accel-advisor"
    static QString apiKeyName() { return services::apiKeyName(); }    // "cloud-billing-api-key"

private:
    void run(QKeychain::Job* job, const Done& answer);

    QString m_service;
    int m_timeoutMs;
    int m_pending = 0;
};

} // namespace accel::services
