#include "model/report/ResultChanges.h"

#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostText.h"
#include "model/report/ReportText.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace accel {

using report::ReportText;

namespace {

// The weights a profile stores are the ones that differ from the defaults;
// compared as stored, so that a default written out does not count.
bool sameWeights(const QMap<QString, double>& a, const QMap<QString, double>& b) {
    if (a.keys() != b.keys()) {
        return false;
    }
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        if (std::abs(it.value() - b.value(it.key())) > 1e-9) {
            return false;
        }
    }
    return true;
}

QString answerText(const QuestionCatalogue& cat, const QString& questionId,
                   const QString& optionId) {
    const int q = cat.questionIndex(questionId);
    if (q < 0) {
        return optionId;
    }
    const int o = optionId.isEmpty() ? -1 : cat.optionIndex(q, optionId);
    return optionLabel(cat, q, o);
}

} // namespace

void compareBill(const SavedResult& saved, const QMap<QString, double>& now,
                 ResultChanges& changes) {
    if (saved.billTotals.isEmpty()) {
        return;
    }
    QStringList ids = saved.billTotals.keys() + now.keys();
    ids.removeDuplicates();
    for (const QString& id : ids) {
        const auto before = saved.billTotals.constFind(id);
        const auto after = now.constFind(id);
        if (before == saved.billTotals.cend()) {
            //: An option of the bill that did not exist when the profile was saved: name, total.
            changes.billChanges
                << ReportText::tr("%1: new, %2").arg(cost::optionKindName(id), usdText(*after));
        } else if (after == now.cend()) {
            //: An option of the bill that no longer applies: name, total when saved.
            changes.billChanges << ReportText::tr("%1: was %2, now left out")
                                       .arg(cost::optionKindName(id), usdText(*before));
        } else if (std::abs(*after - *before) >= 1.0) {
            const double delta = *after - *before;
            //: A bill total that changed since the save: option, old total, new total, and
            //: the difference with its sign.
            changes.billChanges << ReportText::tr("%1: %2 \u2192 %3 (%4)")
                                       .arg(cost::optionKindName(id), usdText(*before),
                                            usdText(*after),
                                            (delta > 0 ? QStringLiteral("+")
                                                       : QStringLiteral("\u2212")) +
                                                usdText(std::abs(delta)));
        }
    }
}

ResultChanges compareWithSaved(const SavedResult& saved, const Profile& now, const Evaluation& e,
                               const std::optional<CheapestFit>& cheapest) {
    ResultChanges c;
    // The reading as a reader saw it: the headline, not only the verdict beneath it.
    c.verdictChanged = saved.verdict != e.verdict || saved.reading != e.reading ||
                       (e.reading == Reading::TooClose && saved.tooClose != e.tooClose);
    c.confidenceChanged = std::abs(saved.confidence - e.confidence.sameVerdict) >= 0.01;
    c.scoresChanged = std::abs(saved.gpuScore - e.gpuScore) >= 0.005 ||
                      std::abs(saved.tpuScore - e.tpuScore) >= 0.005;
    c.modelChanged = e.catalogue && saved.modelVersion != e.catalogue->modelVersion();
    c.programChanged = !saved.programVersion.isEmpty() &&
                       saved.programVersion != QCoreApplication::applicationVersion();
    const auto costOf = [](const std::optional<CheapestFit>& f) {
        return f ? std::round(f->costUsd) : -1.0;
    };
    c.pricesChanged = saved.cheapest.has_value() != cheapest.has_value() ||
                      (cheapest && (saved.cheapest->accelerator != cheapest->accelerator ||
                                    saved.cheapest->chips != cheapest->chips ||
                                    costOf(saved.cheapest) != costOf(cheapest) ||
                                    saved.cheapest->priceDate != cheapest->priceDate));
    if (e.catalogue) {
        const QuestionCatalogue& cat = *e.catalogue;
        QStringList ids = saved.answers.keys() + now.answers.keys();
        ids.removeDuplicates();
        // In the catalogue's order, as the wizard asks them.
        std::sort(ids.begin(), ids.end(), [&cat](const QString& a, const QString& b) {
            return cat.questionIndex(a) < cat.questionIndex(b);
        });
        for (const QString& id : ids) {
            const QString before = saved.answers.value(id);
            const QString after = now.answers.value(id);
            if (before == after) {
                continue;
            }
            const int q = cat.questionIndex(id);
            //: An answer that changed since the profile was saved: question, old answer, new
            //: answer.
            c.answerChanges << ReportText::tr("%1: %2 \u2192 %3")
                                   .arg(q < 0 ? id : questionLabel(cat, q),
                                        answerText(cat, id, before), answerText(cat, id, after));
        }
        if (!sameWeights(saved.weights, now.weights)) {
            c.answerChanges << ReportText::tr("the importance of some questions");
        }
    }
    return c;
}

bool worthTelling(const SavedResult& saved, const ResultChanges& changes, const QDateTime& now) {
    return changes.anything() || changes.modelChanged || saved.savedAt.daysTo(now.toUTC()) >= 1;
}

} // namespace accel
