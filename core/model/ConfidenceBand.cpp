#include "model/ConfidenceBand.h"

#include "model/Evaluation.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

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
        return QCoreApplication::translate("ConfidenceBand", "likely");
    case ConfidenceBand::EitherWay:
        return QCoreApplication::translate("ConfidenceBand", "uncertain");
    }
    return {};
}

QString confidenceMethod(double spread) {
    return QCoreApplication::translate(
               "ConfidenceBand",
               "Each sampled case guesses the open answers (from a stated prior where a source "
               "gives one, otherwise every option equally likely), assumes the provisos hold, and "
               "varies every importance and lean, and the weight of each side's arguments as a "
               "whole, by up to %1; the confidence is the share of cases that keep the verdict.")
        .arg(percentText(spread));
}

QString confidenceCoverage(const Evaluation& e) {
    const Confidence& c = e.confidence;
    if (e.basis == VerdictBasis::Blocked || e.basis == VerdictBasis::BothBlocked) {
        return QCoreApplication::translate(
            "ConfidenceBand",
            "A blocker decides this verdict: no open answer, importance or lean can move it.");
    }
    const QLocale locale;
    const auto pct = [](double share) { return percentText(share); };
    // The one description of the confidence, used by every view (issue 19).
    QString text =
        QCoreApplication::translate("ConfidenceBand", "%1 of %2 sampled cases keep this verdict.")
            .arg(pct(c.sameVerdict), locale.toString(c.samples)) +
        QLatin1Char(' ') + confidenceMethod(std::max(c.spread, c.leanSpread));
    if (c.answeredShare < 1.0) {
        text += QLatin1Char(' ') +
                QCoreApplication::translate("ConfidenceBand",
                                            "Here %1 of the importance is in questions still open.")
                    .arg(pct(1.0 - c.answeredShare));
    }
    return text;
}

} // namespace accel
