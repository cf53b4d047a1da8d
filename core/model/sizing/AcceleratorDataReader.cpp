#include "AcceleratorDataReader.h"

#include "JsonReader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AcceleratorData)
};

QString indexPath(const QString& parent, qsizetype i) {
    return parent + QStringLiteral("[%1]").arg(i);
}

const QStringList& frameworkIds() {
    static const QStringList ids{QStringLiteral("pytorch"), QStringLiteral("tensorflow"),
                                 QStringLiteral("jax"), QStringLiteral("mixed"),
                                 QStringLiteral("other")};
    return ids;
}

} // namespace

QString AcceleratorDataReader::formatMarker() {
    return QStringLiteral("accel-advisor-accelerators");
}

void AcceleratorDataReader::checkKeys(const QJsonObject& o, const QString& path,
                                      const QStringList& known) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            add(jsonChildPath(path, it.key()),
                Text::tr("unknown field '%1'. Known fields: %2.")
                    .arg(it.key(), known.join(QStringLiteral(", "))));
        }
    }
}

QJsonObject AcceleratorDataReader::object(const QJsonValue& v, const QString& path) {
    if (!v.isObject()) {
        add(path, Text::tr("expected an object."));
        return {};
    }
    return v.toObject();
}

std::optional<double> AcceleratorDataReader::number(const QJsonObject& o, const QString& path,
                                                    const QString& key, double min, double max,
                                                    bool required) {
    const QJsonValue v = o.value(key);
    const QString p = jsonChildPath(path, key);
    if (v.isUndefined() || v.isNull()) {
        if (required) {
            add(p, Text::tr("is missing; expected a number from %1 to %2.").arg(min).arg(max));
        }
        return std::nullopt;
    }
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || !std::isfinite(d) || d < min || d > max) {
        add(p, Text::tr("expected a number from %1 to %2.").arg(min).arg(max));
        return std::nullopt;
    }
    return d;
}

QString AcceleratorDataReader::text(const QJsonObject& o, const QString& path, const QString& key,
                                    bool required) {
    const QJsonValue v = o.value(key);
    const QString p = jsonChildPath(path, key);
    if (v.isUndefined() || v.isNull()) {
        if (required) {
            add(p, Text::tr("is missing; expected a string."));
        }
        return {};
    }
    if (!v.isString() || v.toString().size() > 2000) {
        add(p, Text::tr("expected a string of at most 2000 characters."));
        return {};
    }
    return v.toString();
}

QStringList AcceleratorDataReader::textList(const QJsonObject& o, const QString& path,
                                            const QString& key, const QStringList& allowed,
                                            bool required) {
    const QJsonValue v = o.value(key);
    const QString p = jsonChildPath(path, key);
    QStringList list;
    if (v.isUndefined() || v.isNull()) {
        if (required) {
            add(p, Text::tr("is missing; expected an array of strings."));
        }
        return list;
    }
    if (!v.isArray()) {
        add(p, Text::tr("expected an array of strings."));
        return list;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString s = a.at(i).toString();
        if (!a.at(i).isString() || s.isEmpty()) {
            add(indexPath(p, i), Text::tr("expected a non-empty string."));
        } else if (!allowed.isEmpty() && !allowed.contains(s)) {
            add(indexPath(p, i), Text::tr("unknown value '%1'; use one of: %2.")
                                     .arg(s, allowed.join(QStringLiteral(", "))));
        } else {
            list << s;
        }
    }
    return list;
}

bool AcceleratorDataReader::validDate(const QString& date) const {
    static const QRegularExpression form(
        QStringLiteral("^(unknown|[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?)$"));
    if (!form.match(date).hasMatch()) {
        return false;
    }
    PricePoint probe;
    probe.date = date;
    return date == QStringLiteral("unknown") || probe.effectiveDate().isValid();
}

