#pragma once

#include "AcceleratorSpec.h"

#include <QString>

namespace accel::sizing {

// Numbers as a planner reads them: "$1.23M", "12.5 days", "0.44 (0.36-0.52)".
QString formatUsd(double usd);
QString formatDuration(double hours);
QString formatShare(const Range& r);
QString formatCount(double n); // 7e9 -> "7B"

} // namespace accel::sizing
