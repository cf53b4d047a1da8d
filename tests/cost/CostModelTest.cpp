// The formulas of docs/cost-model.md, each tested by a property or against a
// published figure, never against a constant copied from the code.
#include "model/cost/CostModel.h"

#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostData.h"
#include "model/sizing/AcceleratorData.h"

#include <cmath>
#include <gtest/gtest.h>

using namespace accel;
using namespace accel::cost;

namespace {

QString q(const char* s) {
    return QString::fromLatin1(s);
}

QMap<QString, QString> answers(std::initializer_list<std::pair<const char*, const char*>> list) {
    QMap<QString, QString> map;
    for (const auto& [k, v] : list) {
        map.insert(q(k), q(v));
    }
    return map;
}

const CostData& data() {
    return CostData::bundled();
}

Evaluation evaluate(const QMap<QString, QString>& answers) {
    const QuestionCatalogue& c = QuestionCatalogue::builtIn();
    Profile p;
    p.answers = answers;
    return Engine(c).evaluate(answerSetFor(c, p), weightSetFor(c, p));
}

Workload training70b() {
    Workload w;
    w.params = 70e9;
    w.tokens = 1.4e12;
    return w;
}

CostPlan plan(const Workload& w, const Evaluation* e, const CostSettings& s = {},
              std::optional<int> months = std::nullopt) {
    CostRequest r;
    r.workload = &w;
    r.evaluation = e;
    r.settings = s;
    r.months = months;
    return planCost(sizing::AcceleratorData::bundled(), data(), r);
}

} // namespace

TEST(OwnedChipHour, PurchasePartFallsInProportionToUtilizationAndYears) {
    const double full = ownedUsdPerUsedChipHour(30000, 0, 5, 1.0, 0, 1, 0);
    const double half = ownedUsdPerUsedChipHour(30000, 0, 5, 0.5, 0, 1, 0);
    const double longer = ownedUsdPerUsedChipHour(30000, 0, 10, 1.0, 0, 1, 0);
    EXPECT_NEAR(half, 2 * full, 1e-9);
    EXPECT_NEAR(longer, full / 2, 1e-9);
    // 30,000 USD over the 43,800 hours of five years.
    EXPECT_NEAR(full, 30000.0 / (5 * 8760), 1e-9);
}

TEST(OwnedChipHour, PowerPartIsWattsTimesPueTimesPrice) {
    // 700 W at PUE 1.5 draws 1.05 kWh from the grid per chip-hour.
    const double power = ownedUsdPerUsedChipHour(1e-9, 0, 5, 1, 700, 1.5, 0.10);
    EXPECT_NEAR(power, 0.105, 1e-6);
}

TEST(OwnedChipHour, OwnedH100IsBelowEveryRentedH100PriceAtFullDefaultUse) {
    // Owning is only worth a planning meeting if a busy owned H100 costs less
    // than renting one: the rented on-demand prices in the data are all above.
    const auto owned = ownedPriceFor(data(), {}, QStringLiteral("h100-sxm"));
    ASSERT_TRUE(owned.has_value());
    const auto* h100 = sizing::AcceleratorData::bundled().find(u"h100-sxm");
    ASSERT_NE(h100, nullptr);
    for (const auto& p : h100->prices) {
        if (p.mode == QLatin1String("on_demand")) {
            EXPECT_LT(*owned, p.usdPerChipHour) << p.provider.toStdString();
        }
    }
}

TEST(BreakEven, FirstMonthTheOrderFlips) {
    // Owning: 100 up front, 1 a month; renting: 10 a month. 100 + m < 10 m from m = 12.
    std::vector<double> own, rent;
    for (int m = 1; m <= 24; ++m) {
        own.push_back(100 + m);
        rent.push_back(10.0 * m);
    }
    EXPECT_EQ(breakEvenMonth(own, rent), 12);
    EXPECT_EQ(breakEvenMonth(rent, own), 12);
}

TEST(BreakEven, NoneWhenTheLinesNeverCross) {
    const std::vector<double> a{1, 2, 3}, b{5, 6, 7};
    EXPECT_FALSE(breakEvenMonth(a, b).has_value());
    // Touching is not crossing.
    const std::vector<double> c{5, 6, 7, 8};
    const std::vector<double> d{1, 6, 9, 12};
    EXPECT_EQ(breakEvenMonth(c, d), 3);
}

