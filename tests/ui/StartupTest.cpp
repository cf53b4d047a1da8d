// Start-up builds what the first page shows and nothing more (issue 21,
// item 19): the live prices, the keychain, Step 7, the result page, the live
// chart and the empty profile's confidence come later, on first use; asking
// for them still works at once.

#include "TestPaths.h"
#include "UiTestSupport.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "render/report/ReportTypography.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"
#include "ui/common/DeferredIconStyle.h"
#include "ui/common/WrappedLabel.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/LivePanel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/VerdictCard.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace accel;
using namespace accel::ui;

TEST(Startup, TheFirstPageIsShownWithoutWhatItDoesNotShow) {
    test::WindowFixture fx;
    fx.window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    // The live chart comes right after the first paint: once it is there,
    // start-up has finished.
    QTRY_VERIFY(fx.window->findChild<ui::FactorChartView*>());

    // Nothing priced yet: no price catalogue read, no keychain asked.
    EXPECT_FALSE(fx.window->findChild<services::LivePrices*>());
    EXPECT_FALSE(fx.window->findChild<services::KeychainSecretStore*>());
    // Step 7 and the result page are built when first shown: only the live
    // panel's verdict card exists, and only the first step's questions.
    EXPECT_FALSE(fx.window->findChild<ui::SizingPanel*>());
    EXPECT_EQ(fx.window->findChildren<ui::VerdictCard*>().size(), 1);
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const QString firstStep = cat.steps().front().id;
    for (const QuestionBox* box : fx.window->findChildren<QuestionBox*>()) {
        EXPECT_EQ(cat.question(box->question()).step, firstStep) << box->objectName().toStdString();
    }
}

TEST(Startup, WhatWasLeftForLaterIsBuiltWhenAskedFor) {
    test::WindowFixture fx; // not even shown: tests and the command line ask at once
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const int last = cat.questionCount() - 1;
    fx.window->wizard()->goToQuestion(last);
    ASSERT_TRUE(fx.window->wizard()->questionBox(last));
    EXPECT_EQ(cat.stepIndex(cat.question(last).step), fx.window->wizard()->currentId());

    EXPECT_FALSE(fx.window->livePrices().catalogue().accelerators().empty());
    EXPECT_TRUE(fx.window->findChild<services::KeychainSecretStore*>());
    fx.window->showLivePrices();
    ASSERT_TRUE(fx.window->livePricesDialog());
    EXPECT_TRUE(fx.window->livePricesDialog()->isVisible());
}

TEST(Startup, TheEmptyProfilesConfidenceIsSampledWhenFirstAskedFor) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const AnswerModel model(cat);
    // What the live panel reads while nothing is answered: no samples taken yet.
    EXPECT_EQ(model.evaluationExceptConfidence().confidence.samples, 0);
    EXPECT_TRUE(model.evaluationExceptConfidence().factors.size() +
                    model.evaluationExceptConfidence().unanswered.size() >
                0);

    // Asked for, it is the engine's whole evaluation of the empty profile.
    const Evaluation whole =
        Engine(cat).evaluate(AnswerSet(cat.questionCount()), WeightSet::defaults(cat));
    const Evaluation& e = model.evaluation();
    EXPECT_GT(e.confidence.samples, 0);
    EXPECT_EQ(e.confidence.samples, whole.confidence.samples);
    EXPECT_EQ(e.confidence.shares, whole.confidence.shares);
    EXPECT_EQ(e.confidence.sameVerdict, whole.confidence.sameVerdict);
    EXPECT_EQ(e.verdict, whole.verdict);
    EXPECT_EQ(model.evaluationExceptConfidence().confidence.samples, whole.confidence.samples);
}

