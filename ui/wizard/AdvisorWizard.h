#pragma once

#include <QWizard>

#include <vector>

namespace accel {

class AnswerModel;
class QuestionBox;
class QuestionPage;
class ResultPage;

// The wizard, generated from the catalogue: one page per step, then the
// result. It lives inside the main window, so Escape or Finish never close it.
class AdvisorWizard : public QWizard {
    Q_OBJECT

public:
    // hostMnemonics: Alt+letters the surrounding window uses (menus, fields),
    // kept free on the pages.
    explicit AdvisorWizard(AnswerModel& model, const QString& hostMnemonics = {},
                           QWidget* parent = nullptr);

    [[nodiscard]] int stepCount() const { return static_cast<int>(m_pages.size()); }
    [[nodiscard]] int resultPageId() const { return stepCount(); }
    [[nodiscard]] QuestionPage* questionPage(int step) const;
    [[nodiscard]] ResultPage* resultPage() const { return m_result; }
    [[nodiscard]] QuestionBox* questionBox(int question) const;

    // Walks Back/Next to a page (Back keeps answers), keeping history consistent.
    void goToPage(int id);
    // Shows the page of a question and puts keyboard focus on its answer.
    void goToQuestion(int question);

    void done(int result) override;

private:
    void showHelp();

    AnswerModel& m_model;
    std::vector<QuestionPage*> m_pages;
    ResultPage* m_result;
};

} // namespace accel
