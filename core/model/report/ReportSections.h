#pragma once

#include "model/report/ReportText.h"
#include "model/report/VerdictGlance.h"

#include <optional>

namespace accel {
struct Profile;
struct SavedResult;
struct ResultChanges;
} // namespace accel

// The builders of the individual sections (internal to buildReport()). Each
// returns a section without blocks when it has nothing to say.
namespace accel::report::sections {

Section summary(const Evaluation& e, const std::optional<CheapestFit>& cheapest);
Section chart(const Evaluation& e);
Section factors(const Evaluation& e, SourceRefs& refs);
Section blockers(const Evaluation& e, SourceRefs& refs);
Section flips(const Evaluation& e);
Section unanswered(const Evaluation& e);
Section method(const Evaluation& e, SourceRefs& refs);
Section answers(const Evaluation& e);
Section sources(const SourceRefs& refs);
// "Since the profile was saved", telling `changes` (compareWithSaved, and
// compareBill when the bill was priced).
Section sinceSaved(const SavedResult& saved, const ResultChanges& changes, const Evaluation& e,
                   const std::optional<CheapestFit>& cheapest);

} // namespace accel::report::sections
