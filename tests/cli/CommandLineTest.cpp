// The command-line contract (README, "Command line"), exercised on the real executable.

#include "AdvisorProcess.h"
#include "TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using ProcessRun = accel::test::AdvisorRun;

ProcessRun run(const QStringList& arguments) {
    return accel::test::runAdvisorHeadless(arguments);
}

QString example(const char* name) {
    return accel::test::examplesDir() + QLatin1Char('/') + QString::fromLatin1(name);
}

QString invalid(const char* name) {
    return accel::test::corpusDir() + QStringLiteral("/profiles/invalid/") +
           QString::fromLatin1(name);
}

} // namespace

TEST(CommandLine, EvaluateJsonHasTheContractFields) {
    const ProcessRun r =
        run({QStringLiteral("evaluate"), example("tf-transformer-gcp-production.accel.json"),
             QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty());
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError);
    EXPECT_EQ(o[QStringLiteral("verdict")].toString(), QStringLiteral("tpu"));
    const double confidence = o[QStringLiteral("confidence")].toDouble(-1);
    EXPECT_GE(confidence, 0.0);
    EXPECT_LE(confidence, 1.0);
    EXPECT_TRUE(o[QStringLiteral("scores")][QStringLiteral("gpu")].isDouble());
    EXPECT_TRUE(o[QStringLiteral("scores")][QStringLiteral("tpu")].isDouble());
    const QJsonArray factors = o[QStringLiteral("factors")].toArray();
    ASSERT_EQ(factors.size(), 21); // 22 answers, serving does not apply to training
    for (const QJsonValue& f : factors) {
        for (const char* key :
             {"id", "answer", "weight", "contribution", "favours", "reason", "sources"}) {
            EXPECT_TRUE(f.toObject().contains(QLatin1String(key))) << key;
        }
        EXPECT_FALSE(f[QStringLiteral("sources")].toArray().isEmpty());
        const QString favours = f[QStringLiteral("favours")].toString();
        EXPECT_TRUE(favours == QStringLiteral("gpu") || favours == QStringLiteral("tpu") ||
                    favours == QStringLiteral("neutral"));
    }
    EXPECT_TRUE(o[QStringLiteral("blockers")].isArray());
    EXPECT_TRUE(o[QStringLiteral("unanswered")].isArray());
    const QJsonArray flips = o[QStringLiteral("flips")].toArray();
    ASSERT_FALSE(flips.isEmpty());
    for (const char* key : {"question", "from", "to", "new_verdict"}) {
        EXPECT_TRUE(flips[0].toObject().contains(QLatin1String(key))) << key;
    }
}

TEST(CommandLine, BlockersAppearInJson) {
    const ProcessRun r = run({QStringLiteral("evaluate"), QStringLiteral("--format=json"),
                              example("pytorch-research-onprem.accel.json")});
    ASSERT_EQ(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o[QStringLiteral("verdict")].toString(), QStringLiteral("gpu"));
    const QJsonArray blockers = o[QStringLiteral("blockers")].toArray();
    ASSERT_FALSE(blockers.isEmpty());
    EXPECT_EQ(blockers[0][QStringLiteral("platform")].toString(), QStringLiteral("tpu"));
    EXPECT_EQ(blockers[0][QStringLiteral("question")].toString(), QStringLiteral("hosting"));
    EXPECT_FALSE(blockers[0][QStringLiteral("reason")].toString().isEmpty());
}

TEST(CommandLine, SeveralProfilesGiveJsonLinesInOrder) {
    const QStringList files{example("jax-scale-up-gcp.accel.json"),
                            example("partly-answered.accel.json"),
                            example("pytorch-online-serving-aws.accel.json")};
    QStringList arguments{QStringLiteral("evaluate"), QStringLiteral("--format"),
                          QStringLiteral("json")};
    arguments << files;
    const ProcessRun r = run(arguments);
    ASSERT_EQ(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 3);
    const QStringList verdicts{QStringLiteral("hybrid"), QStringLiteral("tpu"),
                               QStringLiteral("gpu")};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        EXPECT_EQ(o[QStringLiteral("file")].toString(), files[i]);
        EXPECT_EQ(o[QStringLiteral("verdict")].toString(), verdicts[i]);
    }
    const QJsonObject partly = QJsonDocument::fromJson(lines[1].toUtf8()).object();
    EXPECT_EQ(partly[QStringLiteral("unanswered")].toArray().size(), 20);
}

