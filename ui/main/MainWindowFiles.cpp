// The document commands of the main window: New, Open, Save, Save As, the
// unsaved-changes prompt, crash restore and Compare. No data lost: Save never
// replaces a file that changed on disk since it was opened, or that a newer
// version wrote, without asking.

#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "model/report/SavedResult.h"
#include "model/report/SavedResultCodec.h"
#include "model/text/NumberFormat.h"
#include "ui/common/LoadFailureText.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/AutosaveStore.h"
#include "ui/main/DocumentFigures.h"
#include "ui/main/MainWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/main/RecentFiles.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ResultPage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStatusBar>

namespace accel::ui {

bool MainWindow::maybeSave() {
    if (!m_document->isModified()) {
        return true;
    }
    switch (m_prompts->askToSaveChanges(this, m_document->displayName())) {
    case UserPrompts::SaveChoice::Save:
        return save();
    case UserPrompts::SaveChoice::Discard:
        return true;
    case UserPrompts::SaveChoice::Cancel:
        return false;
    }
    return false;
}

bool MainWindow::newProfile() {
    if (!maybeSave()) {
        return false;
    }
    m_document->reset(Profile{}, QString(), false);
    m_autosave->clear();
    m_autosave->setOriginalFileState(std::nullopt, Profile::kFormatVersion);
    m_wizard->restart();
    return true;
}

bool MainWindow::openProfile() {
    if (!maybeSave()) {
        return false;
    }
    const QString path = m_prompts->openFileName(this, tr("Open Profile"), lastFolder());
    return !path.isEmpty() && openProfileFile(path);
}

bool MainWindow::openProfileFile(const QString& path) {
    // A profile from a newer version opens with what this version knows;
    // the user is told, and Save asks before writing over it.
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(path, m_catalogue, NewerVersions::ReadKnownFields);
    if (!load) {
        // The current work stays exactly as it was.
        m_prompts->showError(this, tr("Cannot open profile"),
                             describeLoadFailure(path, load.failure()));
        if (load.failure().issues.isEmpty()) { // not read at all: gone or unreadable
            RecentFiles::remove(path);
        }
        return false;
    }
    const ProfileRead& read = load->read;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_document->reset(read.profile, absolute, false);
    m_document->setFileState(load->stamp, read.sourceVersion);
    m_autosave->clear();
    m_autosave->setOriginalFileState(load->stamp, read.sourceVersion);
    RecentFiles::add(absolute);
    rememberFolder(absolute);
    m_wizard->restart();
    if (read.isNewerVersion()) {
        m_prompts->showWarning(this, tr("Profile from a newer version"),
                               describeNewerVersion(path, read));
    } else if (!read.migrationNotes.isEmpty()) {
        // An older file whose answers mean something slightly different now.
        m_prompts->showWarning(this, tr("Profile from an earlier version"),
                               tr("This profile was written by an earlier version. Please "
                                  "check:\n\n%1")
                                   .arg(read.migrationNotes.join(QStringLiteral("\n\n"))));
    }
    // Kept in view after the dialog: the note matters while the answer stands.
    showMigrationNotes(read.isNewerVersion() ? QStringList() : read.migrationNotes);
    // Reopened later: say at once whether the answer changed since it was saved.
    const QStringList story = sinceSavedStory();
    if (!story.isEmpty()) {
        statusBar()->showMessage(tr("%1 Details on the result page.").arg(story.front()), 60000);
    }
    return true;
}

bool MainWindow::save() {
    return m_document->filePath().isEmpty() ? saveAs() : saveTo(m_document->filePath());
}

bool MainWindow::saveAs() {
    return saveAsSuggesting(m_document->filePath());
}

bool MainWindow::saveCopyAs() {
    const QString current = m_document->filePath();
    if (current.isEmpty()) {
        return saveAs();
    }
    // "plan.accel.json" -> "plan (copy).accel.json", beside the original.
    const QFileInfo info(current);
    QString base = info.fileName();
    QString suffix;
    for (const QString& known : {QStringLiteral(".accel.json"), QStringLiteral(".json")}) {
        if (base.endsWith(known, Qt::CaseInsensitive)) {
            suffix = base.right(known.size());
            base.chop(known.size());
            break;
        }
    }
    return saveAsSuggesting(info.dir().filePath(tr("%1 (copy)").arg(base) + suffix));
}

bool MainWindow::saveAsSuggesting(QString suggestion) {
    if (suggestion.isEmpty()) {
        const QString base =
            m_document->name().trimmed().isEmpty()
                ? tr("profile")
                : m_document->name().trimmed().replace(QLatin1Char('/'), QLatin1Char('-'));
        suggestion = lastFolder() + QLatin1Char('/') + base + QStringLiteral(".accel.json");
    }
    QString path = m_prompts->saveFileName(this, suggestion);
    if (path.isEmpty()) {
        return false;
    }
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".accel.json");
    }
    return saveTo(path);
}

