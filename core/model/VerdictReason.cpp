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
