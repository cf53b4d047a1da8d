#include "ui/wizard/AnswerModel.h"

#include "model/QuestionCatalogue.h"

#include <algorithm>
#include <cmath>

namespace accel::ui {

AnswerModel::AnswerModel(const QuestionCatalogue& catalogue, QObject* parent)
    : QObject(parent)
    , m_catalogue(catalogue)
    , m_engine(catalogue)
    , m_answers(catalogue.questionCount())
    , m_weights(WeightSet::defaults(catalogue)) {
    // Nothing is answered yet: the scores now, the confidence when first asked for.
    EngineOptions withoutConfidence;
    withoutConfidence.confidence = false;
    m_evaluation = m_engine.evaluate(m_answers, m_weights, withoutConfidence);
    m_confidenceLater = true;
}

const Evaluation& AnswerModel::evaluation() const {
    if (m_confidenceLater) {
        m_confidenceLater = false;
        m_evaluation = m_engine.evaluate(m_answers, m_weights);
    }
    return m_evaluation;
}

bool AnswerModel::isApplicable(int question) const {
    // The engine lists applicable questions as factors (answered) or as
    // open questions (unanswered); anything else does not apply.
    const auto& factors = m_evaluation.factors;
    const auto& open = m_evaluation.unanswered;
    return std::any_of(
               factors.begin(), factors.end(),
               [question](const FactorContribution& f) { return f.question == question; }) ||
           std::any_of(open.begin(), open.end(),
                       [question](const OpenQuestion& o) { return o.question == question; });
}

bool AnswerModel::hasDefaultWeights() const {
    return m_weights == WeightSet::defaults(m_catalogue);
}

void AnswerModel::setAnswer(int question, int option) {
    if (m_answers.option(question) == option) {
        return;
    }
    m_answers.set(question, option);
    reevaluate();
    emit answerChanged(question);
    emit edited();
    emit evaluationChanged();
}

void AnswerModel::setWeight(int question, double weight) {
    // std::clamp lets NaN through; a weight that is not a number counts as none.
    weight =
        std::isnan(weight) ? WeightSet::kMin : std::clamp(weight, WeightSet::kMin, WeightSet::kMax);
    if (m_weights.weight(question) == weight) {
        return;
    }
    m_weights.set(question, weight);
    reevaluate();
    emit weightsChanged();
    emit edited();
    emit evaluationChanged();
}

void AnswerModel::resetWeights() {
    if (hasDefaultWeights()) {
        return;
    }
    m_weights = WeightSet::defaults(m_catalogue);
    reevaluate();
    emit weightsChanged();
    emit edited();
    emit evaluationChanged();
}

void AnswerModel::replace(const AnswerSet& answers, const WeightSet& weights) {
    m_answers = answers;
    m_weights = weights;
    reevaluate();
    emit replaced();
    emit weightsChanged();
    emit evaluationChanged();
}

void AnswerModel::reevaluate() {
    m_confidenceLater = false;
    m_evaluation = m_engine.evaluate(m_answers, m_weights);
}

} // namespace accel::ui
