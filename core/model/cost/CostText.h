#pragma once

#include "model/cost/CostModel.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace accel::cost {

// An option as people say it: "Renting 64 H100 on Google Cloud", translated.
QString optionName(const CostOption& option);
// The kind of option by its id, as the chart's legend and "since you saved"
// name it: "Rented GPUs", "Rented TPUs", "Owned GPUs"; another id as it is.
QString optionKindName(const QString& id);
// A short label for charts and tables: "Rented GPUs (H100 SXM)".
QString optionLabel(const CostOption& option);
// The bill's table as every view shows it: one row per option, its compute,
// porting and ownership adding up to its total.
struct BillTable {
    QStringList header;
    QList<QStringList> rows;
    QList<int> numericColumns;
};
BillTable billTable(const CostPlan& plan);
// How the bill charges owned GPUs: the purchase in full in month 1, power
// as used, and their cost per used chip-hour spread over the depreciation
// years, labelled as such; empty without owned GPUs. Translated.
QString ownedChargeNote(const CostPlan& plan);
// "Owning 64 H100 SXM is cheaper than renting them from month 14 on, at 70 %
// utilization." or that the lines do not cross within the horizon; translated.
QString breakEvenSentence(const CostPlan& plan, const BreakEven& breakEven);
// "Publisher (date); ..." for source ids of the cost data; other text as it is.
QString readableCostSources(const CostData& data, const QString& ids);
// 4070, 0.0895, 1.58: whole numbers from 1,000 on, else four significant digits.
QString costValueText(double value);
// An assumption of the bill with its unit, a share as a percentage: "1.58",
// "0.0895 USD per kWh", "70%".
QString costAssumptionText(const sizing::Assumption& a);
// The whole bill as plain text (the cost command's text output).
QString costPlanText(const CostPlan& plan);

} // namespace accel::cost
