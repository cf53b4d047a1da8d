#include "render/report/TextDocumentPageBreaks.h"

#include "render/report/ReportTypography.h"

#include <QAbstractTextDocumentLayout>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace accel::render {

namespace {

// What follows a heading and must share its page, in device pixels.
double keptWithHeadingHeight(double dpi) {
    return ReportTypography::pt(kKeptWithHeadingPoints) * dpi / 96.0;
}

// Where a block's lines really are: a block's bounding rectangle starts where
// the block starts, even when its first line was pushed to the next page, and
// its lines are placed relative to that. From its first line down to its
// last, or only as far as the lines that make up `atMost` (at least one
// line); a block without lines is its rectangle.
LineSpan linesOf(const QAbstractTextDocumentLayout& layout, const QTextBlock& block,
                 double atMost = std::numeric_limits<double>::max()) {
    const QRectF rect = layout.blockBoundingRect(block);
    const QTextLayout* text = block.layout();
    if (!text || text->lineCount() == 0) {
        return {rect.top(), rect.bottom()};
    }
    const double origin = rect.top() - text->boundingRect().top();
    const QTextLine first = text->lineAt(0);
    LineSpan span{origin + first.y(), origin + first.y() + first.height()};
    for (int i = 1; i < text->lineCount() && span.bottom - span.top < atMost; ++i) {
        const QTextLine line = text->lineAt(i);
        span.bottom = origin + line.y() + line.height();
    }
    return span;
}

// Every line of a block, one span each (placed as in linesOf()).
std::vector<LineSpan> eachLineOf(const QAbstractTextDocumentLayout& layout,
                                 const QTextBlock& block) {
    const QTextLayout* text = block.layout();
    if (!text || text->lineCount() == 0) {
        return {};
    }
    const double origin = layout.blockBoundingRect(block).top() - text->boundingRect().top();
    std::vector<LineSpan> lines;
    for (int i = 0; i < text->lineCount(); ++i) {
        const QTextLine line = text->lineAt(i);
        const double top = origin + line.y();
        lines.push_back({top, top + line.height()});
    }
    return lines;
}

// Where the section under heading `number` ends: the last line before the
// next section's title (not that title's top, which a break of its own may
// have moved to the next page), or of the document.
double sectionBottom(const QAbstractTextDocumentLayout& layout, const ReportLandmarks& landmarks,
                     int number) {
    auto next = static_cast<std::size_t>(number) + 1;
    while (next < landmarks.headings.size() && next < landmarks.runIn.size() &&
           landmarks.runIn[next]) {
        ++next;
    }
    const QTextBlock last = next < landmarks.headings.size()
                                ? landmarks.headings[next].previous()
                                : landmarks.headings.back().document()->lastBlock();
    return last.isValid() ? linesOf(layout, last).bottom : layout.documentSize().height();
}

TableRowGeometry measureRow(const QAbstractTextDocumentLayout& layout, const QTextTable& table,
                            int r) {
    TableRowGeometry row{{std::numeric_limits<double>::max(), 0.0}, 0.0};
    for (int c = 0; c < table.columns(); ++c) {
        const QTextTableCell cell = table.cellAt(r, c);
        const LineSpan firstLine = linesOf(layout, cell.firstCursorPosition().block(), 0.0);
        const LineSpan last = linesOf(layout, cell.lastCursorPosition().block());
        row.lines.top = std::min(row.lines.top, firstLine.top);
        row.lines.bottom = std::max(row.lines.bottom, last.bottom);
        row.firstLinesBottom = std::max(row.firstLinesBottom, firstLine.bottom);
    }
    return row;
}

bool isHeading(const ReportLandmarks& landmarks, const QTextBlock& block) {
    return std::find(landmarks.headings.begin(), landmarks.headings.end(), block) !=
           landmarks.headings.end();
}

// A table's header row and its first row: a header alone says nothing.
LineSpan tableHead(const QAbstractTextDocumentLayout& layout, const QTextTable& table) {
    const int first = std::min(1, table.rows() - 1);
    return {measureRow(layout, table, 0).lines.top, measureRow(layout, table, first).lines.bottom};
}

// The first lines of a block up to `atMost`; all of a list item, which
// keepItemWhole() moves on whole (else a break before the item, found first,
// would strand the heading above it, and the heading's break would then push
// the item a page further).
LineSpan firstLinesOf(const QAbstractTextDocumentLayout& layout, const QTextBlock& block,
                      double atMost) {
    return linesOf(layout, block, block.textList() ? std::numeric_limits<double>::max() : atMost);
}

// What shares a heading's page with it, from `next`, the block after it: its
// first lines; a table's header and first row; and after a short
// introduction, the first line or row of what it introduces too.
LineSpan followingLines(const QAbstractTextDocumentLayout& layout, const ReportLandmarks& landmarks,
                        const QTextBlock& next) {
    if (const QTextTable* table = QTextCursor(next).currentTable()) {
        return tableHead(layout, *table);
    }
    const double kept = keptWithHeadingHeight(landmarks.dpi);
    LineSpan span = firstLinesOf(layout, next, kept);
    const bool shortIntro = next != landmarks.chart && !isHeading(landmarks, next) &&
                            linesOf(layout, next).bottom <= linesOf(layout, next, kept).bottom;
    const QTextBlock after = next.next();
    if (!shortIntro || !after.isValid() || isHeading(landmarks, after) ||
        after == landmarks.chart) {
        return span;
    }
    if (const QTextTable* table = QTextCursor(after).currentTable()) {
        span.bottom = std::max(span.bottom, tableHead(layout, *table).bottom);
    } else {
        span.bottom = std::max(span.bottom, firstLinesOf(layout, after, 0.0).bottom);
    }
    return span;
}

// `paginated`: the layout has pages, so where a heading falls on its page is known.
HeadingGeometry measureHeading(const QAbstractTextDocumentLayout& layout,
                               const ReportLandmarks& landmarks, int number, double pageHeight,
                               bool paginated) {
    const QTextBlock& block = landmarks.headings[static_cast<std::size_t>(number)];
    HeadingGeometry heading;
    heading.number = number;
    heading.title = linesOf(layout, block);
    heading.topMargin = block.blockFormat().topMargin();
    if (const QTextBlock next = block.next(); next.isValid()) {
        heading.following = followingLines(layout, landmarks, next);
        heading.chartFollows = next == landmarks.chart;
        // A section kept together keeps all of itself with its heading when
        // it fits on a page and would start in the last third of one; higher
        // up it flows on (a break there would leave most of a page blank),
        // and a longer one breaks where it must, as any other.
        const auto n = static_cast<std::size_t>(number);
        if (paginated && pageHeight > 0.0 && n < landmarks.keepTogether.size() &&
            landmarks.keepTogether[n]) {
            const double bottom = sectionBottom(layout, landmarks, number);
            const double pageBottom = (std::floor(heading.title.top / pageHeight) + 1) * pageHeight;
            if (bottom - heading.title.top < pageHeight * 0.95 &&
                pageBottom - heading.title.top < pageHeight / 3.0) {
                heading.following->bottom = std::max(heading.following->bottom, bottom);
            }
        }
    }
    return heading;
}

ChartGeometry measureChart(const QAbstractTextDocumentLayout& layout,
                           const ReportLandmarks& landmarks) {
    const QTextBlock& block = landmarks.chart;
    ChartGeometry chart;
    // The chart block has no top margin: it starts where its box starts.
    chart.boxTop = layout.blockBoundingRect(block).top();
    chart.picture = linesOf(layout, block);
    // The caption, whole: it is two or three lines and reads with the chart.
    if (const QTextBlock next = block.next(); next.isValid()) {
        chart.captionHeight = linesOf(layout, next).height();
    }
    chart.minimumHeight = landmarks.minimumChartHeight;
    return chart;
}

TablePieceGeometry measureTable(const QAbstractTextDocumentLayout& layout,
                                const ReportLandmarks& landmarks, const PlacedTable& placed) {
    const QTextTable& table = *placed.table;
    const QTextTableFormat format = table.format();
    TablePieceGeometry piece;
    piece.table = placed.tableNumber;
    piece.firstRow = placed.firstRow;
    piece.heading = placed.heading;
    piece.tableRows = placed.tableRows;
    if (placed.heading >= 0 &&
        static_cast<std::size_t>(placed.heading) < landmarks.headings.size()) {
        piece.headingTop =
            linesOf(layout, landmarks.headings[static_cast<std::size_t>(placed.heading)]).top;
    }
    piece.border = format.border();
    piece.cellPadding = format.cellPadding();
    piece.topMargin = format.topMargin();
    for (int r = 0; r < table.rows(); ++r) {
        piece.rows.push_back(measureRow(layout, table, r));
    }
    return piece;
}

FlowBlock measureBlock(const QAbstractTextDocumentLayout& layout, const ReportLandmarks& landmarks,
                       const QTextBlock& block, double pageHeight) {
    FlowBlock measured;
    measured.lines = eachLineOf(layout, block);
    measured.isChart = block == landmarks.chart;
    const auto item = std::find(landmarks.items.begin(), landmarks.items.end(), block);
    if (item != landmarks.items.end()) {
        measured.item = static_cast<int>(item - landmarks.items.begin());
    }
    const auto heading = std::find(landmarks.headings.begin(), landmarks.headings.end(), block);
    if (heading != landmarks.headings.end()) {
        measured.heading = measureHeading(layout, landmarks,
                                          static_cast<int>(heading - landmarks.headings.begin()),
                                          pageHeight, false);
    }
    return measured;
}

} // namespace

