#include "render/report/PageBreakPlanner.h"

#include <algorithm>
#include <cmath>

namespace accel::render {

namespace {

// Page n of a paginated document is the slice [n * h, (n + 1) * h).
int pageOf(double y, double pageHeight) {
    return static_cast<int>(std::floor(y / pageHeight));
}

// Whether a stretch starts and ends on different pages. Its last pixel is
// bottom - 1: a stretch ending exactly at a page's foot is on that page.
bool straddles(double top, double bottom, double pageHeight) {
    return pageOf(top, pageHeight) != pageOf(bottom - 1.0, pageHeight);
}

// A row taller than most of a page may not fit below the header row repeated
// at the top of the next page either: the layout splits it, and moving it on
// would only leave a gap.
bool fitsOnAPage(const LineSpan& row, double pageHeight) {
    return row.height() < pageHeight * 0.8;
}

// A list item up to a quarter of a page moves on whole; a longer one reads
// as paragraphs do, and breaks where the page ends.
bool keptWhole(const FlowBlock& b, double pageHeight) {
    return b.item >= 0 && !b.lines.empty() &&
           b.lines.back().bottom - b.lines.front().top < pageHeight * 0.25;
}

// Page breaks only move content down to the top of a page, and everything
// after a break is laid out exactly as before, only shifted: so one walk in
// reading order, carrying the shift, finds the breaks that the layout of a
// paginated document would otherwise reveal one at a time (each one costing a
// full rebuild and layout). The rules are those of keepHeadingWithNext(),
// keepRowsWhole() and fittedChartHeight(); the paginated result is still
// checked by them afterwards, so an imprecise guess costs time, never a split
// row.
class Walk {
public:
    explicit Walk(const DocumentGeometry& endless)
        : m_doc(endless)
        , m_page(endless.pageHeight) {}

    PageBreaks plan() {
        for (const auto& item : m_doc.flow) {
            if (const auto* block = std::get_if<FlowBlock>(&item)) {
                flowBlock(*block);
            } else {
                table(std::get<TablePieceGeometry>(item));
            }
        }
        return m_breaks;
    }

private:
    [[nodiscard]] double pageStartAfter(double y) const { return (pageOf(y, m_page) + 1) * m_page; }
    // Whether a stretch measured on the endless page straddles a page break
    // where it lands.
    [[nodiscard]] bool crosses(double top, double bottom) const {
        return straddles(top + m_shift, bottom + m_shift, m_page);
    }

    void flowBlock(const FlowBlock& b) {
        if (b.heading) {
            heading(*b.heading);
        }
        if (b.isChart && m_chartHeight > 0.0 && m_doc.chart) {
            // Squeezed to what its page has left: everything after moves up.
            m_shift -= m_doc.chart->picture.height() - m_chartHeight;
            return;
        }
        if (keptWhole(b, m_page) && crosses(b.lines.front().top, b.lines.back().bottom)) {
            // Its first line goes to the top of the next page (list items
            // have no top margin), and the rest follows it there. The break
            // itself is left to the check of the paginated layout: it costs
            // no rebuild there, and a guess a line off would leave a page
            // with one item on it.
            m_shift = pageStartAfter(b.lines.front().top + m_shift) - b.lines.front().top;
        }
        lines(b.lines);
    }

    // A line crossing the foot of a page is moved to the next page by the
    // layout itself; one taller than a page stays where it is.
    void lines(const std::vector<LineSpan>& lines) {
        for (const LineSpan& line : lines) {
            if (line.height() < m_page && crosses(line.top, line.bottom)) {
                m_shift = pageStartAfter(line.top + m_shift) - line.top;
            }
        }
    }

    void heading(const HeadingGeometry& h) {
        m_headings.emplace_back(&h, h.title.top + m_shift);
        if (!h.following) {
            return;
        }
        if (h.chartFollows) {
            chartAfter(h.title);
        }
        LineSpan following = *h.following;
        if (h.chartFollows && m_chartHeight > 0.0) {
            following.bottom = following.top + m_chartHeight;
        }
        if (crosses(h.title.top, following.bottom)) {
            breakBefore(h);
        }
    }

    void breakBefore(const HeadingGeometry& h) {
        m_breaks.beforeHeading.insert(h.number);
        for (auto& [seen, top] : m_headings) {
            if (seen == &h) {
                top = pageStartAfter(h.title.top + m_shift) + h.topMargin * m_doc.dpi / 96.0;
            }
        }
        // The heading's first line goes to the top of the next page, below
        // the heading's top margin.
        const double margin = h.topMargin * m_doc.dpi / 96.0;
        m_shift = pageStartAfter(h.title.top + m_shift) + margin - h.title.top;
    }

