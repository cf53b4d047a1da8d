#include "model/sizing/PublishedRuns.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <array>

namespace accel::sizing {

namespace {

struct KindName {
    const char* id;
    RunKind kind;
};

constexpr std::array kKinds{
    KindName{"training_tokens_per_chip_second", RunKind::TrainingTokensPerChipSecond},
    KindName{"training_mfu", RunKind::TrainingMfu},
    KindName{"training_chip_hours", RunKind::TrainingChipHours},
    KindName{"training_time_to_train", RunKind::TrainingTimeToTrain},
    KindName{"serving_output_tokens_per_second", RunKind::ServingOutputTokensPerSecond},
};

std::optional<double> optionalNumber(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

double number(const QJsonObject& o, const char* key) {
    return optionalNumber(o, key).value_or(0.0);
}

SourceRef sourceOf(const QJsonObject& o) {
    SourceRef s;
    s.title = o.value(QStringLiteral("title")).toString();
    s.publisher = o.value(QStringLiteral("publisher")).toString();
    s.date = o.value(QStringLiteral("date")).toString();
    s.url = o.value(QStringLiteral("url")).toString();
    return s;
}

// The run, or the reason it cannot be read.
std::optional<PublishedRun> runOf(const QJsonObject& o, QString* problem) {
    PublishedRun r;
    r.id = o.value(QStringLiteral("id")).toString();
    const QString kind = o.value(QStringLiteral("kind")).toString();
    bool kindKnown = false;
    for (const KindName& k : kKinds) {
        if (kind == QLatin1String(k.id)) {
            r.kind = k.kind;
            kindKnown = true;
        }
    }
    const auto precision = o.value(QStringLiteral("precision")).isString()
                               ? precisionFromId(o.value(QStringLiteral("precision")).toString())
                               : std::optional<Precision>(Precision::Bf16);
    const auto method = o.value(QStringLiteral("method")).isString()
                            ? methodFromId(o.value(QStringLiteral("method")).toString())
                            : std::optional<Method>(Method::Pretrain);
    r.accelerator = o.value(QStringLiteral("accelerator")).toString();
    r.chips = static_cast<int>(number(o, "chips"));
    r.params = number(o, "params");
    r.published = number(o, "published");
    if (r.id.isEmpty() || !kindKnown || !precision || !method || r.accelerator.isEmpty() ||
        r.chips < 1 || r.params <= 0 || r.published <= 0) {
        *problem = QStringLiteral("run %1: needs an id, a known kind, precision and method, an "
                                  "accelerator, chips, params and a published figure")
                       .arg(r.id.isEmpty() ? QStringLiteral("(no id)") : r.id);
        return std::nullopt;
    }
    r.precision = *precision;
    r.method = *method;
    r.model = o.value(QStringLiteral("model")).toString();
    r.activeParams = number(o, "active_params");
    r.experts = static_cast<int>(number(o, "experts"));
    r.expertsPerToken = static_cast<int>(number(o, "experts_per_token"));
    const auto layers = optionalNumber(o, "layers");
    const auto hidden = optionalNumber(o, "hidden");
    const auto kvHeads = optionalNumber(o, "kv_heads");
    if (layers && hidden && kvHeads) {
        r.shape = ModelShape::custom(r.params, r.active(), static_cast<int>(*layers),
                                     static_cast<int>(*hidden), static_cast<int>(*kvHeads));
        if (const auto heads = optionalNumber(o, "heads")) {
            r.shape->queryWidth = static_cast<int>(*heads) * r.shape->headDim;
        }
    }
    r.seqLen = optionalNumber(o, "seq_len");
    r.stateBytesPerParam = optionalNumber(o, "state_bytes_per_param");
    r.perChip = o.value(QStringLiteral("published_unit")).toString().contains(QLatin1String("per"));
    r.tokens = number(o, "tokens");
    const QJsonValue downtime = o.value(QStringLiteral("includes_downtime"));
    r.includesDowntime = downtime.isBool() ? std::optional<bool>(downtime.toBool()) : std::nullopt;
    r.inputTokens = number(o, "input_tokens");
    r.outputTokens = number(o, "output_tokens");
    r.chipsPerReplica = static_cast<int>(number(o, "chips_per_replica"));
    r.maxBatch = static_cast<int>(number(o, "max_batch"));
    r.ttftLimitMs = optionalNumber(o, "ttft_ms_p99_limit");
    r.tpotLimitMs = optionalNumber(o, "tpot_ms_p99_limit");
    r.source = sourceOf(o.value(QStringLiteral("source")).toObject());
    r.fitted = o.value(QStringLiteral("calibration")).toString() == QLatin1String("fit");
    return r;
}

} // namespace

PublishedRuns PublishedRuns::parse(const QByteArray& json, QString* problem) {
    PublishedRuns table;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (doc.isNull()) {
        *problem = error.errorString();
        return table;
    }
    problem->clear();
    const QJsonArray runs = doc.object().value(QStringLiteral("runs")).toArray();
    for (const auto& v : runs) {
        auto run = runOf(v.toObject(), problem);
        if (!run) {
            return {};
        }
        table.m_runs.push_back(std::move(*run));
    }
    return table;
}

const PublishedRuns& PublishedRuns::bundled() {
    static const PublishedRuns table = [] {
        QFile file(QStringLiteral(":/accel/published-runs.json"));
        QString problem;
        PublishedRuns read =
            file.open(QIODevice::ReadOnly) ? parse(file.readAll(), &problem) : PublishedRuns();
        Q_ASSERT_X(problem.isEmpty(), "PublishedRuns::bundled", qPrintable(problem));
        return read;
    }();
    return table;
}

const PublishedRun* PublishedRuns::find(const QString& id) const {
    for (const PublishedRun& r : m_runs) {
        if (r.id == id) {
            return &r;
        }
    }
    return nullptr;
}

} // namespace accel::sizing
