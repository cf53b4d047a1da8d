#include "model/VerdictWording.h"

#include "model/CatalogueText.h"
#include "model/ConfidenceBand.h"
#include "model/Engine.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>

namespace accel {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VerdictWording)
};

// "GPU", "GPU or TPU", "GPU, Hybrid (GPU and TPU) or TPU".
QString eitherOf(const QStringList& names) {
    if (names.size() <= 1) {
        return names.value(0);
    }
    return Text::tr("%1 or %2")
        .arg(names.mid(0, names.size() - 1).join(Text::tr(", ")), names.last());
}

} // namespace

QString readingHeadline(Reading reading, Verdict verdict,
                        const std::optional<std::array<Verdict, 2>>& between) {
    switch (reading) {
    case Reading::Early:
        return Text::tr("Not enough answers yet");
    case Reading::TooClose:
        if (between) {
            return Text::tr("Too close to call: %1 or %2")
                .arg(verdictName((*between)[0]), verdictName((*between)[1]));
        }
        break;
    case Reading::Decided:
        break;
    }
    return verdictName(verdict);
}

QString verdictHeadline(const Evaluation& e) {
    return readingHeadline(e.reading, e.verdict, e.tooClose);
}

QString verdictFigure(const Evaluation& e) {
    const auto share = [&e](Verdict v) { return e.confidence.shares[static_cast<int>(v)]; };
    switch (e.reading) {
    case Reading::Early:
        return Text::tr("Your answers so far lean to %1").arg(verdictName(e.verdict));
    case Reading::TooClose: {
        // The larger share first.
        Verdict a = (*e.tooClose)[0];
        Verdict b = (*e.tooClose)[1];
        if (share(b) > share(a)) {
            std::swap(a, b);
        }
        return Text::tr("%1 in %2 of plausible cases, %3 in %4")
            .arg(verdictName(a), percentText(share(a)), verdictName(b), percentText(share(b)));
    }
    case Reading::Decided:
        break;
    }
    return Text::tr("Holds in %1 of plausible cases (%2)")
        .arg(percentText(e.confidence.sameVerdict),
             confidenceBandPhrase(confidenceBand(e.confidence.sameVerdict)));
}

QStringList verdictConditions(const Evaluation& e) {
    QStringList lines;
    if (!e.catalogue) {
        return lines;
    }
    for (const Proviso& p : e.provisos) {
        const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(p.rule)];
        const QString line = QuestionCatalogue::text(rule.keeps);
        if (!lines.contains(line)) {
            lines << line;
        }
    }
    return lines;
}

QStringList conflictNotes(const Evaluation& e) {
    QStringList lines;
    for (const Conflict& c : e.conflicts) {
        lines << QuestionCatalogue::text(
            e.catalogue->conflicts()[static_cast<std::size_t>(c.rule)].note);
    }
    return lines;
}

QString openQuestionsSentence(const Evaluation& e) {
    if (e.unanswered.empty()) {
        return {};
    }
    QStringList others;
    for (const Verdict v : {Verdict::Gpu, Verdict::Hybrid, Verdict::Tpu}) {
        if (v != e.verdict && e.canReach(v)) {
            others << verdictName(v);
        }
    }
    // One open question reads "the open question": the count picks the form.
    const int open = static_cast<int>(e.unanswered.size());
    if (others.isEmpty()) {
        return Text::tr("However the open questions are answered, the verdict stays %1.", nullptr,
                        open)
            .arg(verdictName(e.verdict));
    }
    return Text::tr("Answering the open questions could also give %1.", nullptr, open)
        .arg(eitherOf(others));
}

QString answerNextQuestion(const Evaluation& e) {
    return e.answerNext && e.catalogue ? questionLabel(*e.catalogue, e.answerNext->question)
                                       : QString();
}

QString answerNextSentence(const Evaluation& e) {
    if (!e.answerNext || !e.catalogue) {
        return {};
    }
    QStringList names;
    for (const Verdict v : {Verdict::Gpu, Verdict::Hybrid, Verdict::Tpu}) {
        if (v != e.verdict && e.answerNext->couldChangeTo[static_cast<int>(v)]) {
            names << verdictName(v);
        }
    }
    // The question sits inside the sentence: a label ending in "?" then needs
    // no full stop of its own after the closing quote.
    return Text::tr("Answer “%1” next: on its own it can change the verdict to %2.")
        .arg(answerNextQuestion(e), eitherOf(names));
}

QString verdictReading(const Evaluation& e) {
    QStringList parts{verdictHeadline(e) + QLatin1Char('.'), verdictFigure(e) + QLatin1Char('.')};
    const QStringList conditions = verdictConditions(e);
    if (!conditions.isEmpty()) {
        parts << Text::tr("Holds only if: %1.").arg(conditions.join(Text::tr("; ")));
    }
    parts << conflictNotes(e);
    for (const QString& s : {openQuestionsSentence(e), answerNextSentence(e)}) {
        if (!s.isEmpty()) {
            parts << s;
        }
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace accel
