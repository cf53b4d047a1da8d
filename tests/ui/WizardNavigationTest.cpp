// Driving the wizard the way people do: by keyboard alone and by mouse,
// through every page, with Back keeping answers and the conditional question.

#include "UiTestSupport.h"
#include "model/CatalogueText.h"
#include "model/QuestionCatalogue.h"
#include "ui/main/ProfileDetailsPanel.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/QuestionPage.h"
#include "ui/wizard/ResultPage.h"

#include <QAbstractButton>
#include <QAction>
#include <QMenuBar>
#include <QRadioButton>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

int lastOption(const QuestionCatalogue& cat, int q) {
    return static_cast<int>(cat.question(q).options.size()) - 1;
}

bool focusIsIn(const QWidget* box) {
    const QWidget* focus = QApplication::focusWidget();
    return focus && box->isAncestorOf(focus);
}

class WizardNavigation : public ::testing::Test {
protected:
    void SetUp() override {
        fx.window->show();
        QApplication::setActiveWindow(fx.window.get());
        ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    }
    ui::AdvisorWizard& wizard() const { return *fx.window->wizard(); }
    ui::AnswerModel& model() const { return fx.window->document().answers(); }
    const QuestionCatalogue& cat() const { return model().catalogue(); }

    test::WindowFixture fx;
};

} // namespace

TEST_F(WizardNavigation, OnePagePerStepWithStepNOfM) {
    const int steps = static_cast<int>(cat().steps().size());
    ASSERT_EQ(wizard().stepCount(), steps);
    for (int s = 0; s < steps; ++s) {
        // M counts the optional sizing step and the result too.
        const QString expected = QStringLiteral("Step %1 of %2: ").arg(s + 1).arg(steps + 2);
        EXPECT_TRUE(wizard().page(s)->title().startsWith(expected))
            << wizard().page(s)->title().toStdString();
    }
    EXPECT_TRUE(wizard().page(steps)->title().startsWith(
        QStringLiteral("Step %1 of %2: ").arg(steps + 1).arg(steps + 2)));
    EXPECT_TRUE(wizard().page(steps + 1)->title().startsWith(
        QStringLiteral("Step %1 of %1: ").arg(steps + 2)));
    // Every question is on exactly one page, with every option and "Not sure yet".
    for (int q = 0; q < cat().questionCount(); ++q) {
        ui::QuestionBox* box = wizard().questionBox(q);
        ASSERT_NE(box, nullptr) << cat().question(q).id.toStdString();
        for (int o = 0; o <= lastOption(cat(), q); ++o) {
            EXPECT_NE(box->button(o), nullptr);
        }
        ASSERT_NE(box->button(AnswerSet::kUnanswered), nullptr);
        EXPECT_TRUE(box->button(AnswerSet::kUnanswered)->isChecked());
        EXPECT_TRUE(box->title().contains(QLatin1Char('&'))) << "no mnemonic on " << q;
    }
    // Alt+letters are unique per page and leave Back, Next, menus and fields alone.
    for (int s = 0; s < steps; ++s) {
        QString used;
        for (const QAction* menu : fx.window->menuBar()->actions()) {
            used +=
                withoutMnemonic(menu->text()) != menu->text() ? mnemonicOf(menu->text()) : QChar();
        }
        for (const QString& text : fx.window->detailsPanel()->labelTexts()) {
            used += mnemonicOf(text);
        }
        used += mnemonicOf(wizard().buttonText(QWizard::BackButton));
        used += mnemonicOf(wizard().buttonText(QWizard::NextButton));
        used.remove(QChar());
        for (const ui::QuestionBox* box : wizard().questionPage(s)->boxes()) {
            const QString title = box->title();
            const QChar letter = title.at(title.indexOf(QLatin1Char('&')) + 1).toLower();
            EXPECT_FALSE(used.contains(letter)) << title.toStdString();
            used += letter;
        }
    }
}

TEST_F(WizardNavigation, KeyboardAloneReachesTheResultAndBackKeepsAnswers) {
    const int steps = wizard().stepCount();
    for (int s = 0; s < steps; ++s) {
        ASSERT_EQ(wizard().currentId(), s);
        for (ui::QuestionBox* box : wizard().questionPage(s)->boxes()) {
            if (box->isHidden()) {
                continue;
            }
            // Tab until the focus is inside this question, as a keyboard user would.
            for (int i = 0; i < 40 && !focusIsIn(box); ++i) {
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            }
            ASSERT_TRUE(focusIsIn(box)) << "Tab never reaches question " << box->question();
            // Space picks the focused option; arrows then move the choice (no wrap-around).
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
            for (int i = 0; i < 10; ++i) {
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
            }
            EXPECT_EQ(model().answers().option(box->question()), 0);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
            EXPECT_EQ(model().answers().option(box->question()), 1)
                << "question " << cat().question(box->question()).id.toStdString();
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
        // A mnemonic "clicks" its button after a short animation.
        EXPECT_TRUE(QTest::qWaitFor([&] { return wizard().currentId() == s + 1; }, 2000));
    }
    // The optional sizing step: skipped with Next, as a keyboard user would.
    ASSERT_EQ(wizard().currentId(), wizard().sizingPageId());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return wizard().currentId() == wizard().resultPageId(); }, 2000));
    const AnswerSet answered = model().answers();

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return wizard().currentId() == wizard().sizingPageId(); }, 2000));
    for (int s = steps - 1; s >= 0; --s) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
        ASSERT_TRUE(QTest::qWaitFor([&] { return wizard().currentId() == s; }, 2000));
        for (ui::QuestionBox* box : wizard().questionPage(s)->boxes()) {
            const int o = answered.option(box->question());
            if (!box->isHidden()) {
                EXPECT_TRUE(box->button(o)->isChecked()) << "lost answer " << box->question();
            }
        }
    }
    EXPECT_EQ(model().answers(), answered);
}

