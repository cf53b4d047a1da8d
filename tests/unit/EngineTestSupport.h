#pragma once

#include "RandomAnswers.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"

#include <initializer_list>
#include <utility>
#include <vector>

namespace accel::test {

using AnswerList = std::vector<std::pair<const char*, const char*>>;

inline AnswerSet answers(const AnswerList& list) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    AnswerSet set(cat.questionCount());
    for (const auto& [q, o] : list) {
        const int qi = cat.questionIndex(QString::fromLatin1(q));
        set.set(qi, cat.optionIndex(qi, QString::fromLatin1(o)));
    }
    return set;
}

// A random, possibly partial answer set: each question open about one time in five.
inline AnswerSet randomAnswers(SplitMix64& random) {
    return randomAnswers(QuestionCatalogue::builtIn(), random, OpenAnswers::Often);
}

} // namespace accel::test
