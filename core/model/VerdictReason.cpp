#include "model/VerdictReason.h"

#include "model/CatalogueText.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(VerdictReason)
};

} // namespace

QString answerPhrase(const QuestionCatalogue& cat, int question, int option) {
    return Text::tr("%1: %2").arg(questionLabel(cat, question), optionLabel(cat, question, option));
}

QString basisSentence(const Evaluation& e) {
    switch (e.basis) {
    case VerdictBasis::Blocked:
        return Text::tr("A hard constraint rules out the other platform, so %1 is the only "
                        "option.")
            .arg(verdictName(e.verdict));
    case VerdictBasis::BothBlocked:
        return Text::tr("Hard constraints rule out both platforms; no platform fits these "
                        "answers as they stand.");
    case VerdictBasis::HybridRule:
        return hybridReason(e);
    case VerdictBasis::ExperimentationRule:
        return Text::tr("The weighted answers favour TPUs, but the work is still exploratory "
                        "and no scaled runs are planned: exploration stays on GPUs.");
    case VerdictBasis::Margin:
        return Text::tr("The weighted answers favour %1.").arg(verdictName(e.verdict));
    case VerdictBasis::TieGpuDefault:
        return Text::tr("The answers favour neither platform, and the GPU is the default when "
                        "nothing argues for a TPU.");
    }
    return {};
}

QString hybridReason(const Evaluation& e) {
    if (e.verdict != Verdict::Hybrid || !e.catalogue || e.experimentationQuestion < 0 ||
        e.scaledQuestion < 0) {
        return {};
    }
    const QuestionCatalogue& cat = *e.catalogue;
    const QString experimentation =
        answerPhrase(cat, e.experimentationQuestion, e.answers.option(e.experimentationQuestion));
    const QString scaled = answerPhrase(cat, e.scaledQuestion, e.answers.option(e.scaledQuestion));
    const QLocale locale;
    if (e.experimentationQuestion == e.scaledQuestion) {
        return Text::tr("Hybrid for this profile: “%1” means experiments continue while "
                        "large runs are prepared, and TPUs lead the weighted answers (%2 against "
                        "%3 for GPUs), so the large runs go to TPUs and the experiments stay on "
                        "GPUs.")
            .arg(experimentation, locale.toString(e.tpuScore, 'f', 2),
                 locale.toString(e.gpuScore, 'f', 2));
    }
    return Text::tr("Hybrid for this profile: “%1” shows experiments still under way, "
                    "“%2” shows scaled runs, and TPUs lead the weighted answers (%3 "
                    "against %4 for GPUs), so the scaled runs go to TPUs and the experiments stay "
                    "on GPUs.")
        .arg(experimentation, scaled, locale.toString(e.tpuScore, 'f', 2),
             locale.toString(e.gpuScore, 'f', 2));
}

} // namespace accel
