#pragma once

#include <QGroupBox>

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace accel::ui {

class AnswerModel;

// One catalogue question: its label with mnemonic, a radio button per option
// plus Not sure yet, and a line explaining how the chosen option leans and why.
class QuestionBox : public QGroupBox {
    Q_OBJECT

public:
    static constexpr int kNotSureId = 1000;
    static constexpr int kOneLineLabel = 40; // characters; longer labels put the lean below

    QuestionBox(AnswerModel& model, int question, QWidget* parent = nullptr);

    [[nodiscard]] int question() const { return m_question; }
    // The button for an option index, or for Not sure yet with kUnanswered.
    [[nodiscard]] QRadioButton* button(int option) const;
    // Moves keyboard focus to the checked button.
    void focusAnswer(Qt::FocusReason reason = Qt::OtherFocusReason);

    // Full text of every option with its lean, reason and sources, for the Help button.
    [[nodiscard]] QString helpHtml() const;

    // Every text in the current language; the page calls it (then fixes mnemonics).
    void retranslateUi();

private:
    void syncFromModel();
    void updateTabStop();
    void updateOptionLabels();
    void showExplanation();

    AnswerModel& m_model;
    int m_question;
    QButtonGroup* m_group;
    QLabel* m_help;
    QLabel* m_explanation;
};

} // namespace accel::ui
