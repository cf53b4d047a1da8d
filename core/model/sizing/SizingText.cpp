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
    QString text = plainNumberText(a.value);
    if (!a.unit.isEmpty()) {
        text += QLatin1Char(' ') + a.unit;
    }
    if (a.low != a.high) {
        //: The plausible range of an assumption's value, after the value and its unit.
        text += QCoreApplication::translate("SizingText", " (range %1 to %2)")
                    .arg(plainNumberText(a.low), plainNumberText(a.high));
    }
    return text;
}

} // namespace accel::sizing
