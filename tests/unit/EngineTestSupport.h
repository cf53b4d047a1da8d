#pragma once

#include "Engine.h"
#include "QuestionCatalogue.h"
#include "SplitMix.h"

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

// A random, possibly partial answer set: each question open with p = 1/5.
inline AnswerSet randomAnswers(SplitMix64& random) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    AnswerSet set(cat.questionCount());
    for (int q = 0; q < cat.questionCount(); ++q) {
        const auto count = cat.question(q).options.size();
        const auto pick = random.next() % (count + 1 + count / 4);
        if (pick < count) {
            set.set(q, static_cast<int>(pick));
        }
    }
    return set;
}

} // namespace accel::test
