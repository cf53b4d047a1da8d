#pragma once

#include "VerdictGlance.h"

#include <optional>

namespace accel {
struct Workload;
}
namespace accel::sizing {
class AcceleratorData;
}

namespace accel {

// The one place the at-a-glance summary reads the sizing API (which is being
// reworked): the cheapest available accelerator configuration that fits the
// workload in memory (and its deadline), priced; std::nullopt when nothing
// fits or nothing is priced.
[[nodiscard]] std::optional<CheapestFit> cheapestFit(const Workload& workload,
                                                     const Evaluation& evaluation,
                                                     const sizing::AcceleratorData& catalogue);

} // namespace accel
