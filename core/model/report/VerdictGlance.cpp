#include "model/report/VerdictGlance.h"

#include "model/QuestionCatalogue.h"
#include "model/report/ReportText.h"
#include "model/text/NumberFormat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel {

// The report's wording and number formats: the glance reads like the report.
using report::percent;
using report::ReportText;
using report::signedNumber;

std::vector<DecidingAnswer> decidingAnswers(const Evaluation& e) {
    std::vector<DecidingAnswer> out;
    if (!e.catalogue) {
        return out;
    }
    const auto listed = [&out](int question) {
        return std::any_of(out.begin(), out.end(),
                           [question](const DecidingAnswer& d) { return d.question == question; });
    };
    const auto factorOf = [&e](int question) -> const FactorContribution* {
        for (const FactorContribution& f : e.factors) {
            if (f.question == question) {
                return &f;
            }
        }
        return nullptr;
    };
    // A blocker outweighs any score: its answers come first.
    for (const Blocker& b : e.blockers) {
        const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(b.rule)];
        for (const Condition& c : rule.when) {
            if (c.questionIndex < 0 || listed(c.questionIndex)) {
                continue;
            }
            const int option = e.answers.option(c.questionIndex);
            if (option < 0) {
                continue;
            }
            const FactorContribution* f = factorOf(c.questionIndex);
            out.push_back({c.questionIndex, option, f ? f->contribution : 0.0, b.platform});
        }
    }
    // Then the answers the engine chose on each side, GPU's side first: a
    // reader sees what speaks for and against the verdict. No count here:
    // the choice (and its rule for ties) is decidedByOf's alone.
    for (const auto& side : e.decidedBy) {
        for (const int i : side) {
            const FactorContribution& f = e.factors[static_cast<std::size_t>(i)];
            if (!listed(f.question)) {
                out.push_back({f.question, f.option, f.contribution, std::nullopt});
            }
        }
    }
    return out;
}

QStringList decidedByLines(const Evaluation& e) {
    QStringList blocking;
    QStringList gpu;
    QStringList tpu;
    for (const DecidingAnswer& d : decidingAnswers(e)) {
        const QString answer = labelledText(questionLabel(*e.catalogue, d.question),
                                            optionLabel(*e.catalogue, d.question, d.option));
        if (d.blocks) {
            blocking << ReportText::tr("Rules out %1: %2").arg(platformName(*d.blocks), answer);
        } else {
            (d.favours() == Platform::Gpu ? gpu : tpu) << answer;
        }
    }
    QStringList lines = blocking;
    if (!gpu.isEmpty()) {
        lines << ReportText::tr("For GPU: %1").arg(gpu.join(ReportText::tr("; ")));
    }
    if (!tpu.isEmpty()) {
        lines << ReportText::tr("For TPU: %1").arg(tpu.join(ReportText::tr("; ")));
    }
    return lines;
}

QString decidingAnswerText(const Evaluation& e, const DecidingAnswer& d) {
    QString answer = labelledText(questionLabel(*e.catalogue, d.question),
                                  optionLabel(*e.catalogue, d.question, d.option));
    if (d.blocks) {
        // A dash, not brackets: answers often end in brackets of their own.
        //: A deciding answer ("question: answer") and the platform it makes unavailable.
        return ReportText::tr("%1 \u2014 rules out %2").arg(answer, platformName(*d.blocks));
    }
    return answer;
}

QString moneyText(double usd) {
    return usdText(usd);
}

QString cheapestFitDetails(const CheapestFit& fit) {
    const QString config =
        //: Number of chips times the accelerator, e.g. "64 × TPU v5p".
        ReportText::tr("%1 × %2").arg(QLocale().toString(fit.chips), fit.accelerator);
    const QString dated =
        fit.priceDate.isEmpty()
            ? QString()
            : QLatin1Char(' ') + ReportText::tr("(prices of %1)").arg(dateText(fit.priceDate));
    if (fit.perHour) {
        //: A serving configuration and its cost: "4 × L4, about $3.20 an hour".
        return ReportText::tr("%1, about %2 an hour%3").arg(config, moneyText(fit.costUsd), dated);
    }
    //: A training run: "64 × TPU v5p, about $12,300 in 41 hours".
    return ReportText::tr("%1, about %2 in %3%4")
        .arg(config, moneyText(fit.costUsd), durationText(fit.hours), dated);
}

QString cheapestFitText(const CheapestFit& fit) {
    const QString details = cheapestFitDetails(fit);
    if (fit.perHour) {
        return ReportText::tr("Cheapest that fits and meets the load and latency targets: %1")
            .arg(details);
    }
    if (fit.deadlineDays <= 0.0) {
        return ReportText::tr("Cheapest that fits: %1").arg(details);
    }
    const QString within = durationText(fit.deadlineDays * 24.0);
    return fit.deadlineAssumed
               //: %1 is a duration such as "30 days"; the workload set no deadline.
               ? ReportText::tr("Cheapest that fits and finishes within %1 (no deadline set): %2")
                     .arg(within, details)
               : ReportText::tr("Cheapest that fits and finishes within the deadline of %1: %2")
                     .arg(within, details);
}

} // namespace accel
