#include "model/cost/CostModelText.h"

#include "model/text/DataText.h"

#include <QtGlobal>

namespace accel::cost {

namespace {

// Every note and every descriptive publisher of resources/cost-model.json,
// written out so that lupdate finds them (the JSON is read at run time). A
// test reads the JSON and fails on any note or publisher missing here or
// left untranslated, so a new figure cannot bring English into fr or de.
[[maybe_unused]] const char* const kTexts[] = {
    // defaults.*.note
    QT_TRANSLATE_NOOP("CostModelText", "the product's default planning horizon"),
    QT_TRANSLATE_NOOP("CostModelText", "every hour of an average month (8,760 / 12)"),
    QT_TRANSLATE_NOOP("CostModelText", "144,570 / 52 weeks / 0.683 (wages' share of "
                                       "compensation): a US employer's cost"),
    QT_TRANSLATE_NOOP("CostModelText", "share of an owned chip's hours that can be kept busy"),
    QT_TRANSLATE_NOOP("CostModelText", "270,000 / (8 x 27,500) - 1: hosts and network only, not "
                                       "space or operations"),
    // porting.note
    QT_TRANSLATE_NOOP("CostModelText",
                      "Weeks of one engineer to move training code that runs on GPUs today to "
                      "TPUs. No published table exists: these are the program's assumptions in "
                      "the frame of seed 001 ('weeks'); set porting_weeks to your own estimate."),
    // sources[].publisher that describe rather than name
    QT_TRANSLATE_NOOP("CostModelText", "TechSpot, reporting Barron's and Raymond James"),
    QT_TRANSLATE_NOOP("CostModelText",
                      "Epoch AI (epoch-research/training-cost-trends), citing SemiAnalysis"),
    QT_TRANSLATE_NOOP("CostModelText", "Epoch AI (epoch-research/training-cost-trends, "
                                       "data/Hardware prices.csv), citing reseller listings"),
    QT_TRANSLATE_NOOP("CostModelText", "Epoch AI (epoch-research/training-cost-trends, "
                                       "data/Hardware prices.csv), citing dealer listings"),
    QT_TRANSLATE_NOOP("CostModelText", "U.S. Bureau of Labor Statistics"),
    QT_TRANSLATE_NOOP("CostModelText", "U.S. Bureau of Labor Statistics, via ler.me"),
    QT_TRANSLATE_NOOP("CostModelText", "United-Compute/gpu-price-tracker (commit 681098a)"),
};

} // namespace

QString costNoteText(const QString& note) {
    return listedText("CostModelText", note);
}

QString costPublisherText(const sizing::SourceRef& source) {
    return listedText("CostModelText", source.publisher);
}

} // namespace accel::cost
