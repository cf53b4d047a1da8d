#include "EstimatorSupport.h"

#include <algorithm>
#include <cmath>

namespace accel::sizing {

using namespace support;

QString precisionId(Precision p) {
    return p == Precision::Fp8 ? QStringLiteral("fp8") : QStringLiteral("bf16");
}

std::optional<Precision> precisionFromId(const QString& id) {
    if (id == QStringLiteral("bf16")) {
        return Precision::Bf16;
    }
    if (id == QStringLiteral("fp8")) {
        return Precision::Fp8;
    }
    return std::nullopt;
}

QString methodId(Method m) {
    switch (m) {
    case Method::Pretrain:
        return QStringLiteral("pretrain");
    case Method::FullFinetune:
        return QStringLiteral("full_finetune");
    case Method::Lora:
        return QStringLiteral("lora");
    }
    return {};
}

QString methodName(Method m) {
    switch (m) {
    case Method::Pretrain:
        return Text::tr("pre-training");
    case Method::FullFinetune:
        return Text::tr("full fine-tune");
    case Method::Lora:
        return Text::tr("LoRA fine-tune");
    }
    return {};
}

std::optional<Method> methodFromId(const QString& id) {
    for (Method m : {Method::Pretrain, Method::FullFinetune, Method::Lora}) {
        if (methodId(m) == id) {
            return m;
        }
    }
    return std::nullopt;
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
    return m_catalogue.price(spec, provider, mode);
}

} // namespace accel::sizing