PageBreaks planPageBreaks(const QTextDocument& endless, const ReportLandmarks& landmarks,
                          double pageHeight) {
    const QAbstractTextDocumentLayout& layout = *endless.documentLayout();
    DocumentGeometry geometry;
    geometry.pageHeight = pageHeight;
    geometry.dpi = landmarks.dpi;
    if (landmarks.chart.isValid()) {
        geometry.chart = measureChart(layout, landmarks);
    }
    const QTextFrame* root = endless.rootFrame();
    for (auto it = root->begin(); !it.atEnd(); ++it) {
        const QTextFrame* frame = it.currentFrame();
        if (!frame) {
            geometry.flow.emplace_back(
                measureBlock(layout, landmarks, it.currentBlock(), pageHeight));
            continue;
        }
        const auto placed =
            std::find_if(landmarks.tables.begin(), landmarks.tables.end(),
                         [frame](const PlacedTable& p) { return p.table == frame; });
        if (placed != landmarks.tables.end()) {
            geometry.flow.emplace_back(measureTable(layout, landmarks, *placed));
        }
    }
    return planPageBreaks(geometry);
}

PageBreaks findFirstBreak(const QTextDocument& paginated, const ReportLandmarks& landmarks,
                          double pageHeight) {
    const QAbstractTextDocumentLayout& layout = *paginated.documentLayout();
    // What the rules look at, in reading order: (position, kind, number).
    enum class Kind { Heading, Item, Table };
    struct Landmark {
        int position;
        Kind kind;
        std::size_t number;
    };
    std::vector<Landmark> order;
    for (std::size_t i = 0; i < landmarks.headings.size(); ++i) {
        order.push_back({landmarks.headings[i].position(), Kind::Heading, i});
    }
    for (std::size_t i = 0; i < landmarks.items.size(); ++i) {
        order.push_back({landmarks.items[i].position(), Kind::Item, i});
    }
    for (std::size_t i = 0; i < landmarks.tables.size(); ++i) {
        order.push_back({landmarks.tables[i].table->firstPosition(), Kind::Table, i});
    }
    std::sort(order.begin(), order.end(),
              [](const Landmark& a, const Landmark& b) { return a.position < b.position; });
    for (const Landmark& at : order) {
        PageBreaks found;
        switch (at.kind) {
        case Kind::Heading:
            found = keepHeadingWithNext(
                measureHeading(layout, landmarks, static_cast<int>(at.number), pageHeight, true),
                pageHeight);
            break;
        case Kind::Item: {
            FlowBlock item;
            item.lines = eachLineOf(layout, landmarks.items[at.number]);
            item.item = static_cast<int>(at.number);
            found = keepItemWhole(item, pageHeight);
            break;
        }
        case Kind::Table:
            found = keepRowsWhole(measureTable(layout, landmarks, landmarks.tables[at.number]),
                                  pageHeight);
            break;
        }
        if (!found.empty()) {
            return found;
        }
    }
    return {};
}

