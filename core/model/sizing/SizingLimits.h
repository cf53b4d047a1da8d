#pragma once

#include "model/Result.h"
#include "model/sizing/SizingVocabulary.h"

#include <QString>

#include <optional>

namespace accel::sizing {

// Success when value is accepted; otherwise a Failure whose reason is a
// translated sentence such as
// "params must be a whole number from 1,000,000 to 100,000,000,000,000; got 0.5."
Result<> checkValue(const Limit& limit, double value);

// "7e9", "7000000000", "7B", "1.4T", "70G", "500M": sizes as planners write
// them. std::nullopt for anything else (including NaN and infinities).
std::optional<double> parseAmount(QString text);

} // namespace accel::sizing
