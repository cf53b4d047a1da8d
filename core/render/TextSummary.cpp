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
QString percent(double share) {
    return percentText(share);
}

QString signedNumber(double v) {
    return signedNumberText(v);
}

QString favoursName(double contribution) {
    if (contribution < 0) {
        return Text::tr("favours GPU");
    }
    return contribution > 0 ? Text::tr("favours TPU") : Text::tr("neutral");
}

} // namespace

QString textSummary(const Evaluation& e, const TextSummaryOptions& options) {
    const QuestionCatalogue& cat = *e.catalogue;
    QString text;
    QTextStream out(&text);
    const QString indent = QStringLiteral("  ");

    if (!options.title.isEmpty() || !options.file.isEmpty()) {
        out << (options.title.isEmpty() ? Text::tr("(unnamed profile)") : options.title);
        if (!options.file.isEmpty()) {
            out << QStringLiteral("  [") << options.file << QLatin1Char(']');
        }
        out << '\n';
    }
    out << Text::tr("Verdict: %1").arg(verdictHeadline(e)) << '\n';
    // Feasibility, then the early-reading warning, then what to answer next.
    for (const QString& line : {provisoSentence(e), soFarSentence(e), answerNextSentence(e)}) {
        if (!line.isEmpty()) {
            out << indent << line << '\n';
        }
    }
    // As the verdict card and the report say it: "robust (91%)".
    out << Text::tr("Confidence: %1").arg(confidenceGlance(e)) << '\n'
        << indent << confidenceCoverage(e) << '\n';
    out << Text::tr("Scores: GPU %1, TPU %2 (TPU share %3)")
               .arg(QLocale().toString(e.gpuScore, 'f', 2), QLocale().toString(e.tpuScore, 'f', 2),
                    percent((e.normalisedMargin + 1.0) / 2.0))
        << '\n';

    switch (e.basis) {
    case VerdictBasis::Blocked:
        out << Text::tr("Why: the other platform is blocked by a hard constraint.") << '\n';
        break;
    case VerdictBasis::BothBlocked:
        out << Text::tr(
                   "Why: both platforms are blocked; the higher score is shown, but no platform "
                   "fits these answers.")
            << '\n';
        break;
    case VerdictBasis::HybridRule:
        out << Text::tr("Why: %1").arg(hybridReason(e)) << '\n';
        break;
    case VerdictBasis::Margin:
        out << Text::tr("Why: the weighted answers favour %1.").arg(verdictName(e.verdict)) << '\n';
        break;
    case VerdictBasis::TieGpuDefault:
        out << Text::tr("Why: the answers do not favour either platform; the GPU is the default "
                        "(%1).")
                   .arg(sourceNames(cat, {QStringLiteral("000_cd562042387fa89b.txt")}))
            << '\n';
        break;
    }

    if (!e.split.empty()) {
        out << '\n' << Text::tr("Split of work:") << '\n';
        for (const WorkAssignment& w : e.split) {
            out << indent << platformName(w.platform) << QStringLiteral(": ")
                << QuestionCatalogue::text(w.work) << '\n';
        }
    }

    if (!e.blockers.empty()) {
        out << '\n' << Text::tr("Blockers:") << '\n';
        for (const Blocker& b : e.blockers) {
            const BlockerRule& rule = cat.blockers()[static_cast<std::size_t>(b.rule)];
            out << indent
                << Text::tr("%1 unavailable: %2")
                       .arg(platformName(b.platform), QuestionCatalogue::text(rule.reason))
                << '\n';
        }
    }

    std::vector<FactorContribution> top = e.factors;
    std::stable_sort(top.begin(), top.end(), [](const auto& a, const auto& b) {
        return std::abs(a.contribution) > std::abs(b.contribution);
    });
    if (!top.empty()) {
        out << '\n' << Text::tr("Top factors:") << '\n';
        const int shown = std::min<int>(options.topFactors, static_cast<int>(top.size()));
        for (int i = 0; i < shown; ++i) {
            const FactorContribution& f = top[static_cast<std::size_t>(i)];
            out << indent << signedNumber(f.contribution) << QStringLiteral("  ")
                << questionLabel(cat, f.question) << QStringLiteral(": ")
                << optionLabel(cat, f.question, f.option) << QStringLiteral(" (")
                << favoursName(f.contribution) << QStringLiteral(")\n") << indent << indent
                << QuestionCatalogue::text(cat.reasonFor(f.question, f.option, f.interaction))
                << QStringLiteral(" [")
                << sourceNames(cat, cat.sourcesFor(f.question, f.option, f.interaction))
                << QStringLiteral("]\n");
        }
    }

    out << '\n' << Text::tr("What would change the verdict:") << '\n';
    if (e.flips.empty()) {
        out << indent << Text::tr("no single answer change alters it.") << '\n';
    } else {
        const int shown = std::min<int>(options.maxFlips, static_cast<int>(e.flips.size()));
        for (int i = 0; i < shown; ++i) {
            const Flip& f = e.flips[static_cast<std::size_t>(i)];
            out << indent
                << Text::tr("%1: %2 -> %3 gives %4")
                       .arg(questionLabel(cat, f.question),
                            optionLabel(cat, f.question, f.fromOption),
                            optionLabel(cat, f.question, f.toOption), verdictName(f.newVerdict))
                << '\n';
        }
        if (static_cast<int>(e.flips.size()) > shown) {
            out << indent
                << Text::tr("... and %1 more (see --format json)").arg(e.flips.size() - shown)
                << '\n';
        }
    }

    if (!e.unanswered.empty()) {
        const auto open = std::count_if(e.unanswered.begin(), e.unanswered.end(),
                                        [](const OpenQuestion& o) { return o.couldChangeVerdict; });
        out << '\n'
            << Text::tr("Open questions: %1. Alone, %2 of them could change the verdict.")
                   .arg(e.unanswered.size())
                   .arg(open)
            << '\n';
        const auto& range = e.openRange;
        if (range.mostGpuVerdict != e.verdict || range.mostTpuVerdict != e.verdict) {
            out << Text::tr(
                       "Answered together, they could still change the verdict (TPU share from "
                       "%1 to %2).")
                       .arg(percent((range.mostGpuMargin + 1.0) / 2.0),
                            percent((range.mostTpuMargin + 1.0) / 2.0))
                << '\n';
        } else {
            out << Text::tr("Even answered together, they cannot change the verdict.") << '\n';
        }
        for (const OpenQuestion& o : e.unanswered) {
            out << indent << questionLabel(cat, o.question) << QStringLiteral(" (")
                << cat.question(o.question).id << QStringLiteral(")");
            if (o.couldChangeVerdict) {
                out << QStringLiteral(" - ") << Text::tr("could change the verdict");
            }
            out << '\n';
        }
    }
    out.flush();
    return text;
}

} // namespace accel::render
