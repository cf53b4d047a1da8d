// The menu entries that join the separately built parts: File > Export
// report, Print Preview and Print, and Settings > Live prices.

#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "ui/common/WindowSize.h"
#include "ui/report/ReportActions.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/wizard/AdvisorWizard.h"

#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

QAction* actionNamed(QMenu* menu, const char* name) {
    for (QAction* a : menu->actions()) {
        if (a->objectName() == QLatin1String(name)) {
            return a;
        }
    }
    return nullptr;
}

// Answers the real export dialog as a user would: types the name and accepts.
class MainMenus : public ::testing::Test {
protected:
    void SetUp() override { fx.window->show(); }
    test::WindowFixture fx;
};

} // namespace

TEST_F(MainMenus, FileMenuHasTheReportActionsWithShortcuts) {
    QMenu* file = fx.window->fileMenu();
    QAction* exportReport = actionNamed(file, "exportReportAction");
    QAction* preview = actionNamed(file, "printPreviewAction");
    QAction* print = actionNamed(file, "printAction");
    ASSERT_TRUE(exportReport && preview && print);
    EXPECT_EQ(exportReport, fx.window->reportActions()->exportAction());
    EXPECT_EQ(print->shortcut(), QKeySequence(QKeySequence::Print));
    ASSERT_FALSE(exportReport->shortcut().isEmpty());
    for (QAction* other : fx.window->findChildren<QAction*>()) {
        if (other != exportReport) {
            EXPECT_NE(other->shortcut(), exportReport->shortcut()) << other->text().toStdString();
        }
    }

    // Nothing answered: nothing to report yet.
    EXPECT_FALSE(exportReport->isEnabled());
    EXPECT_FALSE(print->isEnabled());
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    EXPECT_TRUE(exportReport->isEnabled());
    EXPECT_TRUE(preview->isEnabled());
    EXPECT_TRUE(print->isEnabled());
    ASSERT_TRUE(fx.window->newProfile());
    EXPECT_FALSE(exportReport->isEnabled());
}

TEST_F(MainMenus, ExportWritesTheReportWithSizingThroughTheDialog) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    QSignalSpy finished(fx.window->reportActions(), &ui::ReportActions::exportFinished);

    const QString markdown = fx.path(QStringLiteral("report.md"));
    fx.prompts->exportFile = markdown; // what the export dialog answers
    actionNamed(fx.window->fileMenu(), "exportReportAction")->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 20000));
    EXPECT_TRUE(finished.at(0).at(0).value<Result<>>().ok());
    EXPECT_EQ(finished.at(0).at(1).toString(), markdown);
    QFile md(markdown);
    ASSERT_TRUE(md.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(md.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("Workload sizing and cost")));
    EXPECT_TRUE(text.contains(QStringLiteral("Price source")));

    const QString pdf = fx.path(QStringLiteral("report.pdf"));
    fx.prompts->exportFile = pdf;
    fx.window->reportActions()->exportAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 2; }, 20000));
    EXPECT_TRUE(finished.at(1).at(0).value<Result<>>().ok());
    EXPECT_EQ(finished.at(1).at(1).toString(), pdf);
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF"));
}

TEST_F(MainMenus, SettingsLivePricesOpensOneNonModalDialog) {
    ASSERT_TRUE(fx.window->settingsMenu());
    QAction* livePrices = actionNamed(fx.window->settingsMenu(), "livePricesAction");
    ASSERT_TRUE(livePrices);
    livePrices->trigger();
    ui::LivePricesDialog* dialog = fx.window->livePricesDialog();
    ASSERT_TRUE(dialog);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_FALSE(dialog->isModal());
    EXPECT_EQ(dialog->parentWidget(), fx.window.get());
    livePrices->trigger();
    EXPECT_EQ(fx.window->livePricesDialog(), dialog);
    EXPECT_EQ(fx.window->findChildren<ui::LivePricesDialog*>().size(), 1);
    dialog->close();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !fx.window->livePricesDialog(); }, 2000));
}

TEST_F(MainMenus, HelpOffersPageHelpAndWhatsThisBesideAbout) {
    QMenu* help = nullptr;
    for (QAction* a : fx.window->menuBar()->actions()) {
        if (a->menu() && a->menu()->objectName() == QLatin1String("helpMenu")) {
            help = a->menu();
        }
    }
    ASSERT_TRUE(help);
    int nonAbout = 0;
    for (QAction* a : help->actions()) {
        if (!a->isSeparator() && !a->text().contains(QStringLiteral("About"))) {
            ++nonAbout;
        }
    }
    EXPECT_GE(nonAbout, 2) << "a user guide for the page and What's This";
    EXPECT_TRUE(actionNamed(help, "pageHelpAction"));
    EXPECT_TRUE(actionNamed(help, "whatsThisAction"));
    // Tools is worth a menu: more than one entry.
    EXPECT_GE(fx.window->menuBar()->actions().size(), 5);
}

TEST_F(MainMenus, LanguageMenuTicksTheLanguageTheWindowSpeaks) {
    // As with --lang de: German in use, nothing saved ("System Default").
    i18n::applyLanguage(QStringLiteral("de"));
    QMenu* language = fx.window->findChild<QMenu*>(QStringLiteral("languageMenu"));
    ASSERT_TRUE(language);
    emit language->aboutToShow();
    for (QAction* a : language->actions()) {
        if (a->isCheckable()) {
            EXPECT_EQ(a->isChecked(), a->data().toString() == QStringLiteral("de"))
                << a->objectName().toStdString();
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

TEST(WindowSize, ALargeScreenGivesARoomyWindowAndASmallOneStillFits) {
    for (const QSize room :
         {QSize(1904, 1000), QSize(2544, 1380), QSize(1350, 720), QSize(1008, 652)}) {
        const QSize size = ui::firstStartWindowSize(room);
        EXPECT_LE(size.width(), room.width());
        EXPECT_LE(size.height(), room.height());
        // The result chart needs room: on a large screen, most of it.
        if (room.width() >= 1400) {
            EXPECT_GE(size.width(), room.width() * 3 / 4);
            EXPECT_GE(size.height(), room.height() * 17 / 20);
        }
    }
}