TEST_F(WizardNavigation, MouseClicksEveryPage) {
    const int steps = wizard().stepCount();
    for (int s = 0; s < steps; ++s) {
        ASSERT_EQ(wizard().currentId(), s);
        for (ui::QuestionBox* box : wizard().questionPage(s)->boxes()) {
            if (box->isHidden()) {
                continue;
            }
            QRadioButton* first = box->button(0);
            wizard().goToQuestion(box->question()); // scrolls it into view
            QTest::mouseClick(first, Qt::LeftButton, {}, QPoint(8, first->height() / 2));
            EXPECT_EQ(model().answers().option(box->question()), 0);
        }
        QTest::mouseClick(wizard().button(QWizard::NextButton), Qt::LeftButton);
    }
    EXPECT_EQ(wizard().currentId(), wizard().sizingPageId());
    QTest::mouseClick(wizard().button(QWizard::NextButton), Qt::LeftButton);
    EXPECT_EQ(wizard().currentId(), wizard().resultPageId());
    QTest::mouseClick(wizard().button(QWizard::BackButton), Qt::LeftButton);
    EXPECT_EQ(wizard().currentId(), wizard().sizingPageId());
    QTest::mouseClick(wizard().button(QWizard::BackButton), Qt::LeftButton);
    EXPECT_EQ(wizard().currentId(), steps - 1);
}

TEST_F(WizardNavigation, ServingAppearsOnlyWhenModelsAreServed) {
    const int workload = cat().questionIndex(u"workload");
    const int serving = cat().questionIndex(u"serving");
    ui::QuestionBox* servingBox = wizard().questionBox(serving);
    ui::QuestionBox* workloadBox = wizard().questionBox(workload);
    wizard().goToQuestion(workload);
    EXPECT_TRUE(servingBox->isHidden()); // unanswered workload: not asked

    const auto click = [](QRadioButton* b) {
        QTest::mouseClick(b, Qt::LeftButton, {}, QPoint(8, b->height() / 2));
    };
    click(workloadBox->button(cat().optionIndex(workload, u"inference")));
    EXPECT_FALSE(servingBox->isHidden());
    EXPECT_TRUE(servingBox->isVisible());
    click(workloadBox->button(cat().optionIndex(workload, u"training")));
    EXPECT_TRUE(servingBox->isHidden());
    click(workloadBox->button(cat().optionIndex(workload, u"both")));
    EXPECT_TRUE(servingBox->isVisible());
    // Going to the result and back keeps it consistent.
    wizard().goToPage(wizard().resultPageId());
    wizard().goToQuestion(serving);
    EXPECT_TRUE(servingBox->isVisible());
    EXPECT_TRUE(focusIsIn(servingBox));
}

TEST_F(WizardNavigation, ControlsHaveAccessibleNamesInWords) {
    EXPECT_EQ(wizard().button(QWizard::BackButton)->accessibleName(), QStringLiteral("Back"));
    EXPECT_EQ(wizard().button(QWizard::NextButton)->accessibleName(), QStringLiteral("Next"));
    for (int s = 0; s < wizard().stepCount(); ++s) {
        wizard().questionPage(s)->ensureBuilt(); // pages are built when first needed
    }
    wizard().resultPage()->ensureBuilt();
    const auto buttons = fx.window->findChildren<QAbstractButton*>();
    ASSERT_GT(buttons.size(), 80);
    for (const QAbstractButton* b : buttons) {
        const QString name = b->accessibleName().isEmpty() ? b->text() : b->accessibleName();
        // Qt's own helper buttons (table corner, overflow arrows) are not ours to name.
        if (b->objectName().startsWith(QStringLiteral("qt_")) ||
            QLatin1String(b->metaObject()->className()) == QLatin1String("QTableCornerButton")) {
            continue;
        }
        EXPECT_FALSE(name.trimmed().isEmpty())
            << b->metaObject()->className() << " " << b->objectName().toStdString();
        EXPECT_FALSE(name.contains(QLatin1Char('<')) || name.contains(QLatin1Char('>')))
            << name.toStdString();
    }
}
