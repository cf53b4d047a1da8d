// The page-break rules of the printed report, on geometry written by hand:
// pages 1000 px high, at 96 dpi so that table and heading lengths (kept in
// 1/96 inch) are pixels, and no margins, borders or padding unless a test
// says so. Each test names the rule it holds the planner to.

#include "render/report/PageBreakPlanner.h"

#include <gtest/gtest.h>
#include <optional>
#include <set>
#include <utility>
#include <variant>
#include <vector>

namespace accel::report {
namespace {

constexpr double kPage = 1000.0;
constexpr double kLine = 20.0;
constexpr double kHeaderRow = 30.0;

using Item = std::variant<render::FlowBlock, render::TablePieceGeometry>;

render::LineSpan at(double top, double height) {
    return {top, top + height};
}

// `count` lines of text from `top`.
render::FlowBlock paragraph(double top, int count, double lineHeight = kLine) {
    render::FlowBlock block;
    for (int i = 0; i < count; ++i) {
        block.lines.push_back(at(top + i * lineHeight, lineHeight));
    }
    return block;
}

// A one-line heading (30 px) at `top`, followed by `following` (the first
// lines of the next block; nothing at the end of the document).
render::FlowBlock heading(int number, double top, std::optional<render::LineSpan> following) {
    render::FlowBlock block;
    block.lines = {at(top, 30.0)};
    render::HeadingGeometry h;
    h.number = number;
    h.title = at(top, 30.0);
    h.topMargin = 0.0;
    h.following = following;
    block.heading = h;
    return block;
}

// Table `number` of the section under heading `section`, from `top`: a
// header row, then data rows of the given heights, each starting with a line
// of text.
render::TablePieceGeometry table(int number, int section, double top,
                                 const std::vector<double>& rows) {
    render::TablePieceGeometry piece;
    piece.table = number;
    piece.heading = section;
    piece.rows.push_back({at(top, kHeaderRow), top + kLine});
    double y = top + kHeaderRow;
    for (double height : rows) {
        piece.rows.push_back({at(y, height), y + kLine});
        y += height;
    }
    return piece;
}

render::DocumentGeometry document(std::vector<Item> flow,
                                  std::optional<render::ChartGeometry> chart = {}) {
    render::DocumentGeometry doc;
    doc.pageHeight = kPage;
    doc.dpi = 96.0;
    doc.flow = std::move(flow);
    doc.chart = chart;
    return doc;
}

using RowBreaks = std::set<std::pair<int, int>>;

// --- the plan, from one walk over the document on an endless page ---------

TEST(PageBreakPlan, EmptyDocumentNeedsNoBreaks) {
    const render::PageBreaks none = render::planPageBreaks(document({}));
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(none.chartHeight, 0.0);

    // At the foot of a page, a heading with nothing after it to keep it
    // with, and a table with a header and no rows: nothing to move.
    EXPECT_TRUE(
        render::planPageBreaks(document({paragraph(0.0, 48), heading(0, 960.0, std::nullopt)}))
            .empty());
    EXPECT_TRUE(
        render::planPageBreaks(document({paragraph(0.0, 48), table(0, -1, 975.0, {})})).empty());
}

TEST(PageBreakPlan, HeadingNeverStrandsAtTheFootOfAPage) {
    // The heading fits on page 1, the first lines after it do not.
    const render::PageBreaks stranded =
        render::planPageBreaks(document({paragraph(0.0, 47), heading(0, 940.0, at(970.0, 40.0))}));
    EXPECT_EQ(stranded.beforeHeading, std::set<int>{0});

    // With its following lines on the same page it stays.
    const render::PageBreaks kept =
        render::planPageBreaks(document({paragraph(0.0, 45), heading(0, 900.0, at(930.0, 40.0))}));
    EXPECT_TRUE(kept.empty());
}

TEST(PageBreakPlan, LaterContentIsPlannedWhereEarlierBreaksMoveIt) {
    // Heading 0 moves to page 2: 50 px down (its top from 950 to 1000), and
    // everything after it with it. Heading 1 fits where it was measured but
    // not 50 px lower.
    const render::PageBreaks breaks = render::planPageBreaks(document({
        heading(0, 950.0, at(980.0, 60.0)),
        paragraph(980.0, 3),
        heading(1, 1920.0, at(1950.0, 40.0)),
    }));
    EXPECT_EQ(breaks.beforeHeading, (std::set<int>{0, 1}));
}

TEST(PageBreakPlan, NoTableRowStraddlesAPageBreak) {
    // Rows of three lines; the third row would run from 950 to 1010.
    const render::PageBreaks breaks = render::planPageBreaks(document({
        heading(0, 0.0, at(30.0, 40.0)),
        table(0, 0, 800.0, {60.0, 60.0, 60.0, 60.0}),
    }));
    EXPECT_EQ(breaks.beforeRow, (RowBreaks{{0, 2}}));
    EXPECT_TRUE(breaks.beforeHeading.empty());
}

TEST(PageBreakPlan, RowWithNoLineOnThePageIsLeftToTheLayout) {
    // The third row (985 to 1045) has not one line above the page's foot:
    // the layout moves it on and repeats the header by itself.
    const render::PageBreaks breaks = render::planPageBreaks(document({
        heading(0, 0.0, at(30.0, 40.0)),
        table(0, 0, 805.0, {75.0, 75.0, 60.0}),
    }));
    EXPECT_TRUE(breaks.empty());
}

TEST(PageBreakPlan, TableWhoseFirstRowWouldStraddleMovesOnWithItsSection) {
    // A header row alone at the foot of a page says nothing: the heading,
    // and with it the whole section, goes to the next page.
    const render::PageBreaks breaks = render::planPageBreaks(document({
        paragraph(0.0, 40),
        heading(0, 800.0, at(835.0, 30.0)),
        table(0, 0, 835.0, {160.0}),
    }));
    EXPECT_EQ(breaks.beforeHeading, std::set<int>{0});
    EXPECT_TRUE(breaks.beforeRow.empty());
}

// A heading at 300, then a 700 px chart whose caption takes 40 px: the page
// has 1000 - 330 - 40 - 20 (slack) = 610 px left for it. Heading 1 would
// strand at the foot of page 2 unless the chart's squeeze moves it up.
render::DocumentGeometry chartSection(double minimumHeight) {
    render::ChartGeometry chart{330.0, at(330.0, 700.0), 40.0, minimumHeight};
    render::FlowBlock title = heading(0, 300.0, at(330.0, 700.0));
    title.heading->chartFollows = true;
    render::FlowBlock picture;
    picture.lines = {chart.picture};
    picture.isChart = true;
    return document({title, picture, paragraph(1030.0, 2), heading(1, 1950.0, at(1980.0, 30.0))},
                    chart);
}

TEST(PageBreakPlan, ChartIsSqueezedIntoWhatItsPageHasLeft) {
    const render::PageBreaks breaks = render::planPageBreaks(chartSection(300.0));
    EXPECT_DOUBLE_EQ(breaks.chartHeight, 610.0);
    // The chart stays with its heading, and what follows moves up by 90 px.
    EXPECT_TRUE(breaks.empty());
}

TEST(PageBreakPlan, ChartIsNotSqueezedBelowItsReadableMinimum) {
    const render::PageBreaks breaks = render::planPageBreaks(chartSection(611.0));
    EXPECT_EQ(breaks.chartHeight, 0.0);
    // At its own height it does not fit: it moves on with its heading.
    EXPECT_EQ(breaks.beforeHeading, (std::set<int>{0}));
}

TEST(PageBreakPlan, ContentEndingExactlyAtThePageFootStays) {
    // 47 lines, a heading and its following lines end at 1000; on page 2 a
    // table's last row ends at 2000.
    const render::PageBreaks breaks = render::planPageBreaks(document({
        paragraph(0.0, 47),
        heading(0, 940.0, at(970.0, 30.0)),
        table(0, 0, 1000.0, {470.0, 500.0}),
    }));
    EXPECT_TRUE(breaks.empty());
}

TEST(PageBreakPlan, BlockTallerThanAPageIsLeftToTheLayoutToSplit) {
    // A 1200 px line cannot fit any page: moving it on (500 px) would gain
    // nothing, and would push heading 0 to the foot of page 3, stranded.
    const render::PageBreaks line = render::planPageBreaks(document({
        paragraph(500.0, 1, 1200.0),
        heading(0, 2460.0, at(2490.0, 30.0)),
    }));
    EXPECT_TRUE(line.empty());

    // A 900 px row straddles the break, but would straddle the next one too.
    const render::PageBreaks row = render::planPageBreaks(document({
        heading(0, 0.0, at(30.0, 40.0)),
        table(0, 0, 800.0, {60.0, 900.0}),
    }));
    EXPECT_TRUE(row.empty());
}

TEST(PageBreakPlan, ListItemMovedOnWholeMovesWhatFollowsButIsLeftToTheCheck) {
    // Item 0's lines run from 975 to 1015: it goes whole to page 2, 25 px
    // down, and heading 0 with it, which then no longer fits at the foot of
    // page 2. The item's own break is left to keepItemWhole() on the
    // paginated layout.
    render::FlowBlock item = paragraph(975.0, 2);
    item.item = 0;
    const render::PageBreaks breaks = render::planPageBreaks(document({
        item,
        paragraph(1015.0, 46),
        heading(0, 1950.0, at(1980.0, 10.0)),
    }));
    EXPECT_TRUE(breaks.beforeItem.empty());
    EXPECT_EQ(breaks.beforeHeading, std::set<int>{0});

    // A paragraph that is no list item sends only its second line on, 5 px
    // down: the heading still fits.
    const render::PageBreaks plain = render::planPageBreaks(document({
        paragraph(975.0, 2),
        paragraph(1015.0, 46),
        heading(0, 1950.0, at(1980.0, 10.0)),
    }));
    EXPECT_TRUE(plain.empty());
}

// --- the rules, checked on the paginated layout ---------------------------

TEST(KeepItemWhole, BreaksBeforeAListItemThatStartsOnOnePageAndEndsOnTheNext) {
    render::FlowBlock item = paragraph(975.0, 2);
    item.item = 6;
    EXPECT_EQ(render::keepItemWhole(item, kPage).beforeItem, std::set<int>{6});
    // On one page, or ending exactly at its foot: nothing to fix.
    item = paragraph(950.0, 2);
    item.item = 6;
    EXPECT_TRUE(render::keepItemWhole(item, kPage).empty());
    item = paragraph(960.0, 2);
    item.item = 6;
    EXPECT_TRUE(render::keepItemWhole(item, kPage).empty());
    // A paragraph that is no list item breaks where the page ends.
    EXPECT_TRUE(render::keepItemWhole(paragraph(975.0, 2), kPage).empty());
    // A list item of a quarter of a page or more reads as paragraphs do.
    item = paragraph(900.0, 13);
    item.item = 6;
    EXPECT_TRUE(render::keepItemWhole(item, kPage).empty());
}

TEST(KeepHeadingWithNext, BreaksBeforeAHeadingWhoseFollowingLinesAreOnTheNextPage) {
    EXPECT_EQ(render::keepHeadingWithNext(*heading(3, 950.0, at(980.0, 40.0)).heading, kPage)
                  .beforeHeading,
              std::set<int>{3});
    EXPECT_TRUE(
        render::keepHeadingWithNext(*heading(3, 900.0, at(930.0, 40.0)).heading, kPage).empty());
    // Both on page 2: nothing to fix.
    EXPECT_TRUE(
        render::keepHeadingWithNext(*heading(3, 1000.0, at(1030.0, 40.0)).heading, kPage).empty());
}

TEST(KeepHeadingWithNext, ExactlyFullPageAndEndOfDocumentNeedNoBreak) {
    EXPECT_TRUE(
        render::keepHeadingWithNext(*heading(1, 930.0, at(960.0, 40.0)).heading, kPage).empty());
    EXPECT_TRUE(
        render::keepHeadingWithNext(*heading(1, 970.0, std::nullopt).heading, kPage).empty());
}

TEST(KeepRowsWhole, BreaksBeforeTheFirstRowThatStraddles) {
    // Rows from 830: the third one runs from 950 to 1010, the fourth is later.
    const render::TablePieceGeometry piece = table(2, 0, 800.0, {60.0, 60.0, 60.0, 60.0});
    EXPECT_EQ(render::keepRowsWhole(piece, kPage).beforeRow, (RowBreaks{{2, 2}}));

    // In a later piece, data rows are numbered as in the report table.
    render::TablePieceGeometry later = piece;
    later.firstRow = 10;
    EXPECT_EQ(render::keepRowsWhole(later, kPage).beforeRow, (RowBreaks{{2, 12}}));
}

TEST(KeepRowsWhole, FirstRowMovesTheSectionAndALaterPieceAlreadyStartsAPage) {
    render::TablePieceGeometry first = table(0, 4, 835.0, {160.0});
    first.headingTop = 700.0;
    const render::PageBreaks section = render::keepRowsWhole(first, kPage);
    EXPECT_EQ(section.beforeHeading, std::set<int>{4});
    EXPECT_TRUE(section.beforeRow.empty());

    // The first row of a later piece is already at the top of a page: moving
    // it again would gain nothing.
    render::TablePieceGeometry later = first;
    later.firstRow = 7;
    EXPECT_TRUE(render::keepRowsWhole(later, kPage).empty());
}

// Issue 38: the bill's third row stood alone on a page under a repeated
// header. A break leaves two rows on each side; a smaller table moves on
// whole, with its section.
TEST(AllowedRowBreak, KeepsTwoRowsOnEachSideOrMovesTheTableWhole) {
    const render::TablePieceGeometry five = table(0, 0, 0.0, {60.0, 60.0, 60.0, 60.0, 60.0});
    EXPECT_EQ(render::allowedRowBreak(five, 2), 2);
    EXPECT_EQ(render::allowedRowBreak(five, 4), 3); // one row after it: one more goes with it
    EXPECT_EQ(render::allowedRowBreak(five, 1), std::nullopt); // one row before it
    const render::TablePieceGeometry three = table(0, 0, 0.0, {60.0, 60.0, 60.0});
    EXPECT_EQ(render::allowedRowBreak(three, 2), std::nullopt);
    // A later piece starts a page: it breaks no earlier than its second row.
    render::TablePieceGeometry later = table(0, 0, 0.0, {60.0, 60.0, 60.0});
    later.firstRow = 10;
    later.tableRows = 13;
    EXPECT_EQ(render::allowedRowBreak(later, 12), 11);
}

TEST(KeepRowsWhole, ALoneLastRowTakesAnotherWithItOrTheSmallTableMovesOn) {
    // Four rows from 830; the layout moves the fourth (1010 to 1070) on by
    // itself, which would leave it alone: the third goes with it.
    const render::TablePieceGeometry four = table(1, 0, 800.0, {60.0, 60.0, 60.0, 60.0});
    render::TablePieceGeometry laidOut = four;
    laidOut.rows[4].lines = at(1040.0, 60.0);
    EXPECT_EQ(render::keepRowsWhole(laidOut, kPage).beforeRow, (RowBreaks{{1, 2}}));
    // A break the layout makes with two rows on each side needs nothing.
    render::TablePieceGeometry fair = table(1, 0, 800.0, {60.0, 60.0, 60.0, 60.0});
    fair.rows[3].lines = at(1040.0, 60.0);
    fair.rows[4].lines = at(1100.0, 60.0);
    EXPECT_TRUE(render::keepRowsWhole(fair, kPage).empty());

    // Three rows: the third alone on the next page. The section moves on
    // when its heading is on the table's page, not at its top.
    render::TablePieceGeometry small = table(1, 6, 830.0, {60.0, 60.0, 60.0});
    small.rows[3].lines = at(1040.0, 60.0);
    small.headingTop = 600.0;
    EXPECT_EQ(render::keepRowsWhole(small, kPage).beforeHeading, std::set<int>{6});
    EXPECT_TRUE(render::keepRowsWhole(small, kPage).beforeRow.empty());
    small.headingTop = 20.0; // a section of nearly a page: moving it gains nothing
    EXPECT_TRUE(render::keepRowsWhole(small, kPage).empty());
}

TEST(PageBreakPlan, SmallTableMovesOnWithItsSectionRatherThanLeaveARowAlone) {
    // Three rows from 835: the third (955 to 1015) would straddle.
    const render::PageBreaks breaks = render::planPageBreaks(document({
        paragraph(0.0, 30),
        heading(0, 700.0, at(735.0, 40.0)),
        paragraph(735.0, 5),
        table(0, 0, 835.0, {60.0, 60.0, 60.0}),
    }));
    EXPECT_EQ(breaks.beforeHeading, std::set<int>{0});
    EXPECT_TRUE(breaks.beforeRow.empty());
}

TEST(KeepRowsWhole, RowTallerThanMostOfAPageIsLeftToTheLayoutToSplit) {
    EXPECT_TRUE(render::keepRowsWhole(table(0, 0, 800.0, {60.0, 900.0}), kPage).empty());
}

TEST(KeepRowsWhole, ExactlyFullPageAndHeaderOnlyTableNeedNoBreak) {
    EXPECT_TRUE(render::keepRowsWhole(table(0, 0, 790.0, {60.0, 60.0, 60.0}), kPage).empty());
    EXPECT_TRUE(render::keepRowsWhole(table(0, 0, 975.0, {}), kPage).empty());
}

TEST(RowBreakIsNeedless, WhenTheNextPiecesFirstRowFitsBelowTheLastOne) {
    // A piece of table 3 ending early on page 1 (1,000 to 2,000), and the
    // rest of it on page 2: its first row would have fitted on page 1.
    const render::TablePieceGeometry before = table(3, 0, 1100.0, {60.0, 60.0});
    render::TablePieceGeometry after = table(3, 0, 2000.0, {60.0, 60.0});
    after.firstRow = 2;
    EXPECT_TRUE(render::rowBreakIsNeedless(before, after, kPage));

    // Ending at the foot of its page, the break is needed.
    const render::TablePieceGeometry full = table(3, 0, 1820.0, {60.0, 60.0});
    EXPECT_FALSE(render::rowBreakIsNeedless(full, after, kPage));
    // Another table, or a piece without data rows, is no row break at all.
    render::TablePieceGeometry other = after;
    other.table = 4;
    EXPECT_FALSE(render::rowBreakIsNeedless(before, other, kPage));
    EXPECT_FALSE(render::rowBreakIsNeedless(table(3, 0, 1100.0, {}), after, kPage));
}

TEST(RowBreakIsNeedless, CountsThePaddingBetweenRows) {
    // The moved row needs its 60 of text and three times the gap between
    // two rows' text (padding and borders) around it.
    render::TablePieceGeometry before = table(1, 0, 1700.0, {60.0, 60.0});
    before.rows[2].lines.top += 30.0;
    before.rows[2].lines.bottom += 30.0; // 30 apart, ends at 1,880: 1,880 + 60 + 90 > 2,000
    render::TablePieceGeometry after = table(1, 0, 2000.0, {60.0});
    after.firstRow = 2;
    EXPECT_FALSE(render::rowBreakIsNeedless(before, after, kPage));
    before.rows[2].lines.top -= 20.0;
    before.rows[2].lines.bottom -= 20.0; // 10 apart, ends at 1,860: 1,860 + 60 + 30 < 2,000
    EXPECT_TRUE(render::rowBreakIsNeedless(before, after, kPage));
}

TEST(FittedChartHeight, SqueezesOnlyWithinItsLimits) {
    // Room on the page: 1000 - 400 - 40 (caption) - 20 (slack) = 540.
    const render::ChartGeometry tall{400.0, at(400.0, 600.0), 40.0, 300.0};
    EXPECT_EQ(render::fittedChartHeight(tall, kPage), std::optional<double>(540.0));

    // Never below the readable minimum: then it keeps its height.
    render::ChartGeometry atMinimum = tall;
    atMinimum.minimumHeight = 540.0;
    EXPECT_EQ(render::fittedChartHeight(atMinimum, kPage), std::optional<double>(540.0));
    render::ChartGeometry belowMinimum = tall;
    belowMinimum.minimumHeight = 541.0;
    EXPECT_EQ(render::fittedChartHeight(belowMinimum, kPage), std::nullopt);

    // Never when it fits as it is, even exactly.
    EXPECT_EQ(render::fittedChartHeight({400.0, at(400.0, 540.0), 40.0, 300.0}, kPage),
              std::nullopt);
    // On a later page the room is that page's.
    EXPECT_EQ(render::fittedChartHeight({2400.0, at(2400.0, 600.0), 40.0, 300.0}, kPage),
              std::optional<double>(540.0));
}

TEST(PageBreaks, MergeSaysWhetherAnythingWasNew) {
    render::PageBreaks breaks;
    breaks.beforeHeading = {1};
    render::PageBreaks same;
    same.beforeHeading = {1};
    EXPECT_FALSE(breaks.merge(same));
    render::PageBreaks row;
    row.beforeRow = {{0, 3}};
    EXPECT_TRUE(breaks.merge(row));
    EXPECT_EQ(breaks.beforeRow, (RowBreaks{{0, 3}}));
    EXPECT_EQ(breaks.beforeHeading, std::set<int>{1});
    render::PageBreaks item;
    item.beforeItem = {5};
    EXPECT_FALSE(item.empty());
    EXPECT_TRUE(breaks.merge(item));
    EXPECT_FALSE(breaks.merge(item));
    EXPECT_EQ(breaks.beforeItem, std::set<int>{5});
}

} // namespace
} // namespace accel::report
