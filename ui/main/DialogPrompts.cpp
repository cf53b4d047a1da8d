#include "UserPrompts.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace accel {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("DialogPrompts", text);
}

QString profileFilter() {
    return tr("Accelerator Advisor profiles (*.accel.json);;JSON files (*.json);;All files (*)");
}

} // namespace

UserPrompts::SaveChoice DialogPrompts::askToSaveChanges(QWidget* parent,
                                                        const QString& documentName) {
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to “%1” first?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("If you don't save, your changes since the last save are lost."));
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
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"),
                    tr("Accelerator Advisor did not close normally last time."),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(description);
    QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

QString DialogPrompts::openFileName(QWidget* parent, const QString& caption,
                                    const QString& folder) {
    return QFileDialog::getOpenFileName(parent, caption, folder, profileFilter());
}

QString DialogPrompts::saveFileName(QWidget* parent, const QString& suggestion) {
    return QFileDialog::getSaveFileName(parent, tr("Save Profile As"), suggestion, profileFilter());
}

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, parent);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

} // namespace accel
