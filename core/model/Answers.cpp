#include "model/Answers.h"

#include "model/QuestionCatalogue.h"

namespace accel {

WeightSet WeightSet::defaults(const QuestionCatalogue& catalogue) {
    WeightSet set;
    set.m_weights.reserve(static_cast<std::size_t>(catalogue.questionCount()));
    for (const QuestionSpec& q : catalogue.questions()) {
        set.m_weights.push_back(q.defaultWeight);
    }
    return set;
}

} // namespace accel
