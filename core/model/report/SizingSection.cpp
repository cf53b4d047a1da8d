#include "model/report/SizingSection.h"

#include "model/CatalogueText.h"
#include "model/Profile.h"
#include "model/cost/CostData.h"
#include "model/cost/CostModel.h"
#include "model/report/CostSection.h"
#include "model/report/ReportText.h"
#include "model/report/SavedResult.h"
#include "model/report/SizingGlance.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/SizingPlan.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace accel::report {

namespace {

using sizing::AcceleratorData;
using sizing::Candidate;
using sizing::PricePoint;
using sizing::Range;
using sizing::SizingRequest;

const QString kDash = QStringLiteral("\u2014");

QString usd(double v) {
    return usdText(v);
}

QString hours(double h) {
    return durationText(h);
}

QString count(double n) {
    return countText(n);
}

// What the user typed, as typed: 1,024 tokens, not 1,020.
QString asTyped(double v) {
    return v == std::round(v) ? numberText(v, 0) : plainNumberText(v);
}

// The value with its plausible range, for uncertain figures, the range's
// unit written once (see compactRangeText()).
QString ranged(const Range& r, QString (*format)(double)) {
    return compactRangeText(r.value, r.low, r.high, format);
}

QString share(double v) {
    return percentText(v);
}

// Sort key: usable and affordable first, then by cost; unavailable last.
double costOf(const Candidate& c) {
    return candidateCost(c).value_or(c.availability.available ? 1e300 : 1e308);
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

QString fitsText(bool fits) {
    return fits ? ReportText::tr("yes") : ReportText::tr("no");
}

// The row's status in words, as Step 7's table writes it: what stands in
// the way, or that nothing does.
QString statusText(const QStringList& problems) {
    return problems.isEmpty() ? ReportText::tr("available") : problems.join(ReportText::tr("; "));
}

QStringList trainingRow(const Candidate& c, const QDate& today) {
    const sizing::TrainingEstimate& e = *c.training;
    QStringList problems;
    if (!e.fitsInMemory) {
        //: Status of a set-up too big for its chips' memory; %1 is a count such as "16 chips".
        problems << ReportText::tr("does not fit: needs %1").arg(chipsText(e.minChipsToFit));
    }
    if (!c.meetsDeadline) {
        problems << ReportText::tr("misses the deadline");
    }
    // A set-up that does not fit has no time and no cost.
    return {c.spec->name,
            QLocale().toString(e.chips),
            fitsText(e.fitsInMemory),
            e.fitsInMemory ? ranged(e.hours, &hours) : kDash,
            !e.fitsInMemory ? kDash
            : e.costUsd     ? ranged(*e.costUsd, &usd)
                            : ReportText::tr("no price"),
            ranged(e.mfu, &share),
            e.price ? usd(e.price->usdPerChipHour) : kDash,
            e.price ? sizing::priceProvenanceText(*e.price, today, sizing::PriceAge::Always)
                    : e.noPriceReason,
            statusText(problems)};
}

QStringList inferenceRow(const Candidate& c, const QDate& today) {
    const sizing::InferenceEstimate& e = *c.inference;
    QStringList problems;
    if (!e.fitsInMemory) {
        problems << ReportText::tr("does not fit");
    }
    if (e.fitsInMemory && !e.meetsLatency) {
        problems << ReportText::tr("misses the latency targets");
    }
    if (e.fitsInMemory && !e.meetsLoad) {
        problems << ReportText::tr("below the load");
    }
    // A set-up that does not fit serves nothing at no cost.
    const bool fits = e.fitsInMemory;
    return {c.spec->name,
            ReportText::tr("%1 (%2 \u00d7 %3)")
                .arg(QLocale().toString(e.totalChips), QLocale().toString(e.replicas),
                     QLocale().toString(e.chipsPerReplica)),
            fitsText(fits),
            fits ? ReportText::tr("%1 tokens/s; %2 per user; first token %3 ms")
                       .arg(sig3Text(e.outputTokensPerSecond), sig3Text(e.tokensPerSecondPerUser),
                            sig3Text(e.ttftMs))
                 : kDash,
            !fits                             ? kDash
            : e.costPerMillionOutputTokensUsd ? ranged(*e.costPerMillionOutputTokensUsd, &usd)
                                              : ReportText::tr("no price"),
            fits && e.costPerHourUsd ? usd(*e.costPerHourUsd) : kDash,
            e.price ? usd(e.price->usdPerChipHour) : kDash,
            e.price ? sizing::priceProvenanceText(*e.price, today, sizing::PriceAge::Always)
                    : e.noPriceReason,
            statusText(problems)};
}

// The sizing table and what is said once below it instead of in its rows.
struct CandidateTable {
    Table table;
    QStringList notes;
};

constexpr int kPriceSourceColumn = 7;

// The price source most of the priced rows share; empty when none is priced.
QString commonPriceSource(const Table& t, const QList<bool>& priced) {
    QHash<QString, int> counts;
    QString common;
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        if (!priced.value(r)) {
            continue;
        }
        const QString& source = t.rows[r][kPriceSourceColumn];
        if (++counts[source] > counts.value(common)) {
            common = source;
        }
    }
    return common;
}

// The price source most rows share is said once, below the table: the
// column goes when no row has another (a row without a price is a dash,
// or says why it has none), and otherwise shows only the others. Four
// lines of "bundled catalogue, 11/24/2026 (5 days old)" in every row said
// nothing the first did not.
void sayCommonPriceSourceOnce(CandidateTable& out, const QList<bool>& priced) {
    Table& t = out.table;
    const QString common = commonPriceSource(t, priced);
    if (common.isEmpty()) {
        return;
    }
    bool othersDiffer = false;
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        const QString& source = t.rows[r][kPriceSourceColumn];
        othersDiffer = othersDiffer || (source != common && source != kDash);
    }
    if (!othersDiffer) {
        t.header.removeAt(kPriceSourceColumn);
        t.columnWidths.removeAt(kPriceSourceColumn);
        for (QStringList& row : t.rows) {
            row.removeAt(kPriceSourceColumn);
        }
        //: Below the sizing table; %1 is where the prices come from, with
        //: their date and age ("bundled catalogue, 11/24/2026 (5 days old)").
        out.notes << ReportText::tr("Prices per chip-hour: %1.").arg(common);
        return;
    }
    for (QStringList& row : t.rows) {
        if (row[kPriceSourceColumn] == common) {
            row[kPriceSourceColumn].clear();
        }
    }
    //: Below the sizing table; %1 is where most prices come from, with their
    //: date and age ("bundled catalogue, 11/24/2026 (5 days old)").
    out.notes << ReportText::tr("Prices per chip-hour: %1, unless the table gives another source.")
                     .arg(common);
}

