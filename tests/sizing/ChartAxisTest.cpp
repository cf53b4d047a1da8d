// The sizing chart's axes: ranges and ticks a person can read, and one
// number format per axis.
#include "model/text/ChartAxis.h"

#include <QLocale>

#include <cmath>
#include <gtest/gtest.h>
#include <initializer_list>

using accel::ChartAxis;
using accel::chooseChartAxis;

namespace {

// 1, 2 or 5 times a power of ten.
bool isNice(double v) {
    const double mantissa = v / std::pow(10.0, std::floor(std::log10(v) + 1e-9));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (std::abs(mantissa - m) < 1e-6) {
            return true;
        }
    }
    return false;
}

// Linear ticks: whole multiples of one nice step; log ticks: nice themselves.
void expectRound(const ChartAxis& axis) {
    if (axis.log) {
        for (double t : axis.ticks) {
            EXPECT_TRUE(isNice(t)) << t;
        }
        return;
    }
    const double step = axis.ticks[1] - axis.ticks[0];
    EXPECT_TRUE(isNice(step)) << step;
    for (std::size_t i = 0; i < axis.ticks.size(); ++i) {
        const double multiple = axis.ticks[i] / step;
        EXPECT_NEAR(multiple, std::round(multiple), 1e-6) << axis.ticks[i];
        EXPECT_NEAR(axis.ticks[i] - axis.ticks.front(), step * static_cast<double>(i), step * 1e-6);
    }
}

void expectCovers(const ChartAxis& axis, double lo, double hi) {
    ASSERT_GE(axis.ticks.size(), 3u);
    EXPECT_LE(axis.ticks.size(), 9u);
    EXPECT_DOUBLE_EQ(axis.position(axis.ticks.front()), axis.from);
    EXPECT_DOUBLE_EQ(axis.position(axis.ticks.back()), axis.to);
    // No point on the axis's ends: some air on either side (or zero below).
    EXPECT_LT(axis.from, axis.position(lo));
    EXPECT_GT(axis.to, axis.position(hi));
    for (std::size_t i = 1; i < axis.ticks.size(); ++i) {
        EXPECT_LT(axis.ticks[i - 1], axis.ticks[i]);
    }
    expectRound(axis);
}

QStringList strings(std::initializer_list<const char*> texts) {
    QStringList list;
    for (const char* t : texts) {
        list << QString::fromUtf8(t);
    }
    return list;
}

class EnglishLocale : public ::testing::Test {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(m_saved); }

private:
    QLocale m_saved;
};

} // namespace

TEST(ChartAxis, NearEqualTimesReadAsNearEqual) {
    // Issue 38: every set-up finished at the 21-day deadline and the axis ran
    // from 20.9 to 21.2 days, as if 20.9 and 21.2 were far apart.
    const ChartAxis axis = chooseChartAxis(20.9, 21.2);
    expectCovers(axis, 20.9, 21.2);
    EXPECT_FALSE(axis.log);
    const double span = axis.to - axis.from;
    EXPECT_GE(span, 0.2 * 21.2);
    // The points sit in the middle of the axis, not across it.
    EXPECT_LT((21.2 - 20.9) / span, 0.1);
    EXPECT_LE(axis.ticks.size(), 8u);
}

TEST(ChartAxis, CostsFromZeroWithRoundTicks) {
    const ChartAxis axis = chooseChartAxis(1.29e6, 7.31e6);
    expectCovers(axis, 1.29e6, 7.31e6);
    EXPECT_DOUBLE_EQ(axis.from, 0.0);
    EXPECT_DOUBLE_EQ(axis.ticks.back(), 8e6);
    EXPECT_DOUBLE_EQ(axis.ticks[1] - axis.ticks[0], 2e6);
}

TEST(ChartAxis, ValuesFarFromZeroKeepTheirOwnRange) {
    const ChartAxis axis = chooseChartAxis(100.0, 130.0);
    expectCovers(axis, 100.0, 130.0);
    EXPECT_GT(axis.from, 50.0);
}

TEST(ChartAxis, DecadesApartMeansALogAxis) {
    const ChartAxis axis = chooseChartAxis(3.0, 400.0);
    EXPECT_TRUE(axis.log);
    expectCovers(axis, 3.0, 400.0);
    EXPECT_DOUBLE_EQ(axis.ticks.front(), 2.0);
    EXPECT_DOUBLE_EQ(axis.ticks.back(), 500.0);
    // Many decades: one tick each, not three.
    EXPECT_LE(chooseChartAxis(1.0, 1e8).ticks.size(), 12u);
}

TEST(ChartAxis, OnePointOrNoneStillMakesAnAxis) {
    expectCovers(chooseChartAxis(21.0, 21.0), 21.0, 21.0);
    const ChartAxis zero = chooseChartAxis(0.0, 0.0);
    EXPECT_DOUBLE_EQ(zero.from, 0.0);
    EXPECT_GT(zero.to, 0.0);
    const ChartAxis nan = chooseChartAxis(std::nan(""), 5.0);
    EXPECT_LT(nan.from, 5.0);
    EXPECT_GT(nan.to, 5.0);
}

TEST_F(EnglishLocale, OneMoneyFormatPerAxis) {
    // "$8.00 million" beside "$12.0 million" on one axis, before.
    EXPECT_EQ(accel::usdAxisTexts({0.0, 4e6, 8e6, 12e6}),
              strings({"$0 million", "$4 million", "$8 million", "$12 million"}));
    EXPECT_EQ(accel::usdAxisTexts({0.0, 5e5, 1e6, 1.5e6}),
              strings({"$0.0 million", "$0.5 million", "$1.0 million", "$1.5 million"}));
    EXPECT_EQ(accel::usdAxisTexts({0.0, 0.5, 1.0, 1.5}),
              strings({"$0.00", "$0.50", "$1.00", "$1.50"}));
    EXPECT_EQ(accel::usdAxisTexts({0.0, 20000.0, 40000.0}), strings({"$0", "$20,000", "$40,000"}));
    const ChartAxis axis = chooseChartAxis(1.29e6, 11.3e6);
    const QStringList texts = accel::usdAxisTexts(axis.ticks);
    for (const QString& t : texts) {
        EXPECT_EQ(t.section(QLatin1Char(' '), 1), QStringLiteral("million")) << t.toStdString();
        EXPECT_EQ(t.contains(QLatin1Char('.')), texts.front().contains(QLatin1Char('.')))
            << t.toStdString();
    }
}

TEST_F(EnglishLocale, OneNumberFormatPerAxis) {
    EXPECT_EQ(accel::numberAxisTexts({18.0, 20.0, 22.0, 24.0}), strings({"18", "20", "22", "24"}));
    EXPECT_EQ(accel::numberAxisTexts({0.0, 0.5, 1.0}), strings({"0.0", "0.5", "1.0"}));
}

// A one-month bill labelled its time axis "0 0 0 0 1": labels fall on whole
// months, six steps at most, in steps a calendar reads.
TEST(ChartAxis, MonthTicksFallOnWholeMonths) {
    EXPECT_EQ(accel::monthTickStep(1), 1);
    EXPECT_EQ(accel::monthTickStep(6), 1);
    EXPECT_EQ(accel::monthTickStep(7), 2);
    EXPECT_EQ(accel::monthTickStep(24), 6);
    EXPECT_EQ(accel::monthTickStep(36), 6);
    EXPECT_EQ(accel::monthTickStep(60), 12);
    for (int months = 1; months <= 600; ++months) {
        const int step = accel::monthTickStep(months);
        EXPECT_GE(step, 1) << months;
        EXPECT_LE(months, 6 * step) << months;
    }
}
