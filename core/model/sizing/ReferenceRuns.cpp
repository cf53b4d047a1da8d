#include "model/sizing/ReferenceRuns.h"

#include "model/sizing/EstimatorSupport.h"
#include "model/sizing/SizingText.h"
#include "model/sizing/SizingVocabulary.h"
#include "model/text/NumberFormat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

using namespace support;

namespace {

// Throughput figures are compared on a billion tokens of the run's kind.
constexpr double kReferenceTokens = 1e9;

double steadyChipHours(const TrainingEstimate& e) {
    return e.steadyHours.value * e.chips;
}

RunComparison compareTraining(const Estimator& estimator, const AcceleratorSpec& spec,
                              const PublishedRun& run) {
    RunComparison c;
    c.run = &run;
    TrainingInput in = trainingInputOf(run);
    const bool wholeRun =
        run.kind == RunKind::TrainingChipHours || run.kind == RunKind::TrainingTimeToTrain;
    in.tokens = wholeRun ? run.tokens : kReferenceTokens;
    c.workTokens = in.tokens;
    const TrainingEstimate e = estimator.training(spec, in);
    switch (run.kind) {
    case RunKind::TrainingChipHours:
        c.publishedChipHours = run.published;
        break;
    case RunKind::TrainingTimeToTrain:
        c.publishedChipHours = run.published / 60.0 * run.chips;
        break;
    case RunKind::TrainingTokensPerChipSecond:
        c.publishedChipHours = kReferenceTokens / run.published / 3600.0;
        break;
    case RunKind::TrainingMfu:
        // The published share of the BF16 peak, over the same FLOPs.
        c.publishedChipHours = e.flops / (run.published * spec.peak.bf16 * kTera) / 3600.0;
        break;
    case RunKind::ServingOutputTokensPerSecond:
        break;
    }
    if (e.fitsInMemory) {
        // Whole runs with their failures carry the goodput; benchmarks and
        // MLPerf's timed runs are steady state.
        const bool withDowntime =
            run.kind == RunKind::TrainingChipHours && run.includesDowntime.value_or(true);
        c.predictedChipHours = withDowntime ? e.chipHours.value : steadyChipHours(e);
    }
    return c;
}

RunComparison compareServing(const Estimator& estimator, const AcceleratorSpec& spec,
                             const PublishedRun& run) {
    RunComparison c;
    c.run = &run;
    c.outputTokens = true;
    c.workTokens = kReferenceTokens;
    const double systemRate = run.perChip ? run.published * run.chips : run.published;
    c.publishedChipHours = run.chips * kReferenceTokens / systemRate / 3600.0;
    const InferenceEstimate e = estimator.inference(spec, inferenceInputOf(run));
    const double rate = e.capacityRequestsPerSecond * inferenceInputOf(run).outputTokens;
    if (e.fitsInMemory && rate > 0) {
        c.predictedChipHours = run.chips * kReferenceTokens / rate / 3600.0;
    }
    return c;
}

// How far apart two token counts are, as a factor; 0 where either is unknown.
double lengthGap(double mine, double theirs) {
    return mine > 0 && theirs > 0 ? std::abs(std::log(mine / theirs)) : 0.0;
}

// How unlike a run is to the query: accelerator family first, then size and
// scale; in serving, the answer's length (it sets the cache) before the prompt's.
double distance(const AcceleratorData& catalogue, const ReferenceQuery& q,
                const PublishedRun& run) {
    const AcceleratorSpec* mine = catalogue.find(q.accelerator);
    const AcceleratorSpec* theirs = catalogue.find(run.accelerator);
    double family = 4.0;
    if (run.accelerator == q.accelerator) {
        family = 0.0;
    } else if (mine && theirs && mine->platform == theirs->platform &&
               mine->vendor == theirs->vendor) {
        family = 1.0;
    } else if (mine && theirs && mine->platform == theirs->platform) {
        family = 2.0;
    }
    const double active = q.activeParams > 0 ? q.activeParams : q.params;
    const bool moe = active < q.params * 0.999;
    const bool runMoe = run.activeParams > 0 && run.activeParams < run.params * 0.999;
    return family + std::abs(std::log(active / run.active())) +
           0.5 * std::abs(std::log(q.params / run.params)) +
           0.15 * std::abs(std::log(static_cast<double>(std::max(1, q.chips)) / run.chips)) +
           (moe != runMoe ? 1.0 : 0.0) + (q.training && q.method != run.method ? 0.75 : 0.0) +
           0.3 * lengthGap(q.outputTokens, run.outputTokens) +
           0.15 * lengthGap(q.inputTokens, run.inputTokens);
}

// The run's own shape only where no built-in architecture matches its size:
// the built-in ones know what a bare layer count cannot (DeepSeek's latent
// attention caches one small vector per token).
std::optional<ModelShape> shapeOf(const PublishedRun& run) {
    return Estimator::shapeFor(run.params, run.active(), std::nullopt).guessed ? run.shape
                                                                               : std::nullopt;
}

// What a training and a serving input share: the model and its number format.
template <class Input> Input modelInputOf(const PublishedRun& run) {
    Input in;
    in.params = run.params;
    if (run.activeParams > 0) {
        in.activeParams = run.activeParams;
    }
    in.experts = run.experts;
    in.expertsPerToken = run.expertsPerToken;
    in.shape = shapeOf(run);
    in.precision = run.precision;
    return in;
}

} // namespace