    // The chart takes what its page has left, if its heading is on that page.
    void chartAfter(const LineSpan& title) {
        if (!m_doc.chart) {
            return;
        }
        ChartGeometry chart = *m_doc.chart;
        chart.boxTop += m_shift;
        const std::optional<double> fitted = fittedChartHeight(chart, m_page);
        if (fitted && pageOf(title.top + m_shift, m_page) == pageOf(chart.boxTop, m_page)) {
            m_chartHeight = *fitted;
            m_breaks.chartHeight = *fitted;
        }
    }

    void table(const TablePieceGeometry& t) {
        if (t.rows.size() < 2) {
            return; // a header without rows: nothing to keep whole
        }
        // Table lengths are in 1/96 inch; the layout scales them to the device.
        const double scale = m_doc.dpi / 96.0;
        // Where the first data row's text sits below the top of a page that a
        // piece starts (no top margin): the header row's text below the
        // table's border and the cell padding, then the header row.
        const double pieceOffset =
            t.rows[1].lines.top - t.rows[0].lines.top + (2.0 * t.border + t.cellPadding) * scale;
        // A cell's lines must end this far above the foot of a page, or the
        // layout moves them on: the cell's padding and border, and the
        // table's margin and border (measured against the old one-break-at-a-
        // time pagination on the profile corpus in four languages).
        const double reserve = (t.topMargin + 2.0 * t.border + t.cellPadding) * scale;
        for (std::size_t r = 1; r < t.rows.size(); ++r) {
            const LineSpan row = t.rows[r].lines;
            // The page is the one where the row starts, above its text.
            const double rowStart = row.top + m_shift - (t.border + t.cellPadding) * scale;
            const double limit = pageStartAfter(rowStart) - reserve;
            if (!fitsOnAPage(row, m_page) || row.bottom + m_shift <= limit) {
                continue;
            }
            const int wanted = t.firstRow + static_cast<int>(r) - 1;
            std::optional<int> allowed =
                r == 1 && t.firstRow == 0 ? std::nullopt : allowedRowBreak(t, wanted);
            if (!allowed) {
                // The piece cannot break leaving enough rows on each side;
                // for the table's first piece its section moves on, where
                // that helps.
                if (t.firstRow == 0 && t.heading >= 0 &&
                    moveSection(t.heading, t.rows[0].lines.top + m_shift)) {
                    continue;
                }
                allowed = wanted;
            }
            if (*allowed == wanted && (r == 1 || t.rows[r].firstLinesBottom + m_shift > limit)) {
                // No cell starts on this page: the layout moves the whole row
                // on and repeats the header itself.
                m_shift = pageStartAfter(rowStart) + pieceOffset + t.topMargin * scale - row.top;
                continue;
            }
            // An earlier row, when this one would leave too few behind it,
            // starts the next page; the rows after it are walked again there.
            const std::size_t moved = r - static_cast<std::size_t>(wanted - *allowed);
            const double movedTop = t.rows[moved].lines.top;
            const double movedStart = movedTop + m_shift - (t.border + t.cellPadding) * scale;
            m_breaks.beforeRow.insert({t.table, *allowed});
            m_shift = pageStartAfter(movedStart) + pieceOffset - movedTop;
            r = moved;
        }
        // The cells' own lines never cross a page (rows are kept whole), so
        // only the table's end carries the shift on.
    }

    // A page break before heading `number`, found only once its table is
    // reached at `tableTop`: later content moves down by as much as the
    // heading does. False when that would not help (sectionCanMove()).
    bool moveSection(int number, double tableTop) {
        if (m_breaks.beforeHeading.contains(number)) {
            return true;
        }
        const auto h =
            std::find_if(m_headings.begin(), m_headings.end(),
                         [number](const auto& seen) { return seen.first->number == number; });
        if (h == m_headings.end() || !sectionCanMove(h->second, tableTop, m_page)) {
            return false;
        }
        // The section starts a page: breaks planned within it before the
        // table (a run-in heading moved on) would now leave gaps.
        std::erase_if(m_breaks.beforeHeading, [number](int later) { return later > number; });
        breakBefore(*h->first);
        return true;
    }

