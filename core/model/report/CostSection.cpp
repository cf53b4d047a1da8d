#include "model/report/CostSection.h"

#include "model/Platform.h"
#include "model/cost/CostData.h"
#include "model/cost/CostText.h"
#include "model/report/ReportText.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>

#include <memory>

namespace accel::report {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostSection)
};

// Months shown in the cumulative table: a few, always the last.
QList<int> shownMonths(int months) {
    QList<int> list;
    const int step = months <= 6 ? 1 : (months <= 24 ? 6 : 12);
    for (int m = step; m < months; m += step) {
        list << m;
    }
    list << months;
    if (list.size() > 6) {
        list = list.mid(list.size() - 6);
    }
    return list;
}

} // namespace

Section costSection(const cost::CostPlan& plan) {
    Section s;
    s.id = QString::fromLatin1(kCost);
    s.title = Text::tr("The whole bill over %Ln month(s)", nullptr, plan.months);
    s.keepTogether = true;
    if (plan.options.empty()) {
        return s;
    }
    QList<RichText> sentences;
    for (const cost::BreakEven& b : plan.breakEven) {
        sentences << plain(cost::breakEvenSentence(plan, b));
    }
    Block breakEven;
    breakEven.kind = Block::Kind::BulletList;
    breakEven.items = sentences;
    s.blocks.push_back(paragraph(RichText{Span{Text::tr("Break-even"), {}, true}}));
    s.blocks.push_back(breakEven);

    Block bill;
    bill.kind = Block::Kind::Table;
    const cost::BillTable table = cost::billTable(plan);
    bill.table.header = table.header;
    bill.table.rows = table.rows;
    bill.table.numericColumns = table.numericColumns;
    bill.table.columnWidths = {2.2, 0.8, 1.2, 1.6, 1.3, 1.6, 1.6};
    s.blocks.push_back(bill);
    if (const QString owned = cost::ownedChargeNote(plan); !owned.isEmpty()) {
        s.blocks.push_back(paragraph(owned));
    }

    // The chart in PDF and HTML, its numbers as a table in Markdown.
    Block cumulative;
    cumulative.kind = Block::Kind::CostChart;
    cumulative.costPlan = std::make_shared<const cost::CostPlan>(plan);
    const QList<int> months = shownMonths(plan.months);
    cumulative.table.header << Text::tr("Cumulative cost");
    cumulative.table.columnWidths << 2.4;
    for (int m : months) {
        cumulative.table.header << Text::tr("Month %1").arg(m);
        cumulative.table.columnWidths << 1.2;
        cumulative.table.numericColumns << static_cast<int>(cumulative.table.header.size()) - 1;
    }
    for (const cost::CostOption& o : plan.options) {
        QStringList row{cost::optionLabel(o)};
        for (int m : months) {
            row << usdText(o.cumulativeUsd[static_cast<std::size_t>(m - 1)]);
        }
        cumulative.table.rows << row;
    }
    s.blocks.push_back(cumulative);

    s.blocks.push_back(paragraph(
        //: %2 is a number of engineer-weeks, "3 engineer-weeks"; %3 their cost.
        Text::tr("Porting to %1: %2, %3, charged once to that platform. %4")
            .arg(platformName(plan.porting.platform),
                 amountText(plan.porting.weeks, CountUnit::EngineerWeek), usdText(plan.porting.usd),
                 plan.porting.reason)));
    QStringList assumptions;
    for (const sizing::Assumption& a : plan.assumptions) {
        //: An assumption of the bill: label, value, sources.
        assumptions << Text::tr("%1: %2 [%3]")
                           .arg(a.label, cost::costAssumptionText(a),
                                cost::readableCostSources(cost::CostData::bundled(), a.source));
    }
    for (const QString& n : plan.notes) {
        assumptions << n;
    }
    //: The bill's assumptions and notes, joined into one sentence.
    s.blocks.push_back(note(Text::tr("%1.").arg(clauseListText(assumptions))));
    return s;
}

} // namespace accel::report
