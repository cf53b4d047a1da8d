#include "ReportTextDocument.h"

#include "ChartTextObject.h"
#include "FactorChartPicture.h"
#include "ReportTypography.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <utility>

namespace accel::report {

namespace {

using T = ReportTypography;

// QTextDocument paginates, but it splits table rows across pages and leaves
// headings alone at the foot of a page. The document is therefore built,
// laid out, checked, and built again with explicit page breaks where needed.
struct PageBreaks {
    std::set<int> beforeHeading;             // by heading number
    std::set<std::pair<int, int>> beforeRow; // (table number, data row)
    double chartHeight = 0.0;                // device pixels; 0: its natural height

    // Adds `other`; true when anything was new.
    bool merge(const PageBreaks& other) {
        const std::size_t before = beforeHeading.size() + beforeRow.size();
        beforeHeading.insert(other.beforeHeading.begin(), other.beforeHeading.end());
        beforeRow.insert(other.beforeRow.begin(), other.beforeRow.end());
        return beforeHeading.size() + beforeRow.size() != before;
    }
};

// A table as placed in the document: one piece of a report table, which is
// split wherever a row would otherwise straddle a page break.
struct PlacedTable {
    QTextTable* table = nullptr;
    int tableNumber = 0;
    int firstRow = 0; // the report table's data row shown in the piece's row 1
    int heading = -1; // the heading of the section the table is in
};

class Builder {
public:
    Builder(QTextDocument& doc, const QPaintDevice& device, const QSizeF& body,
            const Evaluation& evaluation, const PageBreaks& breaks)
        : m_evaluation(evaluation)
        , m_breaks(breaks)
        , m_cursor(&doc)
        , m_dpi(device.logicalDpiY())
        , m_body(body) {}

    // Frame and block lengths (margins, padding, borders) are in 1/96 inch:
    // QTextDocumentLayout scales them to the device itself. The report thinks
    // in points.
    [[nodiscard]] static double pt(double points) { return points * 96.0 / 72.0; }

    void title(const ReportDocument& report) {
        QTextBlockFormat block;
        block.setBottomMargin(pt(8));
        m_cursor.setBlockFormat(block);
        m_cursor.setBlockCharFormat(charFormat(T::font(T::kTitle, true), T::accent()));
        m_cursor.insertText(report.title);
        facts(report.titleFacts);
    }

    void section(const Section& s) {
        heading(s.title);
        for (const Block& b : s.blocks) {
            switch (b.kind) {
            case Block::Kind::Paragraph:
                paragraph(b.items.value(0), T::font(T::kBody), T::text());
                break;
            case Block::Kind::Note:
                paragraph(b.items.value(0), noteFont(), T::muted());
                break;
            case Block::Kind::BulletList:
                bullets(b.items);
                break;
            case Block::Kind::Table:
                table(b.table);
                break;
            case Block::Kind::FactorChart:
                chart();
                break;
            }
        }
    }

private:
    static QTextCharFormat charFormat(const QFont& font, const QColor& colour) {
        QTextCharFormat f;
        f.setFont(font);
        f.setForeground(colour);
        return f;
    }

    static QFont noteFont() {
        QFont f = T::font(T::kNote);
        f.setItalic(true);
        return f;
    }

    void newBlock(const QTextBlockFormat& format, const QTextCharFormat& chars) {
        m_cursor.movePosition(QTextCursor::End);
        m_cursor.insertBlock(format, chars);
    }

    void spans(const RichText& text, const QFont& font, const QColor& colour) {
        for (const Span& span : text) {
            QFont f = font;
            f.setBold(span.strong || font.bold());
            QTextCharFormat format = charFormat(f, colour);
            if (!span.url.isEmpty()) {
                // An anchor: QPdfEngine turns it into a link annotation.
                format.setAnchor(true);
                format.setAnchorHref(span.url);
                format.setForeground(T::link());
                format.setFontUnderline(true);
            }
            m_cursor.insertText(span.text, format);
        }
    }

    void heading(const QString& text) {
        QTextBlockFormat block;
        block.setTopMargin(pt(14));
        block.setBottomMargin(pt(5));
        if (m_breaks.beforeHeading.contains(static_cast<int>(m_headings.size()))) {
            block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        }
        newBlock(block, charFormat(T::font(T::kHeading, true), T::accent()));
        m_cursor.insertText(text);
        m_headings.push_back(m_cursor.block());
    }

