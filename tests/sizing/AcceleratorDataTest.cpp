#include "model/sizing/AcceleratorData.h"

#include "model/sizing/SizingVocabulary.h"
#include "model/text/NumberFormat.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace accel::sizing;
using accel::dateText;
using accel::Result;

namespace {

QString issuesText(const Result<AcceleratorData>& load) {
    QString text;
    if (load.ok()) {
        return text;
    }
    for (const accel::InputIssue& i : load.failure().issues) {
        text += i.path + QStringLiteral(": ") + i.message + QLatin1Char('\n');
    }
    return text;
}

bool hasIssueAt(const Result<AcceleratorData>& load, const QString& path) {
    if (load.ok()) {
        return false;
    }
    for (const accel::InputIssue& i : load.failure().issues) {
        if (i.path == path) {
            return true;
        }
    }
    return false;
}

QByteArray overrideWith(const QByteArray& accelerators, const QByteArray& sources = "[]") {
    return R"({"format":"accel-advisor-accelerators","version":1,"sources":)" + sources +
           R"(,"accelerators":)" + accelerators + "}";
}

} // namespace

TEST(AcceleratorData, BundledDataIsValidAndComplete) {
    const Result<AcceleratorData> load = AcceleratorData::parse(AcceleratorData::bundledJson());
    ASSERT_TRUE(load.ok()) << issuesText(load).toStdString();
    const QStringList expected{
        QStringLiteral("a100-80gb"), QStringLiteral("h100-sxm"), QStringLiteral("h200"),
        QStringLiteral("b200"),      QStringLiteral("l4"),       QStringLiteral("tpu-v4"),
        QStringLiteral("tpu-v5e"),   QStringLiteral("tpu-v5p"),  QStringLiteral("tpu-v6e"),
        QStringLiteral("tpu7x"),     QStringLiteral("gb200"),    QStringLiteral("gb300"),
        QStringLiteral("b300"),      QStringLiteral("h800"),     QStringLiteral("a100-40gb"),
        QStringLiteral("mi300x"),    QStringLiteral("mi325x"),   QStringLiteral("mi355x")};
    EXPECT_EQ(load->ids(), expected);
    for (const AcceleratorSpec& s : load->accelerators()) {
        EXPECT_FALSE(s.sources.isEmpty()) << s.id.toStdString();
        for (const PricePoint& p : s.prices) {
            EXPECT_NE(load->source(p.source), nullptr) << s.id.toStdString();
            EXPECT_FALSE(p.date.isEmpty());
        }
        if (s.platform == accel::Platform::Tpu) {
            EXPECT_EQ(s.availability, QStringList{QStringLiteral("gcp")});
        }
    }
    EXPECT_FALSE(load->find(u"tpu7x")->frameworks.contains(QStringLiteral("tensorflow")));
    // Sizing v2 added 2026-11-24 catalogue prices; older dated prices stay
    // beside newer ones for the same provider and mode, and the newest wins.
    const auto aws =
        load->price(*load->find(u"h100-sxm"), QStringLiteral("aws"), QStringLiteral("on_demand"));
    EXPECT_EQ(aws->date, QStringLiteral("2026-11-24")); // not the 2023 launch or 2025 cut
    const auto& h100 = load->find(u"h100-sxm")->prices;
    EXPECT_TRUE(std::any_of(h100.begin(), h100.end(), [](const PricePoint& p) {
        return p.provider == QStringLiteral("aws") && p.date == QStringLiteral("2023-07");
    }));
}

