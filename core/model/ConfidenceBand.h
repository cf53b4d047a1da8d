#pragma once

#include <QString>

#include <cstdint>

namespace accel {

// The confidence figure in words, for the reader who looks once: the share of
// sampled scenarios (open answers, leans and weights varied) that keep the
// verdict. The thresholds are part of the product's wording, not of the model.
enum class ConfidenceBand : std::uint8_t { Robust, Leaning, EitherWay };

inline constexpr double kRobustShare = 0.85;
inline constexpr double kLeaningShare = 0.65;

[[nodiscard]] ConfidenceBand confidenceBand(double sameVerdictShare);

// Stable id for JSON ("robust", "leaning", "either_way").
[[nodiscard]] QString confidenceBandId(ConfidenceBand band);

// Translated phrase: "robust", "likely", "uncertain": a function of the
// share alone (kRobustShare, kLeaningShare).
[[nodiscard]] QString confidenceBandPhrase(ConfidenceBand band);

struct Evaluation;

// One sentence, translated, saying what the confidence figure covers (which
// uncertainties were sampled and how many scenarios), for every view that
// shows the figure.
[[nodiscard]] QString confidenceCoverage(const Evaluation& evaluation);

// The method alone, without a profile's figures (the help page): how the
// sampled cases are drawn and what the figure is. confidenceCoverage() uses it.
[[nodiscard]] QString confidenceMethod(double spread = 0.5);

} // namespace accel
