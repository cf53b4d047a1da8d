#include "model/profile/ProfileCodec.h"

#include "model/JsonReader.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostSettingsJson.h"
#include "model/profile/ProfileMigration.h"
#include "model/sizing/ModelShape.h"
#include "model/sizing/SizingLimits.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace accel {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ProfileCodec)
};

const QString kRoot = jsonRootPath();

class Validator {
public:
    // ignored: nullptr reports unknown ids and fields as issues; otherwise
    // (a profile from a newer version) they are left out and listed there.
    Validator(const QuestionCatalogue& catalogue, QList<InputIssue>& issues,
              QList<InputIssue>* ignored = nullptr)
        : m_catalogue(catalogue)
        , m_reader(issues) {
        if (ignored != nullptr) {
            m_reader.leaveOutUnknowns(
                ignored, Text::tr("not known to this version of Accelerator Advisor; left out."));
        }
    }

    Profile read(const QJsonObject& root) {
        Profile p;
        static const QStringList known{
            QStringLiteral("format"),   QStringLiteral("version"),      QStringLiteral("name"),
            QStringLiteral("notes"),    QStringLiteral("answers"),      QStringLiteral("weights"),
            QStringLiteral("workload"), QStringLiteral("saved_result"), QStringLiteral("cost")};
        m_reader.checkKeys(root, kRoot, known);
        p.name = m_reader.string(root, kRoot, QStringLiteral("name"), ProfileCodec::kMaxNameLength)
                     .value_or(QString());
        p.notes =
            m_reader.string(root, kRoot, QStringLiteral("notes"), ProfileCodec::kMaxNotesLength)
                .value_or(QString());
        readAnswers(root.value(QStringLiteral("answers")), p);
        readWeights(root.value(QStringLiteral("weights")), p);
        readWorkload(root.value(QStringLiteral("workload")), p);
        p.cost = readCostSettings(m_reader, root.value(QStringLiteral("cost")),
                                  jsonChildPath(kRoot, QStringLiteral("cost")));
        // SavedResult reads what it understands and ignores the rest, so a
        // damaged record never stops the profile from opening.
        if (auto saved = m_reader.object(root, kRoot, QStringLiteral("saved_result"))) {
            p.savedResult = *saved;
        }
        return p;
    }

private:
    QStringList questionIds() const {
        QStringList ids;
        for (const QuestionSpec& q : m_catalogue.questions()) {
            ids << q.id;
        }
        return ids;
    }

    // A known question id (or an older alias of one), or -1 after reporting it.
    int question(const QString& path, const QString& id) {
        const int q = m_catalogue.questionIndex(id);
        if (q < 0) {
            m_reader.unknownId(path, id, questionIds());
        }
        return q;
    }

