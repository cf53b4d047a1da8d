#pragma once

#include "model/report/SavedResult.h"

#include <QDateTime>
#include <QMap>
#include <QStringList>

#include <optional>

namespace accel {

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

} // namespace accel
