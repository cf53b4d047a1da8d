#include "render/TextSummary.h"

#include "model/CatalogueText.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictReason.h"
#include "model/VerdictWording.h"
#include "model/report/VerdictGlance.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace accel::render {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TextSummary)
};

// Short names for the text layer's formats (NumberFormat.h, CatalogueText.h).
QString signedNumber(double v) {
    return signedNumberText(v);
}

QString favoursName(double contribution) {
    if (contribution < 0) {
        return Text::tr("favours GPU");
    }
    return contribution > 0 ? Text::tr("favours TPU") : Text::tr("neutral");
}

const QString kIndent = QStringLiteral("  ");

void writeTitle(QTextStream& out, const TextSummaryOptions& options) {
    if (options.title.isEmpty() && options.file.isEmpty()) {
        return;
    }
    out << (options.title.isEmpty() ? Text::tr("(unnamed profile)") : options.title);
    if (!options.file.isEmpty()) {
        out << QStringLiteral("  [") << options.file << QLatin1Char(']');
    }
    out << '\n';
}

// The one reading (VerdictWording), as the verdict card shows it.
void writeReading(QTextStream& out, const Evaluation& e) {
    out << Text::tr("Verdict: %1").arg(verdictHeadline(e)) << '\n';
    out << kIndent << verdictFigure(e) << '\n';
    const QStringList conditions = verdictConditions(e);
    if (!conditions.isEmpty()) {
        out << kIndent << Text::tr("Holds only if:") << '\n';
        for (const QString& line : conditions) {
            out << kIndent << kIndent << line << '\n';
        }
    }
    for (const QString& line : conflictNotes(e)) {
        out << kIndent << Text::tr("Check: %1").arg(line) << '\n';
    }
    if (const QString next = answerNextSentence(e); !next.isEmpty()) {
        out << kIndent << next << '\n';
    }
    out << Text::tr("Why: %1").arg(basisSentence(e)) << '\n';
    if (!e.early()) {
        out << kIndent << confidenceCoverage(e) << '\n';
    }
    const QStringList decided = decidedByLines(e);
    if (!decided.isEmpty()) {
        out << Text::tr("Decided by:") << '\n';
        for (const QString& line : decided) {
            out << kIndent << line << '\n';
        }
    }
}

void writeSplitAndBlockers(QTextStream& out, const Evaluation& e) {
    if (!e.split.empty() && e.reading == Reading::Decided) {
        out << '\n' << Text::tr("Split of work:") << '\n';
        for (const WorkAssignment& w : e.split) {
            out << kIndent
                << labelledText(platformName(w.platform), QuestionCatalogue::text(w.work)) << '\n';
        }
    }
    if (!e.blockers.empty()) {
        out << '\n' << Text::tr("Blockers:") << '\n';
        for (const Blocker& b : e.blockers) {
            const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(b.rule)];
            out << kIndent
                << Text::tr("%1 unavailable. %2")
                       .arg(platformName(b.platform), QuestionCatalogue::text(rule.reason))
                << '\n';
        }
    }
}

void writeTopFactors(QTextStream& out, const Evaluation& e, int most) {
    const QuestionCatalogue& cat = *e.catalogue;
    std::vector<FactorContribution> top = e.factors;
    std::stable_sort(top.begin(), top.end(), [](const auto& a, const auto& b) {
        return std::abs(a.contribution) > std::abs(b.contribution);
    });
    if (top.empty()) {
        return;
    }
    out << '\n' << Text::tr("Top factors:") << '\n';
    const int shown = std::min<int>(most, static_cast<int>(top.size()));
    for (int i = 0; i < shown; ++i) {
        const FactorContribution& f = top[static_cast<std::size_t>(i)];
        out << kIndent << signedNumber(f.contribution) << QStringLiteral("  ")
            << labelledText(questionLabel(cat, f.question), optionLabel(cat, f.question, f.option))
            << QStringLiteral(" (") << favoursName(f.contribution) << QStringLiteral(")\n")
            << kIndent << kIndent
            << QuestionCatalogue::text(cat.reasonFor(f.question, f.option, f.interaction))
            << QStringLiteral(" [")
            << sourceNames(cat, cat.sourcesFor(f.question, f.option, f.interaction))
            << QStringLiteral("]\n");
    }
    out << kIndent
        << Text::tr("Weighted scores: GPU %1, TPU %2")
               .arg(QLocale().toString(e.gpuScore, 'f', 2), QLocale().toString(e.tpuScore, 'f', 2))
        << '\n';
}

void writeFlips(QTextStream& out, const Evaluation& e, int most) {
    const QuestionCatalogue& cat = *e.catalogue;
    out << '\n' << Text::tr("What would change the verdict:") << '\n';
    if (e.flips.empty()) {
        out << kIndent << Text::tr("no single answer change alters it.") << '\n';
        return;
    }
    const int shown = std::min<int>(most, static_cast<int>(e.flips.size()));
    for (int i = 0; i < shown; ++i) {
        const Flip& f = e.flips[static_cast<std::size_t>(i)];
        out << kIndent
            //: An answer change that flips the verdict: answer now, other answer, the
            //: verdict it gives.
            << labelledText(questionLabel(cat, f.question),
                            Text::tr("%1 \u2192 %2 gives %3")
                                .arg(optionLabel(cat, f.question, f.fromOption),
                                     optionLabel(cat, f.question, f.toOption),
                                     verdictName(f.newVerdict)))
            << '\n';
    }
    if (static_cast<int>(e.flips.size()) > shown) {
        out << kIndent
            << Text::tr("\u2026 and %Ln more (see --format json)", nullptr,
                        static_cast<int>(e.flips.size()) - shown)
            << '\n';
    }
}

// What the open questions can do: the same analysis as every view's.
void writeOpenQuestions(QTextStream& out, const Evaluation& e) {
    if (e.unanswered.empty()) {
        return;
    }
    const QuestionCatalogue& cat = *e.catalogue;
    out << '\n'
        << Text::tr("%Ln question(s) left open. %1", nullptr, static_cast<int>(e.unanswered.size()))
               .arg(openQuestionsSentence(e))
        << '\n';
    for (const OpenQuestion& o : e.unanswered) {
        out << kIndent << questionLabel(cat, o.question) << QStringLiteral(" (")
            << cat.question(o.question).id << QStringLiteral(")");
        if (o.couldChangeVerdict) {
            out << QStringLiteral(" \u2013 ") << Text::tr("on its own can change the verdict");
        }
        out << '\n';
    }
}

} // namespace

QString textSummary(const Evaluation& e, const TextSummaryOptions& options) {
    QString text;
    QTextStream out(&text);
    writeTitle(out, options);
    writeReading(out, e);
    writeSplitAndBlockers(out, e);
    writeTopFactors(out, e, options.topFactors);
    writeFlips(out, e, options.maxFlips);
    writeOpenQuestions(out, e);
    out.flush();
    return text;
}

} // namespace accel::render
