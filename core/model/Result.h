#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace accel {

// Why an operation failed: the reason in words, for a person (already
// translated, naming the file or value and what to do), and, where the
// failure is about a place in a JSON document, that place ("$.answers.stage").
struct Failure {
    QString reason;
    QString jsonPath = {};
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
    const T* operator->() const { return &value(); }

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
