#include "model/sizing/SizingText.h"

#include "model/CatalogueText.h"
#include "model/sizing/EstimateJson.h"

#include <QCoreApplication>

namespace accel::sizing {

QString priceAgeText(qint64 ageDays) {
    if (ageDays < 0) {
        return {};
    }
    // One unit, never split across lines: a narrow table column left "(4" at
    // the end of one line and "days old)" on the next.
    QString text = daysOldText(ageDays);
    text.replace(QLatin1Char(' '), QChar::Nbsp);
    return text;
}

QString priceProvenanceText(const PricePoint& price, const QDate& today) {
    const QString date = price.date == QStringLiteral("unknown")
                             ? QCoreApplication::translate("SizingText", "date unknown")
                             : dateText(price.date);
    const qint64 age = priceAgeDays(price, today);
    //: Where a price comes from and its date: "bundled catalogue, 11/24/2026".
    QString text = QCoreApplication::translate("SizingText", "%1, %2")
                       .arg(priceOriginName(price.origin), date);
    if (age >= 0) {
        //: A price's age after its origin and date: " (400 days old)".
        text += QCoreApplication::translate("SizingText", " (%1)").arg(priceAgeText(age));
    }
    return text;
}

QString mfuText(const Range& r) {
    return percentRangeText(r.value, r.low, r.high);
}

QString assumptionValueText(const Assumption& a) {
    if (a.share) {
        return percentRangeText(a.value, a.low, a.high); // "55% (35–65%)", as in the window
    }
    if (a.usd) {
        return usdRangeText(a.value, a.low, a.high); // "$10.98", as the price line says it
    }
    QString text = plainNumberText(a.value);
    if (a.counted) {
        text = amountText(a.value, *a.counted); // "1 byte", "16 bytes"
    } else if (!a.unit.isEmpty()) {
        text += QChar::Nbsp + a.unit; // a unit never wraps away from its figure
    }
    const QString low = plainNumberText(a.low);
    const QString high = plainNumberText(a.high);
    return low == high ? text : withRangeText(text, low, high); // "16 bytes (12–20)"
}

QString runComparisonText(const RunComparison& run, const AcceleratorData& catalogue) {
    if (!run.predictedChipHours) {
        //: A published run the estimator refuses: "Llama 3 70B on 8 x NVIDIA L4 24GB, BF16:
        //: published 1,230 chip-hours for 1B training tokens; this model says it does not fit".
        return QCoreApplication::translate(
                   "SizingText",
                   "%1: published %2 chip-hours for %3; this model says it does not fit")
            .arg(run.name(catalogue), sig3Text(run.publishedChipHours), run.workText());
    }
    //: A published run beside the estimate for it: "Llama 3 70B on 64 x NVIDIA H100 SXM 80GB,
    //: FP8: published 1,230 chip-hours for 1B training tokens, this model 1,180".
    return QCoreApplication::translate("SizingText",
                                       "%1: published %2 chip-hours for %3, this model %4")
        .arg(run.name(catalogue), sig3Text(run.publishedChipHours), run.workText(),
             sig3Text(*run.predictedChipHours));
}

QString runSourceText(const PublishedRun& run) {
    // Titles and publishers in the table carry their details in brackets
    // (figures, repositories, commits): the address has them.
    const auto head = [](const QString& text) {
        return text.section(QLatin1Char('('), 0, 0).trimmed();
    };
    QStringList where;
    for (const QString& part : {head(run.source.publisher), dateText(run.source.date)}) {
        if (!part.isEmpty()) {
            where << part;
        }
    }
    const QString title = head(run.source.title);
    //: A source with its publisher and date: "The Llama 3 Herd of Models (Meta, July 2024)".
    return where.isEmpty() ? title
                           : QCoreApplication::translate("SizingText", "%1 (%2)")
                                 .arg(title, where.join(QStringLiteral(", ")));
}

} // namespace accel::sizing
