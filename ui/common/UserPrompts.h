#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace accel::ui {

// Every question the main window asks the user, behind one interface so that
// tests (and the test-only program's hooks) can answer without a dialog.
class UserPrompts {
public:
    enum class SaveChoice { Save, Discard, Cancel };
    // Before saving over a file that must not be replaced without asking.
    enum class OverwriteChoice { SaveAs, Overwrite, Cancel };

    UserPrompts() = default;
    UserPrompts(const UserPrompts&) = delete;
    UserPrompts& operator=(const UserPrompts&) = delete;
    virtual ~UserPrompts() = default;

    virtual SaveChoice askToSaveChanges(QWidget* parent, const QString& documentName) = 0;
    // After a crash: restore the unsaved work described?
    virtual bool askToRestore(QWidget* parent, const QString& description) = 0;
    // Empty when cancelled.
    virtual QString openFileName(QWidget* parent, const QString& caption,
                                 const QString& folder) = 0;
    virtual QString saveFileName(QWidget* parent, const QString& suggestion) = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& text) = 0;

    // The questions and notice below keep unsaved work and other people's
    // files safe. Their defaults never overwrite anything (Cancel) and show the
    // notice as an error, so that a prompts class written before them stays safe.

    // The file was written by a newer version (format `fileVersion`); saving
    // over it would lose what this version could not read.
    virtual OverwriteChoice askToOverwriteNewerFile(QWidget* parent, const QString& path,
                                                    int fileVersion);
    // The file on disk changed since it was opened or last saved here.
    virtual OverwriteChoice askToOverwriteChangedFile(QWidget* parent, const QString& path);
    // Something the user should know that is not a failure.
    virtual void showWarning(QWidget* parent, const QString& title, const QString& text);

    // Where to export a report: the path (empty when cancelled) and the index
    // of the chosen filter in `filters`. The default cancels.
    struct FileChoice {
        QString path;
        int filter = 0;
    };
    virtual FileChoice exportFileName(QWidget* parent, const QString& caption,
                                      const QString& suggestion, const QStringList& filters);
};

} // namespace accel::ui
