// The workload sizing section of the report model: present only with a
// workload, placed before the method, the candidate table with every
// accelerator (blocked ones unavailable with the reason) and every assumption.

#include "model/report/SizingSection.h"

#include "ReportTestSupport.h"
#include "model/cost/CostData.h"
#include "model/cost/CostModel.h"
#include "model/report/CandidateTable.h"
#include "model/report/ProfileFigures.h"
#include "model/report/ReportBuilder.h"
#include "model/report/SizingGlance.h"
#include "model/sizing/AcceleratorData.h"

#include <QRegularExpression>

#include <algorithm>

namespace accel::test {
namespace {

const QDate kToday(2025, 6, 1);

report::ReportDocument reportWithSizing(const Example& ex) {
    report::FigureOptions options;
    options.today = kToday;
    return report::reportOf(
        report::figuresOf(ex.profile, ex.evaluation, sizing::AcceleratorData::bundled(), options),
        QString(), QStringLiteral("0.1.0"));
}

const report::Table* candidateTable(const report::Section& s) {
    for (const report::Block& b : s.blocks) {
        if (b.kind == report::Block::Kind::Table) {
            return &b.table;
        }
    }
    return nullptr;
}

QString allText(const report::Section& s) {
    QString text;
    for (const report::Block& b : s.blocks) {
        for (const report::RichText& item : b.items) {
            for (const report::Span& span : item) {
                text += span.text + QLatin1Char('\n');
            }
        }
        text += b.table.header.join(QLatin1Char('|')) + QLatin1Char('\n');
        for (const QStringList& row : b.table.rows) {
            text += row.join(QLatin1Char('|')) + QLatin1Char('\n');
        }
    }
    return text;
}

int indexOf(const report::ReportDocument& doc, const char* id) {
    for (std::size_t i = 0; i < doc.sections.size(); ++i) {
        if (doc.sections[i].id == QLatin1String(id)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

} // namespace

TEST(SizingSection, AppearsBeforeTheMethodWhenTheProfileHasAWorkload) {
    const report::ReportDocument doc = reportWithSizing(loadExample(kFullHybrid));
    const int sizing = indexOf(doc, report::kSizing);
    ASSERT_GE(sizing, 0);
    EXPECT_LT(sizing, indexOf(doc, report::kMethod));
    EXPECT_EQ(doc.sections[static_cast<std::size_t>(sizing)].title,
              QStringLiteral("Workload sizing and cost"));
}

TEST(SizingSection, AbsentWithoutAWorkload) {
    const Example partly = loadExample(kPartly);
    ASSERT_FALSE(partly.profile.workload.has_value());
    const report::ProfileFigures figures =
        report::figuresOf(partly.profile, partly.evaluation, sizing::AcceleratorData::bundled());
    EXPECT_TRUE(figures.extraSections.empty());
    EXPECT_FALSE(figures.cheapest.has_value());
    EXPECT_FALSE(figures.bill.has_value());
    EXPECT_EQ(indexOf(reportWithSizing(partly), report::kSizing), -1);
}

TEST(SizingSection, TableHasEveryAcceleratorWithChipsTimeCostFitAndPrice) {
    const Example ex = loadExample(kFullHybrid);
    const report::Section s = report::sizingSection(*ex.profile.workload, ex.evaluation,
                                                    sizing::AcceleratorData::bundled(), kToday);
    const report::Table* table = candidateTable(s);
    ASSERT_TRUE(table);
    EXPECT_EQ(table->rows.size(),
              static_cast<qsizetype>(sizing::AcceleratorData::bundled().accelerators().size()));
    // In the order of Step 7's table (SizingTable).
    QStringList columns;
    for (const char* column : {"Accelerator", "Chips", "Fits", "Time", "Cost", "MFU",
                               "$ per chip-hour", "Price source", "Status"}) {
        columns << QString::fromLatin1(column);
    }
    EXPECT_EQ(table->header, columns);
    // The first row is the cheapest that fits: a real estimate with a priced cost.
    const QStringList& best = table->rows.first();
    EXPECT_TRUE(best[4].startsWith(QLatin1Char('$'))) << best.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(best[2], QStringLiteral("yes"));
    EXPECT_EQ(best[8], QStringLiteral("available"));
    // The range's unit once: "$12,800 ($9,740–18,600)", "24.7 days (18.8–35.8 days)".
    EXPECT_EQ(best[3].count(QStringLiteral("days")), 2) << best[3].toStdString();
    EXPECT_EQ(best[4].count(QLatin1Char('$')), 2) << best[4].toStdString();
    // The price's age in words: "today", "one day old", "N days old" (with
    // no-break spaces: one unit on one line), or the date alone when it is
    // after the report's day (kToday); in its row, or below the table when
    // most rows share it.
    QString source = best[7];
    if (source.isEmpty()) {
        for (const report::Block& b : s.blocks) {
            const QString text = b.items.value(0).value(0).text;
            if (b.kind == report::Block::Kind::Note &&
                text.startsWith(QStringLiteral("Prices per chip-hour: "))) {
                source = text.mid(22).section(QStringLiteral(", unless"), 0, 0);
            }
        }
    }
    EXPECT_TRUE(source.contains(
        QRegularExpression(QStringLiteral("\\((today|(one|1)\u00a0day\u00a0old|[0-9,]+"
                                          "\u00a0days\u00a0old)\\)|date unknown|20[0-9]{2}$"))))
        << source.toStdString() << " in " << best.join(QLatin1Char('|')).toStdString();
    const QString text = allText(s);
    EXPECT_TRUE(text.contains(QStringLiteral("Cheapest that fits")));
    EXPECT_TRUE(text.contains(QStringLiteral("Training state per parameter")));
    EXPECT_TRUE(text.contains(QStringLiteral("bytes")));
    EXPECT_TRUE(text.contains(QStringLiteral("MFU")));
}

TEST(SizingSection, BlockedAcceleratorsAreUnavailableWithTheReason) {
    Example onPrem = loadExample(kBlockedGpu);
    // The on-premises example sizes nothing; give it a workload to size.
    onPrem.profile.workload = Workload{};
    onPrem.profile.workload->params = 7e9;
    ASSERT_FALSE(onPrem.evaluation.blockers.empty());
    const sizing::AcceleratorData& catalogue = sizing::AcceleratorData::bundled();
    const report::Section s =
        report::sizingSection(*onPrem.profile.workload, onPrem.evaluation, catalogue, kToday);
    const report::Table* table = candidateTable(s);
    ASSERT_TRUE(table);
    int tpuRows = 0;
    for (const QStringList& row : table->rows) {
        for (const sizing::AcceleratorSpec& spec : catalogue.accelerators()) {
            if (spec.name == row[0] && spec.platform == Platform::Tpu) {
                ++tpuRows;
                EXPECT_EQ(row.last(), QStringLiteral("unavailable"))
                    << row.join(QLatin1Char('|')).toStdString();
                // The reason, below the table, names it.
                bool named = false;
                for (const report::Block& b : s.blocks) {
                    const QString text = b.items.value(0).value(0).text;
                    named =
                        named || (b.kind == report::Block::Kind::Note &&
                                  text.startsWith(QStringLiteral("Unavailable: ")) &&
                                  text.contains(spec.name) && text.size() > spec.name.size() + 30);
                }
                EXPECT_TRUE(named) << spec.name.toStdString();
                EXPECT_EQ(row[1], QStringLiteral("\u2014")) << "a blocked chip gets no estimate";
            }
        }
    }
    EXPECT_GT(tpuRows, 0);
    // Unavailable rows come last: the table opens with what can be used.
    EXPECT_NE(table->rows.first().last(), QStringLiteral("unavailable"));
}

// Evidence beside the estimate: the published runs nearest the cheapest
// set-up that fits, each with what it took, what this model says and a link
// to where it was published.
TEST(SizingSection, NamesTheNearestPublishedRunsWithTheirSources) {
    Example ex = loadExample(kFullHybrid);
    ex.profile.workload->params = 70e9;
    ex.profile.workload->tokens.reset(); // 20 per parameter
    const sizing::AcceleratorData& catalogue = sizing::AcceleratorData::bundled();
    const report::Section s =
        report::sizingSection(*ex.profile.workload, ex.evaluation, catalogue, kToday);
    std::size_t heading = 0;
    while (heading < s.blocks.size() &&
           (s.blocks[heading].items.isEmpty() || s.blocks[heading].items.first().isEmpty() ||
            s.blocks[heading].items.first().first().text !=
                QStringLiteral("Nearest published runs"))) {
        ++heading;
    }
    ASSERT_LT(heading + 2, s.blocks.size()) << allText(s).toStdString();
    EXPECT_TRUE(s.blocks[heading].items.first().first().strong);
    // After the candidate table, before the assumptions.
    const report::Table* table = candidateTable(s);
    ASSERT_TRUE(table);
    EXPECT_TRUE(s.blocks[heading + 1].items.first().first().text.contains(
        QStringLiteral("cheapest set-up that fits")));
    const report::Block& list = s.blocks[heading + 2];
    ASSERT_EQ(list.kind, report::Block::Kind::BulletList);
    ASSERT_EQ(list.items.size(), 3);
    for (const report::RichText& item : list.items) {
        QString text;
        bool linked = false;
        for (const report::Span& span : item) {
            text += span.text;
            linked = linked || !span.url.isEmpty();
        }
        EXPECT_TRUE(text.contains(QStringLiteral("published"))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("chip-hours for"))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("this model"))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("[source: "))) << text.toStdString();
        // No ISO date: the source's date as the reader's locale writes it.
        EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"))))
            << text.toStdString();
        EXPECT_TRUE(linked) << text.toStdString();
    }
    const QString all = allText(s);
    EXPECT_LT(all.indexOf(QStringLiteral("Nearest published runs")),
              all.indexOf(QStringLiteral("Assumptions")));
}

// The request line repeats what the user typed, digit for digit: a three-digit
// rounding would turn 1,024 tokens into 1,020.
TEST(SizingSection, TheServingRequestRepeatsTheNumbersAsTyped) {
    Example ex = loadExample(kFullHybrid);
    ex.profile.workload->kind = QStringLiteral("inference");
    ex.profile.workload->params = 70e9;
    ex.profile.workload->requestsPerSecond = 4;
    ex.profile.workload->inputTokens = 1024;
    ex.profile.workload->outputTokens = 1234;
    ex.profile.workload->ttftMs = 1234;
    ex.profile.workload->tpotMs = 45.5;
    const report::Section s = report::sizingSection(*ex.profile.workload, ex.evaluation,
                                                    sizing::AcceleratorData::bundled(), kToday);
    const QString all = allText(s);
    EXPECT_TRUE(all.contains(QStringLiteral("(1,024 input and 1,234 output tokens each)")))
        << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("within 1,234 ms and one token every 45.5 ms")))
        << all.toStdString();
}

