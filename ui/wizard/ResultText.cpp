#include "ui/wizard/ResultText.h"

#include "model/ConfidenceBand.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictReason.h"
#include "model/VerdictWording.h"
#include "model/text/NumberFormat.h"

#include <QLocale>

#include <cmath>

namespace accel::ui {

QString ResultText::leanText(double lean) {
    const double size = std::abs(lean);
    if (size < 0.01) {
        return tr("neutral");
    }
    const bool gpu = lean < 0;
    if (size >= 0.99) {
        return gpu ? tr("leans strongly to GPU") : tr("leans strongly to TPU");
    }
    if (size >= 0.5) {
        return gpu ? tr("leans to GPU") : tr("leans to TPU");
    }
    return gpu ? tr("leans slightly to GPU") : tr("leans slightly to TPU");
}

QString ResultText::optionLeanText(const QuestionCatalogue& cat, int question, int option,
                                   double lean) {
    return cat.blocksTpuAlone(question, option) ? tr("rules out TPUs") : leanText(lean);
}

QString ResultText::favoursText(double contribution) {
    if (contribution < 0) {
        return tr("favours GPU");
    }
    return contribution > 0 ? tr("favours TPU") : tr("neutral");
}

QString ResultText::verdictHeadline(const Evaluation& e) {
    if (e.soFar || e.tooClose) {
        return accel::verdictHeadline(e); // an early or too-close reading says so (VerdictWording)
    }
    return tr("Recommendation: %1").arg(verdictName(e.verdict));
}

QString ResultText::scoresLine(const Evaluation& e) {
    return tr("Weighted score: GPU %1, TPU %2, margin %3 (TPU minus GPU).")
        .arg(number(e.gpuScore), number(e.tpuScore), signedNumber(e.margin));
}

QString ResultText::basisLine(const Evaluation& e) {
    switch (e.basis) {
    case VerdictBasis::Blocked:
        return tr("The other platform is blocked by a hard constraint.");
    case VerdictBasis::BothBlocked:
        return tr("Both platforms are blocked; the higher score is shown, but no platform fits "
                  "these answers.");
    case VerdictBasis::HybridRule:
        return hybridReason(e);
    case VerdictBasis::Margin:
        return tr("The weighted answers favour %1.").arg(verdictName(e.verdict));
    case VerdictBasis::TieGpuDefault:
        return tr("The answers favour neither platform; the GPU is the default choice.");
    }
    return {};
}

QString ResultText::leaningLine(const Evaluation& e) {
    return tr("Leaning now: %1 (GPU %2, TPU %3)")
        .arg(verdictName(e.verdict), number(e.gpuScore), number(e.tpuScore));
}

QString ResultText::blockerLine(const Evaluation& e, const Blocker& b) {
    const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(b.rule)];
    return tr("%1 unavailable: %2")
        .arg(platformName(b.platform), QuestionCatalogue::text(rule.reason));
}

QString ResultText::flipLine(const Evaluation& e, const Flip& f) {
    const QuestionCatalogue& cat = *e.catalogue;
    return tr("%1: “%2” instead of “%3” gives %4")
        .arg(questionLabel(cat, f.question), optionLabel(cat, f.question, f.toOption),
             optionLabel(cat, f.question, f.fromOption), verdictName(f.newVerdict));
}

QString ResultText::openQuestionLine(const Evaluation& e, const OpenQuestion& o) {
    const QuestionCatalogue& cat = *e.catalogue;
    const QString range =
        tr("answering it moves the TPU share between %1 and %2")
            .arg(percent((o.mostGpuMargin + 1.0) / 2.0), percent((o.mostTpuMargin + 1.0) / 2.0));
    return o.couldChangeVerdict
               ? tr("%1: %2, enough to change the verdict")
                     .arg(questionLabel(cat, o.question), range)
               : tr("%1: %2; the verdict stays").arg(questionLabel(cat, o.question), range);
}

} // namespace accel::ui
