// The one table of sizing words: its ids line up with the enums, every entry
// point reads its defaults, and the accelerator data uses only its ids.
#include "model/sizing/SizingVocabulary.h"

#include "BundledAcceleratorData.h"
#include "model/QuestionCatalogue.h"
#include "model/sizing/Estimator.h"
#include "model/sizing/SizingLimits.h"
#include "model/sizing/SizingPlan.h"

#include <QSet>

#include <gtest/gtest.h>

using namespace accel::sizing;
using accel::sizing::test::cat;

namespace {

template <typename Terms> void expectUniqueNamedIds(const Terms& terms) {
    QSet<QString> seen;
    for (const auto& t : terms) {
        const QString id = QString::fromLatin1(t.id);
        EXPECT_FALSE(id.isEmpty());
        EXPECT_FALSE(QString::fromLatin1(t.name).isEmpty()) << id.toStdString();
        EXPECT_FALSE(seen.contains(id)) << "duplicate id " << id.toStdString();
        seen.insert(id);
    }
}

} // namespace

TEST(SizingVocabulary, EveryTableHasUniqueNamedIds) {
    expectUniqueNamedIds(vocabulary::providers);
    expectUniqueNamedIds(vocabulary::pricingModes);
    expectUniqueNamedIds(vocabulary::precisions);
    expectUniqueNamedIds(vocabulary::workloadKinds);
    expectUniqueNamedIds(vocabulary::methods);
}

TEST(SizingVocabulary, EnumsFollowTheTableOrder) {
    for (Precision p : {Precision::Bf16, Precision::Fp8}) {
        EXPECT_EQ(precisionFromId(precisionId(p)), p);
    }
    EXPECT_EQ(precisionId(Precision::Fp8), QStringLiteral("fp8"));
    for (Method m : {Method::Pretrain, Method::FullFinetune, Method::Lora}) {
        EXPECT_EQ(methodFromId(methodId(m)), m);
    }
    EXPECT_EQ(methodId(Method::Lora), QStringLiteral("lora"));
    EXPECT_FALSE(methodFromId(QStringLiteral("LoRA")).has_value());
    EXPECT_FALSE(precisionFromId(QString()).has_value());
}

TEST(SizingVocabulary, DefaultsAreTableIdsAndWithinTheirLimits) {
    EXPECT_TRUE(providerIds().contains(QString::fromLatin1(defaults::provider)));
    EXPECT_TRUE(pricingModeIds().contains(QString::fromLatin1(defaults::pricingMode)));
    EXPECT_TRUE(workloadKindIds().contains(QString::fromLatin1(defaults::workloadKind)));
    EXPECT_TRUE(methodIds().contains(QString::fromLatin1(defaults::method)));
    EXPECT_TRUE(precisionIds().contains(QString::fromLatin1(defaults::precision)));
    EXPECT_TRUE(checkValue(limits::params, defaults::params).ok());
    EXPECT_TRUE(checkValue(limits::seqLen, defaults::seqLen).ok());
    EXPECT_TRUE(checkValue(limits::requestsPerSecond, defaults::requestsPerSecond).ok());
    EXPECT_TRUE(checkValue(limits::inputTokens, defaults::inputTokens).ok());
    EXPECT_TRUE(checkValue(limits::outputTokens, defaults::outputTokens).ok());
    EXPECT_TRUE(checkValue(limits::ttftMs, defaults::ttftMs).ok());
    EXPECT_TRUE(checkValue(limits::tpotMs, defaults::tpotMs).ok());
    EXPECT_TRUE(checkValue(limits::maxBatch, defaults::maxBatch).ok());
    EXPECT_TRUE(checkValue(limits::deadlineDays, defaults::deadlineDays).ok());
    // The default token budget is the sourced compute-optimal ratio of the data.
    EXPECT_DOUBLE_EQ(defaults::tokensPerParam, cat().assumptions().tokensPerParamOptimal);
}

