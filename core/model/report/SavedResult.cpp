#include "SavedResult.h"

#include "ConfidenceBand.h"
#include "CostText.h"
#include "NumberFormat.h"
#include "Profile.h"
#include "QuestionCatalogue.h"
#include "ReportText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

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

QString dateText(const QDateTime& when) {
    return QLocale().toString(when.toLocalTime().date(), QLocale::LongFormat);
}

} // namespace

SavedResult savedResultFor(const Profile& profile, const Evaluation& e,
                           const std::optional<CheapestFit>& cheapest,
                           const QString& programVersion, const QDateTime& savedAt) {
    SavedResult s;
    s.savedAt = savedAt.toUTC();
    s.programVersion = programVersion;
    s.modelVersion = e.catalogue ? e.catalogue->modelVersion() : QString();
    s.verdict = e.verdict;
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

QMap<QString, double> billTotalsOf(const cost::CostPlan& plan) {
    QMap<QString, double> totals;
    for (const cost::CostOption& o : plan.options) {
        totals.insert(o.id, o.totalUsd);
    }
    return totals;
}

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
    c.verdictChanged = saved.verdict != e.verdict;
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

ChangeStory changeStory(const SavedResult& saved, const ResultChanges& c, const Evaluation& e,
                        const std::optional<CheapestFit>& cheapest) {
    ChangeStory story;
    const QString when = dateText(saved.savedAt);
    if (!c.anything()) {
        story.headline =
            ReportText::tr("Nothing changed since you saved on %1: the same verdict, confidence "
                           "and figures.")
                .arg(when);
        if (c.modelChanged) {
            story.causes << ReportText::tr(
                                "The decision model was updated from version %1 to %2; it gives "
                                "the same result for these answers.")
                                .arg(saved.modelVersion, e.catalogue->modelVersion());
        }
        return story;
    }
    if (c.verdictChanged) {
        story.headline = ReportText::tr("Since you saved on %1, the verdict changed from %2 to %3.")
                             .arg(when, verdictName(saved.verdict), verdictName(e.verdict));
    } else if (c.confidenceChanged) {
        story.headline = ReportText::tr("Since you saved on %1, the verdict is still %2; "
                                        "confidence was %3, now %4.")
                             .arg(when, verdictName(e.verdict), report::percent(saved.confidence),
                                  report::percent(e.confidence.sameVerdict));
    } else {
        story.headline =
            ReportText::tr("Since you saved on %1, the verdict is still %2, with the same "
                           "confidence (%3).")
                .arg(when, verdictName(e.verdict), report::percent(e.confidence.sameVerdict));
    }
    if (c.answersChanged()) {
        story.causes << ReportText::tr("Your answers changed: %1.")
                            .arg(c.answerChanges.join(QStringLiteral("; ")));
    }
    if (c.modelChanged && !c.answersChanged() && !c.verdictChanged && !c.confidenceChanged) {
        // Only the figures moved: nothing a reader decides on "comes from" the update.
        story.causes << ReportText::tr("The decision model was updated from version %1 to %2; "
                                       "the verdict and the confidence are the same.")
                            .arg(saved.modelVersion, e.catalogue->modelVersion());
    } else if (c.modelChanged) {
        story.causes << (c.answersChanged()
                             ? ReportText::tr("The decision model was also updated, from version "
                                              "%1 to %2.")
                                   .arg(saved.modelVersion, e.catalogue->modelVersion())
                             : ReportText::tr("Your answers are the same: the difference comes "
                                              "from the decision model, updated from version %1 "
                                              "to %2.")
                                   .arg(saved.modelVersion, e.catalogue->modelVersion()));
    } else if (!c.answersChanged() &&
               (c.verdictChanged || c.confidenceChanged || c.scoresChanged)) {
        // Same answers, same model: only the sampling behind the figure can differ.
        story.causes << ReportText::tr("Your answers and the decision model are the same; the "
                                       "confidence figure is sampled and varies a little.");
    }
    if (c.verdictChanged || c.scoresChanged) {
        story.causes << ReportText::tr("Scores then: GPU %1, TPU %2; now: GPU %3, TPU %4.")
                            .arg(report::number(saved.gpuScore, 2),
                                 report::number(saved.tpuScore, 2), report::number(e.gpuScore, 2),
                                 report::number(e.tpuScore, 2));
    }
    if (c.programChanged && (c.anything() || c.modelChanged)) {
        story.causes << ReportText::tr("Saved with Accelerator Advisor %1; this is version %2.")
                            .arg(saved.programVersion, QCoreApplication::applicationVersion());
    }
    if (c.billChanged()) {
        story.causes << ReportText::tr("The bill changed: %1.")
                            .arg(c.billChanges.join(QStringLiteral("; ")));
    }
    if (c.pricesChanged) {
        QString line;
        if (saved.cheapest && cheapest) {
            line = ReportText::tr("The prices or the sizing have changed. When you saved, the "
                                  "cheapest setup that fits was %1; now it is %2.")
                       .arg(cheapestFitDetails(*saved.cheapest), cheapestFitDetails(*cheapest));
        } else if (cheapest) {
            line = ReportText::tr("The prices or the sizing have changed. When you saved, no "
                                  "setup that fits had a price; now the cheapest is %1.")
                       .arg(cheapestFitDetails(*cheapest));
        } else if (saved.cheapest) {
            line = ReportText::tr("The prices or the sizing have changed. When you saved, the "
                                  "cheapest setup that fits was %1; now none that fits has a "
                                  "price.")
                       .arg(cheapestFitDetails(*saved.cheapest));
        }
        if (cheapest && cheapest->deadlineAssumed) {
            //: %1 is a duration such as "30 days".
            line += QLatin1Char(' ') +
                    ReportText::tr("With no deadline set, runs are planned to finish within %1.")
                        .arg(durationText(cheapest->deadlineDays * 24.0));
        }
        if (!line.isEmpty()) {
            story.causes << line;
        }
    }
    return story;
}

namespace report {

Section sinceSavedSection(const SavedResult& saved, const ResultChanges& changes,
                          const Evaluation& e, const std::optional<CheapestFit>& cheapest) {
    Section s{QLatin1String(kSinceSaved), ReportText::tr("Since the profile was saved"), {}};
    const ChangeStory story = changeStory(saved, changes, e, cheapest);
    s.blocks.push_back(paragraph(story.headline));
    if (!story.causes.isEmpty()) {
        Block list;
        list.kind = Block::Kind::BulletList;
        for (const QString& cause : story.causes) {
            list.items << plain(cause);
        }
        s.blocks.push_back(list);
    }
    return s;
}

} // namespace report

} // namespace accel
