// accel-advisor estimate: one accelerator, one workload (training or
// serving), text or JSON. Every number is checked against its limit in
// sizing/SizingVocabulary.h and refused, never clamped, when outside it.
#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/EstimateText.h"
#include "app/cli/ExitCode.h"
#include "model/JsonReader.h"
#include "model/cost/CostModel.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/Estimator.h"
#include "model/sizing/PublishedRuns.h"
#include "model/sizing/SizingLimits.h"
#include "model/sizing/SizingPlan.h"
#include "services/InstalledAcceleratorData.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <type_traits>

namespace accel::cli {

namespace {

using sizing::Limit;
namespace limits = sizing::limits;
namespace defaults = sizing::defaults;

const QString kWorkload = QStringLiteral("workload");
const QString kAccelerator = QStringLiteral("accelerator");
const QString kPrecision = QStringLiteral("precision");
const QString kMethod = QStringLiteral("method");
const QString kModel = QStringLiteral("model");
const QString kKvPrecision = QStringLiteral("kv-precision");
const QString kProvider = QStringLiteral("provider");
const QString kPricing = QStringLiteral("pricing");

QString defaultKind() {
    return QString::fromLatin1(defaults::workloadKind);
}

QString defaultMethod() {
    return QString::fromLatin1(defaults::method);
}

QString defaultPrecision() {
    return QString::fromLatin1(defaults::precision);
}

// Names the value, the nearest id when it looks like a typo, and every choice.
QString unknownChoice(const QString& option, const QString& value, const QStringList& ids) {
    const QString nearest = closestId(value, ids);
    const QString hint =
        nearest.isEmpty() ? QString() : Text::tr(" Did you mean '%1'?").arg(nearest);
    return Text::tr("unknown --%1 '%2'.%3 Use one of: %4.")
        .arg(option, value, hint, ids.join(QStringLiteral(", ")));
}

// A failed option: the message, already naming the option and its limits.
struct Invalid {
    QString message;
};

// Reads --name when given: a number within its limit, or an error.
std::optional<double> amount(const QCommandLineParser& parser, const Limit& limit,
                             std::optional<Invalid>& error) {
    const QString name = QString::fromLatin1(limit.name);
    if (error || !parser.isSet(name)) {
        return std::nullopt;
    }
    const QString text = parser.value(name);
    const std::optional<double> v = sizing::parseAmount(text);
    if (!v) {
        error = Invalid{
            Text::tr("--%1 '%2' is not a number; write e.g. 7e9, 70B or 1.4T.").arg(name, text)};
        return std::nullopt;
    }
    const Result<> checked = sizing::checkValue(limit, *v);
    if (!checked) {
        error =
            Invalid{Text::tr("--%1 '%2' is refused: %3").arg(name, text, checked.failure().reason)};
        return std::nullopt;
    }
    return v;
}

Invalid unknownModel(const QString& id) {
    return Invalid{Text::tr("unknown --model '%1'. Known models: %2.")
                       .arg(id, sizing::knownModelIds().join(QStringLiteral(", ")))};
}

std::optional<sizing::ModelShape> shapeOption(const QCommandLineParser& parser, double params,
                                              double active, std::optional<Invalid>& error) {
    if (parser.isSet(kModel)) {
        const sizing::ModelShape* m = sizing::findModel(parser.value(kModel));
        if (!m) {
            error = unknownModel(parser.value(kModel));
            return std::nullopt;
        }
        return *m;
    }
    const auto layers = amount(parser, limits::layers, error);
    const auto hidden = amount(parser, limits::hidden, error);
    const auto kvHeads = amount(parser, limits::kvHeads, error);
    if (error || (!layers && !hidden && !kvHeads)) {
        return std::nullopt;
    }
    if (!layers || !hidden || !kvHeads) {
        error = Invalid{Text::tr("give --layers, --hidden and --kv-heads together (or --model).")};
        return std::nullopt;
    }
    return sizing::ModelShape::custom(params, active, static_cast<int>(*layers),
                                      static_cast<int>(*hidden), static_cast<int>(*kvHeads));
}

void declareNumber(QCommandLineParser& parser, const Limit& limit, const QString& help) {
    parser.addOption({QString::fromLatin1(limit.name), help, Text::tr("N")});
}

// What is run: the kind of work and the model's size.
void declareWorkloadOptions(QCommandLineParser& parser) {
    parser.addOption({kWorkload,
                      Text::tr("Kind of work: %1.")
                          .arg(sizing::choicesHelp(sizing::workloadKindIds(), defaultKind())),
                      Text::tr("kind"), defaultKind()});
    declareNumber(parser, limits::params,
                  Text::tr("Model parameters (total), e.g. 7e9 or 70B; 1M to 100T, whole; "
                           "default: the size of --model."));
    declareNumber(parser, limits::activeParams,
                  Text::tr("Parameters used per token (mixture of experts); default: all."));
    declareNumber(parser, limits::tokens,
                  Text::tr("Training tokens, e.g. 1.4e12 or 2T (pre-training default: 20 per "
                           "parameter; fine-tunes must give it)."));
}

void declareHardwareOptions(QCommandLineParser& parser) {
    parser.addOption({kAccelerator,
                      Text::tr("Accelerator id: %1.")
                          .arg(sizing::AcceleratorData::bundled().ids().join(QStringLiteral(", "))),
                      Text::tr("ID")});
    declareNumber(parser, limits::count,
                  Text::tr("Chips, 1 to 1,000,000. Training: required. Inference: what this many "
                           "chips can serve (default: the chips the load needs)."));
}

// How the model is trained, and the number format both kinds of work use.
void declareTrainingOptions(QCommandLineParser& parser) {
    parser.addOption({kMethod,
                      Text::tr("Training method: %1.")
                          .arg(sizing::choicesHelp(sizing::methodIds(), defaultMethod())),
                      Text::tr("method"), defaultMethod()});
    declareNumber(
        parser, limits::seqLen,
        Text::tr("Training sequence length in tokens (default %1).").arg(defaults::seqLen));
    parser.addOption({kPrecision,
                      Text::tr("Number format: %1.")
                          .arg(sizing::choicesHelp(sizing::precisionIds(), defaultPrecision())),
                      Text::tr("precision"), defaultPrecision()});
}

void declareServingOptions(QCommandLineParser& parser) {
    declareNumber(parser, limits::requestsPerSecond,
                  Text::tr("Inference: requests per second at peak."));
    declareNumber(
        parser, limits::inputTokens,
        Text::tr("Inference: prompt tokens per request (default %1).").arg(defaults::inputTokens));
    declareNumber(
        parser, limits::outputTokens,
        Text::tr("Inference: answer tokens per request (default %1).").arg(defaults::outputTokens));
    declareNumber(parser, limits::ttftMs,
                  Text::tr("Inference: time-to-first-token target in ms (default %1).")
                      .arg(defaults::ttftMs));
    declareNumber(parser, limits::tpotMs,
                  Text::tr("Inference: time-per-output-token target in ms (default %1).")
                      .arg(defaults::tpotMs));
    declareNumber(
        parser, limits::maxBatch,
        Text::tr("Inference: most sequences per replica (default %1).").arg(defaults::maxBatch));
}

// The architecture the KV cache and the activations are sized from.
void declareModelShapeOptions(QCommandLineParser& parser) {
    parser.addOption({kModel,
                      Text::tr("A known architecture for the KV cache and activations, and the "
                               "model size when --params is left out: %1.")
                          .arg(sizing::knownModelIds().join(QStringLiteral(", "))),
                      Text::tr("ID")});
    declareNumber(parser, limits::layers,
                  Text::tr("Your model's layers (with --hidden, --kv-heads)."));
    declareNumber(parser, limits::hidden, Text::tr("Your model's hidden size."));
    declareNumber(parser, limits::kvHeads, Text::tr("Your model's KV heads (head size 128)."));
}

// Where the chips run and how they are paid for; the user's own MFU and price
// stand in for the catalogue's.
void declarePricingOptions(QCommandLineParser& parser) {
    const QString provider = QString::fromLatin1(defaults::provider);
    parser.addOption({kProvider,
                      Text::tr("Where the chips are: %1.")
                          .arg(sizing::choicesHelp(sizing::providerIds(), provider)),
                      Text::tr("provider"), provider});
    const QString mode = QString::fromLatin1(defaults::pricingMode);
    parser.addOption({kPricing,
                      Text::tr("How they are paid for: %1.")
                          .arg(sizing::choicesHelp(sizing::pricingModeIds(), mode)),
                      Text::tr("mode"), mode});
    parser.addOption({QString::fromLatin1(limits::mfu.name),
                      Text::tr("Training: your own MFU, 0 to 1 (default: the calibrated curve)."),
                      Text::tr("share")});
    parser.addOption({QString::fromLatin1(limits::price.name),
                      Text::tr("Your own price in USD per chip-hour (default: the catalogue)."),
                      Text::tr("usd")});
}

// What the estimator otherwise assumes: experts, memory per parameter,
// goodput, parallelism and headroom.
void declareRefinementOptions(QCommandLineParser& parser) {
    declareNumber(parser, limits::experts,
                  Text::tr("Mixture of experts: routed experts (with --experts-per-token)."));
    declareNumber(parser, limits::expertsPerToken,
                  Text::tr("Mixture of experts: experts each token is sent to."));
    declareNumber(parser, limits::stateBytesPerParam,
                  Text::tr("Training: bytes of weights, gradients and optimiser state per "
                           "parameter (default 16 on GPUs, 12 on TPUs; LoRA 2.2)."));
    declareNumber(parser, limits::goodput,
                  Text::tr("Training: share of the run's hours spent training, 0 to 1 "
                           "(default 0.9)."));
    declareNumber(parser, limits::chipsPerReplica,
                  Text::tr("Inference: chips per replica (tensor or expert parallel; default: "
                           "the cheapest that fits)."));
    parser.addOption({kKvPrecision,
                      Text::tr("Inference: KV-cache number format: %1 (default: as the weights, "
                               "at least fp8).")
                          .arg(sizing::precisionIds().join(QStringLiteral(", "))),
                      Text::tr("precision")});
    declareNumber(parser, limits::headroom,
                  Text::tr("Inference: share of a replica's capacity planned for, 0 to 1 "
                           "(default 0.9)."));
}

} // namespace

void declareEstimate(QCommandLineParser& parser) {
    // --help lists the options in the order they are declared.
    declareWorkloadOptions(parser);
    declareHardwareOptions(parser);
    declareTrainingOptions(parser);
    declareServingOptions(parser);
    declareModelShapeOptions(parser);
    declarePricingOptions(parser);
    declareRefinementOptions(parser);
    parser.addOption({kFormat, Text::tr("Output format: text (default) or json."),
                      Text::tr("format"), QStringLiteral("text")});
}

// runEstimate in steps: read what is asked (readRequest), load the data
// (installedData), read what both workloads share against it (readCommon),
// build the workload's input (trainingInput, inferenceInput), run the
// estimator and print (print). Each step checks its options in the order the
// messages have always come in, and the first problem ends the command.
namespace {

// What is asked for, checked before any data is read.
struct Request {
    QString format;
    bool training = true;
};

std::optional<Request> readRequest(const QCommandLineParser& parser,
                                   std::optional<Invalid>& error) {
    Request request{parser.value(kFormat)};
    const QString workload = parser.value(kWorkload);
    if (request.format != QStringLiteral("text") && request.format != QStringLiteral("json")) {
        error = Invalid{Text::tr("unknown --format '%1'; use text or json.").arg(request.format)};
        return std::nullopt;
    }
    if (!sizing::workloadKindIds().contains(workload)) {
        error = Invalid{unknownChoice(kWorkload, workload, sizing::workloadKindIds())};
        return std::nullopt;
    }
    // The first kind of the vocabulary is training (SizingRequest::Kind order).
    request.training = workload == QLatin1String(sizing::vocabulary::workloadKinds.front().id);
    if (parser.positionalArguments().size() > 1) {
        error = Invalid{Text::tr("estimate takes no file arguments; see "
                                 "accel-advisor estimate --help.")};
        return std::nullopt;
    }
    // A known architecture brings its size: --model stands for --params.
    QStringList required{kAccelerator};
    if (!parser.isSet(kModel)) {
        required.prepend(QStringLiteral("params"));
    }
    required << (request.training ? QStringLiteral("count")
                                  : QStringLiteral("requests-per-second"));
    for (const QString& option : required) {
        if (!parser.isSet(option)) {
            error = Invalid{request.training
                                ? Text::tr("estimate needs --%1; for example: accel-advisor "
                                           "estimate --params 7e9 --tokens 1.4e11 --accelerator "
                                           "h100-sxm --count 8")
                                      .arg(option)
                                : Text::tr("estimate --workload inference needs --%1; for "
                                           "example: accel-advisor estimate --workload inference "
                                           "--params 70B --accelerator h100-sxm "
                                           "--requests-per-second 10 --input-tokens 1000 "
                                           "--output-tokens 250")
                                      .arg(option)};
            return std::nullopt;
        }
    }
    return request;
}

// The bundled accelerator data with the user's override file; when that file
// has problems, they are printed and nothing is estimated.
std::optional<services::InstalledAcceleratorData> installedData(Console& console) {
    const services::SizingPaths paths = services::SizingPaths::standard();
    services::InstalledAcceleratorData local = services::loadInstalledAcceleratorData(paths);
    if (local.overrideIssues.isEmpty()) {
        return local;
    }
    for (const InputIssue& issue : local.overrideIssues) {
        console.err(QStringLiteral("accel-advisor: %1: %2: %3\n")
                        .arg(paths.overrideFile, issue.path, issue.message));
    }
    console.err(Text::tr("accel-advisor: fix or remove the override file; "
                         "nothing was estimated.\n"));
    return std::nullopt;
}

// What training and serving both read: the chip, the choices and the model.
struct Common {
    const sizing::AcceleratorSpec* spec = nullptr; // in the catalogue readCommon was given
    sizing::Precision precision = sizing::Precision::Bf16;
    sizing::Method method = sizing::Method::Pretrain;
    QString provider;
    QString mode;
    double params = 0.0;
    std::optional<double> active;
    std::optional<double> count;
    std::optional<double> mfu;
    std::optional<double> price;
    std::optional<double> experts;
    std::optional<double> expertsPerToken;
    std::optional<sizing::ModelShape> shape;
};

// The accelerators of the catalogue with FP4 tensor cores, for the message.
QString fp4Accelerators(const sizing::AcceleratorData& catalogue) {
    QStringList ids;
    for (const sizing::AcceleratorSpec& spec : catalogue.accelerators()) {
        if (spec.peak.fp4) {
            ids << spec.id;
        }
    }
    return ids.join(QStringLiteral(", "));
}

std::optional<Common> readCommon(const QCommandLineParser& parser,
                                 const sizing::AcceleratorData& catalogue,
                                 std::optional<Invalid>& error) {
    Common c;
    c.spec = catalogue.find(parser.value(kAccelerator));
    if (!c.spec) {
        error = Invalid{unknownChoice(kAccelerator, parser.value(kAccelerator), catalogue.ids())};
        return std::nullopt;
    }
    const auto precision = sizing::precisionFromId(parser.value(kPrecision));
    if (!precision) {
        error =
            Invalid{unknownChoice(kPrecision, parser.value(kPrecision), sizing::precisionIds())};
        return std::nullopt;
    }
    c.precision = *precision;
    if (c.precision == sizing::Precision::Fp4 && !c.spec->peak.fp4) {
        error = Invalid{Text::tr("--precision fp4: %1 has no FP4 tensor cores; use fp8 or bf16, "
                                 "or an accelerator with FP4 (%2).")
                            .arg(c.spec->name, fp4Accelerators(catalogue))};
        return std::nullopt;
    }
    c.provider = parser.value(kProvider);
    if (!sizing::providerIds().contains(c.provider)) {
        error = Invalid{unknownChoice(kProvider, c.provider, sizing::providerIds())};
        return std::nullopt;
    }
    c.mode = parser.value(kPricing);
    if (!sizing::pricingModeIds().contains(c.mode)) {
        error = Invalid{unknownChoice(kPricing, c.mode, sizing::pricingModeIds())};
        return std::nullopt;
    }
    const auto method = sizing::methodFromId(parser.value(kMethod));
    if (!method) {
        error = Invalid{unknownChoice(kMethod, parser.value(kMethod), sizing::methodIds())};
        return std::nullopt;
    }
    c.method = *method;

    // --params or --model is required (readRequest); a known architecture
    // gives its own size when --params is left out.
    const auto params = amount(parser, limits::params, error);
    const auto active = amount(parser, limits::activeParams, error);
    c.experts = amount(parser, limits::experts, error);
    c.expertsPerToken = amount(parser, limits::expertsPerToken, error);
    c.count = amount(parser, limits::count, error);
    c.mfu = amount(parser, limits::mfu, error);
    c.price = amount(parser, limits::price, error);
    if (error) {
        return std::nullopt;
    }
    const std::optional<sizing::ModelSize> size =
        sizing::modelSizeOf(params, active, parser.value(kModel));
    if (!size) {
        error = unknownModel(parser.value(kModel));
        return std::nullopt;
    }
    c.params = size->params;
    c.active = size->activeParams;
    if (c.active && *c.active > c.params) {
        error = Invalid{Text::tr("--active-params (%1) cannot exceed --params (%2).")
                            .arg(parser.value(QStringLiteral("active-params")),
                                 parser.value(QStringLiteral("params")))};
        return std::nullopt;
    }
    if (c.experts.has_value() != c.expertsPerToken.has_value() ||
        (c.experts && *c.expertsPerToken > *c.experts)) {
        error = Invalid{Text::tr("give --experts and --experts-per-token together, with no more "
                                 "experts per token than experts.")};
        return std::nullopt;
    }
    c.shape = shapeOption(parser, c.params, c.active.value_or(c.params), error);
    if (error) {
        return std::nullopt;
    }
    return c;
}

// The fields a training and a serving input share, as the options gave them.
template <class Input> Input inputFrom(const Common& c) {
    Input in;
    in.params = c.params;
    in.activeParams = c.active;
    in.precision = c.precision;
    in.provider = c.provider;
    in.mode = c.mode;
    in.shape = c.shape;
    in.usdPerChipHour = c.price;
    in.experts = static_cast<int>(c.experts.value_or(0));
    in.expertsPerToken = static_cast<int>(c.expertsPerToken.value_or(0));
    return in;
}

std::optional<sizing::TrainingInput> trainingInput(const QCommandLineParser& parser,
                                                   const Common& c, std::optional<Invalid>& error) {
    for (const Limit* servingOnly :
         {&limits::requestsPerSecond, &limits::inputTokens, &limits::outputTokens, &limits::ttftMs,
          &limits::tpotMs, &limits::maxBatch, &limits::chipsPerReplica, &limits::headroom}) {
        if (parser.isSet(QString::fromLatin1(servingOnly->name))) {
            error = Invalid{Text::tr("--%1 is for serving; add --workload inference.")
                                .arg(QString::fromLatin1(servingOnly->name))};
            return std::nullopt;
        }
    }
    if (parser.isSet(kKvPrecision)) {
        error =
            Invalid{Text::tr("--%1 is for serving; add --workload inference.").arg(kKvPrecision)};
        return std::nullopt;
    }
    auto in = inputFrom<sizing::TrainingInput>(c);
    in.method = c.method;
    in.mfu = c.mfu;
    // --count is required for training (readRequest) and was read without error.
    in.chips = static_cast<int>(*c.count);
    in.seqLen = amount(parser, limits::seqLen, error).value_or(in.seqLen);
    in.stateBytesPerParam = amount(parser, limits::stateBytesPerParam, error);
    in.goodput = amount(parser, limits::goodput, error);
    const auto tokens = amount(parser, limits::tokens, error);
    if (!error && !tokens && c.method != sizing::Method::Pretrain) {
        error = Invalid{Text::tr("--method %1 needs --tokens: a fine-tune has no "
                                 "compute-optimal default.")
                            .arg(sizing::methodId(c.method))};
    }
    if (error) {
        return std::nullopt;
    }
    in.tokens = tokens.value_or(sizing::defaultTrainingTokens(in.params, in.method));
    return in;
}

std::optional<sizing::InferenceInput>
inferenceInput(const QCommandLineParser& parser, const Common& c, std::optional<Invalid>& error) {
    for (const Limit* trainingOnly : {&limits::tokens, &limits::seqLen, &limits::mfu,
                                      &limits::stateBytesPerParam, &limits::goodput}) {
        if (parser.isSet(QString::fromLatin1(trainingOnly->name))) {
            error = Invalid{Text::tr("--%1 is for training; --workload inference does not use it.")
                                .arg(QString::fromLatin1(trainingOnly->name))};
            return std::nullopt;
        }
    }
    auto in = inputFrom<sizing::InferenceInput>(c);
    in.chips = c.count ? static_cast<int>(*c.count) : 0;
    // Required (readRequest), but it may still be malformed or out of range:
    // read the value only once it is known to be there.
    const auto requestsPerSecond = amount(parser, limits::requestsPerSecond, error);
    if (!requestsPerSecond) {
        return std::nullopt;
    }
    in.requestsPerSecond = *requestsPerSecond;
    in.inputTokens = amount(parser, limits::inputTokens, error).value_or(in.inputTokens);
    in.outputTokens = amount(parser, limits::outputTokens, error).value_or(in.outputTokens);
    in.ttftMs = amount(parser, limits::ttftMs, error).value_or(in.ttftMs);
    in.tpotMs = amount(parser, limits::tpotMs, error).value_or(in.tpotMs);
    in.maxBatch = static_cast<int>(amount(parser, limits::maxBatch, error).value_or(in.maxBatch));
    in.chipsPerReplica =
        static_cast<int>(amount(parser, limits::chipsPerReplica, error).value_or(0));
    in.headroom = amount(parser, limits::headroom, error);
    if (!error && parser.isSet(kKvPrecision)) {
        in.kvPrecision = sizing::precisionFromId(parser.value(kKvPrecision));
        if (!in.kvPrecision) {
            error = Invalid{
                unknownChoice(kKvPrecision, parser.value(kKvPrecision), sizing::precisionIds())};
        }
    }
    if (error) {
        return std::nullopt;
    }
    return in;
}

// The estimate as JSON or text, with whether the chip is sold where asked.
int print(Console& console, const Request& request, const Common& c, QJsonObject json,
          const QString& text) {
    const bool sold = c.spec->availability.contains(c.provider);
    json.insert(QStringLiteral("available"), sold);
    if (!sold) {
        json.insert(
            QStringLiteral("unavailable_reason"),
            Text::tr("%1 is not sold on %2.").arg(c.spec->name, sizing::providerName(c.provider)));
    }
    console.out(
        request.format == QStringLiteral("json")
            ? QString(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) +
                      QLatin1Char('\n'))
            : text + (sold ? QString()
                           : Text::tr("Note: %1 is not sold on %2.\n")
                                 .arg(c.spec->name, sizing::providerName(c.provider))));
    return Success;
}

// What running on this chip costs in code (AMD: ROCm, not CUDA), first.
void addPortingCaveat(const sizing::AcceleratorSpec& spec, QStringList& notes) {
    if (const QString caveat = sizing::portingCaveat(spec, nullptr); !caveat.isEmpty()) {
        notes.prepend(caveat);
    }
}

// The published runs most like this estimate.
template <class Input>
std::vector<sizing::RunComparison>
referencesFor(const sizing::Estimator& estimator, const sizing::AcceleratorData& catalogue,
              const Common& c, const Input& in, int chips, bool training) {
    sizing::ReferenceQuery query{c.spec->id, in.params, in.active(), chips, training, c.method};
    if constexpr (std::is_same_v<Input, sizing::InferenceInput>) {
        query.inputTokens = in.inputTokens;
        query.outputTokens = in.outputTokens;
    }
    return sizing::nearestRuns(estimator, catalogue, sizing::PublishedRuns::bundled(), query);
}

} // namespace