    void readAnswers(const QJsonValue& value, Profile& p) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("answers"));
        const auto answers = m_reader.object(value, path);
        if (!answers) {
            return;
        }
        for (auto it = answers->begin(); it != answers->end(); ++it) {
            const QString itemPath = jsonChildPath(path, it.key());
            const int q = question(itemPath, it.key());
            if (q < 0) {
                continue;
            }
            const QJsonValue v = it.value();
            const QuestionSpec& spec = m_catalogue.question(q);
            if (v.isNull() || spec.openAliases.contains(v.toString())) {
                continue; // unanswered, or an old option that meant the same
            }
            // Older ids are accepted too; anything else is reported against the current ones.
            const int o = v.isString() ? m_catalogue.optionIndex(q, v.toString()) : -1;
            if (o < 0) {
                QStringList optionIds;
                for (const OptionSpec& option : spec.options) {
                    optionIds << option.id;
                }
                m_reader.oneOf(v, itemPath, optionIds, Presence::Optional,
                               Text::tr("the answer '%1' is not known to this version of "
                                        "Accelerator Advisor; the question was left open.")
                                   .arg(v.toString()));
                continue;
            }
            if (p.answers.contains(spec.id)) {
                m_reader.add(itemPath,
                             Text::tr("question '%1' is answered twice (under an old and a new "
                                      "id); keep one.")
                                 .arg(spec.id));
                continue;
            }
            p.answers.insert(spec.id, spec.options[o].id);
        }
    }

    void readWeights(const QJsonValue& value, Profile& p) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("weights"));
        const auto weights = m_reader.object(value, path);
        if (!weights) {
            return;
        }
        for (auto it = weights->begin(); it != weights->end(); ++it) {
            const QString itemPath = jsonChildPath(path, it.key());
            const int q = question(itemPath, it.key());
            if (q < 0) {
                continue;
            }
            // 0 ignores the question; null is no weight at all.
            if (const auto w = m_reader.number(
                    it.value(), itemPath, {WeightSet::kMin, WeightSet::kMax}, Presence::Required)) {
                p.weights.insert(m_catalogue.question(q).id, *w);
            }
        }
    }

    // A size, count, duration or rate: above 0 and at most `max`.
    std::optional<double> readPositive(const QJsonObject& o, const QString& parent,
                                       const QString& key, double max) {
        return m_reader.number(o, parent, key, {0.0, max, true});
    }

    void readWorkload(const QJsonValue& value, Profile& p) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("workload"));
        const auto workload = m_reader.object(value, path);
        if (!workload) {
            return;
        }
        const QJsonObject& o = *workload;
        static const QStringList known{QStringLiteral("params"),
                                       QStringLiteral("tokens"),
                                       QStringLiteral("precision"),
                                       QStringLiteral("kind"),
                                       QStringLiteral("provider"),
                                       QStringLiteral("pricing"),
                                       QStringLiteral("deadline_days"),
                                       QStringLiteral("requests_per_second"),
                                       QStringLiteral("input_tokens"),
                                       QStringLiteral("output_tokens"),
                                       QStringLiteral("mfu_overrides"),
                                       QStringLiteral("price_overrides"),
                                       QStringLiteral("active_params"),
                                       QStringLiteral("method"),
                                       QStringLiteral("seq_len"),
                                       QStringLiteral("ttft_ms"),
                                       QStringLiteral("tpot_ms"),
                                       QStringLiteral("count"),
                                       QStringLiteral("model"),
                                       QStringLiteral("layers"),
                                       QStringLiteral("hidden"),
                                       QStringLiteral("kv_heads"),
                                       QStringLiteral("experts"),
                                       QStringLiteral("experts_per_token"),
                                       QStringLiteral("state_bytes_per_param"),
                                       QStringLiteral("goodput"),
                                       QStringLiteral("chips_per_replica"),
                                       QStringLiteral("kv_precision"),
                                       QStringLiteral("headroom")};
        m_reader.checkKeys(o, path, known);
        Workload w;
        w.params = readPositive(o, path, QStringLiteral("params"), sizing::limits::params.max);
        w.tokens = readPositive(o, path, QStringLiteral("tokens"), sizing::limits::tokens.max);
        const QJsonValue precision = o.value(QStringLiteral("precision"));
        static const QStringList precisions = sizing::precisionIds();
        if (!precision.isUndefined() && !precision.isNull()) {
            const QString precisionPath = jsonChildPath(path, QStringLiteral("precision"));
            w.precision = m_reader.oneOf(precision, precisionPath, precisions).value_or(QString());
        }
        using namespace sizing;
        w.kind = readChoice(o, path, QStringLiteral("kind"), workloadKindIds());
        w.provider = readChoice(o, path, QStringLiteral("provider"), providerIds());
        w.pricing = readChoice(o, path, QStringLiteral("pricing"), pricingModeIds());
        w.deadlineDays =
            readPositive(o, path, QStringLiteral("deadline_days"), limits::deadlineDays.max);
        w.requestsPerSecond = readPositive(o, path, QStringLiteral("requests_per_second"),
                                           limits::requestsPerSecond.max);
        w.inputTokens =
            readPositive(o, path, QStringLiteral("input_tokens"), limits::inputTokens.max);
        w.outputTokens =
            readPositive(o, path, QStringLiteral("output_tokens"), limits::outputTokens.max);
        w.mfuOverrides = readIdNumbers(o, path, QStringLiteral("mfu_overrides"), limits::mfu.max);
        w.priceOverrides =
            readIdNumbers(o, path, QStringLiteral("price_overrides"), limits::price.max);
        readSizingV2(o, path, w);
        readSizingV3(o, path, w);
        p.workload = w;
    }

    // The sizing v3 fields; limits from sizing/SizingVocabulary.h.
    void readSizingV3(const QJsonObject& o, const QString& path, Workload& w) {
        using namespace sizing;
        w.experts = readPositive(o, path, QStringLiteral("experts"), limits::experts.max);
        w.expertsPerToken =
            readPositive(o, path, QStringLiteral("experts_per_token"), limits::expertsPerToken.max);
        w.stateBytesPerParam = readPositive(o, path, QStringLiteral("state_bytes_per_param"),
                                            limits::stateBytesPerParam.max);
        w.goodput = readPositive(o, path, QStringLiteral("goodput"), limits::goodput.max);
        w.chipsPerReplica =
            readPositive(o, path, QStringLiteral("chips_per_replica"), limits::chipsPerReplica.max);
        w.kvPrecision = readChoice(o, path, QStringLiteral("kv_precision"), precisionIds());
        w.headroom = readPositive(o, path, QStringLiteral("headroom"), limits::headroom.max);
    }

    // The sizing v2 fields; ids and limits from sizing/SizingVocabulary.h.
    void readSizingV2(const QJsonObject& o, const QString& path, Workload& w) {
        using namespace sizing;
        w.activeParams = readPositive(o, path, QStringLiteral("active_params"), limits::params.max);
        w.method = readChoice(o, path, QStringLiteral("method"), methodIds());
        w.seqLen = readPositive(o, path, QStringLiteral("seq_len"), limits::seqLen.max);
        w.ttftMs = readPositive(o, path, QStringLiteral("ttft_ms"), limits::ttftMs.max);
        w.tpotMs = readPositive(o, path, QStringLiteral("tpot_ms"), limits::tpotMs.max);
        w.chips = readPositive(o, path, QStringLiteral("count"), limits::count.max);
        w.model = readChoice(o, path, QStringLiteral("model"), knownModelIds());
        w.layers = readPositive(o, path, QStringLiteral("layers"), limits::layers.max);
        w.hidden = readPositive(o, path, QStringLiteral("hidden"), limits::hidden.max);
        w.kvHeads = readPositive(o, path, QStringLiteral("kv_heads"), limits::kvHeads.max);
        if (w.activeParams && w.params && *w.activeParams > *w.params) {
            m_reader.add(jsonChildPath(path, QStringLiteral("active_params")),
                         Text::tr("active_params (%1) cannot exceed params (%2).")
                             .arg(jsonNumberText(*w.activeParams), jsonNumberText(*w.params)));
            w.activeParams.reset();
        }
    }

    // An optional string that must be one of the allowed ids.
    QString readChoice(const QJsonObject& o, const QString& parent, const QString& key,
                       const QStringList& allowed) {
        return m_reader.oneOf(o, parent, key, allowed).value_or(QString());
    }

    // {"accelerator-id": number}, for the user's own MFU or price per accelerator.
    QMap<QString, double> readIdNumbers(const QJsonObject& o, const QString& parent,
                                        const QString& key, double max) {
        QMap<QString, double> map;
        const QString path = jsonChildPath(parent, key);
        const auto m = m_reader.object(o, parent, key);
        if (!m) {
            return map;
        }
        for (auto it = m->begin(); it != m->end(); ++it) {
            if (!m_reader.checkIdForm(jsonChildPath(path, it.key()), it.key())) {
                continue;
            }
            if (auto d = readPositive(*m, path, it.key(), max)) {
                map.insert(it.key(), *d);
            }
        }
        return map;
    }

    const QuestionCatalogue& m_catalogue;
    JsonReader m_reader;
};

} // namespace