TEST(Startup, AWrappedLabelMeasuresAsQLabelDoesAfterEveryChange) {
    // The question texts remember their heights so that laying out the first
    // page does not lay each text out a hundred times: what they remember
    // must never differ from what QLabel measures now.
    ui::WrappedLabel remembering;
    QLabel plain;
    plain.setWordWrap(true);
    const auto sameHeights = [&](const char* after) {
        for (const int width : {80, 200, 80, 400, 120, 200, 60, 400, 80}) {
            EXPECT_EQ(remembering.heightForWidth(width), plain.heightForWidth(width))
                << after << ", width " << width;
        }
    };
    const auto both = [&](const auto& change) {
        change(static_cast<QLabel&>(remembering));
        change(plain);
    };
    both([](QLabel& l) { l.setText(QStringLiteral("Short text.")); });
    sameHeights("a short text");
    both([](QLabel& l) {
        l.setText(QStringLiteral("A much longer text that wraps onto several lines when the "
                                 "label is narrow, as the question help does."));
    });
    sameHeights("a longer text");
    both([](QLabel& l) {
        QFont font = l.font();
        font.setPointSizeF(font.pointSizeF() * 2);
        l.setFont(font);
    });
    sameHeights("a larger font");
    both([](QLabel& l) { l.setMargin(12); });
    sameHeights("a margin");
    both([](QLabel& l) { l.setIndent(30); });
    sameHeights("an indent");
    both([](QLabel& l) { l.setContentsMargins(5, 9, 17, 3); });
    sameHeights("contents margins");
    both([](QLabel& l) { l.setTextFormat(Qt::RichText); });
    both([](QLabel& l) { l.setText(QStringLiteral("<h1>A heading</h1><p>and a paragraph</p>")); });
    sameHeights("rich text");
}

namespace {

// The real program with its test hooks, offscreen, in a home of its own,
// exiting as ACCEL_ADVISOR_EXIT_WHEN_SHOWN says (app/gui/TestHooks.h); the
// dynamic loader lists every library it opens on standard error.
struct ProgramRun {
    QByteArray out;
    QString loader;
};

ProgramRun runProgramUntil(const QString& exitWhen) {
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("ACCEL_ADVISOR_EXIT_WHEN_SHOWN"), exitWhen);
    env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
    QProcess program;
    program.setProcessEnvironment(env);
    program.start(test::testableAdvisorExecutable(), {});
    if (!program.waitForFinished(60000)) {
        program.kill();
        program.waitForFinished();
    }
    return {program.readAllStandardOutput(),
            QString::fromLocal8Bit(program.readAllStandardError())};
}

QStringList openedFiles(const QString& loader) {
    QStringList files;
    for (const QString& line : loader.split(QLatin1Char('\n'))) {
        // "file=NAME [0];  needed by ..." for a program's libraries, "opening
        // file=PATH" for what it opens later.
        const qsizetype at = line.indexOf(QStringLiteral("file="));
        if (at >= 0) {
            files << line.mid(at);
        }
    }
    return files;
}

} // namespace

TEST(Startup, TheFirstPageOpensNoLibraryItDoesNotUse) {
    // Loading Qt Charts, Print Support, Svg, Network and QtKeychain was half
    // of the time to the first page; the menu bar's overflow arrow made Qt
    // open every image-format plugin (and libjpeg). Up to the first paint the
    // program opens none of them (ui/common/DeferredParts.h, DeferredIconStyle.h).
    const ProgramRun run = runProgramUntil(QStringLiteral("now"));
    ASSERT_TRUE(run.out.contains("first-page-shown")) << "the program did not show its first page";
    const QStringList files = openedFiles(run.loader);
    ASSERT_TRUE(files.join(QLatin1Char(' ')).contains(QStringLiteral("/platforms/")))
        << "LD_DEBUG gave no list of opened files to check";
    for (const QString& file : files) {
        for (const char* unused :
             {"/imageformats/", "libQt6Charts", "libQt6PrintSupport", "libQt6Svg", "libQt6Network",
              "libqt6keychain", "accel-advisor-deferred"}) {
            EXPECT_FALSE(file.contains(QLatin1String(unused))) << file.toStdString();
        }
    }
}

TEST(Startup, TheDeferredPartsLoadAfterTheFirstPage) {
    // Every symbol of the module resolved against the program (it is opened
    // with RTLD_NOW): a part that needs something the program does not
    // export fails here, not in a user's hands.
    const ProgramRun run = runProgramUntil(QStringLiteral("parts"));
    ASSERT_TRUE(run.out.contains("first-page-shown")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("deferred-parts-loaded")) << run.out.toStdString();
    EXPECT_TRUE(
        openedFiles(run.loader).join(QLatin1Char(' ')).contains(QStringLiteral("libQt6Charts")));
}