std::optional<AcceleratorData> AcceleratorDataReader::read(const QByteArray& json) {
    const QString root = QStringLiteral("$");
    if (json.size() > AcceleratorData::kMaxBytes) {
        add(root, Text::tr("the file is %1 bytes; at most %2 are allowed.")
                      .arg(json.size())
                      .arg(AcceleratorData::kMaxBytes));
        return std::nullopt;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        add(root,
            Text::tr("not valid JSON at byte %1: %2.").arg(error.offset).arg(error.errorString()));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        add(root, Text::tr("expected a JSON object."));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    const bool isOverride = m_base != nullptr;
    checkKeys(o, root,
              {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("updated"),
               QStringLiteral("sources"), QStringLiteral("assumptions"), QStringLiteral("mfu"),
               QStringLiteral("accelerators"), QStringLiteral("pricesChecked")});
    if (o.value(QStringLiteral("format")).toString() != formatMarker()) {
        add(jsonChildPath(root, QStringLiteral("format")),
            Text::tr("expected \"%1\"; this is not an accelerator catalogue.").arg(formatMarker()));
        return std::nullopt;
    }
    const double version = o.value(QStringLiteral("version")).toDouble(-1);
    if (version != kVersion) {
        add(jsonChildPath(root, QStringLiteral("version")),
            Text::tr("expected version %1; this program cannot read other versions.")
                .arg(kVersion));
        return std::nullopt;
    }

    // An override may change any global assumption or MFU curve; what it
    // leaves out keeps the bundled value. The bundled file must give them all.
    AcceleratorData c = isOverride ? *m_base : AcceleratorData();
    if (!isOverride || o.contains(QStringLiteral("updated"))) {
        c.m_updated = text(o, root, QStringLiteral("updated"), true);
    }
    if (!isOverride || o.contains(QStringLiteral("pricesChecked"))) {
        c.m_pricesChecked = text(o, root, QStringLiteral("pricesChecked"), true);
        if (!c.m_pricesChecked.isEmpty() && !validDate(c.m_pricesChecked)) {
            add(jsonChildPath(root, QStringLiteral("pricesChecked")),
                Text::tr("'%1' is not a date; write YYYY-MM-DD.").arg(c.m_pricesChecked));
        }
    }
    if (!isOverride || o.contains(QStringLiteral("assumptions"))) {
        readAssumptions(o.value(QStringLiteral("assumptions")),
                        jsonChildPath(root, QStringLiteral("assumptions")), c.m_assumptions);
    }
    if (!isOverride || o.contains(QStringLiteral("mfu"))) {
        const QString mfuPath = jsonChildPath(root, QStringLiteral("mfu"));
        const QJsonObject mfu = object(o.value(QStringLiteral("mfu")), mfuPath);
        checkKeys(mfu, mfuPath, {QStringLiteral("gpu"), QStringLiteral("tpu")});
        if (!isOverride || mfu.contains(QStringLiteral("gpu"))) {
            if (auto gpu = readCurve(mfu.value(QStringLiteral("gpu")),
                                     jsonChildPath(mfuPath, QStringLiteral("gpu")))) {
                c.m_gpuMfu = *gpu;
            }
        }
        if (!isOverride || mfu.contains(QStringLiteral("tpu"))) {
            if (auto tpu = readCurve(mfu.value(QStringLiteral("tpu")),
                                     jsonChildPath(mfuPath, QStringLiteral("tpu")))) {
                c.m_tpuMfu = *tpu;
            }
        }
    }
    const QJsonValue sources = o.value(QStringLiteral("sources"));
    if (!isOverride || !sources.isUndefined()) {
        readSources(sources, jsonChildPath(root, QStringLiteral("sources")), c);
    }
    if (!isOverride || o.contains(QStringLiteral("accelerators"))) {
        readAccelerators(o.value(QStringLiteral("accelerators")),
                         jsonChildPath(root, QStringLiteral("accelerators")), c);
    }
    checkSourceIds(c);
    if (!m_issues.isEmpty()) {
        return std::nullopt;
    }
    return c;
}

void AcceleratorDataReader::readSources(const QJsonValue& v, const QString& path,
                                        AcceleratorData& c) {
    if (!v.isArray()) {
        add(path, Text::tr("expected an array of sources."));
        return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = indexPath(path, i);
        const QJsonObject o = object(a.at(i), p);
        checkKeys(o, p,
                  {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("publisher"),
                   QStringLiteral("date"), QStringLiteral("url")});
        SourceRef s{
            text(o, p, QStringLiteral("id"), true), text(o, p, QStringLiteral("title"), true),
            text(o, p, QStringLiteral("publisher"), false),
            text(o, p, QStringLiteral("date"), true), text(o, p, QStringLiteral("url"), false)};
        if (!s.url.isEmpty() && !s.url.startsWith(QStringLiteral("https://"))) {
            add(jsonChildPath(p, QStringLiteral("url")), Text::tr("expected an https:// address."));
        }
        auto same = std::find_if(c.m_sources.begin(), c.m_sources.end(),
                                 [&s](const SourceRef& r) { return r.id == s.id; });
        if (same != c.m_sources.end()) {
            *same = s;
        } else {
            c.m_sources.push_back(s);
        }
    }
}

Range AcceleratorDataReader::readRange(const QJsonObject& o, const QString& path,
                                       const QString& key, double min, double max,
                                       const Range& fallback) {
    const QString p = jsonChildPath(path, key);
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        return fallback;
    }
    const QJsonObject r = object(v, p);
    checkKeys(r, p,
              {QStringLiteral("value"), QStringLiteral("low"), QStringLiteral("high"),
               QStringLiteral("note")});
    const auto value = number(r, p, QStringLiteral("value"), min, max, true);
    const auto low = number(r, p, QStringLiteral("low"), min, max, true);
    const auto high = number(r, p, QStringLiteral("high"), min, max, true);
    if (!value || !low || !high) {
        return fallback;
    }
    if (!(*low <= *value && *value <= *high)) {
        add(p, Text::tr("expected low <= value <= high."));
        return fallback;
    }
    return {*value, *low, *high};
}

