#pragma once

#include <QScrollArea>

class QLabel;

namespace accel {

struct Evaluation;

// "What would change the verdict" and the open questions, as links: each
// entry takes the user to its question (questionRequested).
class ChangesView : public QScrollArea {
    Q_OBJECT

public:
    static constexpr int kMaxFlips = 12;

    explicit ChangesView(QWidget* parent = nullptr);

    void showEvaluation(const Evaluation& evaluation);
    [[nodiscard]] QLabel* label() const { return m_text; }
    static QString linkFor(int question);

signals:
    void questionRequested(int question);

protected:
    void changeEvent(QEvent* event) override;

private:
    QLabel* m_text;
};

} // namespace accel
