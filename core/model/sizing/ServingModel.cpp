#include "model/sizing/ServingModel.h"

#include <algorithm>
#include <cmath>

namespace accel::sizing::serving {

namespace {

constexpr double kGB = 1e9;
constexpr double kTera = 1e12;

double peakFlops(const Workload& w, int tp) {
    return w.peakTflops * kTera * tp;
}

// Weight bytes one decode step reads. A dense model reads them all; a
// mixture of experts reads the shared part and the experts its batch routes
// to: with a share f of the weights active per token, a batch of b leaves
// about (1 - f)^b of the experts untouched.
double weightBytesRead(const Workload& w, int batch) {
    const double active = w.activeParams * w.activeBytesPerWeight;
    const double total = w.totalParams * w.bytesPerWeight;
    if (total <= active) {
        return total;
    }
    // Routed experts and experts per token, when given, say which share of
    // the expert weights one token reads; otherwise the active share does.
    const double f = w.expertShare > 0 ? w.expertShare : w.activeParams / w.totalParams;
    return active + (total - active) * (1.0 - std::pow(1.0 - f, batch));
}

// Tensor parallelism all-reduces each layer's output twice per forward pass
// (Megatron-LM, Shoeybi et al. 2019): tokens x hidden BF16 values, of which a
// ring moves 2 (tp - 1) / tp over each chip's link (NCCL's bus bandwidth).
double allReduceSeconds(const Workload& w, int tp, double tokens) {
    if (tp <= 1 || w.linkGBs <= 0) {
        return 0.0;
    }
    constexpr double kActivationBytes = 2.0;
    const double perChip = 2.0 * (tp - 1) / tp * tokens * w.hidden * kActivationBytes;
    return w.layers * 2.0 * perChip / (w.linkGBs * kGB);
}

} // namespace

double cachedPositions(const Workload& w, double context) {
    if (w.attentionWindow <= 0) {
        return context;
    }
    return (1.0 - w.windowedLayerShare) * context +
           w.windowedLayerShare * std::min(context, static_cast<double>(w.attentionWindow));
}

Replica replicaFor(const AcceleratorSpec& spec, double memoryShare, const Workload& w, int tp) {
    Replica r;
    r.tp = tp;
    r.usableGB = spec.memoryGB * memoryShare * tp;
    r.weightsGB = w.totalParams * w.bytesPerWeight * w.weightOverhead / kGB;
    // Every sequence may reach its full context: its cache is reserved whole
    // (a banded layer's is its window).
    const double perSequence =
        w.kvBytesPerToken * cachedPositions(w, w.inputTokens + w.outputTokens) / kGB;
    const double room = r.usableGB - r.weightsGB;
    r.memoryBatch = room > 0 && perSequence > 0
                        ? static_cast<int>(std::min(1e7, std::floor(room / perSequence)))
                        : 0;
    return r;
}

double prefillSeconds(const Efficiency& eff, const Workload& w, int tp) {
    // 2 FLOPs per active parameter and prompt token, plus causal attention
    // over the prompt: each token scores and sums the positions before it,
    // half the prompt on average (a banded layer: its window), at the shape's
    // FLOPs per pair (PaLM's 2 x layers x hidden x tokens^2 for Llama shapes).
    const double linear = 2.0 * w.activeParams * w.inputTokens;
    const double attention =
        w.prefillFlopsPerPair / 2.0 * w.layers * w.inputTokens * cachedPositions(w, w.inputTokens);
    return (linear + attention) / (peakFlops(w, tp) * eff.prefill) +
           allReduceSeconds(w, tp, w.inputTokens);
}

double decodeStepSeconds(const AcceleratorSpec& spec, const Efficiency& eff, const Workload& w,
                         const Replica& r, int batch) {
    // Each layer runs its matrix multiplies, then attention: two kernels one
    // after the other, each bound by its bytes or its FLOPs (roofline). The
    // multiplies read the weights once for the batch at 2 FLOPs per active
    // parameter and token; attention reads every sequence's cache at its mean
    // length (half the answer written) and spends the shape's FLOPs on each
    // cached position.
    const double cached = cachedPositions(w, w.inputTokens + w.outputTokens / 2.0);
    const double bandwidth = spec.bandwidthGBs * kGB * r.tp * eff.bandwidth;
    const double compute = peakFlops(w, r.tp) * eff.decode;
    const double matmuls =
        std::max(weightBytesRead(w, batch) / bandwidth, 2.0 * w.activeParams * batch / compute);
    const double attention =
        std::max(w.kvBytesPerToken * cached * batch / bandwidth,
                 w.attentionFlopsPerPosition * w.layers * cached * batch / compute);
    // Every layer of every step also pays launches and, across chips, the
    // all-reduces' latency: small for big batches, most of the step for small ones.
    const double overhead = w.layers * w.layerOverheadSeconds * (r.tp > 1 ? 2.0 : 1.0);
    return matmuls + attention + allReduceSeconds(w, r.tp, batch) + overhead;
}

Operating atBatch(const AcceleratorSpec& spec, const Efficiency& eff, const Workload& w,
                  const Replica& r, int batch, double headroom) {
    Operating o;
    o.batch = std::max(1, batch);
    const double prefill = prefillSeconds(eff, w, r.tp);
    const double step = decodeStepSeconds(spec, eff, w, r, o.batch);
    // Busy all the time: each request costs its prompt plus its share of the
    // decode steps it takes part in.
    o.maxRequestsPerSecond = 1.0 / (prefill + w.outputTokens * step / o.batch);
    o.requestsPerSecond = o.maxRequestsPerSecond * headroom;
    // Prompts are interleaved with decode steps (chunked prefill): the share
    // of time they take slows every step, and a prompt waits for its turn.
    const double prefillShare = std::min(0.95, o.requestsPerSecond * prefill);
    o.tpotMs = 1000.0 * step / (1.0 - prefillShare);
    o.ttftMs = 1000.0 * prefill / (1.0 - prefillShare);
    return o;
}

Operating atRate(const AcceleratorSpec& spec, const Efficiency& eff, const Workload& w,
                 const Replica& r, double requestsPerSecond, int maxBatch) {
    // Sequences in flight = rate x time each stays (Little's law); a few
    // rounds of fixed-point iteration settle it.
    int batch = 1;
    Operating o;
    for (int i = 0; i < 8; ++i) {
        o = atBatch(spec, eff, w, r, batch, 1.0);
        const double prefill = prefillSeconds(eff, w, r.tp);
        const double share = std::min(0.95, requestsPerSecond * prefill);
        o.tpotMs = 1000.0 * decodeStepSeconds(spec, eff, w, r, batch) / (1.0 - share);
        o.ttftMs = 1000.0 * prefill / (1.0 - share);
        const double inFlight = requestsPerSecond * (o.ttftMs + w.outputTokens * o.tpotMs) / 1000.0;
        const int next = std::clamp(static_cast<int>(std::ceil(inFlight)), 1, maxBatch);
        if (next == batch) {
            break;
        }
        batch = next;
    }
    o.batch = batch;
    o.requestsPerSecond = requestsPerSecond;
    return o;
}

} // namespace accel::sizing::serving