    void paragraph(const RichText& text, const QFont& font, const QColor& colour) {
        QTextBlockFormat block;
        block.setBottomMargin(pt(5));
        block.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
        newBlock(block, charFormat(font, colour));
        spans(text, font, colour);
    }

    void bullets(const QList<RichText>& items) {
        QTextListFormat list;
        list.setStyle(QTextListFormat::ListDisc);
        list.setIndent(1);
        QTextList* textList = nullptr;
        for (const RichText& item : items) {
            QTextBlockFormat block;
            block.setBottomMargin(pt(3));
            block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
            newBlock(block, charFormat(T::font(T::kBody), T::text()));
            if (!textList) {
                textList = m_cursor.createList(list);
            } else {
                textList->add(m_cursor.block());
            }
            spans(item, T::font(T::kBody), T::text());
        }
    }

    void facts(const QList<Fact>& facts) {
        QTextTableFormat format;
        format.setBorder(0);
        format.setCellPadding(pt(1.5));
        format.setCellSpacing(0);
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, 16),
                                          QTextLength(QTextLength::PercentageLength, 84)});
        format.setBottomMargin(pt(4));
        m_cursor.movePosition(QTextCursor::End);
        QTextTable* table = m_cursor.insertTable(static_cast<int>(facts.size()), 2, format);
        for (int r = 0; r < facts.size(); ++r) {
            QTextCursor label = table->cellAt(r, 0).firstCursorPosition();
            label.insertText(facts[r].label, charFormat(T::font(T::kBody, true), T::muted()));
            QTextCursor value = table->cellAt(r, 1).firstCursorPosition();
            value.insertText(facts[r].value, charFormat(T::font(T::kBody), T::text()));
        }
        m_cursor.movePosition(QTextCursor::End);
    }

    void table(const Table& t) {
        const int columns = static_cast<int>(t.header.size());
        QTextTableFormat format;
        format.setHeaderRowCount(1); // repeated at the top of every page the table spans
        format.setBorder(pt(0.5));
        format.setBorderBrush(T::rule());
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderCollapse(true);
        format.setCellPadding(pt(3));
        format.setCellSpacing(0);
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setTopMargin(pt(2));
        format.setBottomMargin(pt(6));
        double total = 0.0;
        for (double w : t.columnWidths) {
            total += w;
        }
        if (t.columnWidths.size() == columns && total > 0.0) {
            QList<QTextLength> widths;
            for (double w : t.columnWidths) {
                widths << QTextLength(QTextLength::PercentageLength, 100.0 * w / total);
            }
            format.setColumnWidthConstraints(widths);
        }

        const int number = m_tableCount++;
        qsizetype first = 0;
        while (first < t.rows.size() || first == 0) {
            qsizetype end = first + 1;
            while (end < t.rows.size() &&
                   !m_breaks.beforeRow.contains({number, static_cast<int>(end)})) {
                ++end;
            }
            end = std::min(end, t.rows.size());
            QTextTableFormat pieceFormat = format;
            if (first > 0) {
                pieceFormat.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                pieceFormat.setTopMargin(0);
            }
            tablePiece(t, pieceFormat, number, first, end);
            if (end >= t.rows.size()) {
                break;
            }
            first = end;
        }
    }

    // Rows [first, end) of `t`, under a copy of the header.
    void tablePiece(const Table& t, const QTextTableFormat& format, int number, qsizetype first,
                    qsizetype end) {
        const int columns = static_cast<int>(t.header.size());
        m_cursor.movePosition(QTextCursor::End);
        QTextTable* table =
            m_cursor.insertTable(static_cast<int>(end - first) + 1, columns, format);
        m_tables.push_back(
            {table, number, static_cast<int>(first), static_cast<int>(m_headings.size()) - 1});
        const QFont headerFont = T::font(T::kTable, true);
        const QFont cellFont = T::font(T::kTable);
        for (int c = 0; c < columns; ++c) {
            cell(table, 0, c, t.header[c], headerFont, T::tableHeader(),
                 t.numericColumns.contains(c));
        }
        for (qsizetype r = first; r < end; ++r) {
            const QColor background = (r % 2) ? T::tableStripe() : QColor(Qt::white);
            for (int c = 0; c < columns; ++c) {
                cell(table, static_cast<int>(r - first) + 1, c, t.rows[r].value(c), cellFont,
                     background, t.numericColumns.contains(c));
            }
        }
        m_cursor.movePosition(QTextCursor::End);
    }

    void cell(QTextTable* table, int row, int column, const QString& text, const QFont& font,
              const QColor& background, bool numeric) {
        QTextTableCell cell = table->cellAt(row, column);
        QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
        cellFormat.setBackground(background);
        cell.setFormat(cellFormat);
        QTextCursor c = cell.firstCursorPosition();
        QTextBlockFormat block;
        block.setAlignment(numeric ? Qt::AlignRight : Qt::AlignLeft);
        block.setLineHeight(112, QTextBlockFormat::ProportionalHeight);
        c.setBlockFormat(block);
        c.insertText(text, charFormat(font, T::text()));
    }

    void chart() {
        // Full body width; the scene is laid out in 1/96 inch units so that the
        // chart's fonts and spacing match the wizard's, then scaled to the page.
        const double sceneWidth = m_body.width() / m_dpi * 96.0;
        const QSizeF scene = factorChartSize(m_evaluation, sceneWidth);
        QTextCharFormat format;
        QSizeF device(m_body.width(), scene.height() / 96.0 * m_dpi);
        if (device.height() > m_body.height() * 0.9) {
            device.scale(m_body.width(), m_body.height() * 0.9, Qt::KeepAspectRatio);
        }
        if (m_breaks.chartHeight > 0.0) {
            device.setHeight(m_breaks.chartHeight); // fitted to the page: see fittedChartHeight()
            format.setProperty(ChartTextObject::Compact, true);
        }
        format.setObjectType(ChartTextObject::kType);
        format.setProperty(ChartTextObject::SceneSize, sceneSizeFor(device));
        format.setProperty(ChartTextObject::DeviceSize, device);
        QTextBlockFormat block;
        block.setBottomMargin(pt(4));
        block.setAlignment(Qt::AlignHCenter);
        newBlock(block, QTextCharFormat());
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
        m_chart = m_cursor.block();
    }

    // The chart's layout size (1/96 inch) for a box of `device` pixels: a
    // shorter box squeezes the rows, not the text.
    [[nodiscard]] QSizeF sceneSizeFor(const QSizeF& device) const {
        return device * (96.0 / m_dpi);
    }