TEST(CommandLine, TextOutputIsReadable) {
    const ProcessRun r =
        run({QStringLiteral("evaluate"), example("pytorch-research-onprem.accel.json")});
    ASSERT_EQ(r.exitCode, 0);
    for (const char* expected : {"Verdict: GPU", "plausible cases", "Top factors:", "Blockers:",
                                 "TPU unavailable", "What would change the verdict:"}) {
        EXPECT_TRUE(r.out.contains(QLatin1String(expected))) << expected << "\n"
                                                             << r.out.toStdString();
    }
}

TEST(CommandLine, InvalidProfileExitsWithTwoAndNamesFileAndPath) {
    const QString file = invalid("unknown-option.accel.json");
    const ProcessRun r = run({QStringLiteral("evaluate"), file});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(file));
    EXPECT_TRUE(r.err.contains(QStringLiteral("$.answers.framework")));
    EXPECT_TRUE(r.err.contains(QStringLiteral("Did you mean 'pytorch'")));
    // The closing line counts what was listed, in words that agree with it.
    EXPECT_TRUE(r.err.contains(file + QStringLiteral(": skipped because of the problem above.")))
        << r.err.toStdString();
    const ProcessRun many = run({QStringLiteral("evaluate"), invalid("many-problems.accel.json")});
    EXPECT_TRUE(many.err.contains(QStringLiteral(": skipped because of the 4 problems above.")))
        << many.err.toStdString();
}

TEST(CommandLine, GoodProfilesStillPrintNextToABadOne) {
    const ProcessRun r =
        run({QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("json"),
             example("jax-scale-up-gcp.accel.json"), invalid("newer-version.accel.json")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out.count(QLatin1Char('\n')), 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("newer Accelerator Advisor")));
}

TEST(CommandLine, UnreadableFileExitsWithThree) {
    QTemporaryDir dir;
    const ProcessRun r =
        run({QStringLiteral("evaluate"), dir.filePath(QStringLiteral("missing.accel.json"))});
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("does not exist")));
    // An unreadable file outranks an invalid one.
    const ProcessRun both = run({QStringLiteral("validate"), invalid("empty-file.accel.json"),
                                 dir.filePath(QStringLiteral("missing.accel.json"))});
    EXPECT_EQ(both.exitCode, 3);
}

TEST(CommandLine, ValidateListsEveryProblem) {
    const ProcessRun ok = run({QStringLiteral("validate"), example("partly-answered.accel.json")});
    EXPECT_EQ(ok.exitCode, 0);
    EXPECT_TRUE(ok.out.contains(QStringLiteral("valid")));

    const ProcessRun bad = run({QStringLiteral("validate"), invalid("many-problems.accel.json")});
    EXPECT_EQ(bad.exitCode, 2);
    for (const char* path :
         {"$.notes", "$.answers.framework", "$.weights.stage", "$.workload.params"}) {
        EXPECT_TRUE(bad.err.contains(QLatin1String(path))) << path;
    }
}

TEST(CommandLine, UsageErrorsExitWithTwo) {
    EXPECT_EQ(run({QStringLiteral("evaluate")}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("validate")}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("frobnicate")}).exitCode, 2);
    const ProcessRun format = run({QStringLiteral("evaluate"), QStringLiteral("--format"),
                                   QStringLiteral("xml"), example("partly-answered.accel.json")});
    EXPECT_EQ(format.exitCode, 2);
    EXPECT_TRUE(format.err.contains(QStringLiteral("--format")));
    const ProcessRun option = run({QStringLiteral("evaluate"), QStringLiteral("--colour"),
                                   example("partly-answered.accel.json")});
    EXPECT_EQ(option.exitCode, 2);
    EXPECT_TRUE(option.err.contains(QStringLiteral("colour")));
}

