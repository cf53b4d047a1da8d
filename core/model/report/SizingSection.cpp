#include "model/report/SizingSection.h"

#include "model/CatalogueText.h"
#include "model/Profile.h"
#include "model/cost/CostData.h"
#include "model/cost/CostModel.h"
#include "model/report/CandidateTable.h"
#include "model/report/CostSection.h"
#include "model/report/ReportText.h"
#include "model/report/SavedResult.h"
#include "model/report/SizingGlance.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/SizingPlan.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace accel::report {

namespace {

using sizing::AcceleratorData;
using sizing::Candidate;
using sizing::SizingRequest;

QString count(double n) {
    return countText(n);
}

// What the user typed, as typed: 1,024 tokens, not 1,020.
QString asTyped(double v) {
    return v == std::round(v) ? numberText(v, 0) : plainNumberText(v);
}

// The training FLOPs as the estimator counts them (the weights and the
// attention over the sequence); the same for every accelerator.
double trainingFlops(const std::vector<Candidate>& candidates, const SizingRequest& r) {
    for (const Candidate& c : candidates) {
        if (c.training) {
            return c.training->flops;
        }
    }
    return (r.method == sizing::Method::Lora ? 4.0 : 6.0) * r.activeParams.value_or(r.params) *
           r.tokensToUse();
}

// `asked` is the workload's request, `r` the one planned from it.
QString requestLine(const SizingRequest& asked, const SizingRequest& r, double flops) {
    const QString where =
        //: Where the prices come from: "Google Cloud prices, on demand".
        ReportText::tr("%1 prices, %2")
            .arg(sizing::providerName(r.provider), sizing::pricingModeInSentence(r.mode));
    if (r.kind == SizingRequest::Kind::Inference) {
        const QString model =
            r.activeParams ? ReportText::tr("mixture of experts of %1 parameters (%2 active)")
                                 .arg(countOfText(r.params), count(*r.activeParams))
                           : ReportText::tr("model of %1 parameters").arg(countOfText(r.params));
        const QString chips =
            r.chips > 0
                ? ReportText::tr("what %1 can serve", nullptr, r.chips).arg(chipsText(r.chips))
                : ReportText::tr("the chips the load needs");
        //: %4 is the output tokens, whose count picks the form.
        return ReportText::tr(
                   "Serving a %1 at %2 (%3 input and %4 output tokens each) "
                   "in %5 on %6, with the first token within %7 ms and one token every %8 ms; "
                   "each accelerator gets %9.",
                   nullptr, pluralCountOf(r.outputTokens))
            .arg(model, amountText(r.requestsPerSecond, CountUnit::RequestPerSecond),
                 asTyped(r.inputTokens), asTyped(r.outputTokens),
                 sizing::precisionId(r.precision).toUpper(), where, asTyped(r.ttftMs),
                 asTyped(r.tpotMs), chips);
    }
    // A deadline in whole days, as the verdict at a glance writes it.
    const QString deadline = durationText(r.deadlineHours);
    const QString chips =
        deadlineAssumed(asked)
            //: %1 is a duration such as "30 days".
            ? ReportText::tr("the fewest chips that fit and finish within %1 (no deadline was "
                             "set, so %1 is assumed)")
                  .arg(deadline)
            : ReportText::tr("the fewest chips that fit and finish within %1").arg(deadline);
    const QString model = r.activeParams
                              ? ReportText::tr("mixture of experts of %1 parameters (%2 active)")
                                    .arg(countOfText(r.params), count(*r.activeParams))
                              : ReportText::tr("model of %1 parameters").arg(countOfText(r.params));
    return ReportText::tr("%1 of a %2 on %3 tokens of %4 tokens per sequence (%5 FLOPs) in %6 on "
                          "%7; each accelerator gets %8.")
        .arg(sizing::methodName(sizing::methodId(r.method)), model, countOfText(r.tokensToUse()),
             QLocale().toString(r.seqLen, 'f', 0), scientificText(flops),
             sizing::precisionId(r.precision).toUpper(), where, chips);
}

QString bestLine(const Candidate* best, const Candidate* fastest, const SizingRequest& asked) {
    if (!best) {
        return ReportText::tr(
            "No available accelerator fits this workload with the chips chosen; see the "
            "table for what each would need.");
    }
    // The same words as the verdict at a glance: both describe the same choice.
    QString line = cheapestFitText(fitOf(*best, asked)) + QLatin1Char('.');
    if (fastest && fastest != best) {
        line += QLatin1Char(' ') +
                ReportText::tr("Fastest: %1.").arg(cheapestFitDetails(fitOf(*fastest, asked)));
    }
    return line;
}

// The assumptions shared by every candidate, once, with their ranges and
// sources; MFU and price differ per accelerator and sit in the table.
// The few that differ per accelerator but are worth a line (the MFU's size
// factor) are those of `first`, the cheapest set-up that fits, and name it.
QList<RichText> assumptionItems(const std::vector<Candidate>& candidates,
                                const AcceleratorData& catalogue, const Candidate* first) {
    QList<RichText> items;
    QSet<QString> seen{QStringLiteral("mfu"), QStringLiteral("price"),
                       QStringLiteral("peak_tflops")};
    std::vector<const Candidate*> order;
    if (first) {
        order.push_back(first);
    }
    for (const Candidate& candidate : candidates) {
        order.push_back(&candidate);
    }
    for (const Candidate* each : order) {
        const Candidate& c = *each;
        const std::vector<sizing::Assumption>* list =
            c.training ? &c.training->assumptions
                       : (c.inference ? &c.inference->assumptions : nullptr);
        for (const sizing::Assumption& a : list ? *list : std::vector<sizing::Assumption>{}) {
            if (seen.contains(a.id)) {
                continue;
            }
            seen.insert(a.id);
            QString line = ReportText::tr("%1: %2").arg(a.label, sizing::assumptionValueText(a));
            if (!a.source.isEmpty()) {
                line += QLatin1Char(' ') + ReportText::tr("[source: %1]")
                                               .arg(sizing::readableSources(catalogue, a.source));
            }
            items << plain(line);
        }
    }
    items << plain(
        ReportText::tr("MFU (model-FLOPs utilisation against the BF16 peak) per accelerator, with "
                       "its range, in the table: calibrated on published end-to-end results and "
                       "falling with scale; the runs it was fitted on are listed in the "
                       "accelerator catalogue's calibration notes."));
    items << plain(
        ReportText::tr("Prices per chip-hour in the table, where they came from (with their date "
                       "and age) below it; costs exclude storage, network and idle time."));
    return items;
}

// The evidence beside the estimate: the published runs nearest the cheapest
// set-up that fits, what they took and what this model says for each.
std::vector<Block> referenceRunBlocks(const AcceleratorData& catalogue,
                                      const SizingRequest& request, const Candidate& chosen) {
    const std::vector<sizing::RunComparison> runs =
        sizing::referenceRunsFor(catalogue, request, chosen);
    if (runs.empty()) {
        return {};
    }
    const int chips = chosen.training ? chosen.training->chips : chosen.inference->totalChips;
    Block list;
    list.kind = Block::Kind::BulletList;
    //: A published run (%1), then where it was published (%2, a link in PDF and HTML),
    //: as the assumptions below cite theirs.
    const QString pattern = ReportText::tr("%1 [source: %2]");
    const qsizetype at = std::max<qsizetype>(0, pattern.indexOf(QStringLiteral("%2")));
    for (const sizing::RunComparison& run : runs) {
        list.items << RichText{
            Span{QString(pattern.left(at))
                     .replace(QStringLiteral("%1"), sizing::runComparisonText(run, catalogue)),
                 {},
                 false},
            Span{sizing::runSourceText(*run.run), run.run->source.url, false},
            Span{pattern.mid(at + 2), {}, false}};
    }
    return {paragraph(RichText{Span{ReportText::tr("Nearest published runs"), {}, true}}),
            paragraph(ReportText::tr("For the cheapest set-up that fits, %1 × %2: what similar "
                                     "published runs took, in chip-hours for the same work, and "
                                     "what this model says for each.")
                          .arg(QLocale().toString(chips), chosen.spec->name)),
            list};
}

} // namespace

