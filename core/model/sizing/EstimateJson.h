#pragma once

#include "model/sizing/Estimator.h"
#include "model/sizing/ReferenceRuns.h"

#include <QJsonArray>
#include <QJsonObject>

namespace accel::sizing {

// The estimate command's JSON (README, "estimate: the contract": accelerator, count,
// fits_in_memory, hours, cost_usd, assumptions), also what a report can embed.
QJsonObject trainingEstimateToJson(const AcceleratorData& catalogue, const AcceleratorSpec& spec,
                                   const TrainingInput& input, const TrainingEstimate& estimate);
QJsonObject inferenceEstimateToJson(const AcceleratorData& catalogue, const AcceleratorSpec& spec,
                                    const InferenceInput& input, const InferenceEstimate& estimate);
QJsonObject rangeToJson(const Range& range);
// The published runs nearest an estimate, nearest first ("reference_runs").
QJsonArray referenceRunsToJson(const AcceleratorData& catalogue,
                               const std::vector<RunComparison>& runs);
QJsonObject shapeToJson(const ModelShape& shape);
QJsonObject priceToJson(const AcceleratorData& catalogue, const PricePoint& price);

// Days since the price's date; -1 when the date is unknown.
qint64 priceAgeDays(const PricePoint& price, const QDate& today);

} // namespace accel::sizing
