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

QString answerText(const QuestionCatalogue& cat, const QString& questionId,
                   const QString& optionId) {
    const int q = cat.questionIndex(questionId);
    if (q < 0) {
        return optionId;
    }
    const int o = optionId.isEmpty() ? -1 : cat.optionIndex(q, optionId);
    return optionLabel(cat, q, o);
}

// Each question whose importance differs between the saved weights and
// today's, in the catalogue's order: "Importance of Main framework: 1 → 2".
// A profile stores only the weights that differ from the defaults, so a
// missing one is the default, and a default written out is no change.
QStringList weightChanges(const QuestionCatalogue& cat, const QMap<QString, double>& before,
                          const QMap<QString, double>& after) {
    QStringList ids = before.keys() + after.keys();
    ids.removeDuplicates();
    std::sort(ids.begin(), ids.end(), [&cat](const QString& a, const QString& b) {
        return cat.questionIndex(a) < cat.questionIndex(b);
    });
    QStringList changes;
    for (const QString& id : ids) {
        const int q = cat.questionIndex(id);
        const double standard = q < 0 ? 1.0 : cat.question(q).defaultWeight;
        const double then = before.value(id, standard);
        const double now = after.value(id, standard);
        if (std::abs(then - now) <= 1e-9) {
            continue;
        }
        //: An importance (weight) that changed since the profile was saved: question, old
        //: weight, new weight, e.g. "importance of Main framework: 1.00 → 2.00".
        changes << ReportText::tr("importance of %1: %2 \u2192 %3")
                       .arg(q < 0 ? id : questionLabel(cat, q), importanceText(then),
                            importanceText(now));
    }
    return changes;
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
            //: An answer that changed since the profile was saved: old answer, new answer.
            c.answerChanges << labelledText(
                q < 0 ? id : questionLabel(cat, q),
                ReportText::tr("%1 \u2192 %2")
                    .arg(answerText(cat, id, before), answerText(cat, id, after)));
        }
        c.answerChanges << weightChanges(cat, saved.weights, now.weights);
    }
    return c;
}

bool worthTelling(const SavedResult& saved, const ResultChanges& changes, const QDateTime& now) {
    return changes.anything() || changes.modelChanged || saved.savedAt.daysTo(now.toUTC()) >= 1;
}

} // namespace accel
