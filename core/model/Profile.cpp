#include "model/Profile.h"

#include "model/QuestionCatalogue.h"

namespace accel {

AnswerSet answerSetFor(const QuestionCatalogue& catalogue, const Profile& profile) {
    AnswerSet set(catalogue.questionCount());
    for (auto it = profile.answers.cbegin(); it != profile.answers.cend(); ++it) {
        const int q = catalogue.questionIndex(it.key());
        const int o = catalogue.optionIndex(q, it.value());
        if (q >= 0 && o >= 0) {
            set.set(q, o);
        }
    }
    return set;
}

WeightSet weightSetFor(const QuestionCatalogue& catalogue, const Profile& profile) {
    WeightSet set = WeightSet::defaults(catalogue);
    for (auto it = profile.weights.cbegin(); it != profile.weights.cend(); ++it) {
        const int q = catalogue.questionIndex(it.key());
        if (q >= 0) {
            set.set(q, it.value());
        }
    }
    return set;
}

void storeAnswers(const QuestionCatalogue& catalogue, const AnswerSet& answers, Profile& profile) {
    profile.answers.clear();
    for (int q = 0; q < catalogue.questionCount(); ++q) {
        if (answers.isAnswered(q)) {
            profile.answers.insert(catalogue.question(q).id,
                                   catalogue.option(q, answers.option(q)).id);
        }
    }
}

} // namespace accel