void AcceleratorDataReader::readAssumptions(const QJsonValue& v, const QString& path,
                                            SizingAssumptions& a) {
    const QJsonObject o = object(v, path);
    checkKeys(o, path,
              {QStringLiteral("trainingBytesPerParam"), QStringLiteral("loraBytesPerParam"),
               QStringLiteral("memoryReserve"), QStringLiteral("fp8Efficiency"),
               QStringLiteral("goodput"), QStringLiteral("moeEfficiency"),
               QStringLiteral("inferenceWeightOverhead"), QStringLiteral("servingMemoryShare"),
               QStringLiteral("bandwidthEfficiency"), QStringLiteral("prefillMfu"),
               QStringLiteral("decodeMfu"), QStringLiteral("servingHeadroom"),
               QStringLiteral("layerOverheadUs"), QStringLiteral("tokensPerParamOptimal"),
               QStringLiteral("sources")});
    a.trainingBytesPerParam =
        readRange(o, path, QStringLiteral("trainingBytesPerParam"), 2, 64, a.trainingBytesPerParam);
    a.memoryReserve = readRange(o, path, QStringLiteral("memoryReserve"), 0, 0.9, a.memoryReserve);
    a.fp8Efficiency = readRange(o, path, QStringLiteral("fp8Efficiency"), 0.1, 1, a.fp8Efficiency);
    a.loraBytesPerParam =
        readRange(o, path, QStringLiteral("loraBytesPerParam"), 1, 64, a.loraBytesPerParam);
    a.goodput = readRange(o, path, QStringLiteral("goodput"), 0.1, 1, a.goodput);
    a.moeEfficiency = readRange(o, path, QStringLiteral("moeEfficiency"), 0.1, 1, a.moeEfficiency);
    a.servingMemoryShare =
        readRange(o, path, QStringLiteral("servingMemoryShare"), 0.3, 1, a.servingMemoryShare);
    a.decodeMfu = readRange(o, path, QStringLiteral("decodeMfu"), 0.05, 1, a.decodeMfu);
    a.layerOverheadUs =
        readRange(o, path, QStringLiteral("layerOverheadUs"), 0, 10000, a.layerOverheadUs);
    a.servingHeadroom =
        readRange(o, path, QStringLiteral("servingHeadroom"), 0.3, 1, a.servingHeadroom);
    a.inferenceWeightOverhead = readRange(o, path, QStringLiteral("inferenceWeightOverhead"), 1, 3,
                                          a.inferenceWeightOverhead);
    a.bandwidthEfficiency =
        readRange(o, path, QStringLiteral("bandwidthEfficiency"), 0.05, 1, a.bandwidthEfficiency);
    a.prefillMfu = readRange(o, path, QStringLiteral("prefillMfu"), 0.05, 1, a.prefillMfu);
    if (auto t = number(o, path, QStringLiteral("tokensPerParamOptimal"), 1, 1000, false)) {
        a.tokensPerParamOptimal = *t;
    }
    a.sources = textList(o, path, QStringLiteral("sources"), {}, false);
}

