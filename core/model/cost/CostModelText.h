#pragma once

#include "model/sizing/AcceleratorSpec.h"

#include <QString>

namespace accel::cost {

// The words of resources/cost-model.json in the reader's language. The data
// file stays English (it is data, and its figures are checked against it);
// CostModelText.cpp marks the notes and the publishers that are descriptions
// rather than names for translation, and these look them up at display time.
// A text that is not marked comes back as it is.

// A default's note: "share of an owned chip's hours that can be kept busy".
[[nodiscard]] QString costNoteText(const QString& note);
// Who published a source of the cost data: "TechSpot, reporting Barron's and
// Raymond James" in the reader's words; a name such as "NVIDIA" as it is.
[[nodiscard]] QString costPublisherText(const sizing::SourceRef& source);

} // namespace accel::cost
