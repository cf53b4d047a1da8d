#pragma once

#include "model/cost/CostModel.h"

#include <QJsonObject>

namespace accel::cost {

// The cost command's JSON (PRODUCT.md, "cost"): months, options, break_even,
// porting, assumptions; plus notes, steady-state and end-to-end hours per run.
QJsonObject costPlanToJson(const CostPlan& plan);

} // namespace accel::cost