std::optional<MfuCurve> AcceleratorDataReader::readCurve(const QJsonValue& v, const QString& path) {
    const QJsonObject o = object(v, path);
    if (o.isEmpty()) {
        return std::nullopt;
    }
    checkKeys(o, path,
              {QStringLiteral("points"), QStringLiteral("spread"), QStringLiteral("sources"),
               QStringLiteral("note"), QStringLiteral("sizeReference"),
               QStringLiteral("sizeExponent")});
    MfuCurve curve;
    const QString pointsPath = jsonChildPath(path, QStringLiteral("points"));
    const QJsonArray points = o.value(QStringLiteral("points")).toArray();
    if (points.isEmpty()) {
        add(pointsPath, Text::tr("expected a non-empty array of {chips, mfu} points."));
        return std::nullopt;
    }
    const auto before = m_issues.size();
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QString p = indexPath(pointsPath, i);
        const QJsonObject po = object(points.at(i), p);
        checkKeys(po, p, {QStringLiteral("chips"), QStringLiteral("mfu")});
        const auto chips = number(po, p, QStringLiteral("chips"), 1, 1e7, true);
        const auto mfu = number(po, p, QStringLiteral("mfu"), 0.01, 1, true);
        if (chips && mfu) {
            if (!curve.points.empty() && *chips <= curve.points.back().chips) {
                add(p, Text::tr("chips must increase from one point to the next."));
            }
            curve.points.push_back({*chips, *mfu});
        }
    }
    curve.spread = number(o, path, QStringLiteral("spread"), 0, 0.5, true).value_or(0.1);
    curve.sizeReference =
        number(o, path, QStringLiteral("sizeReference"), 1e3, 1e13, false).value_or(1e8);
    curve.sizeExponent = number(o, path, QStringLiteral("sizeExponent"), 0, 1, false).value_or(0.0);
    curve.sources = textList(o, path, QStringLiteral("sources"), {}, true);
    if (m_issues.size() != before) {
        return std::nullopt;
    }
    return curve;
}

void AcceleratorDataReader::readAccelerators(const QJsonValue& v, const QString& path,
                                             AcceleratorData& c) {
    if (!v.isArray()) {
        add(path, Text::tr("expected an array of accelerators."));
        return;
    }
    static const QRegularExpression idForm(QStringLiteral("^[a-z0-9][a-z0-9-]{0,39}$"));
    const QJsonArray a = v.toArray();
    QStringList seen;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = indexPath(path, i);
        const QJsonObject o = object(a.at(i), p);
        const QString id = text(o, p, QStringLiteral("id"), true);
        if (!id.isEmpty() && !idForm.match(id).hasMatch()) {
            add(jsonChildPath(p, QStringLiteral("id")),
                Text::tr("'%1' is not a valid id: use lower-case letters, digits and '-'.")
                    .arg(id));
            continue;
        }
        if (seen.contains(id)) {
            add(jsonChildPath(p, QStringLiteral("id")), Text::tr("id '%1' appears twice.").arg(id));
            continue;
        }
        seen << id;
        auto existing = std::find_if(c.m_accelerators.begin(), c.m_accelerators.end(),
                                     [&id](const AcceleratorSpec& s) { return s.id == id; });
        if (existing != c.m_accelerators.end() && m_base != nullptr) {
            readAccelerator(o, p, *existing, true); // override: patch what is given
        } else if (existing != c.m_accelerators.end()) {
            add(jsonChildPath(p, QStringLiteral("id")), Text::tr("id '%1' appears twice.").arg(id));
        } else {
            AcceleratorSpec spec;
            spec.id = id;
            readAccelerator(o, p, spec, false);
            c.m_accelerators.push_back(spec);
        }
    }
}