TEST(SizingVocabulary, EveryEntryPointStartsFromTheSameDefaults) {
    const SizingRequest request;
    const TrainingInput training;
    const InferenceInput serving;
    EXPECT_EQ(request.provider, training.provider);
    EXPECT_EQ(request.provider, serving.provider);
    EXPECT_EQ(request.mode, training.mode);
    EXPECT_EQ(request.mode, serving.mode);
    EXPECT_EQ(request.seqLen, training.seqLen);
    EXPECT_EQ(request.inputTokens, serving.inputTokens);
    EXPECT_EQ(request.outputTokens, serving.outputTokens);
    EXPECT_EQ(request.ttftMs, serving.ttftMs);
    EXPECT_EQ(request.tpotMs, serving.tpotMs);
    EXPECT_EQ(precisionId(request.precision), QString::fromLatin1(defaults::precision));
    EXPECT_EQ(methodId(request.method), QString::fromLatin1(defaults::method));
    // No tokens given: they follow the model size, as on the command line.
    EXPECT_FALSE(request.tokens.has_value());
    EXPECT_EQ(request.tokensToUse(), request.params * defaults::tokensPerParam);
    EXPECT_EQ(request.tokensToUse(), defaultTrainingTokens(request.params, request.method));
}

TEST(SizingVocabulary, AcceleratorDataUsesOnlyTableIds) {
    const QStringList frameworks = [] {
        const auto& questions = accel::QuestionCatalogue::builtIn();
        const int q = questions.questionIndex(QString::fromLatin1(vocabulary::frameworkQuestion));
        QStringList ids;
        for (const auto& o : questions.question(q).options) {
            ids << o.id;
        }
        return ids;
    }();
    ASSERT_FALSE(frameworks.isEmpty());
    for (const AcceleratorSpec& spec : cat().accelerators()) {
        for (const QString& p : spec.availability) {
            EXPECT_TRUE(providerIds().contains(p))
                << spec.id.toStdString() << " " << p.toStdString();
        }
        for (const QString& f : spec.frameworks) {
            EXPECT_TRUE(frameworks.contains(f)) << spec.id.toStdString() << " " << f.toStdString();
        }
        for (const PricePoint& price : spec.prices) {
            EXPECT_TRUE(providerIds().contains(price.provider)) << spec.id.toStdString();
            EXPECT_TRUE(pricingModeIds().contains(price.mode)) << spec.id.toStdString();
        }
    }
}

TEST(SizingVocabulary, ProvidersWithoutAPriceListAskForTheUsersPrice) {
    const AcceleratorSpec& h100 = accel::sizing::test::spec("h100-sxm");
    ASSERT_TRUE(h100.availability.contains(QStringLiteral("on_prem")));
    EXPECT_FALSE(findProvider(u"on_prem")->publishesPrices);
    EXPECT_TRUE(findProvider(u"azure")->publishesPrices);
    EXPECT_TRUE(cat()
                    .noPriceReason(h100, QStringLiteral("on_prem"), QStringLiteral("on_demand"))
                    .contains(QStringLiteral("enter what you pay")));
    EXPECT_EQ(findProvider(u"oracle"), nullptr);
}

TEST(SizingVocabulary, BillingUsageTypesMapToModes) {
    EXPECT_EQ(pricingModeForUsageType(QStringLiteral("OnDemand")), QStringLiteral("on_demand"));
    EXPECT_EQ(pricingModeForUsageType(QStringLiteral("Preemptible")), QStringLiteral("spot"));
    EXPECT_EQ(pricingModeForUsageType(QStringLiteral("Commit3Yr")), QStringLiteral("commit_3yr"));
    EXPECT_EQ(pricingModeForUsageType(QStringLiteral("Reserved")), QString());
}

TEST(SizingVocabulary, NamesAndHelpText) {
    EXPECT_EQ(providerName(QStringLiteral("gcp")), QStringLiteral("Google Cloud"));
    EXPECT_EQ(pricingModeName(QStringLiteral("commit_1yr")), QStringLiteral("1-year commitment"));
    EXPECT_EQ(methodName(QStringLiteral("lora")), QStringLiteral("LoRA fine-tune"));
    EXPECT_EQ(methodPhrase(Method::Pretrain), QStringLiteral("pre-training"));
    EXPECT_EQ(providerName(QStringLiteral("oracle")), QStringLiteral("oracle"));
    EXPECT_EQ(choicesHelp(providerIds(), QStringLiteral("gcp")),
              QStringLiteral("gcp (default), aws, azure, on_prem or other"));
    EXPECT_EQ(choicesHelp({QStringLiteral("a")}, QStringLiteral("a")),
              QStringLiteral("a (default)"));
}
