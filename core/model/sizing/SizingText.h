#pragma once

#include <QString>

namespace accel::sizing {

// Numbers as a person reads them, shared by the command line, the sizing step
// and the report: never "0.00", never a fraction of a parameter.

// "40 seconds", "12 minutes", "3.5 hours", "12 days", "2.1 years".
QString durationText(double hours);
// "7B", "1.4T", "350M", or a whole number with group separators below a million.
QString countText(double n);
// Three significant digits with group separators: "$216,000", "$1.23", "$0.0042".
QString usdText(double usd);
// Three significant digits: "37,500", "1.23", "0.0042".
QString sig3(double v);
// The same without trailing zeros: "70", "0.9", "1.25".
QString plain(double v);
// A price's age from priceAgeDays(): "today", "one day old", "12 days old";
// empty when the date is unknown (age < 0).
QString priceAgeText(qint64 ageDays);

} // namespace accel::sizing
