// The factor table: every applicable question with its answer, weight,
// contribution, the reason behind the lean and where that reason comes from.

#include "model/QuestionCatalogue.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportSections.h"

namespace accel::report::sections {

Section factors(const Evaluation& e, SourceRefs& refs) {
    const QuestionCatalogue& cat = *e.catalogue;
    Section s{QLatin1String(kFactors), ReportText::tr("Factors"), {}};
    Block b;
    b.kind = Block::Kind::Table;
    b.table.header = {ReportText::tr("Question"),   ReportText::tr("Answer"),
                      ReportText::tr("Importance"), ReportText::tr("Contribution"),
                      ReportText::tr("Reason"),     ReportText::tr("Sources")};
    // The two figures take what their headers need (columnShares); the
    // question and its answer get the rest before the reason does.
    b.table.columnWidths = {2.6, 2.3, 0.5, 0.5, 4.6, 1.2};
    b.table.numericColumns = {2, 3};
    for (const FactorContribution& f : e.factors) {
        if (f.option < 0) {
            continue; // listed under "Unanswered questions"
        }
        b.table.rows << QStringList{
            questionLabel(cat, f.question),
            optionLabel(cat, f.question, f.option),
            importanceText(f.weight),
            signedNumber(f.contribution),
            QuestionCatalogue::text(cat.reasonFor(f.question, f.option, f.interaction)),
            refs.cite(cat.sourcesFor(f.question, f.option, f.interaction))};
    }
    if (b.table.rows.isEmpty()) {
        return s;
    }
    s.blocks.push_back(paragraph(ReportText::tr(
        "Contribution = importance \u00d7 lean. Negative numbers favour the GPU, positive numbers "
        "the TPU. Numbers in brackets refer to the list of sources at the end.")));
    s.blocks.push_back(b);
    return s;
}

} // namespace accel::report::sections
