#pragma once

#include "model/report/ReportDocument.h"

#include <QDate>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace accel {
struct Profile;
struct Workload;
} // namespace accel

namespace accel::sizing {
class AcceleratorData;
}

namespace accel::report {

inline constexpr char kSizing[] = "sizing";

// The workload sizing as a report section: what was asked, the best options,
// the candidate table (chips, time, cost, fits, price and where it came from;
// unavailable accelerators with the reason) and every assumption. Built from
// sizing::planCandidates, so it shows the estimator's numbers and honours the
// evaluation's blockers; the result page shows the same section.
Section sizingSection(const Workload& workload, const Evaluation& evaluation,
                      const sizing::AcceleratorData& catalogue, const QDate& today);

} // namespace accel::report
