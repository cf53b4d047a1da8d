// accel-advisor cost as a user runs it: the contract's JSON, text, and bad
// input on the command line or in the profile refused with exit code 2.
#include "AdvisorProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using accel::test::AdvisorRun;

namespace {

QTemporaryDir& home() {
    static QTemporaryDir dir;
    return dir;
}

QString profile(const QByteArray& answers, const QByteArray& extra) {
    static int n = 0;
    const QString path = home().filePath(QStringLiteral("p%1.accel.json").arg(++n));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"format\":\"accel-advisor-profile\",\"version\":2,\"name\":\"Bill\",\"answers\":" +
            answers + ",\"workload\":{\"params\":7e10,\"tokens\":1.4e12}" + extra + "}");
    return path;
}

AdvisorRun cost(QStringList arguments) {
    qputenv("XDG_DATA_HOME", home().path().toUtf8());
    arguments.prepend(QStringLiteral("cost"));
    return accel::test::runAdvisorHeadless(arguments);
}

} // namespace

TEST(CostCommand, JsonHasTheContractFields) {
    const AdvisorRun run =
        cost({profile("{\"hosting\":\"gcp\"}", ""), QStringLiteral("--months"),
              QStringLiteral("18"), QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(o.value(QStringLiteral("months")).toInt(), 18);
    QStringList ids;
    for (const QJsonValue& v : o.value(QStringLiteral("options")).toArray()) {
        const QJsonObject option = v.toObject();
        ids << option.value(QStringLiteral("id")).toString();
        for (const char* key :
             {"id", "platform", "accelerator", "provider", "pricing", "chips", "usd_per_chip_hour",
              "compute_usd", "porting_usd", "ownership_usd", "total_usd", "cumulative_usd"}) {
            EXPECT_TRUE(option.contains(QLatin1String(key))) << key;
        }
        const QJsonArray cumulative = option.value(QStringLiteral("cumulative_usd")).toArray();
        ASSERT_EQ(cumulative.size(), 18);
        EXPECT_DOUBLE_EQ(cumulative.last().toDouble(),
                         option.value(QStringLiteral("total_usd")).toDouble());
    }
    EXPECT_EQ(ids, (QStringList{QStringLiteral("gpu_cloud"), QStringLiteral("tpu_cloud"),
                                QStringLiteral("gpu_owned")}));
    for (const QJsonValue& v : o.value(QStringLiteral("break_even")).toArray()) {
        EXPECT_EQ(v.toObject().value(QStringLiteral("between")).toArray().size(), 2);
        EXPECT_TRUE(v.toObject().contains(QStringLiteral("month")));
    }
    const QJsonObject porting = o.value(QStringLiteral("porting")).toObject();
    for (const char* key : {"weeks", "platform", "reason", "sources"}) {
        EXPECT_TRUE(porting.contains(QLatin1String(key))) << key;
    }
    EXPECT_FALSE(o.value(QStringLiteral("assumptions")).toArray().isEmpty());
}

TEST(CostCommand, TpusAreAbsentWhenRuledOut) {
    const AdvisorRun run = cost({profile("{\"hosting\":\"on_prem\"}", ""),
                                 QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_FALSE(run.out.contains(QStringLiteral("tpu_cloud")));
    EXPECT_TRUE(run.out.contains(QStringLiteral("gpu_owned")));
}

TEST(CostCommand, TextNamesTheBreakEven) {
    const AdvisorRun run =
        cost({profile("{\"hosting\":\"gcp\"}", ",\"cost\":{\"runs_per_month\":4}")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("Break-even"))) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("month"))) << run.out.toStdString();
}

TEST(CostCommand, BadMonthsAreRefused) {
    const QString p = profile("{}", "");
    for (const char* months : {"0", "-3", "2.5", "121", "nan", "abc"}) {
        const AdvisorRun run = cost({p, QStringLiteral("--months"), QLatin1String(months)});
        EXPECT_EQ(run.exitCode, 2) << months;
        // One wording whatever was wrong, as estimate words its refusals.
        EXPECT_TRUE(run.err.contains(QStringLiteral("--months '%1' is refused: the planning "
                                                    "horizon is a whole number of months from 1 "
                                                    "to 120.")
                                         .arg(QLatin1String(months))))
            << run.err.toStdString();
    }
}

TEST(CostCommand, BrokenCostObjectIsRefusedWithItsPath) {
    const QString p = profile("{}", ",\"cost\":{\"own\":{\"years\":0,\"utilization\":2}}");
    const QByteArray before = [&p] {
        QFile f(p);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    const AdvisorRun run = cost({p});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("$.cost.own.years"))) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("$.cost.own.utilization")));
    QFile f(p);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), before); // nothing lost
}

TEST(CostCommand, ProfileWithoutWorkloadIsRefused) {
    const QString path = home().filePath(QStringLiteral("bare.accel.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"format\":\"accel-advisor-profile\",\"version\":2,\"name\":\"x\",\"answers\":{}}");
    f.close();
    const AdvisorRun run = cost({path});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("$.workload")));
}

// Owned GPUs cost what they cost at the utilization assumed: a sentence about
// them says so whether or not the lines cross (the no-crossing one did not),
// and a one-month bill reads "for the whole month", not "the 1 month".
TEST(CostCommand, EverySentenceAboutOwnedGpusNamesTheUtilization) {
    const AdvisorRun run = cost(
        {profile("{\"hosting\":\"gcp\"}", ""), QStringLiteral("--months"), QStringLiteral("1")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    int aboutOwning = 0;
    for (const QString& line : run.out.split(QLatin1Char('\n'))) {
        if (line.contains(QStringLiteral("cheaper")) && line.contains(QStringLiteral("wning"))) {
            ++aboutOwning;
            EXPECT_TRUE(line.contains(QStringLiteral("utilisation"))) << line.toStdString();
            EXPECT_FALSE(line.contains(QStringLiteral("the 1 month"))) << line.toStdString();
        }
    }
    EXPECT_GT(aboutOwning, 0) << run.out.toStdString();
}

// Issue 38: "4 chips, $1.55 per chip-hour (owned: purchase and power per used
// chip-hour)" over a total that charges the purchase in full: 1.55 x 4 x the
// hours used is a third of it. The owned option says what its total holds,
// and gives the amortised figure only as such.
TEST(CostCommand, OwnedGpusSayWhatTheirTotalCharges) {
    const AdvisorRun run = cost({profile("{\"hosting\":\"gcp\"}", "")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString owned =
        run.out.section(QStringLiteral("\nOwned GPUs"), 1).section(QStringLiteral("\n\n"), 0, 0);
    ASSERT_FALSE(owned.isEmpty()) << run.out.toStdString();
    for (const QString& line : owned.split(QLatin1Char('\n'))) {
        if (line.contains(QStringLiteral("per chip-hour")) ||
            line.contains(QStringLiteral("per used chip-hour"))) {
            EXPECT_TRUE(line.contains(QStringLiteral("Spread over"))) << line.toStdString();
        }
    }
    EXPECT_TRUE(owned.contains(QStringLiteral("charged in full in month 1")))
        << owned.toStdString();
    EXPECT_TRUE(owned.contains(QStringLiteral("Power "))) << owned.toStdString();
    EXPECT_TRUE(owned.contains(QStringLiteral("purchase "))) << owned.toStdString();
    // Break-even sentences are a list, one item a line.
    const QString breakEven =
        run.out.section(QStringLiteral("\nBreak-even\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
    for (const QString& line : breakEven.split(QLatin1Char('\n'))) {
        EXPECT_TRUE(line.startsWith(QStringLiteral("  - "))) << line.toStdString();
    }
}
