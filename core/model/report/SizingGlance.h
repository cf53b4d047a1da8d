#pragma once

#include "model/report/VerdictGlance.h"
#include "model/sizing/SizingPlan.h"

#include <optional>
#include <vector>

namespace accel {
struct Workload;
}
namespace accel::sizing {
class AcceleratorData;
}

namespace accel {

// One rule for "the cheapest configuration that fits", read by the verdict
// at a glance, the report's sizing section (and so the result page's Sizing
// tab) and the sizing step, so that they always name the same configuration.

// The request as planned: a training run without a deadline is planned to
// finish within sizing::defaults::deadlineDays (the fewest chips that
// fit can run for a year or more, which nobody would buy). A deadline the
// request sets, and every serving request, are kept as they are.
[[nodiscard]] sizing::SizingRequest plannedRequest(sizing::SizingRequest request);
// A profile's workload as planned: sizingRequestFor(), then plannedRequest().
[[nodiscard]] sizing::SizingRequest plannedRequest(const Workload& workload);
// True when plannedRequest() supplied the deadline: the texts say so.
[[nodiscard]] bool deadlineAssumed(const sizing::SizingRequest& asked);

// A candidate that does the job: available, fits in memory, and finishes
// within the deadline (training) or meets the latency targets and the load
// (serving).
[[nodiscard]] bool usableCandidate(const sizing::Candidate& c);
// What a candidate is compared by: the whole run's cost (training) or the
// cost per million output tokens (serving); std::nullopt when unpriced.
[[nodiscard]] std::optional<double> candidateCost(const sizing::Candidate& c);
// The usable, priced candidate that costs least; nullptr when there is none.
[[nodiscard]] const sizing::Candidate*
cheapestCandidate(const std::vector<sizing::Candidate>& candidates);
[[nodiscard]] const sizing::Candidate*
cheapestCandidate(const std::vector<const sizing::Candidate*>& candidates);

// A usable, priced candidate as the glance describes it; `asked` is the
// request before plannedRequest(), to tell an assumed deadline.
[[nodiscard]] CheapestFit fitOf(const sizing::Candidate& candidate,
                                const sizing::SizingRequest& asked);

// The at-a-glance summary of cheapestCandidate() for a profile's workload
// planned with plannedRequest(); std::nullopt when nothing usable is priced.
[[nodiscard]] std::optional<CheapestFit> cheapestFit(const Workload& workload,
                                                     const Evaluation& evaluation,
                                                     const sizing::AcceleratorData& catalogue);

} // namespace accel
