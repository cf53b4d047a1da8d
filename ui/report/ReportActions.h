#pragma once

#include "model/Result.h"
#include "model/report/ProfileFigures.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace accel::ui {
class UserPrompts;
}

namespace accel::ui {

// File > Export report..., Print Preview... and Print... for the current
// profile and result. Usage from the main window:
//
//   auto* reports = new ReportActions(this);
//   reports->setSource([this] { return ReportActions::Snapshot{m_figures->now(), m_path}; });
//   fileMenu->addAction(reports->exportAction());
//   fileMenu->addAction(reports->printPreviewAction());
//   fileMenu->addAction(reports->printAction());
//
// The source is called only when an action runs, so nothing is copied on
// every answer change. The actions are disabled until a source is set.
// The report is built from the snapshot's Evaluation; nothing is recomputed.
class ReportActions : public QObject {
    Q_OBJECT

public:
    struct Snapshot {
        // The open profile's figures (report::figuresOf): what the report shows.
        std::shared_ptr<const report::ProfileFigures> figures;
        QString profileFile = {}; // the open profile's file; its folder is offered first
    };
    using Source = std::function<Snapshot()>;

    // `window` parents the dialogs and owns this object; the file to export
    // to and any error go through `prompts` (the window's), which must outlive it.
    ReportActions(QWidget* window, UserPrompts& prompts);

    void setSource(Source source);

    // The actions' texts in the current language (the main window calls it on a change).
    void retranslateUi();
    [[nodiscard]] QAction* exportAction() const { return m_export; }
    [[nodiscard]] QAction* printPreviewAction() const { return m_preview; }
    [[nodiscard]] QAction* printAction() const { return m_print; }

    // Export without the file dialog (the dialog calls this too). The format
    // comes from the suffix. The file is written off the GUI thread; the
    // result arrives through exportFinished(). Returns false, after showing
    // an error dialog when `showErrors`, if the export could not even start.
    bool exportTo(const QString& path, bool showErrors = true);

    // Where the next export dialog opens when no profile file is open
    // (remembered across sessions), else the documents folder.
    [[nodiscard]] static QString lastExportFolder();
    // The open profile's folder, else lastExportFolder().
    [[nodiscard]] static QString exportFolderFor(const QString& profileFile);

    // The report export and print would write now (tests read its title).
    [[nodiscard]] report::ReportDocument currentReport() const;

signals:
    // `path`: the file written, or that could not be; on failure, the reason
    // (as the error dialog showed it).
    void exportFinished(const accel::Result<>& result, const QString& path);

private:
    void chooseAndExport();
    void printPreview();
    void print();
    void showError(const QString& title, const QString& message);

    QWidget* m_window;
    UserPrompts& m_prompts;
    Source m_source;
    QAction* m_export;
    QAction* m_preview;
    QAction* m_print;
    bool m_showErrors = true;
};

} // namespace accel::ui
