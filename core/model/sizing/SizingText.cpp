#include "SizingText.h"

#include "CatalogueText.h"

namespace accel::sizing {

QString priceAgeText(qint64 ageDays) {
    return ageDays < 0 ? QString() : daysOldText(ageDays);
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
