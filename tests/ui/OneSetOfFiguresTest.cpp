// One home for what a profile yields (report::figuresOf): for every example,
// and for a serving workload, the window (its report, its Bill and Sizing
// tabs, the card's cheapest fit), the `report`, `cost` and `evaluate`
// commands and the core function itself show the same figures.

#include "AdvisorProcess.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "io/ProfileFile.h"
#include "model/EvaluationJson.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostJson.h"
#include "model/report/ProfileFigures.h"
#include "model/sizing/AcceleratorData.h"
#include "render/report/MarkdownReportWriter.h"
#include "services/LivePrices.h"
#include "ui/report/ReportActions.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace accel;

namespace {

// The examples as shipped, and the partly answered one given a serving workload.
QStringList profilesToCompare(const QTemporaryDir& dir) {
    QStringList paths;
    for (const QString& name :
         QDir(test::examplesDir()).entryList({QStringLiteral("*.accel.json")}, QDir::Files)) {
        paths << QDir(test::examplesDir()).filePath(name);
    }
    const Result<io::LoadedProfile> partly = io::loadProfileFile(
        test::example("partly-answered.accel.json"), QuestionCatalogue::builtIn());
    if (partly) {
        Profile serving = partly->read.profile;
        Workload workload;
        workload.kind = QStringLiteral("inference");
        workload.params = 70e9;
        workload.requestsPerSecond = 20.0;
        serving.workload = workload;
        const QString path = dir.filePath(QStringLiteral("serving.accel.json"));
        if (io::saveProfileFile(path, serving, QuestionCatalogue::builtIn())) {
            paths << path;
        }
    }
    return paths;
}

// The command line with its own empty home: the bundled catalogue only, as
// the window of the fixture (checked in the test).
test::AdvisorRun runCommand(const QTemporaryDir& home, const QStringList& arguments) {
    QProcessEnvironment env = test::headlessEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    for (const char* xdg : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"}) {
        env.insert(QString::fromLatin1(xdg), home.path() + QLatin1Char('/') + QLatin1String(xdg));
    }
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(test::advisorExecutable(),
                  arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
    test::AdvisorRun run;
    if (process.waitForFinished(120000)) {
        run.exitCode = process.exitCode();
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
    }
    return run;
}

QJsonObject jsonOf(const QString& text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// A Markdown report without the moment it was written and the version of
// the program that wrote it (the test's own has none).
QString undated(QString markdown) {
    static const QRegularExpression stamp(QStringLiteral("^\\*\\*(Date|Application)\\*\\*:.*$"),
                                          QRegularExpression::MultilineOption);
    return markdown.remove(stamp);
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

TEST(OneSetOfFigures, TheWindowTheReportsAndTheCommandsAgreeForEveryExample) {
    i18n::applyLanguage(QStringLiteral("en")); // as the commands speak: plurals too
    test::WindowFixture fx;
    fx.window->show();
    QTemporaryDir work;
    const QStringList profiles = profilesToCompare(work);
    ASSERT_EQ(profiles.size(), 6); // five examples and the serving variant

    for (const QString& path : profiles) {
        SCOPED_TRACE(path.toStdString());
        ASSERT_TRUE(fx.window->openProfileFile(path));
        const services::InstalledAcceleratorData& local = fx.window->livePrices().local();
        ASSERT_FALSE(local.overrideUsed);
        ASSERT_FALSE(local.cache.has_value());

        const Result<io::LoadedProfile> load =
            io::loadProfileFile(path, QuestionCatalogue::builtIn());
        ASSERT_TRUE(load.ok());
        const report::ProfileFigures core = report::figuresOf(
            load->read.profile, QuestionCatalogue::builtIn(), sizing::AcceleratorData::bundled());

        // The window's figures, as its views read them.
        const std::shared_ptr<const report::ProfileFigures> shown = fx.window->figures();
        EXPECT_EQ(evaluationToJson(shown->evaluation), evaluationToJson(core.evaluation));
        EXPECT_TRUE(shown->cheapest == core.cheapest);
        EXPECT_EQ(shown->billTotals(), core.billTotals());

        // evaluate --format json
        const test::AdvisorRun evaluated =
            runCommand(work, {QStringLiteral("evaluate"), path, QStringLiteral("--format"),
                              QStringLiteral("json")});
        ASSERT_EQ(evaluated.exitCode, 0) << evaluated.err.toStdString();
        QJsonObject evaluation = jsonOf(evaluated.out);
        evaluation.remove(QStringLiteral("file"));
        evaluation.remove(QStringLiteral("name"));
        EXPECT_EQ(evaluation, evaluationToJson(core.evaluation));

        // cost --format json: the whole bill, or the message that there is none.
        const test::AdvisorRun costed =
            runCommand(work, {QStringLiteral("cost"), path, QStringLiteral("--format"),
                              QStringLiteral("json")});
        if (core.bill) {
            ASSERT_EQ(costed.exitCode, 0) << costed.err.toStdString();
            EXPECT_EQ(jsonOf(costed.out), cost::costPlanToJson(*core.bill));
        } else {
            EXPECT_NE(costed.exitCode, 0);
            EXPECT_TRUE(costed.err.contains(QStringLiteral("$.workload")))
                << costed.err.toStdString();
        }

        // report: the command's, the window's and the core's, word for word.
        const QString written = work.filePath(QStringLiteral("report.md"));
        const test::AdvisorRun reported =
            runCommand(work, {QStringLiteral("report"), path, QStringLiteral("-o"), written});
        ASSERT_EQ(reported.exitCode, 0) << reported.err.toStdString();
        const QString fromCore = undated(QString::fromUtf8(render::markdownReport(
            report::reportOf(core, path, QCoreApplication::applicationVersion()))));
        const QString fromWindow = undated(
            QString::fromUtf8(render::markdownReport(fx.window->reportActions()->currentReport())));
        EXPECT_EQ(undated(readText(written)).toStdString(), fromCore.toStdString());
        EXPECT_EQ(fromWindow.toStdString(), fromCore.toStdString());
    }
}