TEST(Startup, TheDeferredOverflowArrowIsTheStylesOwn) {
    // Loaded late, the arrow must still be the one the style draws, at every
    // size and state the menu bar asks for.
    QStyle* own = QApplication::style();
    const ui::DeferredIconStyle deferred(own->name());
    for (const QStyle::StandardPixmap which :
         {QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_ToolBarVerticalExtensionButton}) {
        const QIcon late = deferred.standardIcon(which, nullptr, nullptr);
        const QIcon early = own->standardIcon(which);
        ASSERT_FALSE(late.isNull());
        EXPECT_EQ(late.availableSizes(), early.availableSizes());
        for (const int side : {16, 24, 32}) {
            for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled, QIcon::Active}) {
                EXPECT_EQ(late.pixmap(side, mode).toImage(), early.pixmap(side, mode).toImage())
                    << "side " << side << ", mode " << mode;
            }
        }
    }
    // Any other icon comes from the style itself.
    EXPECT_EQ(
        deferred.standardIcon(QStyle::SP_DialogOkButton, nullptr, nullptr).pixmap(16).toImage(),
        own->standardIcon(QStyle::SP_DialogOkButton).pixmap(16).toImage());
}

TEST(Startup, TheWindowLaysOutTextWithoutOptionalShaping) {
    // Kerning and ligatures, which Latin text can do without, were the largest
    // cost of laying out the first page (ui/common/WindowFont.h).
    const ProgramRun run = runProgramUntil(QStringLiteral("now"));
    ASSERT_TRUE(run.out.contains("first-page-shown")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("first-page-text-shaping: only-where-the-script-needs-it"))
        << run.out.toStdString();

    // The tests see what the program shows (tests/support/TestMain.cpp) ...
    test::WindowFixture fx;
    for (const QWidget* w : fx.window->findChildren<QWidget*>()) {
        EXPECT_TRUE(w->font().styleStrategy() & QFont::PreferNoShaping)
            << w->metaObject()->className() << " " << w->objectName().toStdString();
    }
    // ... while a report keeps its kerning wherever it is made: the same PDF
    // from the window as from the command line, which has no window font.
    for (const bool bold : {false, true}) {
        const QFont report = render::ReportTypography::font(render::ReportTypography::kBody, bold);
        EXPECT_FALSE(report.styleStrategy() & QFont::PreferNoShaping);
    }
}

TEST(Startup, TheProgramReadsTheFontConfigurationAheadAtIdlePriority) {
    // The warm-up thread of the real program (app/gui/FontConfigWarmUp.h):
    // at normal priority it kept the display server waiting for a core.
    // Whether it finished before the window is a matter of timing, so only
    // that the probe says one or the other is checked.
    const ProgramRun run = runProgramUntil(QStringLiteral("now"));
    ASSERT_TRUE(run.out.contains("first-page-shown")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("warm-up at idle priority")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("font-configuration: read-ahead") ||
                run.out.contains("font-configuration: read-by-qt"))
        << run.out.toStdString();
}

namespace {

// The program copied alone into a folder: its module is in neither place it
// looks (beside it, or the library folder relative to it).
struct ProgramAlone {
    QTemporaryDir folder;
    QString program = folder.filePath(QStringLiteral("accel-advisor-testable"));

    bool copied() {
        return QFile::copy(test::testableAdvisorExecutable(), program) &&
               QFile::setPermissions(program, QFile::permissions(program) | QFile::ExeOwner);
    }

    // Runs it, ended after a minute if it has not ended by itself.
    bool run(QProcess& process, const QStringList& arguments,
             const QStringList& extraEnvironment = {}) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), folder.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), folder.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), folder.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (const QString& pair : extraEnvironment) {
            env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
        }
        process.setProcessEnvironment(env);
        process.start(program, arguments);
        if (process.waitForFinished(60000)) {
            return true;
        }
        process.kill();
        process.waitForFinished();
        return false;
    }
};

} // namespace

