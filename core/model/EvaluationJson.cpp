#include "model/EvaluationJson.h"

#include "model/CatalogueText.h"
#include "model/ConfidenceBand.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictReason.h"
#include "model/VerdictWording.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace accel {

namespace {

// Four decimals keep JSON stable and readable without losing anything a
// person or a test would compare.
double rounded(double v) {
    return std::round(v * 10000.0) / 10000.0;
}

QJsonArray toArray(const QStringList& list) {
    return QJsonArray::fromStringList(list);
}

} // namespace

QString favoursId(double contribution) {
    if (contribution < 0.0) {
        return QStringLiteral("gpu");
    }
    return contribution > 0.0 ? QStringLiteral("tpu") : QStringLiteral("neutral");
}

QString basisId(const Evaluation& e) {
    switch (e.basis) {
    case VerdictBasis::Blocked:
        return QStringLiteral("blocked");
    case VerdictBasis::HybridRule:
        return QStringLiteral("hybrid_rule");
    case VerdictBasis::Margin:
        return QStringLiteral("margin");
    case VerdictBasis::TieGpuDefault:
        return QStringLiteral("tie_gpu_default");
    case VerdictBasis::BothBlocked:
        return QStringLiteral("both_blocked");
    }
    return {};
}

QJsonObject evaluationToJson(const Evaluation& e) {
    const QuestionCatalogue& cat = *e.catalogue;
    QSet<QString> cited;
    auto cite = [&cited](const QStringList& ids) {
        for (const QString& id : ids) {
            cited.insert(id);
        }
        return toArray(ids);
    };

    QJsonObject out;
    out.insert(QStringLiteral("verdict"), verdictId(e.verdict));
    out.insert(QStringLiteral("verdict_name"), verdictName(e.verdict));
    out.insert(QStringLiteral("basis"), basisId(e));
    out.insert(QStringLiteral("confidence"), rounded(e.confidence.sameVerdict));
    out.insert(QStringLiteral("confidence_band"),
               confidenceBandId(confidenceBand(e.confidence.sameVerdict)));
    out.insert(QStringLiteral("confidence_covers"), confidenceCoverage(e));
    if (e.verdict == Verdict::Hybrid) {
        out.insert(QStringLiteral("hybrid_reason"), hybridReason(e));
    }

    QJsonObject shares;
    for (Verdict v : {Verdict::Gpu, Verdict::Tpu, Verdict::Hybrid}) {
        shares.insert(verdictId(v), rounded(e.confidence.shares[static_cast<int>(v)]));
    }
    out.insert(QStringLiteral("confidence_detail"),
               QJsonObject{{QStringLiteral("samples"), e.confidence.samples},
                           {QStringLiteral("seed"), QString::number(e.confidence.seed)},
                           {QStringLiteral("spread"), e.confidence.spread},
                           {QStringLiteral("lean_spread"), e.confidence.leanSpread},
                           {QStringLiteral("open_questions_sampled"), e.confidence.openQuestions},
                           {QStringLiteral("sampled_share"), rounded(e.confidence.sampledShare)},
                           {QStringLiteral("answered_share"), rounded(e.confidence.answeredShare)},
                           {QStringLiteral("shares"), shares}});

    // How the verdict is headlined: feasibility checks still open, whether the
    // two leading verdicts are too close to call, and what to answer next.
    QJsonArray provisos;
    for (const Proviso& p : e.provisos) {
        const QuestionSpec& q = cat.question(p.question);
        QStringList needs;
        for (int o = 0; o < static_cast<int>(q.options.size()); ++o) {
            if (p.keeps(o)) {
                needs << q.options[static_cast<std::size_t>(o)].id;
            }
        }
        QJsonObject item{
            {QStringLiteral("question"), q.id},
            {QStringLiteral("platform"), platformId(p.platform)},
            {QStringLiteral("needs"), toArray(needs)},
            {QStringLiteral("rule"), cat.blockers()[static_cast<std::size_t>(p.rule)].id}};
        if (p.either >= 0) {
            item.insert(QStringLiteral("or"), cat.question(p.either).id);
        }
        provisos.append(item);
    }
    out.insert(QStringLiteral("provisos"), provisos);
    if (e.tooClose) {
        out.insert(QStringLiteral("too_close"),
                   QJsonArray{verdictId((*e.tooClose)[0]), verdictId((*e.tooClose)[1])});
    } else {
        out.insert(QStringLiteral("too_close"), QJsonValue(QJsonValue::Null));
    }
    if (e.answerNext) {
        QJsonArray to;
        for (Verdict v : {Verdict::Gpu, Verdict::Hybrid, Verdict::Tpu}) {
            if (e.answerNext->couldChangeTo[static_cast<int>(v)]) {
                to.append(verdictId(v));
            }
        }
        out.insert(
            QStringLiteral("answer_next"),
            QJsonObject{{QStringLiteral("question"), cat.question(e.answerNext->question).id},
                        {QStringLiteral("could_change_to"), to},
                        {QStringLiteral("share"), rounded(e.answerNext->share)}});
    } else {
        out.insert(QStringLiteral("answer_next"), QJsonValue(QJsonValue::Null));
    }
    out.insert(QStringLiteral("so_far"), e.soFar);
    out.insert(QStringLiteral("headline"), verdictHeadline(e));

    out.insert(QStringLiteral("scores"), QJsonObject{{QStringLiteral("gpu"), rounded(e.gpuScore)},
                                                     {QStringLiteral("tpu"), rounded(e.tpuScore)}});
    out.insert(QStringLiteral("margin"), rounded(e.margin));
    out.insert(QStringLiteral("normalised_margin"), rounded(e.normalisedMargin));

    QJsonArray factors;
    for (const FactorContribution& f : e.factors) {
        const QuestionSpec& q = cat.question(f.question);
        const OptionSpec& o = cat.option(f.question, f.option);
        factors.append(QJsonObject{
            {QStringLiteral("id"), q.id},
            {QStringLiteral("question"), questionLabel(cat, f.question)},
            {QStringLiteral("answer"), o.id},
            {QStringLiteral("answer_label"), optionLabel(cat, f.question, f.option)},
            {QStringLiteral("weight"), rounded(f.weight)},
            {QStringLiteral("lean"), f.lean},
            {QStringLiteral("contribution"), rounded(f.contribution)},
            {QStringLiteral("favours"), favoursId(f.contribution)},
            {QStringLiteral("reason"),
             QuestionCatalogue::text(cat.reasonFor(f.question, f.option, f.interaction))},
            {QStringLiteral("sources"), cite(cat.sourcesFor(f.question, f.option, f.interaction))},
        });
    }
    out.insert(QStringLiteral("factors"), factors);

    QJsonArray blockers;
    for (const Blocker& b : e.blockers) {
        const BlockerRule& rule = cat.blockers()[static_cast<std::size_t>(b.rule)];
        QStringList questions;
        for (const Condition& c : rule.when) {
            questions << c.question;
        }
        blockers.append(QJsonObject{
            {QStringLiteral("platform"), platformId(b.platform)},
            {QStringLiteral("question"), questions.value(0)},
            {QStringLiteral("questions"), toArray(questions)},
            {QStringLiteral("rule"), rule.id},
            {QStringLiteral("reason"), QuestionCatalogue::text(rule.reason)},
            {QStringLiteral("sources"), cite(rule.sources)},
        });
    }
    out.insert(QStringLiteral("blockers"), blockers);

    QJsonArray flips;
    for (const Flip& f : e.flips) {
        const QuestionSpec& q = cat.question(f.question);
        flips.append(QJsonObject{
            {QStringLiteral("question"), q.id},
            {QStringLiteral("from"), f.fromOption < 0 ? QJsonValue(QJsonValue::Null)
                                                      : QJsonValue(q.options[f.fromOption].id)},
            {QStringLiteral("to"), q.options[f.toOption].id},
            {QStringLiteral("new_verdict"), verdictId(f.newVerdict)},
            {QStringLiteral("new_normalised_margin"), rounded(f.newNormalisedMargin)},
            {QStringLiteral("by_blocker"), f.byBlocker},
        });
    }
    out.insert(QStringLiteral("flips"), flips);

    QJsonArray unanswered;
    QJsonArray impact;
    for (const OpenQuestion& open : e.unanswered) {
        const QString id = cat.question(open.question).id;
        unanswered.append(id);
        impact.append(QJsonObject{
            {QStringLiteral("question"), id},
            {QStringLiteral("normalised_margin_range"),
             QJsonArray{rounded(open.mostGpuMargin), rounded(open.mostTpuMargin)}},
            {QStringLiteral("could_change_verdict"), open.couldChangeVerdict},
        });
    }
    out.insert(QStringLiteral("unanswered"), unanswered);
    out.insert(QStringLiteral("unanswered_impact"), impact);
    out.insert(
        QStringLiteral("unanswered_together"),
        QJsonObject{
            {QStringLiteral("normalised_margin_range"),
             QJsonArray{rounded(e.openRange.mostGpuMargin), rounded(e.openRange.mostTpuMargin)}},
            {QStringLiteral("verdicts"), QJsonArray{verdictId(e.openRange.mostGpuVerdict),
                                                    verdictId(e.openRange.mostTpuVerdict)}}});

    if (!e.split.empty()) {
        QJsonArray split;
        for (const WorkAssignment& w : e.split) {
            QJsonObject item{{QStringLiteral("platform"), platformId(w.platform)},
                             {QStringLiteral("work"), QuestionCatalogue::text(w.work)}};
            if (w.question >= 0) {
                item.insert(QStringLiteral("because"), cat.question(w.question).id);
            }
            split.append(item);
        }
        out.insert(QStringLiteral("hybrid_split"), split);
        cite(cat.hybridRule().sources);
    }

    QJsonObject sources;
    for (const Source& s : cat.sources()) {
        if (!cited.contains(s.id)) {
            continue;
        }
        QJsonObject entry{{QStringLiteral("title"), QuestionCatalogue::text(s.title)},
                          {QStringLiteral("publisher"), s.publisher},
                          {QStringLiteral("date"), s.date}};
        if (!s.url.isEmpty()) {
            entry.insert(QStringLiteral("url"), s.url);
        }
        sources.insert(s.id, entry);
    }
    out.insert(QStringLiteral("source_index"), sources);
    return out;
}

} // namespace accel
