#include "ConfidenceBand.h"

#include <QCoreApplication>

namespace accel {

ConfidenceBand confidenceBand(double sameVerdictShare) {
    if (sameVerdictShare >= kRobustShare) {
        return ConfidenceBand::Robust;
    }
    return sameVerdictShare >= kLeaningShare ? ConfidenceBand::Leaning : ConfidenceBand::EitherWay;
}

QString confidenceBandId(ConfidenceBand band) {
    switch (band) {
    case ConfidenceBand::Robust:
        return QStringLiteral("robust");
    case ConfidenceBand::Leaning:
        return QStringLiteral("leaning");
    case ConfidenceBand::EitherWay:
        return QStringLiteral("either_way");
    }
    return {};
}

QString confidenceBandPhrase(ConfidenceBand band) {
    switch (band) {
    case ConfidenceBand::Robust:
        return QCoreApplication::translate("ConfidenceBand", "robust");
    case ConfidenceBand::Leaning:
        return QCoreApplication::translate("ConfidenceBand", "leaning");
    case ConfidenceBand::EitherWay:
        return QCoreApplication::translate("ConfidenceBand", "could go either way");
    }
    return {};
}

} // namespace accel
