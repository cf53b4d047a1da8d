#include "model/sizing/AcceleratorData.h"

#include "model/sizing/AcceleratorDataReader.h"
#include "model/sizing/SizingDataText.h"
#include "model/sizing/SizingVocabulary.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AcceleratorData)
};

} // namespace

QString priceOriginId(PriceOrigin origin) {
    switch (origin) {
    case PriceOrigin::Bundled:
        return QStringLiteral("bundled");
    case PriceOrigin::Override:
        return QStringLiteral("override");
    case PriceOrigin::Live:
        return QStringLiteral("live");
    case PriceOrigin::Entered:
        return QStringLiteral("entered");
    }
    return {};
}

QString priceOriginName(PriceOrigin origin) {
    switch (origin) {
    case PriceOrigin::Bundled:
        return Text::tr("bundled catalogue");
    case PriceOrigin::Override:
        return Text::tr("your override file");
    case PriceOrigin::Live:
        return Text::tr("Cloud Billing Catalog API");
    case PriceOrigin::Entered:
        return Text::tr("entered by you");
    }
    return {};
}

QDate PricePoint::effectiveDate() const {
    const QStringList parts = date.split(QLatin1Char('-'));
    bool ok = false;
    const int year = parts.value(0).toInt(&ok);
    if (!ok) {
        return {};
    }
    const int month = parts.size() > 1 ? parts[1].toInt() : 1;
    const int day = parts.size() > 2 ? parts[2].toInt() : 1;
    return QDate(year, month, day);
}

Range MfuCurve::at(double chips) const {
    double mfu = 0.4;
    if (!points.empty()) {
        chips = std::max(chips, 1.0);
        if (chips <= points.front().chips) {
            mfu = points.front().mfu;
        } else if (chips >= points.back().chips) {
            mfu = points.back().mfu;
        } else {
            // Linear in log(chips): communication cost grows with the tree depth.
            for (std::size_t i = 1; i < points.size(); ++i) {
                if (chips <= points[i].chips) {
                    const Point& a = points[i - 1];
                    const Point& b = points[i];
                    const double t = (std::log(chips) - std::log(a.chips)) /
                                     (std::log(b.chips) - std::log(a.chips));
                    mfu = a.mfu + t * (b.mfu - a.mfu);
                    break;
                }
            }
        }
    }
    return {mfu, std::max(0.01, mfu - spread), std::min(1.0, mfu + spread)};
}

double MfuCurve::sizeFactor(double paramsPerChip) const {
    if (sizeExponent <= 0.0 || paramsPerChip <= 0.0 || paramsPerChip >= sizeReference) {
        return 1.0;
    }
    return std::pow(paramsPerChip / sizeReference, sizeExponent);
}

Range MfuCurve::at(double chips, double paramsPerChip) const {
    const Range r = at(chips);
    const double f = sizeFactor(paramsPerChip);
    return {r.value * f, r.low * f, r.high * f};
}

