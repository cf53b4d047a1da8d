#pragma once

#include <QString>
#include <QStringList>

namespace accel {

class QuestionCatalogue;
struct Evaluation;

// Sentences every view shows the same way, built from one Evaluation.

// Why this profile is hybrid, from its own answers: the answer that shows
// experimentation, the one that shows scaled runs, and the scores. Empty when
// the verdict is not hybrid.
[[nodiscard]] QString hybridReason(const Evaluation& evaluation);

// Why the verdict is what it is, in one sentence: a blocker, the hybrid rule,
// exploration kept on GPUs, the weighted answers, or the GPU as the default.
[[nodiscard]] QString basisSentence(const Evaluation& evaluation);

// "Question: option" as a person reads it (no mnemonic marker).
[[nodiscard]] QString answerPhrase(const QuestionCatalogue& catalogue, int question, int option);

} // namespace accel
