#pragma once

#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ReportDocument.h"

#include <gtest/gtest.h>

// The example profiles evaluated once, as every report view reads them.
namespace accel::test {

struct Example {
    Profile profile;
    Evaluation evaluation;
};

inline QString examplePath(const char* file) {
    return examplesDir() + QLatin1Char('/') + QLatin1String(file);
}

inline Example loadExample(const char* file) {
    const QuestionCatalogue& catalogue = QuestionCatalogue::builtIn();
    const Result<io::LoadedProfile> load = io::loadProfileFile(examplePath(file), catalogue);
    EXPECT_TRUE(load.ok()) << file;
    Example example;
    example.profile = (load ? load->read.profile : Profile{});
    example.evaluation = Engine(catalogue).evaluate(answerSetFor(catalogue, example.profile),
                                                    weightSetFor(catalogue, example.profile));
    return example;
}

// The first block of `kind` in the report's section `section`, or nullptr.
inline const report::Block* firstBlock(const report::ReportDocument& doc, QStringView section,
                                       report::Block::Kind kind) {
    const report::Section* s = doc.section(section);
    if (s == nullptr) {
        return nullptr;
    }
    for (const report::Block& b : s->blocks) {
        if (b.kind == kind) {
            return &b;
        }
    }
    return nullptr;
}

inline constexpr const char* kFullHybrid = "jax-scale-up-gcp.accel.json";
inline constexpr const char* kBlockedGpu = "pytorch-research-onprem.accel.json";
inline constexpr const char* kFullTpu = "tf-transformer-gcp-production.accel.json";
inline constexpr const char* kPartly = "partly-answered.accel.json";

} // namespace accel::test
