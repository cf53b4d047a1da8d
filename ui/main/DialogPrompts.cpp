#include "ui/main/DialogPrompts.h"

#include "model/Profile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>

#include <algorithm>

namespace accel::ui {

namespace {

Q_LOGGING_CATEGORY(lcErrors, "accel.errors")

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(DialogPrompts)
};

QString profileFilter() {
    return Text::tr(
        "Accelerator Advisor profiles (*.accel.json);;JSON files (*.json);;All files (*)");
}

} // namespace

UserPrompts::SaveChoice DialogPrompts::askToSaveChanges(QWidget* parent,
                                                        const QString& documentName) {
    QMessageBox box(QMessageBox::Warning, Text::tr("Unsaved changes"),
                    Text::tr("Save the changes to “%1” first?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(
        Text::tr("If you don't save, your changes since the last save are lost."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return SaveChoice::Save;
    case QMessageBox::Discard:
        return SaveChoice::Discard;
    default:
        return SaveChoice::Cancel;
    }
}

bool DialogPrompts::askToRestore(QWidget* parent, const QString& description) {
    QMessageBox box(QMessageBox::Question, Text::tr("Restore unsaved work?"),
                    Text::tr("Accelerator Advisor did not close normally last time."),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(description);
    QPushButton* restore = box.addButton(Text::tr("&Restore"), QMessageBox::AcceptRole);
    box.addButton(Text::tr("&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

QString DialogPrompts::openFileName(QWidget* parent, const QString& caption,
                                    const QString& folder) {
    return QFileDialog::getOpenFileName(parent, caption, folder, profileFilter());
}

QString DialogPrompts::saveFileName(QWidget* parent, const QString& suggestion) {
    return QFileDialog::getSaveFileName(parent, Text::tr("Save Profile As"), suggestion,
                                        profileFilter());
}

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& text) {
    // Every error the user is shown also leaves a trace in the log.
    qCWarning(lcErrors).noquote() << title << "-" << text;
    QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, parent);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

UserPrompts::OverwriteChoice UserPrompts::askToOverwriteNewerFile(QWidget* /*parent*/,
                                                                  const QString& /*path*/,
                                                                  int /*fileVersion*/) {
    return OverwriteChoice::Cancel;
}

UserPrompts::OverwriteChoice UserPrompts::askToOverwriteChangedFile(QWidget* /*parent*/,
                                                                    const QString& /*path*/) {
    return OverwriteChoice::Cancel;
}

void UserPrompts::showWarning(QWidget* parent, const QString& title, const QString& text) {
    showError(parent, title, text);
}

UserPrompts::FileChoice UserPrompts::exportFileName(QWidget* /*parent*/, const QString& /*caption*/,
                                                    const QString& /*suggestion*/,
                                                    const QStringList& /*filters*/) {
    return {};
}

UserPrompts::FileChoice DialogPrompts::exportFileName(QWidget* parent, const QString& caption,
                                                      const QString& suggestion,
                                                      const QStringList& filters) {
    QString chosen = filters.value(0);
    const QString path = QFileDialog::getSaveFileName(parent, caption, suggestion,
                                                      filters.join(QStringLiteral(";;")), &chosen);
    return {path, static_cast<int>(std::max<qsizetype>(0, filters.indexOf(chosen)))};
}

namespace {

// Save As (the default), Overwrite or Cancel; the buttons carry object names
// so that tests can find them.
UserPrompts::OverwriteChoice askOverwrite(QWidget* parent, const QString& title,
                                          const QString& text, const QString& details) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, parent);
    box.setInformativeText(details);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton* saveAs = box.addButton(Text::tr("Save &As…"), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("saveAsButton"));
    QPushButton* overwrite = box.addButton(Text::tr("&Overwrite"), QMessageBox::DestructiveRole);
    overwrite->setObjectName(QStringLiteral("overwriteButton"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(saveAs);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == saveAs) {
        return UserPrompts::OverwriteChoice::SaveAs;
    }
    if (box.clickedButton() == overwrite) {
        return UserPrompts::OverwriteChoice::Overwrite;
    }
    return UserPrompts::OverwriteChoice::Cancel;
}

} // namespace

UserPrompts::OverwriteChoice
DialogPrompts::askToOverwriteNewerFile(QWidget* parent, const QString& path, int fileVersion) {
    return askOverwrite(
        parent, Text::tr("Profile from a newer version"),
        Text::tr("“%1” was written by a newer Accelerator Advisor (profile format %2). This "
                 "version writes format %3: saving over the file would lose whatever the newer "
                 "version stored that this one cannot read.")
            .arg(QDir::toNativeSeparators(path))
            .arg(fileVersion)
            .arg(Profile::kFormatVersion),
        Text::tr("Save As keeps the original untouched and puts your work in a new file. "
                 "Overwrite only if nobody needs what the newer version added."));
}

UserPrompts::OverwriteChoice DialogPrompts::askToOverwriteChangedFile(QWidget* parent,
                                                                      const QString& path) {
    return askOverwrite(
        parent, Text::tr("File changed on disk"),
        Text::tr("“%1” has been changed by another program or window since you opened or last "
                 "saved it here.")
            .arg(QDir::toNativeSeparators(path)),
        Text::tr("Overwrite replaces those changes with your version. Save As keeps both: the "
                 "file as it is now, and your work in a new file. Cancel to look at the file "
                 "first."));
}

void DialogPrompts::showWarning(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

} // namespace accel::ui
