#include "model/cost/CostData.h"

#include "model/JsonReader.h"

#include <QCoreApplication>
#include <QFile>

namespace accel::cost {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostData)
};

const QString kRoot = jsonRootPath();

class Reader {
public:
    explicit Reader(QList<InputIssue>& issues)
        : m_issues(issues)
        , m_reader(issues) {}

    std::optional<CostData> read(const QJsonObject& root) {
        CostData d;
        m_reader.checkKeys(root, kRoot,
                           {QStringLiteral("format"), QStringLiteral("updated"),
                            QStringLiteral("sources"), QStringLiteral("defaults"),
                            QStringLiteral("owned"), QStringLiteral("porting")});
        m_reader.oneOf(root, kRoot, QStringLiteral("format"),
                       {QStringLiteral("accel-advisor-cost-data")}, Presence::Required);
        d.updated = m_reader.string(root, kRoot, QStringLiteral("updated"), 40, Presence::Required)
                        .value_or(QString());
        readSources(root, d);
        readDefaults(root, d);
        readOwned(root, d);
        readPorting(root, d);
        if (!m_issues.isEmpty()) {
            return std::nullopt;
        }
        return d;
    }

private:
    void readSources(const QJsonObject& root, CostData& d) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("sources"));
        for (const auto& [p, o] :
             m_reader.objects(root.value(QStringLiteral("sources")), path, Presence::Required)) {
            sizing::SourceRef s;
            s.id = m_reader.string(o, p, QStringLiteral("id"), 80, Presence::Required)
                       .value_or(QString());
            s.title = m_reader.string(o, p, QStringLiteral("title"), 600, Presence::Required)
                          .value_or(QString());
            s.publisher =
                m_reader.string(o, p, QStringLiteral("publisher"), 200, Presence::Required)
                    .value_or(QString());
            s.date = m_reader.string(o, p, QStringLiteral("date"), 40, Presence::Required)
                         .value_or(QString());
            s.url = m_reader.string(o, p, QStringLiteral("url"), 600).value_or(QString());
            d.sources.push_back(s);
        }
        for (const auto& s : d.sources) {
            m_known << s.id;
        }
    }

    // "a,b": every id must be a source of this file.
    QString sourceIds(const QJsonObject& o, const QString& parent, const QString& key) {
        QString ids = m_reader.string(o, parent, key, 400, Presence::Required).value_or(QString());
        for (const QString& id : ids.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!m_known.contains(id.trimmed())) {
                m_reader.unknownId(jsonChildPath(parent, key), id.trimmed(), m_known);
            }
        }
        return ids;
    }

    Figure figure(const QJsonObject& defaults, const QString& parent, const QString& key,
                  const NumberRange& range) {
        Figure f;
        const QString path = jsonChildPath(parent, key);
        const auto o = m_reader.object(defaults, parent, key, Presence::Required);
        if (!o) {
            return f;
        }
        m_reader.checkKeys(
            *o, path, {QStringLiteral("value"), QStringLiteral("source"), QStringLiteral("note")});
        f.value = m_reader.number(*o, path, QStringLiteral("value"), range, Presence::Required)
                      .value_or(0.0);
        f.source = sourceIds(*o, path, QStringLiteral("source"));
        f.note = m_reader.string(*o, path, QStringLiteral("note"), 400).value_or(QString());
        return f;
    }

    void readDefaults(const QJsonObject& root, CostData& d) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("defaults"));
        const auto o = m_reader.object(root, kRoot, QStringLiteral("defaults"), Presence::Required);
        if (!o) {
            return;
        }
        m_reader.checkKeys(*o, path,
                           {QStringLiteral("months"), QStringLiteral("runsPerMonth"),
                            QStringLiteral("servingHoursPerMonth"),
                            QStringLiteral("engineerUsdPerWeek"), QStringLiteral("pue"),
                            QStringLiteral("usdPerKwh"), QStringLiteral("years"),
                            QStringLiteral("utilization"), QStringLiteral("overheadShare"),
                            QStringLiteral("goodput")});
        d.months = figure(*o, path, QStringLiteral("months"), {1, 120, false, true});
        d.runsPerMonth = figure(*o, path, QStringLiteral("runsPerMonth"), {0, 1e4});
        d.servingHoursPerMonth = figure(*o, path, QStringLiteral("servingHoursPerMonth"), {0, 744});
        d.engineerUsdPerWeek = figure(*o, path, QStringLiteral("engineerUsdPerWeek"), {0, 1e6});
        d.pue = figure(*o, path, QStringLiteral("pue"), {1, 5});
        d.usdPerKwh = figure(*o, path, QStringLiteral("usdPerKwh"), {0, 10});
        d.years = figure(*o, path, QStringLiteral("years"), {0, 30, true});
        d.utilization = figure(*o, path, QStringLiteral("utilization"), {0, 1, true});
        d.overheadShare = figure(*o, path, QStringLiteral("overheadShare"), {0, 10});
        d.goodput = figure(*o, path, QStringLiteral("goodput"), {0, 1, true});
    }

    void readOwned(const QJsonObject& root, CostData& d) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("owned"));
        for (const auto& [p, o] :
             m_reader.objects(root.value(QStringLiteral("owned")), path, Presence::Required)) {
            m_reader.checkKeys(o, p,
                               {QStringLiteral("accelerator"), QStringLiteral("usdPerChip"),
                                QStringLiteral("low"), QStringLiteral("high"),
                                QStringLiteral("date"), QStringLiteral("source"),
                                QStringLiteral("watts"), QStringLiteral("wattsSource")});
            OwnedChip c;
            c.accelerator =
                m_reader.string(o, p, QStringLiteral("accelerator"), 40, Presence::Required)
                    .value_or(QString());
            c.usdPerChip = m_reader.number(o, p, QStringLiteral("usdPerChip"), {0, 1e7, true});
            if (c.usdPerChip) {
                // A price needs its range, date and source.
                c.low =
                    m_reader.number(o, p, QStringLiteral("low"), {0, 1e7, true}, Presence::Required)
                        .value_or(0.0);
                c.high =
                    m_reader
                        .number(o, p, QStringLiteral("high"), {0, 1e7, true}, Presence::Required)
                        .value_or(0.0);
                c.date = m_reader.string(o, p, QStringLiteral("date"), 40, Presence::Required)
                             .value_or(QString());
                c.source = sourceIds(o, p, QStringLiteral("source"));
                if (c.low > *c.usdPerChip || c.high < *c.usdPerChip) {
                    m_reader.add(jsonChildPath(p, QStringLiteral("usdPerChip")),
                                 Text::tr("must lie between low and high."));
                }
            }
            c.watts =
                m_reader.number(o, p, QStringLiteral("watts"), {0, 1e5, true}, Presence::Required)
                    .value_or(0.0);
            c.wattsSource = sourceIds(o, p, QStringLiteral("wattsSource"));
            d.owned.push_back(c);
        }
    }

    QMap<QString, double> table(const QJsonObject& o, const QString& parent, const QString& key,
                                const NumberRange& range) {
        QMap<QString, double> map;
        const QString path = jsonChildPath(parent, key);
        const auto t = m_reader.object(o, parent, key, Presence::Required);
        if (!t) {
            return map;
        }
        for (auto it = t->begin(); it != t->end(); ++it) {
            if (const auto v = m_reader.number(it.value(), jsonChildPath(path, it.key()), range,
                                               Presence::Required)) {
                map.insert(it.key(), *v);
            }
        }
        if (!map.contains(QStringLiteral("unanswered"))) {
            m_reader.add(path, Text::tr("needs an \"unanswered\" entry."));
        }
        return map;
    }

    void readPorting(const QJsonObject& root, CostData& d) {
        const QString path = jsonChildPath(kRoot, QStringLiteral("porting"));
        const auto o = m_reader.object(root, kRoot, QStringLiteral("porting"), Presence::Required);
        if (!o) {
            return;
        }
        m_reader.checkKeys(*o, path,
                           {QStringLiteral("note"), QStringLiteral("sources"),
                            QStringLiteral("framework"), QStringLiteral("xla_compat"),
                            QStringLiteral("custom_kernels"), QStringLiteral("xla_skill")});
        PortingTable& t = d.porting;
        t.note = m_reader.string(*o, path, QStringLiteral("note"), 600).value_or(QString());
        t.sources =
            m_reader.stringList(*o, path, QStringLiteral("sources"), m_known, Presence::Required)
                .value_or(QStringList());
        t.framework = table(*o, path, QStringLiteral("framework"), {0, 520});
        t.xlaCompat = table(*o, path, QStringLiteral("xla_compat"), {0, 520});
        t.customKernels = table(*o, path, QStringLiteral("custom_kernels"), {0, 520});
        t.xlaSkillFactor = table(*o, path, QStringLiteral("xla_skill"), {0, 10, true});
    }

    QList<InputIssue>& m_issues;
    JsonReader m_reader;
    QStringList m_known;
};

} // namespace

Result<CostData> CostData::parse(const QByteArray& json) {
    QList<InputIssue> issues;
    const auto root = readJsonObject(json, {}, issues);
    if (!root) {
        return Failure::ofIssues(issues);
    }
    std::optional<CostData> data = Reader(issues).read(*root);
    if (!data || !issues.isEmpty()) {
        return Failure::ofIssues(issues);
    }
    return std::move(*data);
}

const CostData& CostData::bundled() {
    static const CostData data = [] {
        QFile f(QStringLiteral(":/accel/cost-model.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            return CostData{};
        }
        // The bundled file is checked by a test; an empty model never crashes.
        Result<CostData> d = parse(f.readAll());
        return d ? std::move(d).value() : CostData{};
    }();
    return data;
}

const OwnedChip* CostData::ownedChip(QStringView accelerator) const {
    for (const OwnedChip& c : owned) {
        if (c.accelerator == accelerator) {
            return &c;
        }
    }
    return nullptr;
}

const sizing::SourceRef* CostData::source(QStringView id) const {
    for (const auto& s : sources) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

} // namespace accel::cost
