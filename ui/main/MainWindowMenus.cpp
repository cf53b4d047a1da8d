// Every menu, toolbar entry and shortcut of the main window, in one place, so
// that later features (reports, sizing) add their entries here. Texts are set
// through m_menuTexts so that a change of language rewrites them in place.

#include "i18n/Language.h"
#include "model/CatalogueText.h"
#include "ui/main/MainWindow.h"
#include "ui/main/ProfileDetailsPanel.h"
#include "ui/main/ProfileDocument.h"
#include "ui/main/RecentFiles.h"
#include "ui/report/ReportActions.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QToolBar>
#include <QWhatsThis>

namespace accel::ui {

namespace {

// The platform's keys for a standard command, or the common one where the
// platform theme has none (SaveAs and Quit are empty on some X11 desktops).
QList<QKeySequence> standardKeys(QKeySequence::StandardKey key, const QKeySequence& fallback) {
    const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    return keys.isEmpty() ? QList<QKeySequence>{fallback} : keys;
}

} // namespace

struct MainWindow::FileActions {
    QAction* newProfile = nullptr;
    QAction* open = nullptr;
    QAction* save = nullptr;
    QAction* saveAs = nullptr;
    QAction* quit = nullptr;
};

void MainWindow::buildMenus() {
    // Menu titles take the letters of the platform's convention (KDE's and
    // GNOME's: File Alt+F, View Alt+V, Help Alt+H, and in French and German
    // the letters those desktops' translations use); the questions, Step 7's
    // fields and the result tabs take the letters that remain
    // (withDistinctMnemonics), so no Alt+letter is taken twice.
    const FileActions file = buildFileMenu();
    buildGoMenu();
    QAction* compare = buildToolsMenu();
    buildSettingsMenu();
    buildViewMenu();
    buildHelpMenu();
    buildToolBar(file, compare);
    retranslateMenus();
}

MainWindow::FileActions MainWindow::buildFileMenu() {
    m_fileMenu = menuBar()->addMenu(QString());
    QAction* newAction = m_fileMenu->addAction(QIcon(), QString(), this, [this] { newProfile(); });
    newAction->setObjectName(QStringLiteral("newAction"));
    newAction->setShortcuts(standardKeys(QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N)));
    QAction* openAction =
        m_fileMenu->addAction(QIcon(), QString(), this, [this] { openProfile(); });
    openAction->setShortcuts(standardKeys(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    // Rebuilt when opened: files deleted meanwhile disappear from the list.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    m_fileMenu->addSeparator();
    QAction* saveAction = m_fileMenu->addAction(QIcon(), QString(), this, [this] { save(); });
    saveAction->setShortcuts(standardKeys(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
    QAction* saveAsAction = m_fileMenu->addAction(QIcon(), QString(), this, [this] { saveAs(); });
    saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    saveAsAction->setShortcuts(
        standardKeys(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    m_fileMenu->addSeparator();
    // Reports: enabled once there is something to report (updateReportActions).
    QAction* exportReport = m_reports->exportAction();
    exportReport->setObjectName(QStringLiteral("exportReportAction"));
    // Ctrl+E is "end of line" in text fields for Emacs-minded users; Shift keeps it free.
    exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_reports->printPreviewAction()->setObjectName(QStringLiteral("printPreviewAction"));
    m_reports->printPreviewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_reports->printAction()->setObjectName(QStringLiteral("printAction"));
    m_reports->printAction()->setShortcuts(
        standardKeys(QKeySequence::Print, QKeySequence(Qt::CTRL | Qt::Key_P)));
    m_fileMenu->addAction(exportReport);
    m_fileMenu->addAction(m_reports->printPreviewAction());
    m_fileMenu->addAction(m_reports->printAction());
    m_fileMenu->addSeparator();
    QAction* quitAction = m_fileMenu->addAction(QIcon(), QString(), this, &QWidget::close);
    quitAction->setShortcuts(standardKeys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quitAction->setMenuRole(QAction::QuitRole);
    m_menuTexts.emplace_back([=, this] {
        m_fileMenu->setTitle(tr("&File"));
        newAction->setText(tr("&New Profile"));
        openAction->setText(tr("&Open…"));
        m_recentMenu->setTitle(tr("Open &Recent"));
        saveAction->setText(tr("&Save"));
        saveAsAction->setText(tr("Save &As…"));
        quitAction->setText(tr("&Quit"));
    });
    return {newAction, openAction, saveAction, saveAsAction, quitAction};
}

void MainWindow::buildGoMenu() {
    QMenu* go = menuBar()->addMenu(QString());
    QList<QAction*> steps;
    for (int s = 0; s <= m_wizard->resultPageId(); ++s) {
        QAction* step = go->addAction(QString(), this, [this, s] { m_wizard->goToPage(s); });
        if (s < 9) {
            step->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + s)));
        }
        steps << step;
    }
    const auto stepTitles = [=, this] {
        for (int s = 0; s < steps.size(); ++s) {
            steps[s]->setText(m_wizard->page(s)->title());
        }
    };
    m_menuTexts.emplace_back([=, this] {
        go->setTitle(tr("&Go"));
        // The pages hear of a new language after this window: take their
        // titles once the change has gone round.
        stepTitles();
        QTimer::singleShot(0, this, stepTitles);
    });
}

QAction* MainWindow::buildToolsMenu() {
    // Tools: what works on profiles rather than on the answers of this one.
    m_toolsMenu = menuBar()->addMenu(QString());
    QAction* compareAction = m_toolsMenu->addAction(QString(), this, &MainWindow::compareProfiles);
    compareAction->setObjectName(QStringLiteral("compareAction"));
    // Ctrl+D deletes a character in text fields on X11; Shift keeps it free.
    compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    QAction* resetWeights =
        m_toolsMenu->addAction(QString(), this, [this] { m_document->answers().resetWeights(); });
    resetWeights->setObjectName(QStringLiteral("resetWeightsAction"));
    m_menuTexts.emplace_back([=, this] {
        m_toolsMenu->setTitle(tr("&Tools"));
        compareAction->setText(tr("&Compare Two Profiles…"));
        resetWeights->setText(tr("Reset &Importance to Defaults"));
    });
    return compareAction;
}

void MainWindow::buildSettingsMenu() {
    m_settingsMenu = menuBar()->addMenu(QString());
    QAction* livePrices = m_settingsMenu->addAction(QString(), this, &MainWindow::showLivePrices);
    livePrices->setObjectName(QStringLiteral("livePricesAction"));
    livePrices->setMenuRole(QAction::PreferencesRole);
    buildLanguageMenu();
    m_menuTexts.emplace_back([=, this] {
        m_settingsMenu->setTitle(tr("&Settings"));
        livePrices->setText(tr("&Live Prices…"));
        livePrices->setStatusTip(tr("The Google Cloud API key and live accelerator prices"));
    });
}

void MainWindow::buildViewMenu() {
    QMenu* view = menuBar()->addMenu(QString());
    m_showSide = view->addAction(QString());
    m_showSide->setCheckable(true);
    m_showSide->setChecked(true);
    m_showSide->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_showSide, &QAction::toggled, this, &MainWindow::updateSidePanel);
    m_menuTexts.emplace_back([=, this] {
        view->setTitle(tr("&View"));
        m_showSide->setText(tr("&Live Comparison Panel"));
    });
}

void MainWindow::buildHelpMenu() {
    QMenu* help = menuBar()->addMenu(QString());
    QAction* about = help->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Accelerator Advisor"),
                           tr("<h3>Accelerator Advisor %1</h3><p>Helps an ML team decide whether "
                              "a workload belongs on GPUs, TPUs or both, factor by factor.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    help->setObjectName(QStringLiteral("helpMenu"));
    // What the page means and what to do now: the same help as the wizard's F1.
    QAction* pageHelp = new QAction(this);
    pageHelp->setObjectName(QStringLiteral("pageHelpAction"));
    connect(pageHelp, &QAction::triggered, m_wizard, &AdvisorWizard::showHelp);
    help->insertAction(about, pageHelp);
    QAction* whatsThis = QWhatsThis::createAction(this);
    whatsThis->setObjectName(QStringLiteral("whatsThisAction"));
    help->insertAction(about, whatsThis);
    help->insertSeparator(about);
    QAction* aboutQt = help->addAction(QString(), qApp, &QApplication::aboutQt);
    m_menuTexts.emplace_back([=] {
        help->setTitle(tr("&Help"));
        pageHelp->setText(tr("&Help for This Page"));
        pageHelp->setShortcut(QKeySequence(Qt::Key_F1));
        pageHelp->setShortcutContext(Qt::WidgetShortcut); // the wizard's own F1 acts
        whatsThis->setText(tr("&What's This?"));
        about->setText(tr("&About Accelerator Advisor"));
        aboutQt->setText(tr("About &Qt"));
    });
}

void MainWindow::buildToolBar(const FileActions& file, QAction* compare) {
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(file.newProfile);
    m_toolBar->addAction(file.open);
    m_toolBar->addAction(file.save);
    m_toolBar->addAction(compare);
    file.newProfile->setIcon(QIcon::fromTheme(QStringLiteral("document-new")));
    file.open->setIcon(QIcon::fromTheme(QStringLiteral("document-open")));
    file.save->setIcon(QIcon::fromTheme(QStringLiteral("document-save")));
    file.saveAs->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    file.quit->setIcon(QIcon::fromTheme(QStringLiteral("application-exit")));
    m_menuTexts.emplace_back([this] { m_toolBar->setWindowTitle(tr("Main")); });
}

void MainWindow::buildLanguageMenu() {
    // Settings > Language: the system's language or one chosen here, applied at once.
    QMenu* menu = m_settingsMenu->addMenu(QString());
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* choices = new QActionGroup(this);
    const QString saved = i18n::savedLanguageChoice();
    QAction* system = menu->addAction(QString());
    system->setObjectName(QStringLiteral("language_system"));
    system->setData(QString());
    menu->addSeparator();
    for (const i18n::Language& language : i18n::availableLanguages()) {
        // Named in itself, so that anyone finds their language whatever is shown now.
        QAction* action = menu->addAction(language.nativeName);
        action->setObjectName(QStringLiteral("language_") + language.code);
        action->setData(language.code);
    }
    for (QAction* action : menu->actions()) {
        if (action->isSeparator()) {
            continue;
        }
        action->setCheckable(true);
        action->setChecked(action->data().toString() == saved);
        choices->addAction(action);
    }
    connect(choices, &QActionGroup::triggered, this,
            [this](QAction* action) { chooseLanguage(action->data().toString()); });
    // The tick shows the language the window speaks: "--lang de" runs in
    // German whatever is saved, so the saved choice is ticked only when it applies.
    connect(menu, &QMenu::aboutToShow, this, [menu] {
        const QString choice = i18n::savedLanguageChoice();
        const QString current = i18n::currentLanguage();
        const bool savedApplies = i18n::resolveLanguage(choice).value_or(QString()) == current;
        for (QAction* action : menu->actions()) {
            if (action->isCheckable()) {
                action->setChecked(savedApplies ? action->data().toString() == choice
                                                : action->data().toString() == current);
            }
        }
    });
    m_menuTexts.emplace_back([=] {
        menu->setTitle(tr("Lan&guage"));
        const QString systemName = [] {
            QString code = i18n::systemLanguage();
            for (const i18n::Language& language : i18n::availableLanguages()) {
                if (language.code == code) {
                    return language.nativeName;
                }
            }
            return code;
        }();
        system->setText(tr("System Default (%1)").arg(systemName));
    });
}

void MainWindow::chooseLanguage(const QString& codeOrEmpty) {
    i18n::saveLanguageChoice(codeOrEmpty);
    const QString code = i18n::resolveLanguage(codeOrEmpty).value_or(QStringLiteral("en"));
    if (code != i18n::currentLanguage()) {
        // Every window hears QEvent::LanguageChange and rewrites its texts;
        // the answers, the file and the page stay as they are.
        i18n::applyLanguage(code);
    }
}

void MainWindow::retranslateMenus() {
    for (const auto& apply : m_menuTexts) {
        apply();
    }
    m_reports->retranslateUi();
    rebuildRecentMenu();
    // The question pages keep the menus' and fields' Alt+letters free.
    QString letters;
    QStringList texts = m_details->labelTexts();
    for (const QAction* menu : menuBar()->actions()) {
        texts << menu->text();
    }
    for (const QString& text : texts) {
        letters += mnemonicOf(text);
    }
    m_wizard->setHostMnemonics(letters);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateMenus();
        updateTitle();
        nameAreas();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (int i = 0; i < files.size(); ++i) {
        const QString& file = files[i];
        QAction* entry = m_recentMenu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(file)), this, [this, file] {
                if (maybeSave()) {
                    openProfileFile(file);
                }
            });
        entry->setData(file);
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent profiles"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear List"), this, [] { RecentFiles::clear(); });
}

} // namespace accel::ui
