// The cumulative-cost chart that the Bill tab and the reports share: one line
// per option starting with what is paid up front, owned dashed, and a money
// axis in currency, never e-notation.

#include "render/chart/CostChart.h"

#include "model/cost/CostModel.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <gtest/gtest.h>

namespace accel {
namespace {

// Two ways over three months: renting from nothing, or buying up front.
cost::CostPlan plan() {
    cost::CostPlan p;
    p.months = 3;
    cost::CostOption rented;
    rented.id = QStringLiteral("gpu_cloud");
    rented.portingUsd = 0;
    rented.cumulativeUsd = {4.0e7, 8.0e7, 1.2e8};
    cost::CostOption owned;
    owned.id = QStringLiteral("gpu_owned");
    owned.ownershipUsd = 9.0e7;
    owned.portingUsd = 1.0e6;
    owned.cumulativeUsd = {9.2e7, 9.3e7, 9.4e7};
    p.options = {rented, owned};
    return p;
}

TEST(CostChart, OneLinePerOptionFromWhatIsPaidUpFront) {
    QChart chart;
    render::populateCostChart(chart, plan());
    const auto series = chart.series();
    ASSERT_EQ(series.size(), 2);
    auto* rented = qobject_cast<QLineSeries*>(series.at(0));
    auto* owned = qobject_cast<QLineSeries*>(series.at(1));
    ASSERT_TRUE(rented && owned);
    ASSERT_EQ(owned->count(), 4); // month 0, then one point a month
    EXPECT_DOUBLE_EQ(rented->at(0).y(), 0.0);
    EXPECT_DOUBLE_EQ(owned->at(0).y(), 9.1e7); // purchase and porting, before month 1
    EXPECT_DOUBLE_EQ(owned->at(3).y(), 9.4e7);
    EXPECT_EQ(owned->pen().style(), Qt::DashLine); // reads apart in greyscale
    EXPECT_EQ(rented->pen().style(), Qt::SolidLine);
    EXPECT_NE(owned->pen().color(), rented->pen().color());
}

TEST(CostChart, MoneyAxisInCurrencyCoversTheTopAndMonthsTheHorizon) {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QChart chart;
    render::populateCostChart(chart, plan());
    const auto months = chart.axes(Qt::Horizontal);
    ASSERT_EQ(months.size(), 1);
    EXPECT_DOUBLE_EQ(qobject_cast<QValueAxis*>(months.front())->max(), 3.0);
    const auto money = chart.axes(Qt::Vertical);
    ASSERT_EQ(money.size(), 1);
    auto* y = qobject_cast<QCategoryAxis*>(money.front());
    ASSERT_TRUE(y);
    EXPECT_GE(y->max(), 1.2e8);
    ASSERT_GE(y->count(), 2);
    for (const QString& label : y->categoriesLabels()) {
        EXPECT_TRUE(label.contains(QLatin1Char('$'))) << label.toStdString();
        EXPECT_FALSE(label.contains(QLatin1Char('e'))) << label.toStdString(); // no 1.2e+08
    }
}

} // namespace
} // namespace accel
