// Changing the language while working: every visible text of the main window
// follows at once (checked with a pseudo-translation that marks every message),
// the work (answers, weights, file, page, unsaved state) is untouched, and the
// questions' Alt+letters stay unique in the new language.

#include "PseudoTranslator.h"
#include "UiTestSupport.h"
#include "VisibleTexts.h"
#include "i18n/Language.h"
#include "model/QuestionCatalogue.h"
#include "model/sizing/AcceleratorData.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/QuestionPage.h"
#include "ui/wizard/ResultPage.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
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

// Every text shown under `root` that did not go through the translator. Of
// the kinds the walker knows, those a wizard page or a window shows as words:
// cells, combo items and spin boxes hold data here (names, numbers), and the
// window and page titles are checked on their own.
QStringList untranslatedTexts(const QWidget* root) {
    static const QSet<QString> words{QStringLiteral("text"),          QStringLiteral("title"),
                                     QStringLiteral("tab"),           QStringLiteral("header"),
                                     QStringLiteral("chartTitle"),    QStringLiteral("toolTip"),
                                     QStringLiteral("accessibleName")};
    QStringList found;
    for (const test::ShownText& t : test::shownTexts(*root, test::Widgets::Shown)) {
        if (words.contains(t.kind()) && !isPseudoTranslated(t.text)) {
            found << QStringLiteral("%1: '%2'").arg(t.place(), t.text.left(80));
        }
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

    static WorkSnapshot of(ui::MainWindow& w) {
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
        ui::AnswerModel& model = fx.window->document().answers();
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
    ui::AdvisorWizard* wizard = fx.window->wizard();
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
        ASSERT_TRUE(QTest::qWaitFor([&] { return wizard->currentId() == id; }, 5000))
            << "page " << id << " was not reached";
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

// Window text writes dates as the user's locale does (as Step 7 and the
// reports do), never ISO "2026-11-24": every page and result tab in French
// and German. A source's title is a document's name, quoted in its own words.
TEST_F(Retranslate, NoPageOrTabShowsAnIsoDateInFrenchOrGerman) {
    static const QRegularExpression isoDate(QStringLiteral(R"(\b\d{4}-\d{2}-\d{2}\b)"));
    ui::AdvisorWizard* wizard = fx.window->wizard();
    Workload workload;
    workload.params = 7e9;
    workload.tokens = 1.4e12;
    fx.window->document().setWorkload(workload);
    // The accelerator data's quotes (source titles, price notes) stay in
    // their own words; the window's text is everything else, the chips' notes
    // included (they are translated, dates and all).
    const sizing::AcceleratorData& data = sizing::AcceleratorData::bundled();
    QStringList titles;
    for (const sizing::SourceRef& s : data.sources()) {
        titles << s.title;
    }
    for (const sizing::AcceleratorSpec& spec : data.accelerators()) {
        for (const sizing::PricePoint& p : spec.prices) {
            titles << p.note;
        }
    }
    titles.removeAll(QString());
    const auto check = [&](const QString& language, const QString& where) {
        const QList<test::ShownText> texts = test::shownTexts(*fx.window, test::Widgets::Shown);
        EXPECT_GT(texts.size(), 20) << qPrintable(where); // the walk sees the page
        for (const test::ShownText& t : texts) {
            QString own = t.text;
            for (const QString& title : titles) {
                own.remove(title);
            }
            EXPECT_FALSE(own.contains(isoDate))
                << qPrintable(language) << " " << qPrintable(where) << " " << qPrintable(t.place())
                << ": " << qPrintable(t.text);
        }
    };
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("de")}) {
        i18n::applyLanguage(language);
        deliverLanguageChange();
        for (int id = 0; id <= wizard->resultPageId(); ++id) {
            wizard->goToPage(id);
            ASSERT_EQ(wizard->currentId(), id);
            check(language, QStringLiteral("page %1").arg(id + 1));
        }
        QTabWidget* tabs = wizard->resultPage()->tabs();
        for (int t = 1; t < tabs->count(); ++t) {
            if (tabs->isTabVisible(t)) {
                tabs->setCurrentIndex(t);
                check(language, QStringLiteral("result tab %1").arg(t + 1));
            }
        }
        tabs->setCurrentIndex(0);
    }
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
    ui::AdvisorWizard* wizard = fx.window->wizard();
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
        for (ui::QuestionBox* box : wizard->questionPage(step)->boxes()) {
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
    ui::CompareWindow compare(QuestionCatalogue::builtIn());
    ASSERT_TRUE(test::showResearchAgainstScaleUp(compare));
    const QString englishSummary = compare.summaryText();

    test::PseudoTranslator pseudo;
    QCoreApplication::installTranslator(&pseudo);
    deliverLanguageChange();
    QStringList untranslated = untranslatedTexts(&compare);
    // The profiles' own names are data, not interface text.
    untranslated.removeIf(
        [](const QString& t) { return t.contains(QStringLiteral(".accel.json")); });
    EXPECT_TRUE(isPseudoTranslated(compare.windowTitle()));
    EXPECT_TRUE(isPseudoTranslated(compare.verdictText(ui::CompareWindow::Left)));
    EXPECT_TRUE(untranslated.isEmpty()) << untranslated.join(QLatin1Char('\n')).toStdString();

    QCoreApplication::removeTranslator(&pseudo);
    deliverLanguageChange();
    EXPECT_EQ(compare.summaryText(), englishSummary) << "both profiles are still compared";
}

} // namespace
