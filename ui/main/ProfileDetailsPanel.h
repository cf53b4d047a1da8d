#pragma once

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;

namespace accel {

class ProfileDocument;

// The profile's name and free-text notes, edited in place; both are saved
// with the profile and the name is shown in the window title.
class ProfileDetailsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ProfileDetailsPanel(ProfileDocument& document, QWidget* parent = nullptr);

    [[nodiscard]] QLineEdit* nameEdit() const { return m_name; }
    [[nodiscard]] QPlainTextEdit* notesEdit() const { return m_notes; }

private:
    void syncFromDocument();

    ProfileDocument& m_document;
    QLineEdit* m_name;
    QPlainTextEdit* m_notes;
};

} // namespace accel
