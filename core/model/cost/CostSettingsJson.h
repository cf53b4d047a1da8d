#pragma once

#include "model/CostSettings.h"
#include "model/JsonReader.h"
#include "model/Result.h"

#include <QJsonObject>

namespace accel {

// The profile's "cost" object: every field checked with its JSON path by the
// profile's own reader; a wrong field is reported and left out.
std::optional<CostSettings> readCostSettings(JsonReader& reader, const QJsonValue& value,
                                             const QString& path);
// The reverse; only the fields that are set, so a round trip loses nothing.
QJsonObject costSettingsJson(const CostSettings& settings);

// The same check for one value typed on the command line or in the window:
// success when it is fine, else a Failure saying what is wrong (translated).
Result<> checkCostValue(double value, const costlimits::Limit& limit);

} // namespace accel
