#pragma once

#include "ui/common/UserPrompts.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QMenu;
class QLabel;
class QSplitter;
class QToolBar;

namespace accel::services {
class LivePrices;
}

namespace accel::report {
struct ProfileFigures;
}

namespace accel {
class QuestionCatalogue;
} // namespace accel

namespace accel::ui {

class AdvisorWizard;
class AutosaveStore;
class LivePricesDialog;
class ReportActions;
class ExportNotice;
class LivePanel;
class LivePricesController;
class DocumentFigures;
class ProfileDetailsPanel;
class ProfileDocument;
class SinceSavedStory;
class UserPrompts;

// The application window: wires the wizard, the live comparison beside it,
// the profile document (New/Open/Save...), autosave and crash restore, the
// live prices (LivePricesController) and the figures computed with them
// (DocumentFigures, SinceSavedStory) together.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // autosaveFolder: empty = the application data folder.
    explicit MainWindow(std::unique_ptr<UserPrompts> prompts, const QString& autosaveFolder = {},
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] ProfileDocument& document() const { return *m_document; }
    [[nodiscard]] AdvisorWizard* wizard() const { return m_wizard; }
    [[nodiscard]] LivePanel* livePanel() const { return m_live; }
    [[nodiscard]] ProfileDetailsPanel* detailsPanel() const { return m_details; }
    [[nodiscard]] AutosaveStore& autosave() const { return *m_autosave; }
    [[nodiscard]] UserPrompts& prompts() const { return *m_prompts; }
    // For later menu entries (reports, sizing) by other parts of the program.
    [[nodiscard]] QMenu* fileMenu() const { return m_fileMenu; }
    [[nodiscard]] QMenu* settingsMenu() const { return m_settingsMenu; }
    [[nodiscard]] ui::ReportActions* reportActions() const { return m_reports; }
    [[nodiscard]] ExportNotice* exportNotice() const { return m_exportNotice; }
    // The catalogue sizing prices with (bundled + override + cached live prices).
    // Loaded on first use (sizing, reports, Settings): start-up does not parse it.
    [[nodiscard]] services::LivePrices& livePrices();
    // The open Settings > Live prices dialog, if any.
    [[nodiscard]] ui::LivePricesDialog* livePricesDialog() const;

    void showLivePrices(); // Settings > Live prices, non-modal

    // The open profile's figures (report::figuresOf), as every view shows them.
    [[nodiscard]] std::shared_ptr<const report::ProfileFigures> figures() const;
    // SinceSavedStory: headline first, then the causes; empty when there is
    // no saved result or nothing worth telling.
    [[nodiscard]] QStringList sinceSavedStory() const;

    // Document commands; false when cancelled or failed (the user was told why).
    bool newProfile();
    bool openProfile(); // asks for a file
    bool openProfileFile(const QString& path);
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    void compareProfiles();
    // Unsaved changes: asks, and saves if the user says so. True: go ahead.
    bool maybeSave();
    // After a crash: offers the newest unsaved work left behind. True if restored.
    bool offerRestore();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildSidePanel();
    void buildMigrationBanner();
    void connectDocument(); // title, autosave and status bar follow the document
    void buildMenus();      // MainWindowMenus.cpp: every menu and toolbar entry in one place
    struct FileActions;
    FileActions buildFileMenu();
    void buildGoMenu();
    QAction* buildToolsMenu(); // returns Compare, which the toolbar shows too
    void buildSettingsMenu();
    void buildViewMenu();
    void buildHelpMenu();
    void buildToolBar(const FileActions& file, QAction* compare);
    void rebuildRecentMenu();
    void buildLanguageMenu();
    void retranslateMenus();
    void chooseLanguage(const QString& codeOrEmpty); // empty: follow the system
    void connectSizing(); // MainWindowSizing.cpp: the sizing step, result tab and reports
    void connectSizingPanel();
    void connectResultSources();
    void connectReportSource();
    void updateReportActions();
    void updateTitle();
    void nameAreas();
    void updateSidePanel();
    void scheduleAutosave();
    void restoreSettings();
    void saveSettings() const;
    // The folder file dialogs open in: the open profile's, else the last one
    // used, else the documents folder.
    [[nodiscard]] QString lastFolder() const;
    // MainWindowFiles.cpp: Save As with a suggested path; Save As a copy of a
    // file that must not be overwritten; the question before saving over the
    // document's own file (Overwrite means go ahead).
    bool saveAsSuggesting(QString suggestion);
    bool saveCopyAs();
    UserPrompts::OverwriteChoice confirmSaveOver(const QString& path);
    void rememberFolder(const QString& file) const;

    const QuestionCatalogue& m_catalogue;
    std::unique_ptr<UserPrompts> m_prompts;
    ProfileDocument* m_document;
    AutosaveStore* m_autosave;
    AdvisorWizard* m_wizard = nullptr;
    LivePanel* m_live = nullptr;
    ProfileDetailsPanel* m_details = nullptr;
    QWidget* m_side = nullptr;
    QSplitter* m_splitter = nullptr;
    // An earlier version's note about an answer whose meaning changed: stays
    // above the pages, with a link to the question, until that answer is
    // changed or another profile is opened.
    QLabel* m_migrationBanner = nullptr;
    void showMigrationNotes(const QStringList& notes);
    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QAction* m_showSide = nullptr;
    QMenu* m_settingsMenu = nullptr;
    LivePricesController* m_livePrices = nullptr;
    DocumentFigures* m_figures = nullptr;
    std::unique_ptr<SinceSavedStory> m_sinceSaved;
    ui::ReportActions* m_reports = nullptr;
    ExportNotice* m_exportNotice = nullptr;
    std::vector<std::function<void()>> m_menuTexts; // rerun on a change of language
};

} // namespace accel::ui
