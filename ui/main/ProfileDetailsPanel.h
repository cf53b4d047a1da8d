#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace accel::ui {

class ProfileDocument;

// The profile's name and free-text notes, edited in place; both are saved
// with the profile and the name is shown in the window title.
class ProfileDetailsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ProfileDetailsPanel(ProfileDocument& document, QWidget* parent = nullptr);

    [[nodiscard]] QLineEdit* nameEdit() const { return m_name; }
    [[nodiscard]] QPlainTextEdit* notesEdit() const { return m_notes; }

    // The field labels, with their Alt+letters, in the current language.
    [[nodiscard]] QStringList labelTexts() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void syncFromDocument();

    ProfileDocument& m_document;
    QLineEdit* m_name;
    QPlainTextEdit* m_notes;
    QLabel* m_nameLabel = nullptr;
    QLabel* m_notesLabel = nullptr;
};

} // namespace accel::ui
