#pragma once

#include "model/sizing/Estimator.h"
#include "model/sizing/ReferenceRuns.h"

#include <QString>

namespace accel::cli {

// The estimate command's text output: what a planner reads in a terminal.
QString trainingText(const sizing::AcceleratorData& catalogue, const sizing::AcceleratorSpec& spec,
                     const sizing::TrainingInput& input, const sizing::TrainingEstimate& estimate);
QString inferenceText(const sizing::AcceleratorData& catalogue, const sizing::AcceleratorSpec& spec,
                      const sizing::InferenceInput& input,
                      const sizing::InferenceEstimate& estimate);

// The nearest published runs with what they took and what this model says.
QString referenceRunsText(const sizing::AcceleratorData& catalogue,
                          const std::vector<sizing::RunComparison>& runs);

} // namespace accel::cli
