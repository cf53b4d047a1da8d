// The profile's optional "cost" object: older files load unchanged, every
// field is checked with its JSON path, and a round trip loses nothing.
#include "model/QuestionCatalogue.h"
#include "model/cost/CostSettingsJson.h"
#include "model/profile/ProfileCodec.h"

#include <gtest/gtest.h>
#include <limits>

using namespace accel;

namespace {

Result<ProfileRead> parse(const QByteArray& body) {
    return ProfileCodec(QuestionCatalogue::builtIn())
        .parse("{\"format\":\"accel-advisor-profile\",\"version\":2,\"name\":\"n\","
               "\"answers\":{}" +
               body + "}");
}

QStringList paths(const Result<ProfileRead>& p) {
    QStringList list;
    if (p.ok()) {
        return list;
    }
    for (const InputIssue& i : p.failure().issues) {
        list << i.path;
    }
    return list;
}

} // namespace

TEST(CostProfile, OlderProfilesLoadWithoutCost) {
    const Result<ProfileRead> p = parse("");
    ASSERT_TRUE(p.ok());
    EXPECT_FALSE(p->profile.cost.has_value());
    const QByteArray saved = ProfileCodec(QuestionCatalogue::builtIn()).serialize(p->profile);
    EXPECT_FALSE(saved.contains("\"cost\""));
}

TEST(CostProfile, EveryFieldSurvivesARoundTrip) {
    const Result<ProfileRead> p = parse(
        ",\"cost\":{\"months\":36,\"runs_per_month\":2.5,\"serving_hours_per_month\":300,"
        "\"engineer_usd_per_week\":5000,\"porting_weeks\":0,\"own\":{\"accelerator\":\"h200\","
        "\"usd_per_chip\":32000,\"watts_per_chip\":700,\"pue\":1.2,\"usd_per_kwh\":0.07,"
        "\"years\":4,\"utilization\":0.8,\"overhead_share\":0.3}}");
    ASSERT_TRUE(p.ok()) << paths(p).join(QLatin1Char(' ')).toStdString();
    const CostSettings& c = *p->profile.cost;
    EXPECT_EQ(c.months, 36);
    EXPECT_EQ(c.portingWeeks, 0);
    EXPECT_EQ(c.own.accelerator, QStringLiteral("h200"));
    EXPECT_EQ(c.own.utilization, 0.8);
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> again = codec.parse(codec.serialize(p->profile));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->profile, p->profile);
}

TEST(CostProfile, BadValuesAreReportedAtTheirPaths) {
    const Result<ProfileRead> p =
        parse(",\"cost\":{\"months\":0,\"runs_per_month\":-1,\"serving_hours_per_month\":1000,"
              "\"engineer_usd_per_week\":\"NaN\",\"porting_weeks\":1e9,\"colour\":1,"
              "\"own\":{\"usd_per_chip\":0,\"pue\":0.9,\"years\":0,\"utilization\":1.5,"
              "\"overhead_share\":-0.1,\"watts_per_chip\":1e12,\"usd_per_kwh\":-1,"
              "\"accelerator\":\"H 100\"}}");
    EXPECT_FALSE(p.ok());
    const QStringList found = paths(p);
    for (const char* path :
         {"$.cost.months", "$.cost.runs_per_month", "$.cost.serving_hours_per_month",
          "$.cost.engineer_usd_per_week", "$.cost.porting_weeks", "$.cost.colour",
          "$.cost.own.usd_per_chip", "$.cost.own.pue", "$.cost.own.years", "$.cost.own.utilization",
          "$.cost.own.overhead_share", "$.cost.own.watts_per_chip", "$.cost.own.usd_per_kwh",
          "$.cost.own.accelerator"}) {
        EXPECT_TRUE(found.contains(QLatin1String(path))) << path;
    }
    for (const InputIssue& i : p.failure().issues) {
        EXPECT_FALSE(i.message.isEmpty());
    }
}

TEST(CostProfile, CommandLineValuesGetTheSameCheck) {
    EXPECT_TRUE(checkCostValue(24, costlimits::months).ok());
    EXPECT_FALSE(checkCostValue(0, costlimits::months).ok());
    EXPECT_FALSE(checkCostValue(2.5, costlimits::months).ok());
    EXPECT_FALSE(checkCostValue(std::numeric_limits<double>::quiet_NaN(), costlimits::months).ok());
    EXPECT_FALSE(checkCostValue(1.01, costlimits::utilization).ok());
    EXPECT_FALSE(checkCostValue(0, costlimits::years).ok());
}
