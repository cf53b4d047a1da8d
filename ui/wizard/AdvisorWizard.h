#pragma once

#include <QWizard>

#include <vector>

namespace accel::ui {

class AnswerModel;
class QuestionBox;
class QuestionPage;
class ResultPage;
class SizingStepPage;

// The wizard, generated from the catalogue: one page per step, the optional
// workload sizing step, then the result. It lives inside the main window, so Escape or Finish never
// close it.
class AdvisorWizard : public QWizard {
    Q_OBJECT

public:
    // hostMnemonics: Alt+letters the surrounding window uses (menus, fields),
    // kept free on the pages.
    explicit AdvisorWizard(AnswerModel& model, const QString& hostMnemonics = {},
                           QWidget* parent = nullptr);

    [[nodiscard]] int stepCount() const { return static_cast<int>(m_pages.size()); }
    // Page ids: the question steps 0..stepCount()-1, then sizing, then the result.
    [[nodiscard]] int sizingPageId() const { return stepCount(); }
    [[nodiscard]] int resultPageId() const { return stepCount() + 1; }
    [[nodiscard]] QuestionPage* questionPage(int step) const;
    [[nodiscard]] SizingStepPage* sizingPage() const { return m_sizing; }
    [[nodiscard]] ResultPage* resultPage() const { return m_result; }
    [[nodiscard]] QuestionBox* questionBox(int question) const;

    // Walks Back/Next to a page (Back keeps answers), keeping history consistent.
    void goToPage(int id);
    // Shows the page of a question and puts keyboard focus on its answer.
    void goToQuestion(int question);
    // Keyboard focus to where the current page starts: the first question's
    // answer, the verdict, or the first field. Runs after every page change.
    void focusCurrentPage();

    void done(int result) override;

    // The window's Alt+letters in the current language; the question pages avoid them.
    void setHostMnemonics(const QString& letters);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

public:
    // What the current page means and what to do now (F1, Help > Help for This Page).
    void showHelp();
    [[nodiscard]] QString helpHtml() const;

private:
    void retranslateUi();
    void keepButtonsLast();
    void placeFocus();
    [[nodiscard]] QString buttonMnemonics() const; // Back's and Next's letters

    AnswerModel& m_model;
    QString m_hostMnemonics;
    std::vector<QuestionPage*> m_pages;
    SizingStepPage* m_sizing = nullptr;
    ResultPage* m_result = nullptr;
};

} // namespace accel::ui
