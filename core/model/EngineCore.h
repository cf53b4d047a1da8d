#pragma once

// The engine's working state for one answer set, shared by the files that
// define Engine's members (Engine.cpp, OpenAnswerSearch.cpp). Not for views:
// they read the Evaluation.

#include "model/Engine.h"

namespace accel {

// Everything about one answer set that does not need flips or sampling.
struct Engine::Core {
    Choices effective{}; // answer, or -1 when open or not asked
    std::array<bool, kMaxQuestions> applicable{};
    std::array<double, kMaxQuestions> lean{};
    std::array<std::int16_t, kMaxQuestions> interaction{}; // -1: the option's own lean
    double gpuScore = 0.0;
    double tpuScore = 0.0;
    bool gpuAvailable = true;
    bool tpuAvailable = true;
    std::uint64_t firedBlockers = 0; // bit i: blocker rule i holds
    int experimentationRequirement = -1;
    int scaledRequirement = -1;
    Verdict verdict = Verdict::Gpu;
    [[nodiscard]] bool experimentation() const { return experimentationRequirement >= 0; }
    [[nodiscard]] bool scaled() const { return scaledRequirement >= 0; }
};

} // namespace accel
