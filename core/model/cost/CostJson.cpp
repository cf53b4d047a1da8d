#include "model/cost/CostJson.h"

#include "model/Platform.h"
#include "model/sizing/EstimateJson.h"

#include <QJsonArray>

namespace accel::cost {

QJsonObject costPlanToJson(const CostPlan& plan) {
    QJsonArray options;
    for (const CostOption& o : plan.options) {
        QJsonArray cumulative;
        for (double v : o.cumulativeUsd) {
            cumulative.append(v);
        }
        QJsonObject j{{QStringLiteral("id"), o.id},
                      {QStringLiteral("platform"), platformId(o.platform)},
                      {QStringLiteral("accelerator"), o.accelerator},
                      {QStringLiteral("provider"), o.provider},
                      {QStringLiteral("pricing"), o.pricing},
                      {QStringLiteral("chips"), o.chips},
                      {QStringLiteral("usd_per_chip_hour"), o.usdPerChipHour},
                      {QStringLiteral("used_chip_hours_per_month"), o.usedChipHoursPerMonth},
                      {QStringLiteral("compute_usd"), o.computeUsd},
                      {QStringLiteral("porting_usd"), o.portingUsd},
                      {QStringLiteral("ownership_usd"), o.ownershipUsd},
                      {QStringLiteral("total_usd"), o.totalUsd},
                      {QStringLiteral("cumulative_usd"), cumulative},
                      {QStringLiteral("price_date"), o.priceDate},
                      {QStringLiteral("price_source"), o.priceSource}};
        if (o.hoursPerRun) {
            j.insert(QStringLiteral("hours_per_run"), sizing::rangeToJson(*o.hoursPerRun));
        }
        if (o.steadyHoursPerRun) {
            j.insert(QStringLiteral("steady_state_hours_per_run"),
                     sizing::rangeToJson(*o.steadyHoursPerRun));
        }
        options.append(j);
    }
    QJsonArray breakEven;
    for (const BreakEven& b : plan.breakEven) {
        breakEven.append(
            QJsonObject{{QStringLiteral("between"), QJsonArray{b.first, b.second}},
                        {QStringLiteral("month"), b.month ? QJsonValue(*b.month) : QJsonValue()},
                        {QStringLiteral("cheaper_from"),
                         b.cheaperFrom.isEmpty() ? QJsonValue() : QJsonValue(b.cheaperFrom)}});
    }
    QJsonArray sources;
    for (const QString& s : plan.porting.sources) {
        sources.append(s);
    }
    QJsonArray assumptions;
    for (const sizing::Assumption& a : plan.assumptions) {
        assumptions.append(QJsonObject{{QStringLiteral("id"), a.id},
                                       {QStringLiteral("label"), a.label},
                                       {QStringLiteral("value"), a.value},
                                       {QStringLiteral("unit"), a.unit},
                                       {QStringLiteral("source"), a.source},
                                       {QStringLiteral("overridden"), a.overridden}});
    }
    QJsonArray notes;
    for (const QString& n : plan.notes) {
        notes.append(n);
    }
    return {{QStringLiteral("months"), plan.months},
            {QStringLiteral("workload"),
             plan.training ? QStringLiteral("training") : QStringLiteral("inference")},
            {QStringLiteral("options"), options},
            {QStringLiteral("break_even"), breakEven},
            {QStringLiteral("porting"),
             QJsonObject{{QStringLiteral("weeks"), plan.porting.weeks},
                         {QStringLiteral("platform"), platformId(plan.porting.platform)},
                         {QStringLiteral("reason"), plan.porting.reason},
                         {QStringLiteral("sources"), sources},
                         {QStringLiteral("usd"), plan.porting.usd},
                         {QStringLiteral("overridden"), plan.porting.overridden}}},
            {QStringLiteral("assumptions"), assumptions},
            {QStringLiteral("notes"), notes}};
}

} // namespace accel::cost
