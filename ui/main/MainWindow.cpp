#include "ui/main/MainWindow.h"

#include "model/QuestionCatalogue.h"
#include "ui/common/AppIcon.h"
#include "ui/common/ScrollAreaAccessible.h"
#include "ui/common/UserPrompts.h"
#include "ui/common/WheelNeedsFocus.h"
#include "ui/common/WindowSize.h"
#include "ui/main/AutosaveStore.h"
#include "ui/main/DocumentFigures.h"
#include "ui/main/ExportNotice.h"
#include "ui/main/LivePricesController.h"
#include "ui/main/ProfileDetailsPanel.h"
#include "ui/main/ProfileDocument.h"
#include "ui/main/SinceSavedStory.h"
#include "ui/report/ReportActions.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/LivePanel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

namespace accel::ui {

MainWindow::MainWindow(std::unique_ptr<UserPrompts> prompts, const QString& autosaveFolder,
                       QWidget* parent)
    : QMainWindow(parent)
    , m_catalogue(QuestionCatalogue::builtIn())
    , m_prompts(std::move(prompts))
    , m_document(new ProfileDocument(m_catalogue, this))
    , m_autosave(new AutosaveStore(m_catalogue, autosaveFolder, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    installScrollAreaAccessibility(); // before a screen reader sees the first page
    wheelNeedsFocus();                // before the first field is made
    setWindowIcon(applicationIcon());
    // The Alt+letters of the menus and the name and notes fields, which the
    // question pages must avoid, depend on the language: retranslateMenus()
    // hands them to the wizard once the menus exist, and after every change.
    m_wizard = new AdvisorWizard(m_document->answers(), QString(), this);
    m_livePrices = new LivePricesController(this);
    // Before anything else hears of new prices, so that it reads new figures.
    m_figures = new DocumentFigures(*m_document, *m_livePrices, this);
    m_sinceSaved = std::make_unique<SinceSavedStory>(*m_document, *m_figures);
    m_reports = new ui::ReportActions(this, *m_prompts);

    buildSidePanel();
    buildMigrationBanner();
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->addWidget(m_migrationBanner);
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    buildMenus();
    connectSizing();
    // Export says where the report went, in the status bar; the page stays.
    m_exportNotice = new ExportNotice(this);
    statusBar()->addWidget(m_exportNotice, 1);
    connect(m_reports, &ui::ReportActions::exportFinished, this,
            [this](const Result<>& result, const QString& path) {
                if (result) {
                    m_exportNotice->showSaved(path);
                }
            });
    connectDocument();
    m_wizard->restart();
    restoreSettings();
    updateTitle();
    updateSidePanel();
    nameAreas();
}

void MainWindow::buildSidePanel() {
    m_side = new QWidget(this);
    m_side->setObjectName(QStringLiteral("sidePanel"));
    m_details = new ProfileDetailsPanel(*m_document, m_side);
    m_live = new LivePanel(m_document->answers(), m_side);
    auto* sideLayout = new QVBoxLayout(m_side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_details);
    sideLayout->addWidget(m_live, 1);
    connect(m_live, &LivePanel::questionRequested, m_wizard, &AdvisorWizard::goToQuestion);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_wizard);
    m_splitter->addWidget(m_side);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    // The chart's row labels need room; the questions scroll.
    m_side->setMinimumWidth(300);
    m_splitter->setSizes({600, 400});
}

void MainWindow::buildMigrationBanner() {
    m_migrationBanner = new QLabel(this);
    m_migrationBanner->setObjectName(QStringLiteral("migrationBanner"));
    m_migrationBanner->setWordWrap(true);
    m_migrationBanner->setTextFormat(Qt::RichText);
    m_migrationBanner->setTextInteractionFlags(Qt::LinksAccessibleByKeyboard |
                                               Qt::LinksAccessibleByMouse);
    m_migrationBanner->setFocusPolicy(Qt::StrongFocus);
    m_migrationBanner->setFrameShape(QFrame::StyledPanel);
    m_migrationBanner->setMargin(6);
    m_migrationBanner->hide();
    connect(m_migrationBanner, &QLabel::linkActivated, this, [this](const QString& link) {
        const int q = m_document->answers().catalogue().questionIndex(link);
        if (q >= 0) {
            m_wizard->goToQuestion(q);
        }
    });
    connect(&m_document->answers(), &AnswerModel::answerChanged, this, [this](int question) {
        const QString id = m_document->answers().catalogue().question(question).id;
        if (m_migrationBanner->property("question").toString() == id) {
            m_migrationBanner->hide(); // answered anew: the note has done its work
        }
    });
}

void MainWindow::connectDocument() {
    connect(m_document, &ProfileDocument::titleChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProfileDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProfileDocument::contentEdited, this, &MainWindow::scheduleAutosave);
    connect(m_wizard, &QWizard::currentIdChanged, this, &MainWindow::updateSidePanel);
    connect(m_wizard, &QWizard::currentIdChanged, m_autosave, &AutosaveStore::setPage);
    // An autosave that fails is said, with its reason, until one succeeds.
    connect(m_autosave, &AutosaveStore::writeFinished, this,
            [this](const Result<QString>& written) {
                if (written) {
                    return;
                }
                const QString reason = written.failure().reason;
                const QString path = m_autosave->sessionProfilePath();
                statusBar()->showMessage(
                    tr("Autosave failed: %1 Your answers are still in this window; Accelerator "
                       "Advisor tries again every %2 seconds. Save the profile (File, Save As) "
                       "to keep them safe. Autosave folder: %3")
                        .arg(reason)
                        .arg(AutosaveStore::kRetryMs / 1000)
                        .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath())));
            });
    connect(m_autosave, &AutosaveStore::recovered, this,
            [this] { statusBar()->showMessage(tr("Autosave works again."), 10000); });
    // The result page says "since you saved" in its own banner: once is enough.
    connect(m_wizard, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == m_wizard->resultPageId()) {
            statusBar()->clearMessage();
        }
    });
}

