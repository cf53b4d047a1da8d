#include "SizingText.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SizingText)
};

} // namespace

QString sig3(double v) {
    if (!std::isfinite(v)) {
        return QLocale().toString(v);
    }
    if (v == 0.0) {
        return QLocale().toString(0);
    }
    if (std::abs(v) >= 1e15) {
        return QLocale().toString(v, 'e', 2); // FLOPs: "5.88e+23", not 24 digits
    }
    const double magnitude = std::floor(std::log10(std::abs(v)));
    const double scale = std::pow(10.0, magnitude - 2.0);
    const double rounded = std::round(v / scale) * scale;
    const int decimals = magnitude >= 2 ? 0 : static_cast<int>(2 - magnitude);
    return QLocale().toString(rounded, 'f', decimals);
}

QString plain(double v) {
    QString s = sig3(v);
    const QChar point = QLocale().decimalPoint().front();
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0'))) {
            s.chop(1);
        }
        if (s.endsWith(point)) {
            s.chop(1);
        }
    }
    return s;
}

QString durationText(double hours) {
    const double seconds = hours * 3600.0;
    if (seconds < 1.5) {
        return Text::tr("1 second");
    }
    if (seconds < 90.0) {
        return Text::tr("%1 seconds").arg(std::llround(seconds));
    }
    if (seconds < 90.0 * 60.0) {
        return Text::tr("%1 minutes").arg(std::llround(seconds / 60.0));
    }
    if (hours < 48.0) {
        return Text::tr("%1 hours").arg(sig3(hours));
    }
    if (hours < 24.0 * 730.0) {
        return Text::tr("%1 days").arg(sig3(hours / 24.0));
    }
    return Text::tr("%1 years").arg(sig3(hours / (24.0 * 365.0)));
}

QString countText(double n) {
    if (n >= 1e12) {
        return Text::tr("%1T").arg(plain(n / 1e12));
    }
    if (n >= 1e9) {
        return Text::tr("%1B").arg(plain(n / 1e9));
    }
    if (n >= 1e6) {
        return Text::tr("%1M").arg(plain(n / 1e6));
    }
    return QLocale().toString(static_cast<qlonglong>(std::llround(n)));
}

QString usdText(double usd) {
    return Text::tr("$%1").arg(sig3(usd));
}

QString priceAgeText(qint64 ageDays) {
    // No "(s)": English has no plural forms in a .qm, so say each case.
    if (ageDays < 0) {
        return {};
    }
    if (ageDays == 0) {
        return Text::tr("today");
    }
    if (ageDays == 1) {
        return Text::tr("one day old");
    }
    // %Ln: the count with the locale's group separators.
    return Text::tr("%Ln days old", nullptr, static_cast<int>(std::min<qint64>(ageDays, INT_MAX)));
}

} // namespace accel::sizing
