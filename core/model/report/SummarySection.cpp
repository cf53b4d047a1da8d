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

Section summary(const Evaluation& e, const std::optional<CheapestFit>& cheapest) {
    Section s{QLatin1String(kSummary), ReportText::tr("Summary"), {}};

    // At a glance, as the result page shows it: the one reading
    // (VerdictWording) in a box with the verdict's mark and colour, so that
    // page 1 reads at a glance; then its conditions, conflicts, what the open
    // questions can do, what to answer next, the cheapest fit and the answers
    // that decided it.
    Block verdict;
    verdict.kind = Block::Kind::Verdict;
    verdict.items = {RichText{Span{verdictHeadline(e), {}, true}},
                     RichText{Span{verdictFigure(e) + QLatin1Char('.'), {}, false}}};
    s.blocks.push_back(verdict);
    if (!e.early()) {
        s.blocks.push_back(paragraph(confidenceCoverage(e)));
    }
    const QStringList conditions = verdictConditions(e);
    if (!conditions.isEmpty()) {
        s.blocks.push_back(paragraph(ReportText::tr("Holds only if:")));
        s.blocks.push_back(bullets(conditions));
    }
    for (const QString& conflict : conflictNotes(e)) {
        s.blocks.push_back(paragraph(conflict));
    }
    for (const QString& line : {openQuestionsSentence(e), answerNextSentence(e)}) {
        if (!line.isEmpty()) {
            s.blocks.push_back(paragraph(line));
        }
    }
    if (cheapest) {
        s.blocks.push_back(paragraph(cheapestFitText(*cheapest) + QLatin1Char('.')));
    }
    const QStringList decided = decidedByLines(e);
    if (!decided.isEmpty()) {
        s.blocks.push_back(paragraph(ReportText::tr("Decided by:")));
        s.blocks.push_back(bullets(decided));
    }
    s.blocks.push_back(paragraph(basisSentence(e)));

    // A split of work belongs to a hybrid verdict that the reading stands by.
    if (!e.split.empty() && e.reading == Reading::Decided) {
        Block split;
        split.kind = Block::Kind::BulletList;
        for (const WorkAssignment& w : e.split) {
            split.items << RichText{
                Span{labelledText(platformName(w.platform), QString()), {}, true},
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
        "times the question's importance. Bars left of zero favour the GPU, bars "
        "right of zero the TPU. Rows marked [blocker] switch a platform off entirely.")));
    return s;
}

} // namespace accel::report::sections
