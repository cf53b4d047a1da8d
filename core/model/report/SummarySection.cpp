// The first page a meeting sees: verdict, confidence, why, and the chart.

#include "model/ConfidenceBand.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictReason.h"
#include "model/VerdictWording.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportSections.h"
#include "model/report/VerdictGlance.h"

#include <QLocale>

namespace accel::report::sections {

namespace {

QString basisSentence(const Evaluation& e) {
    switch (e.basis) {
    case VerdictBasis::Blocked:
        return ReportText::tr(
                   "A hard constraint rules out the other platform, so %1 is the only option "
                   "(see Blockers).")
            .arg(verdictName(e.verdict));
    case VerdictBasis::BothBlocked:
        return ReportText::tr(
            "Hard constraints rule out both platforms; the verdict shows the higher score, "
            "but no platform fits these answers as they stand (see Blockers).");
    case VerdictBasis::HybridRule:
        return hybridReason(e);
    case VerdictBasis::Margin:
        return ReportText::tr("The weighted answers favour %1.").arg(verdictName(e.verdict));
    case VerdictBasis::TieGpuDefault:
        return ReportText::tr(
            "The answers favour neither platform, and the GPU is the default when nothing "
            "argues for a TPU.");
    }
    return {};
}

} // namespace

Section summary(const Evaluation& e, const std::optional<CheapestFit>& cheapest) {
    Section s{QLatin1String(kSummary), ReportText::tr("Summary"), {}};

    // At a glance, as the result page shows it: the verdict, how sure, the
    // cheapest configuration that fits, and the answers that decided it.
    // An early or too-close reading is headlined as such (VerdictWording), then
    // the provisos, the early-reading warning and what to answer next.
    const QString headline = e.soFar || e.tooClose
                                 ? verdictHeadline(e)
                                 : ReportText::tr("Recommendation: %1").arg(verdictName(e.verdict));
    // Headline and confidence as the window's verdict card shows them: in a
    // box with the verdict's mark and colour, so that page 1 reads at a glance.
    Block verdict;
    verdict.kind = Block::Kind::Verdict;
    verdict.items = {
        RichText{Span{headline, {}, true}},
        RichText{Span{ReportText::tr("Confidence: %1.").arg(confidenceGlance(e)), {}, false}}};
    s.blocks.push_back(verdict);
    // What the confidence figure means, once, below the box (the card's tooltip).
    s.blocks.push_back(paragraph(confidenceCoverage(e)));
    for (const QString& line : {provisoSentence(e), soFarSentence(e), answerNextSentence(e)}) {
        if (!line.isEmpty()) {
            s.blocks.push_back(paragraph(line));
        }
    }
    if (cheapest) {
        s.blocks.push_back(paragraph(cheapestFitText(*cheapest) + QLatin1Char('.')));
    }
    const std::vector<DecidingAnswer> deciding = decidingAnswers(e);
    if (!deciding.empty()) {
        QStringList parts;
        for (const DecidingAnswer& d : deciding) {
            parts << decidingAnswerText(e, d);
        }
        s.blocks.push_back(
            paragraph(ReportText::tr("Decided by: %1.").arg(parts.join(QStringLiteral("; ")))));
    }
    s.blocks.push_back(
        paragraph(ReportText::tr("Scores: GPU %1, TPU %2; the TPU holds %3 of the total.")
                      .arg(number(e.gpuScore, 2), number(e.tpuScore, 2),
                           percent((e.normalisedMargin + 1.0) / 2.0))));

    QString why = basisSentence(e);
    if (!e.unanswered.empty()) {
        const int open = static_cast<int>(e.unanswered.size());
        why +=
            QLatin1Char(' ') +
            (open == 1 ? ReportText::tr("One question is still open (see Unanswered questions).")
                       : ReportText::tr("%n questions are still open (see Unanswered questions).",
                                        nullptr, open));
    }
    s.blocks.push_back(paragraph(why));

    if (!e.split.empty()) {
        Block split;
        split.kind = Block::Kind::BulletList;
        for (const WorkAssignment& w : e.split) {
            split.items << RichText{Span{platformName(w.platform) + QStringLiteral(": "), {}, true},
                                    Span{QuestionCatalogue::text(w.work), {}, false}};
        }
        s.blocks.push_back(paragraph(ReportText::tr("How to split the work:")));
        s.blocks.push_back(split);
    }
    return s;
}

Section chart(const Evaluation& e) {
    Section s{QLatin1String(kChart), ReportText::tr("Factor chart"), {}};
    Block b;
    b.kind = Block::Kind::FactorChart;
    b.table.header = {ReportText::tr("Factor"), ReportText::tr("Contribution"),
                      ReportText::tr("Favours")};
    b.table.columnWidths = {3.0, 1.0, 1.0};
    b.table.numericColumns = {1};
    for (const FactorContribution& f : e.factors) {
        if (f.option < 0) {
            continue;
        }
        const QString favours = f.favours() == Favours::Gpu
                                    ? platformName(Platform::Gpu)
                                    : (f.favours() == Favours::Tpu ? platformName(Platform::Tpu)
                                                                   : ReportText::tr("neither"));
        b.table.rows << QStringList{questionLabel(*e.catalogue, f.question),
                                    signedNumber(f.contribution), favours};
    }
    if (b.table.rows.isEmpty()) {
        return s;
    }
    s.blocks.push_back(b);
    s.blocks.push_back(note(ReportText::tr(
        "Each bar is the answer's lean (from −1, strongly GPU, to +1, strongly TPU) "
        "times the question's importance weight. Bars left of zero favour the GPU, bars "
        "right of zero the TPU. Rows marked [blocker] switch a platform off entirely.")));
    return s;
}

} // namespace accel::report::sections