public:
    // The shortest chart that still reads, set in its compact font (see
    // ChartTextObject): 14.5 px a row (less and Qt Charts
    // drops every other row label) plus title, axis and legend, in device pixels.
    [[nodiscard]] double minimumChartHeight() const {
        const int rows = std::max(1, factorChartRowCount(m_evaluation));
        return (100.0 + 14.5 * rows) / 96.0 * m_dpi;
    }

    std::vector<QTextBlock> m_headings;
    std::vector<PlacedTable> m_tables;
    QTextBlock m_chart; // invalid when the report has no chart

private:
    const Evaluation& m_evaluation;
    const PageBreaks& m_breaks;
    int m_tableCount = 0;
    QTextCursor m_cursor;
    double m_dpi;
    QSizeF m_body;
};

int pageOf(double y, double pageHeight) {
    return static_cast<int>(std::floor(y / pageHeight));
}

// Where a block's lines really are: a block's bounding rectangle starts where
// the block starts, even when its first line was pushed to the next page.
struct LineSpan {
    double top = 0.0;
    double bottom = 0.0;
};

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

// The first place, in reading order, where the layout needs a page break: a
// heading whose following content (its first lines, or the whole chart)
// starts on a later page, or a table row that straddles a page break. Only
// the first: a break pushes everything after it down, so later findings
// would be stale.
bool headingStrands(const QAbstractTextDocumentLayout& layout, const QTextBlock& heading,
                    double pageHeight, double followingHeight) {
    const QTextBlock next = heading.next();
    if (!next.isValid()) {
        return false;
    }
    const LineSpan title = linesOf(layout, heading);
    const LineSpan following = linesOf(layout, next, followingHeight);
    return pageOf(title.top, pageHeight) != pageOf(following.bottom - 1.0, pageHeight);
}

