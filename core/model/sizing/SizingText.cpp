#include "SizingText.h"

#include "CatalogueText.h"

namespace accel::sizing {

QString priceAgeText(qint64 ageDays) {
    return ageDays < 0 ? QString() : daysOldText(ageDays);
}

QString mfuText(const Range& r) {
    return percentRangeText(r.value, r.low, r.high);
}

} // namespace accel::sizing
