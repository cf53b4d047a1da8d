#include "model/sizing/SizingPlan.h"

#include "model/Evaluation.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"

#include <QCoreApplication>

#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SizingPlan)
};

// The option id answered for a question, or empty.
QString answerId(const Evaluation& evaluation, const QString& question) {
    if (!evaluation.catalogue) {
        return {};
    }
    const int q = evaluation.catalogue->questionIndex(question);
    if (q < 0 || q >= evaluation.answers.size() || !evaluation.answers.isAnswered(q)) {
        return {};
    }
    return evaluation.catalogue->option(q, evaluation.answers.option(q)).id;
}

// What the user read when they answered it, translated.
QString answerText(const Evaluation& evaluation, const QString& question) {
    const int q = evaluation.catalogue->questionIndex(question);
    return QuestionCatalogue::text(
        evaluation.catalogue->option(q, evaluation.answers.option(q)).label);
}

QString kindId(SizingRequest::Kind kind) {
    return QString::fromLatin1(vocabulary::workloadKinds.at(static_cast<std::size_t>(kind)).id);
}

} // namespace

std::optional<ModelShape> SizingRequest::shapeToUse() const {
    if (shape) {
        return shape;
    }
    if (const ModelShape* m = findModel(model)) {
        return *m;
    }
    return std::nullopt;
}

double defaultTrainingTokens(double params, Method method) {
    return method == Method::Pretrain ? std::round(params * defaults::tokensPerParam) : 0.0;
}

double SizingRequest::tokensToUse() const {
    return tokens.value_or(defaultTrainingTokens(params, method));
}

SizingRequest sizingRequestFor(const Workload& w) {
    SizingRequest r;
    r.activeParams = w.activeParams;
    // A known architecture brings its size, as choosing it in Step 7 does.
    if (const std::optional<ModelSize> size = modelSizeOf(w.params, w.activeParams, w.model)) {
        r.params = size->params;
        r.activeParams = size->activeParams;
    }
    r.tokens = w.tokens;
    r.method = methodFromId(w.method).value_or(Method::Pretrain);
    r.precision = precisionFromId(w.precision).value_or(Precision::Bf16);
    if (w.kind == kindId(SizingRequest::Kind::Inference)) {
        r.kind = SizingRequest::Kind::Inference;
    }
    if (!w.provider.isEmpty()) {
        r.provider = w.provider;
    }
    if (!w.pricing.isEmpty()) {
        r.mode = w.pricing;
    }
    if (w.deadlineDays) {
        r.deadlineHours = *w.deadlineDays * 24.0;
    }
    r.seqLen = w.seqLen.value_or(r.seqLen);
    r.requestsPerSecond = w.requestsPerSecond.value_or(r.requestsPerSecond);
    r.inputTokens = w.inputTokens.value_or(r.inputTokens);
    r.outputTokens = w.outputTokens.value_or(r.outputTokens);
    r.ttftMs = w.ttftMs.value_or(r.ttftMs);
    r.tpotMs = w.tpotMs.value_or(r.tpotMs);
    r.chips = w.chips ? static_cast<int>(*w.chips) : 0;
    r.model = w.model;
    if (w.layers && w.hidden && w.kvHeads) {
        r.shape = ModelShape::custom(r.params, r.activeParams.value_or(r.params),
                                     static_cast<int>(*w.layers), static_cast<int>(*w.hidden),
                                     static_cast<int>(*w.kvHeads));
    }
    r.experts = static_cast<int>(w.experts.value_or(0));
    r.expertsPerToken = static_cast<int>(w.expertsPerToken.value_or(0));
    r.stateBytesPerParam = w.stateBytesPerParam;
    r.goodput = w.goodput;
    r.chipsPerReplica = static_cast<int>(w.chipsPerReplica.value_or(0));
    r.kvPrecision = w.kvPrecision.isEmpty() ? std::nullopt : precisionFromId(w.kvPrecision);
    r.headroom = w.headroom;
    r.mfuOverrides = w.mfuOverrides;
    r.priceOverrides = w.priceOverrides;
    return r;
}

