#pragma once

#include "model/sizing/AcceleratorData.h"
#include "model/sizing/ModelShape.h"
#include "model/sizing/SizingVocabulary.h"
#include "model/text/NumberFormat.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace accel::sizing {

enum class Precision : std::uint8_t { Bf16, Fp8, Fp4 };
QString precisionId(Precision p);
std::optional<Precision> precisionFromId(const QString& id);
// Bytes one weight or cached value takes in this number format.
double bytesPer(Precision p);

// How a model is trained: from scratch, all weights fine-tuned, or low-rank
// adapters on frozen weights.
enum class Method : std::uint8_t { Pretrain, FullFinetune, Lora };
QString methodId(Method m);
QString methodPhrase(Method m); // translated, as inside a sentence
std::optional<Method> methodFromId(const QString& id);

// One input of an estimate, shown to the user with its range and source so
// that nothing is hidden. low == high == value when the figure is exact.
struct Assumption {
    QString id;    // stable, for JSON
    QString label; // translated
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;
    QString unit;   // translated unit text
    QString source; // source ids or a short provenance text
    bool overridden = false;
    // A share of something (0..1): every view shows it as a percentage, as the
    // window's own fields do ("55%", not "0.55 share"); `unit` keeps its word
    // for the JSON.
    bool share = false;
    // An amount of US dollars: shown as money everywhere ("$10.98", not
    // "11 USD"); `unit` keeps "USD" for the JSON.
    bool usd = false;
    // A unit whose word has plural forms ("1 run", "2 runs"): views write the
    // value with amountText(); `unit` keeps the plural word for the JSON.
    std::optional<CountUnit> counted;
};

struct TrainingInput {
    double params = 0.0; // total: sets the memory
    double tokens = 0.0;
    Precision precision = Precision::Bf16;
    int chips = 1;
    QString provider = QString::fromLatin1(defaults::provider);
    QString mode = QString::fromLatin1(defaults::pricingMode);
    std::optional<double> mfu;            // user's own MFU (0..1), replaces the curve
    std::optional<double> usdPerChipHour; // user's own price
    // Mixture of experts, fine-tuning method, sequence length and model shape.
    std::optional<double> activeParams; // per token (mixture of experts): sets the compute
    Method method = Method::Pretrain;
    double seqLen = defaults::seqLen; // tokens per sequence: sets the activations
    std::optional<ModelShape> shape;  // absent: a known model of this size, or the rule
    // Mixture of experts: routed experts and how many each token uses (0: not given).
    int experts = 0;
    int expertsPerToken = 0;
    std::optional<double> stateBytesPerParam; // absent: the assumption for the method and platform
    std::optional<double> goodput;            // share of hours spent training; absent: assumed

    [[nodiscard]] double active() const { return activeParams.value_or(params); }
};

struct TrainingEstimate {
    int chips = 0;
    double flops = 0.0;         // computeFactor x active params x tokens
    double computeFactor = 6.0; // 6 (forward + backward), 4 for LoRA (no weight gradients)
    double flopsPerToken = 0.0; // computeFactor x active params + attention
    double peakTflopsUsed = 0.0;
    bool fp8Applied = false; // a low-precision speed-up (FP8 or FP4) was credited
    Precision precisionApplied = Precision::Bf16;
    Range precisionSpeedup{1.0, 1.0, 1.0}; // over BF16, end to end
    ModelShape shape;
    Range mfu;                    // against the BF16 peak, from the calibration
    Range effectiveTflopsPerChip; // what one chip really delivers, goodput included
    Range hours;                  // value; low = optimistic, high = pessimistic
    // The same run at steady state: compute only, before the goodput share
    // (restarts, checkpoints, evaluation) that `hours` includes.
    Range steadyHours;
    Range chipHours;
    std::optional<Range> costUsd;
    std::optional<PricePoint> price;
    bool priceOverridden = false;
    QString noPriceReason;
    double stateGB = 0.0;              // weights, gradients and optimiser state in total
    double statePerChipGB = 0.0;       // sharded over all chips (FSDP / ZeRO-3)
    double activationsPerChipGB = 0.0; // one sequence, checkpointed, over tensorParallel chips
    int tensorParallel = 1;
    double memoryPerChipGB = 0.0; // state + activations
    double usableMemoryPerChipGB = 0.0;
    bool fitsInMemory = false;
    int minChipsToFit = 0; // 0: no count fits (one sequence is too long)
    std::vector<Assumption> assumptions;
    QStringList notes; // translated caveats
};

struct InferenceInput {
    double params = 0.0;
    std::optional<double> activeParams;
    Precision precision = Precision::Bf16;
    double requestsPerSecond = 1.0;
    double inputTokens = defaults::inputTokens;
    double outputTokens = defaults::outputTokens;
    double ttftMs = defaults::ttftMs; // time to first token, target
    double tpotMs = defaults::tpotMs; // time per output token, target
    int chips = 0;           // > 0: what these chips can serve; 0: the chips the load needs
    int chipsPerReplica = 0; // > 0: fixed tensor-parallel size; 0: the cheapest that fits
    int maxBatch = defaults::maxBatch; // sequences a server keeps in flight, at most
    std::optional<double> headroom;    // share of capacity planned for; absent: the assumption
    std::optional<ModelShape> shape;
    QString provider = QString::fromLatin1(defaults::provider);
    QString mode = QString::fromLatin1(defaults::pricingMode);
    std::optional<double> usdPerChipHour;
    int experts = 0; // mixture of experts: routed experts (0: not given)
    int expertsPerToken = 0;
    std::optional<Precision> kvPrecision; // absent: as the weights