// A set-up that does not fit in memory has no time and no cost: a sequence
// longer than any chip holds.
TEST(SizingSection, ASetUpThatDoesNotFitShowsNoTimeAndNoCost) {
    Example ex = loadExample(kFullHybrid);
    ex.profile.workload->params = 70e9;
    ex.profile.workload->seqLen = 1e7;
    const report::Section s = report::sizingSection(*ex.profile.workload, ex.evaluation,
                                                    sizing::AcceleratorData::bundled(), kToday);
    const report::Table* table = candidateTable(s);
    ASSERT_TRUE(table);
    int refused = 0;
    for (const QStringList& row : table->rows) {
        if (row[8].startsWith(QStringLiteral("does not fit"))) {
            ++refused;
            EXPECT_EQ(row[2], QStringLiteral("no")) << row.join(QLatin1Char('|')).toStdString();
            EXPECT_EQ(row[3], QStringLiteral("\u2014")) << row.join(QLatin1Char('|')).toStdString();
            EXPECT_EQ(row[4], QStringLiteral("\u2014")) << row.join(QLatin1Char('|')).toStdString();
        }
    }
    EXPECT_GT(refused, 0);
}

namespace {

QStringList notesOf(const report::Section& s) {
    QStringList notes;
    for (const report::Block& b : s.blocks) {
        if (b.kind == report::Block::Kind::Note) {
            notes << b.items.value(0).value(0).text;
        }
    }
    return notes;
}

report::Section sizingOn(const QString& provider, const QString& pricing = {}) {
    Example ex = loadExample(kFullHybrid);
    ex.profile.workload->provider = provider;
    if (!pricing.isEmpty()) {
        ex.profile.workload->pricing = pricing;
    }
    return report::sizingSection(*ex.profile.workload, ex.evaluation,
                                 sizing::AcceleratorData::bundled(), QDate(2026, 11, 29));
}

} // namespace

