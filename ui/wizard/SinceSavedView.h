#pragma once

#include <QFrame>

class QLabel;

namespace accel {

// "What changed since you saved", above the result's details: a headline
// (the verdict then and now) and one line per cause (your answers, the
// decision model, the prices). Hidden when there is nothing worth telling.
class SinceSavedView : public QFrame {
    Q_OBJECT

public:
    explicit SinceSavedView(QWidget* parent = nullptr);

    // lines[0] is the headline, the rest the causes; empty hides the view.
    void showStory(const QStringList& lines);
    [[nodiscard]] QString text() const;

private:
    QLabel* m_headline;
    QLabel* m_causes;
};

} // namespace accel