    [[nodiscard]] double active() const { return activeParams.value_or(params); }
};

// Why a replica does not run a bigger batch.
enum class BatchLimit : std::uint8_t { Memory, Tpot, MaxBatch, Load };
QString batchLimitId(BatchLimit l);

struct InferenceEstimate {
    ModelShape shape;
    int chipsPerReplica = 0;
    int replicas = 0;
    int totalChips = 0;
    double weightsGB = 0.0; // per replica
    double kvCacheGB = 0.0; // per replica at the chosen batch
    double memoryPerChipGB = 0.0;
    double usableMemoryPerChipGB = 0.0;
    bool fitsInMemory = false;
    int minChipsToFit = 0; // per replica
    int batch = 0;         // sequences in flight per replica
    BatchLimit batchLimit = BatchLimit::Memory;
    double ttftMs = 0.0;
    double tpotMs = 0.0;
    bool meetsLatency = false;
    Range requestsPerSecondPerReplica;      // at the planned headroom
    double capacityRequestsPerSecond = 0.0; // all replicas
    bool meetsLoad = false;
    double servedRequestsPerSecond = 0.0; // the load, or the capacity when below it
    double outputTokensPerSecond = 0.0;   // the fleet, at servedRequestsPerSecond
    double tokensPerSecondPerUser = 0.0;  // 1000 / tpotMs
    std::optional<double> costPerHourUsd;
    std::optional<Range> costPerMillionOutputTokensUsd;
    std::optional<PricePoint> price;
    bool priceOverridden = false;
    QString noPriceReason;
    std::vector<Assumption> assumptions;
    QStringList notes;
};

// What one used chip-hour of an owned chip costs, for the provider "on_prem"
// (a chip without a purchase price has none). Sizing has no purchase prices
// of its own: the cost model supplies them (cost::ownedPrices), so that the
// estimators never reach up into model/cost.
using OwnedPrices =
    std::function<std::optional<PricePoint>(const AcceleratorSpec& spec, const QString& mode)>;

// Pure arithmetic over the catalogue: no I/O, cheap enough for every keystroke.
class Estimator {
public:
    // Without owned prices, chips on premises are priced only by the user.
    explicit Estimator(const AcceleratorData& catalogue, OwnedPrices owned = {})
        : m_catalogue(catalogue)
        , m_owned(std::move(owned)) {}

    [[nodiscard]] TrainingEstimate training(const AcceleratorSpec& spec,
                                            const TrainingInput& input) const;
    [[nodiscard]] InferenceEstimate inference(const AcceleratorSpec& spec,
                                              const InferenceInput& input) const;

    // Fewest chips whose memory holds the sharded state plus one sequence's
    // activations; 0 when no count does.
    [[nodiscard]] int minChipsToFit(const AcceleratorSpec& spec, const TrainingInput& input) const;
    // Fewest practical chips (see practicalChips) that fit and finish within
    // the deadline; std::nullopt when even a million chips would not.
    [[nodiscard]] std::optional<int> chipsForDeadline(const AcceleratorSpec& spec,
                                                      const TrainingInput& input,
                                                      double deadlineHours) const;

    // Chips are rented as 1, 2, 4, 8, then whole 8-chip nodes or slices.
    static int practicalChips(int atLeast);
    static constexpr int kMaxChips = 1000000;

    // The shape used for a size: the user's, a known model of that size, or the rule.
    static ModelShape shapeFor(double params, double activeParams,
                               const std::optional<ModelShape>& given);

private:
    Range mfuFor(const AcceleratorSpec& spec, const TrainingInput& input, int chips) const;
    // A mixture of experts' share of dense MFU for this chip and active size.
    Range moeEfficiency(const AcceleratorSpec& spec, const TrainingInput& input) const;
    static bool isMixtureOfExperts(const TrainingInput& input);
    Range effectiveTflops(const AcceleratorSpec& spec, const TrainingInput& input, int chips,
                          bool* fp8Applied) const;
    // The precision the arithmetic really runs in on this chip, and its speed-up over BF16.
    Precision appliedPrecision(const AcceleratorSpec& spec, Precision asked) const;
    Range precisionSpeedup(const AcceleratorSpec& spec, Precision applied, bool moe) const;
    double flopsPerToken(const TrainingInput& input, const ModelShape& shape) const;
    Range goodputOf(const TrainingInput& input) const;
    double stateBytesPerParam(const AcceleratorSpec& spec, const TrainingInput& input) const;
    double activationsGB(const ModelShape& shape, double seqLen, int tensorParallel) const;
    // Training, by job: where the state sits, what was assumed, what to beware of.
    void placeTrainingState(TrainingEstimate& e, const AcceleratorSpec& spec,
                            const TrainingInput& input) const;
    Assumption stateAssumption(const AcceleratorSpec& spec, const TrainingInput& input) const;
    std::vector<Assumption> trainingAssumptions(const TrainingEstimate& e,
                                                const AcceleratorSpec& spec,
                                                const TrainingInput& input) const;
    void addTrainingSpeedAssumptions(std::vector<Assumption>& out, const TrainingEstimate& e,
                                     const AcceleratorSpec& spec, const TrainingInput& input) const;
    void addTrainingNotes(TrainingEstimate& e, const AcceleratorSpec& spec,
                          const TrainingInput& input) const;
    std::optional<PricePoint> priceFor(const AcceleratorSpec& spec, const QString& provider,
                                       const QString& mode, std::optional<double> own) const;

    const AcceleratorData& m_catalogue;
    OwnedPrices m_owned;
};

} // namespace accel::sizing
