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

QString ResultText::scoresLine(const Evaluation& e) {
    return tr("Weighted score: GPU %1, TPU %2, margin %3 (TPU minus GPU).")
        .arg(number(e.gpuScore), number(e.tpuScore), signedNumber(e.margin));
}

QString ResultText::blockerLine(const Evaluation& e, const Blocker& b) {
    const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(b.rule)];
    return tr("%1 unavailable. %2")
        .arg(platformName(b.platform), QuestionCatalogue::text(rule.reason));
}

QString ResultText::flipLine(const Evaluation& e, const Flip& f) {
    const QuestionCatalogue& cat = *e.catalogue;
    return tr("%1: “%2” instead of “%3” gives %4")
        .arg(questionLabel(cat, f.question), optionLabel(cat, f.question, f.toOption),
             optionLabel(cat, f.question, f.fromOption), verdictName(f.newVerdict));
}

QString ResultText::openQuestionLine(const Evaluation& e, const OpenQuestion& o) {
    const QString question = questionLabel(*e.catalogue, o.question);
    return o.couldChangeVerdict
               ? tr("%1: on its own, its answer can change the verdict").arg(question)
               : tr("%1: on its own, no answer changes the verdict").arg(question);
}

} // namespace accel::ui