TEST(Porting, EachObstacleAddsWeeksAndSkillScalesThem) {
    const PortingTable& t = data().porting;
    const auto weeks = [&t](QMap<QString, QString> a) { return portingFromAnswers(t, a).weeks; };
    const QMap<QString, QString> jax = answers({{"framework", "jax"},
                                                {"xla_compat", "yes"},
                                                {"custom_kernels", "none"},
                                                {"xla_skill", "some"}});
    auto pytorch = jax;
    pytorch[q("framework")] = q("pytorch");
    auto kernels = pytorch;
    kernels[q("custom_kernels")] = q("cuda");
    auto partial = kernels;
    partial[q("xla_compat")] = q("partial");
    auto unskilled = partial;
    unskilled[q("xla_skill")] = q("none");
    auto deep = partial;
    deep[q("xla_skill")] = q("deep");
    EXPECT_LE(weeks(jax), weeks(pytorch));
    EXPECT_LT(weeks(pytorch), weeks(kernels));
    EXPECT_LT(weeks(kernels), weeks(partial));
    EXPECT_LT(weeks(partial), weeks(unskilled));
    EXPECT_LT(weeks(deep), weeks(partial));
    // Seed 001 speaks of "weeks": a PyTorch port with CUDA kernels is weeks, not days.
    EXPECT_GE(weeks(kernels), 2.0);
}

TEST(CostPlan, CumulativeHasOneFigurePerMonthEndingAtTheTotal) {
    const Workload w = training70b();
    const Evaluation e = evaluate(answers({{"hosting", "gcp"}}));
    for (int months : {1, 7, 24, 120}) {
        const CostPlan p = plan(w, &e, {}, months);
        EXPECT_EQ(p.months, months);
        ASSERT_FALSE(p.options.empty());
        for (const CostOption& o : p.options) {
            ASSERT_EQ(static_cast<int>(o.cumulativeUsd.size()), months) << o.id.toStdString();
            EXPECT_DOUBLE_EQ(o.cumulativeUsd.back(), o.totalUsd);
            EXPECT_NEAR(o.totalUsd, o.computeUsd + o.portingUsd + o.ownershipUsd,
                        1e-6 * o.totalUsd);
            for (std::size_t i = 1; i < o.cumulativeUsd.size(); ++i) {
                EXPECT_GE(o.cumulativeUsd[i], o.cumulativeUsd[i - 1]);
            }
        }
    }
}

TEST(CostPlan, TheThreeWaysAreThereAndTpusLeaveWhenRuledOut) {
    const Workload w = training70b();
    const Evaluation open = evaluate(answers({{"hosting", "gcp"}}));
    const CostPlan p = plan(w, &open);
    EXPECT_NE(p.option(u"gpu_cloud"), nullptr);
    EXPECT_NE(p.option(u"tpu_cloud"), nullptr);
    EXPECT_NE(p.option(u"gpu_owned"), nullptr);
    const Evaluation onPrem = evaluate(answers({{"hosting", "on_prem"}}));
    ASSERT_TRUE(onPrem.isBlocked(Platform::Tpu));
    const CostPlan q = plan(w, &onPrem);
    EXPECT_EQ(q.option(u"tpu_cloud"), nullptr);
    EXPECT_NE(q.option(u"gpu_owned"), nullptr);
    for (const BreakEven& b : q.breakEven) {
        EXPECT_NE(b.first, QStringLiteral("tpu_cloud"));
        EXPECT_NE(b.second, QStringLiteral("tpu_cloud"));
    }
}

TEST(CostPlan, PortingIsChargedOnceToThePlatformThatNeedsIt) {
    const Workload w = training70b();
    const Evaluation e = evaluate(
        answers({{"hosting", "gcp"}, {"framework", "pytorch"}, {"custom_kernels", "portable"}}));
    CostSettings s;
    s.engineerUsdPerWeek = 5000;
    const CostPlan p = plan(w, &e, s);
    const CostOption* tpu = p.option(u"tpu_cloud");
    ASSERT_NE(tpu, nullptr);
    EXPECT_GT(p.porting.weeks, 0);
    EXPECT_DOUBLE_EQ(tpu->portingUsd, p.porting.weeks * 5000);
    EXPECT_DOUBLE_EQ(p.option(u"gpu_cloud")->portingUsd, 0);
    // Once: the porting is in month 1, and the monthly step is compute only.
    const double step = tpu->cumulativeUsd[1] - tpu->cumulativeUsd[0];
    EXPECT_NEAR(tpu->cumulativeUsd[0], tpu->portingUsd + step, 1e-6 * tpu->totalUsd);
    s.portingWeeks = 0;
    EXPECT_DOUBLE_EQ(plan(w, &e, s).option(u"tpu_cloud")->portingUsd, 0);
}

