#include "model/VerdictWording.h"

#include "model/CatalogueText.h"
#include "model/Engine.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace accel {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VerdictWording)
};

// "the answer to “Where the work must run” is “Google Cloud” or “…”", or,
// when fewer options rule the platform out than keep it, "… is not “No”".
QString keptBy(const QuestionCatalogue& cat, const Proviso& p) {
    QStringList kept;
    QStringList excluded;
    const auto& spec = cat.question(p.question).options;
    for (int o = 0; o < static_cast<int>(spec.size()); ++o) {
        (p.keeps(o) ? kept : excluded) << Text::tr("“%1”").arg(
            QuestionCatalogue::text(spec[static_cast<std::size_t>(o)].label));
    }
    auto either = [](const QStringList& options) {
        return options.size() <= 1
                   ? options.value(0)
                   : Text::tr("%1 or %2")
                         .arg(options.mid(0, options.size() - 1).join(Text::tr(", ")),
                              options.last());
    };
    const QString question = questionLabel(cat, p.question);
    if (!excluded.isEmpty() && excluded.size() < kept.size()) {
        return Text::tr("the answer to “%1” is not %2").arg(question, either(excluded));
    }
    return Text::tr("the answer to “%1” is %2").arg(question, either(kept));
}

} // namespace

QString verdictHeadline(const Evaluation& e) {
    if (e.tooClose) {
        // The engine also names a pair when the samples put the other verdict
        // clearly ahead of the answered one: "too close" would undersell that,
        // so the headline says which way each side points.
        const Verdict other = (*e.tooClose)[0] == e.verdict ? (*e.tooClose)[1] : (*e.tooClose)[0];
        const auto& shares = e.confidence.shares;
        if (shares[static_cast<int>(other)] > shares[static_cast<int>(e.verdict)] + kTooCloseLead) {
            const QString given = verdictName(e.verdict);
            const QString open = verdictName(other);
            return e.soFar ? Text::tr("Undecided so far: your answers point to %1, the open "
                                      "questions more often to %2")
                                 .arg(given, open)
                           : Text::tr("Undecided: your answers point to %1, the open questions "
                                      "more often to %2")
                                 .arg(given, open);
        }
        const QString a = verdictName((*e.tooClose)[0]);
        const QString b = verdictName((*e.tooClose)[1]);
        return e.soFar ? Text::tr("Too close to call so far: %1 or %2").arg(a, b)
                       : Text::tr("Too close to call: %1 or %2").arg(a, b);
    }
    return e.soFar ? Text::tr("So far: %1").arg(verdictName(e.verdict)) : verdictName(e.verdict);
}

QString provisoSentence(const Evaluation& e) {
    if (e.provisos.empty() || !e.catalogue) {
        return {};
    }
    const QuestionCatalogue& cat = *e.catalogue;
    QStringList parts;
    std::vector<bool> done(e.provisos.size(), false);
    for (std::size_t i = 0; i < e.provisos.size(); ++i) {
        if (done[i]) {
            continue;
        }
        const Proviso& p = e.provisos[i];
        QString part = keptBy(cat, p);
        // A two-answer blocker: either answer keeps the platform.
        for (std::size_t j = i + 1; j < e.provisos.size(); ++j) {
            if (p.either >= 0 && e.provisos[j].question == p.either &&
                e.provisos[j].either == p.question) {
                part = Text::tr("%1, or %2").arg(part, keptBy(cat, e.provisos[j]));
                done[j] = true;
            }
        }
        parts << part;
    }
    const QString platform = platformName(e.provisos.front().platform);
    return Text::tr("Provided that %1 (otherwise %2 is ruled out).")
        .arg(parts.join(QStringLiteral("; ")), platform);
}

QString answerNextQuestion(const Evaluation& e) {
    return e.answerNext && e.catalogue ? questionLabel(*e.catalogue, e.answerNext->question)
                                       : QString();
}

QString answerNextSentence(const Evaluation& e) {
    if (!e.answerNext || !e.catalogue) {
        return {};
    }
    QStringList names{verdictName(e.verdict)};
    for (Verdict v : {Verdict::Gpu, Verdict::Hybrid, Verdict::Tpu}) {
        if (v != e.verdict && e.answerNext->couldChangeTo[static_cast<int>(v)]) {
            names << verdictName(v);
        }
    }
    const QString between =
        names.size() == 2
            ? Text::tr("%1 and %2").arg(names[0], names[1])
            : Text::tr("%1, %2 and %3").arg(names.value(0), names.value(1), names.value(2));
    return Text::tr("Answer next: “%1” It decides between %2.").arg(answerNextQuestion(e), between);
}

QString soFarSentence(const Evaluation& e) {
    if (!e.soFar) {
        return {};
    }
    return Text::tr("An early reading, not a decision: only %1 of the importance is answered so "
                    "far.")
        .arg(percentText(e.confidence.answeredShare));
}

QString verdictReading(const Evaluation& e) {
    QStringList parts{verdictHeadline(e) + QLatin1Char('.')};
    for (const QString& s : {provisoSentence(e), soFarSentence(e), answerNextSentence(e)}) {
        if (!s.isEmpty()) {
            parts << s;
        }
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace accel
