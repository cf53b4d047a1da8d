#pragma once

#include "model/report/ReportDocument.h"
#include "model/sizing/SizingPlan.h"

#include <QDate>
#include <QStringList>

#include <vector>

namespace accel::report {

// The sizing table as every view writes it: Step 7's editable table, the
// result page's Sizing tab and the report. One order, one set of columns and
// one wording per cell, so that the step and the tab read alike.

// The columns, training and serving alike (their headers differ).
enum CandidateColumn {
    kNameColumn,
    kChipsColumn,
    kFitsColumn,
    kSpeedColumn,       // training: time; serving: output speed
    kCostColumn,        // training: cost; serving: cost per million output tokens
    kMfuColumn,         // training: MFU; serving: cost per hour
    kPriceColumn,       // $ per chip-hour
    kPriceSourceColumn, // only where it differs from the one said below
    kStatusColumn,
    kCandidateColumnCount
};

// What can do the job first, cheapest first; then what is available but
// misses (does not fit, too slow); then what the answers rule out.
[[nodiscard]] std::vector<const sizing::Candidate*>
candidateOrder(const std::vector<sizing::Candidate>& candidates);

struct CandidateTable {
    Table table;       // one row per candidate, in the order given
    QStringList notes; // said once below the table instead of in its rows
    // Every priced row shares the price source the notes name: the column
    // says nothing and may go.
    bool priceSourceColumnEmpty = false;
};

// `rows` as candidateOrder() gives them; `today` dates the prices' age.
[[nodiscard]] CandidateTable candidateTable(const std::vector<const sizing::Candidate*>& rows,
                                            const sizing::SizingRequest& request,
                                            const QDate& today);

} // namespace accel::report
