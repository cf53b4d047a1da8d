#pragma once

// The published training and serving figures of resources/published-runs.json:
// the sizing model is fitted on some (fitted) and checked on the others, and
// every estimate shows the nearest ones beside it (ReferenceRuns.h).

#include "model/sizing/AcceleratorSpec.h"
#include "model/sizing/Estimator.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace accel::sizing {

// What a run's published figure measures.
enum class RunKind : std::uint8_t {
    TrainingTokensPerChipSecond, // steady-state benchmark throughput
    TrainingMfu,                 // share of the dense BF16 peak
    TrainingChipHours,           // a whole run's chip-hours
    TrainingTimeToTrain,         // MLPerf minutes, run start to run stop
    ServingOutputTokensPerSecond,
};

struct PublishedRun {
    QString id;
    RunKind kind = RunKind::TrainingTokensPerChipSecond;
    QString accelerator;
    int chips = 0;
    QString model; // as the source names it; may be empty
    double params = 0.0;
    double activeParams = 0.0; // 0: dense
    int experts = 0;
    int expertsPerToken = 0;
    std::optional<ModelShape> shape; // when the source gives layers, hidden and KV heads
    std::optional<double> seqLen;
    Precision precision = Precision::Bf16;
    Method method = Method::Pretrain;
    std::optional<double> stateBytesPerParam; // when the run's set-up differs from the default
    double published = 0.0;
    bool perChip = false; // serving: the figure is per chip, not for the whole system
    double tokens = 0.0;  // training runs with a total
    std::optional<bool> includesDowntime;
    double inputTokens = 0.0;
    double outputTokens = 0.0;
    int chipsPerReplica = 0;
    int maxBatch = 0;
    std::optional<double> ttftLimitMs;
    std::optional<double> tpotLimitMs;
    SourceRef source;
    bool fitted = false; // used to set the constants; false: held out

    [[nodiscard]] bool isTraining() const { return kind != RunKind::ServingOutputTokensPerSecond; }
    [[nodiscard]] double active() const { return activeParams > 0 ? activeParams : params; }
};

class PublishedRuns {
public:
    // The table embedded in the program; a broken one is a build defect (tested).
    static const PublishedRuns& bundled();
    // Reads the table; the text names the first problem, or is empty.
    static PublishedRuns parse(const QByteArray& json, QString* problem);

    [[nodiscard]] const std::vector<PublishedRun>& runs() const { return m_runs; }
    [[nodiscard]] const PublishedRun* find(const QString& id) const;

private:
    std::vector<PublishedRun> m_runs;
};

} // namespace accel::sizing
