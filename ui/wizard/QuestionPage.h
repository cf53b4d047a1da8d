#pragma once

#include <QWizardPage>

#include <vector>

namespace accel {

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

private:
    void updateVisibility();
    void makeMnemonicsUnique(QString used);

    AnswerModel& m_model;
    int m_step;
    QString m_reserved;
    bool m_built = false;
    std::vector<QuestionBox*> m_boxes;
};

} // namespace accel
