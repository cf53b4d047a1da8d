#pragma once

// Small helpers shared by the training and serving estimators (not API).

#include "model/sizing/Estimator.h"

#include <QCoreApplication>

namespace accel::sizing::support {

// The translation context of the estimators' messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Estimator)
};

constexpr double kGB = 1e9;
constexpr double kTera = 1e12;

inline Range scaled(const Range& r, double f) {
    return {r.value * f, r.low * f, r.high * f};
}

inline Range times(const Range& a, const Range& b) {
    return {a.value * b.value, a.low * b.low, a.high * b.high};
}

// t = work / rate: the optimistic time comes from the high rate.
inline Range divide(double work, const Range& rate) {
    return {work / rate.value, work / rate.high, work / rate.low};
}

inline Assumption exact(const QString& id, const QString& label, double value, const QString& unit,
                        const QString& source) {
    return {id, label, value, value, value, unit, source, false, false, false, std::nullopt};
}

inline Assumption ranged(const QString& id, const QString& label, const Range& r,
                         const QString& unit, const QString& source) {
    return {id, label, r.value, r.low, r.high, unit, source, false, false, false, std::nullopt};
}

// The same assumption, read as money everywhere (Assumption::usd).
inline Assumption asUsd(Assumption a) {
    a.usd = true;
    return a;
}

// The same assumption, its unit written with plural forms (Assumption::counted).
inline Assumption asCount(Assumption a, CountUnit unit) {
    a.counted = unit;
    return a;
}

// The same assumption, read as a percentage everywhere (Assumption::share).
inline Assumption asShare(Assumption a) {
    a.share = true;
    return a;
}

// The price per chip-hour an estimate used, marked when the user set it.
inline Assumption priceAssumption(const PricePoint& price, bool overridden) {
    Assumption a = asUsd(exact(QStringLiteral("price"), Text::tr("Price per chip-hour"),
                               price.usdPerChipHour, Text::tr("USD"), price.source));
    a.overridden = overridden;
    return a;
}

} // namespace accel::sizing::support
