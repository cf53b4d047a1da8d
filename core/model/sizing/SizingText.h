#pragma once

#include "model/sizing/AcceleratorSpec.h"
#include "model/sizing/Estimator.h"
#include "model/sizing/ReferenceRuns.h"
#include "model/text/NumberFormat.h"

#include <QDate>
#include <QtGlobal>

namespace accel::sizing {

// The sizing figures read with the application's one set of number formats
// (NumberFormat.h: durationText, countText, usdText, sig3Text, plainNumberText).

// A price's age from priceAgeDays(): "today", "1 day old", "12 days old",
// with no-break spaces (it never wraps inside);
// empty when the date is unknown (age < 0).
QString priceAgeText(qint64 ageDays);
// Where a price comes from and how old it is, as every view says it:
// "bundled catalogue, 11/24/2026 (6 days old)". The source's full title is
// for tooltips and the source list.
QString priceProvenanceText(const PricePoint& price, const QDate& today);
// A utilisation or any other share with its range, as every view shows it:
// "45% (35%–55%)".
QString mfuText(const Range& r);
// An estimate's assumption as the reports and the command line list it:
// "5.88 × 10²² FLOPs", "16 bytes (12–20)"; a share as the window shows it,
// "55% (47%–63%)".
QString assumptionValueText(const Assumption& a);

// A published run beside an estimate, as the sizing step and the reports
// write it: "Llama 3 70B on 64 x NVIDIA H100 SXM 80GB, FP8: published 1,230
// chip-hours for 1B training tokens, this model 1,180"; a run the model
// refuses says that it does not fit.
QString runComparisonText(const RunComparison& run, const AcceleratorData& catalogue);
// Where the run was published, short: the document's title, its publisher
// and its date as the reader's locale writes it, "The Llama 3 Herd of Models
// (Meta, July 2024)". The full reference is the source's address.
QString runSourceText(const PublishedRun& run);

} // namespace accel::sizing
