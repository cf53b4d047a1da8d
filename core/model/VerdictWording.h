#pragma once

#include <QString>

namespace accel {

struct Evaluation;

// How a verdict is read out, in the order the seeds' playbook works:
// feasibility (provisos), then preference (the verdict, or "too close to
// call"), then what to answer next. Written once here; the live panel, the
// result page, the reports and `evaluate` all call these, none rewords them.

// "TPU", "So far: TPU", "Too close to call: GPU or hybrid".
[[nodiscard]] QString verdictHeadline(const Evaluation& evaluation);

// "Provided …" naming every open feasibility check, or empty.
[[nodiscard]] QString provisoSentence(const Evaluation& evaluation);

// "Answer next: Where will the work run? It decides between TPU and GPU.", or empty.
[[nodiscard]] QString answerNextSentence(const Evaluation& evaluation);

// The label of the question to answer next (no mnemonic marker), or empty.
[[nodiscard]] QString answerNextQuestion(const Evaluation& evaluation);

// Why the headline says "so far", or empty when it does not.
[[nodiscard]] QString soFarSentence(const Evaluation& evaluation);

// Headline, provisos, so-far and answer-next as one paragraph (text views).
[[nodiscard]] QString verdictReading(const Evaluation& evaluation);

} // namespace accel
