#pragma once

#include "ui/common/UserPrompts.h"

namespace accel::ui {

// The real thing: message boxes and file dialogs.
class DialogPrompts : public UserPrompts {
public:
    SaveChoice askToSaveChanges(QWidget* parent, const QString& documentName) override;
    bool askToRestore(QWidget* parent, const QString& description) override;
    QString openFileName(QWidget* parent, const QString& caption, const QString& folder) override;
    QString saveFileName(QWidget* parent, const QString& suggestion) override;
    void showError(QWidget* parent, const QString& title, const QString& text) override;
    OverwriteChoice askToOverwriteNewerFile(QWidget* parent, const QString& path,
                                            int fileVersion) override;
    OverwriteChoice askToOverwriteChangedFile(QWidget* parent, const QString& path) override;
    void showWarning(QWidget* parent, const QString& title, const QString& text) override;
    FileChoice exportFileName(QWidget* parent, const QString& caption, const QString& suggestion,
                              const QStringList& filters) override;
};

} // namespace accel::ui
