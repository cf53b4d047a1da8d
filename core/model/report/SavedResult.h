#pragma once

#include "CostModel.h"
#include "Evaluation.h"
#include "ReportDocument.h"
#include "VerdictGlance.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>
#include <vector>

namespace accel {

class QuestionCatalogue;
struct Profile;

// "What changed since you saved": the profile's "saved_result" record. A
// profile stores the verdict, confidence and key figures it had when saved,
// with the program and decision-model versions and the price dates; on
// reopening, the program compares them with today's result and explains the
// difference by its causes: the answers, the model, the prices.
struct SavedResult {
    QDateTime savedAt;      // UTC
    QString programVersion; // "0.1.0"
    QString modelVersion;   // QuestionCatalogue::modelVersion() then
    Verdict verdict = Verdict::Gpu;
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

[[nodiscard]] QJsonObject savedResultJson(const SavedResult& saved);
// What a profile's "saved_result" says; std::nullopt when there is none or
// it cannot be read (then the profile simply has no comparison).
[[nodiscard]] std::optional<SavedResult> readSavedResult(const QJsonObject& json);

// Today's result against the saved one, with the causes.
struct ResultChanges {
    bool verdictChanged = false;
    bool confidenceChanged = false; // by a whole percentage point or more
    bool scoresChanged = false;
    bool modelChanged = false;   // another decision-model version
    bool programChanged = false; // another program version
    bool pricesChanged = false;  // the cheapest configuration or its price date
    QStringList answerChanges;   // "Hosting: Google Cloud → On premises", translated
    QStringList billChanges;     // "Owned GPUs: $2.1M → $2.4M (+$300,000)", translated
    [[nodiscard]] bool answersChanged() const { return !answerChanges.isEmpty(); }
    [[nodiscard]] bool billChanged() const { return !billChanges.isEmpty(); }
    [[nodiscard]] bool anything() const {
        return verdictChanged || confidenceChanged || scoresChanged || pricesChanged ||
               answersChanged() || billChanged();
    }
};

// Adds to `changes` each option of the bill whose total moved by a dollar or
// more since the save, appeared or went. Nothing when the saved record has no
// bill (saved without a workload, or by an older version): there is nothing to
// compare with.
void compareBill(const SavedResult& saved, const QMap<QString, double>& now,
                 ResultChanges& changes);

[[nodiscard]] ResultChanges compareWithSaved(const SavedResult& saved, const Profile& now,
                                             const Evaluation& evaluation,
                                             const std::optional<CheapestFit>& cheapest);

// Whether the comparison is worth showing: something changed, the model is
// another version, or the result was saved on another day (then "nothing
// changed" is news too). Right after a save it is not.
[[nodiscard]] bool worthTelling(const SavedResult& saved, const ResultChanges& changes,
                                const QDateTime& now = QDateTime::currentDateTimeUtc());

// The comparison in sentences, translated: a headline, then one sentence per
// cause (your answers, the model, the prices). The window and the report
// both say it this way.
struct ChangeStory {
    QString headline;
    QStringList causes;
};
[[nodiscard]] ChangeStory changeStory(const SavedResult& saved, const ResultChanges& changes,
                                      const Evaluation& evaluation,
                                      const std::optional<CheapestFit>& cheapest);

namespace report {
inline constexpr char kSinceSaved[] = "since_saved";
// The report section "Since the profile was saved", telling `changes`
// (compareWithSaved, and compareBill when the bill was priced).
Section sinceSavedSection(const SavedResult& saved, const ResultChanges& changes,
                          const Evaluation& evaluation, const std::optional<CheapestFit>& cheapest);
} // namespace report

} // namespace accel
