// Start-up builds what the first page shows: the live prices, the keychain,
// Step 7, the result page, the live chart and the empty profile's confidence
// come later, on first use; asking for them still works at once.

#include "TestPaths.h"
#include "UiTestSupport.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"
#include "ui/common/WrappedLabel.h"
#include "ui/main/ProfileDocument.h"
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
    // Nor the empty profile's confidence: the live panel shows none.
    EXPECT_EQ(fx.window->document().answers().evaluationExceptConfidence().confidence.samples, 0);
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

TEST(Startup, TheWindowHasTheProgramsIconAtTheSizesATitleBarAndSwitcherUse) {
    test::WindowFixture fx;
    const QIcon icon = fx.window->windowIcon();
    ASSERT_FALSE(icon.isNull()) << "no icon in the title bar and the task switcher";
    for (const int size : {16, 32, 48, 256}) {
        EXPECT_FALSE(icon.pixmap(size).isNull()) << size;
    }
    // The pictures the package installs in the icon theme (packaging/icons).
    EXPECT_TRUE(QFile::exists(QStringLiteral(":/accel/icons/accel-advisor-48.png")));
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

TEST(Startup, TheProgramShowsItsFirstPageAndEnds) {
    // The real program, offscreen, in a home of its own: the probe of
    // app/gui/TestHooks.h says when the first page is painted and quits.
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("ACCEL_ADVISOR_EXIT_WHEN_SHOWN"), QStringLiteral("1"));
    QProcess program;
    program.setProcessEnvironment(env);
    program.start(test::testableAdvisorExecutable(), {});
    ASSERT_TRUE(program.waitForFinished(60000)) << "the program did not end";
    EXPECT_EQ(program.exitCode(), 0);
    EXPECT_TRUE(program.readAllStandardOutput().contains("first-page-shown"));
}
