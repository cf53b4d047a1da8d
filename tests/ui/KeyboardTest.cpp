// Keyboard use as in the best Qt applications: focus starts at the first
// question of a page, follows into view, Tab enters a question at its
// answer, no Alt+letter is taken twice on any page in any language, the
// File menu has the standard shortcuts and Escape closes secondary windows.

#include "LanguageCodes.h"
#include "MnemonicCheck.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "model/QuestionCatalogue.h"
#include "ui/common/FocusInView.h"
#include "ui/compare/CompareWindow.h"
#include "ui/cost/CostPane.h"
#include "ui/main/ProfileDetailsPanel.h"
#include "ui/main/ProfileDocument.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/QuestionPage.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"
#include "ui/wizard/VerdictCard.h"
#include "ui/wizard/WeightPanel.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <cstdlib>
#include <gtest/gtest.h>

using namespace accel;

namespace {

bool focusIsIn(const QWidget* w) {
    const QWidget* focus = QApplication::focusWidget();
    return focus && (focus == w || w->isAncestorOf(focus));
}

// The part of `w` shown through its scroll area's viewport.
bool shownInViewport(const QWidget* w) {
    const QWidget* viewport = nullptr;
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
        if (p->objectName() == QLatin1String("qt_scrollarea_viewport")) {
            viewport = p;
            break;
        }
    }
    if (!viewport) {
        return w->isVisible();
    }
    const QRect inViewport(w->mapTo(viewport, QPoint(0, 0)), w->size());
    return viewport->rect().contains(inViewport.center());
}

