#include "ProfileCodec.h"

#include "ModelShape.h"
#include "ProfileMigration.h"
#include "QuestionCatalogue.h"
#include "SizingLimits.h"
#include "TextPosition.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace accel {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ProfileCodec)
};

const QString kRoot = QStringLiteral("$");

QString typeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return Text::tr("null");
    case QJsonValue::Bool:
        return Text::tr("a boolean");
    case QJsonValue::Double:
        return Text::tr("a number");
    case QJsonValue::String:
        return Text::tr("a string");
    case QJsonValue::Array:
        return Text::tr("an array");
    case QJsonValue::Object:
        return Text::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Text::tr("nothing");
}

// Edit distance, to suggest the id a user probably meant.
int distance(const QString& a, const QString& b) {
    std::vector<int> row(static_cast<std::size_t>(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j) {
        row[j] = static_cast<int>(j);
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[static_cast<std::size_t>(j)];
            const int cost = a[i - 1].toLower() == b[j - 1].toLower() ? 0 : 1;
            row[static_cast<std::size_t>(j)] =
                std::min({above + 1, row[static_cast<std::size_t>(j) - 1] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return row.back();
}

QString suggestion(const QString& given, const QStringList& known) {
    QString best;
    int bestDistance = 3; // further than two edits is no longer a typo
    for (const QString& k : known) {
        const int d = distance(given, k);
        if (d < bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    return best.isEmpty() ? QString() : Text::tr(" Did you mean '%1'?").arg(best);
}

class Validator {
public:
    // ignored: nullptr reports unknown ids and fields as issues; otherwise
    // (a profile from a newer version) they are left out and listed there.
    Validator(const QuestionCatalogue& catalogue, QList<ProfileIssue>& issues,
              QList<ProfileIssue>* ignored = nullptr)
        : m_catalogue(catalogue)
        , m_issues(issues)
        , m_ignored(ignored) {}

    Profile read(const QJsonObject& root) {
        Profile p;
        static const QStringList known{QStringLiteral("format"),   QStringLiteral("version"),
                                       QStringLiteral("name"),     QStringLiteral("notes"),
                                       QStringLiteral("answers"),  QStringLiteral("weights"),
                                       QStringLiteral("workload"), QStringLiteral("saved_result")};
        for (auto it = root.begin(); it != root.end(); ++it) {
            if (!known.contains(it.key())) {
                unknown(
                    jsonChildPath(kRoot, it.key()),
                    Text::tr(
                        "unknown field '%1'. Known fields: %2. Remove it or check its spelling.")
                            .arg(it.key(), known.join(QStringLiteral(", "))) +
                        suggestion(it.key(), known));
            }
        }
        p.name = readText(root, QStringLiteral("name"), ProfileCodec::kMaxNameLength);
        p.notes = readText(root, QStringLiteral("notes"), ProfileCodec::kMaxNotesLength);
        readAnswers(root.value(QStringLiteral("answers")), p);
        readWeights(root.value(QStringLiteral("weights")), p);
        readWorkload(root.value(QStringLiteral("workload")), p);
        readSavedResult(root.value(QStringLiteral("saved_result")), p);
        return p;
    }

private:
    void add(const QString& path, const QString& message) { m_issues.append({path, message}); }

    // Kept as it is: SavedResult reads what it understands and ignores the
    // rest, so a damaged record never stops the profile from opening.
    void readSavedResult(const QJsonValue& v, Profile& p) {
        if (v.isUndefined() || v.isNull()) {
            return;
        }
        if (!v.isObject()) {
            add(jsonChildPath(kRoot, QStringLiteral("saved_result")),
                Text::tr("expected an object (the result stored when the profile was saved), "
                         "found %1.")
                    .arg(typeName(v)));
            return;
        }
        p.savedResult = v.toObject();
    }

    // Something this version does not know: an error, or, in a profile from a
    // newer version, left out and listed with `ignoredMessage`.
    void unknown(const QString& path, const QString& message, const QString& ignoredMessage = {}) {
        if (m_ignored == nullptr) {
            add(path, message);
            return;
        }
        m_ignored->append(
            {path, ignoredMessage.isEmpty()
                       ? Text::tr("not known to this version of Accelerator Advisor; left out.")
                       : ignoredMessage});
    }

    QStringList questionIds() const {
        QStringList ids;
        for (const QuestionSpec& q : m_catalogue.questions()) {
            ids << q.id;
        }
        return ids;
    }

    // A known question id, or -1 after reporting the problem.
    int question(const QString& path, const QString& id) {
        const int q = m_catalogue.questionIndex(id);
        if (q < 0) {
            const QStringList ids = questionIds();
            unknown(path, Text::tr("unknown question id '%1'.").arg(id) + suggestion(id, ids) +
                              Text::tr(" Known ids: %1.").arg(ids.join(QStringLiteral(", "))));
        }
        return q;
    }

    QString readText(const QJsonObject& root, const QString& key, qsizetype maxLength) {
        const QJsonValue v = root.value(key);
        const QString path = jsonChildPath(kRoot, key);
        if (v.isUndefined() || v.isNull()) {
            return {};
        }
        if (!v.isString()) {
            add(path, Text::tr("expected a string, found %1.").arg(typeName(v)));
            return {};
        }
        QString text = v.toString();
        if (text.size() > maxLength) {
            add(path, Text::tr("is %1 characters long; at most %2 are allowed.")
                          .arg(text.size())
                          .arg(maxLength));
        }
        return text;
    }

    void readAnswers(const QJsonValue& value, Profile& p) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("answers"));
        if (value.isUndefined() || value.isNull()) {
            return;
        }
        if (!value.isObject()) {
            add(path, Text::tr("expected an object mapping question ids to option ids, found %1.")
                          .arg(typeName(value)));
            return;
        }
        const QJsonObject answers = value.toObject();
        for (auto it = answers.begin(); it != answers.end(); ++it) {
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
            QStringList optionIds;
            for (const OptionSpec& o : spec.options) {
                optionIds << o.id;
            }
            if (!v.isString()) {
                add(itemPath, Text::tr("expected an option id (a string) or null, found %1. "
                                       "Options: %2.")
                                  .arg(typeName(v), optionIds.join(QStringLiteral(", "))));
                continue;
            }
            const int o = m_catalogue.optionIndex(q, v.toString());
            if (o < 0) {
                unknown(
                    itemPath,
                    Text::tr("unknown option '%1' for question '%2'.").arg(v.toString(), spec.id) +
                        suggestion(v.toString(), optionIds) +
                        Text::tr(" Options: %1.").arg(optionIds.join(QStringLiteral(", "))),
                    Text::tr("the answer '%1' is not known to this version of Accelerator "
                             "Advisor; the question was left open.")
                        .arg(v.toString()));
                continue;
            }
            if (p.answers.contains(spec.id)) {
                add(itemPath,
                    Text::tr("question '%1' is answered twice (under an old and a new id); "
                             "keep one.")
                        .arg(spec.id));
                continue;
            }
            p.answers.insert(spec.id, spec.options[o].id);
        }
    }

    void readWeights(const QJsonValue& value, Profile& p) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("weights"));
        if (value.isUndefined() || value.isNull()) {
            return;
        }
        if (!value.isObject()) {
            add(path, Text::tr("expected an object mapping question ids to numbers, found %1.")
                          .arg(typeName(value)));
            return;
        }
        const QJsonObject weights = value.toObject();
        for (auto it = weights.begin(); it != weights.end(); ++it) {
            const QString itemPath = jsonChildPath(path, it.key());
            const int q = question(itemPath, it.key());
            if (q < 0) {
                continue;
            }
            const QJsonValue v = it.value();
            if (!v.isDouble()) {
                add(itemPath, Text::tr("expected a number from %1 to %2, found %3.")
                                  .arg(WeightSet::kMin)
                                  .arg(WeightSet::kMax)
                                  .arg(typeName(v)));
                continue;
            }
            const double w = v.toDouble();
            if (!std::isfinite(w) || w < WeightSet::kMin || w > WeightSet::kMax) {
                add(itemPath,
                    Text::tr("weight %1 is out of range; use a number from %2 (ignore the "
                             "question) to %3.")
                        .arg(w)
                        .arg(WeightSet::kMin)
                        .arg(WeightSet::kMax));
                continue;
            }
            p.weights.insert(m_catalogue.question(q).id, w);
        }
    }

    std::optional<double> readPositive(const QJsonObject& o, const QString& parent,
                                       const QString& key, double max) {
        const QJsonValue v = o.value(key);
        const QString path = jsonChildPath(parent, key);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isDouble()) {
            add(path, Text::tr("expected a number, found %1. Write it as a plain number, "
                               "for example 7e9.")
                          .arg(typeName(v)));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d) || d <= 0.0 || d > max) {
            add(path, Text::tr("%1 is not a sensible value; use a number above 0 and at most %2.")
                          .arg(d)
                          .arg(max));
            return std::nullopt;
        }
        return d;
    }

    void readWorkload(const QJsonValue& value, Profile& p) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("workload"));
        if (value.isUndefined() || value.isNull()) {
            return;
        }
        if (!value.isObject()) {
            add(path, Text::tr("expected an object with params, tokens and precision, found %1.")
                          .arg(typeName(value)));
            return;
        }
        const QJsonObject o = value.toObject();
        static const QStringList known{
            QStringLiteral("params"),        QStringLiteral("tokens"),
            QStringLiteral("precision"),     QStringLiteral("kind"),
            QStringLiteral("provider"),      QStringLiteral("pricing"),
            QStringLiteral("deadline_days"), QStringLiteral("requests_per_second"),
            QStringLiteral("input_tokens"),  QStringLiteral("output_tokens"),
            QStringLiteral("mfu_overrides"), QStringLiteral("price_overrides"),
            QStringLiteral("active_params"), QStringLiteral("method"),
            QStringLiteral("seq_len"),       QStringLiteral("ttft_ms"),
            QStringLiteral("tpot_ms"),       QStringLiteral("count"),
            QStringLiteral("model"),         QStringLiteral("layers"),
            QStringLiteral("hidden"),        QStringLiteral("kv_heads")};
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!known.contains(it.key())) {
                unknown(jsonChildPath(path, it.key()),
                        Text::tr("unknown workload field '%1'. Known fields: %2.")
                                .arg(it.key(), known.join(QStringLiteral(", "))) +
                            suggestion(it.key(), known));
            }
        }
        Workload w;
        w.params = readPositive(o, path, QStringLiteral("params"), ProfileCodec::kMaxParams);
        w.tokens = readPositive(o, path, QStringLiteral("tokens"), ProfileCodec::kMaxTokens);
        const QJsonValue precision = o.value(QStringLiteral("precision"));
        static const QStringList precisions{QStringLiteral("bf16"), QStringLiteral("fp8")};
        if (!precision.isUndefined() && !precision.isNull()) {
            const QString precisionPath = jsonChildPath(path, QStringLiteral("precision"));
            if (!precision.isString()) {
                add(precisionPath,
                    Text::tr("expected \"bf16\" or \"fp8\", found %1.").arg(typeName(precision)));
            } else if (!precisions.contains(precision.toString())) {
                unknown(precisionPath, Text::tr("unknown precision '%1'; use \"bf16\" or \"fp8\".")
                                           .arg(precision.toString()));
            } else {
                w.precision = precision.toString();
            }
        }
        w.kind = readChoice(o, path, QStringLiteral("kind"),
                            {QStringLiteral("training"), QStringLiteral("inference")});
        w.provider =
            readChoice(o, path, QStringLiteral("provider"),
                       {QStringLiteral("gcp"), QStringLiteral("aws"), QStringLiteral("azure"),
                        QStringLiteral("on_prem"), QStringLiteral("other")});
        w.pricing = readChoice(o, path, QStringLiteral("pricing"),
                               {QStringLiteral("on_demand"), QStringLiteral("commit_1yr"),
                                QStringLiteral("commit_3yr"), QStringLiteral("spot"),
                                QStringLiteral("capacity_block")});
        w.deadlineDays = readPositive(o, path, QStringLiteral("deadline_days"), 36500.0);
        w.requestsPerSecond = readPositive(o, path, QStringLiteral("requests_per_second"), 1e7);
        w.inputTokens = readPositive(o, path, QStringLiteral("input_tokens"), 1e7);
        w.outputTokens = readPositive(o, path, QStringLiteral("output_tokens"), 1e7);
        w.mfuOverrides = readIdNumbers(o, path, QStringLiteral("mfu_overrides"), 1.0);
        w.priceOverrides = readIdNumbers(o, path, QStringLiteral("price_overrides"), 1000.0);
        readSizingV2(o, path, w);
        p.workload = w;
    }

    // The sizing v2 fields; limits as in sizing/SizingLimits.h.
    void readSizingV2(const QJsonObject& o, const QString& path, Workload& w) {
        using namespace sizing;
        w.activeParams = readPositive(o, path, QStringLiteral("active_params"), limits::params.max);
        w.method = readChoice(
            o, path, QStringLiteral("method"),
            {QStringLiteral("pretrain"), QStringLiteral("full_finetune"), QStringLiteral("lora")});
        w.seqLen = readPositive(o, path, QStringLiteral("seq_len"), limits::seqLen.max);
        w.ttftMs = readPositive(o, path, QStringLiteral("ttft_ms"), limits::ttftMs.max);
        w.tpotMs = readPositive(o, path, QStringLiteral("tpot_ms"), limits::tpotMs.max);
        w.chips = readPositive(o, path, QStringLiteral("count"), limits::count.max);
        w.model = readChoice(o, path, QStringLiteral("model"), knownModelIds());
        w.layers = readPositive(o, path, QStringLiteral("layers"), limits::layers.max);
        w.hidden = readPositive(o, path, QStringLiteral("hidden"), limits::hidden.max);
        w.kvHeads = readPositive(o, path, QStringLiteral("kv_heads"), limits::kvHeads.max);
        if (w.activeParams && w.params && *w.activeParams > *w.params) {
            add(jsonChildPath(path, QStringLiteral("active_params")),
                Text::tr("active_params (%1) cannot exceed params (%2).")
                    .arg(*w.activeParams)
                    .arg(*w.params));
            w.activeParams.reset();
        }
    }

    // An optional string that must be one of the allowed ids.
    QString readChoice(const QJsonObject& o, const QString& parent, const QString& key,
                       const QStringList& allowed) {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return {};
        }
        const QString path = jsonChildPath(parent, key);
        if (v.isString() && !allowed.contains(v.toString()) && m_ignored != nullptr) {
            unknown(path, {});
            return {};
        }
        if (!v.isString() || !allowed.contains(v.toString())) {
            add(path, Text::tr("expected one of %1, found %2.")
                              .arg(allowed.join(QStringLiteral(", ")),
                                   v.isString() ? v.toString() : typeName(v)) +
                          (v.isString() ? suggestion(v.toString(), allowed) : QString()));
            return {};
        }
        return v.toString();
    }

    // {"accelerator-id": number}, for the user's own MFU or price per accelerator.
    QMap<QString, double> readIdNumbers(const QJsonObject& o, const QString& parent,
                                        const QString& key, double max) {
        QMap<QString, double> map;
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return map;
        }
        const QString path = jsonChildPath(parent, key);
        if (!v.isObject()) {
            add(path, Text::tr("expected an object mapping accelerator ids to numbers, found %1.")
                          .arg(typeName(v)));
            return map;
        }
        static const QRegularExpression idForm(QStringLiteral("^[a-z0-9][a-z0-9-]{0,39}$"));
        const QJsonObject m = v.toObject();
        for (auto it = m.begin(); it != m.end(); ++it) {
            const QString itemPath = jsonChildPath(path, it.key());
            if (!idForm.match(it.key()).hasMatch()) {
                add(itemPath, Text::tr("'%1' is not an accelerator id.").arg(it.key()));
                continue;
            }
            if (auto d = readPositive(m, path, it.key(), max)) {
                map.insert(it.key(), *d);
            }
        }
        return map;
    }

    const QuestionCatalogue& m_catalogue;
    QList<ProfileIssue>& m_issues;
    QList<ProfileIssue>* m_ignored;
};

} // namespace

