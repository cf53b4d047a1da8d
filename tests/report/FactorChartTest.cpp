#include "render/chart/FactorChart.h"

#include "ReportTestSupport.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace accel::test {
namespace {

QHorizontalStackedBarSeries* onlySeries(const QChart& chart) {
    const auto series = chart.series();
    EXPECT_EQ(series.size(), 1);
    return series.isEmpty() ? nullptr : qobject_cast<QHorizontalStackedBarSeries*>(series.first());
}

TEST(FactorChart, OneRowPerAnsweredFactorWithSignedSets) {
    const Example ex = loadExample(kFullHybrid);
    QChart chart;
    render::populateFactorChart(chart, ex.evaluation);

    auto* series = onlySeries(chart);
    ASSERT_NE(series, nullptr);
    ASSERT_EQ(series->count(), 2);
    QBarSet* gpu = series->barSets().at(0);
    QBarSet* tpu = series->barSets().at(1);
    EXPECT_EQ(gpu->label(), QStringLiteral("favours GPU"));
    EXPECT_EQ(tpu->label(), QStringLiteral("favours TPU"));
    EXPECT_EQ(gpu->color(), QColor(0x00, 0x72, 0xB2));
    EXPECT_EQ(tpu->color(), QColor(0xE6, 0x9F, 0x00));

    const int rows = render::factorChartRowCount(ex.evaluation);
    EXPECT_EQ(rows, static_cast<int>(ex.evaluation.factors.size())); // everything answered
    ASSERT_EQ(gpu->count(), rows);
    ASSERT_EQ(tpu->count(), rows);

    // Rows run bottom-up: the last row is the first factor.
    for (int row = 0; row < rows; ++row) {
        const FactorContribution& f =
            ex.evaluation.factors[static_cast<std::size_t>(rows - 1 - row)];
        EXPECT_LE(gpu->at(row), 0.0);
        EXPECT_GE(tpu->at(row), 0.0);
        EXPECT_DOUBLE_EQ(gpu->at(row) + tpu->at(row), f.contribution);
    }
    // Every row carries its number, signed as in the tables (U+2212 minus).
    const QStringList numbers = render::factorChartValueLabels(chart);
    ASSERT_EQ(numbers.size(), rows);
    for (int row = 0; row < rows; ++row) {
        const double v = gpu->at(row) + tpu->at(row);
        const QString& n = numbers.at(row);
        if (v < -0.005) {
            EXPECT_TRUE(n.startsWith(QChar(0x2212))) << n.toStdString();
        } else if (v > 0.005) {
            EXPECT_TRUE(n.startsWith(QLatin1Char('+'))) << n.toStdString();
        } else {
            EXPECT_EQ(n, QStringLiteral("0"));
        }
        EXPECT_FALSE(n.contains(QLatin1Char('-'))) << n.toStdString();
    }
    EXPECT_EQ(chart.animationOptions(), QChart::NoAnimation);
    EXPECT_FALSE(chart.isDropShadowEnabled());

    const auto rowAxes = chart.axes(Qt::Vertical);
    ASSERT_EQ(rowAxes.size(), 1);
    auto* categories = qobject_cast<QBarCategoryAxis*>(rowAxes.first());
    ASSERT_NE(categories, nullptr);
    EXPECT_EQ(categories->count(), rows);
    EXPECT_EQ(categories->categories().last(), QStringLiteral("Main framework")); // no '&'

    const auto valueAxes = chart.axes(Qt::Horizontal);
    ASSERT_EQ(valueAxes.size(), 1);
    const auto* values = qobject_cast<QValueAxis*>(valueAxes.first());
    ASSERT_NE(values, nullptr);
    EXPECT_DOUBLE_EQ(values->min(), -values->max());
    for (const FactorContribution& f : ex.evaluation.factors) {
        EXPECT_LE(std::abs(f.contribution), values->max());
    }
}

TEST(FactorChart, BlockersAreNamedInTitleAndMarkedRows) {
    const Example ex = loadExample(kBlockedGpu);
    ASSERT_FALSE(ex.evaluation.blockers.empty());
    QChart chart;
    render::populateFactorChart(chart, ex.evaluation);
    EXPECT_TRUE(chart.title().contains(QStringLiteral("TPU"))) << chart.title().toStdString();
    auto* categories = qobject_cast<QBarCategoryAxis*>(chart.axes(Qt::Vertical).first());
    ASSERT_NE(categories, nullptr);
    const QStringList labels = categories->categories();
    EXPECT_TRUE(std::any_of(labels.begin(), labels.end(), [](const QString& l) {
        return l.contains(QStringLiteral("[blocker]"));
    }));
}

TEST(FactorChart, RepopulatingReplacesInsteadOfAccumulating) {
    const Example full = loadExample(kFullTpu);
    const Example partly = loadExample(kPartly);
    QChart chart;
    render::populateFactorChart(chart, full.evaluation);
    render::populateFactorChart(chart, partly.evaluation);
    auto* series = onlySeries(chart);
    ASSERT_NE(series, nullptr);
    EXPECT_EQ(series->barSets().at(0)->count(), render::factorChartRowCount(partly.evaluation));
    EXPECT_LT(render::factorChartRowCount(partly.evaluation),
              render::factorChartRowCount(full.evaluation));
    EXPECT_EQ(chart.axes().size(), 2);
}

} // namespace
} // namespace accel::test
