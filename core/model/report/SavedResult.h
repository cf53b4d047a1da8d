#pragma once

#include "model/Evaluation.h"
#include "model/cost/CostModel.h"
#include "model/report/VerdictGlance.h"

#include <QDateTime>
#include <QMap>
#include <QStringList>

#include <optional>
#include <vector>

namespace accel {

struct Profile;

// "What changed since you saved": the profile's "saved_result" record. A
// profile stores the verdict, confidence and key figures it had when saved,
// with the program and decision-model versions and the price dates; on
// reopening, the program compares them with today's result and explains the
// difference by its causes: the answers, the model, the prices.
//
// The record lives here; its JSON form in SavedResultCodec.h, the comparison
// with today's result in ResultChanges.h, the comparison in sentences in
// SinceSavedText.h, and the report section with the other report sections.
struct SavedResult {
    QDateTime savedAt;      // UTC
    QString programVersion; // "0.1.0"
    QString modelVersion;   // QuestionCatalogue::modelVersion() then
    Verdict verdict = Verdict::Gpu;
    // The reading shown then (Decided for records of versions before it).
    Reading reading = Reading::Decided;
    std::optional<std::array<Verdict, 2>> tooClose;
    double confidence = 0.0; // share of scenarios that kept the verdict
    double gpuScore = 0.0;
    double tpuScore = 0.0;
    QMap<QString, QString> answers; // question id -> option id, as saved
    QMap<QString, double> weights;  // question id -> weight that differed from the default
    struct Factor {
        QString question; // id
        QString answer;   // option id
        double contribution = 0.0;
    };
    std::vector<Factor> topFactors; // the deciding answers, as decidingAnswers() chose them
    std::optional<CheapestFit> cheapest;
    QStringList priceDates; // of the prices the sizing used
    // The bill's total per option (option id -> USD over the horizon); empty
    // when there was no bill or an older version saved the record.
    QMap<QString, double> billTotals;
};

// The bill's total per option, as a saved result records it.
[[nodiscard]] QMap<QString, double> billTotalsOf(const cost::CostPlan& plan);

// The record for `evaluation` (computed from `profile`'s answers and weights).
[[nodiscard]] SavedResult
savedResultFor(const Profile& profile, const Evaluation& evaluation,
               const std::optional<CheapestFit>& cheapest, const QString& programVersion,
               const QDateTime& savedAt = QDateTime::currentDateTimeUtc());

} // namespace accel
