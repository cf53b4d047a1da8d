#pragma once

#include "model/sizing/Estimator.h"

#include <QString>

namespace accel::cli {

// The estimate command's text output: what a planner reads in a terminal.
QString trainingText(const sizing::AcceleratorData& catalogue, const sizing::AcceleratorSpec& spec,
                     const sizing::TrainingInput& input, const sizing::TrainingEstimate& estimate);
QString inferenceText(const sizing::AcceleratorData& catalogue, const sizing::AcceleratorSpec& spec,
                      const sizing::InferenceInput& input,
                      const sizing::InferenceEstimate& estimate);

} // namespace accel::cli
