#include "SizingFormat.h"

#include "SizingText.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SizingFormat)
};

QString threeDigits(double v) {
    return QLocale().toString(v, 'f', v >= 100 ? 0 : (v >= 10 ? 1 : 2));
}

} // namespace

QString formatUsd(double usd) {
    if (usd >= 1e9) {
        return Text::tr("$%1B").arg(threeDigits(usd / 1e9));
    }
    if (usd >= 1e6) {
        return Text::tr("$%1M").arg(threeDigits(usd / 1e6));
    }
    if (usd >= 1e4) {
        return Text::tr("$%1k").arg(threeDigits(usd / 1e3));
    }
    return Text::tr("$%1").arg(QLocale().toString(usd, 'f', usd >= 100 ? 0 : 2));
}

QString formatDuration(double hours) {
    return durationText(hours); // one rule for the table, the command line and the report
}

QString formatShare(const Range& r) {
    return Text::tr("%1 (%2–%3)")
        .arg(QLocale().toString(r.value, 'f', 2), QLocale().toString(r.low, 'f', 2),
             QLocale().toString(r.high, 'f', 2));
}

QString formatCount(double n) {
    return countText(n); // "7B", "1.4T": the same as the command line and the report
}

} // namespace accel::sizing
