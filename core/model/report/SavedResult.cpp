#include "model/report/SavedResult.h"

#include "model/Profile.h"
#include "model/QuestionCatalogue.h"

namespace accel {

SavedResult savedResultFor(const Profile& profile, const Evaluation& e,
                           const std::optional<CheapestFit>& cheapest,
                           const QString& programVersion, const QDateTime& savedAt) {
    SavedResult s;
    s.savedAt = savedAt.toUTC();
    s.programVersion = programVersion;
    s.modelVersion = e.catalogue ? e.catalogue->modelVersion() : QString();
    s.verdict = e.verdict;
    s.reading = e.reading;
    s.tooClose = e.tooClose;
    s.confidence = e.confidence.sameVerdict;
    s.gpuScore = e.gpuScore;
    s.tpuScore = e.tpuScore;
    s.answers = profile.answers;
    s.weights = profile.weights;
    if (e.catalogue) {
        for (const DecidingAnswer& d : decidingAnswers(e)) {
            s.topFactors.push_back({e.catalogue->question(d.question).id,
                                    e.catalogue->option(d.question, d.option).id, d.contribution});
        }
    }
    s.cheapest = cheapest;
    if (cheapest && !cheapest->priceDate.isEmpty()) {
        s.priceDates << cheapest->priceDate;
    }
    return s;
}

QMap<QString, double> billTotalsOf(const cost::CostPlan& plan) {
    QMap<QString, double> totals;
    for (const cost::CostOption& o : plan.options) {
        totals.insert(o.id, o.totalUsd);
    }
    return totals;
}

} // namespace accel
