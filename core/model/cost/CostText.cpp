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

double assumptionOf(const CostPlan& plan, QLatin1String id) {
    for (const sizing::Assumption& a : plan.assumptions) {
        if (a.id == id) {
            return a.value;
        }
    }
    return 0.0;
}

double utilizationOf(const CostPlan& plan) {
    return assumptionOf(plan, QLatin1String("utilization"));
}

bool isOwned(const CostOption& o) {
    return o.id == QLatin1String("gpu_owned");
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
    //: Column of the bill: rented chip-hours, or the power of owned GPUs.
    table.header = {Text::tr("Option"),        Text::tr("Chips"),
                    Text::tr("Per chip-hour"), Text::tr("Compute or power"),
                    Text::tr("Porting"),       Text::tr("Purchase"),
                    Text::tr("Total")};
    table.numericColumns = {1, 2, 3, 4, 5, 6};
    for (const CostOption& o : plan.options) {
        // An owned chip-hour's price is the purchase spread over years the
        // bill does not span: beside a total that charges the purchase in
        // full it would not add up (ownedChargeNote() gives it, labelled).
        table.rows << QStringList{optionLabel(o),
                                  QLocale().toString(o.chips),
                                  isOwned(o) ? QStringLiteral("\u2014") : usdText(o.usdPerChipHour),
                                  usdText(o.computeUsd),
                                  usdText(o.portingUsd),
                                  usdText(o.ownershipUsd),
                                  usdText(o.totalUsd)};
    }
    return table;
}

QString ownedChargeNote(const CostPlan& plan) {
    const CostOption* o = plan.option(QStringLiteral("gpu_owned"));
    if (o == nullptr) {
        return {};
    }
    //: How the bill charges owned GPUs. %1 the overhead ("23%"), %2 the GPUs
    //: bought ("4 NVIDIA B200 192GB"), %3 and %4 dollars, %5 years ("5 years"),
    //: %6 the utilisation ("70%"), %7 dollars per chip-hour.
    return Text::tr("The purchase of %2 with %1 overhead for hosts and network (%3) is charged in "
                    "full in month 1, and power (%4) as it is used; nothing is resold. Spread over "
                    "%5 at %6 utilisation, purchase and power come to %7 per used chip-hour, the "
                    "figure to set beside a rented price.")
        .arg(percentText(assumptionOf(plan, QLatin1String("overhead_share"))),
             QLocale().toString(o->chips) + QLatin1Char(' ') + o->acceleratorName,
             usdText(o->ownershipUsd), usdText(o->computeUsd),
             amountText(assumptionOf(plan, QLatin1String("years")), CountUnit::Year),
             percentText(utilizationOf(plan)), usdText(o->usdPerChipHour));
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
        if (isOwned(o)) {
            t += Text::tr("  %Ln chip(s), bought in month 1\n", nullptr, o.chips);
        } else {
            //: %2 is the provider and pricing: "Google Cloud, on demand".
            t += Text::tr("  %Ln chip(s), %1 per chip-hour, %2\n", nullptr, o.chips)
                     .arg(usdText(o.usdPerChipHour),
                          //: The provider and pricing of a rented option: "Google Cloud,
                          //: on demand".
                          Text::tr("%1, %2").arg(sizing::providerName(o.provider),
                                                 sizing::pricingModeInSentence(o.pricing)));
        }
        if (o.hoursPerRun && o.steadyHoursPerRun) {
            t += Text::tr("  One run: %1 end to end (%2 of steady-state compute)\n")
                     .arg(durationText(o.hoursPerRun->value),
                          durationText(o.steadyHoursPerRun->value));
        }
        if (isOwned(o)) {
            t += Text::tr("  Power %1, porting %2, purchase %3: total %4\n")
                     .arg(usdText(o.computeUsd), usdText(o.portingUsd), usdText(o.ownershipUsd),
                          usdText(o.totalUsd));
            t += QStringLiteral("  ") + ownedChargeNote(plan) + QLatin1Char('\n');
        } else {
            t += Text::tr("  Compute %1, porting %2: total %3\n")
                     .arg(usdText(o.computeUsd), usdText(o.portingUsd), usdText(o.totalUsd));
        }
    }
    if (!plan.breakEven.empty()) {
        t += Text::tr("\nBreak-even\n");
        for (const BreakEven& b : plan.breakEven) {
            //: An item of a list: a break-even sentence, a note.
            t += Text::tr("  - %1\n").arg(breakEvenSentence(plan, b));
        }
    }
    //: %2 is a number of engineer-weeks, "3 engineer-weeks"; %3 their cost.
    t += Text::tr("\nPorting to %1: %2, %3. %4\n")
             .arg(platformName(plan.porting.platform),
                  amountText(plan.porting.weeks, CountUnit::EngineerWeek),
                  usdText(plan.porting.usd), plan.porting.reason);
    // A list under a heading: a note is a sentence of its own ("Rented TPUs:
    // left out, ..."), which "Note: " would run on from.
    if (!plan.notes.isEmpty()) {
        //: Heads the list of notes below it: "Note:" for one, "Notes:" for more.
        t += Text::tr("Note(s):\n", nullptr, static_cast<int>(plan.notes.size()));
        for (const QString& n : plan.notes) {
            t += Text::tr("  - %1\n").arg(n);
        }
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
