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

QString readingId(Reading reading) {
    switch (reading) {
    case Reading::Decided:
        return QStringLiteral("decided");
    case Reading::TooClose:
        return QStringLiteral("too_close");
    case Reading::Early:
        return QStringLiteral("early");
    }
    return {};
}

std::optional<Reading> readingFromId(const QString& id) {
    for (const Reading r : {Reading::Decided, Reading::TooClose, Reading::Early}) {
        if (readingId(r) == id) {
            return r;
        }
    }
    return std::nullopt;
}

QString basisId(const Evaluation& e) {
    switch (e.basis) {
    case VerdictBasis::Blocked:
        return QStringLiteral("blocked");
    case VerdictBasis::HybridRule:
        return QStringLiteral("hybrid_rule");
    case VerdictBasis::Margin:
        return QStringLiteral("margin");
    case VerdictBasis::ExperimentationRule:
        return QStringLiteral("experimentation_rule");
    case VerdictBasis::TieGpuDefault:
        return QStringLiteral("tie_gpu_default");
    case VerdictBasis::BothBlocked:
        return QStringLiteral("both_blocked");
    }
    return {};
}

namespace {

// Every source a part of the result cites, collected while it is written.
class Citations {
public:
    QJsonArray cite(const QStringList& ids) {
        for (const QString& id : ids) {
            m_ids.insert(id);
        }
        return toArray(ids);
    }
    [[nodiscard]] QJsonObject index(const QuestionCatalogue& cat) const {
        QJsonObject sources;
        for (const Source& s : cat.sources()) {
            if (!m_ids.contains(s.id)) {
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
        return sources;
    }

private:
    QSet<QString> m_ids;
};

QJsonValue nullable(bool present, const QJsonValue& value) {
    return present ? value : QJsonValue(QJsonValue::Null);
}

QJsonArray verdictIds(const std::array<bool, kVerdictCount>& which) {
    QJsonArray ids;
    for (const Verdict v : {Verdict::Gpu, Verdict::Hybrid, Verdict::Tpu}) {
        if (which[static_cast<int>(v)]) {
            ids.append(verdictId(v));
        }
    }
    return ids;
}

void insertConfidence(QJsonObject& out, const Evaluation& e) {
    // One number, one meaning: the share of sampled cases that keep the
    // verdict; an early reading shows none.
    out.insert(QStringLiteral("confidence"),
               nullable(!e.early(), rounded(e.confidence.sameVerdict)));
    out.insert(QStringLiteral("confidence_band"),
               confidenceBandId(confidenceBand(e.confidence.sameVerdict)));
    out.insert(QStringLiteral("confidence_covers"), confidenceCoverage(e));
    QJsonObject shares;
    for (Verdict v : {Verdict::Gpu, Verdict::Tpu, Verdict::Hybrid}) {
        shares.insert(verdictId(v), rounded(e.confidence.shares[static_cast<int>(v)]));
    }
    out.insert(QStringLiteral("confidence_detail"),
               QJsonObject{{QStringLiteral("samples"), e.confidence.samples},
                           {QStringLiteral("seed"), QString::number(e.confidence.seed)},
                           {QStringLiteral("spread"), e.confidence.spread},
                           {QStringLiteral("lean_spread"), e.confidence.leanSpread},
                           {QStringLiteral("side_spread"), e.confidence.sideSpread},
                           {QStringLiteral("open_questions_sampled"), e.confidence.openQuestions},
                           {QStringLiteral("sampled_share"), rounded(e.confidence.sameVerdict)},
                           {QStringLiteral("answered_share"), rounded(e.confidence.answeredShare)},
                           {QStringLiteral("shares"), shares}});
}

QJsonArray provisosJson(const Evaluation& e) {
    const QuestionCatalogue& cat = *e.catalogue;
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
    return provisos;
}

// How the verdict is read: the reading, its headline, the conditions it
// needs, conflicting answers, the deciding answers and what to answer next.
void insertReading(QJsonObject& out, const Evaluation& e, Citations& citations) {
    const QuestionCatalogue& cat = *e.catalogue;
    out.insert(QStringLiteral("reading"), readingId(e.reading));
    out.insert(QStringLiteral("headline"), verdictHeadline(e));
    out.insert(QStringLiteral("so_far"), e.early());
    out.insert(QStringLiteral("provisos"), provisosJson(e));
    out.insert(QStringLiteral("too_close"),
               nullable(e.tooClose.has_value(), e.tooClose ? QJsonArray{verdictId((*e.tooClose)[0]),
                                                                        verdictId((*e.tooClose)[1])}
                                                           : QJsonArray{}));
    QJsonValue next(QJsonValue::Null);
    if (e.answerNext) {
        next = QJsonObject{
            {QStringLiteral("question"), cat.question(e.answerNext->question).id},
            {QStringLiteral("could_change_to"), verdictIds(e.answerNext->couldChangeTo)},
            {QStringLiteral("share"), rounded(e.answerNext->share)}};
    }
    out.insert(QStringLiteral("answer_next"), next);
    QJsonObject decidedBy;
    for (const Platform side : {Platform::Gpu, Platform::Tpu}) {
        QJsonArray ids;
        for (const int i : e.decidedBy[side == Platform::Gpu ? 0 : 1]) {
            ids.append(cat.question(e.factors[static_cast<std::size_t>(i)].question).id);
        }
        decidedBy.insert(platformId(side), ids);
    }
    out.insert(QStringLiteral("decided_by"), decidedBy);
    QJsonArray conflicts;
    for (const Conflict& c : e.conflicts) {
        const ConflictRule& rule = cat.conflicts()[static_cast<std::size_t>(c.rule)];
        QStringList questions;
        for (const Condition& cond : rule.when) {
            questions << cond.question;
        }
        conflicts.append(QJsonObject{{QStringLiteral("questions"), toArray(questions)},
                                     {QStringLiteral("rule"), rule.id},
                                     {QStringLiteral("note"), QuestionCatalogue::text(rule.note)},
                                     {QStringLiteral("sources"), citations.cite(rule.sources)}});
    }
    out.insert(QStringLiteral("conflicts"), conflicts);
}

QJsonArray factorsJson(const Evaluation& e, Citations& citations) {
    const QuestionCatalogue& cat = *e.catalogue;
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
            {QStringLiteral("sources"),
             citations.cite(cat.sourcesFor(f.question, f.option, f.interaction))},
        });
    }
    return factors;
}