class Keyboard : public ::testing::Test {
protected:
    void SetUp() override {
        fx.window->resize(1024, 700);
        fx.window->show();
        QApplication::setActiveWindow(fx.window.get());
        ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    }
    void TearDown() override {
        i18n::applyLanguage(QStringLiteral("en"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
    ui::AdvisorWizard& wizard() const { return *fx.window->wizard(); }
    ui::AnswerModel& model() const { return fx.window->document().answers(); }
    const QuestionCatalogue& cat() const { return model().catalogue(); }

    test::WindowFixture fx;
};

} // namespace

TEST_F(Keyboard, AltNLandsOnTheFirstQuestionNotTheProfileName) {
    for (int s = 0; s + 1 < wizard().stepCount(); ++s) {
        ASSERT_EQ(wizard().currentId(), s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
        ASSERT_TRUE(QTest::qWaitFor([&] { return wizard().currentId() == s + 1; }, 2000));
        ui::QuestionPage* page = wizard().questionPage(s + 1);
        ui::QuestionBox* first = nullptr;
        for (ui::QuestionBox* b : page->boxes()) {
            if (!b->isHidden()) {
                first = b;
                break;
            }
        }
        ASSERT_TRUE(first);
        EXPECT_TRUE(QTest::qWaitFor([&] { return focusIsIn(first); }, 1000))
            << "step " << s + 2 << ": focus in "
            << (QApplication::focusWidget()
                    ? QApplication::focusWidget()->objectName().toStdString()
                    : std::string("nothing"));
        EXPECT_FALSE(focusIsIn(fx.window->detailsPanel()->nameEdit()));
        // Moved by a key: the focus frame shows (Qt draws it after keyboard use).
        EXPECT_TRUE(fx.window->testAttribute(Qt::WA_KeyboardFocusChange));
    }
    // The sizing step and the result: something of the page visibly has focus.
    for (int id : {wizard().sizingPageId(), wizard().resultPageId()}) {
        wizard().goToPage(id);
        EXPECT_TRUE(QTest::qWaitFor([&] { return focusIsIn(wizard().currentPage()); }, 1000))
            << "page " << id;
    }
}

TEST_F(Keyboard, TabEntersAQuestionAtItsAnswerAndLeavesIt) {
    // Two questions in a row on one page, the first with at least four options.
    int framework = -1;
    int stage = -1;
    for (int q = 0; q + 1 < cat().questionCount() && framework < 0; ++q) {
        if (cat().question(q).step == cat().question(q + 1).step &&
            cat().question(q).options.size() >= 4 && model().isApplicable(q + 1)) {
            framework = q;
            stage = q + 1;
        }
    }
    ASSERT_GE(framework, 0);
    model().setAnswer(framework, 2);
    model().setAnswer(stage, 1);
    wizard().goToQuestion(framework);
    ui::QuestionBox* box = wizard().questionBox(framework);
    EXPECT_EQ(QApplication::focusWidget(), box->button(2));
    // One Tab leaves the question for the next one, at its checked option.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget(), wizard().questionBox(stage)->button(1));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    EXPECT_EQ(QApplication::focusWidget(), box->button(2));
    // Arrows still choose within the question.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    EXPECT_EQ(model().answers().option(framework), 3);
    EXPECT_EQ(QApplication::focusWidget(), box->button(3));
}

TEST_F(Keyboard, AltLetterScrollsItsQuestionIntoView) {
    bool triedOne = false;
    for (int s = 0; s < wizard().stepCount(); ++s) {
        wizard().goToPage(s);
        ui::QuestionPage* page = wizard().questionPage(s);
        auto* scroll = page->findChild<QScrollArea*>();
        ASSERT_TRUE(scroll);
        for (auto it = page->boxes().rbegin(); it != page->boxes().rend(); ++it) {
            ui::QuestionBox* box = *it;
            if (box->isHidden()) {
                continue;
            }
            scroll->verticalScrollBar()->setValue(0);
            QCoreApplication::processEvents();
            if (shownInViewport(box->button(AnswerSet::kUnanswered))) {
                continue; // already in view: nothing to prove
            }
            triedOne = true;
            const QChar letter = test::mnemonicOf(box->title());
            ASSERT_FALSE(letter.isNull());
            QTest::keyClick(fx.window.get(), letter.toLatin1(), Qt::AltModifier);
            QCoreApplication::processEvents();
            EXPECT_TRUE(focusIsIn(box)) << box->title().toStdString();
            EXPECT_TRUE(shownInViewport(QApplication::focusWidget())) << box->title().toStdString();
        }
    }
    EXPECT_TRUE(triedOne) << "at 1024x700 some question should start below the fold";
}

TEST_F(Keyboard, NoMnemonicClashOnAnyPageInAnyLanguage) {
    QStringList clashes;
    for (const std::string& code : test::languageCodes()) {
        const QString language = QString::fromStdString(code);
        i18n::applyLanguage(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        for (int id = 0; id <= wizard().resultPageId(); ++id) {
            wizard().goToPage(id);
            QCoreApplication::processEvents();
            const auto record = [&](const QString& where) {
                for (const QString& c : test::mnemonicClashes(*fx.window)) {
                    clashes << QStringLiteral("%1 %2: %3").arg(language, where, c);
                }
            };
            if (id == wizard().sizingPageId()) {
                test::forEachSizingMode(wizard().sizingPage()->panel(), [&](bool serving) {
                    record(serving ? QStringLiteral("step 7 serving")
                                   : QStringLiteral("step 7 training"));
                });
                continue;
            }
            if (id != wizard().resultPageId()) {
                record(wizard().currentPage()->objectName());
                continue;
            }
            QTabWidget* tabs = wizard().resultPage()->tabs();
            for (int t = 0; t < tabs->count(); ++t) {
                if (tabs->isTabVisible(t)) {
                    tabs->setCurrentIndex(t);
                    QCoreApplication::processEvents();
                    record(QStringLiteral("result tab %1").arg(t + 1));
                }
            }
        }
        // The Compare window and the Live prices dialog are windows of their own.
        ui::CompareWindow compare(QuestionCatalogue::builtIn());
        compare.show();
        for (const QString& c : test::mnemonicClashes(compare)) {
            clashes << QStringLiteral("%1 compare: %2").arg(language, c);
        }
        fx.window->showLivePrices();
        for (const QString& c : test::mnemonicClashes(*fx.window->livePricesDialog())) {
            clashes << QStringLiteral("%1 live prices: %2").arg(language, c);
        }
        fx.window->livePricesDialog()->hide();
    }
    EXPECT_TRUE(clashes.isEmpty()) << clashes.join(QLatin1Char('\n')).toStdString();
}

TEST_F(Keyboard, EveryFieldOfStep7AndTheResultTabsHasALetterOfItsOwnInEveryLanguage) {
    // Alt+letter reaches every labelled field of Step 7 and the result tabs,
    // none taken twice: on Step 7 a field goes without only when every letter
    // of its label is taken already; on the Bill tab none goes without.
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    QStringList wrong;
    for (const std::string& code : test::languageCodes()) {
        const QString language = QString::fromStdString(code);
        i18n::applyLanguage(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        // The profile's name and notes keep their letters when the window is
        // too narrow to show them.
        // Next keeps its letter on the result page, where it hides.
        QString sidePanel = test::mnemonicOf(wizard().buttonText(QWizard::NextButton));
        for (const QString& text : fx.window->detailsPanel()->labelTexts()) {
            sidePanel += test::mnemonicOf(text);
        }
        const auto record = [&](const QString& where, bool everyField = false) {
            if (qEnvironmentVariableIsSet("DUMP_MNEMONICS")) {
                const auto owners = test::mnemonicOwners(*fx.window);
                QStringList all;
                for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
                    all << QString(it.key()) + QStringLiteral("=") +
                               it.value().join(QLatin1Char('|'));
                }
                int fields = 0;
                for (const QLabel* l : fx.window->findChildren<QLabel*>()) {
                    fields += l->isVisible() && l->buddy() ? 1 : 0;
                }
                qWarning("%s %s: %d fields, %lld letters: %s", qPrintable(language),
                         qPrintable(where), fields, static_cast<long long>(owners.size()),
                         qPrintable(all.join(QStringLiteral("\n  "))));
            }
            for (const QString& c : test::mnemonicClashes(*fx.window)) {
                wrong << QStringLiteral("%1 %2: clash %3").arg(language, where, c);
            }
            for (const QString& m : test::fieldsWithoutMnemonic(*fx.window, sidePanel)) {
                wrong << QStringLiteral("%1 %2: no letter for %3").arg(language, where, m);
            }
            // As many fields have a letter as any arrangement allows (a
            // translator's chosen letter held fixed left four serving fields
            // of Step 7 without one where three is the most).
            const int most = test::mostFieldsThatCanHaveALetter(*fx.window, sidePanel);
            if (test::fieldsWithALetter(*fx.window) < most) {
                wrong << QStringLiteral("%1 %2: %3 fields with a letter, %4 possible")
                             .arg(language, where)
                             .arg(test::fieldsWithALetter(*fx.window))
                             .arg(most);
            }
            // The Bill tab is a form filled in by keyboard: every field has
            // its letter, even where every letter of its label is taken by
            // another field (issue 38, item 4). (Step 7's serving form has
            // eighteen fields beside ten fixed letters: more than 26.)
            if (everyField) {
                for (const QString& m : test::fieldsWithoutAnyMnemonic(*fx.window)) {
                    wrong
                        << QStringLiteral("%1 %2: no letter at all for %3").arg(language, where, m);
                }
            }
        };
        wizard().goToPage(wizard().sizingPageId());
        QCoreApplication::processEvents();
        test::forEachSizingMode(wizard().sizingPage()->panel(), [&](bool serving) {
            record(serving ? QStringLiteral("step 7 serving") : QStringLiteral("step 7 training"));
        });
        wizard().goToPage(wizard().resultPageId());
        QCoreApplication::processEvents();
        QTabWidget* tabs = wizard().resultPage()->tabs();
        for (int t = 0; t < tabs->count(); ++t) {
            // The Importance list names every question for screen readers; Tab
            // and the arrows walk it: twenty letters are not there to give.
            if (tabs->isTabVisible(t) && tabs->widget(t) != wizard().resultPage()->weightPanel()) {
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                record(QStringLiteral("result tab %1").arg(t + 1),
                       tabs->widget(t) == wizard().resultPage()->costView());
            }
        }
    }
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QLatin1Char('\n')).toStdString();
}

TEST_F(Keyboard, MenusTakeThePlatformsLetters) {
    // KDE's and GNOME's menu letters (kxmlgui's ui_standards.rc and its fr and
    // de translations): File, Go, Tools, Settings, View, Help.
    const QMap<QString, QString> letters{{QStringLiteral("en"), QStringLiteral("fgtsvh")},
                                         {QStringLiteral("fr"), QStringLiteral("flocae")},
                                         {QStringLiteral("de"), QStringLiteral("dgxeah")}};
    for (const std::string& code : test::languageCodes()) {
        const QString language = QString::fromStdString(code);
        // A new language brings its platform's menu letters (kxmlgui's
        // translation of ui_standards.rc): CONTRIBUTING.md, "A new language".
        ASSERT_TRUE(letters.contains(language))
            << "no menu letters for " << code << ": add them to `letters` above";
        i18n::applyLanguage(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        QString got;
        for (const QAction* menu : fx.window->menuBar()->actions()) {
            got += test::mnemonicOf(menu->text());
        }
        EXPECT_EQ(got.toStdString(), letters.value(language).toStdString()) << code;
    }
}

TEST_F(Keyboard, EveryFileMenuCommandHasAShortcutAndNoneIsTakenTwice) {
    QMap<QKeySequence, QString> seen;
    for (QAction* a : fx.window->fileMenu()->actions()) {
        if (a->isSeparator() || a->menu()) {
            continue;
        }
        EXPECT_FALSE(a->shortcut().isEmpty())
            << a->text().toStdString() << " " << a->objectName().toStdString();
    }
    for (QAction* a : fx.window->findChildren<QAction*>()) {
        for (const QKeySequence& k : a->shortcuts()) {
            EXPECT_FALSE(seen.contains(k))
                << k.toString().toStdString() << ": " << a->text().toStdString() << " and "
                << seen.value(k).toStdString();
            seen.insert(k, a->text());
        }
    }
    QAction* saveAs = fx.window->findChild<QAction*>(QStringLiteral("saveAsAction"));
    ASSERT_TRUE(saveAs);
    EXPECT_TRUE(saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)) ||
                !QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty());
}

TEST_F(Keyboard, EscapeAndCtrlWCloseTheCompareWindow) {
    fx.prompts->openFile = test::example("jax-scale-up-gcp.accel.json");
    for (const QKeySequence& key :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        fx.window->compareProfiles();
        auto* compare = fx.window->findChild<ui::CompareWindow*>();
        ASSERT_TRUE(compare);
        ASSERT_TRUE(QTest::qWaitForWindowExposed(compare));
        QApplication::setActiveWindow(compare);
        QTest::keySequence(compare, key);
        EXPECT_TRUE(
            QTest::qWaitFor([&] { return !fx.window->findChild<ui::CompareWindow*>(); }, 2000))
            << key.toString().toStdString();
    }
}

TEST_F(Keyboard, EscapeClosesTheLivePricesDialog) {
    fx.window->showLivePrices();
    QDialog* dialog = fx.window->livePricesDialog();
    ASSERT_TRUE(dialog);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog));
    QApplication::setActiveWindow(dialog);
    QTest::keyClick(dialog, Qt::Key_Escape);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return !fx.window->livePricesDialog() || !dialog->isVisible(); }, 2000));
}