Workload workloadSuggestedBy(const Evaluation& evaluation) {
    Workload w;
    if (answerId(evaluation, QString::fromLatin1(vocabulary::workloadQuestion)) ==
        kindId(SizingRequest::Kind::Inference)) {
        w.kind = kindId(SizingRequest::Kind::Inference);
    }
    // Several clouds leave the provider open (the default stays); another
    // cloud rules Google's prices out, and its answer names AWS first.
    const QString hosting = answerId(evaluation, QString::fromLatin1(vocabulary::hostingQuestion));
    if (hosting == QLatin1String("gcp") || hosting == QLatin1String("multi_cloud_gcp")) {
        w.provider = QStringLiteral("gcp");
    } else if (hosting == QLatin1String("on_prem")) {
        w.provider = QStringLiteral("on_prem");
    } else if (hosting == QLatin1String("other_cloud")) {
        w.provider = QStringLiteral("aws");
    }
    return w;
}

void storeRequest(const SizingRequest& r, Workload& w) {
    w.params = r.params;
    w.activeParams = r.activeParams;
    w.precision = precisionId(r.precision);
    w.provider = r.provider;
    w.pricing = r.mode;
    w.mfuOverrides = r.mfuOverrides;
    w.priceOverrides = r.priceOverrides;
    w.model = r.model;
    const auto shapeField = [&r](int ModelShape::*field) {
        return r.shape ? std::optional<double>((*r.shape).*field) : std::nullopt;
    };
    w.layers = shapeField(&ModelShape::layers);
    w.hidden = shapeField(&ModelShape::hidden);
    w.kvHeads = shapeField(&ModelShape::kvHeads);
    const auto positive = [](double v) { return v > 0 ? std::optional<double>(v) : std::nullopt; };
    w.experts = positive(r.experts);
    w.expertsPerToken = positive(r.expertsPerToken);
    if (r.kind == SizingRequest::Kind::Training) {
        w.stateBytesPerParam = r.stateBytesPerParam;
        w.goodput = r.goodput;
        w.chipsPerReplica.reset();
        w.kvPrecision.clear();
        w.headroom.reset();
        w.kind = kindId(SizingRequest::Kind::Training);
        w.tokens = r.tokens;
        w.method = methodId(r.method);
        w.seqLen = r.seqLen;
        w.deadlineDays =
            r.deadlineHours > 0 ? std::optional<double>(r.deadlineHours / 24.0) : std::nullopt;
        w.requestsPerSecond.reset();
        w.inputTokens.reset();
        w.outputTokens.reset();
        w.ttftMs.reset();
        w.tpotMs.reset();
        w.chips.reset();
    } else {
        w.kind = kindId(SizingRequest::Kind::Inference);
        w.stateBytesPerParam.reset();
        w.goodput.reset();
        w.chipsPerReplica = positive(r.chipsPerReplica);
        w.kvPrecision = r.kvPrecision ? precisionId(*r.kvPrecision) : QString();
        w.headroom = r.headroom;
        w.requestsPerSecond = r.requestsPerSecond;
        w.inputTokens = r.inputTokens;
        w.outputTokens = r.outputTokens;
        w.ttftMs = r.ttftMs;
        w.tpotMs = r.tpotMs;
        w.chips = r.chips > 0 ? std::optional<double>(r.chips) : std::nullopt;
    }
}

QString portingCaveat(const AcceleratorSpec& spec, const Evaluation* evaluation) {
    if (spec.vendor != QLatin1String("AMD")) {
        return {};
    }
    if (evaluation &&
        answerId(*evaluation, QStringLiteral("custom_kernels")) == QLatin1String("cuda")) {
        return Text::tr("%1 runs ROCm, not CUDA: your CUDA or Triton kernels must be ported to "
                        "HIP and tested first (HIPIFY converts part of the code; Triton has a "
                        "ROCm back end), as code is ported to XLA for TPUs.")
            .arg(spec.name);
    }
    return Text::tr("%1 runs ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but any "
                    "CUDA kernel or CUDA-only library must be ported to HIP first.")
        .arg(spec.name);
}

Availability availabilityOf(const AcceleratorSpec& spec, const QString& provider,
                            const Evaluation* evaluation) {
    if (evaluation && evaluation->catalogue && evaluation->isBlocked(spec.platform)) {
        QStringList reasons;
        for (const Blocker& b : evaluation->blockers) {
            if (b.platform == spec.platform && b.rule >= 0) {
                reasons << QuestionCatalogue::text(
                    evaluation->catalogue->blockers()[b.rule].reason);
            }
        }
        return {false, reasons.isEmpty() ? Text::tr("Blocked by your answers.")
                                         : reasons.join(QLatin1Char(' '))};
    }
    if (!spec.availability.contains(provider)) {
        return {false, Text::tr("Not sold on %1.").arg(providerName(provider))};
    }
    if (evaluation) {
        const QString question = QString::fromLatin1(vocabulary::frameworkQuestion);
        const QString framework = answerId(*evaluation, question);
        if (!framework.isEmpty() && !spec.frameworks.contains(framework)) {
            return {false, Text::tr("Does not run your framework (%1).")
                               .arg(answerText(*evaluation, question))};
        }
    }
    return {};
}

