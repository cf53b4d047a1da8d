#include "render/report/TextDocumentPageBreaks.h"

#include "render/report/ReportTypography.h"

#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>

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
// next heading (not that heading's top, which a break of its own may have
// moved to the next page), or of the document.
double sectionBottom(const QAbstractTextDocumentLayout& layout, const ReportLandmarks& landmarks,
                     int number) {
    const auto next = static_cast<std::size_t>(number) + 1;
    const QTextBlock last = next < landmarks.headings.size()
                                ? landmarks.headings[next].previous()
                                : landmarks.headings.back().document()->lastBlock();
    return last.isValid() ? linesOf(layout, last).bottom : layout.documentSize().height();
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
        heading.following = linesOf(layout, next, keptWithHeadingHeight(landmarks.dpi));
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

TablePieceGeometry measureTable(const QAbstractTextDocumentLayout& layout,
                                const PlacedTable& placed) {
    const QTextTable& table = *placed.table;
    const QTextTableFormat format = table.format();
    TablePieceGeometry piece;
    piece.table = placed.tableNumber;
    piece.firstRow = placed.firstRow;
    piece.heading = placed.heading;
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
            geometry.flow.emplace_back(measureTable(layout, *placed));
        }
    }
    return planPageBreaks(geometry);
}

PageBreaks findFirstBreak(const QTextDocument& paginated, const ReportLandmarks& landmarks,
                          double pageHeight) {
    const QAbstractTextDocumentLayout& layout = *paginated.documentLayout();
    const std::vector<QTextBlock>& headings = landmarks.headings;
    const std::vector<PlacedTable>& tables = landmarks.tables;
    std::size_t h = 0;
    std::size_t t = 0;
    while (h < headings.size() || t < tables.size()) {
        const bool headingFirst =
            t >= tables.size() ||
            (h < headings.size() && headings[h].position() < tables[t].table->firstPosition());
        PageBreaks found;
        if (headingFirst) {
            const int number = static_cast<int>(h++);
            found = keepHeadingWithNext(measureHeading(layout, landmarks, number, pageHeight, true),
                                        pageHeight);
        } else {
            found = keepRowsWhole(measureTable(layout, tables[t++]), pageHeight);
        }
        if (!found.empty()) {
            return found;
        }
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
        if (rowBreakIsNeedless(measureTable(layout, tables[i - 1]), measureTable(layout, after),
                               pageHeight)) {
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
        const TablePieceGeometry before = measureTable(layout, tables[i - 1]);
        const TablePieceGeometry next = measureTable(layout, after);
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
