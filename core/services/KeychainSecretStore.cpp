#include "services/KeychainSecretStore.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTimer>
#include <qt6keychain/keychain.h>

#include <memory>

namespace accel::services {

namespace {

// Failures only, and never a secret: the message says what the keychain said.
Q_LOGGING_CATEGORY(lcKeychain, "accel.keychain")

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(KeychainSecretStore)
};

using sizing::SecretResult;
using Status = SecretResult::Status;

SecretResult resultOf(QKeychain::Job* job) {
    SecretResult r;
    switch (job->error()) {
    case QKeychain::NoError:
        r.status = Status::Ok;
        if (auto* read = qobject_cast<QKeychain::ReadPasswordJob*>(job)) {
            r.value = read->textData();
        }
        break;
    case QKeychain::EntryNotFound:
        r.status = Status::NotFound;
        r.message = Text::tr("No API key is stored in the keychain.");
        break;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        // Without a session bus or secret service QtKeychain reports OtherError.
        r.status = Status::NoBackend;
        r.message =
            Text::tr("No working keychain was found (the secret service did not answer: %1).")
                .arg(job->errorString());
        break;
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        r.status = Status::Error;
        r.message = Text::tr("The keychain refused access: %1").arg(job->errorString());
        break;
    case QKeychain::CouldNotDeleteEntry:
        r.status = Status::Error;
        r.message = Text::tr("The keychain could not delete the key: %1").arg(job->errorString());
        break;
    }
    return r;
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QString service, int timeoutMs, QObject* parent)
    : SecretStore(parent)
    , m_service(std::move(service))
    , m_timeoutMs(timeoutMs) {}

QString KeychainSecretStore::description() const {
    return Text::tr("system keychain");
}

void KeychainSecretStore::run(QKeychain::Job* job, const Done& answer) {
    // Every failure leaves a trace in the log (the secret itself never does).
    const Done done = [answer](const SecretResult& r) {
        if (r.status != Status::Ok && r.status != Status::NotFound) {
            qCWarning(lcKeychain).noquote() << r.message;
        }
        answer(r);
    };
    // Whichever comes first - the job or the timeout - answers; the other is ignored.
    auto answered = std::make_shared<bool>(false);
    job->setAutoDelete(true); // the job deletes itself when (if) it finishes
    ++m_pending;
    connect(job, &QKeychain::Job::finished, this, [answered, done, this](QKeychain::Job* j) {
        --m_pending;
        if (!*answered) {
            *answered = true;
            done(resultOf(j));
        }
    });
    QTimer::singleShot(m_timeoutMs, this, [answered, done, this] {
        if (!*answered) {
            *answered = true;
            done({Status::Timeout, QString(),
                  Text::tr("The keychain did not answer within %1 seconds.")
                      .arg(m_timeoutMs / 1000.0)});
        }
    });
    job->start();
}

void KeychainSecretStore::read(const QString& name, Done done) {
    auto* job = new QKeychain::ReadPasswordJob(m_service);
    job->setKey(name);
    run(job, done);
}

void KeychainSecretStore::write(const QString& name, const QString& secret, Done done) {
    auto* job = new QKeychain::WritePasswordJob(m_service);
    job->setKey(name);
    job->setTextData(secret);
    run(job, done);
}

void KeychainSecretStore::remove(const QString& name, Done done) {
    auto* job = new QKeychain::DeletePasswordJob(m_service);
    job->setKey(name);
    run(job, done);
}

void KeychainSecretStore::probe(Done done) {
    read(QStringLiteral("availability-probe"), std::move(done));
}

} // namespace accel::services