// The first row of `placed` that straddles a page break, or -1.
int straddlingRow(const QAbstractTextDocumentLayout& layout, const PlacedTable& placed,
                  double pageHeight) {
    QTextTable* table = placed.table;
    // The first row of a later piece already starts a page: nothing to gain.
    for (int r = placed.firstRow == 0 ? 1 : 2; r < table->rows(); ++r) {
        LineSpan row{std::numeric_limits<double>::max(), 0.0};
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell cell = table->cellAt(r, c);
            row.top = std::min(row.top, linesOf(layout, cell.firstCursorPosition().block()).top);
            row.bottom =
                std::max(row.bottom, linesOf(layout, cell.lastCursorPosition().block()).bottom);
        }
        const bool fitsOnAPage = row.bottom - row.top < pageHeight * 0.8;
        if (fitsOnAPage && pageOf(row.top, pageHeight) != pageOf(row.bottom - 1.0, pageHeight)) {
            return r;
        }
    }
    return -1;
}

// The first place, in reading order, where the layout needs a page break: a
// heading whose following content (its first lines, or the whole chart)
// starts on a later page, or a table row that straddles a page break. Only
// the first: a break pushes everything after it down, so later findings
// would be stale. Checking in reading order also lets the lazy layout stop
// at the first problem instead of laying out the whole document each pass.
PageBreaks findFirstBreak(QTextDocument& doc, const std::vector<QTextBlock>& headings,
                          const std::vector<PlacedTable>& tables, double pageHeight,
                          double followingHeight) {
    const QAbstractTextDocumentLayout& layout = *doc.documentLayout();
    PageBreaks found;
    std::size_t h = 0;
    std::size_t t = 0;
    while (h < headings.size() || t < tables.size()) {
        const bool headingFirst =
            t >= tables.size() ||
            (h < headings.size() && headings[h].position() < tables[t].table->firstPosition());
        if (headingFirst) {
            if (headingStrands(layout, headings[h], pageHeight, followingHeight)) {
                found.beforeHeading = {static_cast<int>(h)};
                return found;
            }
            ++h;
            continue;
        }
        const PlacedTable& placed = tables[t++];
        const int r = straddlingRow(layout, placed, pageHeight);
        if (r < 0) {
            continue;
        }
        if (r > 1 || placed.firstRow > 0) {
            found.beforeRow = {{placed.tableNumber, placed.firstRow + r - 1}};
        } else if (placed.heading >= 0) {
            // The table's first row: move the section (heading, intro, table) on.
            found.beforeHeading = {placed.heading};
        }
        return found;
    }
    return found;
}

// A built document and where its headings, table pieces and chart are.
struct Built {
    std::unique_ptr<QTextDocument> doc;
    std::vector<QTextBlock> headings;
    std::vector<PlacedTable> tables;
    QTextBlock chart;
    double minimumChartHeight = 0.0;
    double dpi = 96.0;
};

// A chart taller than what is left of its page used to move to the next page
// with its heading, leaving half a page empty, and its caption could still be
// cut off from it. Instead, the chart (with its caption) takes what the page
// has left when that is not less than a readable minimum. Returns the height
// to use, or 0 when the natural size is right (it fits, or moving on is).
double fittedChartHeight(const Built& built, double pageHeight) {
    if (!built.chart.isValid()) {
        return 0.0;
    }
    const QAbstractTextDocumentLayout& layout = *built.doc->documentLayout();
    // Where the block starts, even if its one line was pushed to the next page.
    // The chart block has no top margin: it starts where its box starts.
    const double top = layout.blockBoundingRect(built.chart).top();
    const LineSpan chart = linesOf(layout, built.chart);
    // The caption, whole: it is two or three lines and reads with the chart.
    double caption = 0.0;
    if (const QTextBlock next = built.chart.next(); next.isValid()) {
        const LineSpan c = linesOf(layout, next);
        caption = c.bottom - c.top;
    }
    const double pageBottom = (pageOf(top, pageHeight) + 1) * pageHeight;
    const double slack = 0.02 * pageHeight; // margins, rounding
    const double room = pageBottom - top - caption - slack;
    if (chart.bottom - chart.top <= room) {
        return 0.0;
    }
    return room >= built.minimumChartHeight ? room : 0.0;
}

