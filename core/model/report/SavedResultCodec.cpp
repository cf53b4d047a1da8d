#include "model/report/SavedResultCodec.h"

#include "model/EvaluationJson.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace accel {

QJsonObject savedResultJson(const SavedResult& s) {
    QJsonObject answers;
    for (auto it = s.answers.cbegin(); it != s.answers.cend(); ++it) {
        answers.insert(it.key(), it.value());
    }
    QJsonObject weights;
    for (auto it = s.weights.cbegin(); it != s.weights.cend(); ++it) {
        weights.insert(it.key(), it.value());
    }
    QJsonArray factors;
    for (const SavedResult::Factor& f : s.topFactors) {
        factors.append(QJsonObject{{QStringLiteral("question"), f.question},
                                   {QStringLiteral("answer"), f.answer},
                                   {QStringLiteral("contribution"), f.contribution}});
    }
    QJsonObject json{{QStringLiteral("saved_at"), s.savedAt.toString(Qt::ISODate)},
                     {QStringLiteral("program_version"), s.programVersion},
                     {QStringLiteral("model_version"), s.modelVersion},
                     {QStringLiteral("verdict"), verdictId(s.verdict)},
                     {QStringLiteral("confidence"), s.confidence},
                     {QStringLiteral("scores"), QJsonObject{{QStringLiteral("gpu"), s.gpuScore},
                                                            {QStringLiteral("tpu"), s.tpuScore}}},
                     {QStringLiteral("answers"), answers},
                     {QStringLiteral("weights"), weights},
                     {QStringLiteral("top_factors"), factors},
                     {QStringLiteral("price_dates"), QJsonArray::fromStringList(s.priceDates)}};
    json.insert(QStringLiteral("reading"), readingId(s.reading));
    if (s.tooClose) {
        json.insert(QStringLiteral("too_close"),
                    QJsonArray{verdictId((*s.tooClose)[0]), verdictId((*s.tooClose)[1])});
    }
    if (!s.billTotals.isEmpty()) {
        QJsonObject bill;
        for (auto it = s.billTotals.cbegin(); it != s.billTotals.cend(); ++it) {
            bill.insert(it.key(), it.value());
        }
        json.insert(QStringLiteral("bill_totals"), bill);
    }
    if (s.cheapest) {
        json.insert(QStringLiteral("cheapest"),
                    QJsonObject{{QStringLiteral("accelerator"), s.cheapest->accelerator},
                                {QStringLiteral("chips"), s.cheapest->chips},
                                {QStringLiteral("cost_usd"), s.cheapest->costUsd},
                                {QStringLiteral("per_hour"), s.cheapest->perHour},
                                {QStringLiteral("hours"), s.cheapest->hours},
                                {QStringLiteral("price_date"), s.cheapest->priceDate}});
    }
    return json;
}

std::optional<SavedResult> readSavedResult(const QJsonObject& json) {
    if (json.isEmpty()) {
        return std::nullopt;
    }
    const std::optional<Verdict> verdict =
        verdictFromId(json.value(QStringLiteral("verdict")).toString());
    const QDateTime savedAt =
        QDateTime::fromString(json.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
    if (!verdict || !savedAt.isValid()) {
        return std::nullopt; // not a record this version can compare against
    }
    SavedResult s;
    s.verdict = *verdict;
    s.savedAt = savedAt.toUTC();
    s.programVersion = json.value(QStringLiteral("program_version")).toString();
    s.modelVersion = json.value(QStringLiteral("model_version")).toString();
    s.confidence = std::clamp(json.value(QStringLiteral("confidence")).toDouble(), 0.0, 1.0);
    s.reading =
        readingFromId(json.value(QStringLiteral("reading")).toString()).value_or(Reading::Decided);
    const QJsonArray between = json.value(QStringLiteral("too_close")).toArray();
    const std::optional<Verdict> first = verdictFromId(between.at(0).toString());
    const std::optional<Verdict> second = verdictFromId(between.at(1).toString());
    if (s.reading == Reading::TooClose && first && second) {
        s.tooClose = std::array<Verdict, 2>{*first, *second};
    } else if (s.reading == Reading::TooClose) {
        s.reading = Reading::Decided; // a damaged record: read what can be trusted
    }
    const QJsonObject scores = json.value(QStringLiteral("scores")).toObject();
    s.gpuScore = scores.value(QStringLiteral("gpu")).toDouble();
    s.tpuScore = scores.value(QStringLiteral("tpu")).toDouble();
    const QJsonObject answers = json.value(QStringLiteral("answers")).toObject();
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (it.value().isString()) {
            s.answers.insert(it.key(), it.value().toString());
        }
    }
    const QJsonObject weights = json.value(QStringLiteral("weights")).toObject();
    for (auto it = weights.begin(); it != weights.end(); ++it) {
        if (it.value().isDouble()) {
            s.weights.insert(it.key(), it.value().toDouble());
        }
    }
    for (const auto& v : json.value(QStringLiteral("top_factors")).toArray()) {
        const QJsonObject f = v.toObject();
        s.topFactors.push_back({f.value(QStringLiteral("question")).toString(),
                                f.value(QStringLiteral("answer")).toString(),
                                f.value(QStringLiteral("contribution")).toDouble()});
    }
    const QJsonObject cheapest = json.value(QStringLiteral("cheapest")).toObject();
    if (!cheapest.isEmpty()) {
        CheapestFit c;
        c.accelerator = cheapest.value(QStringLiteral("accelerator")).toString();
        c.chips = cheapest.value(QStringLiteral("chips")).toInt();
        c.costUsd = cheapest.value(QStringLiteral("cost_usd")).toDouble();
        c.perHour = cheapest.value(QStringLiteral("per_hour")).toBool();
        c.hours = cheapest.value(QStringLiteral("hours")).toDouble();
        c.priceDate = cheapest.value(QStringLiteral("price_date")).toString();
        if (!c.accelerator.isEmpty() && c.chips > 0) {
            s.cheapest = c;
        }
    }
    for (const auto& v : json.value(QStringLiteral("price_dates")).toArray()) {
        s.priceDates << v.toString();
    }
    // Optional: records saved before the bill existed have none.
    const QJsonObject bill = json.value(QStringLiteral("bill_totals")).toObject();
    for (auto it = bill.constBegin(); it != bill.constEnd(); ++it) {
        if (it.value().isDouble() && std::isfinite(it.value().toDouble())) {
            s.billTotals.insert(it.key(), it.value().toDouble());
        }
    }
    return s;
}

} // namespace accel
