#include "model/cost/CostText.h"

#include "model/Platform.h"
#include "model/cost/CostModelText.h"
#include "model/sizing/SizingText.h"
#include "model/sizing/SizingVocabulary.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel::cost {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostText)
};

double utilizationOf(const CostPlan& plan) {
    for (const sizing::Assumption& a : plan.assumptions) {
        if (a.id == QLatin1String("utilization")) {
            return a.value;
        }
    }
    return 0.0;
}

QString valueText(double v) {
    return v >= 1000 ? QLocale().toString(v, 'f', 0) : QLocale().toString(v, 'g', 4);
}

} // namespace

QString readableCostSources(const CostData& data, const QString& ids) {
    QStringList out;
    for (const QString& id : ids.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const sizing::SourceRef* s = data.source(id.trimmed());
        //: A source of the cost data: publisher (date).
        out << (s ? Text::tr("%1 (%2)").arg(costPublisherText(*s), dateText(s->date))
                  : id.trimmed());
    }
    return clauseListText(out);
}

QString costValueText(double v) {
    return valueText(v);
}

QString costAssumptionText(const sizing::Assumption& a) {
    // A share or an amount of dollars reads as every other assumption does;
    // the bill's have no range (low == high), so they read as one figure.
    if (a.share || a.usd) {
        return sizing::assumptionValueText(a);
    }
    if (a.counted) {
        return amountText(a.value, *a.counted); // "1 run", "3 weeks", "0 semaine"
    }
    // Other figures keep the cost data's precision (0.0895 USD per kWh).
    return a.unit.isEmpty() ? valueText(a.value) : valueText(a.value) + QChar::Nbsp + a.unit;
}

QString optionName(const CostOption& o) {
    const QString chips = QLocale().toString(o.chips);
    if (o.id == QLatin1String("gpu_owned")) {
        return Text::tr("owning %1 %2").arg(chips, o.acceleratorName);
    }
    return Text::tr("renting %1 %2 on %3")
        .arg(chips, o.acceleratorName, sizing::providerName(o.provider));
}

QString optionKindName(const QString& id) {
    if (id == QLatin1String("gpu_owned")) {
        return Text::tr("Owned GPUs");
    }
    if (id == QLatin1String("tpu_cloud")) {
        return Text::tr("Rented TPUs");
    }
    if (id == QLatin1String("gpu_cloud")) {
        return Text::tr("Rented GPUs");
    }
    return id;
}

BillTable billTable(const CostPlan& plan) {
    BillTable table;
    table.header = {Text::tr("Option"),  Text::tr("Chips"),   Text::tr("Per chip-hour"),
                    Text::tr("Compute"), Text::tr("Porting"), Text::tr("Ownership"),
                    Text::tr("Total")};
    table.numericColumns = {1, 2, 3, 4, 5, 6};
    for (const CostOption& o : plan.options) {
        table.rows << QStringList{
            optionLabel(o),        QLocale().toString(o.chips), usdText(o.usdPerChipHour),
            usdText(o.computeUsd), usdText(o.portingUsd),       usdText(o.ownershipUsd),
            usdText(o.totalUsd)};
    }
    return table;
}

QString optionLabel(const CostOption& o) {
    //: A bill option and its accelerator: "Rented GPUs (NVIDIA H100 SXM 80GB)".
    return Text::tr("%1 (%2)").arg(optionKindName(o.id), o.acceleratorName);
}

namespace {

// A break-even sentence made whole: owned GPUs cost what they cost only at
// the utilization assumed, so a sentence about them says it, crossing or not.
QString withUtilization(QString sentence, const CostPlan& plan, const CostOption& cheap,
                        const CostOption& dear) {
    if (cheap.id == QLatin1String("gpu_owned") || dear.id == QLatin1String("gpu_owned")) {
        //: After a break-even sentence: the utilization of the owned GPUs, "70%".
        sentence += Text::tr(", at %1 utilisation").arg(percentText(utilizationOf(plan)));
    }
    sentence += QLatin1Char('.');
    sentence[0] = sentence[0].toUpper();
    return sentence;
}

} // namespace