// Issue 38: the French PDF read "disponible" in one row and "Indisponible :
// Non proposé sur Google Cloud." (four lines) in the next. Every status is
// a few words in lower case; why an accelerator is unavailable is said once
// per reason below the table, naming the accelerators.
TEST(SizingSection, StatusesReadAlikeAndReasonsAreSaidOnceBelowTheTable) {
    const report::Section s = sizingOn(QStringLiteral("gcp"));
    const report::Table* table = candidateTable(s);
    ASSERT_TRUE(table);
    QStringList unavailable;
    for (const QStringList& row : table->rows) {
        const QString status = row.last();
        EXPECT_TRUE(status.at(0).isLower()) << status.toStdString();
        EXPECT_FALSE(status.contains(QStringLiteral("Not sold"))) << status.toStdString();
        if (status == QStringLiteral("unavailable")) {
            unavailable << row.first();
        }
    }
    ASSERT_GE(unavailable.size(), 2);
    const QStringList notes = notesOf(s);
    const QStringList reasons =
        notes.filter(QStringLiteral("Not sold on Google Cloud."), Qt::CaseSensitive);
    ASSERT_EQ(reasons.size(), 1) << notes.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(reasons.first().startsWith(QStringLiteral("Unavailable: ")));
    for (const QString& name : unavailable) {
        EXPECT_TRUE(reasons.first().contains(name)) << name.toStdString();
    }
}

