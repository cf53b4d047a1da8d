#include "model/cost/CostSettingsJson.h"

#include "model/JsonReader.h"

#include <QCoreApplication>

#include <cmath>

namespace accel {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostSettings)
};

NumberRange rangeOf(const costlimits::Limit& l) {
    return {l.min, l.max, l.aboveMin, l.whole};
}

const QString kMonths = QStringLiteral("months");
const QString kRuns = QStringLiteral("runs_per_month");
const QString kServing = QStringLiteral("serving_hours_per_month");
const QString kEngineer = QStringLiteral("engineer_usd_per_week");
const QString kPorting = QStringLiteral("porting_weeks");
const QString kOwn = QStringLiteral("own");
const QString kAccelerator = QStringLiteral("accelerator");
const QString kUsdPerChip = QStringLiteral("usd_per_chip");
const QString kWatts = QStringLiteral("watts_per_chip");
const QString kPue = QStringLiteral("pue");
const QString kKwh = QStringLiteral("usd_per_kwh");
const QString kYears = QStringLiteral("years");
const QString kUtilization = QStringLiteral("utilization");
const QString kOverhead = QStringLiteral("overhead_share");

} // namespace

std::optional<CostSettings> readCostSettings(JsonReader& reader, const QJsonValue& value,
                                             const QString& path) {
    const auto o = reader.object(value, path);
    if (!o) {
        return std::nullopt;
    }
    reader.checkKeys(*o, path, {kMonths, kRuns, kServing, kEngineer, kPorting, kOwn});
    CostSettings s;
    using namespace costlimits;
    s.months = reader.number(*o, path, kMonths, rangeOf(months));
    s.runsPerMonth = reader.number(*o, path, kRuns, rangeOf(runsPerMonth));
    s.servingHoursPerMonth = reader.number(*o, path, kServing, rangeOf(servingHoursPerMonth));
    s.engineerUsdPerWeek = reader.number(*o, path, kEngineer, rangeOf(engineerUsdPerWeek));
    s.portingWeeks = reader.number(*o, path, kPorting, rangeOf(portingWeeks));
    const QString ownPath = jsonChildPath(path, kOwn);
    if (const auto own = reader.object(*o, path, kOwn)) {
        reader.checkKeys(
            *own, ownPath,
            {kAccelerator, kUsdPerChip, kWatts, kPue, kKwh, kYears, kUtilization, kOverhead});
        OwnSettings& w = s.own;
        if (const auto id = reader.string(*own, ownPath, kAccelerator, 40)) {
            if (id->isEmpty() || reader.checkIdForm(jsonChildPath(ownPath, kAccelerator), *id)) {
                w.accelerator = *id;
            }
        }
        w.usdPerChip = reader.number(*own, ownPath, kUsdPerChip, rangeOf(usdPerChip));
        w.wattsPerChip = reader.number(*own, ownPath, kWatts, rangeOf(wattsPerChip));
        w.pue = reader.number(*own, ownPath, kPue, rangeOf(pue));
        w.usdPerKwh = reader.number(*own, ownPath, kKwh, rangeOf(usdPerKwh));
        w.years = reader.number(*own, ownPath, kYears, rangeOf(years));
        w.utilization = reader.number(*own, ownPath, kUtilization, rangeOf(utilization));
        w.overheadShare = reader.number(*own, ownPath, kOverhead, rangeOf(overheadShare));
    }
    return s;
}

QJsonObject costSettingsJson(const CostSettings& s) {
    QJsonObject o;
    const auto put = [](QJsonObject& into, const QString& key, const std::optional<double>& v) {
        if (v) {
            into.insert(key, *v);
        }
    };
    put(o, kMonths, s.months);
    put(o, kRuns, s.runsPerMonth);
    put(o, kServing, s.servingHoursPerMonth);
    put(o, kEngineer, s.engineerUsdPerWeek);
    put(o, kPorting, s.portingWeeks);
    if (!s.own.isEmpty()) {
        QJsonObject own;
        if (!s.own.accelerator.isEmpty()) {
            own.insert(kAccelerator, s.own.accelerator);
        }
        put(own, kUsdPerChip, s.own.usdPerChip);
        put(own, kWatts, s.own.wattsPerChip);
        put(own, kPue, s.own.pue);
        put(own, kKwh, s.own.usdPerKwh);
        put(own, kYears, s.own.years);
        put(own, kUtilization, s.own.utilization);
        put(own, kOverhead, s.own.overheadShare);
        o.insert(kOwn, own);
    }
    return o;
}

Result<> checkCostValue(double value, const costlimits::Limit& l) {
    QList<InputIssue> issues;
    JsonReader reader(issues);
    reader.number(QJsonValue(std::isfinite(value) ? QJsonValue(value) : QJsonValue()), QString(),
                  rangeOf(l), Presence::Required);
    if (!std::isfinite(value)) {
        return Failure{
            Text::tr("'%1' is not a number; expected a number from %2 to %3.")
                .arg(QString::number(value), jsonNumberText(l.min), jsonNumberText(l.max))};
    }
    if (!issues.isEmpty()) {
        return Failure{issues.first().message};
    }
    return {};
}

} // namespace accel