QString breakEvenSentence(const CostPlan& plan, const BreakEven& b) {
    const CostOption* first = plan.option(b.first);
    const CostOption* second = plan.option(b.second);
    if (!first || !second) {
        return {};
    }
    if (!b.month) {
        const bool firstCheaper = first->totalUsd <= second->totalUsd;
        const CostOption& cheap = firstCheaper ? *first : *second;
        const CostOption& dear = firstCheaper ? *second : *first;
        //: The two lines do not cross: %1 is the cheaper option over the whole horizon.
        return withUtilization(
            Text::tr("%1 stays cheaper than %2 throughout the %Ln month(s)", nullptr, plan.months)
                .arg(optionName(cheap), optionName(dear)),
            plan, cheap, dear);
    }
    const CostOption& cheap = b.cheaperFrom == first->id ? *first : *second;
    const CostOption& dear = b.cheaperFrom == first->id ? *second : *first;
    return withUtilization(Text::tr("%1 is cheaper than %2 from month %3 on")
                               .arg(optionName(cheap), optionName(dear))
                               .arg(*b.month),
                           plan, cheap, dear);
}

QString costPlanText(const CostPlan& plan) {
    QString t = Text::tr("The whole bill over %Ln month(s) (%1)\n", nullptr, plan.months)
                    .arg(plan.training ? Text::tr("training") : Text::tr("serving"));
    for (const CostOption& o : plan.options) {
        t += QStringLiteral("\n") + optionLabel(o) + QLatin1Char('\n');
        //: %1 is the pricing: " (owned: ...)" or ", Google Cloud, on demand".
        t += Text::tr("  %Ln chip(s), %1 per chip-hour%2\n", nullptr, o.chips)
                 .arg(usdText(o.usdPerChipHour),
                      o.id == QLatin1String("gpu_owned")
                          ? Text::tr(" (owned: purchase and power per used chip-hour)")
                          //: The provider and pricing of a rented option: ", Google Cloud,
                          //: on demand".
                          : Text::tr(", %1, %2")
                                .arg(sizing::providerName(o.provider),
                                     sizing::pricingModeInSentence(o.pricing)));
        if (o.hoursPerRun && o.steadyHoursPerRun) {
            t += Text::tr("  One run: %1 end to end (%2 of steady-state compute)\n")
                     .arg(durationText(o.hoursPerRun->value),
                          durationText(o.steadyHoursPerRun->value));
        }
        t += Text::tr("  Compute %1, porting %2, ownership %3: total %4\n")
                 .arg(usdText(o.computeUsd), usdText(o.portingUsd), usdText(o.ownershipUsd),
                      usdText(o.totalUsd));
    }
    if (!plan.breakEven.empty()) {
        t += Text::tr("\nBreak-even\n");
        for (const BreakEven& b : plan.breakEven) {
            t += QStringLiteral("  ") + breakEvenSentence(plan, b) + QLatin1Char('\n');
        }
    }
    //: %2 is a number of engineer-weeks, "3 engineer-weeks"; %3 their cost.
    t += Text::tr("\nPorting to %1: %2, %3. %4\n")
             .arg(platformName(plan.porting.platform),
                  amountText(plan.porting.weeks, CountUnit::EngineerWeek),
                  usdText(plan.porting.usd), plan.porting.reason);
    for (const QString& n : plan.notes) {
        t += Text::tr("Note: %1\n").arg(n);
    }
    t += Text::tr("\nAssumptions\n");
    for (const sizing::Assumption& a : plan.assumptions) {
        t += Text::tr("  %1: %2 (%3)\n")
                 .arg(a.label, costAssumptionText(a),
                      readableCostSources(CostData::bundled(), a.source));
    }
    return t;
}

} // namespace accel::cost
