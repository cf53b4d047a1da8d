// Every menu, toolbar entry and shortcut of the main window, in one place, so
// that later features (reports, sizing) add their entries here.

#include "AdvisorWizard.h"
#include "AnswerModel.h"
#include "MainWindow.h"
#include "ProfileDocument.h"
#include "RecentFiles.h"
#include "ReportActions.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

namespace accel {

void MainWindow::buildMenus() {
    // Menu mnemonics avoid the letters the catalogue gives its questions
    // (f, t, h, ... are taken by "Main &framework", "&Timeline", "Tensor
    // s&hapes"): on an ambiguous Alt+letter Qt would alternate between them.
    m_fileMenu = menuBar()->addMenu(tr("F&ile"));
    QAction* newAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-new")),
                                               tr("&New Profile"), this, [this] { newProfile(); });
    newAction->setShortcut(QKeySequence::New);
    QAction* openAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-open")),
                                                tr("&Open…"), this, [this] { openProfile(); });
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    // Rebuilt when opened: files deleted meanwhile disappear from the list.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    m_fileMenu->addSeparator();
    QAction* saveAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-save")),
                                                tr("&Save"), this, [this] { save(); });
    saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAsAction =
        m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As…"),
                              this, [this] { saveAs(); });
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    // Reports: enabled once there is something to report (updateReportActions).
    QAction* exportReport = m_reports->exportAction();
    exportReport->setObjectName(QStringLiteral("exportReportAction"));
    // Ctrl+E is "end of line" in text fields for Emacs-minded users; Shift keeps it free.
    exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_reports->printPreviewAction()->setObjectName(QStringLiteral("printPreviewAction"));
    m_reports->printAction()->setObjectName(QStringLiteral("printAction"));
    m_reports->printAction()->setShortcut(QKeySequence::Print);
    m_fileMenu->addAction(exportReport);
    m_fileMenu->addAction(m_reports->printPreviewAction());
    m_fileMenu->addAction(m_reports->printAction());
    m_fileMenu->addSeparator();
    QAction* compareAction =
        m_fileMenu->addAction(tr("&Compare Two Profiles…"), this, &MainWindow::compareProfiles);
    m_fileMenu->addSeparator();
    QAction* quitAction = m_fileMenu->addAction(
        QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    for (int s = 0; s <= m_wizard->resultPageId(); ++s) {
        const QString title = m_wizard->page(s)->title();
        QAction* step = go->addAction(title, this, [this, s] { m_wizard->goToPage(s); });
        if (s < 9) {
            step->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + s)));
        }
    }

    m_toolsMenu = menuBar()->addMenu(tr("T&ools"));
    QAction* resetWeights =
        m_toolsMenu->addAction(tr("Reset &Importance to Defaults"), this,
                               [this] { m_document->answers().resetWeights(); });
    resetWeights->setObjectName(QStringLiteral("resetWeightsAction"));

    m_settingsMenu = menuBar()->addMenu(tr("S&ettings"));
    QAction* livePrices =
        m_settingsMenu->addAction(tr("&Live Prices…"), this, &MainWindow::showLivePrices);
    livePrices->setObjectName(QStringLiteral("livePricesAction"));
    livePrices->setMenuRole(QAction::PreferencesRole);
    livePrices->setStatusTip(tr("The Google Cloud API key and live accelerator prices"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_showSide = view->addAction(tr("&Live Comparison Panel"));
    m_showSide->setCheckable(true);
    m_showSide->setChecked(true);
    m_showSide->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_showSide, &QAction::toggled, this, &MainWindow::updateSidePanel);

    QMenu* help = menuBar()->addMenu(tr("He&lp"));
    help->addAction(tr("&About Accelerator Advisor"), this, [this] {
        QMessageBox::about(this, tr("About Accelerator Advisor"),
                           tr("<h3>Accelerator Advisor %1</h3><p>Helps an ML team decide whether "
                              "a workload belongs on GPUs, TPUs or both, factor by factor.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(newAction);
    m_toolBar->addAction(openAction);
    m_toolBar->addAction(saveAction);
    m_toolBar->addAction(compareAction);
    rebuildRecentMenu();
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

} // namespace accel