void AcceleratorDataReader::readAccelerator(const QJsonObject& o, const QString& path,
                                            AcceleratorSpec& spec, bool partial) {
    checkKeys(o, path,
              {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("platform"),
               QStringLiteral("vendor"), QStringLiteral("peakTflops"), QStringLiteral("memoryGB"),
               QStringLiteral("bandwidthGBs"), QStringLiteral("interconnectGBs"),
               QStringLiteral("podSize"), QStringLiteral("availability"),
               QStringLiteral("frameworks"), QStringLiteral("sources"), QStringLiteral("notes"),
               QStringLiteral("mfu"), QStringLiteral("prices"), QStringLiteral("skuPatterns")});
    const bool required = !partial;
    const auto has = [&o](const char* key) { return o.contains(QLatin1String(key)); };

    if (required || has("name")) {
        spec.name = text(o, path, QStringLiteral("name"), true);
    }
    if (required || has("vendor")) {
        spec.vendor = text(o, path, QStringLiteral("vendor"), true);
    }
    if (required || has("platform")) {
        const QString platform = text(o, path, QStringLiteral("platform"), true);
        if (platform == QStringLiteral("gpu")) {
            spec.platform = Platform::Gpu;
        } else if (platform == QStringLiteral("tpu")) {
            spec.platform = Platform::Tpu;
        } else if (!platform.isEmpty()) {
            add(jsonChildPath(path, QStringLiteral("platform")),
                Text::tr("unknown platform '%1'; use \"gpu\" or \"tpu\".").arg(platform));
        }
    }
    if (required || has("peakTflops")) {
        const QString p = jsonChildPath(path, QStringLiteral("peakTflops"));
        const QJsonObject peak = object(o.value(QStringLiteral("peakTflops")), p);
        checkKeys(peak, p, {QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("int8")});
        spec.peak.bf16 = number(peak, p, QStringLiteral("bf16"), 1, 1e5, true).value_or(0.0);
        spec.peak.fp8 = number(peak, p, QStringLiteral("fp8"), 1, 1e5, false);
        spec.peak.int8 = number(peak, p, QStringLiteral("int8"), 1, 1e5, false);
    }
    const auto setNumber = [&](const char* key, double min, double max, double& target) {
        if (required || has(key)) {
            target = number(o, path, QLatin1String(key), min, max, true).value_or(target);
        }
    };
    setNumber("memoryGB", 1, 10000, spec.memoryGB);
    setNumber("bandwidthGBs", 1, 1e6, spec.bandwidthGBs);
    if (has("interconnectGBs")) { // optional: 0 = not published
        spec.interconnectGBs =
            number(o, path, QStringLiteral("interconnectGBs"), 0, 1e6, true).value_or(0.0);
    }
    double pod = spec.podSize;
    setNumber("podSize", 1, 1e6, pod);
    spec.podSize = static_cast<int>(pod);
    if (required || has("availability")) {
        spec.availability = textList(o, path, QStringLiteral("availability"),
                                     AcceleratorData::knownProviders(), true);
    }
    if (required || has("frameworks")) {
        spec.frameworks = textList(o, path, QStringLiteral("frameworks"), frameworkIds(), true);
    }
    if (required || has("sources")) {
        spec.sources = textList(o, path, QStringLiteral("sources"), {}, true);
    }
    if (has("notes")) {
        spec.notes = text(o, path, QStringLiteral("notes"), false);
    }
    if (has("skuPatterns")) {
        spec.skuPatterns = textList(o, path, QStringLiteral("skuPatterns"), {}, false);
    }
    if (has("mfu")) {
        spec.mfu =
            readCurve(o.value(QStringLiteral("mfu")), jsonChildPath(path, QStringLiteral("mfu")));
    }
    if (has("prices")) {
        const std::vector<PricePoint> prices = readPrices(
            o.value(QStringLiteral("prices")), jsonChildPath(path, QStringLiteral("prices")));
        for (PricePoint price : prices) {
            price.origin = m_base != nullptr ? PriceOrigin::Override : PriceOrigin::Bundled;
            // A later override replaces an earlier one for the same provider and mode;
            // bundled prices stay, so that the report can show what was negotiated away.
            // (The bundled file keeps every dated price: price() picks the newest.)
            if (m_base != nullptr) {
                std::erase_if(spec.prices, [&price](const PricePoint& q) {
                    return q.provider == price.provider && q.mode == price.mode &&
                           q.origin == PriceOrigin::Override;
                });
            }
            spec.prices.push_back(price);
        }
    }
}

