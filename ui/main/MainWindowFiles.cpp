// The document commands of the main window: New, Open, Save, Save As, the
// unsaved-changes prompt, crash restore and Compare.

#include "AdvisorWizard.h"
#include "AnswerModel.h"
#include "AutosaveStore.h"
#include "Catalogue.h"
#include "CompareWindow.h"
#include "LoadFailureText.h"
#include "MainWindow.h"
#include "ProfileDocument.h"
#include "ProfileFile.h"
#include "RecentFiles.h"
#include "UserPrompts.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace accel {

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
    const ProfileFileLoad load = loadProfileFile(path, m_catalogue);
    if (!load.ok()) {
        // The current work stays exactly as it was.
        m_prompts->showError(this, tr("Cannot open profile"), describeLoadFailure(load));
        if (load.status == ProfileFileLoad::Status::CannotRead) {
            RecentFiles::remove(path);
        }
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_document->reset(*load.parse.profile, absolute, false);
    m_autosave->clear();
    RecentFiles::add(absolute);
    rememberFolder(absolute);
    m_wizard->restart();
    return true;
}

bool MainWindow::save() {
    return m_document->filePath().isEmpty() ? saveAs() : saveTo(m_document->filePath());
}

bool MainWindow::saveAs() {
    QString suggestion = m_document->filePath();
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

bool MainWindow::saveTo(const QString& path) {
    const ProfileFileSave result = saveProfileFile(path, m_document->toProfile(), m_catalogue);
    if (!result.ok) {
        m_prompts->showError(this, tr("Cannot save profile"), result.error);
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_document->markSaved(absolute);
    m_autosave->clear();
    RecentFiles::add(absolute);
    rememberFolder(absolute);
    return true;
}

bool MainWindow::offerRestore() {
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
    const QString description =
        tr("Unsaved changes to %1 from %2 were kept. Restore them?")
            .arg(what, QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat));
    if (!m_prompts->askToRestore(this, description)) {
        m_autosave->discard(newest);
        return false;
    }
    const std::optional<Profile> profile = m_autosave->take(newest);
    if (!profile) {
        m_prompts->showError(this, tr("Cannot restore"),
                             tr("The autosaved work in “%1” is damaged and cannot be restored.")
                                 .arg(QDir::toNativeSeparators(newest.profilePath)));
        return false;
    }
    // Still unsaved: it goes back to its file only when the user saves.
    m_document->reset(*profile, newest.originalFile, true);
    // Into this session's own autosave before the old copy goes: a second
    // crash right after restoring must not lose the work.
    m_autosave->schedule(m_document->toProfile(), m_document->filePath());
    if (m_autosave->writeNow()) {
        m_autosave->discard(newest);
    }
    m_wizard->restart();
    return true;
}

void MainWindow::compareProfiles() {
    auto* window = new CompareWindow(m_catalogue, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setFileChooser([this](const QString& caption) {
        return m_prompts->openFileName(this, caption, lastFolder());
    });
    window->setErrorReporter([this, window](const QString& title, const QString& text) {
        m_prompts->showError(window, title, text);
    });
    window->setSide(CompareWindow::Left, m_document->toProfile(),
                    tr("%1 (open now)").arg(m_document->displayName()));
    window->show();
    window->chooseFile(CompareWindow::Right);
}

} // namespace accel
