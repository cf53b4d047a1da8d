#include "model/report/CandidateTable.h"

#include "model/report/ReportText.h"
#include "model/report/SizingGlance.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <optional>

namespace accel::report {

namespace {

using sizing::Candidate;
using sizing::Range;
using sizing::SizingRequest;

const QString kDash = QStringLiteral("\u2014");

// The value with its plausible range, the range's unit written once (see
// compactRangeText()).
QString ranged(const Range& r, QString (*format)(double)) {
    return compactRangeText(r.value, r.low, r.high, format);
}

// Sort key: usable and affordable first, then by cost; unavailable last.
double costOf(const Candidate& c) {
    return candidateCost(c).value_or(c.availability.available ? 1e300 : 1e308);
}

QString fitsText(bool fits) {
    return fits ? ReportText::tr("yes") : ReportText::tr("no");
}

// The row's status in words: what stands in the way, or that nothing does;
// whether the notes below the table say more about it.
QString statusText(const QStringList& problems, bool hasNotes) {
    const QString status =
        problems.isEmpty() ? ReportText::tr("available") : problems.join(ReportText::tr("; "));
    //: A row's status when the notes below the table say more about it:
    //: "available, see notes".
    return hasNotes ? ReportText::tr("%1, see notes").arg(status) : status;
}

QString priceSource(const std::optional<sizing::PricePoint>& price, const QString& noPriceReason,
                    const QDate& today) {
    return price ? sizing::priceProvenanceText(*price, today) : noPriceReason;
}

// The estimator's notes on a row, without the missing price's reason (its
// price source says it).
QStringList rowNotes(QStringList notes, const QString& noPriceReason) {
    notes.removeAll(noPriceReason);
    notes.removeAll(QString());
    return notes;
}

QStringList trainingRow(const Candidate& c, const SizingRequest& request, const QDate& today,
                        bool ownNotes) {
    const sizing::TrainingEstimate& e = *c.training;
    QStringList problems;
    if (!e.fitsInMemory) {
        //: Status of a set-up too big for its chips' memory; %1 is a count such as "16 chips".
        problems << ReportText::tr("does not fit: needs %1").arg(chipsText(e.minChipsToFit));
    }
    if (!c.meetsDeadline) {
        problems << ReportText::tr("misses the deadline");
    }
    //: An MFU the user typed in Step 7's table: "45% (yours)".
    const QString mfu = request.mfuOverrides.contains(c.spec->id)
                            ? ReportText::tr("%1 (yours)").arg(percentText(e.mfu.value))
                            : ranged(e.mfu, &percentText);
    // A set-up that does not fit has no time and no cost.
    return {c.spec->name,
            QLocale().toString(e.chips),
            fitsText(e.fitsInMemory),
            e.fitsInMemory ? ranged(e.hours, &estimatedDurationText) : kDash,
            !e.fitsInMemory ? kDash
            : e.costUsd     ? ranged(*e.costUsd, &usdText)
                            : ReportText::tr("no price"),
            mfu,
            e.price ? usdText(e.price->usdPerChipHour) : kDash,
            priceSource(e.price, e.noPriceReason, today),
            statusText(problems, ownNotes)};
}

QStringList inferenceRow(const Candidate& c, const QDate& today, bool ownNotes) {
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
            : e.costPerMillionOutputTokensUsd ? ranged(*e.costPerMillionOutputTokensUsd, &usdText)
                                              : ReportText::tr("no price"),
            fits && e.costPerHourUsd ? usdText(*e.costPerHourUsd) : kDash,
            e.price ? usdText(e.price->usdPerChipHour) : kDash,
            priceSource(e.price, e.noPriceReason, today),
            statusText(problems, ownNotes)};
}

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

// The price source most rows share is said once, below the table; the
// column shows only the others. Rows of "bundled catalogue, 11/24/2026 (5
// days old)" said nothing the first did not.
void sayCommonPriceSourceOnce(CandidateTable& out, const QList<bool>& priced) {
    Table& t = out.table;
    const QString common = commonPriceSource(t, priced);
    if (common.isEmpty()) {
        return;
    }
    bool othersDiffer = false;
    for (QStringList& row : t.rows) {
        QString& source = row[kPriceSourceColumn];
        if (source == common) {
            source.clear();
        }
        othersDiffer = othersDiffer || (!source.isEmpty() && source != kDash);
    }
    out.priceSourceColumnEmpty = !othersDiffer;
    out.notes << (othersDiffer
                      //: Below the sizing table; %1 is where most prices come from, with
                      //: their date and age ("bundled catalogue, 11/24/2026 (5 days old)").
                      ? ReportText::tr("Prices per chip-hour: %1, unless the table gives "
                                       "another source.")
                            .arg(common)
                      //: Below the sizing table; %1 is where the prices come from, with
                      //: their date and age ("bundled catalogue, 11/24/2026 (5 days old)").
                      : ReportText::tr("Prices per chip-hour: %1.").arg(common));
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

QStringList rowNotes(const Candidate& c) {
    return c.training    ? rowNotes(c.training->notes, c.training->noPriceReason)
           : c.inference ? rowNotes(c.inference->notes, c.inference->noPriceReason)
                         : QStringList();
}

// The notes every estimated row has ("Model shape guessed from the size…"):
// about the workload, not a row, so no row's status points to them.
QStringList sharedNotes(const std::vector<const Candidate*>& rows) {
    std::optional<QStringList> shared;
    for (const Candidate* c : rows) {
        if (!c->training && !c->inference) {
            continue;
        }
        const QStringList own = rowNotes(*c);
        if (!shared) {
            shared = own;
        } else {
            shared->removeIf([&](const QString& note) { return !own.contains(note); });
        }
    }
    return shared.value_or(QStringList());
}

// The estimator's notes ("NVIDIA L4 24GB has no fast chip-to-chip link…"),
// each once (several rows can share one), the shared ones first.
QStringList estimatorNotes(const std::vector<const Candidate*>& rows, const QStringList& shared) {
    QStringList notes = shared;
    for (const Candidate* c : rows) {
        for (const QString& note : rowNotes(*c)) {
            if (!notes.contains(note)) {
                notes << note;
            }
        }
    }
    return notes;
}

// Whether a row has notes of its own below the table.
bool hasOwnNotes(const Candidate& c, const QStringList& shared) {
    const QStringList own = rowNotes(c);
    return std::any_of(own.begin(), own.end(),
                       [&](const QString& note) { return !shared.contains(note); });
}

} // namespace

std::vector<const Candidate*> candidateOrder(const std::vector<Candidate>& candidates) {
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
    return order;
}

CandidateTable candidateTable(const std::vector<const Candidate*>& rows,
                              const SizingRequest& request, const QDate& today) {
    CandidateTable out;
    Table& t = out.table;
    const bool training = request.kind == SizingRequest::Kind::Training;
    // What it is, how many, whether it fits, the figures, the price and
    // where it comes from, then the status (sentences: last, and wide).
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
    t.numericColumns = {kChipsColumn, kSpeedColumn, kCostColumn, kMfuColumn, kPriceColumn};
    QList<bool> priced; // per row: it has a price, whose source is in the row
    const QStringList shared = sharedNotes(rows);
    for (const Candidate* c : rows) {
        if (!c->availability.available) {
            //: The status of an accelerator that cannot be used; the reason is
            //: given below the table.
            t.rows << QStringList{c->spec->name, kDash, kDash,
                                  kDash,         kDash, kDash,
                                  kDash,         kDash, ReportText::tr("unavailable")};
            priced << false;
        } else if (c->training) {
            t.rows << trainingRow(*c, request, today, hasOwnNotes(*c, shared));
            priced << c->training->price.has_value();
        } else if (c->inference) {
            t.rows << inferenceRow(*c, today, hasOwnNotes(*c, shared));
            priced << c->inference->price.has_value();
        }
    }
    sayCommonPriceSourceOnce(out, priced);
    out.notes << estimatorNotes(rows, shared);
    out.notes << unavailableNotes(rows);
    return out;
}

} // namespace accel::report