namespace {

bool sameFile(const QString& a, const QString& b) {
    const QString canonicalA = QFileInfo(a).canonicalFilePath();
    const QString canonicalB = QFileInfo(b).canonicalFilePath();
    if (!canonicalA.isEmpty() && !canonicalB.isEmpty()) {
        return canonicalA == canonicalB;
    }
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

} // namespace

UserPrompts::OverwriteChoice MainWindow::confirmSaveOver(const QString& path) {
    using Choice = UserPrompts::OverwriteChoice;
    const QString own = m_document->filePath();
    if (own.isEmpty() || !sameFile(path, own)) {
        return Choice::Overwrite; // another file: the file dialog asked already
    }
    // Someone else's changes first: they would be lost without a trace.
    if (m_document->fileChangedOnDisk()) {
        return m_prompts->askToOverwriteChangedFile(this, path);
    }
    if (m_document->isFromNewerVersion()) {
        return m_prompts->askToOverwriteNewerFile(this, path, m_document->fileFormatVersion());
    }
    return Choice::Overwrite;
}

bool MainWindow::saveTo(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    switch (confirmSaveOver(absolute)) {
    case UserPrompts::OverwriteChoice::Overwrite:
        break;
    case UserPrompts::OverwriteChoice::SaveAs:
        return saveCopyAs();
    case UserPrompts::OverwriteChoice::Cancel:
        return false;
    }
    // The result as it stands goes with the answers: reopened weeks later,
    // the profile can say what changed since, and why.
    const std::shared_ptr<const report::ProfileFigures> figures = m_figures->now();
    Profile profile = figures->profile;
    SavedResult record = savedResultFor(profile, figures->evaluation, figures->cheapest,
                                        QCoreApplication::applicationVersion());
    if (figures->bill) {
        record.billTotals = figures->billTotals();
    }
    profile.savedResult = savedResultJson(record);
    const Result<io::FileStamp> result = io::saveProfileFile(path, profile, m_catalogue);
    if (!result) {
        // The work stays open and marked unsaved; the message says what to do.
        m_prompts->showError(this, tr("Cannot save profile"), result.failure().reason);
        return false;
    }
    m_document->markSaved(absolute, *result);
    m_document->setSavedResult(profile.savedResult);
    m_wizard->resultPage()->invalidate();
    m_autosave->clear();
    m_autosave->setOriginalFileState(*result, Profile::kFormatVersion);
    RecentFiles::add(absolute);
    rememberFolder(absolute);
    return true;
}

bool MainWindow::offerRestore() {
    (void)m_autosave->removeLeftoverLocks();
    const std::vector<AutosaveStore::Orphan> orphans = m_autosave->orphans();
    if (orphans.empty()) {
        return false;
    }
    const AutosaveStore::Orphan& newest = orphans.front();
    const QString what =
        newest.name.isEmpty()
            ? (newest.originalFile.isEmpty() ? tr("an untitled profile")
                                             : QDir::toNativeSeparators(newest.originalFile))
            : tr("“%1”").arg(newest.name);
    const QString description = tr("Unsaved changes to %1 from %2 were kept. Restore them?")
                                    .arg(what, dateTimeText(newest.savedAt));
    if (!m_prompts->askToRestore(this, description)) {
        m_autosave->discard(newest);
        return false;
    }
    const Result<Profile> profile = m_autosave->take(newest);
    if (!profile) {
        m_prompts->showError(this, tr("Cannot restore"),
                             tr("The autosaved work in “%1” is damaged and cannot be restored.")
                                 .arg(QDir::toNativeSeparators(newest.profilePath)));
        return false;
    }
    // Still unsaved: it goes back to its file only when the user saves.
    m_document->reset(*profile, newest.originalFile, true);
    // What the original file held when the lost session opened it: Save still
    // asks if it changed meanwhile or came from a newer version.
    m_document->setFileState(newest.originalStamp, newest.originalVersion);
    m_autosave->setOriginalFileState(newest.originalStamp, newest.originalVersion);
    // Into this session's own autosave before the old copy goes: a second
    // crash right after restoring must not lose the work.
    m_autosave->schedule(m_document->toProfile(), m_document->filePath());
    if (m_autosave->writeNow().ok()) {
        m_autosave->discard(newest);
    }
    m_wizard->restart();
    // Back where the user was when the program went down (Back keeps answers).
    if (newest.page > 0) {
        m_wizard->goToPage(newest.page);
    }
    return true;
}

void MainWindow::compareProfiles() {
    // The other profile first: a window listing "differences" against
    // nothing would say nothing true.
    const QString other = m_prompts->openFileName(this, tr("Compare With"), lastFolder());
    if (other.isEmpty()) {
        return;
    }
    auto* window = new CompareWindow(m_catalogue, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setFileChooser([this](const QString& caption) {
        return m_prompts->openFileName(this, caption, lastFolder());
    });
    window->setErrorReporter([this, window](const QString& title, const QString& text) {
        m_prompts->showError(window, title, text);
    });
    window->setSide(CompareWindow::Left, m_document->toProfile(),
                    CompareSession::sideLabel(m_document->name(), m_document->filePath(), true));
    if (!window->loadFile(CompareWindow::Right, other)) {
        delete window; // the error was shown; nothing to compare
        return;
    }
    rememberFolder(other);
    window->show();
}

} // namespace accel::ui
