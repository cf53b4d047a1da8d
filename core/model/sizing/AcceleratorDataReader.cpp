#include "model/sizing/AcceleratorDataReader.h"

#include "model/QuestionCatalogue.h"
#include "model/sizing/SizingVocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AcceleratorData)
};

constexpr qsizetype kMaxText = 2000;

// An accelerator's frameworks are the options of the question catalogue's
// framework question, so that the two cannot drift apart.
const QStringList& frameworkIds() {
    static const QStringList ids = [] {
        const QuestionCatalogue& questions = QuestionCatalogue::builtIn();
        const int q = questions.questionIndex(QString::fromLatin1(vocabulary::frameworkQuestion));
        QStringList options;
        for (const OptionSpec& o : questions.question(q).options) {
            options << o.id;
        }
        return options;
    }();
    return ids;
}

} // namespace

QString AcceleratorDataReader::formatMarker() {
    return QStringLiteral("accel-advisor-accelerators");
}

QString AcceleratorDataReader::text(const QJsonObject& o, const QString& path, const QString& key,
                                    Presence presence) {
    return m_reader.string(o, path, key, kMaxText, presence).value_or(QString());
}

QStringList AcceleratorDataReader::textList(const QJsonObject& o, const QString& path,
                                            const QString& key, const QStringList& allowed,
                                            Presence presence) {
    return m_reader.stringList(o, path, key, allowed, presence).value_or(QStringList());
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
    const QString root = jsonRootPath();
    const auto document = readJsonObject(json, {AcceleratorData::kMaxBytes, kMaxNesting}, m_issues);
    if (!document) {
        return std::nullopt;
    }
    const QJsonObject& o = *document;
    m_reader.checkKeys(o, root,
                       {QStringLiteral("format"), QStringLiteral("version"),
                        QStringLiteral("updated"), QStringLiteral("sources"),
                        QStringLiteral("assumptions"), QStringLiteral("mfu"),
                        QStringLiteral("accelerators"), QStringLiteral("pricesChecked")});
    if (!readHeader(o, root)) {
        return std::nullopt;
    }
    // An override may change any global assumption or MFU curve; what it
    // leaves out keeps the bundled value. The bundled file must give them all.
    const bool isOverride = m_base != nullptr;
    AcceleratorData c = isOverride ? *m_base : AcceleratorData();
    const auto given = [&o, isOverride](const char* key) {
        return !isOverride || o.contains(QLatin1String(key));
    };
    if (given("updated")) {
        c.m_updated = text(o, root, QStringLiteral("updated"), Presence::Required);
    }
    if (given("pricesChecked")) {
        c.m_pricesChecked = text(o, root, QStringLiteral("pricesChecked"), Presence::Required);
        if (!c.m_pricesChecked.isEmpty() && !validDate(c.m_pricesChecked)) {
            m_reader.add(jsonChildPath(root, QStringLiteral("pricesChecked")),
                         Text::tr("'%1' is not a date; write YYYY-MM-DD.").arg(c.m_pricesChecked));
        }
    }
    if (given("assumptions")) {
        readAssumptions(o.value(QStringLiteral("assumptions")),
                        jsonChildPath(root, QStringLiteral("assumptions")), c.m_assumptions);
    }
    if (given("mfu")) {
        readMfu(o, root, c);
    }
    if (given("sources")) {
        readSources(o.value(QStringLiteral("sources")),
                    jsonChildPath(root, QStringLiteral("sources")), c);
    }
    if (given("accelerators")) {
        readAccelerators(o.value(QStringLiteral("accelerators")),
                         jsonChildPath(root, QStringLiteral("accelerators")), c);
    }
    checkSourceIds(c);
    if (!m_issues.isEmpty()) {
        return std::nullopt;
    }
    return c;
}

bool AcceleratorDataReader::readHeader(const QJsonObject& o, const QString& root) {
    const QJsonValue format = o.value(QStringLiteral("format"));
    if (format.toString() != formatMarker()) {
        m_reader.add(jsonChildPath(root, QStringLiteral("format")),
                     format.isUndefined()
                         ? Text::tr("missing; accelerator data starts with \"format\": \"%1\".")
                               .arg(formatMarker())
                         : Text::tr("is %1, expected \"%2\": this is not accelerator data.")
                               .arg(format.isString()
                                        ? QLatin1Char('"') + format.toString() + QLatin1Char('"')
                                        : jsonTypeName(format),
                                    formatMarker()));
        return false;
    }
    const auto version = m_reader.number(o, root, QStringLiteral("version"),
                                         {0.0, 1e6, false, true}, Presence::Required);
    if (!version) {
        return false;
    }
    if (*version != kVersion) {
        m_reader.add(jsonChildPath(root, QStringLiteral("version")),
                     Text::tr("is %1; this program reads version %2 only.")
                         .arg(jsonNumberText(*version))
                         .arg(kVersion));
        return false;
    }
    return true;
}