// Issue 38: "bundled catalogue, 11/24/2026 (5 days old)" filled four lines in
// every row of the sizing table. The source most rows share is said once
// below it; the column keeps only the others, and goes when there are none.
TEST(SizingSection, APriceSourceSharedByTheRowsIsSaidOnceBelowTheTable) {
    for (const char* provider : {"gcp", "aws", "azure"}) {
        for (const char* pricing : {"on_demand", "commit_1yr", "commit_3yr", "spot"}) {
            SCOPED_TRACE(std::string(provider) + " " + pricing);
            const report::Section s =
                sizingOn(QString::fromLatin1(provider), QString::fromLatin1(pricing));
            const report::Table* table = candidateTable(s);
            ASSERT_TRUE(table);
            const QStringList notes =
                notesOf(s).filter(QStringLiteral("Prices per chip-hour: "), Qt::CaseSensitive);
            ASSERT_EQ(notes.size(), 1) << notesOf(s).join(QLatin1Char('\n')).toStdString();
            const qsizetype column = table->header.indexOf(QStringLiteral("Price source"));
            if (column < 0) {
                EXPECT_EQ(table->header.size(), 8);
                continue;
            }
            // Only the sources that differ from the one below the table.
            for (const QStringList& row : table->rows) {
                EXPECT_FALSE(!row[column].isEmpty() && notes.first().contains(row[column]))
                    << row[column].toStdString();
            }
            EXPECT_TRUE(notes.first().contains(QStringLiteral("unless the table gives another")));
        }
    }
}

// When every priced row shares one source, the column says nothing: Step 7
// hides it and the report drops it, and the note below the table names the
// source without "unless the table gives another". One row of another
// source (TPU7x's prices are older) brings the column back for that row.
TEST(CandidateTable, OneSharedPriceSourceEmptiesItsColumn) {
    const Example ex = loadExample(kFullHybrid);
    sizing::SizingRequest request = plannedRequest(*ex.profile.workload);
    request.provider = QStringLiteral("gcp");
    const std::vector<sizing::Candidate> candidates =
        sizing::planCandidates(sizing::AcceleratorData::bundled(), request, &ex.evaluation,
                               cost::ownedPrices(cost::CostData::bundled()));
    std::vector<const sizing::Candidate*> all = report::candidateOrder(candidates);
    std::vector<const sizing::Candidate*> shared;
    for (const sizing::Candidate* c : all) {
        if (c->spec->id != QStringLiteral("tpu7x")) {
            shared.push_back(c);
        }
    }
    ASSERT_LT(shared.size(), all.size()) << "the catalogue has a TPU7x";
    const QDate today(2026, 11, 29);

    const report::CandidateTable one = report::candidateTable(shared, request, today);
    EXPECT_TRUE(one.priceSourceColumnEmpty);
    for (const QStringList& row : one.table.rows) {
        const QString& source = row[report::kPriceSourceColumn];
        EXPECT_TRUE(source.isEmpty() || source == QStringLiteral("\u2014")) << source.toStdString();
    }
    ASSERT_FALSE(one.notes.isEmpty());
    EXPECT_TRUE(one.notes.first().startsWith(QStringLiteral("Prices per chip-hour: ")));
    EXPECT_FALSE(one.notes.first().contains(QStringLiteral("unless")));

    const report::CandidateTable two = report::candidateTable(all, request, today);
    EXPECT_FALSE(two.priceSourceColumnEmpty);
    const auto at = std::find_if(all.begin(), all.end(), [](const sizing::Candidate* c) {
        return c->spec->id == QStringLiteral("tpu7x");
    });
    const QStringList& tpu7x = two.table.rows[static_cast<int>(at - all.begin())];
    EXPECT_FALSE(tpu7x[report::kPriceSourceColumn].isEmpty());
    EXPECT_TRUE(two.notes.first().contains(QStringLiteral("unless the table gives another")));
}

} // namespace accel::test