std::optional<int> firstNeedlessItemBreak(const QTextDocument& paginated,
                                          const ReportLandmarks& landmarks, double pageHeight,
                                          const std::set<int>& itemBreaks) {
    const QAbstractTextDocumentLayout& layout = *paginated.documentLayout();
    const auto pageOf = [pageHeight](double y) {
        return static_cast<int>(std::floor(y / pageHeight));
    };
    for (const int n : itemBreaks) {
        if (n < 0 || static_cast<std::size_t>(n) >= landmarks.items.size()) {
            continue;
        }
        const QTextBlock& block = landmarks.items[static_cast<std::size_t>(n)];
        const QTextBlock above = block.previous();
        const std::vector<LineSpan> lines = eachLineOf(layout, block);
        // After a table its border and margin would count too: left alone.
        if (lines.empty() || !above.isValid() || QTextCursor(above).currentTable()) {
            continue;
        }
        const double aboveBottom = linesOf(layout, above).bottom;
        const int abovePage = pageOf(aboveBottom - 1.0);
        const double gap = above.blockFormat().bottomMargin() * landmarks.dpi / 96.0;
        const double height = lines.back().bottom - lines.front().top;
        if (pageOf(lines.front().top) > abovePage &&
            aboveBottom + gap + height < (abovePage + 1) * pageHeight - 0.01 * pageHeight) {
            return n;
        }
    }
    return std::nullopt;
}

