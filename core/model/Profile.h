#pragma once

#include "model/Answers.h"
#include "model/CostSettings.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace accel {

class QuestionCatalogue;

// Optional description of the work, used by sizing.
struct Workload {
    std::optional<double> params; // model parameters
    std::optional<double> tokens; // training tokens
    QString precision;            // "bf16" or "fp8"; empty when not given
    // Sizing step (all optional; older profiles simply lack them).
    QString kind;     // "training" or "inference"; empty = training
    QString provider; // gcp, aws, azure, on_prem, other
    QString pricing;  // on_demand, commit_1yr, commit_3yr, spot, capacity_block
    std::optional<double> deadlineDays;
    std::optional<double> requestsPerSecond;
    std::optional<double> inputTokens;  // per request
    std::optional<double> outputTokens; // per request
    // Sizing v2 (all optional).
    std::optional<double> activeParams; // mixture of experts: parameters used per token
    QString method;                     // pretrain, full_finetune, lora; empty = pretrain
    std::optional<double> seqLen;       // training sequence length
    std::optional<double> ttftMs;       // serving targets
    std::optional<double> tpotMs;
    std::optional<double> chips;  // serving: what this many chips can serve
    QString model;                // a known architecture id (ModelShape.h)
    std::optional<double> layers; // or the user's own shape
    std::optional<double> hidden;
    std::optional<double> kvHeads;
    // Sizing v3 (all optional).
    std::optional<double> experts; // mixture of experts: routed experts
    std::optional<double> expertsPerToken;
    std::optional<double> stateBytesPerParam; // training state per parameter
    std::optional<double> goodput;            // training, 0..1
    std::optional<double> chipsPerReplica;    // serving
    QString kvPrecision;                      // serving: bf16, fp8, fp4; empty = as the weights
    std::optional<double> headroom;           // serving, 0..1
    QMap<QString, double> mfuOverrides;       // accelerator id -> MFU the user set
    QMap<QString, double> priceOverrides;     // accelerator id -> USD per chip-hour the user set

    friend bool operator==(const Workload&, const Workload&) = default;
};

// A saved project: what the user answered, in catalogue ids (so a profile
// stays meaningful when the catalogue's order changes).
struct Profile {
    static constexpr int kFormatVersion = 2;

    QString name;
    QString notes;
    QMap<QString, QString> answers; // question id -> option id; absent = unanswered
    QMap<QString, double> weights;  // question id -> importance override
    std::optional<Workload> workload;
    // "cost": the horizon, usage and ownership figures of the whole bill
    // (cost/CostSettings.h). Optional; older profiles lack it.
    std::optional<CostSettings> cost;
    // "saved_result": the verdict and key figures as they were when the
    // profile was saved, to tell what changed since (report/SavedResultCodec.h
    // reads it). Optional; empty when absent.
    QJsonObject savedResult;

    friend bool operator==(const Profile&, const Profile&) = default;
};

// Profiles are validated on load, so ids are known; anything unknown is ignored here.
AnswerSet answerSetFor(const QuestionCatalogue& catalogue, const Profile& profile);
WeightSet weightSetFor(const QuestionCatalogue& catalogue, const Profile& profile);

// The reverse, for the wizard: writes canonical ids back into the profile.
void storeAnswers(const QuestionCatalogue& catalogue, const AnswerSet& answers, Profile& profile);

} // namespace accel
