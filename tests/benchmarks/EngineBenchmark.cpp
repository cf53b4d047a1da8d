// Speed targets of the foundation, measured rather than asserted:
//   one evaluation without confidence            <= 50 us
//   with flips and a 10,000-sample confidence    <= 2 ms
//   evaluate of 2,000 profiles, parsing included <= 1 ms per profile
//   partly answered profiles (1 to 10 answers): flips, the 2,000-sample
//   confidence given the provisos, and answer-next <= 2 ms per profile

#include "RandomAnswers.h"
#include "TestPaths.h"
#include "model/Engine.h"
#include "model/EvaluationJson.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"
#include "model/profile/ProfileCodec.h"

#include <QFile>
#include <QJsonDocument>

#include <benchmark/benchmark.h>

using namespace accel;

namespace {

QByteArray example(const char* name) {
    QFile file(accel::test::examplesDir() + QLatin1Char('/') + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

Profile jaxProfile() {
    const Result<ProfileRead> read =
        ProfileCodec(QuestionCatalogue::builtIn()).parse(example("jax-scale-up-gcp.accel.json"));
    return read ? read->profile : Profile{};
}

void evaluateWith(benchmark::State& state, const EngineOptions& options) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Profile profile = jaxProfile();
    const AnswerSet answers = answerSetFor(cat, profile);
    const WeightSet weights = weightSetFor(cat, profile);
    const Engine engine(cat);
    for (auto _ : state) {
        benchmark::DoNotOptimize(engine.evaluate(answers, weights, options));
    }
}

void BM_EvaluateWithoutConfidence(benchmark::State& state) {
    evaluateWith(state, {.flips = false, .confidence = false, .unanswered = false});
}

void BM_EvaluateWithFlipsAndConfidence(benchmark::State& state) {
    evaluateWith(state, {.flips = true, .confidence = true, .unanswered = true, .samples = 10000});
}

// The work of `evaluate --format json` for a batch: parse, validate, evaluate
// everything, serialise. The profiles vary so that no branch is always taken.
void BM_EvaluateBatchOf2000Profiles(benchmark::State& state) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const ProfileCodec codec(cat);
    const Engine engine(cat);
    std::vector<QByteArray> files;
    SplitMix64 random(1);
    const Profile base = jaxProfile();
    for (int i = 0; i < 2000; ++i) {
        Profile p = base;
        const AnswerSet drawn = test::randomAnswers(cat, random, test::OpenAnswers::Never);
        for (int q = 0; q < cat.questionCount(); ++q) {
            p.answers[cat.question(q).id] =
                cat.question(q).options[static_cast<std::size_t>(drawn.option(q))].id;
        }
        files.push_back(codec.serialize(p));
    }
    for (auto _ : state) {
        qsizetype bytes = 0;
        for (const QByteArray& file : files) {
            const Result<ProfileRead> parsed = codec.parse(file);
            const Evaluation r = engine.evaluate(answerSetFor(cat, parsed->profile),
                                                 weightSetFor(cat, parsed->profile));
            bytes += QJsonDocument(evaluationToJson(r)).toJson(QJsonDocument::Compact).size();
        }
        benchmark::DoNotOptimize(bytes);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(files.size()));
    state.counters["us_per_profile"] = benchmark::Counter(
        static_cast<double>(state.iterations()) * static_cast<double>(files.size()),
        benchmark::Counter::kIsRate | benchmark::Counter::kInvert, benchmark::Counter::kIs1000);
}

// What a new user sees first: 300 seeded profiles with 1 to 10 answers, as
// in VerdictPropertiesTest. Open questions are sampled, provisos condition
// the samples and answer-next ranks every open question: the slow path.
void BM_EvaluatePartlyAnswered(benchmark::State& state) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Engine engine(cat);
    std::vector<AnswerSet> profiles;
    SplitMix64 random(19);
    for (int i = 0; i < 300; ++i) {
        AnswerSet set(cat.questionCount());
        std::vector<int> order(static_cast<std::size_t>(cat.questionCount()));
        for (int q = 0; q < cat.questionCount(); ++q) {
            order[static_cast<std::size_t>(q)] = q;
        }
        for (std::size_t j = order.size() - 1; j > 0; --j) {
            std::swap(order[j], order[random.next() % (j + 1)]);
        }
        const int k = 1 + static_cast<int>(random.next() % 10);
        for (int j = 0; j < k; ++j) {
            const int q = order[static_cast<std::size_t>(j)];
            set.set(q, static_cast<int>(random.next() % cat.question(q).options.size()));
        }
        profiles.push_back(set);
    }
    const WeightSet weights = WeightSet::defaults(cat);
    for (auto _ : state) {
        for (const AnswerSet& answers : profiles) {
            benchmark::DoNotOptimize(engine.evaluate(answers, weights));
        }
    }
    state.counters["us_per_profile"] = benchmark::Counter(
        static_cast<double>(state.iterations()) * static_cast<double>(profiles.size()),
        benchmark::Counter::kIsRate | benchmark::Counter::kInvert, benchmark::Counter::kIs1000);
}

} // namespace

BENCHMARK(BM_EvaluateWithoutConfidence)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_EvaluateWithFlipsAndConfidence)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_EvaluateBatchOf2000Profiles)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EvaluatePartlyAnswered)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