void resizeChart(Built& built, double height) {
    QTextCursor cursor(built.chart);
    cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
    QTextCharFormat format = cursor.charFormat();
    QSizeF device = format.property(ChartTextObject::DeviceSize).toSizeF();
    device.setHeight(height);
    format.setProperty(ChartTextObject::DeviceSize, device);
    format.setProperty(ChartTextObject::SceneSize, device * (96.0 / built.dpi));
    format.setProperty(ChartTextObject::Compact, true);
    cursor.setCharFormat(format);
}

// `paginated` false: one endless page, for measuring (see planBreaks()).
Built build(const ReportDocument& report, QPaintDevice& device, const QSizeF& pageBody,
            const PageBreaks& breaks, bool paginated = true) {
    Built built;
    built.doc = std::make_unique<QTextDocument>();
    QTextDocument& doc = *built.doc;
    doc.documentLayout()->setPaintDevice(&device);
    doc.setDefaultFont(T::font(T::kBody));
    doc.setDocumentMargin(0);
    // A negative height: no pages, as QTextDocument::setTextWidth() does.
    doc.setPageSize(paginated ? pageBody : QSizeF(pageBody.width(), -1.0));
    doc.documentLayout()->registerHandler(ChartTextObject::kType,
                                          new ChartTextObject(report.evaluation, &doc));

    // One edit block: the layout runs once at the end instead of after every
    // inserted cell (milliseconds instead of seconds for a report).
    QTextCursor editBlock(&doc);
    editBlock.beginEditBlock();
    Builder builder(doc, device, pageBody, report.evaluation, breaks);
    builder.title(report);
    for (const Section& s : report.sections) {
        builder.section(s);
    }
    editBlock.endEditBlock();
    built.headings = builder.m_headings;
    built.tables = builder.m_tables;
    built.chart = builder.m_chart;
    built.minimumChartHeight = builder.minimumChartHeight();
    built.dpi = device.logicalDpiY();
    return built;
}

// Where every break goes, from one layout of the document on an endless page.
// Page breaks only move content down to the top of a page, and everything
// after a break is laid out exactly as before, only shifted: so one walk in
// reading order, carrying the shift, finds the breaks that the layout of a
// paginated document would otherwise reveal one at a time (each one costing a
// full rebuild and layout). The rules are those of findFirstBreak() and
// fittedChartHeight(); the paginated result is still checked by them
// afterwards, so an imprecise guess costs time, never a split row.
class BreakPlanner {
public:
    BreakPlanner(const Built& measured, double pageHeight, double followingHeight)
        : m_built(measured)
        , m_layout(*measured.doc->documentLayout())
        , m_page(pageHeight)
        , m_followingHeight(followingHeight) {}

    PageBreaks plan() {
        const QTextFrame* root = m_built.doc->rootFrame();
        for (auto it = root->begin(); !it.atEnd(); ++it) {
            if (QTextFrame* frame = it.currentFrame()) {
                tableFrame(frame);
            } else {
                block(it.currentBlock());
            }
        }
        return m_breaks;
    }

private:
    [[nodiscard]] double pageStartAfter(double y) const { return (pageOf(y, m_page) + 1) * m_page; }
    [[nodiscard]] bool crosses(double top, double bottom) const {
        return pageOf(top + m_shift, m_page) != pageOf(bottom + m_shift - 1.0, m_page);
    }

    void block(const QTextBlock& b) {
        const auto heading = std::find_if(m_built.headings.begin(), m_built.headings.end(),
                                          [&b](const QTextBlock& h) { return h == b; });
        if (heading != m_built.headings.end()) {
            headingBlock(b, static_cast<int>(heading - m_built.headings.begin()));
        }
        if (b == m_built.chart && m_chartHeight > 0.0) {
            // Squeezed to what its page has left: everything after moves up.
            const LineSpan chart = linesOf(m_layout, b);
            m_shift -= (chart.bottom - chart.top) - m_chartHeight;
            return;
        }
        lines(b);
    }

