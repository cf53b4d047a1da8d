// resources/cost-model.json: every figure sourced, checked against the
// published figures it cites, and a broken file reported by JSON path.
#include "model/cost/CostData.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace accel;
using namespace accel::cost;

namespace {

QByteArray bundledBytes() {
    QFile f(QStringLiteral(":/accel/cost-model.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

} // namespace

TEST(CostData, BundledFileIsValid) {
    const Result<CostData> d = CostData::parse(bundledBytes());
    if (!d) {
        for (const InputIssue& i : d.failure().issues) {
            ADD_FAILURE() << i.path.toStdString() << ": " << i.message.toStdString();
        }
    }
    ASSERT_TRUE(d.ok());
}

TEST(CostData, EveryDefaultAndPriceNamesAKnownSource) {
    const CostData& d = CostData::bundled();
    for (const Figure* f :
         {&d.months, &d.runsPerMonth, &d.servingHoursPerMonth, &d.engineerUsdPerWeek, &d.pue,
          &d.usdPerKwh, &d.years, &d.utilization, &d.overheadShare, &d.goodput}) {
        ASSERT_FALSE(f->source.isEmpty());
        for (const QString& id : f->source.split(QLatin1Char(','))) {
            EXPECT_NE(d.source(id.trimmed()), nullptr) << id.toStdString();
        }
    }
    for (const OwnedChip& c : d.owned) {
        EXPECT_GT(c.watts, 0);
        EXPECT_NE(d.source(c.wattsSource), nullptr);
        if (c.usdPerChip) {
            EXPECT_FALSE(c.date.isEmpty());
            EXPECT_NE(d.source(c.source), nullptr);
        }
    }
}

TEST(CostData, FiguresAgreeWithWhatTheirSourcesPublish) {
    const CostData& d = CostData::bundled();
    // Uptime Institute: the industry average PUE has stayed between 1.55 and 1.59.
    EXPECT_GE(d.pue.value, 1.55);
    EXPECT_LE(d.pue.value, 1.59);
    // Raymond James: an H100 sells for $25,000 to $30,000.
    const OwnedChip* h100 = d.ownedChip(u"h100-sxm");
    ASSERT_TRUE(h100 && h100->usdPerChip);
    EXPECT_GE(*h100->usdPerChip, 25000);
    EXPECT_LE(*h100->usdPerChip, 30000);
    // NVIDIA: H100 SXM up to 700 W, A100 SXM 400 W.
    EXPECT_EQ(h100->watts, 700);
    EXPECT_EQ(d.ownedChip(u"a100-80gb")->watts, 400);
    // SemiAnalysis: a DGX H100 (8 GPUs, hosts and network) sells for about $270,000.
    const double dgx = 8 * *h100->usdPerChip * (1 + d.overheadShare.value);
    EXPECT_NEAR(dgx, 270000, 0.05 * 270000);
    // Llama 3: over 90% effective training time.
    EXPECT_GE(d.goodput.value, 0.9);
    // BLS: mean wage 144,570 a year, wages 68.3% of compensation: about 4,070 a week.
    EXPECT_NEAR(d.engineerUsdPerWeek.value, 144570.0 / 52 / 0.683, 10);
    // EIA: Virginia, 2023, commercial 8.95 cents per kWh.
    EXPECT_NEAR(d.usdPerKwh.value, 0.0895, 1e-9);
}

TEST(CostData, BrokenFileListsEveryProblemWithItsPath) {
    QJsonObject root = QJsonDocument::fromJson(bundledBytes()).object();
    QJsonObject defaults = root.value(QStringLiteral("defaults")).toObject();
    QJsonObject pue = defaults.value(QStringLiteral("pue")).toObject();
    pue.insert(QStringLiteral("value"), 0.5);
    defaults.insert(QStringLiteral("pue"), pue);
    QJsonObject years = defaults.value(QStringLiteral("years")).toObject();
    years.insert(QStringLiteral("source"), QStringLiteral("nowhere"));
    defaults.insert(QStringLiteral("years"), years);
    root.insert(QStringLiteral("defaults"), defaults);
    const Result<CostData> d = CostData::parse(QJsonDocument(root).toJson());
    ASSERT_FALSE(d.ok());
    QStringList paths;
    for (const InputIssue& i : d.failure().issues) {
        paths << i.path;
    }
    EXPECT_TRUE(paths.contains(QStringLiteral("$.defaults.pue.value")))
        << paths.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(paths.contains(QStringLiteral("$.defaults.years.source")))
        << paths.join(QLatin1Char(' ')).toStdString();
}