    const DocumentGeometry& m_doc;
    double m_page;
    double m_shift = 0.0;       // where content lands minus where it was measured
    double m_chartHeight = 0.0; // > 0: the chart is squeezed to this
    // Those walked so far, each with where it landed.
    std::vector<std::pair<const HeadingGeometry*, double>> m_headings;
    PageBreaks m_breaks;
};

} // namespace

bool PageBreaks::merge(const PageBreaks& other) {
    const auto count = [this] {
        return beforeHeading.size() + beforeRow.size() + beforeItem.size();
    };
    const std::size_t before = count();
    beforeHeading.insert(other.beforeHeading.begin(), other.beforeHeading.end());
    beforeRow.insert(other.beforeRow.begin(), other.beforeRow.end());
    beforeItem.insert(other.beforeItem.begin(), other.beforeItem.end());
    return count() != before;
}

PageBreaks planPageBreaks(const DocumentGeometry& endless) {
    if (endless.pageHeight <= 0.0) {
        return {};
    }
    return Walk(endless).plan();
}

PageBreaks keepHeadingWithNext(const HeadingGeometry& heading, double pageHeight) {
    PageBreaks found;
    if (heading.following && straddles(heading.title.top, heading.following->bottom, pageHeight)) {
        found.beforeHeading.insert(heading.number);
    }
    return found;
}

std::optional<int> allowedRowBreak(const TablePieceGeometry& piece, int wanted) {
    const int pieceRows = static_cast<int>(piece.rows.size()) - 1;
    const int total = piece.tableRows >= 0 ? piece.tableRows : piece.firstRow + pieceRows;
    const int latest = std::min(wanted, total - kLeastRowsAtBreak);
    if (piece.firstRow == 0) {
        if (latest < kLeastRowsAtBreak) {
            return std::nullopt;
        }
        return latest;
    }
    // A later piece starts a page: it breaks where it must when its rows are
    // too tall for two of them to stay on each side.
    return latest > piece.firstRow ? latest : std::max(wanted, piece.firstRow + 1);
}

bool sectionCanMove(double headingTop, double tableTop, double pageHeight) {
    if (headingTop < 0.0 || pageOf(headingTop, pageHeight) != pageOf(tableTop, pageHeight)) {
        return false;
    }
    return headingTop - pageOf(headingTop, pageHeight) * pageHeight > pageHeight * 0.1;
}

PageBreaks keepRowsWhole(const TablePieceGeometry& piece, double pageHeight) {
    PageBreaks found;
    // The first row of a later piece already starts a page: nothing to gain.
    for (std::size_t r = piece.firstRow == 0 ? 1 : 2; r < piece.rows.size(); ++r) {
        const LineSpan& row = piece.rows[r].lines;
        const bool straddling =
            fitsOnAPage(row, pageHeight) && straddles(row.top, row.bottom, pageHeight);
        // The layout moves a row with no line on the page on by itself.
        const bool movedOn = r > 1 && pageOf(row.top, pageHeight) >
                                          pageOf(piece.rows[r - 1].lines.bottom - 1.0, pageHeight);
        if (!straddling && !movedOn) {
            continue;
        }
        const int wanted = piece.firstRow + static_cast<int>(r) - 1;
        const std::optional<int> allowed =
            r == 1 && piece.firstRow == 0 ? std::nullopt : allowedRowBreak(piece, wanted);
        if (!allowed && piece.heading >= 0 &&
            sectionCanMove(piece.headingTop, piece.rows[0].lines.top, pageHeight)) {
            // The table cannot break here: move the section (heading, intro, table) on.
            found.beforeHeading.insert(piece.heading);
            return found;
        }
        const int at = allowed.value_or(wanted);
        if (movedOn && at == wanted) {
            continue; // the layout's own break leaves enough rows on each side
        }
        if (at > 0) {
            found.beforeRow.insert({piece.table, at});
        }
        return found;
    }
    return found;
}

PageBreaks keepItemWhole(const FlowBlock& item, double pageHeight) {
    PageBreaks found;
    if (keptWhole(item, pageHeight) &&
        straddles(item.lines.front().top, item.lines.back().bottom, pageHeight)) {
        found.beforeItem.insert(item.item);
    }
    return found;
}

bool rowBreakIsNeedless(const TablePieceGeometry& before, const TablePieceGeometry& after,
                        double pageHeight) {
    if (before.rows.size() < 2 || after.rows.size() < 2 || after.table != before.table) {
        return false;
    }
    const LineSpan& last = before.rows.back().lines;
    const LineSpan& aboveLast = before.rows[before.rows.size() - 2].lines;
    // Between two rows' text: the cells' padding and borders. The moved row
    // takes that above its text and, at the foot of a page, about twice that
    // below it for its own padding and the table's border and margin.
    const double between = last.top - aboveLast.bottom;
    const double pageBottom = (pageOf(last.bottom - 1.0, pageHeight) + 1) * pageHeight;
    return last.bottom + after.rows[1].lines.height() + 3.0 * between < pageBottom;
}

std::optional<double> fittedChartHeight(const ChartGeometry& chart, double pageHeight) {
    // A chart taller than what is left of its page used to move to the next
    // page with its heading, leaving half a page empty, and its caption could
    // still be cut off from it. Instead, the chart (with its caption) takes
    // what the page has left when that is not less than a readable minimum.
    const double pageBottom = (pageOf(chart.boxTop, pageHeight) + 1) * pageHeight;
    const double slack = 0.02 * pageHeight; // margins, rounding
    const double room = pageBottom - chart.boxTop - chart.captionHeight - slack;
    if (chart.picture.height() <= room || room < chart.minimumHeight || room <= 0.0) {
        return std::nullopt;
    }
    return room;
}

} // namespace accel::render
