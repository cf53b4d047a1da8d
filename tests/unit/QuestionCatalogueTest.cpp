#include "model/QuestionCatalogue.h"

#include "model/Engine.h"

#include <gtest/gtest.h>

using namespace accel;

namespace {

// The question contract (README, "Profiles"; ids never change): every stable id and option, by
// step.
struct ExpectedQuestion {
    const char* id;
    const char* step;
    std::vector<const char*> options;
};

const std::vector<ExpectedQuestion> kContract{
    {"framework", "software", {"pytorch", "tensorflow", "jax", "mixed", "other"}},
    {"xla_compat", "software", {"yes", "partial", "no", "unknown"}},
    {"custom_kernels", "software", {"none", "portable", "cuda"}},
    {"stage", "stage", {"research", "prototype", "scale_up", "production"}},
    {"workload", "stage", {"training", "inference", "both"}},
    {"serving", "stage", {"online_low_latency", "batch_throughput"}},
    {"model_family", "dynamism", {"dense_transformer", "cnn", "moe", "recsys", "other"}},
    {"shapes", "dynamism", {"static", "bucketed", "dynamic"}},
    {"control_flow", "dynamism", {"none", "some", "heavy"}},
    {"debugging", "dynamism", {"rarely", "sometimes", "constantly"}},
    {"cuda_skill", "team", {"none", "some", "deep"}},
    {"xla_skill", "team", {"none", "some", "deep"}},
    {"porting_budget", "team", {"none", "weeks", "months"}},
    {"hosting",
     "infrastructure",
     {"gcp", "other_cloud", "multi_cloud", "multi_cloud_gcp", "on_prem", "edge"}},
    {"lock_in", "infrastructure", {"avoid", "acceptable"}},
    {"timeline", "infrastructure", {"urgent", "flexible"}},
    {"data_pipeline", "infrastructure", {"fast", "unknown", "bottleneck"}},
    {"shared_use", "infrastructure", {"ml_only", "mixed"}},
    {"capacity", "infrastructure", {"gpu", "tpu", "both", "none"}},
    {"tpu_queue", "infrastructure", {"days", "weeks", "months"}},
    {"scale", "scale", {"single", "node", "cluster", "pod"}},
    {"duration", "scale", {"bursts", "sustained"}},
    {"priority", "scale", {"flexibility", "balanced", "cost_efficiency"}},
};

} // namespace

TEST(QuestionCatalogue, BuiltInHasNoProblems) {
    EXPECT_TRUE(QuestionCatalogue::builtIn().problems().isEmpty())
        << QuestionCatalogue::builtIn().problems().join(QLatin1Char('\n')).toStdString();
}

TEST(QuestionCatalogue, EveryContractIdAndOptionIsPresentInItsStep) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    EXPECT_EQ(cat.steps().size(), 6U);
    for (const ExpectedQuestion& expected : kContract) {
        const int q = cat.questionIndex(QString::fromLatin1(expected.id));
        ASSERT_GE(q, 0) << expected.id;
        EXPECT_EQ(cat.question(q).step, QLatin1String(expected.step)) << expected.id;
        for (const char* option : expected.options) {
            EXPECT_GE(cat.optionIndex(q, QString::fromLatin1(option)), 0)
                << expected.id << "." << option;
        }
        EXPECT_EQ(cat.question(q).options.size(), expected.options.size()) << expected.id;
    }
    EXPECT_EQ(cat.questionCount(), static_cast<int>(kContract.size()));
}

TEST(QuestionCatalogue, EveryOptionHasLeanReasonAndKnownSources) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    for (const QuestionSpec& q : cat.questions()) {
        EXPECT_GT(q.defaultWeight, 0.0) << q.id.toStdString();
        EXPECT_NE(QString::fromUtf8(q.help).size(), 0) << q.id.toStdString();
        for (const OptionSpec& o : q.options) {
            const std::string where = QString(q.id + QLatin1Char('.') + o.id).toStdString();
            EXPECT_GE(o.lean, -1.0) << where;
            EXPECT_LE(o.lean, 1.0) << where;
            EXPECT_GT(std::strlen(o.reason), 20U) << where;
            ASSERT_FALSE(o.sources.isEmpty()) << where;
            for (const QString& s : o.sources) {
                EXPECT_NE(cat.source(s), nullptr) << where << " cites " << s.toStdString();
            }
        }
    }
}

TEST(QuestionCatalogue, QuestionsLeaningBothWaysExist) {
    // A question whose options all lean the same way could never argue
    // against the verdict; each must be able to push both ways or be neutral.
    for (const QuestionSpec& q : QuestionCatalogue::builtIn().questions()) {
        double lo = 1.0;
        double hi = -1.0;
        for (const OptionSpec& o : q.options) {
            lo = std::min(lo, o.lean);
            hi = std::max(hi, o.lean);
        }
        EXPECT_LE(lo, 0.0) << q.id.toStdString();
        EXPECT_GE(hi, 0.0) << q.id.toStdString();
    }
}

TEST(QuestionCatalogue, ServingAppliesOnlyToInferenceWork) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const QuestionSpec& serving = cat.question(cat.questionIndex(u"serving"));
    ASSERT_EQ(serving.appliesWhen.size(), 1U);
    EXPECT_EQ(serving.appliesWhen[0].question, QStringLiteral("workload"));
    EXPECT_EQ(serving.appliesWhen[0].options,
              QStringList({QStringLiteral("inference"), QStringLiteral("both")}));
}

