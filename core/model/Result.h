#pragma once

#include "model/InputIssue.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace accel {

// Why an operation failed: the reason in words, for a person (already
// translated, naming the file or value and what to do), and, where the
// failure is about a place in a JSON document, that place ("$.answers.stage").
// The other fields say more where a caller words its message by them; each
// keeps its default when it does not apply.
struct Failure {
    QString reason;
    QString jsonPath = {};
    // Reading a document (a profile, the accelerator data): every problem
    // found, each at its JSON path; `reason` and `jsonPath` are the first.
    // Empty when the document could not be read at all (missing, unreadable).
    QList<InputIssue> issues = {};
    // Writing a file: the file that was at the target before is untouched
    // (false when the target was replaced but its new content is in doubt).
    bool previousKept = true;
    // Writing a file: the target is a folder, not a file.
    bool targetIsFolder = false;
    // Writing a file: writing stopped part-way (a full disk, a file size
    // limit, an I/O error): freeing space may help.
    bool writeCutShort = false;

    // The failure of reading a document that has these problems (not empty).
    static Failure ofIssues(QList<InputIssue> found) {
        Failure failure;
        if (!found.isEmpty()) {
            failure.reason = found.first().message;
            failure.jsonPath = found.first().path;
        }
        failure.issues = std::move(found);
        return failure;
    }
};

// The one way an operation that can fail says so: a value, or a Failure.
//
//   Result<Profile> r = readSomething();
//   if (!r) { show(r.failure().reason); return; }
//   use(*r);
//
// Result<> (void) is success or a Failure. [[nodiscard]]: a result that is
// dropped is a failure nobody hears of.
template <typename T = void> class [[nodiscard]] Result {
public:
    // A value made by T's default constructor, as std::expected does: signal
    // arguments and QVariant need a default (QSignalSpy, queued connections).
    Result() requires std::is_default_constructible_v<T>
    = default;
    Result(T value) // NOLINT(google-explicit-constructor): returning a value is success
        : m_state(std::move(value)) {}
    Result(Failure failure) // NOLINT(google-explicit-constructor)
        : m_state(std::move(failure)) {}

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    // Only when ok().
    [[nodiscard]] const T& value() const& { return std::get<T>(m_state); }
    [[nodiscard]] T& value() & { return std::get<T>(m_state); }
    [[nodiscard]] T&& value() && { return std::get<T>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }

    // Only when !ok().
    [[nodiscard]] const Failure& failure() const { return std::get<Failure>(m_state); }

private:
    std::variant<T, Failure> m_state;
};

template <> class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Failure failure) // NOLINT(google-explicit-constructor)
        : m_failure(std::move(failure)) {}

    [[nodiscard]] bool ok() const { return !m_failure.has_value(); }
    explicit operator bool() const { return ok(); }
    // Only when !ok().
    [[nodiscard]] const Failure& failure() const { return *m_failure; }

private:
    std::optional<Failure> m_failure;
};

} // namespace accel

// Signals carry results across threads (queued connections copy them); a
// Result<T> of another T is declared beside T.
Q_DECLARE_METATYPE(accel::Failure)
Q_DECLARE_METATYPE(accel::Result<>)
Q_DECLARE_METATYPE(accel::Result<QString>)
