#pragma once

#include "MainWindow.h"
#include "UserPrompts.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace accel::test {

// Scripted answers for every prompt, and a record of what was asked.
class FakePrompts : public UserPrompts {
public:
    SaveChoice saveChoice = SaveChoice::Cancel;
    bool restore = true;
    QString openFile;
    QString saveFile;
    QString lastOpenFolder;     // where the last open dialog would have started
    QString lastSaveSuggestion; // the path the last save dialog would have offered
    int saveQuestions = 0;
    int restoreQuestions = 0;
    QString lastRestoreDescription;
    QStringList errors; // title + "\n" + text

    SaveChoice askToSaveChanges(QWidget* /*parent*/, const QString& /*name*/) override {
        ++saveQuestions;
        return saveChoice;
    }
    bool askToRestore(QWidget* /*parent*/, const QString& description) override {
        ++restoreQuestions;
        lastRestoreDescription = description;
        return restore;
    }
    QString openFileName(QWidget* /*parent*/, const QString& /*caption*/,
                         const QString& folder) override {
        lastOpenFolder = folder;
        return openFile;
    }
    QString saveFileName(QWidget* /*parent*/, const QString& suggestion) override {
        lastSaveSuggestion = suggestion;
        return saveFile;
    }
    void showError(QWidget* /*parent*/, const QString& title, const QString& text) override {
        errors << title + QLatin1Char('\n') + text;
    }
};

// A main window with fake prompts, an autosave folder of its own and
// settings kept out of the user's real configuration.
struct WindowFixture {
    QTemporaryDir dir;
    FakePrompts* prompts = nullptr;
    std::unique_ptr<MainWindow> window;

    WindowFixture() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        auto fake = std::make_unique<FakePrompts>();
        prompts = fake.get();
        window =
            std::make_unique<MainWindow>(std::move(fake), dir.filePath(QStringLiteral("autosave")));
        window->resize(1200, 800);
    }
    [[nodiscard]] QString path(const QString& name) const { return dir.filePath(name); }
};

inline QString example(const char* name) {
    return QStringLiteral(ACCEL_EXAMPLES_DIR "/") + QString::fromLatin1(name);
}

} // namespace accel::test
