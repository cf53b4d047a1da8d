#pragma once

#include "model/cost/CostModel.h"
#include "model/report/ReportDocument.h"

namespace accel::report {

inline constexpr char kCost[] = "cost";

// The whole bill as a report section, short enough for one PDF page: the
// break-even in words, the bill per option, the cumulative cost at a few
// months (the chart's numbers), porting and the assumptions with sources.
Section costSection(const cost::CostPlan& plan);

} // namespace accel::report
