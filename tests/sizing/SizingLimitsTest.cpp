// Every sizing input has one stated range; outside it is refused with a
// message naming the input and its limits, never clamped.
#include "model/sizing/SizingLimits.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

using namespace accel::sizing;

TEST(SizingLimits, AcceptsTheRangeAndItsEnds) {
    EXPECT_TRUE(checkValue(limits::params, 1e6).ok());
    EXPECT_TRUE(checkValue(limits::params, 1e14).ok());
    EXPECT_TRUE(checkValue(limits::count, 1e6).ok()); // the limit it quotes
    EXPECT_TRUE(checkValue(limits::tpotMs, 12.5).ok());
}

TEST(SizingLimits, RefusesZeroNegativeNanHugeAndFractions) {
    for (double bad :
         {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity(), 1e30, 7.5}) {
        const accel::Result<> checked = checkValue(limits::params, bad);
        ASSERT_FALSE(checked.ok()) << bad;
        const QString& message = checked.failure().reason;
        EXPECT_TRUE(message.startsWith(QStringLiteral("params must be a whole number from")))
            << message.toStdString();
        EXPECT_TRUE(message.contains(QStringLiteral("1,000,000"))) << message.toStdString();
    }
    EXPECT_FALSE(checkValue(limits::count, 1e6 + 1).ok());
    EXPECT_FALSE(checkValue(limits::count, 2.5).ok());
    EXPECT_FALSE(checkValue(limits::ttftMs, 0).ok());
}

TEST(SizingLimits, ParsesSizesAsPlannersWriteThem) {
    EXPECT_DOUBLE_EQ(*parseAmount(QStringLiteral("7B")), 7e9);
    EXPECT_DOUBLE_EQ(*parseAmount(QStringLiteral("7.5B")), 7.5e9);
    EXPECT_DOUBLE_EQ(*parseAmount(QStringLiteral("1.4T")), 1.4e12);
    EXPECT_DOUBLE_EQ(*parseAmount(QStringLiteral("1e6")), 1e6);
    EXPECT_DOUBLE_EQ(*parseAmount(QStringLiteral(" 500M ")), 5e8);
    EXPECT_FALSE(parseAmount(QStringLiteral("nan")).has_value());
    EXPECT_FALSE(parseAmount(QStringLiteral("inf")).has_value());
    EXPECT_FALSE(parseAmount(QStringLiteral("lots")).has_value());
    EXPECT_FALSE(parseAmount(QString()).has_value());
}
