#pragma once

#include <QScrollArea>

class QLabel;
class QVBoxLayout;

namespace accel {
struct Evaluation;
}

namespace accel::ui {

// "What would change the verdict" and the open questions: each entry a link
// of its own (a screen reader lists them one by one, Tab visits each) that
// takes the user to its question (questionRequested).
class ChangesView : public QScrollArea {
    Q_OBJECT

public:
    static constexpr int kMaxFlips = 12;

    explicit ChangesView(QWidget* parent = nullptr);

    void showEvaluation(const Evaluation& evaluation);
    // The links, in reading order.
    [[nodiscard]] const QList<QLabel*>& entries() const { return m_entries; }
    // Everything shown, as one text (headings, sentences and links' HTML).
    [[nodiscard]] QString text() const;
    static QString linkFor(int question);

signals:
    void questionRequested(int question);

protected:
    void changeEvent(QEvent* event) override;

private:
    void clear();
    QLabel* addText(const QString& text, bool heading = false);
    QLabel* addLink(int question, const QString& text);

    QWidget* m_content;
    QVBoxLayout* m_column;
    QList<QLabel*> m_shown; // every label of the current content
    QList<QLabel*> m_entries;
};

} // namespace accel::ui