QString ProfileCodec::formatMarker() {
    return QStringLiteral("accel-advisor-profile");
}

Result<ProfileRead> ProfileCodec::parse(const QByteArray& input, NewerVersions newer) const {
    ProfileRead result;
    QList<InputIssue> issues;
    auto fail = [&issues](const QString& path, const QString& message) {
        issues.append({path, message});
        return Failure::ofIssues(issues);
    };

    const auto document = readJsonObject(input, {kMaxBytes, kMaxNesting}, issues);
    if (!document) {
        return Failure::ofIssues(issues);
    }
    QJsonObject root = *document;

    const QJsonValue format = root.value(QStringLiteral("format"));
    const QString formatPath = jsonChildPath(kRoot, QStringLiteral("format"));
    if (format.isUndefined()) {
        return fail(formatPath, Text::tr("missing; an Accelerator Advisor profile starts with "
                                         "\"format\": \"%1\".")
                                    .arg(formatMarker()));
    }
    if (format.toString() != formatMarker()) {
        return fail(formatPath, Text::tr("is %1, expected \"%2\": this is not an Accelerator "
                                         "Advisor profile.")
                                    .arg(format.isString() ? QLatin1Char('"') + format.toString() +
                                                                 QLatin1Char('"')
                                                           : jsonTypeName(format),
                                         formatMarker()));
    }

    const QString versionPath = jsonChildPath(kRoot, QStringLiteral("version"));
    JsonReader header(issues);
    const auto version = header.number(root, kRoot, QStringLiteral("version"),
                                       {0.0, 1e6, false, true}, Presence::Required);
    if (!version) {
        return Failure::ofIssues(issues);
    }
    result.sourceVersion = static_cast<int>(*version);
    const bool newerFile = result.sourceVersion > Profile::kFormatVersion;
    if (newerFile && newer == NewerVersions::Reject) {
        return fail(
            versionPath,
            Text::tr("the profile was written by a newer Accelerator Advisor (format version "
                     "%1; this program reads up to %2). Commands do not guess at what they "
                     "cannot read: update the program, or open the file in the window "
                     "(accel-advisor FILE), which shows what this version leaves out. Nothing "
                     "was changed.")
                .arg(result.sourceVersion)
                .arg(Profile::kFormatVersion));
    }
    if (result.sourceVersion < Profile::kFormatVersion) {
        root = migrateProfile(root, result.sourceVersion, &result.migrationNotes);
    }

    Validator validator(m_catalogue, issues, newerFile ? &result.ignored : nullptr);
    result.profile = validator.read(root);
    if (issues.isEmpty()) {
        return result;
    }
    if (newerFile) {
        // Even the parts this version knows do not read as it expects.
        issues.prepend(
            {versionPath,
             Text::tr("the profile was written by a newer Accelerator Advisor (format version %1; "
                      "this program reads up to %2), and the problems below stop this version "
                      "from reading it. Update the program to open it; nothing was changed.")
                 .arg(result.sourceVersion)
                 .arg(Profile::kFormatVersion)});
    }
    return Failure::ofIssues(issues);
}

