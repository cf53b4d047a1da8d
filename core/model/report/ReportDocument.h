#pragma once

#include "model/Evaluation.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace accel::cost {
struct CostPlan;
}

namespace accel::report {

// The report's content as plain, format-neutral blocks: the PDF, HTML and
// Markdown writers walk the same document, and a new section (workload
// sizing, for one) is content, not a change to every writer.

// A run of text; a non-empty url makes it a link (clickable in PDF and HTML).
struct Span {
    QString text;
    QString url;
    bool strong = false;
};
using RichText = QList<Span>;

struct Table {
    QStringList header;
    QList<QStringList> rows;
    // Relative column widths (sum need not be 1); empty: equal columns.
    QList<double> columnWidths;
    // Columns holding numbers: right-aligned by the writers.
    QList<int> numericColumns;
};

struct Block {
    enum class Kind {
        Paragraph,   // items[0]
        BulletList,  // one item per bullet
        Table,       // table
        FactorChart, // the factor chart; table holds the same numbers for text formats
        Note,        // items[0], set smaller: captions, assumptions
        // The verdict at a glance: items[0] the headline, items[1] the
        // confidence. PDF and HTML draw it as the window's verdict card does
        // (the verdict's mark and colour, from `evaluation`); Markdown as text.
        Verdict,
        // The cumulative-cost chart of `costPlan`, drawn by the Bill tab's own
        // builder; table holds the cumulative cost at a few months, which the
        // text formats show instead (and HTML beside it, for screen readers).
        CostChart,
    };
    Kind kind = Kind::Paragraph;
    QList<RichText> items;
    Table table;
    std::shared_ptr<const cost::CostPlan> costPlan; // CostChart only
};

struct Section {
    QString id; // stable, e.g. "summary"; tests and insertion points use it
    QString title;
    std::vector<Block> blocks;
    // Kept on one page when it fits on one (the bill, its chart and its
    // break-even read together): it starts a new page only when what is
    // left of the current one cannot hold it, never leaving a page mostly
    // blank for nothing.
    bool keepTogether = false;
    [[nodiscard]] bool isEmpty() const { return blocks.empty(); }
};

// Label/value lines of the title block ("Profile", "Date", ...).
struct Fact {
    QString label;
    QString value;
};

struct ReportDocument {
    QString title;                 // document title, also the PDF's title metadata
    QString profileName;           // for headers and footers
    QString creator;               // "Accelerator Advisor 0.1.0", the PDF's creator metadata
    QList<Fact> titleFacts;        // profile, date, application version
    std::vector<Section> sections; // only sections with content, in reading order
    Evaluation evaluation;         // what the chart is drawn from (never recomputed)

    [[nodiscard]] const Section* section(QStringView id) const;
};

} // namespace accel::report
