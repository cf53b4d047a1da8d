#include "model/sizing/EstimateJson.h"

#include <QJsonArray>

#include <algorithm>

namespace accel::sizing {

namespace {

QJsonArray assumptionsToJson(const std::vector<Assumption>& assumptions) {
    QJsonArray list;
    for (const Assumption& a : assumptions) {
        QJsonObject o{
            {QStringLiteral("id"), a.id},         {QStringLiteral("label"), a.label},
            {QStringLiteral("value"), a.value},   {QStringLiteral("unit"), a.unit},
            {QStringLiteral("source"), a.source}, {QStringLiteral("overridden"), a.overridden}};
        if (a.low != a.high) {
            o.insert(QStringLiteral("low"), a.low);
            o.insert(QStringLiteral("high"), a.high);
        }
        list.append(o);
    }
    return list;
}

QJsonArray notesToJson(const QStringList& notes) {
    QJsonArray list;
    for (const QString& n : notes) {
        list.append(n);
    }
    return list;
}

} // namespace

qint64 priceAgeDays(const PricePoint& price, const QDate& today) {
    const QDate d = price.effectiveDate();
    return d.isValid() ? d.daysTo(today) : -1;
}

QJsonObject rangeToJson(const Range& r) {
    return {{QStringLiteral("value"), r.value},
            {QStringLiteral("low"), r.low},
            {QStringLiteral("high"), r.high}};
}

QJsonObject priceToJson(const AcceleratorData& catalogue, const PricePoint& p) {
    QJsonObject o{{QStringLiteral("usd_per_chip_hour"), p.usdPerChipHour},
                  {QStringLiteral("provider"), p.provider},
                  {QStringLiteral("mode"), p.mode},
                  {QStringLiteral("date"), p.date},
                  {QStringLiteral("age_days"), priceAgeDays(p, QDate::currentDate())},
                  {QStringLiteral("origin"), priceOriginId(p.origin)},
                  {QStringLiteral("source"), p.source}};
    if (const SourceRef* s = catalogue.source(p.source)) {
        o.insert(QStringLiteral("source_title"), s->title);
        if (!s->url.isEmpty()) {
            o.insert(QStringLiteral("source_url"), s->url);
        }
    }
    if (!p.note.isEmpty()) {
        o.insert(QStringLiteral("note"), p.note);
    }
    if (!p.region.isEmpty()) {
        o.insert(QStringLiteral("region"), p.region);
    }
    if (!p.host.isEmpty()) {
        o.insert(QStringLiteral("host"), p.host);
    }
    return o;
}

QJsonObject shapeToJson(const ModelShape& s) {
    QJsonObject o{{QStringLiteral("layers"), s.layers},
                  {QStringLiteral("hidden"), s.hidden},
                  {QStringLiteral("kv_heads"), s.kvHeads},
                  {QStringLiteral("kv_values_per_token_layer"), s.kvValuesPerTokenLayer},
                  {QStringLiteral("guessed"), s.guessed},
                  {QStringLiteral("source"), s.source}};
    if (!s.id.isEmpty()) {
        o.insert(QStringLiteral("model"), s.id);
    }
    return o;
}

namespace {

void insertPrice(QJsonObject& o, const AcceleratorData& catalogue,
                 const std::optional<PricePoint>& price, const QString& noPriceReason) {
    if (price) {
        o.insert(QStringLiteral("price"), priceToJson(catalogue, *price));
    } else {
        o.insert(QStringLiteral("no_price_reason"), noPriceReason);
    }
}

// The share of capacity planned for, as the estimate used it.
double headroomOf(const InferenceEstimate& e) {
    for (const Assumption& a : e.assumptions) {
        if (a.id == QLatin1String("headroom")) {
            return a.value;
        }
    }
    return 0.0;
}

} // namespace

QJsonObject trainingEstimateToJson(const AcceleratorData& catalogue, const AcceleratorSpec& spec,
                                   const TrainingInput& input, const TrainingEstimate& e) {
    QJsonObject o{
        {QStringLiteral("kind"), QStringLiteral("training")},
        {QStringLiteral("accelerator"), spec.id},
        {QStringLiteral("accelerator_name"), spec.name},
        {QStringLiteral("count"), e.chips},
        {QStringLiteral("params"), input.params},
        {QStringLiteral("active_params"), input.active()},
        {QStringLiteral("tokens"), input.tokens},
        {QStringLiteral("method"), methodId(input.method)},
        {QStringLiteral("seq_len"), input.seqLen},
        {QStringLiteral("precision"), precisionId(input.precision)},
        {QStringLiteral("fp8_applied"), e.fp8Applied},
        {QStringLiteral("provider"), input.provider},
        {QStringLiteral("pricing"), input.mode},
        {QStringLiteral("flops"), e.flops},
        {QStringLiteral("model_shape"), shapeToJson(e.shape)},
        {QStringLiteral("fits_in_memory"), e.fitsInMemory},
        {QStringLiteral("min_chips_to_fit"), e.minChipsToFit},
        {QStringLiteral("state_per_chip_gb"), e.statePerChipGB},
        {QStringLiteral("activations_per_chip_gb"), e.activationsPerChipGB},
        {QStringLiteral("tensor_parallel"), e.tensorParallel},
        {QStringLiteral("memory_per_chip_gb"), e.memoryPerChipGB},
        {QStringLiteral("usable_memory_per_chip_gb"), e.usableMemoryPerChipGB},
        {QStringLiteral("hours"), e.hours.value},
        {QStringLiteral("hours_range"), rangeToJson(e.hours)},
        {QStringLiteral("steady_state_hours"), e.steadyHours.value},
        {QStringLiteral("steady_state_hours_range"), rangeToJson(e.steadyHours)},
        {QStringLiteral("chip_hours"), e.chipHours.value},
        {QStringLiteral("mfu"), rangeToJson(e.mfu)},
        {QStringLiteral("effective_tflops_per_chip"), rangeToJson(e.effectiveTflopsPerChip)},
        {QStringLiteral("assumptions"), assumptionsToJson(e.assumptions)},
        {QStringLiteral("notes"), notesToJson(e.notes)},
    };
    if (e.costUsd && e.fitsInMemory) {
        o.insert(QStringLiteral("cost_usd"), e.costUsd->value);
        o.insert(QStringLiteral("cost_usd_range"), rangeToJson(*e.costUsd));
    } else {
        o.insert(QStringLiteral("cost_usd"), QJsonValue::Null);
    }
    if (!e.fitsInMemory) {
        // A set-up that does not fit has no time and no cost to show.
        for (const char* key : {"hours", "hours_range", "steady_state_hours",
                                "steady_state_hours_range", "chip_hours"}) {
            o.insert(QLatin1String(key), QJsonValue::Null);
        }
    }
    o.insert(QStringLiteral("state_bytes_per_param"), e.stateGB * 1e9 / input.params);
    o.insert(QStringLiteral("goodput"), e.steadyHours.value / std::max(1e-12, e.hours.value));
    o.insert(QStringLiteral("precision_applied"), precisionId(e.precisionApplied));
    o.insert(QStringLiteral("flops_per_token"), e.flopsPerToken);
    if (input.experts > 0) {
        o.insert(QStringLiteral("experts"), input.experts);
        o.insert(QStringLiteral("experts_per_token"), input.expertsPerToken);
    }
    insertPrice(o, catalogue, e.price, e.noPriceReason);
    return o;
}

QJsonArray referenceRunsToJson(const AcceleratorData& catalogue,
                               const std::vector<RunComparison>& runs) {
    QJsonArray out;
    for (const RunComparison& c : runs) {
        const double chips = c.run->chips;
        QJsonObject o{
            {QStringLiteral("id"), c.run->id},
            {QStringLiteral("name"), c.name(catalogue)},
            {QStringLiteral("source"), c.sourceText()},
            {QStringLiteral("url"), c.run->source.url},
            {QStringLiteral("accelerator"), c.run->accelerator},
            {QStringLiteral("chips"), c.run->chips},
            {QStringLiteral("work"), c.workText()},
            {QStringLiteral("published_hours"), c.publishedChipHours / chips},
            {QStringLiteral("published_chip_hours"), c.publishedChipHours},
        };
        if (c.predictedChipHours) {
            o.insert(QStringLiteral("predicted_hours"), *c.predictedChipHours / chips);
            o.insert(QStringLiteral("predicted_chip_hours"), *c.predictedChipHours);
            o.insert(QStringLiteral("ratio"), *c.ratio());
        } else {
            o.insert(QStringLiteral("predicted_hours"), QJsonValue::Null);
            o.insert(QStringLiteral("predicted_chip_hours"), QJsonValue::Null);
            o.insert(QStringLiteral("ratio"), QJsonValue::Null);
        }
        out.append(o);
    }
    return out;
}

QJsonObject inferenceEstimateToJson(const AcceleratorData& catalogue, const AcceleratorSpec& spec,
                                    const InferenceInput& input, const InferenceEstimate& e) {
    QJsonObject o{
        {QStringLiteral("kind"), QStringLiteral("inference")},
        {QStringLiteral("accelerator"), spec.id},
        {QStringLiteral("accelerator_name"), spec.name},
        {QStringLiteral("chips"), e.totalChips},
        {QStringLiteral("count"), e.totalChips}, // the training field, for older readers
        {QStringLiteral("chips_per_replica"), e.chipsPerReplica},
        {QStringLiteral("replicas"), e.replicas},
        {QStringLiteral("params"), input.params},
        {QStringLiteral("active_params"), input.active()},
        {QStringLiteral("precision"), precisionId(input.precision)},
        {QStringLiteral("kv_precision"),
         precisionId(input.kvPrecision.value_or(
             input.precision == Precision::Fp4 ? Precision::Fp8 : input.precision))},
        {QStringLiteral("headroom"), headroomOf(e)},
        {QStringLiteral("requests_per_second"), input.requestsPerSecond},
        {QStringLiteral("input_tokens"), input.inputTokens},
        {QStringLiteral("output_tokens"), input.outputTokens},
        {QStringLiteral("ttft_target_ms"), input.ttftMs},
        {QStringLiteral("tpot_target_ms"), input.tpotMs},
        {QStringLiteral("provider"), input.provider},
        {QStringLiteral("pricing"), input.mode},
        {QStringLiteral("model_shape"), shapeToJson(e.shape)},
        {QStringLiteral("fits_in_memory"), e.fitsInMemory},
        {QStringLiteral("min_chips_per_replica"), e.minChipsToFit},
        {QStringLiteral("weights_gb"), e.weightsGB},
        {QStringLiteral("kv_cache_gb"), e.kvCacheGB},
        {QStringLiteral("memory_per_chip_gb"), e.memoryPerChipGB},
        {QStringLiteral("usable_memory_per_chip_gb"), e.usableMemoryPerChipGB},
        {QStringLiteral("batch_per_replica"), e.batch},
        {QStringLiteral("batch_limited_by"), batchLimitId(e.batchLimit)},
        {QStringLiteral("ttft_ms"), e.ttftMs},
        {QStringLiteral("tpot_ms"), e.tpotMs},
        {QStringLiteral("meets_latency"), e.meetsLatency},
        {QStringLiteral("meets_load"), e.meetsLoad},
        {QStringLiteral("capacity_requests_per_second"), e.capacityRequestsPerSecond},
        {QStringLiteral("requests_per_second_per_replica"),
         rangeToJson(e.requestsPerSecondPerReplica)},
        {QStringLiteral("output_tokens_per_second"), e.outputTokensPerSecond},
        {QStringLiteral("tokens_per_second_per_user"), e.tokensPerSecondPerUser},
        {QStringLiteral("assumptions"), assumptionsToJson(e.assumptions)},
        {QStringLiteral("notes"), notesToJson(e.notes)},
    };
    if (e.costPerHourUsd) {
        o.insert(QStringLiteral("cost_usd_per_hour"), *e.costPerHourUsd);
        o.insert(QStringLiteral("cost_usd"), *e.costPerHourUsd); // older readers: one hour
    } else {
        o.insert(QStringLiteral("cost_usd_per_hour"), QJsonValue::Null);
        o.insert(QStringLiteral("cost_usd"), QJsonValue::Null);
    }
    if (e.costPerMillionOutputTokensUsd) {
        o.insert(QStringLiteral("cost_usd_per_million_output_tokens"),
                 e.costPerMillionOutputTokensUsd->value);
        o.insert(QStringLiteral("cost_usd_per_million_output_tokens_range"),
                 rangeToJson(*e.costPerMillionOutputTokensUsd));
    } else {
        o.insert(QStringLiteral("cost_usd_per_million_output_tokens"), QJsonValue::Null);
    }
    insertPrice(o, catalogue, e.price, e.noPriceReason);
    return o;
}

} // namespace accel::sizing