QJsonArray blockersJson(const Evaluation& e, Citations& citations) {
    const QuestionCatalogue& cat = *e.catalogue;
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
            {QStringLiteral("sources"), citations.cite(rule.sources)},
        });
    }
    return blockers;
}

QJsonArray flipsJson(const Evaluation& e) {
    QJsonArray flips;
    for (const Flip& f : e.flips) {
        const QuestionSpec& q = e.catalogue->question(f.question);
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
    return flips;
}

// The open questions: each alone, and all of them answered together.
void insertOpenQuestions(QJsonObject& out, const Evaluation& e) {
    QJsonArray unanswered;
    QJsonArray impact;
    for (const OpenQuestion& open : e.unanswered) {
        const QString id = e.catalogue->question(open.question).id;
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
    out.insert(QStringLiteral("unanswered_together"),
               QJsonObject{{QStringLiteral("normalised_margin_range"),
                            QJsonArray{rounded(e.openMostGpuMargin), rounded(e.openMostTpuMargin)}},
                           {QStringLiteral("verdicts"), verdictIds(e.reachable)}});
}

QJsonArray splitJson(const Evaluation& e) {
    QJsonArray split;
    for (const WorkAssignment& w : e.split) {
        QJsonObject item{{QStringLiteral("platform"), platformId(w.platform)},
                         {QStringLiteral("work"), QuestionCatalogue::text(w.work)}};
        if (w.question >= 0) {
            item.insert(QStringLiteral("because"), e.catalogue->question(w.question).id);
        }
        split.append(item);
    }
    return split;
}

} // namespace

QJsonObject evaluationToJson(const Evaluation& e) {
    Citations citations;
    QJsonObject out;
    out.insert(QStringLiteral("verdict"), verdictId(e.verdict));
    out.insert(QStringLiteral("verdict_name"), verdictName(e.verdict));
    out.insert(QStringLiteral("basis"), basisId(e));
    if (e.verdict == Verdict::Hybrid) {
        out.insert(QStringLiteral("hybrid_reason"), hybridReason(e));
    }
    insertConfidence(out, e);
    insertReading(out, e, citations);
    out.insert(QStringLiteral("scores"), QJsonObject{{QStringLiteral("gpu"), rounded(e.gpuScore)},
                                                     {QStringLiteral("tpu"), rounded(e.tpuScore)}});
    out.insert(QStringLiteral("margin"), rounded(e.margin));
    out.insert(QStringLiteral("normalised_margin"), rounded(e.normalisedMargin));
    out.insert(QStringLiteral("factors"), factorsJson(e, citations));
    out.insert(QStringLiteral("blockers"), blockersJson(e, citations));
    out.insert(QStringLiteral("flips"), flipsJson(e));
    insertOpenQuestions(out, e);
    if (!e.split.empty()) {
        out.insert(QStringLiteral("hybrid_split"), splitJson(e));
        citations.cite(e.catalogue->hybridRule().sources);
    }
    out.insert(QStringLiteral("source_index"), citations.index(*e.catalogue));
    return out;
}

} // namespace accel