TEST(AcceleratorData, EveryAcceleratorIsPricedWhereItIsSoldOrSaysWhyNot) {
    const AcceleratorData& c = AcceleratorData::bundled();
    EXPECT_FALSE(c.pricesChecked().isEmpty());
    int onDemandGcp = 0;
    for (const AcceleratorSpec& s : c.accelerators()) {
        for (const QString& provider :
             {QStringLiteral("gcp"), QStringLiteral("aws"), QStringLiteral("azure")}) {
            for (const QString& mode : pricingModeIds()) {
                if (c.price(s, provider, mode)) {
                    onDemandGcp +=
                        provider == QStringLiteral("gcp") && mode == QStringLiteral("on_demand");
                    continue;
                }
                const QString why = c.noPriceReason(s, provider, mode);
                if (s.availability.contains(provider)) {
                    EXPECT_TRUE(why.contains(QStringLiteral("No published")) &&
                                why.contains(dateText(c.pricesChecked())))
                        << why.toStdString();
                } else {
                    EXPECT_TRUE(why.startsWith(QStringLiteral("Not sold on"))) << why.toStdString();
                }
            }
        }
        for (const PricePoint& p : s.prices) {
            // Every price gathered for sizing v2 (2025-11 on) states the host share.
            if (p.date >= QStringLiteral("2025-11")) {
                EXPECT_FALSE(p.host.isEmpty()) << s.id.toStdString() << " says nothing of the host";
            }
        }
    }
    // Every accelerator sold on Google Cloud has an on-demand price there.
    const auto soldOnGcp = std::count_if(
        c.accelerators().begin(), c.accelerators().end(),
        [](const AcceleratorSpec& s) { return s.availability.contains(QStringLiteral("gcp")); });
    EXPECT_EQ(onDemandGcp, soldOnGcp);
    EXPECT_EQ(soldOnGcp, 11);
}

TEST(AcceleratorData, MfuCurvesFallWithScale) {
    const AcceleratorData& c = AcceleratorData::bundled();
    for (accel::Platform p : {accel::Platform::Gpu, accel::Platform::Tpu}) {
        double last = 1.0;
        for (double chips : {1.0, 8.0, 100.0, 1000.0, 10000.0, 100000.0}) {
            const Range r = c.platformMfu(p).at(chips);
            EXPECT_LE(r.value, last);
            EXPECT_LT(r.low, r.value);
            EXPECT_GT(r.high, r.value);
            last = r.value;
        }
    }
}

TEST(AcceleratorData, OverrideAddsNegotiatedPriceThatWins) {
    const AcceleratorData& base = AcceleratorData::bundled();
    const Result<AcceleratorData> load = base.withOverride(overrideWith(
        R"([{"id":"h100-sxm","prices":[{"provider":"gcp","mode":"on_demand","usdPerChipHour":2.1,
            "date":"2020-01","source":"our-deal"}]}])",
        R"([{"id":"our-deal","title":"Our 2020 contract","date":"2020-01"}])"));
    ASSERT_TRUE(load.ok()) << issuesText(load).toStdString();
    const AcceleratorSpec* h100 = load->find(u"h100-sxm");
    const auto price = load->price(*h100, QStringLiteral("gcp"), QStringLiteral("on_demand"));
    ASSERT_TRUE(price.has_value());
    EXPECT_DOUBLE_EQ(price->usdPerChipHour, 2.1); // older, but negotiated
    EXPECT_EQ(price->origin, PriceOrigin::Override);
    EXPECT_EQ(h100->name, base.find(u"h100-sxm")->name); // the rest is untouched
}

TEST(AcceleratorData, OverrideAddsANewAcceleratorWhenComplete) {
    const Result<AcceleratorData> load = AcceleratorData::bundled().withOverride(overrideWith(
        R"([{"id":"our-asic","name":"Our own accelerator","platform":"gpu","vendor":"Us",
             "peakTflops":{"bf16":1307},"memoryGB":192,"bandwidthGBs":5300,"podSize":8,
             "availability":["azure","on_prem"],"frameworks":["pytorch","jax"],
             "sources":["ours"],"prices":[{"provider":"on_prem","mode":"on_demand",
             "usdPerChipHour":1.5,"date":"2026-01","source":"ours"}]}])",
        R"([{"id":"ours","title":"Our hardware budget","date":"2026"}])"));
    ASSERT_TRUE(load.ok()) << issuesText(load).toStdString();
    EXPECT_NE(load->find(u"our-asic"), nullptr);
    EXPECT_EQ(load->accelerators().size(), AcceleratorData::bundled().accelerators().size() + 1);
}