namespace {

QJsonObject numbersJson(const QMap<QString, double>& map) {
    QJsonObject m;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        m.insert(it.key(), it.value());
    }
    return m;
}

// The workload's fields, each written only when set, in the documented order.
QJsonObject workloadJson(const Workload& wl) {
    QJsonObject w;
    const auto text = [&w](const char* key, const QString& value) {
        if (!value.isEmpty()) {
            w.insert(QLatin1String(key), value);
        }
    };
    const auto number = [&w](const char* key, const std::optional<double>& value) {
        if (value) {
            w.insert(QLatin1String(key), *value);
        }
    };
    const auto numbers = [&w](const char* key, const QMap<QString, double>& map) {
        if (!map.isEmpty()) {
            w.insert(QLatin1String(key), numbersJson(map));
        }
    };
    number("params", wl.params);
    number("tokens", wl.tokens);
    text("precision", wl.precision);
    text("kind", wl.kind);
    text("provider", wl.provider);
    text("pricing", wl.pricing);
    number("deadline_days", wl.deadlineDays);
    number("requests_per_second", wl.requestsPerSecond);
    number("input_tokens", wl.inputTokens);
    number("output_tokens", wl.outputTokens);
    number("active_params", wl.activeParams);
    text("method", wl.method);
    number("seq_len", wl.seqLen);
    number("ttft_ms", wl.ttftMs);
    number("tpot_ms", wl.tpotMs);
    number("count", wl.chips);
    text("model", wl.model);
    number("layers", wl.layers);
    number("hidden", wl.hidden);
    number("kv_heads", wl.kvHeads);
    number("experts", wl.experts);
    number("experts_per_token", wl.expertsPerToken);
    number("state_bytes_per_param", wl.stateBytesPerParam);
    number("goodput", wl.goodput);
    number("chips_per_replica", wl.chipsPerReplica);
    text("kv_precision", wl.kvPrecision);
    number("headroom", wl.headroom);
    numbers("mfu_overrides", wl.mfuOverrides);
    numbers("price_overrides", wl.priceOverrides);
    return w;
}

} // namespace

QByteArray ProfileCodec::serialize(const Profile& profile) const {
    QJsonObject root;
    root.insert(QStringLiteral("format"), formatMarker());
    root.insert(QStringLiteral("version"), Profile::kFormatVersion);
    root.insert(QStringLiteral("name"), profile.name);
    if (!profile.notes.isEmpty()) {
        root.insert(QStringLiteral("notes"), profile.notes);
    }
    QJsonObject answers;
    for (auto it = profile.answers.cbegin(); it != profile.answers.cend(); ++it) {
        answers.insert(it.key(), it.value());
    }
    root.insert(QStringLiteral("answers"), answers);
    if (!profile.weights.isEmpty()) {
        root.insert(QStringLiteral("weights"), numbersJson(profile.weights));
    }
    if (profile.workload) {
        root.insert(QStringLiteral("workload"), workloadJson(*profile.workload));
    }
    if (profile.cost) {
        root.insert(QStringLiteral("cost"), costSettingsJson(*profile.cost));
    }
    if (!profile.savedResult.isEmpty()) {
        root.insert(QStringLiteral("saved_result"), profile.savedResult);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace accel