namespace {

// Starts the program as a user would and returns what it printed, having
// checked that it ended with a dialog (printed by the test hook) that says
// to reinstall, before any page was shown.
QByteArray outputOfAStartThatIsRefused(ProgramAlone& alone) {
    QProcess run;
    EXPECT_TRUE(alone.run(run, {},
                          {QStringLiteral("ACCEL_ADVISOR_EXIT_WHEN_SHOWN=1"),
                           QStringLiteral("ACCEL_ADVISOR_ERRORS=print")}))
        << "the program did not end";
    QByteArray out = run.readAllStandardOutput();
    EXPECT_EQ(run.exitCode(), 1);
    EXPECT_FALSE(out.contains("first-page-shown")) << out.toStdString();
    EXPECT_TRUE(out.contains("error-shown:")) << out.toStdString();
    EXPECT_TRUE(out.contains("Reinstall the accel-advisor package")) << out.toStdString();
    return out;
}

} // namespace

TEST(Startup, AMissingModuleIsToldBeforeAWindowAppears) {
    ProgramAlone alone;
    ASSERT_TRUE(alone.copied());
    const QByteArray out = outputOfAStartThatIsRefused(alone);
    EXPECT_TRUE(out.contains("accel-advisor-deferred.so: no such file")) << out.toStdString();
}

TEST(Startup, ATruncatedModuleIsToldBeforeAWindowAppears) {
    // A download or copy cut short: the file is there but ends early. Found
    // from its header before the window is built, not after the first paint.
    ProgramAlone alone;
    ASSERT_TRUE(alone.copied());
    QFile whole(QFileInfo(test::testableAdvisorExecutable())
                    .dir()
                    .filePath(QStringLiteral("accel-advisor-deferred.so")));
    ASSERT_TRUE(whole.open(QIODevice::ReadOnly)) << whole.fileName().toStdString();
    QFile cut(alone.folder.filePath(QStringLiteral("accel-advisor-deferred.so")));
    ASSERT_TRUE(cut.open(QIODevice::WriteOnly));
    ASSERT_GT(cut.write(whole.read(whole.size() / 2)), 0);
    cut.close();
    const QByteArray out = outputOfAStartThatIsRefused(alone);
    EXPECT_TRUE(out.contains("accel-advisor-deferred.so: damaged, not a complete library"))
        << out.toStdString();
    // The broken file is the news: the other place looked at is not named.
    EXPECT_FALSE(out.contains("no such file")) << out.toStdString();
}

TEST(Startup, AMissingModuleIsOneLineForACommand) {
    // Never a dialog in a terminal: every command, even one that draws
    // charts in an offscreen window (report), says it on one line and ends.
    ProgramAlone alone;
    ASSERT_TRUE(alone.copied());
    const QString profile =
        QDir(test::examplesDir()).filePath(QStringLiteral("jax-scale-up-gcp.accel.json"));
    for (const QStringList& command :
         {QStringList{QStringLiteral("evaluate"), profile},
          QStringList{QStringLiteral("report"), profile, QStringLiteral("-o"),
                      alone.folder.filePath(QStringLiteral("r.pdf"))}}) {
        QProcess run;
        ASSERT_TRUE(alone.run(run, command)) << command.join(u' ').toStdString() << " hung";
        const QString err = QString::fromLocal8Bit(run.readAllStandardError()).trimmed();
        EXPECT_EQ(run.exitCode(), 1) << command.join(u' ').toStdString();
        EXPECT_TRUE(run.readAllStandardOutput().isEmpty());
        const QStringList lines = err.split(QLatin1Char('\n')).filter(QStringLiteral("accel"));
        ASSERT_EQ(lines.size(), 1) << err.toStdString();
        EXPECT_TRUE(lines.front().startsWith(QStringLiteral("accel-advisor: ")))
            << err.toStdString();
        EXPECT_TRUE(lines.front().contains(QStringLiteral("Reinstall the accel-advisor package")))
            << err.toStdString();
    }
}