TEST_F(Keyboard, TabLeavesTheResultTablesInsteadOfWalkingTheirCells) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    wizard().goToPage(wizard().resultPageId());
    QTableView* table = wizard().resultPage()->factorTable();
    wizard().resultPage()->tabs()->setCurrentWidget(table);
    table->setFocus(Qt::TabFocusReason);
    ASSERT_EQ(QApplication::focusWidget(), table);
    QTest::keyClick(table, Qt::Key_Tab);
    EXPECT_NE(QApplication::focusWidget(), table);
}

TEST_F(Keyboard, AHiddenTabIsNeverReachableByItsMnemonic) {
    // An unsaved profile hides "Since you saved" (and Sizing until sized):
    // no key may open their blank pane. The tabs take no Alt+letter (the
    // Bill tab's fields need them); Ctrl+Tab walks the shown ones.
    for (const std::string& language : test::languageCodes()) {
        i18n::applyLanguage(QString::fromStdString(language));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        wizard().goToPage(wizard().resultPageId());
        QCoreApplication::processEvents();
        QTabWidget* tabs = wizard().resultPage()->tabs();
        tabs->setCurrentIndex(0);
        int hidden = 0;
        int shown = 0;
        for (int t = 0; t < tabs->count(); ++t) {
            hidden += tabs->isTabVisible(t) ? 0 : 1;
            shown += tabs->isTabVisible(t) ? 1 : 0;
            EXPECT_TRUE(test::mnemonicOf(tabs->tabText(t)).isNull())
                << language << ": " << tabs->tabText(t).toStdString();
        }
        EXPECT_GT(hidden, 0) << "an unsaved profile hides the Since-you-saved tab";
        // Ctrl+Tab goes round the shown tabs, every one, and only them.
        tabs->tabBar()->setFocus();
        QSet<int> visited;
        for (int i = 0; i < tabs->count(); ++i) {
            QTest::keyClick(tabs->tabBar(), Qt::Key_Tab, Qt::ControlModifier);
            QCoreApplication::processEvents();
            EXPECT_TRUE(tabs->isTabVisible(tabs->currentIndex()))
                << language << " Ctrl+Tab opened a hidden tab";
            visited.insert(tabs->currentIndex());
        }
        EXPECT_EQ(visited.size(), shown) << language;
        tabs->setCurrentIndex(0);
        // Every letter nothing visible claims: pressing it leaves a shown tab current.
        QString taken;
        for (const QAction* menu : fx.window->menuBar()->actions()) {
            taken += test::mnemonicOf(menu->text());
        }
        for (QWidget* w : fx.window->findChildren<QWidget*>()) {
            if (w->isVisible()) {
                if (auto* b = qobject_cast<QAbstractButton*>(w)) {
                    taken += test::mnemonicOf(b->text());
                }
            }
        }
        for (char letter = 'a'; letter <= 'z'; ++letter) {
            if (taken.contains(QLatin1Char(letter))) {
                continue;
            }
            QTest::keyClick(fx.window.get(), letter, Qt::AltModifier);
            QCoreApplication::processEvents();
            EXPECT_TRUE(tabs->isTabVisible(tabs->currentIndex()))
                << language << " Alt+" << letter << " opened a hidden tab";
            tabs->setCurrentIndex(0);
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

TEST_F(Keyboard, EveryPageHasHelpThatSaysWhatToDoNowInEveryLanguage) {
    // "What does this mean and what do I do now", for every page; Step 7's
    // help follows its mode (training or serving).
    QMap<QString, QString> english;
    for (const std::string& language : test::languageCodes()) {
        i18n::applyLanguage(QString::fromStdString(language));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        for (int id = 0; id <= wizard().resultPageId(); ++id) {
            wizard().goToPage(id);
            QCoreApplication::processEvents();
            // Step titles: "Étape 7 sur 8 : Dimensionnement", a capital after the colon.
            const QString title = wizard().currentPage()->title();
            if (const qsizetype colon = title.indexOf(QLatin1Char(':')); colon >= 0) {
                const QString rest = title.mid(colon + 1).trimmed();
                EXPECT_TRUE(!rest.isEmpty() && rest.at(0).isUpper())
                    << language << ": " << title.toStdString();
            }
            QStringList variants;
            if (id == wizard().sizingPageId()) {
                test::forEachSizingMode(wizard().sizingPage()->panel(),
                                        [&](bool) { variants << wizard().helpHtml(); });
                EXPECT_NE(variants[0], variants[1]) << "serving help must differ from training";
            } else {
                variants << wizard().helpHtml();
            }
            for (qsizetype v = 0; v < variants.size(); ++v) {
                const QString& html = variants[v];
                const QString key = QStringLiteral("%1/%2").arg(id).arg(v);
                EXPECT_TRUE(html.contains(QStringLiteral("<h3>"))) << language << " page " << id;
                EXPECT_TRUE(html.contains(QStringLiteral("<h4>")))
                    << language << " page " << id << ": no \"what to do now\" part";
                if (language == "en") {
                    english[key] = html;
                } else {
                    EXPECT_NE(html, english.value(key))
                        << language << " page " << id << " help left in English";
                }
            }
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

TEST_F(Keyboard, NoPageEverParksTheFocusOnAScrollArea) {
    // A scroll area holding fields is not a stop of its own: the first arrow
    // key must act on an answer, on every page and after opening a profile.
    ASSERT_TRUE(fx.window->openProfileFile(test::example("partly-answered.accel.json")));
    QCoreApplication::processEvents();
    for (int id = 0; id <= wizard().resultPageId(); ++id) {
        wizard().goToPage(id);
        QCoreApplication::processEvents();
        for (QScrollArea* area : wizard().currentPage()->findChildren<QScrollArea*>()) {
            const bool holdsFields = ui::firstTabStop(area->widget()) != nullptr;
            if (holdsFields && area->isVisible()) {
                EXPECT_EQ(area->focusPolicy() & Qt::TabFocus, 0)
                    << "page " << id << ": " << area->accessibleName().toStdString();
            }
        }
        auto* parked = qobject_cast<QScrollArea*>(QApplication::focusWidget());
        EXPECT_FALSE(parked && ui::firstTabStop(parked->widget())) << "page " << id;
    }
}

namespace {

// Where a widget is on the screen: its top-left in global coordinates.
QPoint onScreen(const QWidget* w) {
    return w->mapToGlobal(QPoint(0, 0));
}

QString described(const QWidget* w) {
    return QStringLiteral("%1 %2 (%3,%4)")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
        .arg(onScreen(w).x())
        .arg(onScreen(w).y());
}

// One Tab walk from `first` until it comes back round: the focus widgets in
// order, each once. A plain label holding links keeps the focus for one more
// Tab (Qt moves from the label to its link): that is pressed through (the
// verdict card's links are one stop each: see the test below).
QList<QWidget*> tabWalk(QWidget* first) {
    QList<QWidget*> seen;
    first->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    for (int i = 0; i < 200; ++i) {
        QWidget* focus = QApplication::focusWidget();
        if (!focus || seen.contains(focus)) {
            break;
        }
        seen << focus;
        for (int again = 0; again < 3 && QApplication::focusWidget() == focus; ++again) {
            QTest::keyClick(focus, Qt::Key_Tab);
            QCoreApplication::processEvents();
        }
    }
    return seen;
}

// b read after a: below it, or on its row to its right, or at the top of a
// column further right (a two-column form reads down one column, then the next).
bool readsAfter(const QWidget* a, const QWidget* b) {
    const QPoint pa = onScreen(a);
    const QPoint pb = onScreen(b);
    const int row = std::max(4, a->height() / 2);
    if (std::abs(pb.y() - pa.y()) < row) {
        return pb.x() > pa.x();
    }
    return pb.y() > pa.y() || pb.x() > pa.x() + a->width() / 2;
}

} // namespace

TEST_F(Keyboard, TabFollowsTheScreenTopToBottomLeftToRightWithTheButtonsLast) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    const QList<QAbstractButton*> buttons{wizard().button(QWizard::HelpButton),
                                          wizard().button(QWizard::BackButton),
                                          wizard().button(QWizard::NextButton)};
    QStringList wrong;
    for (int id = 0; id <= wizard().resultPageId(); ++id) {
        wizard().goToPage(id);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QWidget* page = wizard().currentPage();
        QWidget* first = ui::firstTabStop(page);
        ASSERT_TRUE(first) << "page " << id;
        const QList<QWidget*> walk = tabWalk(first);
        const QString where = QStringLiteral("page %1: ").arg(id + 1);
        // The page's stops, then the button row, left to right (Help, Back, Next),
        // then the side panel on the right (profile name, notes, the verdict's
        // links): the left column read down, then the right one.
        const auto isButton = [&buttons](QWidget* w) {
            return buttons.contains(qobject_cast<QAbstractButton*>(w));
        };
        qsizetype firstButton = 0;
        while (firstButton < walk.size() && !isButton(walk[firstButton])) {
            ++firstButton;
        }
        qsizetype afterButtons = firstButton;
        while (afterButtons < walk.size() && isButton(walk[afterButtons])) {
            if (afterButtons > firstButton &&
                onScreen(walk[afterButtons]).x() <= onScreen(walk[afterButtons - 1]).x()) {
                wrong << where + described(walk[afterButtons]) + QStringLiteral(" after ") +
                             described(walk[afterButtons - 1]);
            }
            ++afterButtons;
        }
        EXPECT_GT(afterButtons, firstButton) << "page " << id + 1 << ": Tab reaches the buttons";
        if (fx.window->findChild<QWidget*>(QStringLiteral("profileName"))->isVisible()) {
            const auto named = [&walk](const char* name) {
                for (qsizetype i = 0; i < walk.size(); ++i) {
                    if (walk[i]->objectName() == QLatin1String(name)) {
                        return i;
                    }
                }
                return qsizetype{-1};
            };
            EXPECT_GT(named("profileName"), afterButtons - 1) << "page " << id + 1;
            EXPECT_GT(named("profileNotes"), named("profileName")) << "page " << id + 1;
        }
        const QWidget* side = nullptr;
        for (qsizetype i = afterButtons; i < walk.size(); ++i) {
            if (page->isAncestorOf(walk[i]) || isButton(walk[i])) {
                wrong << where + described(walk[i]) + QStringLiteral(" after the button row");
            } else if (!walk[i]->window()->isAncestorOf(walk[i])) {
                continue; // another window
            } else if (onScreen(walk[i]).x() < onScreen(page).x() + page->width()) {
                wrong << where + described(walk[i]) + QStringLiteral(" is not right of the page");
            } else if (side && !readsAfter(side, walk[i])) {
                wrong << where + described(walk[i]) + QStringLiteral(" after ") + described(side);
            }
            if (!page->isAncestorOf(walk[i]) && !isButton(walk[i])) {
                side = walk[i];
            }
        }
        // The page in reading order, from its first field.
        const QWidget* before = nullptr;
        for (qsizetype i = 0; i < firstButton; ++i) {
            QWidget* w = walk[i];
            if (!page->isAncestorOf(w)) {
                wrong << where + described(w) + QStringLiteral(" inside the page's stops");
            } else if (before && !readsAfter(before, w)) {
                wrong << where + described(w) + QStringLiteral(" after ") + described(before);
            }
            before = w;
        }
    }
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QLatin1Char('\n')).toStdString();
}

TEST_F(Keyboard, TabReachesEveryControlOfEachResultTabInReadingOrder) {
    // From the tab bar, Tab walks the shown tab's controls as they read (the
    // Bill's GPU to own among them) before it leaves for the buttons.
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    wizard().goToPage(wizard().resultPageId());
    QCoreApplication::processEvents();
    QTabWidget* tabs = wizard().resultPage()->tabs();
    auto* bar = tabs->findChild<QTabBar*>();
    ASSERT_TRUE(bar);
    QStringList wrong;
    int visited = 0;
    for (int t = 0; t < tabs->count(); ++t) {
        if (!tabs->isTabVisible(t)) {
            continue;
        }
        ++visited;
        tabs->setCurrentIndex(t);
        QCoreApplication::processEvents();
        QWidget* pane = tabs->widget(t);
        const QList<QWidget*> walk = tabWalk(bar);
        const QString where = QStringLiteral("tab '%1': ").arg(tabs->tabText(t));
        const auto reached = [&walk](QWidget* w) {
            for (QWidget* x : walk) {
                if (x == w || w->isAncestorOf(x) || x == w->focusProxy()) {
                    return true;
                }
            }
            return false;
        };
        for (QWidget* w : pane->findChildren<QWidget*>()) {
            const bool inside = qobject_cast<QAbstractSpinBox*>(w->parentWidget()) ||
                                qobject_cast<QComboBox*>(w->parentWidget());
            if (!inside && w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
                !w->focusProxy() && !reached(w)) {
                wrong << where + described(w) + QStringLiteral(" is never reached by Tab");
            }
        }
        // In the pane, each stop reads after the one before.
        const QWidget* before = nullptr;
        for (QWidget* w : walk) {
            if (w != pane && !pane->isAncestorOf(w)) {
                continue;
            }
            if (before && !readsAfter(before, w)) {
                wrong << where + described(w) + QStringLiteral(" after ") + described(before);
            }
            before = w;
        }
        // The first Tab from the bar enters the pane at its first stop.
        if (walk.size() < 2 || (walk[1] != pane && !pane->isAncestorOf(walk[1]))) {
            wrong << where + QStringLiteral("the first Tab from the tab bar goes to ") +
                         (walk.size() < 2 ? QStringLiteral("nothing") : described(walk[1]));
        }
        if (!before) {
            QStringList names;
            for (QWidget* w : walk) {
                names << described(w);
            }
            wrong << where + QStringLiteral("Tab from the tab bar never enters the tab: ") +
                         names.join(QStringLiteral(", "));
        }
    }
    EXPECT_GE(visited, 6) << "the example shows the Sizing and Bill tabs";
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QLatin1Char('\n')).toStdString();
}

TEST_F(Keyboard, EachDecidingAnswerIsOneTabStopWithAFrameAndEnterFollowsIt) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    wizard().goToPage(wizard().resultPageId());
    QCoreApplication::processEvents();
    ui::VerdictCard* card = wizard().resultPage()->verdictCard();
    QList<QLabel*> links;
    for (QLabel* link : card->decidingLinks()) {
        if (link->isVisible()) {
            links << link;
        }
    }
    ASSERT_GE(links.size(), 2) << "the example has deciding answers";
    QSignalSpy followed(card, &ui::VerdictCard::questionRequested);
    for (qsizetype i = 0; i < links.size(); ++i) {
        QLabel* link = links[i];
        // Pictured without the focus: the page may have put it on the first
        // link already, with a frame when the last input was a key.
        wizard().resultPage()->tabs()->setFocus(Qt::OtherFocusReason);
        QCoreApplication::processEvents();
        const QImage unfocused = link->grab().toImage();
        // One Tab leaves the link for the next stop.
        link->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        ASSERT_EQ(QApplication::focusWidget(), link);
        QTest::keyClick(link, Qt::Key_Tab);
        QCoreApplication::processEvents();
        ASSERT_NE(QApplication::focusWidget(), link) << "link " << i + 1 << " kept the Tab";
        if (i + 1 < links.size()) {
            EXPECT_EQ(QApplication::focusWidget(), links[i + 1]);
        }
        // Back by Shift+Tab, as a keyboard user arrives: a frame shows it.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QCoreApplication::processEvents();
        ASSERT_EQ(QApplication::focusWidget(), link) << "link " << i + 1;
        EXPECT_NE(unfocused, link->grab().toImage()) << "link " << i + 1 << ": no focus frame";
        // Enter follows the link, to the question it names.
        QTest::keyClick(link, Qt::Key_Return);
        ASSERT_EQ(followed.count(), 1) << "link " << i + 1;
        EXPECT_EQ(ui::VerdictCard::linkFor(followed.takeFirst().at(0).toInt()),
                  link->text().section(QLatin1Char('"'), 1, 1));
        wizard().goToPage(wizard().resultPageId());
        QCoreApplication::processEvents();
    }
}