Section sizingSection(const Workload& workload, const Evaluation& evaluation,
                      const AcceleratorData& catalogue, const QDate& today) {
    const SizingRequest asked = sizing::sizingRequestFor(workload);
    const SizingRequest request = plannedRequest(asked);
    const std::vector<Candidate> candidates = sizing::planCandidates(
        catalogue, request, &evaluation, cost::ownedPrices(cost::CostData::bundled()));

    const std::vector<const Candidate*> order = candidateOrder(candidates);
    // The verdict at a glance picks with the same function (SizingGlance.h).
    const Candidate* cheapest = cheapestCandidate(candidates);
    const Candidate* fastest = nullptr;
    for (const Candidate* c : order) {
        if (usableCandidate(*c) && c->training &&
            (!fastest || c->training->hours.value < fastest->training->hours.value)) {
            fastest = c;
        }
    }

    Section s;
    s.id = QString::fromLatin1(kSizing);
    s.title = ReportText::tr("Workload sizing and cost");
    s.blocks.push_back(paragraph(requestLine(asked, request, trainingFlops(candidates, request))));
    s.blocks.push_back(paragraph(bestLine(cheapest, fastest, asked)));
    CandidateTable built = candidateTable(order, request, today);
    if (built.priceSourceColumnEmpty) {
        Table& t = built.table;
        t.header.removeAt(kPriceSourceColumn);
        t.columnWidths.removeAt(kPriceSourceColumn);
        for (QStringList& row : t.rows) {
            row.removeAt(kPriceSourceColumn);
        }
    }
    Block table;
    table.kind = Block::Kind::Table;
    table.table = std::move(built.table);
    s.blocks.push_back(table);
    for (const QString& line : built.notes) {
        s.blocks.push_back(note(line));
    }
    s.blocks.push_back(
        note(ReportText::tr("Ranges run from the optimistic to the pessimistic assumption. "
                            "Sizing never overrides a blocker: accelerators your answers rule "
                            "out are listed as unavailable with the reason.")));
    if (cheapest) {
        for (Block& block : referenceRunBlocks(catalogue, request, *cheapest)) {
            s.blocks.push_back(std::move(block));
        }
    }
    s.blocks.push_back(paragraph(RichText{Span{ReportText::tr("Assumptions"), {}, true}}));
    Block assumptions;
    assumptions.kind = Block::Kind::BulletList;
    assumptions.items = assumptionItems(candidates, catalogue, cheapest);
    s.blocks.push_back(assumptions);
    return s;
}

} // namespace accel::report
