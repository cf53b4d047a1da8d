#include "model/sizing/EstimatorSupport.h"

#include "model/sizing/SizingVocabulary.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

using namespace support;

// The enums follow the order of the vocabulary's tables.
static_assert(vocabulary::precisions.size() == 3 && vocabulary::methods.size() == 3);

namespace {

template <typename Enum, typename Terms> QString idOf(const Terms& terms, Enum value) {
    return QString::fromLatin1(terms.at(static_cast<std::size_t>(value)).id);
}

template <typename Enum> std::optional<Enum> enumOf(const QStringList& ids, const QString& id) {
    const qsizetype i = ids.indexOf(id);
    return i < 0 ? std::nullopt : std::optional<Enum>(static_cast<Enum>(i));
}

} // namespace

QString precisionId(Precision p) {
    return idOf(vocabulary::precisions, p);
}

std::optional<Precision> precisionFromId(const QString& id) {
    return enumOf<Precision>(precisionIds(), id);
}

double bytesPer(Precision p) {
    switch (p) {
    case Precision::Bf16:
        return 2.0;
    case Precision::Fp8:
        return 1.0;
    case Precision::Fp4:
        return 0.5;
    }
    return 2.0;
}

QString methodId(Method m) {
    return idOf(vocabulary::methods, m);
}

QString methodPhrase(Method m) {
    return SizingVocabularyText::tr(vocabulary::methods.at(static_cast<std::size_t>(m)).phrase);
}

std::optional<Method> methodFromId(const QString& id) {
    return enumOf<Method>(methodIds(), id);
}

QString batchLimitId(BatchLimit l) {
    switch (l) {
    case BatchLimit::Memory:
        return QStringLiteral("memory");
    case BatchLimit::Tpot:
        return QStringLiteral("tpot");
    case BatchLimit::MaxBatch:
        return QStringLiteral("max_batch");
    case BatchLimit::Load:
        return QStringLiteral("load");
    }
    return {};
}

int Estimator::practicalChips(int atLeast) {
    if (atLeast <= 1) {
        return 1;
    }
    if (atLeast <= 8) {
        int n = 1;
        while (n < atLeast) {
            n *= 2;
        }
        return n;
    }
    return std::min(kMaxChips, (atLeast + 7) / 8 * 8);
}

ModelShape Estimator::shapeFor(double params, double activeParams,
                               const std::optional<ModelShape>& given) {
    if (given) {
        ModelShape s = *given;
        s.params = params;
        s.activeParams = activeParams > 0 ? activeParams : params;
        return s;
    }
    // A known architecture within 3% of the size (and of the active size) is
    // almost certainly that model: use its real depth and KV heads.
    const double active = activeParams > 0 ? activeParams : params;
    for (const ModelShape& m : knownModels()) {
        if (std::abs(m.params - params) <= 0.03 * m.params &&
            std::abs(m.activeParams - active) <= 0.03 * m.activeParams) {
            ModelShape s = m;
            s.params = params;
            s.activeParams = active;
            return s;
        }
    }
    return ModelShape::guess(params, active);
}

std::optional<PricePoint> Estimator::priceFor(const AcceleratorSpec& spec, const QString& provider,
                                              const QString& mode,
                                              std::optional<double> own) const {
    if (own) {
        PricePoint p;
        p.provider = provider;
        p.mode = mode;
        p.usdPerChipHour = *own;
        p.date = QDate::currentDate().toString(Qt::ISODate);
        p.source = Text::tr("entered by you");
        p.origin = PriceOrigin::Entered;
        return p;
    }
    if (!spec.availability.contains(provider)) {
        return std::nullopt; // a stray price for a provider that does not sell it
    }
    auto listed = m_catalogue.price(spec, provider, mode);
    if (!listed && provider == QLatin1String("on_prem") && m_owned) {
        // Owned chips: what a used chip-hour costs from the purchase price and
        // power of the cost data (docs/cost-model.md), not a typed-in figure.
        listed = m_owned(spec, mode);
    }
    return listed;
}

} // namespace accel::sizing
