#include "model/sizing/SizingLimits.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SizingLimits)
};

QString shown(double v) {
    // Whole limits read best with group separators; small ones as written.
    if (std::abs(v) >= 1000 && std::abs(v) < 1e18 && v == std::floor(v)) {
        return QLocale().toString(static_cast<qlonglong>(v));
    }
    return QLocale().toString(v, 'g', 6);
}

} // namespace

Result<> checkValue(const Limit& limit, double value) {
    const QString name = QString::fromLatin1(limit.name);
    const QString got = std::isfinite(value) ? shown(value) : QStringLiteral("%1").arg(value);
    const bool inRange = std::isfinite(value) && value >= limit.min && value <= limit.max;
    const bool wholeOk = !limit.whole || (std::isfinite(value) && value == std::floor(value));
    if (inRange && wholeOk) {
        return {};
    }
    if (limit.whole) {
        return Failure{Text::tr("%1 must be a whole number from %2 to %3; got %4.")
                           .arg(name, shown(limit.min), shown(limit.max), got)};
    }
    return Failure{Text::tr("%1 must be a number from %2 to %3; got %4.")
                       .arg(name, shown(limit.min), shown(limit.max), got)};
}

std::optional<double> parseAmount(QString text) {
    text = text.trimmed();
    double factor = 1.0;
    if (!text.isEmpty()) {
        const QChar last = text.back().toUpper();
        const QString suffixes = QStringLiteral("KMBGT");
        const double factors[] = {1e3, 1e6, 1e9, 1e9, 1e12};
        const qsizetype i = suffixes.indexOf(last);
        if (i >= 0) {
            factor = factors[i];
            text.chop(1);
        }
    }
    bool ok = false;
    const double value = QLocale::c().toDouble(text, &ok) * factor;
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    // 7.5B is 7,500,000,000 exactly, not 7,499,999,999.999999.
    const double rounded = std::round(value);
    return std::abs(value - rounded) < 1e-6 * std::max(1.0, std::abs(value)) && factor > 1.0
               ? rounded
               : value;
}

} // namespace accel::sizing