void MainWindow::nameAreas() {
    // What a screen reader announces when the user moves between the areas.
    m_side->setAccessibleName(tr("Profile details and live comparison"));
    m_splitter->setAccessibleName(tr("Accelerator Advisor"));
}

MainWindow::~MainWindow() = default;

void MainWindow::updateTitle() {
    // "[*]" is where Qt puts the modified marker.
    setWindowTitle(tr("%1[*] \u2014 Accelerator Advisor").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateSidePanel() {
    // The result page has its own chart and the sizing step a wide table: both need the room.
    const bool wide = m_wizard->currentId() == m_wizard->resultPageId() ||
                      m_wizard->currentId() == m_wizard->sizingPageId();
    m_side->setVisible(!wide && m_showSide->isChecked());
}

void MainWindow::scheduleAutosave() {
    if (m_document->isModified()) {
        m_autosave->schedule(m_document->toProfile(), m_document->filePath());
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_autosave->clear();
    event->accept();
}

void MainWindow::showMigrationNotes(const QStringList& notes) {
    // Version 1 -> 2 changed what "Several clouds" means: the one note there
    // is, about the hosting question.
    const QString question = QStringLiteral("hosting");
    m_migrationBanner->setProperty("question", question);
    m_migrationBanner->setText(notes.isEmpty()
                                   ? QString()
                                   : QStringLiteral("%1 <a href=\"%2\">%3</a>")
                                         .arg(notes.join(QLatin1Char(' ')).toHtmlEscaped(),
                                              question, tr("Go to the question").toHtmlEscaped()));
    m_migrationBanner->setAccessibleName(notes.join(QLatin1Char(' ')));
    m_migrationBanner->setVisible(!notes.isEmpty());
}

void MainWindow::restoreSettings() {
    const QSettings settings;
    const bool restored =
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!restored) {
        const QScreen* screen = this->screen();
        resize(screen ? firstStartWindowSize(screen->availableGeometry().size() - QSize(16, 48))
                      : QSize(1100, 720));
    }
    // Never larger than the screen it opens on (the first start, or a
    // geometry saved on a bigger monitor): buttons would be out of reach.
    // The first start also leaves room for the title bar and a panel, which
    // a window manager adds only once the window is shown.
    if (const QScreen* screen = this->screen()) {
        const QRect available = screen->availableGeometry();
        const QSize frame = frameGeometry().size() - geometry().size();
        const QSize room =
            restored ? available.size() - frame : available.size() - frame - QSize(16, 48);
        const QSize fits = size().boundedTo(room);
        if (fits != size()) {
            resize(fits);
        }
    }
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_showSide->setChecked(settings.value(QStringLiteral("window/livePanel"), true).toBool());
}

void MainWindow::saveSettings() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("window/livePanel"), m_showSide->isChecked());
}

QString MainWindow::lastFolder() const {
    // The open profile's folder first: related files live together.
    if (!m_document->filePath().isEmpty()) {
        const QFileInfo open(m_document->filePath());
        if (open.dir().exists()) {
            return open.absolutePath();
        }
    }
    QString folder = QSettings().value(QStringLiteral("files/lastFolder")).toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir()) {
        return folder;
    }
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::rememberFolder(const QString& file) const {
    QSettings().setValue(QStringLiteral("files/lastFolder"), QFileInfo(file).absolutePath());
}

} // namespace accel::ui
