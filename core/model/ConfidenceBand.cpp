#include "ConfidenceBand.h"

#include "Evaluation.h"

#include <QCoreApplication>
#include <QLocale>

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

QString confidenceCoverage(const Evaluation& e) {
    if (e.basis == VerdictBasis::Blocked) {
        return QCoreApplication::translate(
            "ConfidenceBand",
            "A blocker decides this verdict: no change of importance or open answer can move it.");
    }
    return QCoreApplication::translate("ConfidenceBand",
                                       "Share of %1 sampled scenarios that keep this verdict, with "
                                       "every importance varied by up to %2%.")
        .arg(QLocale().toString(e.confidence.samples))
        .arg(QLocale().toString(qRound(e.confidence.spread * 100.0)));
}

} // namespace accel