QString ProfileCodec::formatMarker() {
    return QStringLiteral("accel-advisor-profile");
}

ProfileParse ProfileCodec::parse(const QByteArray& input, NewerVersions newer) const {
    ProfileParse result;
    auto fail = [&result](const QString& path, const QString& message) {
        result.issues.append({path, message});
        return result;
    };

    if (input.size() > kMaxBytes) {
        return fail(kRoot,
                    Text::tr("the file is %1 bytes; profiles are limited to 1 MiB (%2 bytes). "
                             "Is this really a profile?")
                        .arg(input.size())
                        .arg(kMaxBytes));
    }
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3); // a byte-order mark some editors add
    }
    if (const auto bad = firstInvalidUtf8(bytes)) {
        const TextPosition at = textPosition(bytes, *bad);
        return fail(kRoot, Text::tr("the file is not valid UTF-8 (line %1, column %2). Save it as "
                                    "UTF-8 and try again.")
                               .arg(at.line)
                               .arg(at.column));
    }
    if (const auto deep = jsonNestingExceeds(bytes, kMaxNesting)) {
        const TextPosition at = textPosition(bytes, *deep);
        return fail(kRoot, Text::tr("arrays and objects are nested more than %1 deep (line %2, "
                                    "column %3); a profile needs only two levels.")
                               .arg(kMaxNesting)
                               .arg(at.line)
                               .arg(at.column));
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const TextPosition at = textPosition(bytes, error.offset);
        return fail(kRoot, Text::tr("not valid JSON: %1 at line %2, column %3.")
                               .arg(error.errorString())
                               .arg(at.line)
                               .arg(at.column));
    }
    if (!doc.isObject()) {
        return fail(kRoot, Text::tr("expected a JSON object at the top level."));
    }
    QJsonObject root = doc.object();

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
                                                           : typeName(format),
                                         formatMarker()));
    }

    const QJsonValue version = root.value(QStringLiteral("version"));
    const QString versionPath = jsonChildPath(kRoot, QStringLiteral("version"));
    const double v = version.toDouble(-1.0);
    if (!version.isDouble() || v < 0 || v != std::floor(v) || v > 1e6) {
        return fail(versionPath,
                    Text::tr("expected a whole number (this program writes %1), found %2.")
                        .arg(Profile::kFormatVersion)
                        .arg(version.isDouble() ? QString::number(v) : typeName(version)));
    }
    result.sourceVersion = static_cast<int>(v);
    const bool newerFile = result.sourceVersion > Profile::kFormatVersion;
    if (newerFile && newer == NewerVersions::Reject) {
        return fail(
            versionPath,
            Text::tr("the profile was written by a newer Accelerator Advisor (format version "
                     "%1; this program reads up to %2). Update the program to open it; "
                     "nothing was changed.")
                .arg(result.sourceVersion)
                .arg(Profile::kFormatVersion));
    }
    if (result.sourceVersion < Profile::kFormatVersion) {
        root = migrateProfile(root, result.sourceVersion, &result.migrationNotes);
    }

    Validator validator(m_catalogue, result.issues, newerFile ? &result.ignored : nullptr);
    Profile profile = validator.read(root);
    if (result.issues.isEmpty()) {
        result.profile = std::move(profile);
    } else if (newerFile) {
        // Even the parts this version knows do not read as it expects.
        result.issues.prepend(
            {versionPath,
             Text::tr("the profile was written by a newer Accelerator Advisor (format version %1; "
                      "this program reads up to %2), and the problems below stop this version "
                      "from reading it. Update the program to open it; nothing was changed.")
                 .arg(result.sourceVersion)
                 .arg(Profile::kFormatVersion)});
    }
    return result;
}

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
        QJsonObject weights;
        for (auto it = profile.weights.cbegin(); it != profile.weights.cend(); ++it) {
            weights.insert(it.key(), it.value());
        }
        root.insert(QStringLiteral("weights"), weights);
    }
    if (profile.workload) {
        QJsonObject w;
        if (profile.workload->params) {
            w.insert(QStringLiteral("params"), *profile.workload->params);
        }
        if (profile.workload->tokens) {
            w.insert(QStringLiteral("tokens"), *profile.workload->tokens);
        }
        if (!profile.workload->precision.isEmpty()) {
            w.insert(QStringLiteral("precision"), profile.workload->precision);
        }
        const Workload& wl = *profile.workload;
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
            if (map.isEmpty()) {
                return;
            }
            QJsonObject m;
            for (auto it = map.cbegin(); it != map.cend(); ++it) {
                m.insert(it.key(), it.value());
            }
            w.insert(QLatin1String(key), m);
        };
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
        numbers("mfu_overrides", wl.mfuOverrides);
        numbers("price_overrides", wl.priceOverrides);
        root.insert(QStringLiteral("workload"), w);
    }
    if (!profile.savedResult.isEmpty()) {
        root.insert(QStringLiteral("saved_result"), profile.savedResult);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace accel