TrainingInput trainingInputOf(const PublishedRun& run) {
    auto in = modelInputOf<TrainingInput>(run);
    in.seqLen = run.seqLen.value_or(in.seqLen);
    in.method = run.method;
    in.chips = run.chips;
    in.stateBytesPerParam = run.stateBytesPerParam;
    in.tokens = run.tokens > 0 ? run.tokens : kReferenceTokens;
    return in;
}

InferenceInput inferenceInputOf(const PublishedRun& run) {
    auto in = modelInputOf<InferenceInput>(run);
    // MLPerf gives the mean answer; where the source gives no prompt length,
    // 500 tokens are assumed (the run's notes say so).
    in.inputTokens = run.inputTokens > 0 ? run.inputTokens : 500.0;
    in.outputTokens = run.outputTokens > 0 ? run.outputTokens : 300.0;
    in.chips = run.chips;
    in.chipsPerReplica = run.chipsPerReplica;
    in.maxBatch = run.maxBatch > 0 ? run.maxBatch : 1024;
    in.ttftMs = run.ttftLimitMs.value_or(1e6);
    in.tpotMs = run.tpotLimitMs.value_or(1e6);
    in.headroom = 1.0;          // a benchmark runs at the highest rate that passes
    in.requestsPerSecond = 1e7; // more than any replica serves: report capacity
    return in;
}

std::optional<double> RunComparison::ratio() const {
    if (!predictedChipHours || publishedChipHours <= 0) {
        return std::nullopt;
    }
    return *predictedChipHours / publishedChipHours;
}

QString RunComparison::workText() const {
    return outputTokens ? Text::tr("%1 output tokens").arg(countOfText(workTokens))
                        : Text::tr("%1 training tokens").arg(countOfText(workTokens));
}

QString RunComparison::name(const AcceleratorData& catalogue) const {
    const AcceleratorSpec* spec = catalogue.find(run->accelerator);
    QString model = run->model.isEmpty() ? run->id : run->model;
    if (run->method != Method::Pretrain) {
        model = Text::tr("%1 (%2)").arg(model, methodPhrase(run->method));
    }
    QString setUp =
        Text::tr("%1 on %2 × %3, %4")
            .arg(model, QLocale().toString(run->chips), spec ? spec->name : run->accelerator,
                 precisionName(precisionId(run->precision)));
    if (run->isTraining() || run->outputTokens <= 0) {
        return setUp;
    }
    // Two runs of one model on one chip differ by their request lengths, and
    // by whether a latency limit held them back (MLPerf's server scenario).
    QString request =
        run->inputTokens <= 0
            //: A published serving run and its mean answer, "…, FP8, 3,713 tokens out".
            ? Text::tr("%1, %2 tokens out").arg(setUp, countText(run->outputTokens))
            //: A published serving run and its request, "…, FP8, 1,024 tokens in, 8,192 out".
            : Text::tr("%1, %2 tokens in, %3 out")
                  .arg(setUp, countText(run->inputTokens), countText(run->outputTokens));
    if (run->ttftLimitMs || run->tpotLimitMs) {
        //: A published serving run measured under latency limits (MLPerf's server
        //: scenario), "…, 294 out, under latency limits".
        request = Text::tr("%1, under latency limits").arg(request);
    }
    return request;
}

QString RunComparison::sourceText() const {
    // The title and publisher up to their parenthesised detail (commits,
    // file names), and the date as the locale writes it.
    const auto plain = [](const QString& text) {
        return text.section(QLatin1Char('('), 0, 0).trimmed();
    };
    QStringList where;
    if (!plain(run->source.publisher).isEmpty()) {
        where << plain(run->source.publisher);
    }
    if (!run->source.date.isEmpty()) {
        where << dateText(run->source.date);
    }
    const QString title = plain(run->source.title);
    return where.isEmpty() ? title
                           : QStringLiteral("%1 (%2)").arg(title, where.join(QStringLiteral(", ")));
}

RunComparison compareRun(const Estimator& estimator, const AcceleratorData& catalogue,
                         const PublishedRun& run) {
    const AcceleratorSpec* spec = catalogue.find(run.accelerator);
    if (!spec) {
        RunComparison none;
        none.run = &run;
        return none;
    }
    return run.isTraining() ? compareTraining(estimator, *spec, run)
                            : compareServing(estimator, *spec, run);
}

std::vector<RunComparison> nearestRuns(const Estimator& estimator, const AcceleratorData& catalogue,
                                       const PublishedRuns& table, const ReferenceQuery& query,
                                       int count) {
    std::vector<std::pair<double, const PublishedRun*>> ranked;
    for (const PublishedRun& run : table.runs()) {
        if (run.isTraining() == query.training && catalogue.find(run.accelerator) &&
            query.params > 0) {
            ranked.emplace_back(distance(catalogue, query, run), &run);
        }
    }
    const auto n = std::min<std::size_t>(ranked.size(), static_cast<std::size_t>(count));
    std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(n), ranked.end(),
                      [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<RunComparison> out;
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back(compareRun(estimator, catalogue, *ranked[i].second));
    }
    return out;
}

} // namespace accel::sizing
