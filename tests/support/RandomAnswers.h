// Random answer sets for the property tests and benchmarks: one generator,
// so that every sweep draws profiles the same way. Deterministic for a seed.
#pragma once

#include "model/Answers.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"

namespace accel::test {

// How often a question is left open.
enum class OpenAnswers {
    Never,        // every question answered
    LikeAnOption, // open as likely as each single option
    Often,        // about one in five (one more chance per four options)
};

inline AnswerSet randomAnswers(const QuestionCatalogue& cat, SplitMix64& random,
                               OpenAnswers open = OpenAnswers::LikeAnOption) {
    AnswerSet set(cat.questionCount());
    for (int q = 0; q < cat.questionCount(); ++q) {
        const auto count = static_cast<std::uint64_t>(cat.question(q).options.size());
        const std::uint64_t tickets = open == OpenAnswers::Never          ? count
                                      : open == OpenAnswers::LikeAnOption ? count + 1
                                                                          : count + 1 + count / 4;
        const std::uint64_t pick = random.next() % tickets;
        if (pick < count) {
            set.set(q, static_cast<int>(pick));
        }
    }
    return set;
}

} // namespace accel::test
