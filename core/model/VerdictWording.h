#pragma once

#include "model/Evaluation.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace accel {

struct Evaluation;

// The one reading of a verdict, in the order the seeds' playbook works:
// the headline, its figure, the conditions it needs, conflicting answers,
// what the open questions can still do, and what to answer next. Written
// once here; the live panel, the result page, Compare, "since you saved",
// every report and `evaluate` call these and never reword them
// (docs/decision-model.md, "The reading").

// The headline, from a small vocabulary: "GPU", "TPU", "Hybrid (GPU and
// TPU)"; "Too close to call: GPU or TPU"; "Not enough answers yet".
[[nodiscard]] QString verdictHeadline(const Evaluation& evaluation);
// The same from its parts, for a reading saved earlier (since you saved, Compare).
[[nodiscard]] QString readingHeadline(Reading reading, Verdict verdict,
                                      const std::optional<std::array<Verdict, 2>>& between);

// Beside the headline. Decided: "Holds in 92 % of plausible cases (robust)".
// Too close: "GPU in 48 % of plausible cases, TPU in 46 %". Early: "Your
// answers so far lean to GPU" (no figure). No full stop: a line of its own.
[[nodiscard]] QString verdictFigure(const Evaluation& evaluation);

// What the verdict needs, one short line each ("The work can run on Google
// Cloud"), from the open questions that could still rule its platform out.
[[nodiscard]] QStringList verdictConditions(const Evaluation& evaluation);

// One line per pair of conflicting answers ("JAX compiles through XLA by
// design, yet …: check that answer.").
[[nodiscard]] QStringList conflictNotes(const Evaluation& evaluation);

// What answering every open question could do, and only what it can:
// "However the open questions are answered, the verdict stays GPU." or
// "Answering the open questions could also give TPU or Hybrid (GPU and
// TPU)."; empty when nothing is open.
[[nodiscard]] QString openQuestionsSentence(const Evaluation& evaluation);

// The label of the question to answer next (no mnemonic marker), or empty.
[[nodiscard]] QString answerNextQuestion(const Evaluation& evaluation);

// "Answer next: “Where the work must run”. On its own it can change the
// verdict to GPU.", or empty.
[[nodiscard]] QString answerNextSentence(const Evaluation& evaluation);

// All of the above as one paragraph (text views).
[[nodiscard]] QString verdictReading(const Evaluation& evaluation);

} // namespace accel
