#include "model/Platform.h"

#include <QCoreApplication>

namespace accel {

QString platformId(Platform platform) {
    return platform == Platform::Gpu ? QStringLiteral("gpu") : QStringLiteral("tpu");
}

QString verdictId(Verdict verdict) {
    switch (verdict) {
    case Verdict::Gpu:
        return QStringLiteral("gpu");
    case Verdict::Tpu:
        return QStringLiteral("tpu");
    case Verdict::Hybrid:
        return QStringLiteral("hybrid");
    }
    return {};
}

std::optional<Verdict> verdictFromId(const QString& id) {
    for (Verdict v : {Verdict::Gpu, Verdict::Tpu, Verdict::Hybrid}) {
        if (verdictId(v) == id) {
            return v;
        }
    }
    return std::nullopt;
}

QString platformName(Platform platform) {
    return platform == Platform::Gpu ? QCoreApplication::translate("Platform", "GPU")
                                     : QCoreApplication::translate("Platform", "TPU");
}

QString verdictName(Verdict verdict) {
    switch (verdict) {
    case Verdict::Gpu:
        return QCoreApplication::translate("Platform", "GPU");
    case Verdict::Tpu:
        return QCoreApplication::translate("Platform", "TPU");
    case Verdict::Hybrid:
        return QCoreApplication::translate("Platform", "Hybrid (GPU and TPU)");
    }
    return {};
}

} // namespace accel