std::vector<PricePoint> AcceleratorDataReader::readPrices(const QJsonValue& v,
                                                          const QString& path) {
    std::vector<PricePoint> prices;
    if (!v.isArray()) {
        add(path, Text::tr("expected an array of prices."));
        return prices;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = indexPath(path, i);
        const QJsonObject o = object(a.at(i), p);
        checkKeys(o, p,
                  {QStringLiteral("provider"), QStringLiteral("mode"),
                   QStringLiteral("usdPerChipHour"), QStringLiteral("date"),
                   QStringLiteral("source"), QStringLiteral("note"), QStringLiteral("host"),
                   QStringLiteral("region")});
        PricePoint price;
        price.provider = text(o, p, QStringLiteral("provider"), true);
        price.mode = text(o, p, QStringLiteral("mode"), true);
        price.date = text(o, p, QStringLiteral("date"), true);
        price.source = text(o, p, QStringLiteral("source"), true);
        price.note = text(o, p, QStringLiteral("note"), false);
        price.region = text(o, p, QStringLiteral("region"), false);
        price.host = text(o, p, QStringLiteral("host"), false);
        if (!price.host.isEmpty() && price.host != QStringLiteral("included") &&
            price.host != QStringLiteral("extra")) {
            add(jsonChildPath(p, QStringLiteral("host")),
                Text::tr("expected \"included\" or \"extra\"."));
        }
        const auto usd = number(o, p, QStringLiteral("usdPerChipHour"), 0.001, 1000, true);
        if (!price.provider.isEmpty() &&
            !AcceleratorData::knownProviders().contains(price.provider)) {
            add(jsonChildPath(p, QStringLiteral("provider")),
                Text::tr("unknown provider '%1'; use one of: %2.")
                    .arg(price.provider,
                         AcceleratorData::knownProviders().join(QStringLiteral(", "))));
        }
        if (!price.mode.isEmpty() && !AcceleratorData::knownModes().contains(price.mode)) {
            add(jsonChildPath(p, QStringLiteral("mode")),
                Text::tr("unknown pricing mode '%1'; use one of: %2.")
                    .arg(price.mode, AcceleratorData::knownModes().join(QStringLiteral(", "))));
        }
        if (!price.date.isEmpty() && !validDate(price.date)) {
            add(jsonChildPath(p, QStringLiteral("date")),
                Text::tr("'%1' is not a date; write YYYY, YYYY-MM, YYYY-MM-DD or \"unknown\".")
                    .arg(price.date));
        }
        if (usd) {
            price.usdPerChipHour = *usd;
            prices.push_back(price);
        }
    }
    return prices;
}

void AcceleratorDataReader::checkSourceIds(const AcceleratorData& c) {
    const auto known = [&c](const QString& id) { return c.source(id) != nullptr; };
    const auto check = [&](const QStringList& ids, const QString& path) {
        for (const QString& id : ids) {
            if (!known(id)) {
                add(path, Text::tr("refers to source '%1', which is not in \"sources\".").arg(id));
            }
        }
    };
    for (std::size_t i = 0; i < c.accelerators().size(); ++i) {
        const AcceleratorSpec& spec = c.accelerators()[i];
        const QString p = QStringLiteral("$.accelerators[%1]").arg(i);
        if (spec.name.isEmpty() || spec.peak.bf16 <= 0 || spec.memoryGB <= 0 ||
            spec.bandwidthGBs <= 0) {
            add(p,
                Text::tr("'%1' needs at least name, platform, vendor, peakTflops.bf16, memoryGB, "
                         "bandwidthGBs, availability, frameworks and sources.")
                    .arg(spec.id));
        }
        check(spec.sources, p + QStringLiteral(".sources"));
        if (spec.mfu) {
            check(spec.mfu->sources, p + QStringLiteral(".mfu.sources"));
        }
        for (const PricePoint& price : spec.prices) {
            if (price.origin != PriceOrigin::Live) {
                check({price.source}, p + QStringLiteral(".prices"));
            }
        }
    }
    check(c.platformMfu(Platform::Gpu).sources, QStringLiteral("$.mfu.gpu.sources"));
    check(c.platformMfu(Platform::Tpu).sources, QStringLiteral("$.mfu.tpu.sources"));
    check(c.assumptions().sources, QStringLiteral("$.assumptions.sources"));
}

} // namespace accel::sizing
