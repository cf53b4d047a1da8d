#pragma once

#include "model/sizing/Estimator.h"
#include "model/sizing/ReferenceRuns.h"

#include <QMap>

#include <optional>
#include <vector>

namespace accel {
struct Evaluation;
struct Workload;
} // namespace accel

namespace accel::sizing {

// Everything the sizing step asks, with the defaults it starts from.
struct SizingRequest {
    enum class Kind : std::uint8_t { Training, Inference };
    Kind kind = Kind::Training;
    double params = defaults::params;
    std::optional<double> activeParams; // mixture of experts
    // Training tokens the user gave; absent: the default for the size and
    // method (defaultTrainingTokens), so that it follows the model size.
    std::optional<double> tokens;
    Method method = Method::Pretrain;
    double seqLen = defaults::seqLen;
    Precision precision = Precision::Bf16;
    QString provider = QString::fromLatin1(defaults::provider);
    QString mode = QString::fromLatin1(defaults::pricingMode);
    double deadlineHours = 0.0; // training: 0 = the fewest chips that fit
    double requestsPerSecond = defaults::requestsPerSecond;
    double inputTokens = defaults::inputTokens;
    double outputTokens = defaults::outputTokens;
    double ttftMs = defaults::ttftMs;
    double tpotMs = defaults::tpotMs;
    int chips = 0;                   // serving: > 0 = what this many chips can serve
    QString model;                   // a known architecture id, or empty
    std::optional<ModelShape> shape; // the user's own layers / hidden / KV heads
    // Sizing v3 (all optional; absent = the estimator's assumption).
    int experts = 0; // mixture of experts: routed experts and experts per token
    int expertsPerToken = 0;
    std::optional<double> stateBytesPerParam; // training
    std::optional<double> goodput;            // training, 0..1
    int chipsPerReplica = 0;                  // serving: 0 = the cheapest that fits
    std::optional<Precision> kvPrecision;     // serving
    std::optional<double> headroom;           // serving, 0..1
    QMap<QString, double> mfuOverrides;       // accelerator id -> MFU
    QMap<QString, double> priceOverrides;     // accelerator id -> USD per chip-hour

    // The shape the estimators get: the user's, the named model's, or none
    // (then the estimator matches a known size or applies its rule).
    [[nodiscard]] std::optional<ModelShape> shapeToUse() const;
    [[nodiscard]] double tokensToUse() const;
};

// The training tokens assumed when none are given: 20 per parameter for
// pre-training (Hoffmann et al. 2022); the window, the command line and the
// reports all take it from here. Fine-tunes have no such default (0).
double defaultTrainingTokens(double params, Method method);

// The estimator's inputs for one accelerator, from the request; chips are
// left for the caller (training) or taken from the request (serving).
TrainingInput trainingInputFor(const SizingRequest& request, const QString& acceleratorId);
InferenceInput inferenceInputFor(const SizingRequest& request, const QString& acceleratorId);

// A profile's workload as a request; what the profile leaves open keeps the default.
SizingRequest sizingRequestFor(const Workload& workload);
// The reverse, for saving what the user chose.
void storeRequest(const SizingRequest& request, Workload& workload);
// Before a profile has a workload: the kind of work and the provider its
// answers name (serving for an inference workload; Google Cloud or on
// premises where hosting says so), everything else at the defaults.
Workload workloadSuggestedBy(const Evaluation& evaluation);

struct Availability {
    bool available = true;
    QString reason; // translated; empty when available
};

// What running on this accelerator costs in code, where the decision should
// hear it: AMD Instinct runs ROCm, so CUDA kernels must be ported to HIP, as
// code is ported to XLA for TPUs. Empty for NVIDIA GPUs and TPUs (the
// evaluation already weighs XLA). Translated.
QString portingCaveat(const AcceleratorSpec& spec, const Evaluation* evaluation);

// Can this accelerator be used here? A blocker from the evaluation always
// wins; then the provider and the framework.
Availability availabilityOf(const AcceleratorSpec& spec, const QString& provider,
                            const Evaluation* evaluation);

struct Candidate {
    const AcceleratorSpec* spec = nullptr;
    Availability availability;
    std::optional<TrainingEstimate> training;   // set for available training candidates
    std::optional<InferenceEstimate> inference; // set for available inference candidates
    bool meetsDeadline = true;
};

// One row per catalogue accelerator, in catalogue order: the table of the
// sizing step, the report's sizing section and the chart all read this.
// `owned` prices chips on premises (cost::ownedPrices); without it only the
// user's own price does.
std::vector<Candidate> planCandidates(const AcceleratorData& catalogue,
                                      const SizingRequest& request, const Evaluation* evaluation,
                                      const OwnedPrices& owned = {});

// The published runs nearest one row of the plan (same accelerator first,
// then its vendor and platform, similar size and scale), with what they took
// and what this model says for them: the evidence every view shows beside
// an estimate. Empty for a row without an estimate.
std::vector<RunComparison> referenceRunsFor(const AcceleratorData& catalogue,
                                            const SizingRequest& request,
                                            const Candidate& candidate, int count = 3);

} // namespace accel::sizing
