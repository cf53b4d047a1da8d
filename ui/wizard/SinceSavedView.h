#pragma once

#include <QFrame>

class QLabel;

namespace accel::ui {

// "What changed since you saved", a tab of the result page: a headline (the
// verdict then and now) and one line per cause (your answers, the decision
// model, the prices). The page shows its tab only when there is a story.
class SinceSavedView : public QFrame {
    Q_OBJECT

public:
    explicit SinceSavedView(QWidget* parent = nullptr);

    // lines[0] is the headline, the rest the causes; empty clears the view.
    void showStory(const QStringList& lines);
    [[nodiscard]] QString text() const;

private:
    QLabel* m_headline;
    QLabel* m_causes;
};

} // namespace accel::ui
