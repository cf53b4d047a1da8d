// Changing the language while working: every visible text of the main window
// follows at once (checked with a pseudo-translation that marks every message),
// the work (answers, weights, file, page, unsaved state) is untouched, and the
// questions' Alt+letters stay unique in the new language.

#include "AdvisorWizard.h"
#include "AnswerModel.h"
#include "CompareWindow.h"
#include "Language.h"
#include "ProfileDocument.h"
#include "PseudoTranslator.h"
#include "QuestionBox.h"
#include "QuestionCatalogue.h"
#include "QuestionPage.h"
#include "UiTestSupport.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <gtest/gtest.h>

using namespace accel;
using accel::test::isPseudoTranslated;

namespace {

void deliverLanguageChange() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

QString describe(const QObject* o) {
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(o->metaObject()->className()),
                                         o->objectName());
}

// Texts a user sees in a menu, recursively; language names are deliberately
// written in their own language, recent files are paths.
void collectMenu(const QMenu* menu, QStringList* untranslated) {
    if (!isPseudoTranslated(menu->title())) {
        *untranslated << QStringLiteral("menu '%1'").arg(menu->title());
    }
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator() || a->text().isEmpty() ||
            (a->objectName().startsWith(QStringLiteral("language_")) &&
             a->objectName() != QStringLiteral("language_system"))) {
            continue;
        }
        if (a->menu()) {
            collectMenu(a->menu(), untranslated);
        } else if (!isPseudoTranslated(a->text())) {
            *untranslated << QStringLiteral("action '%1'").arg(a->text());
        }
    }
}

// Every visible text under `root` that did not go through the translator.
QStringList untranslatedTexts(const QWidget* root) {
    QStringList found;
    const auto check = [&found](const QObject* o, const QString& what, const QString& text) {
        if (!text.trimmed().isEmpty() && !isPseudoTranslated(text)) {
            found << QStringLiteral("%1 %2: '%3'").arg(describe(o), what, text.left(80));
        }
    };
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root->window()) || !w->isVisible()) {
            continue;
        }
        if (const auto* label = qobject_cast<const QLabel*>(w)) {
            check(w, QStringLiteral("text"), label->text());
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
            check(w, QStringLiteral("text"), button->text());
        } else if (const auto* group = qobject_cast<const QGroupBox*>(w)) {
            check(w, QStringLiteral("title"), group->title());
        } else if (const auto* tabs = qobject_cast<const QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i)) {
                    check(w, QStringLiteral("tab"), tabs->tabText(i));
                }
            }
        } else if (const auto* table = qobject_cast<const QTableView*>(w)) {
            const QAbstractItemModel* model = table->model();
            for (int c = 0; model && c < model->columnCount(); ++c) {
                check(w, QStringLiteral("header"),
                      model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
            }
        } else if (const auto* chart = qobject_cast<const QChartView*>(w)) {
            check(w, QStringLiteral("chart title"), chart->chart()->title());
        }
        check(w, QStringLiteral("tooltip"), w->toolTip());
        check(w, QStringLiteral("accessible name"), w->accessibleName());
    }
    return found;
}

struct WorkSnapshot {
    AnswerSet answers;
    WeightSet weights;
    QString file;
    QString name;
    bool modified = false;
    int page = -1;

    static WorkSnapshot of(MainWindow& w) {
        return {w.document().answers().answers(), w.document().answers().weights(),
                w.document().filePath(),          w.document().name(),
                w.document().isModified(),        w.wizard()->currentId()};
    }
    bool operator==(const WorkSnapshot&) const = default;
};

class Retranslate : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
        fx.window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
        // Unsaved work in progress: an edited answer and weight, on the third page.
        AnswerModel& model = fx.window->document().answers();
        model.setWeight(0, 7.5);
        fx.window->wizard()->goToPage(2);
    }
    void TearDown() override {
        QCoreApplication::removeTranslator(&pseudo);
        i18n::applyLanguage(QStringLiteral("en"));
        deliverLanguageChange();
    }

    test::WindowFixture fx;
    test::PseudoTranslator pseudo;
};

TEST_F(Retranslate, EveryVisibleTextOfEveryPageFollowsAndNoWorkIsLost) {
    AdvisorWizard* wizard = fx.window->wizard();
    const WorkSnapshot before = WorkSnapshot::of(*fx.window);
    ASSERT_TRUE(before.modified);

    QCoreApplication::installTranslator(&pseudo);
    deliverLanguageChange();
    EXPECT_TRUE(WorkSnapshot::of(*fx.window) == before) << "the change of language kept the work";
    EXPECT_TRUE(isPseudoTranslated(fx.window->windowTitle()))
        << fx.window->windowTitle().toStdString();

    QStringList untranslated;
    for (const QAction* menu : fx.window->menuBar()->actions()) {
        collectMenu(menu->menu(), &untranslated);
    }
    for (int id = 0; id <= wizard->resultPageId(); ++id) {
        wizard->goToPage(id);
        QTest::qWait(20);
        ASSERT_EQ(wizard->currentId(), id);
        const QWizardPage* page = wizard->currentPage();
        for (const QString& text : {page->title(), page->subTitle()}) {
            if (!text.isEmpty() && !isPseudoTranslated(text)) {
                untranslated << QStringLiteral("page %1 title: '%2'").arg(id).arg(text);
            }
        }
        for (const QString& text : untranslatedTexts(fx.window.get())) {
            untranslated << QStringLiteral("page %1: %2").arg(id).arg(text);
        }
    }
    untranslated.removeDuplicates();
    EXPECT_TRUE(untranslated.isEmpty())
        << untranslated.size() << " text(s) kept the old language:\n"
        << untranslated.join(QLatin1Char('\n')).toStdString();

    // And back: nothing keeps the pseudo-language.
    wizard->goToPage(2);
    QCoreApplication::removeTranslator(&pseudo);
    deliverLanguageChange();
    EXPECT_EQ(wizard->button(QWizard::NextButton)->text(), QStringLiteral("&Next"));
    EXPECT_FALSE(isPseudoTranslated(fx.window->windowTitle()));
    WorkSnapshot after = WorkSnapshot::of(*fx.window);
    EXPECT_TRUE(after == before);
}

