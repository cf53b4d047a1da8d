// accel-advisor estimate as a user runs it: both workloads, text and JSON,
// and every kind of bad input refused with the option and its limit named.
#include "AdvisorProcess.h"
#include "model/sizing/ModelShape.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using accel::test::AdvisorRun;

namespace {

AdvisorRun estimate(QStringList arguments) {
    // A fresh data folder: no override file of the developer's changes anything.
    static QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    arguments.prepend(QStringLiteral("estimate"));
    return accel::test::runAdvisorHeadless(arguments);
}

QJsonObject json(const AdvisorRun& run) {
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

QStringList words(const char* text) {
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

} // namespace

TEST(EstimateCommand, InferenceJsonHasTheContractFields) {
    const AdvisorRun run = estimate(words("--workload inference --params 70B --accelerator "
                                          "h100-sxm --requests-per-second 20 --input-tokens 1000 "
                                          "--output-tokens 250 --ttft-ms 1500 --tpot-ms 40 "
                                          "--format json"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject o = json(run);
    for (const char* key :
         {"accelerator", "chips", "chips_per_replica", "replicas", "fits_in_memory",
          "output_tokens_per_second", "tokens_per_second_per_user", "ttft_ms", "cost_usd_per_hour",
          "cost_usd_per_million_output_tokens", "assumptions"}) {
        EXPECT_TRUE(o.contains(QLatin1String(key))) << key;
    }
    EXPECT_EQ(o.value(QStringLiteral("chips")).toInt(),
              o.value(QStringLiteral("replicas")).toInt() *
                  o.value(QStringLiteral("chips_per_replica")).toInt());
    EXPECT_LE(o.value(QStringLiteral("ttft_ms")).toDouble(), 1500.0);
    EXPECT_LE(o.value(QStringLiteral("tpot_ms")).toDouble(), 40.0);
    EXPECT_DOUBLE_EQ(o.value(QStringLiteral("output_tokens_per_second")).toDouble(), 20.0 * 250);
}

TEST(EstimateCommand, CountMeansWhatThoseChipsCanServe) {
    const AdvisorRun run = estimate(words("--workload inference --params 70B --accelerator "
                                          "h100-sxm --requests-per-second 100000 --count 8 "
                                          "--format json"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject o = json(run);
    EXPECT_LE(o.value(QStringLiteral("chips")).toInt(), 8);
    EXPECT_FALSE(o.value(QStringLiteral("meets_load")).toBool());
}

TEST(EstimateCommand, TrainingKeepsItsOldOptionsAndFields) {
    const AdvisorRun run = estimate(words("--params 7e9 --tokens 1.4e11 --accelerator h100-sxm "
                                          "--count 8 --format json"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject o = json(run);
    for (const char* key : {"accelerator", "count", "fits_in_memory", "hours", "cost_usd",
                            "assumptions", "active_params", "method", "seq_len"}) {
        EXPECT_TRUE(o.contains(QLatin1String(key))) << key;
    }
}

TEST(EstimateCommand, MixtureOfExpertsAndLoraAreAccepted) {
    AdvisorRun run = estimate(words("--params 671B --active-params 37B --tokens 14.8T "
                                    "--precision fp8 --accelerator h100-sxm --count 2048"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("37\u00a0B active")));
    run =
        estimate(words("--params 70B --method lora --tokens 1B --accelerator h100-sxm --count 8"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.startsWith(QStringLiteral("LoRA fine-tune")));
}

TEST(EstimateCommand, TinyRunsReadInSecondsNotZeroHours) {
    const AdvisorRun run = estimate(words("--params 1e6 --accelerator h100-sxm --count 1"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_FALSE(run.out.contains(QRegularExpression(QStringLiteral("\\b0\\.00\\b(?!\\d)"))))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("second"))) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("1\u00a0M parameters")));
}

TEST(EstimateCommand, TheQuotedLimitIsAccepted) {
    const AdvisorRun run = estimate(words("--params 7e9 --accelerator h100-sxm --count 1e6"));
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
}

TEST(EstimateCommand, BadInputIsRefusedWithTheOptionAndItsLimit) {
    const struct {
        const char* args;
        const char* mentions;
    } cases[] = {
        {"--params 0 --accelerator h100-sxm --count 1", "--params"},
        {"--params -7e9 --accelerator h100-sxm --count 1", "1,000,000"},
        {"--params nan --accelerator h100-sxm --count 1", "--params"},
        {"--params 1e30 --accelerator h100-sxm --count 1", "100,000,000,000,000"},
        {"--params 7.5 --accelerator h100-sxm --count 1", "whole number"},
        {"--params 7e9 --accelerator h100-sxm --count 1e7", "1,000,000"},
        {"--params 7e9 --accelerator h100-sxm --count 2.5", "--count"},
        {"--params 7e9 --accelerator h999 --count 1", "h999"},
        {"--params 7e9 --accelerator h100-sxm --count 1 --method qlora", "qlora"},
        {"--params 7e9 --accelerator h100-sxm --count 1 --method lora", "--tokens"},
        {"--params 7e9 --active-params 8e9 --accelerator h100-sxm --count 1", "--active-params"},
        {"--params 7e9 --accelerator h100-sxm --count 1 --model gpt-9", "gpt-9"},
        {"--accelerator h100-sxm --count 1 --model gpt-9", "gpt-9"},
        {"--accelerator h100-sxm --count 1", "--params"},
        {"--params 7e9 --accelerator h100-sxm --count 1 --layers 32", "--kv-heads"},
        {"--workload inference --params 7e9 --accelerator h100-sxm", "--requests-per-second"},
        {"--workload inference --params 7e9 --accelerator h100-sxm --requests-per-second 0",
         "requests-per-second"},
        {"--workload inference --params 7e9 --accelerator h100-sxm --requests-per-second 1 "
         "--tpot-ms 0",
         "tpot-ms"},
        {"--workload inference --params 7e9 --accelerator h100-sxm --requests-per-second 1 "
         "--tokens 1T",
         "--tokens is for training"},
        {"--workload serving --params 7e9 --accelerator h100-sxm", "--workload"},
        {"--params 7e9 --accelerator h100-sxm --count 8 --tpot-ms 50", "--workload inference"},
    };
    for (const auto& c : cases) {
        const AdvisorRun run = estimate(words(c.args));
        EXPECT_EQ(run.exitCode, 2) << c.args << "\n" << run.out.toStdString();
        EXPECT_TRUE(run.err.contains(QLatin1String(c.mentions))) << c.args << "\n"
                                                                 << run.err.toStdString();
        EXPECT_TRUE(run.out.isEmpty()) << c.args;
    }
}

TEST(EstimateCommand, AMalformedRequestRateIsRefusedBeforeItIsRead) {
    // The rate is required, so it is present, but it may not be a number. The
    // sanitizer build (_GLIBCXX_ASSERTIONS) aborts if the empty value is read.
    for (const char* rate : {"abc", "0", "-3", "1e99"}) {
        QStringList args = words("--workload inference --params 7e9 --accelerator h100-sxm "
                                 "--requests-per-second");
        args << QLatin1String(rate);
        const AdvisorRun run = estimate(args);
        EXPECT_EQ(run.exitCode, 2) << rate << "\n" << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("--requests-per-second"))) << rate;
        EXPECT_TRUE(run.out.isEmpty()) << rate;
    }
}

TEST(EstimateCommand, ATypoInAnIdSuggestsTheNearestOne) {
    const struct {
        const char* args;
        const char* suggestion;
    } cases[] = {
        {"--params 7e9 --accelerator tpu_v5e --count 8", "Did you mean 'tpu-v5e'?"},
        {"--params 7e9 --accelerator h100-sxm --count 8 --provider gpc", "Did you mean 'gcp'?"},
        // The beginning of one id, closer by letters to another.
        {"--params 7e9 --accelerator h100 --count 8", "Did you mean 'h100-sxm'?"},
        {"--params 7e9 --accelerator h100-sxm --count 8 --pricing spto", "Did you mean 'spot'?"},
    };
    for (const auto& c : cases) {
        const AdvisorRun run = estimate(words(c.args));
        EXPECT_EQ(run.exitCode, 2) << c.args;
        EXPECT_TRUE(run.err.contains(QLatin1String(c.suggestion))) << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(QLatin1String("Use one of:"))) << run.err.toStdString();
    }
    // Nothing close: no guess, only the list.
    const AdvisorRun far = estimate(words("--params 7e9 --accelerator quantum --count 8"));
    EXPECT_EQ(far.exitCode, 2);
    EXPECT_FALSE(far.err.contains(QLatin1String("Did you mean"))) << far.err.toStdString();
    EXPECT_TRUE(far.err.contains(QLatin1String("tpu-v6e"))) << far.err.toStdString();
}

TEST(EstimateCommand, NearestPublishedRunsComeWithEveryEstimate) {
    const AdvisorRun run = estimate(words("--params 70B --accelerator h100-sxm --count 64 "
                                          "--precision fp8 --format json"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonArray runs = json(run).value(QStringLiteral("reference_runs")).toArray();
    ASSERT_EQ(runs.size(), 3);
    for (const QJsonValue& v : runs) {
        const QJsonObject r = v.toObject();
        for (const char* key : {"name", "source", "published_hours", "predicted_hours"}) {
            EXPECT_TRUE(r.contains(QLatin1String(key))) << key;
        }
        EXPECT_GT(r.value(QStringLiteral("published_hours")).toDouble(), 0.0);
    }
    // Nearest first: a run on the same chip and of about the same size.
    EXPECT_EQ(runs.first().toObject().value(QStringLiteral("accelerator")).toString(),
              QStringLiteral("h100-sxm"));
    const AdvisorRun text = estimate(words("--params 70B --accelerator h100-sxm --count 64"));
    EXPECT_TRUE(text.out.contains(QStringLiteral("Nearest published runs")))
        << text.out.toStdString();
}

TEST(EstimateCommand, ASetUpThatDoesNotFitShowsNoTimeAndNoCost) {
    const AdvisorRun run =
        estimate(words("--params 405B --accelerator h100-sxm --count 8 --format json"));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject o = json(run);
    EXPECT_FALSE(o.value(QStringLiteral("fits_in_memory")).toBool());
    EXPECT_TRUE(o.value(QStringLiteral("hours")).isNull());
    EXPECT_TRUE(o.value(QStringLiteral("cost_usd")).isNull());
    const AdvisorRun text = estimate(words("--params 405B --accelerator h100-sxm --count 8"));
    EXPECT_FALSE(text.out.contains(QStringLiteral("years"))) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("does not fit"))) << text.out.toStdString();
}

TEST(EstimateCommand, Fp4IsRefusedOnChipsWithoutIt) {
    const AdvisorRun hopper =
        estimate(words("--params 70B --accelerator h100-sxm --count 64 --precision fp4"));
    EXPECT_NE(hopper.exitCode, 0);
    EXPECT_TRUE(hopper.err.contains(QStringLiteral("FP4"))) << hopper.err.toStdString();
    EXPECT_TRUE(hopper.err.contains(QStringLiteral("gb200"))) << hopper.err.toStdString();
    const AdvisorRun blackwell = estimate(
        words("--params 70B --accelerator gb200 --count 64 --precision fp4 --format json"));
    ASSERT_EQ(blackwell.exitCode, 0) << blackwell.err.toStdString();
    EXPECT_EQ(json(blackwell).value(QStringLiteral("precision_applied")).toString(),
              QStringLiteral("fp4"));
}

TEST(EstimateCommand, SizingV3OptionsReachTheEstimate) {
    const AdvisorRun training =
        estimate(words("--params 70.6B --accelerator tpu-v6e --count 32 --seq-len 8192 "
                       "--state-bytes-per-param 16 --goodput 0.6 --format json"));
    ASSERT_EQ(training.exitCode, 0) << training.err.toStdString();
    const QJsonObject t = json(training);
    EXPECT_DOUBLE_EQ(t.value(QStringLiteral("state_bytes_per_param")).toDouble(), 16.0);
    EXPECT_NEAR(t.value(QStringLiteral("goodput")).toDouble(), 0.6, 1e-9);
    EXPECT_FALSE(t.value(QStringLiteral("fits_in_memory")).toBool()); // 12 bytes would

    const AdvisorRun serving = estimate(
        words("--workload inference --params 235B --active-params 22B --experts 128 "
              "--experts-per-token 8 --accelerator b200 --precision fp4 --kv-precision fp8 "
              "--chips-per-replica 4 --headroom 0.7 --requests-per-second 10 --format json"));
    ASSERT_EQ(serving.exitCode, 0) << serving.err.toStdString();
    const QJsonObject s = json(serving);
    EXPECT_EQ(s.value(QStringLiteral("chips_per_replica")).toInt(), 4);
    EXPECT_EQ(s.value(QStringLiteral("kv_precision")).toString(), QStringLiteral("fp8"));
    EXPECT_DOUBLE_EQ(s.value(QStringLiteral("headroom")).toDouble(), 0.7);
    EXPECT_NEAR(s.value(QStringLiteral("weights_gb")).toDouble(), 235e9 * 0.5 / 1e9, 1e-6);

    const AdvisorRun lonelyExperts =
        estimate(words("--params 235B --active-params 22B --experts 128 --accelerator b200 "
                       "--count 64"));
    EXPECT_NE(lonelyExperts.exitCode, 0);
    EXPECT_TRUE(lonelyExperts.err.contains(QStringLiteral("--experts-per-token")));
    const AdvisorRun servingOnly =
        estimate(words("--params 70B --accelerator b200 --count 64 --headroom 0.5"));
    EXPECT_NE(servingOnly.exitCode, 0);
    EXPECT_TRUE(servingOnly.err.contains(QStringLiteral("--headroom")));
}

// --model names a size as well as a shape: --params may be left out.
TEST(EstimateCommand, AKnownArchitectureStandsForItsSize) {
    const AdvisorRun bare = estimate(words("--workload inference --model gpt-oss-120b "
                                           "--accelerator h100-sxm --requests-per-second 10 "
                                           "--format json"));
    ASSERT_EQ(bare.exitCode, 0) << bare.err.toStdString();
    const AdvisorRun typed = estimate(words("--workload inference --model gpt-oss-120b "
                                            "--params 116.8B --active-params 5.1B "
                                            "--accelerator h100-sxm --requests-per-second 10 "
                                            "--format json"));
    ASSERT_EQ(typed.exitCode, 0) << typed.err.toStdString();
    const accel::sizing::ModelShape* gptOss =
        accel::sizing::findModel(QStringLiteral("gpt-oss-120b"));
    ASSERT_NE(gptOss, nullptr);
    EXPECT_DOUBLE_EQ(json(bare).value(QStringLiteral("params")).toDouble(), gptOss->params);
    EXPECT_DOUBLE_EQ(json(bare).value(QStringLiteral("active_params")).toDouble(),
                     gptOss->activeParams);
    EXPECT_EQ(json(bare).value(QStringLiteral("chips")),
              json(typed).value(QStringLiteral("chips")));
}

// Issue 38: serving said "change MFU and price with --mfu and --price",
// though --mfu is for training alone: each workload names what applies to it.
TEST(EstimateCommand, AssumptionsNameOnlyTheOptionsThatApply) {
    const AdvisorRun serving = estimate(words("--workload inference --params 70B --accelerator "
                                              "h100-sxm --requests-per-second 5"));
    ASSERT_EQ(serving.exitCode, 0) << serving.err.toStdString();
    EXPECT_TRUE(serving.out.contains(QStringLiteral("--price"))) << serving.out.toStdString();
    EXPECT_FALSE(serving.out.contains(QStringLiteral("--mfu"))) << serving.out.toStdString();
    const AdvisorRun training =
        estimate(words("--params 70B --tokens 1T --accelerator h100-sxm --count 64"));
    ASSERT_EQ(training.exitCode, 0) << training.err.toStdString();
    EXPECT_TRUE(training.out.contains(QStringLiteral("--mfu"))) << training.out.toStdString();
}

// Issue 38: French printed "Remarque : L'état et les activations…", a
// capital after the colon. A note is a sentence: it stands as an item of a
// list under "Remarque :", in every language.
TEST(EstimateCommand, NotesAreSentencesListedUnderTheirHeading) {
    for (const char* language : {"en", "fr", "de"}) {
        const AdvisorRun run =
            estimate(words("--params 70B --tokens 1T --accelerator h100-sxm --count 1 --lang") +
                     QStringList{QLatin1String(language)});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        static const QRegularExpression capitalAfterColon(
            QStringLiteral("^(Note|Remarque|Hinweis)[\\x{00a0} ]?: \\p{Lu}"),
            QRegularExpression::MultilineOption);
        EXPECT_FALSE(run.out.contains(capitalAfterColon)) << language << run.out.toStdString();
        static const QRegularExpression heading(
            QStringLiteral("^(Note|Remarque|Hinweis)[\\x{00a0} ]?:\\n  - \\p{Lu}"),
            QRegularExpression::MultilineOption);
        EXPECT_TRUE(run.out.contains(heading)) << language << run.out.toStdString();
    }
}
