#pragma once

#include "model/sizing/AcceleratorSpec.h"

#include <QString>

namespace accel::sizing {

// The words of resources/accelerators.json in the reader's language, as
// CostModelText does for the cost data: SizingDataText.cpp lists the
// publishers that are descriptions rather than names and each accelerator's
// notes, and these look them up at display time (listedText). Anything not
// listed (a name, an override file's own text) comes back as it is. Source
// titles and price notes are quoted data (a document's name, instance names
// and dollar figures) and stay in the file's words.

// Who published a source: "Google Cloud, via a public pricing table" in the
// reader's words; a name such as "NVIDIA" or "Hoffmann et al." as it is.
[[nodiscard]] QString sizingPublisherText(const SourceRef& source);
// A source's title: a document's own name, quoted as it is, except where the
// source is this program's own judgement ("Accelerator Advisor assumption
// where no public end-to-end figure was found"): that is a sentence of ours.
[[nodiscard]] QString sourceTitleText(const SourceRef& source);
// An accelerator's notes ("PCIe inference card, 72 W; ..."), shown with its
// name in the sizing table.
[[nodiscard]] QString acceleratorNotesText(const AcceleratorSpec& spec);

} // namespace accel::sizing
