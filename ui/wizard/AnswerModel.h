#pragma once

#include "model/Answers.h"
#include "model/Engine.h"
#include "model/Evaluation.h"

#include <QObject>

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

// The answers and importance weights being edited, and the one Evaluation the
// engine made of them. Every view (pages, live chart, result page) reads
// evaluation() (or, while nothing is answered, evaluationExceptConfidence());
// none of them computes a score.
class AnswerModel : public QObject {
    Q_OBJECT

public:
    explicit AnswerModel(const QuestionCatalogue& catalogue, QObject* parent = nullptr);

    [[nodiscard]] const QuestionCatalogue& catalogue() const { return m_catalogue; }
    [[nodiscard]] const AnswerSet& answers() const { return m_answers; }
    [[nodiscard]] const WeightSet& weights() const { return m_weights; }
    [[nodiscard]] const Evaluation& evaluation() const;
    // The same evaluation, except that the confidence of the first one (the
    // empty profile, at start-up) is only sampled when evaluation() is first
    // asked for: for views that show nothing of it while nothing is answered
    // (the live panel's "No answers yet"), so that start-up does not wait for
    // 2,000 samples nobody sees. Once anything is answered, both are the same.
    [[nodiscard]] const Evaluation& evaluationExceptConfidence() const { return m_evaluation; }

    // Whether a conditional question applies to the current answers, read
    // from the engine's result so the wizard and the score never disagree.
    [[nodiscard]] bool isApplicable(int question) const;
    [[nodiscard]] bool hasDefaultWeights() const;

    // User edits: each emits edited() and evaluationChanged() when it changes something.
    void setAnswer(int question, int option); // AnswerSet::kUnanswered clears it
    void setWeight(int question, double weight);
    void resetWeights();

    // Replaces everything (new or opened profile); emits replaced(), not edited().
    void replace(const AnswerSet& answers, const WeightSet& weights);

signals:
    void answerChanged(int question);
    void weightsChanged();
    void edited();
    void replaced();
    void evaluationChanged();

private:
    void reevaluate();

    const QuestionCatalogue& m_catalogue;
    Engine m_engine;
    AnswerSet m_answers;
    WeightSet m_weights;
    // Completed (confidence sampled) by evaluation() when m_confidenceLater.
    mutable Evaluation m_evaluation;
    mutable bool m_confidenceLater = false;
};

} // namespace accel::ui
