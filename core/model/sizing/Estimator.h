#pragma once

#include "AcceleratorCatalogue.h"

#include <QString>

#include <optional>
#include <vector>

namespace accel::sizing {

enum class Precision : std::uint8_t { Bf16, Fp8 };
QString precisionId(Precision p);
std::optional<Precision> precisionFromId(const QString& id);

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
};

struct TrainingInput {
    double params = 0.0;
    double tokens = 0.0;
    Precision precision = Precision::Bf16;
    int chips = 1;
    QString provider = QStringLiteral("gcp");
    QString mode = QStringLiteral("on_demand");
    std::optional<double> mfu;            // user's own MFU (0..1), replaces the curve
    std::optional<double> usdPerChipHour; // user's own price
};

struct TrainingEstimate {
    int chips = 0;
    double flops = 0.0;          // 6 N D
    double peakTflopsUsed = 0.0; // the peak the precision runs at on this chip
    bool fp8Applied = false;
    Range mfu;                    // against the BF16 peak, from the calibration
    Range effectiveTflopsPerChip; // what one chip really delivers
    Range hours;                  // value; low = optimistic, high = pessimistic
    Range chipHours;
    std::optional<Range> costUsd;
    std::optional<PricePoint> price;
    bool priceOverridden = false;
    double stateGB = 0.0;         // weights, gradients and optimiser state in total
    double memoryPerChipGB = 0.0; // that state sharded over the chips
    double usableMemoryPerChipGB = 0.0;
    bool fitsInMemory = false;
    int minChipsToFit = 0;
    std::vector<Assumption> assumptions;
    QStringList notes; // translated caveats
};

// A transformer's shape, guessed from the parameter count when not given.
struct ModelShape {
    int layers = 32;
    int kvHeads = 8;
    int headDim = 128;
    // Llama-like aspect: d_model ~ 128 * layers, N ~ 12 * layers * d_model^2.
    static ModelShape guess(double params);
};

struct InferenceInput {
    double params = 0.0;
    Precision precision = Precision::Bf16;
    int chipsPerReplica = 0; // 0: the fewest that fit
    double requestsPerSecond = 1.0;
    double inputTokens = 1000.0;
    double outputTokens = 250.0;
    int batch = 32; // sequences decoded together per replica
    std::optional<ModelShape> shape;
    QString provider = QStringLiteral("gcp");
    QString mode = QStringLiteral("on_demand");
    std::optional<double> usdPerChipHour;
};

struct InferenceEstimate {
    int chipsPerReplica = 0;
    int replicas = 0;
    int totalChips = 0;
    ModelShape shape;
    double weightsGB = 0.0;
    double kvCacheGB = 0.0;
    double memoryPerChipGB = 0.0;
    double usableMemoryPerChipGB = 0.0;
    bool fitsInMemory = false;
    int minChipsToFit = 0;
    Range decodeTokensPerSecond;  // one replica, all sequences together
    Range prefillTokensPerSecond; // one replica
    Range requestsPerSecondPerReplica;
    Range tokensPerSecondPerSequence; // what one user sees
    std::optional<Range> costPerHourUsd;
    std::optional<Range> costPerMillionTokensUsd; // input + output tokens served
    std::optional<PricePoint> price;
    bool priceOverridden = false;
    std::vector<Assumption> assumptions;
    QStringList notes;
};

// Pure arithmetic over the catalogue: no I/O, cheap enough for every keystroke.
class Estimator {
public:
    explicit Estimator(const AcceleratorCatalogue& catalogue)
        : m_catalogue(catalogue) {}

    [[nodiscard]] TrainingEstimate training(const AcceleratorSpec& spec,
                                            const TrainingInput& input) const;
    [[nodiscard]] InferenceEstimate inference(const AcceleratorSpec& spec,
                                              const InferenceInput& input) const;

    // Fewest chips whose memory holds the sharded training state.
    [[nodiscard]] int minChipsToFit(const AcceleratorSpec& spec, double params) const;
    // Fewest practical chips (see practicalChips) that fit and finish within
    // the deadline; std::nullopt when even a million chips would not.
    [[nodiscard]] std::optional<int> chipsForDeadline(const AcceleratorSpec& spec,
                                                      const TrainingInput& input,
                                                      double deadlineHours) const;

    // Chips are rented as 1, 2, 4, 8, then whole 8-chip nodes or slices.
    static int practicalChips(int atLeast);

private:
    Range effectiveTflops(const AcceleratorSpec& spec, const TrainingInput& input, int chips,
                          bool* fp8Applied) const;
    std::optional<PricePoint> priceFor(const AcceleratorSpec& spec, const QString& provider,
                                       const QString& mode, std::optional<double> own) const;

    const AcceleratorCatalogue& m_catalogue;
};

} // namespace accel::sizing
