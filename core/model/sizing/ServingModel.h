#pragma once

// The arithmetic of one serving replica (tensor-parallel group) under
// continuous batching: pure functions, used by ServingEstimator.cpp.

#include "model/sizing/Estimator.h"

namespace accel::sizing::serving {

// Achieved shares of peak: memory bandwidth in decode, compute in prefill and
// in compute-bound decode.
struct Efficiency {
    double bandwidth = 0.7;
    double prefill = 0.5;
    double decode = 0.4;
};

struct Workload {
    double totalParams = 0.0;
    double activeParams = 0.0;
    double bytesPerWeight = 2.0;       // over all weights: 2 for BF16, 1 for FP8, 0.5 for FP4
    double activeBytesPerWeight = 2.0; // over the weights one token uses
    double peakTflops = 0.0;           // per chip at the precision the arithmetic runs in
    double expertShare = 0.0;          // experts per token / routed experts; 0: not given
    double weightOverhead = 1.0;
    double kvBytesPerToken = 0.0;
    double inputTokens = 0.0;
    double outputTokens = 0.0;
    int layers = 32;
    int hidden = 4096;
    double attentionFlopsPerPosition = 4.0 * 4096; // per layer and cached position
    double prefillFlopsPerPair = 4.0 * 4096;       // per layer, prompt query and key
    // The shape's banded attention (ModelShape::attentionWindow); 0: none.
    int attentionWindow = 0;
    double windowedLayerShare = 0.0;
    double layerOverheadSeconds = 25e-6; // kernel launches and tensor-parallel all-reduce latency
    double linkGBs = 0.0; // one direction of the chip-to-chip link; 0: not stated, not charged
};

// The positions a layer holds in its cache at this context, on average over
// the layers (banded layers hold at most their window).
double cachedPositions(const Workload& w, double context);

struct Replica {
    int tp = 1;
    double usableGB = 0.0; // all chips of the replica
    double weightsGB = 0.0;
    int memoryBatch = 0;         // sequences whose KV cache fits beside the weights
    double prefillSeconds = 0.0; // one prompt, alone on the replica
};

// The replica's fixed figures for this tensor-parallel size.
Replica replicaFor(const AcceleratorSpec& spec, double memoryShare, const Workload& w, int tp);
// One decode step for batch sequences, in seconds.
double decodeStepSeconds(const AcceleratorSpec& spec, const Efficiency& eff, const Workload& w,
                         const Replica& r, int batch);
double prefillSeconds(const Efficiency& eff, const Workload& w, int tp);

// Steady state at a request rate: the share of time spent on prompts, and
// what a user sees.
struct Operating {
    int batch = 1;
    double requestsPerSecond = 0.0;    // the replica's rate at this point
    double maxRequestsPerSecond = 0.0; // fully busy at this batch
    double ttftMs = 0.0;
    double tpotMs = 0.0;
};

// Fully busy at this batch, planned at headroom x capacity.
Operating atBatch(const AcceleratorSpec& spec, const Efficiency& eff, const Workload& w,
                  const Replica& r, int batch, double headroom);
// The batch a given request rate settles at (Little's law), and its latency.
Operating atRate(const AcceleratorSpec& spec, const Efficiency& eff, const Workload& w,
                 const Replica& r, double requestsPerSecond, int maxBatch);

} // namespace accel::sizing::serving
