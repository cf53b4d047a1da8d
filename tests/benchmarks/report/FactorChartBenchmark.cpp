// The wizard refills the factor chart on every answer change: the target is
// a median under 8 ms, half a 60 Hz frame. Measured here, not asserted in a
// unit test (FactorChartTest), because wall time on a shared machine is noise.
#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "render/chart/FactorChart.h"

#include <QApplication>
#include <QChart>

#include <benchmark/benchmark.h>

using namespace accel;

namespace {

Evaluation evaluationOf(const char* example) {
    const QuestionCatalogue& catalogue = QuestionCatalogue::builtIn();
    const Result<io::LoadedProfile> load = io::loadProfileFile(
        accel::test::examplesDir() + QLatin1Char('/') + QLatin1String(example), catalogue);
    const Profile profile = (load ? load->read.profile : Profile{});
    return Engine(catalogue).evaluate(answerSetFor(catalogue, profile),
                                      weightSetFor(catalogue, profile));
}

void BM_FactorChartRefill(benchmark::State& state) {
    // Two profiles in turn, as an answer change replaces one result by another.
    const Evaluation a = evaluationOf("jax-scale-up-gcp.accel.json");
    const Evaluation b = evaluationOf("pytorch-research-onprem.accel.json");
    QChart chart;
    chart.resize(600, 500);
    bool odd = false;
    for (auto _ : state) {
        render::populateFactorChart(chart, odd ? a : b);
        odd = !odd;
    }
}

} // namespace

BENCHMARK(BM_FactorChartRefill)->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // a QChart is a graphics widget
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