TEST(CostPlan, BuyingPaysOffWhenTheChipsAreBusyAndNotWhenIdle) {
    const Workload w = training70b();
    const Evaluation e = evaluate(answers({{"hosting", "on_prem"}}));
    CostSettings busy;
    busy.runsPerMonth = 4;
    const CostPlan p = plan(w, &e, busy, 60);
    ASSERT_NE(p.option(u"gpu_owned"), nullptr);
    bool crossed = false;
    for (const BreakEven& b : p.breakEven) {
        if (b.first == QLatin1String("gpu_cloud") && b.second == QLatin1String("gpu_owned")) {
            crossed = b.month.has_value() && b.cheaperFrom == QLatin1String("gpu_owned");
        }
    }
    EXPECT_TRUE(crossed);
    // One run in a thousand months: the purchase is paid, the chips stand idle.
    CostSettings idle;
    idle.runsPerMonth = 0.001;
    const CostPlan q = plan(w, &e, idle, 24);
    EXPECT_GT(q.option(u"gpu_owned")->totalUsd, q.option(u"gpu_cloud")->totalUsd);
}

TEST(CostPlan, OwnedFleetCoversTheMonthsHoursAtTheUtilization) {
    const Workload w = training70b();
    CostSettings s;
    s.runsPerMonth = 6;
    s.own.utilization = 0.5;
    const CostPlan p = plan(w, nullptr, s);
    const CostOption* own = p.option(u"gpu_owned");
    ASSERT_NE(own, nullptr);
    EXPECT_GE(own->chips * kHoursPerMonth * 0.5, own->usedChipHoursPerMonth - 1e-6);
}

TEST(CostPlan, SteadyStateIsEndToEndTimesThePublishedGoodput) {
    // Llama 3: "over 90% effective training time" (llama3-goodput-2024).
    const Workload w = training70b();
    const CostPlan p = plan(w, nullptr);
    const CostOption* gpu = p.option(u"gpu_cloud");
    ASSERT_NE(gpu, nullptr);
    ASSERT_TRUE(gpu->hoursPerRun && gpu->steadyHoursPerRun);
    const double ratio = gpu->steadyHoursPerRun->value / gpu->hoursPerRun->value;
    EXPECT_GE(ratio, 0.9);
    EXPECT_LT(ratio, 1.0);
}

TEST(CostPlan, ServingRunsTheFleetForTheHoursOfTheMonth) {
    Workload w;
    w.kind = QStringLiteral("inference");
    w.params = 8e9;
    w.requestsPerSecond = 5;
    CostSettings s;
    s.servingHoursPerMonth = 100;
    const CostPlan p = plan(w, nullptr, s);
    EXPECT_FALSE(p.training);
    const CostOption* gpu = p.option(u"gpu_cloud");
    ASSERT_NE(gpu, nullptr);
    EXPECT_DOUBLE_EQ(gpu->usedChipHoursPerMonth, 100.0 * gpu->chips);
}

TEST(OwnedChipHour, TheSizingTableOnPremisesIsPricedWithoutTypingIn) {
    // Owning: the on-premises price of an H100 in the sizing table is the
    // owned cost per used chip-hour, from the purchase price and power.
    const auto& catalogue = sizing::AcceleratorData::bundled();
    const sizing::AcceleratorSpec* h100 = catalogue.find(u"h100-sxm");
    ASSERT_NE(h100, nullptr);
    sizing::TrainingInput in;
    in.params = 7e9;
    in.tokens = 1.4e11;
    in.chips = 8;
    in.provider = QStringLiteral("on_prem");
    const sizing::TrainingEstimate e =
        sizing::Estimator(catalogue, ownedPrices(data())).training(*h100, in);
    ASSERT_TRUE(e.price.has_value());
    EXPECT_FALSE(e.priceOverridden);
    EXPECT_DOUBLE_EQ(e.price->usdPerChipHour, *ownedPriceFor(data(), {}, h100->id));
    // A GPU with a bundled purchase price is priced on premises; a GPU for
    // which no published price was found (cost-model.json lists its power
    // only) is not, and says why, so the user knows to enter what they pay. A
    // TPU cannot be bought, so it is not priced either.
    int priced = 0;
    for (const sizing::AcceleratorSpec& spec : catalogue.accelerators()) {
        const sizing::TrainingEstimate owned =
            sizing::Estimator(catalogue, ownedPrices(data())).training(spec, in);
        const OwnedChip* chip = data().ownedChip(spec.id);
        if (spec.platform == Platform::Gpu && chip && chip->usdPerChip) {
            ++priced;
            ASSERT_TRUE(owned.price.has_value()) << spec.id.toStdString();
            EXPECT_DOUBLE_EQ(owned.price->usdPerChipHour, *ownedPriceFor(data(), {}, spec.id))
                << spec.id.toStdString();
        } else {
            EXPECT_FALSE(owned.price.has_value()) << spec.id.toStdString();
            EXPECT_FALSE(owned.noPriceReason.isEmpty()) << spec.id.toStdString();
        }
    }
    EXPECT_GE(priced, 11);
    // Sizing has no purchase prices of its own: without the cost model's, a
    // chip on premises is priced only by the user.
    EXPECT_FALSE(sizing::Estimator(catalogue).training(*h100, in).price.has_value());
}