TEST(CommandLine, HelpAndVersion) {
    const ProcessRun help = run({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains(QStringLiteral("evaluate")));
    EXPECT_TRUE(help.out.contains(QStringLiteral("validate")));
    EXPECT_TRUE(help.out.contains(QStringLiteral("Exit codes")));

    const ProcessRun sub = run({QStringLiteral("evaluate"), QStringLiteral("--help")});
    EXPECT_EQ(sub.exitCode, 0);
    EXPECT_TRUE(sub.out.contains(QStringLiteral("--format")));

    const ProcessRun version = run({QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_TRUE(version.out.startsWith(QStringLiteral("accel-advisor ")));
}

TEST(CommandLine, ANewerProfileIsRefusedWithWhereItCanBeOpened) {
    const ProcessRun r = run({QStringLiteral("validate"), invalid("newer-version.accel.json")});
    EXPECT_EQ(r.exitCode, 2);
    // The window opens what the commands refuse: the message says where.
    EXPECT_TRUE(r.err.contains(QStringLiteral("open the file in the window")))
        << r.err.toStdString();
}

TEST(CommandLine, CommandHelpNamesTheProgramAndTheRequiredOptions) {
    const ProcessRun report = run({QStringLiteral("report"), QStringLiteral("--help")});
    EXPECT_EQ(report.exitCode, 0);
    EXPECT_TRUE(
        report.out.contains(QStringLiteral("Usage: accel-advisor report [options] PROFILE -o OUT")))
        << report.out.toStdString();
    EXPECT_FALSE(report.out.contains(accel::test::advisorExecutable()));
    const ProcessRun evaluate = run({QStringLiteral("help"), QStringLiteral("evaluate")});
    // Qt lists the command word itself as an argument; the help does not.
    EXPECT_FALSE(evaluate.out.contains(QStringLiteral("\n  evaluate\n")))
        << evaluate.out.toStdString();
}

TEST(CommandLine, EveryCommandHelpListsArgumentsOnlyWhereItTakesThem) {
    for (const char* command : {"evaluate", "validate", "estimate", "report", "cost"}) {
        const ProcessRun help = run({QString::fromLatin1(command), QStringLiteral("--help")});
        EXPECT_EQ(help.exitCode, 0) << command;
        const QStringList lines = help.out.split(QLatin1Char('\n'));
        const qsizetype heading = lines.indexOf(QStringLiteral("Arguments:"));
        if (heading >= 0) {
            EXPECT_FALSE(lines.value(heading + 1).trimmed().isEmpty())
                << command << ": a bare Arguments heading\n"
                << help.out.toStdString();
            // The argument is named as the usage line names it ("PROFILE"),
            // not with an English word that no translation reaches.
            EXPECT_TRUE(lines.value(heading + 1).trimmed().startsWith(QStringLiteral("PROFILE")))
                << command << "\n"
                << help.out.toStdString();
        }
    }
    const ProcessRun estimate = run({QStringLiteral("estimate"), QStringLiteral("--help")});
    EXPECT_FALSE(estimate.out.contains(QStringLiteral("Arguments:"))) << estimate.out.toStdString();
    // The usage line offers every number format the command accepts.
    EXPECT_TRUE(estimate.out.contains(QStringLiteral("bf16|fp8|fp4")))
        << estimate.out.toStdString();
}

TEST(CommandLine, AReportWithoutARuntimeFolderPrintsNoWarning) {
    QTemporaryDir dir;
    QProcess process;
    QProcessEnvironment env = accel::test::headlessEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR")); // as under cron or ssh
    process.setProcessEnvironment(env);
    process.start(accel::test::advisorExecutable(),
                  {QStringLiteral("report"), example("jax-scale-up-gcp.accel.json"),
                   QStringLiteral("-o"), dir.filePath(QStringLiteral("r.pdf"))});
    ASSERT_TRUE(process.waitForFinished(120000));
    EXPECT_EQ(process.exitCode(), 0);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    EXPECT_FALSE(err.contains(QStringLiteral("XDG_RUNTIME_DIR"))) << err.toStdString();
}

TEST(CommandLine, AnEmptyProfileSaysItIsEmpty) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.accel.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();
    const ProcessRun r = run({QStringLiteral("validate"), path});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("the file is empty"))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("illegal value"))) << r.err.toStdString();
    // Issue 38: the file was read; it holds no profile. That is invalid
    // content, as a broken one is (exit 2 and the "skipped" line), not a
    // file that cannot be read (exit 3).
    EXPECT_EQ(r.exitCode, 2) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("skipped because of the problem above")))
        << r.err.toStdString();
    for (const char* command : {"evaluate", "cost"}) {
        EXPECT_EQ(run({QLatin1String(command), path}).exitCode, 2) << command;
    }
}