PageBreaks fillLastPage(const QTextDocument& paginated, const ReportLandmarks& landmarks,
                        double pageHeight) {
    const int pages = paginated.pageCount();
    if (pages < 2 || pageHeight <= 0.0) {
        return {};
    }
    const QAbstractTextDocumentLayout& layout = *paginated.documentLayout();
    const auto pageOf = [pageHeight](double y) {
        return static_cast<int>(std::floor(y / pageHeight));
    };
    // Where a break may go, latest first: a heading, or a list item that
    // does not open its list.
    struct Candidate {
        QTextBlock block;
        bool heading;
        int number;
    };
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < landmarks.headings.size(); ++i) {
        candidates.push_back({landmarks.headings[i], true, static_cast<int>(i)});
    }
    for (std::size_t i = 0; i < landmarks.items.size(); ++i) {
        const QTextBlock& item = landmarks.items[i];
        if (item.previous().isValid() && item.previous().textList() == item.textList()) {
            candidates.push_back({item, false, static_cast<int>(i)});
        }
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        return a.block.position() > b.block.position();
    });
    // The lines from a candidate to the end, one per height they are set at
    // (a table row's cells share theirs), gathered walking back.
    std::set<long long> lines;
    double end = 0.0;
    QTextBlock block = paginated.lastBlock();
    const auto gatherFrom = [&](int position) {
        for (; block.isValid() && block.position() >= position; block = block.previous()) {
            if (block.text().trimmed().isEmpty()) {
                continue;
            }
            for (const LineSpan& line : eachLineOf(layout, block)) {
                lines.insert(std::llround(line.top));
                end = std::max(end, line.bottom);
            }
        }
    };
    // No break is needed when the last page has enough lines.
    std::set<long long> onLastPage;
    for (QTextBlock b = paginated.lastBlock(); b.isValid(); b = b.previous()) {
        const std::vector<LineSpan> each = eachLineOf(layout, b);
        if (!each.empty() && pageOf(each.back().bottom - 1.0) < pages - 1) {
            break;
        }
        for (const LineSpan& line : each) {
            if (!b.text().trimmed().isEmpty() && pageOf(line.top) == pages - 1) {
                onLastPage.insert(std::llround(line.top));
            }
        }
    }
    if (static_cast<int>(onLastPage.size()) >= kLastPageLeastLines) {
        return {};
    }
    for (const Candidate& c : candidates) {
        gatherFrom(c.block.position());
        if (static_cast<int>(lines.size()) < kLastPageLeastLines) {
            continue;
        }
        const LineSpan first = linesOf(layout, c.block, 0.0);
        // It must leave the page before the last for the last, from that
        // page's last third (a page left mostly blank is worse than a short
        // last one), and take no more than the last page holds (a heading
        // keeps its top margin there).
        const double margin = c.block.blockFormat().topMargin() * landmarks.dpi / 96.0;
        if (pageOf(first.top) != pages - 2 || first.top < (pages - 2 + 2.0 / 3.0) * pageHeight ||
            end - first.top + margin > pageHeight * 0.95) {
            return {};
        }
        PageBreaks found;
        (c.heading ? found.beforeHeading : found.beforeItem).insert(c.number);
        return found;
    }
    return {};
}

