// The one stand-in for UserPrompts in the tests and benchmarks: every question
// answered from a script, every question and message recorded.
#pragma once

#include "ui/common/UserPrompts.h"

#include <QString>
#include <QStringList>

namespace accel::test {

// Scripted answers for every prompt, and a record of what was asked. It keeps
// UserPrompts' default showWarning (shown as an error), which DataSafetyTest checks.
class FakePrompts : public ui::UserPrompts {
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
    QStringList errors;   // title + "\n" + text
    QString exportFile;   // the answer of the export dialog; empty: cancelled
    int exportFilter = 0; // the filter chosen in it
    QString lastExportSuggestion;

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
    FileChoice exportFileName(QWidget* /*parent*/, const QString& /*caption*/,
                              const QString& suggestion, const QStringList& /*filters*/) override {
        lastExportSuggestion = suggestion;
        return {exportFile, exportFilter};
    }
};

} // namespace accel::test
