// The importance sliders of the result page pushed to their ends (offscreen),
// and absurd values handed to the answer model directly: the model keeps
// weights within the sliders' range and its Evaluation stays finite.
#include "EvaluationChecks.h"
#include "model/QuestionCatalogue.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/WeightPanel.h"

#include <QSlider>

#include <gtest/gtest.h>
#include <limits>

using namespace accel;
using accel::test::checkEvaluation;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

void answerEverything(ui::AnswerModel& model, bool tpuSide) {
    for (int q = 0; q < cat().questionCount(); ++q) {
        const auto& options = cat().question(q).options;
        int pick = 0;
        for (int o = 0; o < static_cast<int>(options.size()); ++o) {
            const bool better = tpuSide ? options[o].lean > options[pick].lean
                                        : options[o].lean < options[pick].lean;
            pick = better ? o : pick;
        }
        model.setAnswer(q, pick);
    }
}

} // namespace

TEST(HostileSliders, EverySliderAtBothEnds) {
    const Engine engine(cat());
    for (const bool tpuSide : {false, true}) {
        ui::AnswerModel model(cat());
        ui::WeightPanel panel(model);
        answerEverything(model, tpuSide);
        for (const int end : {0, 1}) {
            for (int q = 0; q < cat().questionCount(); ++q) {
                QSlider* slider = panel.slider(q);
                ASSERT_NE(slider, nullptr);
                slider->setValue(end == 0 ? slider->minimum() : slider->maximum());
                EXPECT_EQ(model.weights().weight(q), end == 0 ? WeightSet::kMin : WeightSet::kMax);
                ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation(), false));
            }
            ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation()));
        }
        // Alternate ends, then one step in from each end.
        for (int q = 0; q < cat().questionCount(); ++q) {
            QSlider* slider = panel.slider(q);
            slider->setValue(q % 2 == 0 ? slider->minimum() : slider->maximum());
        }
        ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation()));
        for (int q = 0; q < cat().questionCount(); ++q) {
            QSlider* slider = panel.slider(q);
            slider->setValue(q % 2 == 0 ? slider->minimum() + 1 : slider->maximum() - 1);
        }
        ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation()));
        // Beyond the ends: a slider clamps what it is given.
        for (int q = 0; q < cat().questionCount(); ++q) {
            QSlider* slider = panel.slider(q);
            slider->setValue(q % 2 == 0 ? std::numeric_limits<int>::min()
                                        : std::numeric_limits<int>::max());
            EXPECT_EQ(model.weights().weight(q), q % 2 == 0 ? WeightSet::kMin : WeightSet::kMax);
        }
        ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation()));
    }
}

TEST(HostileSliders, ModelClampsAbsurdWeights) {
    const Engine engine(cat());
    ui::AnswerModel model(cat());
    answerEverything(model, true);
    const int framework = cat().questionIndex(u"framework");
    const struct {
        double given;
        double kept;
    } cases[] = {{-1.0, WeightSet::kMin},
                 {-1e308, WeightSet::kMin},
                 {-std::numeric_limits<double>::infinity(), WeightSet::kMin},
                 {10.5, WeightSet::kMax},
                 {1e308, WeightSet::kMax},
                 {std::numeric_limits<double>::infinity(), WeightSet::kMax}};
    for (const auto& c : cases) {
        model.setWeight(framework, c.given);
        EXPECT_EQ(model.weights().weight(framework), c.kept) << c.given;
        ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation())) << c.given;
    }
    // A NaN counts as no importance at all, in the model and in what it evaluates.
    model.setWeight(framework, 5.0);
    model.setWeight(framework, std::numeric_limits<double>::quiet_NaN());
    EXPECT_EQ(model.weights().weight(framework), WeightSet::kMin);
    ASSERT_TRUE(checkEvaluation(engine, cat(), model.evaluation()));
}
