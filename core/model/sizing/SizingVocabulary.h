#pragma once

// The words of sizing, in one declarative table: the ids a profile, the
// command line, the accelerator data and the live price reader use, their
// display names, the limits every input is checked against and the defaults
// every entry point starts from. Adding a provider is one line in
// `providers` (plus its prices in resources/accelerators.json and the
// translations of its name); everything else reads this file.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <span>

namespace accel::sizing {

// A stable id and its display name (translated in the context
// "SizingVocabulary"). The ids are contract: profiles and scripts store them.
struct Term {
    const char* id;
    const char* name;
};

struct ProviderTerm {
    const char* id;
    const char* name;
    // A cloud with a published price list; without one (on premises, another
    // provider) the user enters what they pay.
    bool publishesPrices;
};

struct PricingModeTerm {
    const char* id;
    const char* name;   // as a list entry: "On demand"
    const char* phrase; // inside a sentence: "on demand"
    // The Cloud Billing Catalog API's "usageType" for this mode, or nullptr.
    const char* billingUsageType;
};

struct MethodTerm {
    const char* id;
    const char* name;   // as a list entry: "Pre-training"
    const char* phrase; // inside a sentence: "pre-training"
};

namespace vocabulary {

inline constexpr std::array providers{
    ProviderTerm{"gcp", QT_TRANSLATE_NOOP("SizingVocabulary", "Google Cloud"), true},
    ProviderTerm{"aws", QT_TRANSLATE_NOOP("SizingVocabulary", "AWS"), true},
    ProviderTerm{"azure", QT_TRANSLATE_NOOP("SizingVocabulary", "Azure"), true},
    ProviderTerm{"on_prem", QT_TRANSLATE_NOOP("SizingVocabulary", "On premises"), false},
    ProviderTerm{"other", QT_TRANSLATE_NOOP("SizingVocabulary", "Other provider"), false},
};

inline constexpr std::array pricingModes{
    PricingModeTerm{"on_demand", QT_TRANSLATE_NOOP("SizingVocabulary", "On demand"),
                    QT_TRANSLATE_NOOP("SizingVocabulary", "on demand"), "OnDemand"},
    PricingModeTerm{"commit_1yr", QT_TRANSLATE_NOOP("SizingVocabulary", "1-year commitment"),
                    QT_TRANSLATE_NOOP("SizingVocabulary", "with a 1-year commitment"), "Commit1Yr"},
    PricingModeTerm{"commit_3yr", QT_TRANSLATE_NOOP("SizingVocabulary", "3-year commitment"),
                    QT_TRANSLATE_NOOP("SizingVocabulary", "with a 3-year commitment"), "Commit3Yr"},
    PricingModeTerm{"spot", QT_TRANSLATE_NOOP("SizingVocabulary", "Spot / preemptible"),
                    QT_TRANSLATE_NOOP("SizingVocabulary", "spot / preemptible"), "Preemptible"},
    PricingModeTerm{"capacity_block", QT_TRANSLATE_NOOP("SizingVocabulary", "Capacity block"),
                    QT_TRANSLATE_NOOP("SizingVocabulary", "in a capacity block"), nullptr},
};

// In the order of the Precision enum (Estimator.h).
inline constexpr std::array precisions{
    Term{"bf16", QT_TRANSLATE_NOOP("SizingVocabulary", "BF16")},
    Term{"fp8", QT_TRANSLATE_NOOP("SizingVocabulary", "FP8")},
    Term{"fp4", QT_TRANSLATE_NOOP("SizingVocabulary", "FP4")},
};

// In the order of SizingRequest::Kind (SizingPlan.h).
inline constexpr std::array workloadKinds{
    Term{"training", QT_TRANSLATE_NOOP("SizingVocabulary", "Training")},
    Term{"inference", QT_TRANSLATE_NOOP("SizingVocabulary", "Inference (serving)")},
};

// In the order of the Method enum (Estimator.h).
inline constexpr std::array methods{
    MethodTerm{"pretrain", QT_TRANSLATE_NOOP("SizingVocabulary", "Pre-training"),
               QT_TRANSLATE_NOOP("SizingVocabulary", "pre-training")},
    MethodTerm{"full_finetune", QT_TRANSLATE_NOOP("SizingVocabulary", "Full fine-tune"),
               QT_TRANSLATE_NOOP("SizingVocabulary", "full fine-tune")},
    MethodTerm{"lora", QT_TRANSLATE_NOOP("SizingVocabulary", "LoRA fine-tune"),
               QT_TRANSLATE_NOOP("SizingVocabulary", "LoRA fine-tune")},
};

// The question of the catalogue whose option ids an accelerator's
// "frameworks" list uses, so that the two cannot drift apart.
inline constexpr const char* frameworkQuestion = "framework";
// The questions whose answers suggest Step 7's kind of work and provider.
inline constexpr const char* workloadQuestion = "workload";
inline constexpr const char* hostingQuestion = "hosting";

} // namespace vocabulary

// The range every sizing input is accepted in: the command line, the profile
// loader, the accelerator data and the sizing step all check against these,
// and every message names the input and its limits. Nothing outside a range
// is clamped: it is refused.
struct Limit {
    const char* name; // option / field name, e.g. "params"
    double min;
    double max;
    bool whole; // must be a whole number
};

namespace limits {
inline constexpr Limit params{"params", 1e6, 1e14, true};
inline constexpr Limit activeParams{"active-params", 1e6, 1e14, true};
inline constexpr Limit tokens{"tokens", 1e3, 1e17, true};
inline constexpr Limit count{"count", 1, 1e6, true};
inline constexpr Limit seqLen{"seq-len", 16, 1e7, true};
inline constexpr Limit requestsPerSecond{"requests-per-second", 0.001, 1e7, false};
inline constexpr Limit inputTokens{"input-tokens", 1, 1e7, true};
inline constexpr Limit outputTokens{"output-tokens", 1, 1e7, true};
inline constexpr Limit ttftMs{"ttft-ms", 1, 600000, false};
inline constexpr Limit tpotMs{"tpot-ms", 0.1, 60000, false};
inline constexpr Limit maxBatch{"max-batch", 1, 1e6, true};
inline constexpr Limit layers{"layers", 1, 1000, true};
inline constexpr Limit hidden{"hidden", 64, 1e6, true};
inline constexpr Limit kvHeads{"kv-heads", 1, 1024, true};
inline constexpr Limit mfu{"mfu", 0.001, 1, false};
inline constexpr Limit price{"price", 0.001, 1000, false};
inline constexpr Limit deadlineDays{"deadline-days", 0.001, 36500, false};
inline constexpr Limit chipsPerReplica{"chips-per-replica", 1, 4096, true};
inline constexpr Limit stateBytesPerParam{"state-bytes-per-param", 1, 64, false};
inline constexpr Limit goodput{"goodput", 0.05, 1, false};
inline constexpr Limit experts{"experts", 2, 4096, true};
inline constexpr Limit expertsPerToken{"experts-per-token", 1, 64, true};
inline constexpr Limit headroom{"headroom", 0.05, 1, false};
} // namespace limits

// What every entry point (the command line, a profile that leaves a field
// out, the sizing step, the estimators) assumes when the user says nothing.
namespace defaults {
inline constexpr const char* provider = "gcp";
inline constexpr const char* pricingMode = "on_demand";
inline constexpr const char* workloadKind = "training";
inline constexpr const char* method = "pretrain";
inline constexpr const char* precision = "bf16";
inline constexpr double params = 7e9;
// Compute-optimal pre-training (Chinchilla): tokens per parameter.
inline constexpr double tokensPerParam = 20.0;
inline constexpr double seqLen = 4096.0;
inline constexpr double requestsPerSecond = 10.0;
inline constexpr double inputTokens = 1000.0;
inline constexpr double outputTokens = 250.0;
inline constexpr double ttftMs = 2000.0;
inline constexpr double tpotMs = 50.0;
inline constexpr int maxBatch = 1024;
// The deadline the sizing step proposes, and the one the summary plans for
// when a profile gives none.
inline constexpr double deadlineDays = 30.0;
} // namespace defaults

// The translation context of the table's names, as lupdate sees it.
struct SizingVocabularyText {
    Q_DECLARE_TR_FUNCTIONS(SizingVocabulary)
};

QStringList providerIds();
QStringList pricingModeIds();
QStringList precisionIds();
QStringList workloadKindIds();
QStringList methodIds();

const ProviderTerm* findProvider(QStringView id);
const PricingModeTerm* findPricingMode(QStringView id);

// Translated display names; an unknown id is shown as it is.
QString providerName(const QString& id);
QString pricingModeName(const QString& id);
// The pricing mode inside a sentence ("$11.28 per chip-hour, Google Cloud,
// on demand"), never capitalised mid-sentence.
QString pricingModeInSentence(const QString& id);
QString precisionName(const QString& id);
QString workloadKindName(const QString& id);
QString methodName(const QString& id);

// The pricing mode of a Cloud Billing "usageType"; empty when none.
QString pricingModeForUsageType(const QString& usageType);

// "gcp (default), aws, azure, on_prem or other": the ids of a list for a
// command line's help, with the default marked.
QString choicesHelp(const QStringList& ids, const QString& defaultId);

} // namespace accel::sizing