int runEstimate(const QCommandLineParser& parser, Console& console) {
    std::optional<Invalid> error;
    const auto fail = [&console, &error] {
        console.error(error->message);
        return InvalidInput;
    };
    const std::optional<Request> request = readRequest(parser, error);
    if (!request) {
        return fail();
    }
    const std::optional<services::InstalledAcceleratorData> local = installedData(console);
    if (!local) {
        return InvalidInput;
    }
    const sizing::AcceleratorData& catalogue = local->catalogue;
    const std::optional<Common> common = readCommon(parser, catalogue, error);
    if (!common) {
        return fail();
    }
    const sizing::Estimator estimator(catalogue, cost::ownedPrices(cost::CostData::bundled()));
    if (request->training) {
        const std::optional<sizing::TrainingInput> in = trainingInput(parser, *common, error);
        if (!in) {
            return fail();
        }
        sizing::TrainingEstimate e = estimator.training(*common->spec, *in);
        addPortingCaveat(*common->spec, e.notes);
        const auto references = referencesFor(estimator, catalogue, *common, *in, e.chips, true);
        QJsonObject json = sizing::trainingEstimateToJson(catalogue, *common->spec, *in, e);
        json.insert(QStringLiteral("reference_runs"),
                    sizing::referenceRunsToJson(catalogue, references));
        return print(console, *request, *common, json,
                     trainingText(catalogue, *common->spec, *in, e) +
                         referenceRunsText(catalogue, references));
    }
    const std::optional<sizing::InferenceInput> in = inferenceInput(parser, *common, error);
    if (!in) {
        return fail();
    }
    sizing::InferenceEstimate e = estimator.inference(*common->spec, *in);
    addPortingCaveat(*common->spec, e.notes);
    const auto references =
        referencesFor(estimator, catalogue, *common, *in, std::max(1, e.totalChips), false);
    QJsonObject json = sizing::inferenceEstimateToJson(catalogue, *common->spec, *in, e);
    json.insert(QStringLiteral("reference_runs"),
                sizing::referenceRunsToJson(catalogue, references));
    return print(console, *request, *common, json,
                 inferenceText(catalogue, *common->spec, *in, e) +
                     referenceRunsText(catalogue, references));
}

} // namespace accel::cli
