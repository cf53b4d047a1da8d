// Every published run of resources/published-runs.json through the bundled
// estimator, against what sizing promises (docs/sizing-calibration.md): 90 %
// of at least 60 training runs within 1.5x and 85 % of the held-out part.
// Serving is held in two parts. The 39 figures with outputs up to 4,096
// tokens stay at what they reached (35 of 39, 89.7 %), just below the 90 %
// sizing aims for: two MLPerf Llama 3.1 405B figures whose prompt length the
// source does not give, a DeepSeek-R1 server figure under a p99 latency limit
// and GPT-OSS on one H200 whose weights are MXFP4, not FP8. The 30 long-output
// figures (1,024 in, 8,192 or 32,768 out), chosen by a rule declared before
// the model saw them and all held out, are held at what they reach (20 of 30):
// every GPT-OSS 120B cell is 2-5x too slow, Qwen3 30B-A3B 1.5-1.8x too slow,
// Llama 4 Maverick on 8 H200 at 1024/8192 2.3x too fast. All serving figures
// together are 55 of 69 (80 %), below the 90 % sizing v3 aims for. The misses
// are listed at the end of the report; run with -V to read it.
#include "CalibrationReport.h"
#include "TestPaths.h"

#include <QFile>

#include <cstdio>
#include <gtest/gtest.h>

using namespace accel::sizing;
using namespace accel::sizing::calibration;

TEST(SizingCalibration, EveryPublishedRunIsRead) {
    EXPECT_GE(PublishedRuns::bundled().runs().size(), 75U);
    for (const PublishedRun& run : PublishedRuns::bundled().runs()) {
        EXPECT_NE(AcceleratorData::bundled().find(run.accelerator), nullptr)
            << run.id.toStdString();
    }
}

TEST(SizingCalibration, NoPublishedRunIsRefused) {
    for (const RunComparison& c : compareAll()) {
        EXPECT_TRUE(c.predictedChipHours.has_value())
            << c.run->id.toStdString() << " was run as published but does not fit here";
    }
}

TEST(SizingCalibration, TrainingRunsAreWithinOneAndAHalf) {
    const Summary s = summarise(compareAll());
    std::printf("%s", qPrintable(reportMarkdown()));
    EXPECT_GE(s.training.runs, 60);
    EXPECT_GE(s.training.share(), 0.90);
    EXPECT_GE(s.trainingHeldOut.share(), 0.85);
}

TEST(SizingCalibration, ServingFiguresAreWithinOneAndAHalf) {
    const Summary s = summarise(compareAll());
    EXPECT_GE(s.serving.runs, 99);
    // 90 of 99 since GPT-OSS is served as TensorRT-LLM's guide runs it; the
    // misses are named in docs/sizing-calibration.md.
    EXPECT_GE(s.serving.share(), 0.90);
    EXPECT_GE(s.servingHeldOut.share(), 0.90);
    EXPECT_GE(s.servingShortOutput.runs, 69);
    EXPECT_GE(s.servingShortOutput.share(), 0.92);
}

TEST(SizingCalibration, LongPromptServingFiguresAreWithinOneAndAHalf) {
    // The long-prompt rule's 30 figures and the two it found in the table.
    const Summary s = summarise(compareAll());
    EXPECT_GE(s.servingLongPrompt.runs, 32);
    EXPECT_GE(s.servingLongPrompt.share(), 0.90);
}

TEST(SizingCalibration, LongOutputServingFiguresAreWithinOneAndAHalf) {
    const Summary s = summarise(compareAll());
    EXPECT_GE(s.servingLongOutput.runs, 30);
    EXPECT_GE(s.servingLongOutput.share(), 0.86);
}

TEST(SizingCalibration, ReportIsCurrent) {
    QFile doc(accel::test::sourceDir() + QStringLiteral("/docs/sizing-calibration-report.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly)) << "run the update_calibration_report target";
    EXPECT_EQ(QString::fromUtf8(doc.readAll()).toStdString(), reportMarkdown().toStdString())
        << "docs/sizing-calibration-report.md is stale: cmake --build build --target "
           "update_calibration_report";
}