QChar mnemonicOf(const QString& text) {
    const qsizetype amp = text.indexOf(QLatin1Char('&'));
    return amp >= 0 && amp + 1 < text.size() ? text[amp + 1].toLower() : QChar();
}

TEST_F(Retranslate, SettingsLanguageMenuSwitchesAtOnceAndAltLettersStayUnique) {
    QMenu* languages = fx.window->findChild<QMenu*>(QStringLiteral("languageMenu"));
    ASSERT_NE(languages, nullptr);
    QAction* german = nullptr;
    QAction* system = nullptr;
    for (QAction* a : languages->actions()) {
        if (a->objectName() == QStringLiteral("language_de")) {
            german = a;
        } else if (a->objectName() == QStringLiteral("language_system")) {
            system = a;
        }
    }
    ASSERT_TRUE(german && system);
    EXPECT_TRUE(system->isChecked()) << "follows the system until the user chooses";
    const WorkSnapshot before = WorkSnapshot::of(*fx.window);

    german->trigger();
    deliverLanguageChange();
    AdvisorWizard* wizard = fx.window->wizard();
    EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("de"));
    EXPECT_EQ(QSettings().value(QStringLiteral("interface/language")).toString(),
              QStringLiteral("de"));
    EXPECT_EQ(wizard->button(QWizard::NextButton)->text(), QStringLiteral("&Weiter"));
    EXPECT_TRUE(WorkSnapshot::of(*fx.window) == before);

    // Alt+letters on each question page: unique among the questions, the
    // menu bar, the profile fields and Back/Next, in German.
    QString host;
    for (const QAction* menu : fx.window->menuBar()->actions()) {
        host += mnemonicOf(menu->text());
    }
    for (const QLabel* label : fx.window->findChildren<QLabel*>()) {
        if (label->buddy() && label->buddy()->objectName().startsWith(QStringLiteral("profile"))) {
            host += mnemonicOf(label->text());
        }
    }
    host += mnemonicOf(wizard->button(QWizard::BackButton)->text());
    host += mnemonicOf(wizard->button(QWizard::NextButton)->text());
    for (int step = 0; step < wizard->stepCount(); ++step) {
        QString used = host;
        for (QuestionBox* box : wizard->questionPage(step)->boxes()) {
            const QChar letter = mnemonicOf(box->title());
            ASSERT_FALSE(letter.isNull()) << box->title().toStdString();
            EXPECT_FALSE(used.contains(letter))
                << "step " << step << ": Alt+" << QString(letter).toStdString() << " of '"
                << box->title().toStdString() << "' is taken (" << used.toStdString() << ")";
            used += letter;
        }
    }

    system->trigger();
    deliverLanguageChange();
    EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("en")) << "the test runs with LC_ALL=C";
    EXPECT_FALSE(QSettings().contains(QStringLiteral("interface/language")));
    EXPECT_EQ(wizard->button(QWizard::NextButton)->text(), QStringLiteral("&Next"));
}

TEST(RetranslateCompare, CompareWindowFollowsAndKeepsBothProfiles) {
    CompareWindow compare(QuestionCatalogue::builtIn());
    ASSERT_TRUE(
        compare.loadFile(CompareWindow::Left, test::example("pytorch-research-onprem.accel.json")));
    ASSERT_TRUE(
        compare.loadFile(CompareWindow::Right, test::example("jax-scale-up-gcp.accel.json")));
    compare.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&compare));
    const QString englishSummary = compare.summaryText();

    test::PseudoTranslator pseudo;
    QCoreApplication::installTranslator(&pseudo);
    deliverLanguageChange();
    QStringList untranslated = untranslatedTexts(&compare);
    // The profiles' own names are data, not interface text.
    untranslated.removeIf(
        [](const QString& t) { return t.contains(QStringLiteral(".accel.json")); });
    EXPECT_TRUE(isPseudoTranslated(compare.windowTitle()));
    EXPECT_TRUE(isPseudoTranslated(compare.verdictText(CompareWindow::Left)));
    EXPECT_TRUE(untranslated.isEmpty()) << untranslated.join(QLatin1Char('\n')).toStdString();

    QCoreApplication::removeTranslator(&pseudo);
    deliverLanguageChange();
    EXPECT_EQ(compare.summaryText(), englishSummary) << "both profiles are still compared";
}

} // namespace