void AcceleratorDataReader::readMfu(const QJsonObject& o, const QString& root, AcceleratorData& c) {
    const bool isOverride = m_base != nullptr;
    const QString mfuPath = jsonChildPath(root, QStringLiteral("mfu"));
    const QJsonObject mfu =
        m_reader.object(o, root, QStringLiteral("mfu"), Presence::Required).value_or(QJsonObject());
    m_reader.checkKeys(mfu, mfuPath, {QStringLiteral("gpu"), QStringLiteral("tpu")});
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

void AcceleratorDataReader::readSources(const QJsonValue& v, const QString& path,
                                        AcceleratorData& c) {
    for (const auto& [p, o] : m_reader.objects(v, path, Presence::Required)) {
        m_reader.checkKeys(o, p,
                           {QStringLiteral("id"), QStringLiteral("title"),
                            QStringLiteral("publisher"), QStringLiteral("date"),
                            QStringLiteral("url")});
        SourceRef s{text(o, p, QStringLiteral("id"), Presence::Required),
                    text(o, p, QStringLiteral("title"), Presence::Required),
                    text(o, p, QStringLiteral("publisher"), Presence::Optional),
                    text(o, p, QStringLiteral("date"), Presence::Required),
                    text(o, p, QStringLiteral("url"), Presence::Optional)};
        if (!s.url.isEmpty() && !s.url.startsWith(QStringLiteral("https://"))) {
            m_reader.add(jsonChildPath(p, QStringLiteral("url")),
                         Text::tr("expected an https:// address."));
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
    const auto r = m_reader.object(v, p, Presence::Required);
    if (!r) {
        return fallback;
    }
    m_reader.checkKeys(*r, p,
                       {QStringLiteral("value"), QStringLiteral("low"), QStringLiteral("high"),
                        QStringLiteral("note")});
    const NumberRange range{min, max};
    const auto value = m_reader.number(*r, p, QStringLiteral("value"), range, Presence::Required);
    const auto low = m_reader.number(*r, p, QStringLiteral("low"), range, Presence::Required);
    const auto high = m_reader.number(*r, p, QStringLiteral("high"), range, Presence::Required);
    if (!value || !low || !high) {
        return fallback;
    }
    if (!(*low <= *value && *value <= *high)) {
        m_reader.add(p, Text::tr("expected low <= value <= high."));
        return fallback;
    }
    return {*value, *low, *high};
}

void AcceleratorDataReader::readAssumptions(const QJsonValue& v, const QString& path,
                                            SizingAssumptions& a) {
    const auto object = m_reader.object(v, path, Presence::Required);
    if (!object) {
        return;
    }
    const QJsonObject& o = *object;
    m_reader.checkKeys(o, path,
                       {QStringLiteral("trainingBytesPerParam"),
                        QStringLiteral("loraBytesPerParam"),
                        QStringLiteral("memoryReserve"),
                        QStringLiteral("fp8Efficiency"), // retired: old files still load
                        QStringLiteral("goodput"),
                        QStringLiteral("moeEfficiency"),
                        QStringLiteral("moeActiveReference"),
                        QStringLiteral("moeActiveExponent"),
                        QStringLiteral("inferenceWeightOverhead"),
                        QStringLiteral("servingMemoryShare"),
                        QStringLiteral("bandwidthEfficiency"),
                        QStringLiteral("prefillMfu"),
                        QStringLiteral("decodeMfu"),
                        QStringLiteral("servingHeadroom"),
                        QStringLiteral("layerOverheadUs"),
                        QStringLiteral("tokensPerParamOptimal"),
                        QStringLiteral("sources"),
                        QStringLiteral("lowPrecisionShare"),
                        QStringLiteral("moeLowPrecisionShare"),
                        QStringLiteral("tpuTrainingBytesPerParam"),
                        QStringLiteral("networkGBs"),
                        QStringLiteral("moeServingPerExpert")});
    a.trainingBytesPerParam =
        readRange(o, path, QStringLiteral("trainingBytesPerParam"), 2, 64, a.trainingBytesPerParam);
    a.memoryReserve = readRange(o, path, QStringLiteral("memoryReserve"), 0, 0.9, a.memoryReserve);
    a.lowPrecisionShare =
        readRange(o, path, QStringLiteral("lowPrecisionShare"), 0, 1, a.lowPrecisionShare);
    a.moeLowPrecisionShare =
        readRange(o, path, QStringLiteral("moeLowPrecisionShare"), 0, 1, a.moeLowPrecisionShare);
    a.tpuTrainingBytesPerParam = readRange(o, path, QStringLiteral("tpuTrainingBytesPerParam"), 2,
                                           64, a.tpuTrainingBytesPerParam);
    if (auto n = m_reader.number(o, path, QStringLiteral("networkGBs"), {1, 1e5})) {
        a.networkGBs = *n;
    }
    if (auto c = m_reader.number(o, path, QStringLiteral("moeServingPerExpert"), {0, 10})) {
        a.moeServingPerExpert = *c;
    }
    a.loraBytesPerParam =
        readRange(o, path, QStringLiteral("loraBytesPerParam"), 1, 64, a.loraBytesPerParam);
    a.goodput = readRange(o, path, QStringLiteral("goodput"), 0.1, 1, a.goodput);
    a.moeEfficiency = readRange(o, path, QStringLiteral("moeEfficiency"), 0.05, 1, a.moeEfficiency);
    if (auto r = m_reader.number(o, path, QStringLiteral("moeActiveReference"), {1e8, 1e13})) {
        a.moeActiveReference = *r;
    }
    if (auto x = m_reader.number(o, path, QStringLiteral("moeActiveExponent"), {0, 2})) {
        a.moeActiveExponent = *x;
    }
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
    if (auto t = m_reader.number(o, path, QStringLiteral("tokensPerParamOptimal"), {1, 1000})) {
        a.tokensPerParamOptimal = *t;
    }
    a.sources = textList(o, path, QStringLiteral("sources"), {}, Presence::Optional);
}

std::optional<MfuCurve> AcceleratorDataReader::readCurve(const QJsonValue& v, const QString& path) {
    const auto object = m_reader.object(v, path, Presence::Required);
    if (!object || object->isEmpty()) {
        return std::nullopt;
    }
    const QJsonObject& o = *object;
    m_reader.checkKeys(o, path,
                       {QStringLiteral("points"), QStringLiteral("spread"),
                        QStringLiteral("sources"), QStringLiteral("note"),
                        QStringLiteral("sizeReference"), QStringLiteral("sizeExponent")});
    MfuCurve curve;
    const QString pointsPath = jsonChildPath(path, QStringLiteral("points"));
    const auto before = m_reader.issueCount();
    const auto points = m_reader.array(o, path, QStringLiteral("points"), Presence::Required);
    if (!points) {
        return std::nullopt;
    }
    if (points->isEmpty()) {
        m_reader.add(pointsPath, Text::tr("expected a non-empty array of {chips, mfu} points."));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < points->size(); ++i) {
        const QString p = jsonIndexPath(pointsPath, i);
        const auto po = m_reader.object(points->at(i), p, Presence::Required);
        if (!po) {
            continue;
        }
        m_reader.checkKeys(*po, p, {QStringLiteral("chips"), QStringLiteral("mfu")});
        const auto chips =
            m_reader.number(*po, p, QStringLiteral("chips"), {1, 1e7}, Presence::Required);
        const auto mfu =
            m_reader.number(*po, p, QStringLiteral("mfu"), {0.01, 1}, Presence::Required);
        if (chips && mfu) {
            if (!curve.points.empty() && *chips <= curve.points.back().chips) {
                m_reader.add(p, Text::tr("chips must increase from one point to the next."));
            }
            curve.points.push_back({*chips, *mfu});
        }
    }
    curve.spread = m_reader.number(o, path, QStringLiteral("spread"), {0, 0.5}, Presence::Required)
                       .value_or(0.1);
    curve.sizeReference =
        m_reader.number(o, path, QStringLiteral("sizeReference"), {1e3, 1e13}).value_or(1e8);
    curve.sizeExponent =
        m_reader.number(o, path, QStringLiteral("sizeExponent"), {0, 1}).value_or(0.0);
    curve.sources = textList(o, path, QStringLiteral("sources"), {}, Presence::Required);
    if (m_reader.issueCount() != before) {
        return std::nullopt;
    }
    return curve;
}

void AcceleratorDataReader::readAccelerators(const QJsonValue& v, const QString& path,
                                             AcceleratorData& c) {
    QStringList seen;
    for (const auto& [p, o] : m_reader.objects(v, path, Presence::Required)) {
        const QString idPath = jsonChildPath(p, QStringLiteral("id"));
        const QString id = text(o, p, QStringLiteral("id"), Presence::Required);
        if (!id.isEmpty() && !m_reader.checkIdForm(idPath, id)) {
            continue;
        }
        if (seen.contains(id)) {
            m_reader.add(idPath, Text::tr("id '%1' appears twice.").arg(id));
            continue;
        }
        seen << id;
        m_readAt.insert(id, p);
        auto existing = std::find_if(c.m_accelerators.begin(), c.m_accelerators.end(),
                                     [&id](const AcceleratorSpec& s) { return s.id == id; });
        if (existing != c.m_accelerators.end() && m_base != nullptr) {
            readAccelerator(o, p, *existing, true); // override: patch what is given
        } else if (existing != c.m_accelerators.end()) {
            m_reader.add(idPath, Text::tr("id '%1' appears twice.").arg(id));
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
    m_reader.checkKeys(o, path,
                       {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("platform"),
                        QStringLiteral("vendor"), QStringLiteral("peakTflops"),
                        QStringLiteral("memoryGB"), QStringLiteral("bandwidthGBs"),
                        QStringLiteral("interconnectGBs"), QStringLiteral("podSize"),
                        QStringLiteral("availability"), QStringLiteral("frameworks"),
                        QStringLiteral("sources"), QStringLiteral("notes"), QStringLiteral("mfu"),
                        QStringLiteral("moeEfficiency"), QStringLiteral("moeExpertExponent"),
                        QStringLiteral("prices"), QStringLiteral("skuPatterns")});
    const bool required = !partial;
    const auto has = [&o](const char* key) { return o.contains(QLatin1String(key)); };

    if (required || has("name")) {
        spec.name = text(o, path, QStringLiteral("name"), Presence::Required);
    }
    if (required || has("vendor")) {
        spec.vendor = text(o, path, QStringLiteral("vendor"), Presence::Required);
    }
    if (required || has("platform")) {
        const auto platform =
            m_reader.oneOf(o, path, QStringLiteral("platform"),
                           {QStringLiteral("gpu"), QStringLiteral("tpu")}, Presence::Required);
        if (platform) {
            spec.platform = *platform == QStringLiteral("tpu") ? Platform::Tpu : Platform::Gpu;
        }
    }
    if (required || has("peakTflops")) {
        readPeaks(o, path, spec);
    }
    const auto setNumber = [&](const char* key, const NumberRange& range, double& target) {
        if (required || has(key)) {
            target = m_reader.number(o, path, QLatin1String(key), range, Presence::Required)
                         .value_or(target);
        }
    };
    setNumber("memoryGB", {1, 10000}, spec.memoryGB);
    setNumber("bandwidthGBs", {1, 1e6}, spec.bandwidthGBs);
    if (has("interconnectGBs")) { // optional: 0 = not published
        setNumber("interconnectGBs", {0, 1e6}, spec.interconnectGBs);
    }
    double pod = spec.podSize;
    setNumber("podSize", {1, 1e6, false, true}, pod);
    spec.podSize = static_cast<int>(pod);
    if (required || has("availability")) {
        spec.availability =
            textList(o, path, QStringLiteral("availability"), providerIds(), Presence::Required);
    }
    if (required || has("frameworks")) {
        spec.frameworks =
            textList(o, path, QStringLiteral("frameworks"), frameworkIds(), Presence::Required);
    }
    if (required || has("sources")) {
        spec.sources = textList(o, path, QStringLiteral("sources"), {}, Presence::Required);
    }
    if (has("notes")) {
        spec.notes = text(o, path, QStringLiteral("notes"), Presence::Optional);
    }
    if (has("skuPatterns")) {
        spec.skuPatterns = textList(o, path, QStringLiteral("skuPatterns"), {}, Presence::Optional);
    }
    if (has("mfu")) {
        spec.mfu =
            readCurve(o.value(QStringLiteral("mfu")), jsonChildPath(path, QStringLiteral("mfu")));
    }
    readMixtureOfExperts(o, path, spec);
    if (has("prices")) {
        mergePrices(o, path, spec);
    }
}

void AcceleratorDataReader::readPeaks(const QJsonObject& o, const QString& path,
                                      AcceleratorSpec& spec) {
    const QString p = jsonChildPath(path, QStringLiteral("peakTflops"));
    const QJsonObject peak =
        m_reader.object(o, path, QStringLiteral("peakTflops"), Presence::Required)
            .value_or(QJsonObject());
    m_reader.checkKeys(peak, p,
                       {QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("fp4"),
                        QStringLiteral("int8")});
    const NumberRange tflops{1, 1e5};
    spec.peak.bf16 =
        m_reader.number(peak, p, QStringLiteral("bf16"), tflops, Presence::Required).value_or(0.0);
    spec.peak.fp8 = m_reader.number(peak, p, QStringLiteral("fp8"), tflops);
    spec.peak.fp4 = m_reader.number(peak, p, QStringLiteral("fp4"), tflops);
    spec.peak.int8 = m_reader.number(peak, p, QStringLiteral("int8"), tflops);
}

void AcceleratorDataReader::readMixtureOfExperts(const QJsonObject& o, const QString& path,
                                                 AcceleratorSpec& spec) {
    if (o.contains(QStringLiteral("moeExpertExponent"))) {
        spec.moeExpertExponent =
            m_reader.number(o, path, QStringLiteral("moeExpertExponent"), {0, 2}).value_or(0.0);
    }
    if (o.contains(QStringLiteral("moeEfficiency"))) {
        // A broken range was reported; keep what was there (the global share).
        const Range unread{-1.0, -1.0, -1.0};
        const Range moe = readRange(o, path, QStringLiteral("moeEfficiency"), 0.05, 1, unread);
        if (moe != unread) {
            spec.moeEfficiency = moe;
        }
    }
}

void AcceleratorDataReader::mergePrices(const QJsonObject& o, const QString& path,
                                        AcceleratorSpec& spec) {
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

std::vector<PricePoint> AcceleratorDataReader::readPrices(const QJsonValue& v,
                                                          const QString& path) {
    std::vector<PricePoint> prices;
    for (const auto& [p, o] : m_reader.objects(v, path, Presence::Required)) {
        m_reader.checkKeys(o, p,
                           {QStringLiteral("provider"), QStringLiteral("mode"),
                            QStringLiteral("usdPerChipHour"), QStringLiteral("date"),
                            QStringLiteral("source"), QStringLiteral("note"),
                            QStringLiteral("host"), QStringLiteral("region")});
        PricePoint price;
        price.provider =
            m_reader.oneOf(o, p, QStringLiteral("provider"), providerIds(), Presence::Required)
                .value_or(QString());
        price.mode =
            m_reader.oneOf(o, p, QStringLiteral("mode"), pricingModeIds(), Presence::Required)
                .value_or(QString());
        price.date = text(o, p, QStringLiteral("date"), Presence::Required);
        price.source = text(o, p, QStringLiteral("source"), Presence::Required);
        price.note = text(o, p, QStringLiteral("note"), Presence::Optional);
        price.region = text(o, p, QStringLiteral("region"), Presence::Optional);
        price.host = m_reader
                         .oneOf(o, p, QStringLiteral("host"),
                                {QStringLiteral("included"), QStringLiteral("extra")})
                         .value_or(QString());
        const auto usd =
            m_reader.number(o, p, QStringLiteral("usdPerChipHour"),
                            {limits::price.min, limits::price.max}, Presence::Required);
        if (!price.date.isEmpty() && !validDate(price.date)) {
            m_reader.add(
                jsonChildPath(p, QStringLiteral("date")),
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
                m_reader.add(
                    path, Text::tr("refers to source '%1', which is not in \"sources\".").arg(id));
            }
        }
    };
    for (std::size_t i = 0; i < c.accelerators().size(); ++i) {
        const AcceleratorSpec& spec = c.accelerators()[i];
        // Where this file gives the entry (an override's index is not the
        // merged one); entries it leaves alone were checked with the base.
        const QString p = m_readAt.value(
            spec.id, jsonIndexPath(jsonChildPath(jsonRootPath(), QStringLiteral("accelerators")),
                                   static_cast<qsizetype>(i)));
        if (spec.name.isEmpty() || spec.peak.bf16 <= 0 || spec.memoryGB <= 0 ||
            spec.bandwidthGBs <= 0) {
            m_reader.add(
                p,
                Text::tr("'%1' needs at least name, platform, vendor, peakTflops.bf16, memoryGB, "
                         "bandwidthGBs, availability, frameworks and sources.")
                    .arg(spec.id));
        }
        check(spec.sources, jsonChildPath(p, QStringLiteral("sources")));
        if (spec.mfu) {
            check(spec.mfu->sources, jsonChildPath(jsonChildPath(p, QStringLiteral("mfu")),
                                                   QStringLiteral("sources")));
        }
        for (const PricePoint& price : spec.prices) {
            if (price.origin != PriceOrigin::Live) {
                check({price.source}, jsonChildPath(p, QStringLiteral("prices")));
            }
        }
    }
    check(c.platformMfu(Platform::Gpu).sources, QStringLiteral("$.mfu.gpu.sources"));
    check(c.platformMfu(Platform::Tpu).sources, QStringLiteral("$.mfu.tpu.sources"));
    check(c.assumptions().sources, QStringLiteral("$.assumptions.sources"));
}

} // namespace accel::sizing
