#pragma once

#include <QFrame>

#include <optional>

class QLabel;
class QVBoxLayout;

namespace accel {
struct CheapestFit;
struct Evaluation;
} // namespace accel

namespace accel::ui {

// The verdict at a glance, one block above the details: a colour-blind-safe
// mark and colour per verdict (shape and words carry it too), the one
// reading (headline, figure, conditions, conflicts, what to answer next),
// the cheapest configuration that fits when the workload is sized, and the
// answers that decided it (decidingAnswers), each a link to its question. The
// result page shows it large, the live panel compact.
class VerdictCard : public QFrame {
    Q_OBJECT

public:
    explicit VerdictCard(bool compact, QWidget* parent = nullptr);

    void showEvaluation(const Evaluation& e, const std::optional<CheapestFit>& cheapest);

    [[nodiscard]] QString headline() const;
    [[nodiscard]] QLabel* headlineLabel() const { return m_headline; }
    [[nodiscard]] QLabel* confidenceLabel() const { return m_confidence; }
    [[nodiscard]] QLabel* cheapestLabel() const { return m_cheapest; }
    [[nodiscard]] QLabel* decidedByLabel() const { return m_decided; }
    // The deciding answers, one link each; hidden ones are unused.
    [[nodiscard]] const QList<QLabel*>& decidingLinks() const { return m_links; }
    [[nodiscard]] QLabel* answerNextLink() const { return m_answerNext; }
    // "Holds only if:" and its bulleted conditions beneath it.
    [[nodiscard]] QLabel* conditionsHeading() const { return m_provisos; }
    [[nodiscard]] QLabel* conditionsList() const { return m_conditions; }
    // Everything the card says, as plain text.
    [[nodiscard]] QString plainText() const;

    static QString linkFor(int question);

signals:
    void questionRequested(int question);

private:
    void showDecidingAnswers(const Evaluation& e);
    QLabel* addDecidingLink();

    QLabel* m_mark;
    QLabel* m_headline;
    QLabel* m_confidence;
    QLabel* m_cheapest;
    QLabel* m_decided;
    QList<QLabel*> m_links;
    QVBoxLayout* m_linkList = nullptr;
    QLabel* m_provisos = nullptr;   // "Holds only if:": feasibility checks still open
    QLabel* m_conditions = nullptr; // those checks, one bullet each
    QLabel* m_checks = nullptr;     // answers that contradict each other
    QLabel* m_answerNext = nullptr; // a link to the question to answer next
};

// Whether the evaluation leans on anything: an answer or a blocker. Without
// one the views say "no answers yet" rather than "GPU 0.00, TPU 0.00".
[[nodiscard]] bool leansOnAnything(const Evaluation& e);

} // namespace accel::ui
