#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace accel::sizing {

struct SecretResult {
    enum class Status : std::uint8_t {
        Ok,
        NotFound,  // the store works but holds no such secret
        NoBackend, // no secret service: offer the session-only store
        Timeout,   // the service did not answer in time
        Error,
    };
    Status status = Status::Error;
    QString value;   // the secret, for a successful read only
    QString message; // translated, for the user; never contains the secret
};

// Where the API key lives: the system keychain (QtKeychain) in the product,
// memory for a session when no keychain works. Calls complete asynchronously:
// done is always called once, later, from the event loop.
class SecretStore : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(const SecretResult&)>;
    using QObject::QObject;
    ~SecretStore() override = default;

    virtual void read(const QString& name, Done done) = 0;
    virtual void write(const QString& name, const QString& secret, Done done) = 0;
    virtual void remove(const QString& name, Done done) = 0;
    // False when the secret is gone when the program ends.
    [[nodiscard]] virtual bool isPersistent() const = 0;
    [[nodiscard]] virtual QString description() const = 0; // translated
};

} // namespace accel::sizing
