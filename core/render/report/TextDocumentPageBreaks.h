#pragma once

#include "render/report/PageBreakPlanner.h"

#include <QTextBlock>

#include <optional>
#include <set>
#include <utility>
#include <vector>

class QTextDocument;
class QTextTable;

// The page-break rules of PageBreakPlanner applied to the report's
// QTextDocument: these functions measure where its lines, rows and chart were
// laid out and leave every decision to the planner. They only read the
// document; the builder applies the breaks.
namespace accel::render {

// A table as placed in the document: one piece of a report table, which is
// split wherever a row would otherwise straddle a page break.
struct PlacedTable {
    QTextTable* table = nullptr;
    int tableNumber = 0;
    int firstRow = 0;  // the report table's data row shown in the piece's row 1
    int heading = -1;  // the heading of the section the table is in
    int tableRows = 0; // data rows of the whole report table
};

// Where the builder put what the page-break rules look at.
struct ReportLandmarks {
    // In reading order: the sections' titles and the run-in headings within
    // them (a paragraph in bold: "Assumptions", "Break-even").
    std::vector<QTextBlock> headings;
    // Per heading: its section stays on one page when it fits on one.
    std::vector<bool> keepTogether;
    std::vector<bool> runIn;         // per heading: a run-in heading, not a section's title
    std::vector<QTextBlock> items;   // every list item, in reading order
    std::vector<PlacedTable> tables; // in reading order; the title block's facts are not one
    QTextBlock chart;                // invalid when the report has no chart
    double minimumChartHeight = 0.0; // device pixels
    double dpi = 96.0;               // of the device the document is laid out for
};

// Every break a paginated layout of the report will need, from the document
// laid out on one endless page (a negative page height).
[[nodiscard]] PageBreaks planPageBreaks(const QTextDocument& endless,
                                        const ReportLandmarks& landmarks, double pageHeight);

// The first break, in reading order, that the paginated document still needs
// (see keepHeadingWithNext(), keepItemWhole() and keepRowsWhole()); empty
// when none. Only the
// first: a break pushes everything after it down, so later findings would be
// stale. Reading order also lets the lazy layout stop at the first problem
// instead of laying out the whole document each time.
[[nodiscard]] PageBreaks findFirstBreak(const QTextDocument& paginated,
                                        const ReportLandmarks& landmarks, double pageHeight);

// The first row break of the paginated document, in reading order, that
// rowBreakIsNeedless() says can go, as (table, row) of PageBreaks::beforeRow;
// breaks in `tried` are passed over. Nothing when every break is needed.
[[nodiscard]] std::optional<std::pair<int, int>>
firstNeedlessRowBreak(const QTextDocument& paginated, const ReportLandmarks& landmarks,
                      double pageHeight, const std::set<std::pair<int, int>>& tried);

// The first row break after which a page is left empty: a piece that ends
// within a border's width of the foot of a page leaves the layout past it,
// and the break before the next piece then starts the page after. As
// (table, row) of PageBreaks::beforeRow; nothing when no page is skipped.
[[nodiscard]] std::optional<std::pair<int, int>>
firstPageSkippingRowBreak(const QTextDocument& paginated, const ReportLandmarks& landmarks,
                          double pageHeight);

// The first break before a list item, of `itemBreaks`, that is no longer
// needed: the item would now fit whole at the foot of the page before it
// (what was above it moved up since). Nothing when every one is needed.
[[nodiscard]] std::optional<int> firstNeedlessItemBreak(const QTextDocument& paginated,
                                                        const ReportLandmarks& landmarks,
                                                        double pageHeight,
                                                        const std::set<int>& itemBreaks);

// A last page holding fewer lines than this, after a full page, looks like
// a page printed by mistake: a typesetter moves a few lines over to it.
inline constexpr int kLastPageLeastLines = 5;

// The break that gives a nearly empty last page at least
// kLastPageLeastLines lines: before the latest list item or heading that
// takes that many lines with it to the last page, all of them fitting there,
// and that stands in the last third of the page before (which is not to be
// left mostly blank instead).
// A list's first item is not taken from what introduces it, nor a heading
// from what follows it. Empty when the last page holds enough, the document
// is one page, or no such break exists (a table ends the document).
[[nodiscard]] PageBreaks fillLastPage(const QTextDocument& paginated,
                                      const ReportLandmarks& landmarks, double pageHeight);

// The height to squeeze the chart of the paginated document to (see
// fittedChartHeight() of the planner); nothing when it keeps its own.
[[nodiscard]] std::optional<double> fittedChartHeight(const QTextDocument& paginated,
                                                      const ReportLandmarks& landmarks,
                                                      double pageHeight);

} // namespace accel::render