TEST(AcceleratorData, BrokenOverrideIsRejectedWithPaths) {
    const Result<AcceleratorData> load = AcceleratorData::bundled().withOverride(overrideWith(
        R"([{"id":"h100-sxm","colour":"green","memoryGB":-3,
             "prices":[{"provider":"ibm","mode":"forever","usdPerChipHour":0,
                        "date":"last week","source":"nowhere"}]},
            {"id":"Bad Id"},
            {"id":"new-chip","name":"Half a chip"}])"));
    ASSERT_FALSE(load.ok());
    const QString text = issuesText(load);
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].colour"))) << text.toStdString();
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].memoryGB")))
        << text.toStdString();
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].prices[0].provider")));
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].prices[0].mode")));
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].prices[0].usdPerChipHour")));
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].prices[0].date")));
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[1].id")));
    EXPECT_TRUE(text.contains(QStringLiteral("new-chip"))) << text.toStdString();
}

TEST(AcceleratorData, OverrideSetsMixtureOfExpertsEfficiencyPerChipAndGlobally) {
    const Result<AcceleratorData> load = AcceleratorData::bundled().withOverride(
        R"({"format":"accel-advisor-accelerators","version":1,
            "assumptions":{"moeActiveExponent":0.3,"moeActiveReference":2e10},
            "accelerators":[{"id":"h100-sxm",
                             "moeEfficiency":{"value":0.6,"low":0.5,"high":0.7}}]})");
    ASSERT_TRUE(load.ok()) << issuesText(load).toStdString();
    EXPECT_DOUBLE_EQ(load->assumptions().moeActiveExponent, 0.3);
    EXPECT_DOUBLE_EQ(load->assumptions().moeActiveReference, 2e10);
    const AcceleratorSpec* h100 = load->find(u"h100-sxm");
    ASSERT_TRUE(h100->moeEfficiency.has_value());
    EXPECT_DOUBLE_EQ(h100->moeEfficiency->value, 0.6);
    // B200 keeps its bundled share.
    EXPECT_DOUBLE_EQ(load->find(u"b200")->moeEfficiency->value, 0.48);

    const Result<AcceleratorData> bad = AcceleratorData::bundled().withOverride(
        R"({"format":"accel-advisor-accelerators","version":1,
            "assumptions":{"moeActiveExponent":-1},
            "accelerators":[{"id":"b200","moeEfficiency":{"value":0.9,"low":0.2,"high":0.5}}]})");
    EXPECT_FALSE(bad.ok());
    EXPECT_TRUE(hasIssueAt(bad, QStringLiteral("$.assumptions.moeActiveExponent")))
        << issuesText(bad).toStdString();
    EXPECT_TRUE(hasIssueAt(bad, QStringLiteral("$.accelerators[0].moeEfficiency")))
        << issuesText(bad).toStdString();
}

// The merged catalogue puts a new entry after the bundled ones; its problems
// are still reported where the override file has it.
TEST(AcceleratorData, OverrideProblemsAreAtTheOverridesOwnPaths) {
    const Result<AcceleratorData> load = AcceleratorData::bundled().withOverride(overrideWith(
        R"([{"id":"our-asic","name":"Our own accelerator","platform":"gpu","vendor":"Us",
             "peakTflops":{"bf16":1307},"memoryGB":192,"bandwidthGBs":5300,"podSize":8,
             "availability":["azure"],"frameworks":["pytorch"],"sources":["nowhere"],
             "prices":[{"provider":"azure","mode":"on_demand","usdPerChipHour":1.5,
                        "date":"2026-01","source":"elsewhere"}]}])"));
    ASSERT_FALSE(load.ok());
    const QString text = issuesText(load);
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].sources")))
        << text.toStdString();
    EXPECT_TRUE(hasIssueAt(load, QStringLiteral("$.accelerators[0].prices"))) << text.toStdString();
    EXPECT_EQ(load.failure().issues.size(), 2) << text.toStdString();
}

