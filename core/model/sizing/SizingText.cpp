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

QString priceProvenanceText(const PricePoint& price, const QDate& today, PriceAge shown) {
    const QString date = price.date == QStringLiteral("unknown")
                             ? QCoreApplication::translate("SizingText", "date unknown")
                             : dateText(price.date);
    const qint64 age = priceAgeDays(price, today);
    //: Where a price comes from and its date: "bundled catalogue, 11/24/2026".
    QString text = QCoreApplication::translate("SizingText", "%1, %2")
                       .arg(priceOriginName(price.origin), date);
    if (age >= 0 && (shown == PriceAge::Always || age > 365)) {
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
        return percentRangeText(a.value, a.low, a.high); // "55% (35%–65%)", as in the window
    }
    if (a.usd) {
        return usdRangeText(a.value, a.low, a.high); // "$10.98", as the price line says it
    }
    QString text = plainNumberText(a.value);
    if (!a.unit.isEmpty()) {
        text += QLatin1Char(' ') + a.unit;
    }
    const QString low = plainNumberText(a.low);
    const QString high = plainNumberText(a.high);
    return low == high ? text : withRangeText(text, low, high); // "16 bytes (12–20)"
}

} // namespace accel::sizing
