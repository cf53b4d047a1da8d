#pragma once

#include <QWizardPage>

#include <vector>

namespace accel::ui {

class AnswerModel;
class QuestionBox;

// One wizard page per catalogue step, generated from the catalogue: a box per
// question of the step; a conditional question is shown only while it applies.
class QuestionPage : public QWizardPage {
    Q_OBJECT

public:
    // reservedMnemonics: letters already taken around the page (buttons, menus).
    QuestionPage(AnswerModel& model, int step, int stepCount, const QString& reservedMnemonics,
                 QWidget* parent = nullptr);

    [[nodiscard]] int step() const { return m_step; }
    // These build the page's boxes if it was never shown.
    [[nodiscard]] const std::vector<QuestionBox*>& boxes();
    [[nodiscard]] QuestionBox* box(int question); // nullptr when not on this page
    [[nodiscard]] QString helpHtml();
    void ensureBuilt();

    void initializePage() override;
    // Keyboard focus to the answer of the first question shown.
    void focusFirstQuestion(Qt::FocusReason reason = Qt::OtherFocusReason);

    // Letters taken around the page; the questions' Alt+letters are re-picked.
    void setReservedMnemonics(const QString& letters);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The boxes do not retranslate themselves: the page re-picks the
    // mnemonics after all of them have their new titles.
    void retranslateUi();
    void updateVisibility();
    void makeMnemonicsUnique(const QString& used);

    AnswerModel& m_model;
    int m_step;
    int m_stepCount = 0;
    QString m_reserved;
    bool m_built = false;
    std::vector<QuestionBox*> m_boxes;
};

} // namespace accel::ui