std::optional<std::pair<int, int>>
firstNeedlessRowBreak(const QTextDocument& paginated, const ReportLandmarks& landmarks,
                      double pageHeight, const std::set<std::pair<int, int>>& tried) {
    const QAbstractTextDocumentLayout& layout = *paginated.documentLayout();
    const std::vector<PlacedTable>& tables = landmarks.tables;
    for (std::size_t i = 1; i < tables.size(); ++i) {
        const PlacedTable& after = tables[i];
        const std::pair<int, int> rowBreak{after.tableNumber, after.firstRow};
        if (after.firstRow == 0 || tables[i - 1].tableNumber != after.tableNumber ||
            tried.contains(rowBreak)) {
            continue;
        }
        if (rowBreakIsNeedless(measureTable(layout, landmarks, tables[i - 1]),
                               measureTable(layout, landmarks, after), pageHeight)) {
            return rowBreak;
        }
    }
    return std::nullopt;
}

std::optional<std::pair<int, int>> firstPageSkippingRowBreak(const QTextDocument& paginated,
                                                             const ReportLandmarks& landmarks,
                                                             double pageHeight) {
    const QAbstractTextDocumentLayout& layout = *paginated.documentLayout();
    const std::vector<PlacedTable>& tables = landmarks.tables;
    const auto page = [pageHeight](double y) {
        return static_cast<int>(std::floor(y / pageHeight));
    };
    for (std::size_t i = 1; i < tables.size(); ++i) {
        const PlacedTable& after = tables[i];
        if (after.firstRow == 0 || tables[i - 1].tableNumber != after.tableNumber) {
            continue;
        }
        const TablePieceGeometry before = measureTable(layout, landmarks, tables[i - 1]);
        const TablePieceGeometry next = measureTable(layout, landmarks, after);
        if (before.rows.size() >= 2 && next.rows.size() >= 2 &&
            page(next.rows[1].lines.top) > page(before.rows.back().lines.bottom - 1.0) + 1) {
            return std::pair{after.tableNumber, after.firstRow};
        }
    }
    return std::nullopt;
}

std::optional<double> fittedChartHeight(const QTextDocument& paginated,
                                        const ReportLandmarks& landmarks, double pageHeight) {
    if (!landmarks.chart.isValid()) {
        return std::nullopt;
    }
    return fittedChartHeight(measureChart(*paginated.documentLayout(), landmarks), pageHeight);
}

} // namespace accel::render