    // A line crossing the foot of a page is moved to the next page by the
    // layout itself.
    void lines(const QTextBlock& b) {
        const QTextLayout* text = b.layout();
        if (!text || text->lineCount() == 0) {
            return;
        }
        const double origin = m_layout.blockBoundingRect(b).top() - text->boundingRect().top();
        for (int i = 0; i < text->lineCount(); ++i) {
            const QTextLine line = text->lineAt(i);
            const double top = origin + line.y();
            const double bottom = top + line.height();
            if (bottom - top < m_page && crosses(top, bottom)) {
                m_shift = pageStartAfter(top + m_shift) - top;
            }
        }
    }

    void headingBlock(const QTextBlock& h, int number) {
        const QTextBlock next = h.next();
        if (!next.isValid()) {
            return;
        }
        const LineSpan title = linesOf(m_layout, h);
        if (next == m_built.chart) {
            chartAfter(title);
        }
        LineSpan following = linesOf(m_layout, next, m_followingHeight);
        if (next == m_built.chart && m_chartHeight > 0.0) {
            following.bottom = following.top + m_chartHeight;
        }
        if (crosses(title.top, following.bottom)) {
            breakBefore(h, number, title);
        }
    }

    void breakBefore(const QTextBlock& h, int number, const LineSpan& title) {
        m_breaks.beforeHeading.insert(number);
        // The heading's first line goes to the top of the next page, below
        // the heading's top margin.
        const double margin = h.blockFormat().topMargin() * m_built.dpi / 96.0;
        m_shift = pageStartAfter(title.top + m_shift) + margin - title.top;
    }

    // The chart takes what its page has left (with its caption) when that is
    // not less than a readable minimum; see fittedChartHeight().
    void chartAfter(const LineSpan& title) {
        const QTextBlock& c = m_built.chart;
        const double top = m_layout.blockBoundingRect(c).top() + m_shift;
        const LineSpan chart = linesOf(m_layout, c);
        double caption = 0.0;
        if (const QTextBlock next = c.next(); next.isValid()) {
            const LineSpan span = linesOf(m_layout, next);
            caption = span.bottom - span.top;
        }
        const double room = pageStartAfter(top) - top - caption - 0.02 * m_page;
        if (chart.bottom - chart.top <= room) {
            return;
        }
        if (room >= m_built.minimumChartHeight &&
            pageOf(title.top + m_shift, m_page) == pageOf(top, m_page)) {
            m_chartHeight = room;
            m_breaks.chartHeight = room;
        }
    }

    void tableFrame(QTextFrame* frame) {
        const auto placed =
            std::find_if(m_built.tables.begin(), m_built.tables.end(),
                         [frame](const PlacedTable& p) { return p.table == frame; });
        if (placed == m_built.tables.end()) {
            return; // the title block's facts: on the first page, never split
        }
        QTextTable* table = placed->table;
        if (table->rows() < 2) {
            return;
        }
        // Where the first data row's text sits below the top of a page that a
        // piece starts (no top margin): the header row's text below the
        // table's border and the cell padding, then the header row.
        const QTextTableFormat format = table->format();
        const double scale = m_built.dpi / 96.0;
        const double pieceOffset = rowSpan(table, 1).top - rowSpan(table, 0).top +
                                   (2.0 * format.border() + format.cellPadding()) * scale;
        // A cell's lines must end this far above the foot of a page, or the
        // layout moves them on: the cell's padding and border, and the
        // table's margin and border (scaled to the device, like all of a
        // table's lengths; measured against the old one-break-at-a-time
        // pagination on the profile corpus in four languages).
        const double reserve =
            (format.topMargin() + 2.0 * format.border() + format.cellPadding()) * scale;
        bool pieceStart = true;
        for (int r = 1; r < table->rows(); ++r) {
            const LineSpan row = rowSpan(table, r);
            const double top = row.top + m_shift;
            // The page is the one where the row starts, above its text.
            const double rowStart = top - (format.border() + format.cellPadding()) * scale;
            const double limit = pageStartAfter(rowStart) - reserve;
            const bool fitsOnAPage = row.bottom - row.top < m_page * 0.8;
            if (fitsOnAPage && row.bottom + m_shift > limit) {
                if (firstLinesBottom(table, r) + m_shift > limit) {
                    // No cell starts on this page: the layout moves the whole
                    // row on and repeats the header itself.
                    m_shift = pageStartAfter(rowStart) + pieceOffset + format.topMargin() * scale -
                              row.top;
                } else if (pieceStart) {
                    if (r == 1 && placed->heading >= 0) {
                        // Its first row: the section moves on; see findFirstBreak().
                        moveSection(placed->heading);
                    }
                } else {
                    m_breaks.beforeRow.insert({placed->tableNumber, placed->firstRow + r - 1});
                    m_shift = pageStartAfter(rowStart) + pieceOffset - row.top;
                }
            }
            pieceStart = false;
        }
        // The cells' own lines never cross a page (rows are kept whole), so
        // only the table's end carries the shift on.
    }

