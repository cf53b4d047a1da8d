#pragma once

#include <cstdint>
#include <vector>

namespace accel {

class QuestionCatalogue;

// The chosen option per question, by catalogue index; kUnanswered when open.
// Kept as plain indexes so the engine never touches strings on the hot path.
class AnswerSet {
public:
    static constexpr int kUnanswered = -1;

    AnswerSet() = default;
    explicit AnswerSet(int questionCount)
        : m_options(static_cast<std::size_t>(questionCount), kUnanswered) {}

    [[nodiscard]] int size() const { return static_cast<int>(m_options.size()); }
    [[nodiscard]] int option(int question) const { return m_options[question]; }
    [[nodiscard]] bool isAnswered(int question) const { return m_options[question] >= 0; }
    void set(int question, int option) { m_options[question] = static_cast<std::int8_t>(option); }
    void clear(int question) { m_options[question] = kUnanswered; }

    friend bool operator==(const AnswerSet&, const AnswerSet&) = default;

private:
    std::vector<std::int8_t> m_options;
};

// Importance per question; starts from the catalogue's defaults.
class WeightSet {
public:
    static constexpr double kMin = 0.0;
    static constexpr double kMax = 10.0;

    WeightSet() = default;
    static WeightSet defaults(const QuestionCatalogue& catalogue);

    [[nodiscard]] int size() const { return static_cast<int>(m_weights.size()); }
    [[nodiscard]] double weight(int question) const { return m_weights[question]; }
    void set(int question, double weight) { m_weights[question] = weight; }

    friend bool operator==(const WeightSet&, const WeightSet&) = default;

private:
    std::vector<double> m_weights;
};

} // namespace accel
