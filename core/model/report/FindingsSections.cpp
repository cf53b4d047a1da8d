// What limits the verdict: blockers, the answer changes that would flip it,
// and the questions still open.

#include "model/QuestionCatalogue.h"
#include "model/VerdictWording.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportSections.h"

#include <algorithm>

namespace accel::report::sections {

namespace {

QString triggeringAnswers(const Evaluation& e, const BlockerRule& rule) {
    QStringList answers;
    for (const Condition& c : rule.when) {
        if (c.questionIndex >= 0) {
            answers << ReportText::tr("%1: %2").arg(
                questionLabel(*e.catalogue, c.questionIndex),
                optionLabel(*e.catalogue, c.questionIndex, e.answers.option(c.questionIndex)));
        }
    }
    return clauseListText(answers);
}

} // namespace

Section blockers(const Evaluation& e, SourceRefs& refs) {
    Section s{QLatin1String(kBlockers), ReportText::tr("Blockers"), {}};
    if (e.blockers.empty()) {
        return s;
    }
    s.blocks.push_back(
        paragraph(ReportText::tr("These answers make a platform unavailable. A blocked "
                                 "platform is never the verdict, whatever its score.")));
    Block list;
    list.kind = Block::Kind::BulletList;
    for (const Blocker& b : e.blockers) {
        const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(b.rule)];
        list.items << RichText{
            Span{ReportText::tr("%1 unavailable. ").arg(platformName(b.platform)), {}, true},
            Span{ReportText::tr("%1 Because of: %2. Sources: %3.")
                     .arg(QuestionCatalogue::text(rule.reason), triggeringAnswers(e, rule),
                          refs.cite(rule.sources)),
                 {},
                 false}};
    }
    s.blocks.push_back(list);
    return s;
}

Section flips(const Evaluation& e) {
    const QuestionCatalogue& cat = *e.catalogue;
    Section s{QLatin1String(kFlips), ReportText::tr("What would change the verdict"), {}};
    if (e.flips.empty()) {
        // Still worth a sentence: "nothing small changes it" is a finding.
        s.blocks.push_back(
            paragraph(ReportText::tr("No single answer change alters the verdict.")));
        return s;
    }
    s.blocks.push_back(paragraph(
        ReportText::tr("Each row is one answer change that, on its own, gives a different verdict; "
                       "the smallest changes come first.")));
    Block b;
    b.kind = Block::Kind::Table;
    b.table.header = {ReportText::tr("Question"), ReportText::tr("Current answer"),
                      ReportText::tr("Changed to"), ReportText::tr("New verdict")};
    b.table.columnWidths = {2.0, 2.2, 2.2, 1.6};
    for (const Flip& f : e.flips) {
        b.table.rows << QStringList{
            questionLabel(cat, f.question), optionLabel(cat, f.question, f.fromOption),
            optionLabel(cat, f.question, f.toOption), verdictName(f.newVerdict)};
    }
    s.blocks.push_back(b);
    return s;
}

Section unanswered(const Evaluation& e) {
    const QuestionCatalogue& cat = *e.catalogue;
    Section s{QLatin1String(kUnanswered), ReportText::tr("Unanswered questions"), {}};
    if (e.unanswered.empty()) {
        return s;
    }
    const int open = static_cast<int>(e.unanswered.size());
    const QString text =
        (open == 1
             ? ReportText::tr("One question was left open; the engine counts it as neutral.")
             : ReportText::tr("%Ln questions were left open; the engine counts them as neutral.",
                              nullptr, open)) +
        QLatin1Char(' ') + openQuestionsSentence(e);
    s.blocks.push_back(paragraph(text));

    Block b;
    b.kind = Block::Kind::Table;
    b.table.header = {ReportText::tr("Question"),
                      ReportText::tr("Alone, could change the verdict")};
    b.table.columnWidths = {3.0, 2.0};
    for (const OpenQuestion& o : e.unanswered) {
        b.table.rows << QStringList{questionLabel(cat, o.question), o.couldChangeVerdict
                                                                        ? ReportText::tr("yes")
                                                                        : ReportText::tr("no")};
    }
    s.blocks.push_back(b);
    return s;
}

} // namespace accel::report::sections
