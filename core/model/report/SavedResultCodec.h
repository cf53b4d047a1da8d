#pragma once

#include "model/report/SavedResult.h"

#include <QJsonObject>

#include <optional>

namespace accel {

// The "saved_result" object of a profile file (docs/profile-format.md): the
// record written out and read back. Pure: the profile codec does the file.
[[nodiscard]] QJsonObject savedResultJson(const SavedResult& saved);
// What a profile's "saved_result" says; std::nullopt when there is none or
// it cannot be read (then the profile simply has no comparison).
[[nodiscard]] std::optional<SavedResult> readSavedResult(const QJsonObject& json);

} // namespace accel