    // A page break before heading `number`, found only once its table is
    // reached: later content moves down by as much as the heading does.
    void moveSection(int number) {
        const QTextBlock& h = m_built.headings[static_cast<std::size_t>(number)];
        const LineSpan title = linesOf(m_layout, h);
        if (m_breaks.beforeHeading.contains(number)) {
            return;
        }
        breakBefore(h, number, title);
    }

    // The lowest bottom of the first lines of row r's cells.
    [[nodiscard]] double firstLinesBottom(QTextTable* table, int r) const {
        double bottom = 0.0;
        for (int c = 0; c < table->columns(); ++c) {
            const QTextBlock b = table->cellAt(r, c).firstCursorPosition().block();
            bottom = std::max(bottom, linesOf(m_layout, b, 0.0).bottom);
        }
        return bottom;
    }

    [[nodiscard]] LineSpan rowSpan(QTextTable* table, int r) const {
        LineSpan row{std::numeric_limits<double>::max(), 0.0};
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell cell = table->cellAt(r, c);
            row.top = std::min(row.top, linesOf(m_layout, cell.firstCursorPosition().block()).top);
            row.bottom =
                std::max(row.bottom, linesOf(m_layout, cell.lastCursorPosition().block()).bottom);
        }
        return row;
    }

    const Built& m_built;
    const QAbstractTextDocumentLayout& m_layout;
    double m_page;
    double m_followingHeight;
    double m_shift = 0.0;       // where content lands minus where it was measured
    double m_chartHeight = 0.0; // > 0: the chart is squeezed to this
    PageBreaks m_breaks;
};

} // namespace

std::unique_ptr<QTextDocument> reportTextDocument(const ReportDocument& report,
                                                  QPaintDevice& device, const QSizeF& pageBody) {
    // Measure once on an endless page, plan every break from that, build the
    // paginated document once with them. Then check it with the rules one
    // break at a time, in reading order, as the plan's safety net: breaks
    // only push content down, so this settles after about one step per page.
    // A heading break is applied in place (the layout redoes only what
    // follows); a row break splits a table, which means building the document
    // again. The cap keeps a pathological document from looping.
    const double followingHeight = Builder::pt(40) * device.logicalDpiY() / 96.0;
    PageBreaks breaks;
    {
        const Built measured = build(report, device, pageBody, breaks, false);
        breaks = BreakPlanner(measured, pageBody.height(), followingHeight).plan();
    }
    Built built = build(report, device, pageBody, breaks);
    for (int step = 0; step < 32; ++step) {
        if (breaks.chartHeight <= 0.0) {
            breaks.chartHeight = fittedChartHeight(built, pageBody.height());
            if (breaks.chartHeight > 0.0) {
                resizeChart(built, breaks.chartHeight);
            }
        }
        const PageBreaks found = findFirstBreak(*built.doc, built.headings, built.tables,
                                                pageBody.height(), followingHeight);
        if (!breaks.merge(found)) {
            break;
        }
        if (!found.beforeRow.empty()) {
            built = build(report, device, pageBody, breaks);
            continue;
        }
        for (int heading : found.beforeHeading) {
            QTextCursor cursor(built.headings[static_cast<std::size_t>(heading)]);
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.mergeBlockFormat(format);
        }
    }
    return std::move(built.doc);
}

} // namespace accel::report