// Why accelerators are unavailable, once per reason, below the table: the
// rows say "unavailable", as others say "available", and stay one line.
QStringList unavailableNotes(const std::vector<const Candidate*>& rows) {
    QStringList reasons;
    QHash<QString, QStringList> names;
    for (const Candidate* c : rows) {
        if (!c->availability.available) {
            if (!names.contains(c->availability.reason)) {
                reasons << c->availability.reason;
            }
            names[c->availability.reason] << c->spec->name;
        }
    }
    QStringList notes;
    for (const QString& reason : reasons) {
        const QStringList& which = names[reason];
        //: Below the sizing table: the accelerators (%1, a list) and why they
        //: are unavailable (%2, a sentence of its own: "Not sold on AWS.").
        notes << ReportText::tr("Unavailable: %1. %2", nullptr, static_cast<int>(which.size()))
                     .arg(QLocale().createSeparatedList(which), reason);
    }
    return notes;
}

CandidateTable candidateTable(const std::vector<const Candidate*>& rows,
                              const SizingRequest& request, const QDate& today) {
    CandidateTable out;
    Table& t = out.table;
    const bool training = request.kind == SizingRequest::Kind::Training;
    // The order of Step 7's table (SizingTable), so that the page and the
    // report read alike: what it is, how many, whether it fits, the figures,
    // the price and where it comes from, then the status (the reasons are
    // sentences: last, and wide).
    t.header = training ? QStringList{ReportText::tr("Accelerator"),
                                      ReportText::tr("Chips"),
                                      ReportText::tr("Fits"),
                                      ReportText::tr("Time"),
                                      ReportText::tr("Cost"),
                                      ReportText::tr("MFU"),
                                      ReportText::tr("$ per chip-hour"),
                                      ReportText::tr("Price source"),
                                      ReportText::tr("Status")}
                        : QStringList{ReportText::tr("Accelerator"),
                                      ReportText::tr("Chips (replicas \u00d7 chips)"),
                                      ReportText::tr("Fits"),
                                      ReportText::tr("Output speed"),
                                      ReportText::tr("Cost per M output tokens"),
                                      ReportText::tr("Cost per hour"),
                                      ReportText::tr("$ per chip-hour"),
                                      ReportText::tr("Price source"),
                                      ReportText::tr("Status")};
    // Wanted shares beyond what each column's figures need (the writers
    // never make a column narrower than its longest figure).
    t.columnWidths = {1.5, 0.6, 0.5, 1.2, 1.3, 0.9, 0.8, 1.6, 1.4};
    t.numericColumns = {1, 3, 4, 5, 6};
    QList<bool> priced; // per row: it has a price, whose source is in the row
    for (const Candidate* c : rows) {
        if (!c->availability.available) {
            //: The status of an accelerator that cannot be used; the reason is
            //: given below the table.
            t.rows << QStringList{c->spec->name, kDash, kDash,
                                  kDash,         kDash, kDash,
                                  kDash,         kDash, ReportText::tr("unavailable")};
            priced << false;
        } else if (c->training) {
            t.rows << trainingRow(*c, today);
            priced << c->training->price.has_value();
        } else if (c->inference) {
            t.rows << inferenceRow(*c, today);
            priced << c->inference->price.has_value();
        }
    }
    sayCommonPriceSourceOnce(out, priced);
    out.notes << unavailableNotes(rows);
    return out;
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

    std::vector<const Candidate*> order;
    order.reserve(candidates.size());
    for (const Candidate& c : candidates) {
        order.push_back(&c);
    }
    std::stable_sort(order.begin(), order.end(), [](const Candidate* a, const Candidate* b) {
        if (usableCandidate(*a) != usableCandidate(*b)) {
            return usableCandidate(*a);
        }
        return costOf(*a) < costOf(*b);
    });
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
