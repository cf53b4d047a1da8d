// Numbers a person can read: short runs in seconds and minutes, no "0.00".
#include "SizingText.h"

#include <QLocale>

#include <gtest/gtest.h>

using namespace accel::sizing;

class SizingText : public ::testing::Test {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
};

TEST_F(SizingText, DurationsUseTheUnitThatFits) {
    EXPECT_EQ(durationText(0.1 / 3600), QStringLiteral("1 second"));
    EXPECT_EQ(durationText(40.0 / 3600), QStringLiteral("40 seconds"));
    EXPECT_EQ(durationText(0.2), QStringLiteral("12 minutes"));
    EXPECT_EQ(durationText(3.5), QStringLiteral("3.50 hours"));
    EXPECT_EQ(durationText(24.0 * 12), QStringLiteral("12.0 days"));
    EXPECT_EQ(durationText(24.0 * 365 * 3), QStringLiteral("3.00 years"));
}

TEST_F(SizingText, MoneyAndCountsNeverReadZero) {
    EXPECT_EQ(usdText(0.000731), QStringLiteral("$0.000731"));
    EXPECT_EQ(usdText(216000), QStringLiteral("$216,000"));
    EXPECT_EQ(countText(7e9), QStringLiteral("7B"));
    EXPECT_EQ(countText(1.4e12), QStringLiteral("1.4T"));
    EXPECT_EQ(countText(1e6), QStringLiteral("1M"));
    EXPECT_EQ(countText(4096), QStringLiteral("4,096"));
    EXPECT_EQ(plain(0.9), QStringLiteral("0.9"));
}