QByteArray AcceleratorData::bundledJson() {
    QFile file(QStringLiteral(":/accel/accelerators.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

const AcceleratorData& AcceleratorData::bundled() {
    static const AcceleratorData catalogue = [] {
        Result<AcceleratorData> load = parse(bundledJson());
        // The bundled file is tested in CI; a broken one is a build defect.
        Q_ASSERT_X(load.ok(), "AcceleratorData::bundled",
                   load.ok() ? "" : qPrintable(load.failure().reason));
        return load.ok() ? std::move(load).value() : AcceleratorData();
    }();
    return catalogue;
}

namespace {

// The reader's catalogue only when it found no problem.
Result<AcceleratorData> readCatalogue(const QByteArray& json, const AcceleratorData* base) {
    QList<InputIssue> issues;
    AcceleratorDataReader reader(issues, base);
    std::optional<AcceleratorData> catalogue = reader.read(json);
    if (!catalogue || !issues.isEmpty()) {
        return Failure::ofIssues(issues);
    }
    return std::move(*catalogue);
}

} // namespace

Result<AcceleratorData> AcceleratorData::parse(const QByteArray& json) {
    return readCatalogue(json, nullptr);
}

Result<AcceleratorData> AcceleratorData::withOverride(const QByteArray& json) const {
    return readCatalogue(json, this);
}

void AcceleratorData::addLivePrices(const std::vector<LivePrice>& prices) {
    for (AcceleratorSpec& spec : m_accelerators) {
        std::erase_if(spec.prices,
                      [](const PricePoint& p) { return p.origin == PriceOrigin::Live; });
    }
    for (const LivePrice& live : prices) {
        const auto it =
            std::find_if(m_accelerators.begin(), m_accelerators.end(),
                         [&live](const AcceleratorSpec& s) { return s.id == live.acceleratorId; });
        if (it != m_accelerators.end()) {
            PricePoint p = live.price;
            p.origin = PriceOrigin::Live;
            it->prices.push_back(p);
        }
    }
}

const AcceleratorSpec* AcceleratorData::find(QStringView id) const {
    for (const AcceleratorSpec& spec : m_accelerators) {
        if (spec.id == id) {
            return &spec;
        }
    }
    return nullptr;
}

QStringList AcceleratorData::ids() const {
    QStringList list;
    for (const AcceleratorSpec& spec : m_accelerators) {
        list << spec.id;
    }
    return list;
}

const SourceRef* AcceleratorData::source(QStringView id) const {
    for (const SourceRef& s : m_sources) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

const MfuCurve& AcceleratorData::platformMfu(Platform platform) const {
    return platform == Platform::Gpu ? m_gpuMfu : m_tpuMfu;
}

const MfuCurve& AcceleratorData::mfuCurve(const AcceleratorSpec& spec) const {
    return spec.mfu ? *spec.mfu : platformMfu(spec.platform);
}

std::optional<PricePoint> AcceleratorData::price(const AcceleratorSpec& spec,
                                                 const QString& provider,
                                                 const QString& mode) const {
    std::optional<PricePoint> best;
    for (const PricePoint& p : spec.prices) {
        if (p.provider != provider || p.mode != mode) {
            continue;
        }
        if (!best) {
            best = p;
            continue;
        }
        // A negotiated (override) price is what the user pays, whatever its date.
        const bool pOverride = p.origin == PriceOrigin::Override;
        const bool bestOverride = best->origin == PriceOrigin::Override;
        if (pOverride != bestOverride) {
            if (pOverride) {
                best = p;
            }
            continue;
        }
        const QDate a = p.effectiveDate();
        const QDate b = best->effectiveDate();
        // On the same day a live price, read from the provider itself, wins
        // over the bundled copy.
        const bool sameDayLive = a.isValid() && a == b && p.origin == PriceOrigin::Live &&
                                 best->origin == PriceOrigin::Bundled;
        if (a.isValid() && (!b.isValid() || a > b || sameDayLive)) {
            best = p;
        }
    }
    return best;
}

QString AcceleratorData::noPriceReason(const AcceleratorSpec& spec, const QString& provider,
                                       const QString& mode) const {
    if (!spec.availability.contains(provider)) {
        return Text::tr("Not sold on %1.").arg(providerName(provider));
    }
    if (const ProviderTerm* p = findProvider(provider); p && !p->publishesPrices) {
        return Text::tr("No catalogue price for %1; enter what you pay.")
            .arg(providerName(provider));
    }
    // Cloud TPU commitments are bought through Google's sales team (Cloud TPU
    // docs, "Request a future reservation for one year or longer", 2025-08-18).
    if (spec.platform == Platform::Tpu && provider == QLatin1String("gcp") &&
        mode.startsWith(QLatin1String("commit"))) {
        //: %3 is a pricing mode inside a sentence: "with a 1-year commitment".
        return Text::tr("No published price found for %1 on %2 %3 (checked %4): Google sells "
                        "Cloud TPU commitments through its sales team. Enter what you are offered.")
            .arg(spec.name, providerName(provider), pricingModeInSentence(mode),
                 dateText(m_pricesChecked));
    }
    //: %3 is a pricing mode inside a sentence: "on demand", "with a 1-year commitment".
    return Text::tr("No published price found for %1 on %2, %3 (checked %4); enter your own.")
        .arg(spec.name, providerName(provider), pricingModeInSentence(mode),
             dateText(m_pricesChecked));
}

QString readableSources(const AcceleratorData& catalogue, const QString& ids) {
    if (catalogue.source(ids)) {
        const SourceRef* s = catalogue.source(ids);
        return QStringLiteral("%1 (%2, %3)")
            .arg(sourceTitleText(*s).section(QStringLiteral(" ("), 0, 0), sizingPublisherText(*s),
                 dateText(s->date));
    }
    const QStringList parts = ids.split(QStringLiteral(", "));
    if (parts.size() < 2) {
        return ids;
    }
    QStringList readable;
    for (const QString& part : parts) {
        readable << readableSources(catalogue, part);
    }
    return clauseListText(readable);
}

} // namespace accel::sizing