TEST(AcceleratorData, RejectsWrongFormatVersionAndJunk) {
    const AcceleratorData& base = AcceleratorData::bundled();
    EXPECT_FALSE(base.withOverride("not json").ok());
    EXPECT_FALSE(base.withOverride(R"({"format":"something-else","version":1})").ok());
    EXPECT_FALSE(base.withOverride(
                         R"({"format":"accel-advisor-accelerators","version":2,"accelerators":[]})")
                     .ok());
    EXPECT_FALSE(base.withOverride(QByteArray(AcceleratorData::kMaxBytes + 1, ' ')).ok());
    EXPECT_FALSE(AcceleratorData::parse(overrideWith("[]")).ok()); // a base needs everything
}

TEST(AcceleratorData, NewestPriceWinsBetweenBundledAndLive) {
    AcceleratorData c = AcceleratorData::bundled();
    const AcceleratorSpec* v5e = c.find(u"tpu-v5e");
    LivePrice live;
    live.acceleratorId = QStringLiteral("tpu-v5e");
    live.price = {QStringLiteral("gcp"),
                  QStringLiteral("on_demand"),
                  1.1,
                  QStringLiteral("2026-12-01"), // newer than the bundled 2026-11-24 price
                  QStringLiteral("cloud-billing-catalog"),
                  QString(),
                  QStringLiteral("us-central1"),
                  PriceOrigin::Live,
                  QString()};
    c.addLivePrices({live});
    v5e = c.find(u"tpu-v5e");
    auto p = c.price(*v5e, QStringLiteral("gcp"), QStringLiteral("on_demand"));
    EXPECT_EQ(p->origin, PriceOrigin::Live);
    EXPECT_DOUBLE_EQ(p->usdPerChipHour, 1.1);
    // An older live price (a stale cache) loses to the bundled one.
    live.price.date = QStringLiteral("2020-01-01");
    c.addLivePrices({live});
    p = c.price(*c.find(u"tpu-v5e"), QStringLiteral("gcp"), QStringLiteral("on_demand"));
    EXPECT_EQ(p->origin, PriceOrigin::Bundled);
    EXPECT_DOUBLE_EQ(p->usdPerChipHour, 1.2);
}

TEST(AcceleratorData, OverrideChangesGlobalAssumptionsAndCurves) {
    const Result<AcceleratorData> load = AcceleratorData::bundled().withOverride(
        R"({"format":"accel-advisor-accelerators","version":1,
            "sources":[{"id":"ours","title":"Our own runs","date":"2026"}],
            "assumptions":{"trainingBytesPerParam":{"value":20,"low":18,"high":24}},
            "mfu":{"gpu":{"points":[{"chips":1,"mfu":0.3}],"spread":0.05,"sources":["ours"]}},
            "accelerators":[]})");
    ASSERT_TRUE(load.ok()) << issuesText(load).toStdString();
    EXPECT_DOUBLE_EQ(load->assumptions().trainingBytesPerParam.value, 20.0);
    const AcceleratorData& bundled = AcceleratorData::bundled();
    EXPECT_DOUBLE_EQ(load->assumptions().memoryReserve.value,
                     bundled.assumptions().memoryReserve.value); // untouched
    EXPECT_DOUBLE_EQ(load->platformMfu(accel::Platform::Gpu).at(1000).value, 0.3);
    EXPECT_DOUBLE_EQ(load->platformMfu(accel::Platform::Tpu).at(6144).value,
                     bundled.platformMfu(accel::Platform::Tpu).at(6144).value);

    const Result<AcceleratorData> bad = AcceleratorData::bundled().withOverride(
        R"({"format":"accel-advisor-accelerators","version":1,
            "assumptions":{"memoryReserve":{"value":0.5,"low":0.6,"high":0.7}},"accelerators":[]})");
    EXPECT_FALSE(bad.ok());
    EXPECT_TRUE(hasIssueAt(bad, QStringLiteral("$.assumptions.memoryReserve")));
}
