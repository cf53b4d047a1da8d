#pragma once

#include <optional>
#include <set>
#include <utility>
#include <variant>
#include <vector>

// Where the printed report's pages break, decided from geometry alone.
//
// QTextDocument paginates, but it splits table rows across pages and leaves
// headings alone at the foot of a page. These rules say where the report
// needs explicit breaks instead. They read plain numbers: the tops and bottoms
// of lines, table rows and the chart, in device pixels from the top of the
// document, and the height of a page (more than 0). TextDocumentPageBreaks
// measures a laid-out QTextDocument into these structs; a test can write
// them by hand.
namespace accel::render {

// A vertical stretch of the document, in device pixels from its top.
struct LineSpan {
    double top = 0.0;
    double bottom = 0.0;
    [[nodiscard]] double height() const { return bottom - top; }
};

// The page breaks the report's document is built with.
struct PageBreaks {
    std::set<int> beforeHeading;             // by heading number, in reading order from 0
    std::set<std::pair<int, int>> beforeRow; // (table number, the report table's data row)
    std::set<int> beforeItem;                // by list item number, in reading order from 0
    double chartHeight = 0.0;                // device pixels; 0: its natural height

    // Adds `other`'s breaks; true when any of them was new.
    bool merge(const PageBreaks& other);
    [[nodiscard]] bool empty() const {
        return beforeHeading.empty() && beforeRow.empty() && beforeItem.empty();
    }
};

// How much of what follows a heading must share its page with it: its first
// few lines of text, not just one.
inline constexpr double kKeptWithHeadingPoints = 40.0;

// A heading and what must stay on its page with it.
struct HeadingGeometry {
    int number = 0;         // in reading order, from 0
    LineSpan title;         // all of its lines
    double topMargin = 0.0; // as its block format has it, in 1/96 inch
    // The first lines of the block after it, up to kKeptWithHeadingPoints
    // (or the whole chart); when that block is a short introduction, down to
    // the first line or table row after it as well (an introduction says
    // what follows, and reads badly alone at the foot of a page); a table's
    // header row with its first row. None at the end of the document.
    std::optional<LineSpan> following;
    bool chartFollows = false; // the factor chart is the block after it
};

// The factor chart, which may be squeezed to fit the rest of its page.
struct ChartGeometry {
    double boxTop = 0.0;        // where its block starts; its line may sit lower, on the next page
    LineSpan picture;           // its one line: the chart itself
    double captionHeight = 0.0; // the note below it, which reads with it
    double minimumHeight = 0.0; // the shortest chart that still reads
};

// A block outside tables: a paragraph, a list item, a heading or the chart.
struct FlowBlock {
    std::vector<LineSpan> lines;
    std::optional<HeadingGeometry> heading; // when the block is a heading
    bool isChart = false;
    int item = -1; // a list item's number, in reading order from 0; -1 for any other block
};

struct TableRowGeometry {
    LineSpan lines;                // from its cells' highest first line to their lowest last line
    double firstLinesBottom = 0.0; // the lowest bottom of its cells' first lines
};

// A report table as placed in the document: the whole of it, or one piece
// when it was split so that no row straddles a page break. Every piece
// repeats the header row.
struct TablePieceGeometry {
    int table = 0;    // the report table's number, in reading order from 0
    int firstRow = 0; // the report table's data row shown in rows[1]
    int heading = -1; // the heading of its section; -1 outside any section
    // Data rows of the whole report table; -1: the piece's rows are the
    // table's last ones (firstRow + rows.size() - 1 in all).
    int tableRows = -1;
    double headingTop = -1.0;           // where its section's heading is; -1 when not known
    std::vector<TableRowGeometry> rows; // rows[0]: the header row
    // As its table format has them, in 1/96 inch.
    double border = 0.0;
    double cellPadding = 0.0;
    double topMargin = 0.0;
};

// The report laid out on one endless page, in reading order. The title
// block's facts stay on the first page and are left out.
struct DocumentGeometry {
    double pageHeight = 0.0; // of the pages to come, in device pixels
    double dpi = 96.0;       // device pixels per inch
    std::vector<std::variant<FlowBlock, TablePieceGeometry>> flow;
    std::optional<ChartGeometry> chart; // also in `flow`, as the block marked isChart
};

// Every break the paginated layout will need, from one walk over the
// document as laid out on an endless page; but breaks before list items,
// which cost no rebuild, are left to keepItemWhole() on the paginated layout
// (the walk only moves on what follows them).
[[nodiscard]] PageBreaks planPageBreaks(const DocumentGeometry& endless);

// The rules, checked on a paginated layout (positions include its breaks):

// A page break before a heading that would otherwise sit at the foot of a
// page without what follows it; nothing when it shares a page with it.
[[nodiscard]] PageBreaks keepHeadingWithNext(const HeadingGeometry& heading, double pageHeight);

// A table split across pages keeps at least this many data rows on each side
// of the break: one row alone under a repeated header reads as a page printed
// by mistake. A table of fewer than twice as many rows is never split.
inline constexpr int kLeastRowsAtBreak = 2;

// Where a table that would break before its data row `wanted` (numbered as in
// the report table) breaks instead so that kLeastRowsAtBreak rows stay on each
// side: the latest such row not after `wanted`. Nothing when no row of the
// table's first piece can: the table moves on whole, with its section. A
// later piece, which starts a page anyway, breaks no earlier than its second
// row.
[[nodiscard]] std::optional<int> allowedRowBreak(const TablePieceGeometry& piece, int wanted);

// Whether moving a table's section to the next page helps: its heading
// (`headingTop`, where it lands) is on the page the table starts on
// (`tableTop`), below the top tenth; higher up the section takes nearly a
// page and would only leave one blank.
[[nodiscard]] bool sectionCanMove(double headingTop, double tableTop, double pageHeight);

// A page break before the first row that straddles a page break, or before
// which the layout broke the table itself, moved up so that neither side of
// the break keeps fewer than kLeastRowsAtBreak rows (allowedRowBreak()): a
// row break, or when the table's first piece cannot break so, a break before
// its section's heading (a header row alone at the foot of a page says
// nothing) when sectionCanMove(); else the break the rows need. Nothing when every row sits on one
// page or the layout's own break leaves enough rows on each side, or when a row cannot sit on a
// page: one taller than most of a page is left for the layout to split.
[[nodiscard]] PageBreaks keepRowsWhole(const TablePieceGeometry& piece, double pageHeight);

// A list item is read as one entry (a source, an assumption): a page break
// before the item when its lines would start on one page and end on the
// next. Nothing when it sits on one page, or when it is too long to move on
// without leaving much of a page blank: a paragraph of its own.
[[nodiscard]] PageBreaks keepItemWhole(const FlowBlock& item, double pageHeight);

// Whether the row break between two pieces of one table can go: the first
// data row of `after` would fit, whole, below the last row of `before` on the
// page where `before` ends. A break planned on the endless page can be left
// behind when the layout settles (the chart squeezed, a section moved on),
// and would leave a page with a row or two and nothing else.
[[nodiscard]] bool rowBreakIsNeedless(const TablePieceGeometry& before,
                                      const TablePieceGeometry& after, double pageHeight);

// The chart's height when it should be squeezed into what is left of its
// page (with its caption): only when it does not fit as it is and the room is
// at least its readable minimum; nothing when it keeps its natural height.
[[nodiscard]] std::optional<double> fittedChartHeight(const ChartGeometry& chart,
                                                      double pageHeight);

} // namespace accel::render
