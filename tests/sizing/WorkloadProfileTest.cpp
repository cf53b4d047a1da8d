// The workload fields the sizing step adds to profiles (tests for ProfileCodec
// live here so that the foundation's test file stays as it was).
#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"
#include "model/sizing/ModelShape.h"
#include "model/sizing/SizingPlan.h"

#include <gtest/gtest.h>

using namespace accel;

namespace {

Result<ProfileRead> parse(const QByteArray& workload) {
    return ProfileCodec(QuestionCatalogue::builtIn())
        .parse(
            R"({"format":"accel-advisor-profile","version":1,"name":"w","answers":{},"workload":)" +
            workload + "}");
}

} // namespace

TEST(WorkloadProfile, OldWorkloadStillLoads) {
    const Result<ProfileRead> p = parse(R"({"params":7e9,"tokens":1.4e12,"precision":"bf16"})");
    ASSERT_TRUE(p.ok());
    EXPECT_TRUE(p->profile.workload->provider.isEmpty());
    const sizing::SizingRequest r = sizing::sizingRequestFor(*p->profile.workload);
    EXPECT_EQ(r.provider, QStringLiteral("gcp"));
    EXPECT_DOUBLE_EQ(r.tokensToUse(), 1.4e12);
}

TEST(WorkloadProfile, SizingFieldsRoundTrip) {
    const Result<ProfileRead> p = parse(R"({"params":7e10,"tokens":1.4e12,"precision":"fp8",
        "kind":"inference","provider":"aws","pricing":"capacity_block","deadline_days":30,
        "requests_per_second":12.5,"input_tokens":2000,"output_tokens":300,
        "mfu_overrides":{"h100-sxm":0.5},"price_overrides":{"h200":3.25}})");
    ASSERT_TRUE(p.ok()) << p.failure().issues.value(0).path.toStdString() << " "
                        << p.failure().issues.value(0).message.toStdString();
    const Workload& w = *p->profile.workload;
    EXPECT_EQ(w.kind, QStringLiteral("inference"));
    EXPECT_EQ(w.pricing, QStringLiteral("capacity_block"));
    EXPECT_DOUBLE_EQ(*w.deadlineDays, 30.0);
    EXPECT_DOUBLE_EQ(w.priceOverrides.value(QStringLiteral("h200")), 3.25);
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> again = codec.parse(codec.serialize(p->profile));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->profile, p->profile);
}

TEST(WorkloadProfile, BadSizingFieldsAreRejectedWithPaths) {
    const Result<ProfileRead> p = parse(R"({"provider":"ibm","pricing":"forever","deadline_days":-1,
        "requests_per_second":"many","mfu_overrides":{"H100!":0.5,"h100-sxm":7}})");
    ASSERT_FALSE(p.ok());
    QStringList paths;
    for (const InputIssue& i : p.failure().issues) {
        paths << i.path;
    }
    for (const char* path :
         {"$.workload.provider", "$.workload.pricing", "$.workload.deadline_days",
          "$.workload.requests_per_second", "$.workload.mfu_overrides[\"H100!\"]",
          "$.workload.mfu_overrides[\"h100-sxm\"]"}) {
        EXPECT_TRUE(paths.contains(QLatin1String(path)))
            << path << " in " << paths.join(QLatin1Char(' ')).toStdString();
    }
}

TEST(WorkloadProfile, RequestStoresBackIntoTheWorkload) {
    sizing::SizingRequest r;
    r.params = 7e9;
    r.tokens = 2e12;
    r.provider = QStringLiteral("azure");
    r.deadlineHours = 48.0;
    Workload w;
    sizing::storeRequest(r, w);
    EXPECT_EQ(w.provider, QStringLiteral("azure"));
    EXPECT_DOUBLE_EQ(*w.deadlineDays, 2.0);
    const sizing::SizingRequest back = sizing::sizingRequestFor(w);
    EXPECT_DOUBLE_EQ(back.tokensToUse(), 2e12);
    EXPECT_DOUBLE_EQ(back.deadlineHours, 48.0);
}

