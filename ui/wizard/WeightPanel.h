#pragma once

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QSlider;

namespace accel::ui {

class AnswerModel;

// An importance slider per factor (0 to 10 in steps of 0.1) and "Reset to
// defaults"; every move re-evaluates through the model, so everything updates live.
class WeightPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int kStepsPerUnit = 10;

    explicit WeightPanel(AnswerModel& model, QWidget* parent = nullptr);

    [[nodiscard]] QSlider* slider(int question) const;
    [[nodiscard]] QPushButton* resetButton() const { return m_reset; }
    // The Reset button's text in the current language (with its Alt+letter).
    [[nodiscard]] static QString resetText();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    struct Row {
        QLabel* name;
        QSlider* slider;
        QLabel* value;
    };
    void syncFromModel();

    AnswerModel& m_model;
    std::vector<Row> m_rows; // one per catalogue question
    QPushButton* m_reset;
    QLabel* m_note;
};

} // namespace accel::ui