TEST(QuestionCatalogue, HardConstraintsOfTheContractAreBlockers) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Engine engine(cat);
    auto tpuBlocked = [&](std::initializer_list<std::pair<const char*, const char*>> answers) {
        AnswerSet set(cat.questionCount());
        for (const auto& [q, o] : answers) {
            const int qi = cat.questionIndex(QString::fromLatin1(q));
            set.set(qi, cat.optionIndex(qi, QString::fromLatin1(o)));
        }
        return !engine
                    .evaluate(set, WeightSet::defaults(cat),
                              {.flips = false, .confidence = false, .unanswered = false})
                    .tpuAvailable;
    };
    EXPECT_TRUE(tpuBlocked({{"hosting", "on_prem"}}));
    EXPECT_TRUE(tpuBlocked({{"hosting", "edge"}}));
    EXPECT_TRUE(tpuBlocked({{"custom_kernels", "cuda"}, {"porting_budget", "none"}}));
    EXPECT_TRUE(tpuBlocked({{"xla_compat", "no"}, {"framework", "other"}}));
    EXPECT_FALSE(tpuBlocked({{"custom_kernels", "cuda"}, {"porting_budget", "weeks"}}));
    EXPECT_FALSE(tpuBlocked({{"hosting", "gcp"}}));
    // Availability before preference: only Google Cloud offers TPUs.
    EXPECT_TRUE(tpuBlocked({{"hosting", "other_cloud"}}));
    EXPECT_TRUE(tpuBlocked({{"hosting", "multi_cloud"}}));
    EXPECT_FALSE(tpuBlocked({{"hosting", "multi_cloud_gcp"}}));
    // A TPU runs only what XLA compiles, whatever the framework.
    EXPECT_TRUE(tpuBlocked({{"xla_compat", "no"}, {"framework", "jax"}}));
    EXPECT_FALSE(tpuBlocked({{"xla_compat", "partial"}, {"porting_budget", "none"}}));
    // Capacity months away cannot meet an urgent deadline; weeks away can.
    EXPECT_TRUE(tpuBlocked({{"timeline", "urgent"}, {"tpu_queue", "months"}}));
    EXPECT_FALSE(tpuBlocked({{"timeline", "urgent"}, {"tpu_queue", "weeks"}}));
    EXPECT_FALSE(tpuBlocked({{"timeline", "flexible"}, {"tpu_queue", "months"}}));
}

TEST(QuestionCatalogue, AddingAQuestionNeedsNoEngineChange) {
    CatalogueDefinition def;
    def.sources = {{QStringLiteral("s"), "A source", {}, {}, {}}};
    def.steps = {{QStringLiteral("one"), "Step", "Subtitle"}};
    def.questions = {
        {QStringLiteral("energy"),
         QStringLiteral("one"),
         "Energy budget",
         "Why it matters",
         2.0,
         {{QStringLiteral("tight"),
           "Tight",
           0.5,
           "TPUs use less energy per step here",
           {QStringLiteral("s")},
           std::nullopt,
           {QStringLiteral("limited")}},
          {QStringLiteral("loose"),
           "Loose",
           -0.5,
           "Anything goes for this one",
           {QStringLiteral("s")}}},
         {QStringLiteral("s")}},
    };
    def.hybrid = {{},
                  {},
                  0.0,
                  "explanation",
                  {Platform::Gpu, "a"},
                  {Platform::Tpu, "b"},
                  {QStringLiteral("s")}};
    const QuestionCatalogue cat(def);
    ASSERT_TRUE(cat.problems().isEmpty()) << cat.problems().join(QLatin1Char(';')).toStdString();

    AnswerSet answers(1);
    answers.set(0, cat.optionIndex(0, u"limited")); // an alias of an older id
    const Evaluation r = Engine(cat).evaluate(answers, WeightSet::defaults(cat));
    EXPECT_EQ(r.verdict, Verdict::Tpu);
    EXPECT_DOUBLE_EQ(r.tpuScore, 1.0);
    ASSERT_EQ(r.flips.size(), 1U);
    EXPECT_EQ(r.flips[0].newVerdict, Verdict::Gpu);
}

TEST(QuestionCatalogue, BrokenDefinitionsAreReported) {
    CatalogueDefinition def;
    def.steps = {{QStringLiteral("one"), "Step", "Subtitle"}};
    def.questions = {{QStringLiteral("q"),
                      QStringLiteral("nowhere"),
                      "Q",
                      "H",
                      -1.0,
                      {{QStringLiteral("a"), "A", 2.0, "", {QStringLiteral("missing")}}},
                      {},
                      {{QStringLiteral("ghost"), {QStringLiteral("x")}}}}};
    const QuestionCatalogue cat(def);
    const QString all = cat.problems().join(QLatin1Char('\n'));
    EXPECT_TRUE(all.contains(QStringLiteral("unknown step"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("unknown question 'ghost'")));
    EXPECT_TRUE(all.contains(QStringLiteral("lean must lie")));
    EXPECT_TRUE(all.contains(QStringLiteral("unknown source 'missing'")));
    EXPECT_TRUE(all.contains(QStringLiteral("needs 2 to 32 options")));
    EXPECT_TRUE(all.contains(QStringLiteral("default weight")));
}
