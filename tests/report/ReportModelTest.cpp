// The report's content model: which sections appear, in which order, with
// what; QtCore only.

#include "ReportTestSupport.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportText.h"

#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace accel::test {
namespace {

QStringList sectionIds(const report::ReportDocument& doc) {
    QStringList ids;
    for (const report::Section& s : doc.sections) {
        ids << s.id;
    }
    return ids;
}

report::ReportDocument build(const Example& ex, report::ReportInputs inputs = {}) {
    inputs.applicationVersion = QStringLiteral("9.8.7");
    return report::buildReport(ex.profile, ex.evaluation, inputs);
}

const report::Table* firstTable(const report::Section* s) {
    if (!s) {
        return nullptr;
    }
    for (const report::Block& b : s->blocks) {
        if (b.kind == report::Block::Kind::Table) {
            return &b.table;
        }
    }
    return nullptr;
}

// Conclusions (verdict, blockers, what would change it, open questions) before the evidence.
TEST(ReportModel, FullProfileHasItsSectionsInReadingOrder) {
    const Example ex = loadExample(kFullTpu);
    ASSERT_TRUE(ex.evaluation.blockers.empty());
    const report::ReportDocument doc = build(ex);
    EXPECT_EQ(sectionIds(doc).join(QLatin1Char(' ')).toStdString(),
              "summary flips unanswered chart factors method answers sources");
    EXPECT_TRUE(doc.title.contains(ex.profile.name));
    EXPECT_EQ(doc.creator, QStringLiteral("Accelerator Advisor 9.8.7"));
    bool hasVersion = false;
    for (const report::Fact& f : doc.titleFacts) {
        hasVersion = hasVersion || f.value.contains(QStringLiteral("9.8.7"));
    }
    EXPECT_TRUE(hasVersion);
    for (const report::Section& s : doc.sections) {
        EXPECT_FALSE(s.isEmpty()) << s.id.toStdString();
    }
}

TEST(ReportModel, FactorTableHasOneRowPerAnsweredFactorAndCitesListedSources) {
    const Example ex = loadExample(kFullTpu);
    const report::ReportDocument doc = build(ex);
    const report::Table* factors = firstTable(doc.section(u"factors"));
    ASSERT_NE(factors, nullptr);
    EXPECT_EQ(factors->header.size(), 6);
    EXPECT_EQ(factors->rows.size(), static_cast<qsizetype>(ex.evaluation.factors.size()));

    // Every "[n]" in the table has an entry n in the Sources section.
    const report::Section* sources = doc.section(u"sources");
    ASSERT_NE(sources, nullptr);
    const qsizetype listed = sources->blocks.front().items.size();
    for (const QStringList& row : factors->rows) {
        const QString refs = row.last();
        EXPECT_FALSE(refs.isEmpty());
        for (const QString& ref : refs.split(QStringLiteral(", "))) {
            const int n = ref.mid(1, ref.size() - 2).toInt();
            EXPECT_GE(n, 1);
            EXPECT_LE(n, listed);
        }
    }
}

TEST(ReportModel, BlockersAppearOnlyWhenThereAreAny) {
    const report::ReportDocument blocked = build(loadExample(kBlockedGpu));
    const report::Section* blockers = blocked.section(u"blockers");
    ASSERT_NE(blockers, nullptr);
    EXPECT_FALSE(blockers->isEmpty());
    EXPECT_EQ(build(loadExample(kFullTpu)).section(u"blockers"), nullptr);
}

TEST(ReportModel, PartlyAnsweredListsOpenQuestionsAndAnswersAppendixShowsAll) {
    const Example ex = loadExample(kPartly);
    const report::ReportDocument doc = build(ex);
    const report::Table* open = firstTable(doc.section(u"unanswered"));
    ASSERT_NE(open, nullptr);
    EXPECT_EQ(open->rows.size(), static_cast<qsizetype>(ex.evaluation.unanswered.size()));
    const report::Table* answers = firstTable(doc.section(u"answers"));
    ASSERT_NE(answers, nullptr);
    EXPECT_EQ(answers->rows.size(), QuestionCatalogue::builtIn().questionCount());
    // An open question reads as everywhere else ("Not sure yet") in the appendix, never "does not
    // apply". Rows are found by the question as people read it: no internal ids in a report.
    for (const OpenQuestion& o : ex.evaluation.unanswered) {
        const QString label = questionLabel(QuestionCatalogue::builtIn(), o.question);
        int found = 0;
        for (const QStringList& row : answers->rows) {
            EXPECT_FALSE(row.contains(QuestionCatalogue::builtIn().question(o.question).id));
            if (row.at(1) == label) {
                ++found;
                EXPECT_EQ(row.at(2), unansweredText()) << label.toStdString();
            }
        }
        EXPECT_EQ(found, 1) << label.toStdString();
    }
    const report::Table* factors = firstTable(doc.section(u"factors"));
    ASSERT_NE(factors, nullptr);
    EXPECT_EQ(factors->rows.size(), 2); // only framework and hosting are answered
}

TEST(ReportModel, ExtraSectionsGoBeforeTheMethodAndEmptyOnesAreDropped) {
    report::ReportInputs inputs;
    report::Section sizing{QStringLiteral("sizing"), QStringLiteral("Workload sizing"), {}};
    sizing.blocks.push_back(
        report::Block{report::Block::Kind::Paragraph,
                      {report::RichText{report::Span{QStringLiteral("8 chips"), {}, false}}},
                      {},
                      {}});
    inputs.extraSections.push_back(sizing);
    inputs.extraSections.push_back(
        report::Section{QStringLiteral("empty"), QStringLiteral("x"), {}});
    const QStringList ids = sectionIds(build(loadExample(kFullHybrid), inputs));
    EXPECT_EQ(ids.indexOf(QStringLiteral("sizing")) + 1, ids.indexOf(QStringLiteral("method")));
    EXPECT_FALSE(ids.contains(QStringLiteral("empty")));
}

TEST(ReportModel, ChartBlockCarriesTheNumbersAsATable) {
    const Example ex = loadExample(kBlockedGpu);
    const report::ReportDocument doc = build(ex);
    const report::Section* chart = doc.section(u"chart");
    ASSERT_NE(chart, nullptr);
    ASSERT_EQ(chart->blocks.front().kind, report::Block::Kind::FactorChart);
    const auto answered = std::count_if(ex.evaluation.factors.begin(), ex.evaluation.factors.end(),
                                        [](const FactorContribution& f) { return f.option >= 0; });
    EXPECT_EQ(chart->blocks.front().table.rows.size(), static_cast<qsizetype>(answered));
}

// The factor table writes an importance as the window's factor table does
// ("2.00", importanceText), never "2.0" beside the window's "2.00".
TEST(ReportModel, FactorImportancesReadAsInTheWindow) {
    const Example ex = loadExample(kFullHybrid);
    const report::ReportDocument doc = build(ex); // the table lives as long as the document
    const report::Table* factors = firstTable(doc.section(u"factors"));
    ASSERT_NE(factors, nullptr);
    qsizetype row = 0;
    for (const FactorContribution& f : ex.evaluation.factors) {
        if (f.option < 0) {
            continue;
        }
        ASSERT_LT(row, factors->rows.size());
        EXPECT_EQ(factors->rows[row].value(2), numberText(f.weight, 2));
        ++row;
    }
    EXPECT_GT(row, 0);
}

// "[4], [1]" makes a reader search the list twice: every list of source
// numbers, in every table of every example's report, is in numeric order.
TEST(ReportModel, SourceNumbersAreListedInOrder) {
    static const QRegularExpression refList(QStringLiteral("^\\[\\d+\\](, \\[\\d+\\])+$"));
    int lists = 0;
    for (const char* file : {kFullHybrid, kBlockedGpu, kFullTpu, kPartly}) {
        const report::ReportDocument doc = build(loadExample(file));
        for (const report::Section& s : doc.sections) {
            for (const report::Block& b : s.blocks) {
                for (const QStringList& row : b.table.rows) {
                    for (const QString& cell : row) {
                        if (!refList.match(cell).hasMatch()) {
                            continue;
                        }
                        ++lists;
                        std::vector<int> numbers;
                        for (const QString& ref : cell.split(QStringLiteral(", "))) {
                            numbers.push_back(ref.mid(1, ref.size() - 2).toInt());
                        }
                        EXPECT_TRUE(std::is_sorted(numbers.begin(), numbers.end()))
                            << file << ": " << cell.toStdString();
                    }
                }
            }
        }
    }
    EXPECT_GT(lists, 0); // the examples cite more than one source in a row
}

} // namespace
} // namespace accel::test
