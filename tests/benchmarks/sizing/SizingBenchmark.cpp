// Speed target of sizing v2, measured: a full sizing table (every catalogue
// accelerator, training with a deadline or serving with latency targets)
// stays under 1 ms, so the sizing step can recompute on every keystroke.
#include "AcceleratorData.h"
#include "SizingPlan.h"

#include <benchmark/benchmark.h>

using namespace accel::sizing;

namespace {

void BM_SizingTableTraining(benchmark::State& state) {
    const AcceleratorData& catalogue = AcceleratorData::bundled();
    SizingRequest r;
    r.params = 70e9;
    r.tokens = 1.4e12;
    r.deadlineHours = 30 * 24.0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(planCandidates(catalogue, r, nullptr));
    }
}

void BM_SizingTableServing(benchmark::State& state) {
    const AcceleratorData& catalogue = AcceleratorData::bundled();
    SizingRequest r;
    r.kind = SizingRequest::Kind::Inference;
    r.params = 671e9;
    r.activeParams = 37e9;
    r.requestsPerSecond = 50;
    r.inputTokens = 2000;
    r.outputTokens = 500;
    for (auto _ : state) {
        benchmark::DoNotOptimize(planCandidates(catalogue, r, nullptr));
    }
}

} // namespace

BENCHMARK(BM_SizingTableTraining)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SizingTableServing)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