TEST(WorkloadProfile, SizingV2FieldsRoundTripAndReachTheRequest) {
    const Result<ProfileRead> p = parse(R"({"params":671e9,"active_params":37e9,"tokens":14.8e12,
        "method":"lora","seq_len":8192,"kind":"inference","requests_per_second":5,
        "input_tokens":2000,"output_tokens":500,"ttft_ms":800,"tpot_ms":30,"count":16,
        "model":"deepseek-v3","layers":61,"hidden":7168,"kv_heads":8})");
    ASSERT_TRUE(p.ok()) << p.failure().issues.value(0).path.toStdString() << " "
                        << p.failure().issues.value(0).message.toStdString();
    const Workload& w = *p->profile.workload;
    EXPECT_DOUBLE_EQ(*w.activeParams, 37e9);
    EXPECT_EQ(w.method, QStringLiteral("lora"));
    const sizing::SizingRequest r = sizing::sizingRequestFor(w);
    EXPECT_EQ(r.kind, sizing::SizingRequest::Kind::Inference);
    EXPECT_DOUBLE_EQ(*r.activeParams, 37e9);
    EXPECT_EQ(r.method, sizing::Method::Lora);
    EXPECT_DOUBLE_EQ(r.seqLen, 8192);
    EXPECT_DOUBLE_EQ(r.ttftMs, 800);
    EXPECT_DOUBLE_EQ(r.tpotMs, 30);
    EXPECT_EQ(r.chips, 16);
    ASSERT_TRUE(r.shape.has_value()); // the user's own shape wins over the named model
    EXPECT_EQ(r.shape->layers, 61);
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> again = codec.parse(codec.serialize(p->profile));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->profile, p->profile);
}

TEST(WorkloadProfile, BadSizingV2FieldsAreRejectedWithPaths) {
    const Result<ProfileRead> p = parse(R"({"params":7e9,"active_params":8e9,"method":"qlora",
        "seq_len":0,"ttft_ms":-5,"tpot_ms":"fast","count":2e6,"model":"gpt-9"})");
    ASSERT_FALSE(p.ok());
    QStringList paths;
    for (const InputIssue& i : p.failure().issues) {
        paths << i.path;
    }
    for (const char* path :
         {"$.workload.active_params", "$.workload.method", "$.workload.seq_len",
          "$.workload.ttft_ms", "$.workload.tpot_ms", "$.workload.count", "$.workload.model"}) {
        EXPECT_TRUE(paths.contains(QLatin1String(path)))
            << path << " in " << paths.join(QLatin1Char(' ')).toStdString();
    }
}

// A hand-written profile may name the architecture and nothing else: it is
// sized as that model (Step 7 showed "7 B parameters" beside GPT-OSS 120B).
TEST(WorkloadProfile, AKnownArchitectureWithoutASizeBringsItsOwn) {
    const Result<ProfileRead> p = parse(R"({"kind":"inference","model":"gpt-oss-120b"})");
    ASSERT_TRUE(p.ok());
    const sizing::ModelShape* gptOss = sizing::findModel(QStringLiteral("gpt-oss-120b"));
    ASSERT_NE(gptOss, nullptr);
    const sizing::SizingRequest r = sizing::sizingRequestFor(*p->profile.workload);
    EXPECT_DOUBLE_EQ(r.params, gptOss->params);
    ASSERT_TRUE(r.activeParams.has_value());
    EXPECT_DOUBLE_EQ(*r.activeParams, gptOss->activeParams);

    const Result<ProfileRead> typed =
        parse(R"({"kind":"inference","model":"gpt-oss-120b","params":2e10})");
    ASSERT_TRUE(typed.ok());
    EXPECT_DOUBLE_EQ(sizing::sizingRequestFor(*typed->profile.workload).params, 2e10);
}
