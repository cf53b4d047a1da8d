// The reference part of the report: how the verdict is computed, every
// answer, and the sources cited above.

#include "model/CatalogueText.h"
#include "model/ConfidenceBand.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportSections.h"
#include "model/text/NumberFormat.h"

#include <QLocale>

namespace accel::report::sections {

Section method(const Evaluation& e, SourceRefs& refs) {
    const QuestionCatalogue& cat = *e.catalogue;
    const HybridRule& hybrid = cat.hybridRule();
    Section s{QLatin1String(kMethod), ReportText::tr("How the verdict is computed"), {}};
    Block steps;
    steps.kind = Block::Kind::BulletList;
    steps.items
        << plain(ReportText::tr(
               "Every answer has a lean between −1 (strongly favours the GPU) and +1 "
               "(strongly favours the TPU), taken from the question catalogue with the "
               "reason and sources shown in the factor table."))
        << plain(
               ReportText::tr(
                   "Every question has an importance between %1 and %2; its contribution "
                   "is importance \u00d7 lean. The GPU score adds up the contributions that favour "
                   "the GPU, the TPU score those that favour the TPU.")
                   .arg(number(WeightSet::kMin, 0), number(WeightSet::kMax, 0)))
        << plain(ReportText::tr("Unanswered questions count as neutral (lean 0)."))
        << plain(ReportText::tr(
               "Hard constraints (blockers) make a platform unavailable; a blocked platform "
               "is never the verdict, whatever its score."))
        << plain(ReportText::tr(
                     "Hybrid (GPUs for experimentation, TPUs for the scaled runs) requires the TPU "
                     "to be available, both phases to be present in the answers, and the TPU's "
                     "normalised margin (TPU \u2212 GPU) / (TPU + GPU) to be at least %1. %2 "
                     "Sources: %3.")
                     .arg(number(hybrid.minNormalisedMargin, 2),
                          QuestionCatalogue::text(hybrid.explanation), refs.cite(hybrid.sources)))
        << plain(ReportText::tr(
               "Otherwise the higher score wins; on a tie the GPU is the default, because it "
               "runs the code as it is."))
        // The one description of the confidence (ConfidenceBand), as every view says it.
        << plain(ReportText::tr("%1 Random seed: %2. When another verdict's "
                                "share comes within 10 points of the verdict's own, the "
                                "verdict is headlined as too close to call.")
                     .arg(confidenceCoverage(e), QString::number(e.confidence.seed)))
        << plain(ReportText::tr(
               "What would change the verdict: every other option of every applicable "
               "question is tried on its own; the changes that give another verdict are "
               "listed."));
    s.blocks.push_back(steps);
    s.blocks.push_back(
        note(ReportText::tr("The leans and the default importance of each question are "
                            "judgement calls grounded in the cited sources; adjust the "
                            "importance in the wizard to match your priorities.")));
    return s;
}

Section answers(const Evaluation& e) {
    const QuestionCatalogue& cat = *e.catalogue;
    Section s{QLatin1String(kAnswers), ReportText::tr("Appendix: all answers"), {}};
    // Answered and applicable questions are the factors; applicable open
    // ones are listed as unanswered; the rest do not apply to these answers.
    std::vector<int> shown(static_cast<std::size_t>(cat.questionCount()), -2);
    for (const FactorContribution& f : e.factors) {
        shown[static_cast<std::size_t>(f.question)] = f.option;
    }
    for (const OpenQuestion& o : e.unanswered) {
        shown[static_cast<std::size_t>(o.question)] = AnswerSet::kUnanswered;
    }
    Block b;
    b.kind = Block::Kind::Table;
    // Ids are for files and the command line; people read the questions.
    b.table.header = {ReportText::tr("Step"), ReportText::tr("Question"), ReportText::tr("Answer"),
                      ReportText::tr("Importance")};
    b.table.columnWidths = {2.0, 3.5, 3.5, 0.9};
    b.table.numericColumns = {3};
    for (int q = 0; q < cat.questionCount(); ++q) {
        const QuestionSpec& spec = cat.question(q);
        const int step = cat.stepIndex(spec.step);
        const QString stepTitle =
            step < 0 ? QString()
                     : QuestionCatalogue::text(cat.steps()[static_cast<std::size_t>(step)].title);
        const int option = shown[static_cast<std::size_t>(q)];
        const QString answer = option == -2 ? ReportText::tr("does not apply to these answers")
                                            : optionLabel(cat, q, option);
        const double weight = q < e.weights.size() ? e.weights.weight(q) : spec.defaultWeight;
        b.table.rows << QStringList{stepTitle, questionLabel(cat, q), answer,
                                    importanceText(weight)};
    }
    if (!b.table.rows.isEmpty()) {
        s.blocks.push_back(b);
    }
    return s;
}

Section sources(const SourceRefs& refs) {
    const QuestionCatalogue& cat = refs.catalogue();
    Section s{QLatin1String(kSources), ReportText::tr("Sources"), {}};
    if (refs.cited().isEmpty()) {
        return s;
    }
    Block list;
    list.kind = Block::Kind::BulletList;
    int n = 0;
    for (const QString& id : refs.cited()) {
        const Source* src = cat.source(id);
        ++n;
        // Publisher, title and date: a reader can find it; a file name they cannot.
        RichText item{Span{QStringLiteral("[%1] ").arg(n), {}, true},
                      Span{withFullStop(QuestionCatalogue::text(src->title)), {}, false},
                      //: After a source's title in the report: its publisher and date.
                      Span{QLatin1Char(' ') + ReportText::tr("%1, %2.").arg(publisherText(*src),
                                                                            dateText(src->date)),
                           {},
                           false}};
        if (!src->url.isEmpty()) {
            item << Span{QStringLiteral(" "), {}, false} << Span{src->url, src->url, false};
        }
        list.items << item;
    }
    s.blocks.push_back(list);
    return s;
}

} // namespace accel::report::sections