namespace {

std::optional<double> overrideFor(const QMap<QString, double>& overrides, const QString& id) {
    return overrides.contains(id) ? std::optional<double>(overrides.value(id)) : std::nullopt;
}

} // namespace

TrainingInput trainingInputFor(const SizingRequest& request, const QString& acceleratorId) {
    TrainingInput in;
    in.params = request.params;
    in.activeParams = request.activeParams;
    in.tokens = request.tokensToUse();
    in.method = request.method;
    in.seqLen = request.seqLen;
    in.shape = request.shapeToUse();
    in.precision = request.precision;
    in.provider = request.provider;
    in.mode = request.mode;
    in.experts = request.experts;
    in.expertsPerToken = request.expertsPerToken;
    in.stateBytesPerParam = request.stateBytesPerParam;
    in.goodput = request.goodput;
    in.mfu = overrideFor(request.mfuOverrides, acceleratorId);
    in.usdPerChipHour = overrideFor(request.priceOverrides, acceleratorId);
    return in;
}

InferenceInput inferenceInputFor(const SizingRequest& request, const QString& acceleratorId) {
    InferenceInput in;
    in.params = request.params;
    in.activeParams = request.activeParams;
    in.shape = request.shapeToUse();
    in.precision = request.precision;
    in.requestsPerSecond = request.requestsPerSecond;
    in.inputTokens = request.inputTokens;
    in.outputTokens = request.outputTokens;
    in.ttftMs = request.ttftMs;
    in.tpotMs = request.tpotMs;
    in.chips = request.chips;
    in.chipsPerReplica = request.chipsPerReplica;
    in.kvPrecision = request.kvPrecision;
    in.headroom = request.headroom;
    in.experts = request.experts;
    in.expertsPerToken = request.expertsPerToken;
    in.provider = request.provider;
    in.mode = request.mode;
    in.usdPerChipHour = overrideFor(request.priceOverrides, acceleratorId);
    return in;
}

std::vector<Candidate> planCandidates(const AcceleratorData& catalogue,
                                      const SizingRequest& request, const Evaluation* evaluation,
                                      const OwnedPrices& owned) {
    const Estimator estimator(catalogue, owned);
    std::vector<Candidate> rows;
    rows.reserve(catalogue.accelerators().size());
    for (const AcceleratorSpec& spec : catalogue.accelerators()) {
        Candidate c;
        c.spec = &spec;
        c.availability = availabilityOf(spec, request.provider, evaluation);
        if (!c.availability.available) {
            rows.push_back(c);
            continue;
        }
        if (request.kind == SizingRequest::Kind::Training) {
            TrainingInput in = trainingInputFor(request, spec.id);
            const std::optional<int> forDeadline =
                estimator.chipsForDeadline(spec, in, request.deadlineHours);
            const int fit = estimator.minChipsToFit(spec, in);
            in.chips = forDeadline.value_or(Estimator::practicalChips(std::max(1, fit)));
            c.meetsDeadline = request.deadlineHours <= 0 || forDeadline.has_value();
            c.training = estimator.training(spec, in);
        } else {
            c.inference = estimator.inference(spec, inferenceInputFor(request, spec.id));
        }
        if (const QString caveat = portingCaveat(spec, evaluation); !caveat.isEmpty()) {
            (c.training ? c.training->notes : c.inference->notes).prepend(caveat);
        }
        rows.push_back(c);
    }
    return rows;
}

std::vector<RunComparison> referenceRunsFor(const AcceleratorData& catalogue,
                                            const SizingRequest& request,
                                            const Candidate& candidate, int count) {
    if (!candidate.spec || (!candidate.training && !candidate.inference)) {
        return {};
    }
    const bool training = candidate.training.has_value();
    const int chips = training ? candidate.training->chips : candidate.inference->totalChips;
    const Estimator estimator(catalogue);
    ReferenceQuery query{
        candidate.spec->id, request.params, request.activeParams.value_or(request.params),
        std::max(1, chips), training,       request.method};
    if (!training) {
        query.inputTokens = request.inputTokens;
        query.outputTokens = request.outputTokens;
    }
    return nearestRuns(estimator, catalogue, PublishedRuns::bundled(), query, count);
}

} // namespace accel::sizing
