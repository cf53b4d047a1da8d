#include "render/report/ReportTextDocument.h"

#include "render/VerdictMark.h"
#include "render/chart/FactorChartPicture.h"
#include "render/report/ChartTextObject.h"
#include "render/report/ReportTextTables.h"
#include "render/report/ReportTypography.h"
#include "render/report/TextDocumentPageBreaks.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <memory>
#include <set>
#include <utility>

namespace accel::render {

namespace {

using T = ReportTypography;

// Writes the report into a QTextDocument with the page breaks it is given,
// and notes where the headings, table pieces and chart went: what the
// page-break rules look at.
class Builder {
public:
    Builder(QTextDocument& doc, const QPaintDevice& device, const QSizeF& body,
            const Evaluation& evaluation, const PageBreaks& breaks)
        : m_evaluation(evaluation)
        , m_breaks(breaks)
        , m_cursor(&doc)
        , m_dpi(device.logicalDpiY())
        , m_body(body) {
        m_landmarks.minimumChartHeight =
            ChartTextObject::minimumHeight(evaluation, m_dpi, sceneWidth());
        m_landmarks.dpi = m_dpi;
    }

    // The chart's width in its scene's 1/96-inch units: the full body width.
    [[nodiscard]] double sceneWidth() const { return m_body.width() / m_dpi * 96.0; }

    void title(const report::ReportDocument& report) {
        QTextBlockFormat block;
        block.setBottomMargin(T::pt(8));
        m_cursor.setBlockFormat(block);
        m_cursor.setBlockCharFormat(T::charFormat(T::font(T::kTitle, true), T::accent()));
        m_cursor.insertText(report.title);
        insertFactsTable(m_cursor, report.titleFacts);
    }

    void section(const report::Section& s) {
        heading(s.title, s.keepTogether);
        for (const report::Block& b : s.blocks) {
            switch (b.kind) {
            case report::Block::Kind::Paragraph:
                if (isRunInHeading(b)) {
                    runInHeading(b.items.value(0));
                } else {
                    paragraph(b.items.value(0), T::font(T::kBody), T::text());
                }
                break;
            case report::Block::Kind::Note:
                paragraph(b.items.value(0), noteFont(), T::muted());
                break;
            case report::Block::Kind::Verdict:
                verdict(b.items);
                break;
            case report::Block::Kind::BulletList:
                bullets(b.items);
                break;
            case report::Block::Kind::Table:
                table(b.table);
                break;
            case report::Block::Kind::FactorChart:
                chart();
                break;
            case report::Block::Kind::CostChart:
                if (b.costPlan) {
                    costChart();
                } else {
                    table(b.table);
                }
                break;
            }
        }
    }

    [[nodiscard]] const ReportLandmarks& landmarks() const { return m_landmarks; }

private:
    static QFont noteFont() {
        QFont f = T::font(T::kNote);
        f.setItalic(true);
        return f;
    }

    void newBlock(const QTextBlockFormat& format, const QTextCharFormat& chars) {
        m_cursor.movePosition(QTextCursor::End);
        m_cursor.insertBlock(format, chars);
    }

    void spans(const report::RichText& text, const QFont& font, const QColor& colour) {
        for (const report::Span& span : text) {
            QFont f = font;
            f.setBold(span.strong || font.bold());
            QTextCharFormat format = T::charFormat(f, colour);
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

    void heading(const QString& text, bool keepTogether = false) {
        QTextBlockFormat block;
        block.setTopMargin(T::pt(14));
        block.setBottomMargin(T::pt(5));
        if (m_breaks.beforeHeading.contains(static_cast<int>(m_landmarks.headings.size()))) {
            block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        }
        newBlock(block, T::charFormat(T::font(T::kHeading, true), T::accent()));
        m_cursor.insertText(text);
        m_sectionHeading = static_cast<int>(m_landmarks.headings.size());
        m_landmarks.headings.push_back(m_cursor.block());
        m_landmarks.keepTogether.push_back(keepTogether);
        m_landmarks.runIn.push_back(false);
    }

    // A paragraph all in bold ("Assumptions", "Break-even") heads what
    // follows it within a section: it stays with it as a heading does.
    static bool isRunInHeading(const report::Block& b) {
        const report::RichText text = b.items.value(0);
        return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](const report::Span& s) {
            return s.strong && s.url.isEmpty();
        });
    }

    void runInHeading(const report::RichText& text) {
        const bool breakBefore =
            m_breaks.beforeHeading.contains(static_cast<int>(m_landmarks.headings.size()));
        paragraph(text, T::font(T::kBody), T::text(), breakBefore);
        m_landmarks.headings.push_back(m_cursor.block());
        m_landmarks.keepTogether.push_back(false);
        m_landmarks.runIn.push_back(true);
    }

    void paragraph(const report::RichText& text, const QFont& font, const QColor& colour,
                   bool breakBefore = false) {
        QTextBlockFormat block;
        block.setBottomMargin(T::pt(5));
        block.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
        if (breakBefore) {
            block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        }
        newBlock(block, T::charFormat(font, colour));
        spans(text, font, colour);
    }

    // The window's verdict card on paper: an edge in the verdict's colour, its
    // mark (shape and confidence bars, drawn by the card's own code), then the
    // headline large and the confidence below it.
    void verdict(const QList<report::RichText>& lines) {
        const double markHeight = T::pt(T::kHeading * 1.4);
        QTextTableFormat format;
        format.setBorder(T::pt(0.75));
        format.setBorderBrush(T::rule());
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderCollapse(true);
        format.setCellSpacing(0);
        format.setCellPadding(T::pt(5));
        format.setTopMargin(T::pt(2));
        format.setBottomMargin(T::pt(6));
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setColumnWidthConstraints(
            {QTextLength(QTextLength::FixedLength, T::pt(5)),
             QTextLength(QTextLength::FixedLength, markHeight * 2 + T::pt(10)),
             QTextLength(QTextLength::VariableLength, 0)});
        format.setPageBreakPolicy(QTextFormat::PageBreak_Auto);
        m_cursor.movePosition(QTextCursor::End);
        QTextTable* table = m_cursor.insertTable(1, 3, format);

        QTextTableCellFormat edge;
        edge.setBackground(verdictColour(m_evaluation.verdict));
        edge.setPadding(0);
        table->cellAt(0, 0).setFormat(edge);

        // The mark, drawn as vectors by the card's own code, the headline's size
        // (lengths are scaled to the device by the layout, objects are not).
        QTextTableCellFormat middle;
        middle.setVerticalAlignment(QTextCharFormat::AlignMiddle);
        table->cellAt(0, 1).setFormat(middle);
        table->cellAt(0, 1).firstCursorPosition().insertText(
            QString(QChar::ObjectReplacementCharacter),
            VerdictMarkTextObject::format(markHeight / 96.0 * m_dpi));
        table->cellAt(0, 2).setFormat(middle);
        QTextCursor text = table->cellAt(0, 2).firstCursorPosition();
        const QFont headline = T::font(T::kHeading, true);
        QTextBlockFormat first;
        first.setBottomMargin(T::pt(3));
        text.setBlockFormat(first);
        text.setBlockCharFormat(T::charFormat(headline, T::text()));
        for (const report::Span& span : lines.value(0)) {
            text.insertText(span.text, T::charFormat(headline, T::text()));
        }
        for (qsizetype i = 1; i < lines.size(); ++i) {
            text.insertBlock(QTextBlockFormat(), T::charFormat(T::font(T::kBody), T::text()));
            for (const report::Span& span : lines[i]) {
                QFont f = T::font(T::kBody);
                f.setBold(span.strong);
                text.insertText(span.text, T::charFormat(f, T::text()));
            }
        }
        m_cursor.movePosition(QTextCursor::End);
    }

    void bullets(const QList<report::RichText>& items) {
        QTextListFormat list;
        list.setStyle(QTextListFormat::ListDisc);
        list.setIndent(1);
        QTextList* textList = nullptr;
        for (const report::RichText& item : items) {
            QTextBlockFormat block;
            block.setBottomMargin(T::pt(3));
            block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
            if (m_breaks.beforeItem.contains(static_cast<int>(m_landmarks.items.size()))) {
                block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            }
            newBlock(block, T::charFormat(T::font(T::kBody), T::text()));
            if (!textList) {
                textList = m_cursor.createList(list);
            } else {
                textList->add(m_cursor.block());
            }
            spans(item, T::font(T::kBody), T::text());
            m_landmarks.items.push_back(m_cursor.block());
        }
    }

    void table(const report::Table& t) {
        // A table whose first row cannot stay on its page moves on with its
        // whole section (a run-in heading above it stays with it anyway).
        const std::vector<PlacedTable> pieces =
            insertReportTable(m_cursor, t, m_tableCount++, m_sectionHeading, m_breaks.beforeRow);
        m_landmarks.tables.insert(m_landmarks.tables.end(), pieces.begin(), pieces.end());
    }

    void chart() {
        // Full body width; the scene is laid out in 1/96 inch units so that the
        // chart's fonts and spacing match the wizard's, then scaled to the page.
        const QSizeF scene =
            factorChartSize(m_evaluation, sceneWidth(),
                            documentChartStyle(ReportTypography::font(ReportTypography::kBody),
                                               ChartTextObject::kPixelSize));
        QSizeF device(m_body.width(), scene.height() / 96.0 * m_dpi);
        if (device.height() > m_body.height() * 0.9) {
            device.scale(m_body.width(), m_body.height() * 0.9, Qt::KeepAspectRatio);
        }
        const bool fitted = m_breaks.chartHeight > 0.0; // squeezed into what its page has left
        if (fitted) {
            device.setHeight(m_breaks.chartHeight);
        }
        QTextBlockFormat block;
        block.setBottomMargin(T::pt(4));
        block.setAlignment(Qt::AlignHCenter);
        newBlock(block, QTextCharFormat());
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter),
                            ChartTextObject::format(device, m_dpi, fitted));
        m_landmarks.chart = m_cursor.block();
    }

    // The bill's chart: full width, a fixed share of the page's height, so
    // that the bill, the chart and the break-even keep to one page.
    void costChart() {
        const QSizeF device(m_body.width(), m_body.height() * 0.32);
        QTextBlockFormat block;
        block.setTopMargin(T::pt(2));
        block.setBottomMargin(T::pt(4));
        block.setAlignment(Qt::AlignHCenter);
        newBlock(block, QTextCharFormat());
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter),
                            CostChartTextObject::format(device, m_dpi));
    }

    const Evaluation& m_evaluation;
    const PageBreaks& m_breaks;
    int m_tableCount = 0;
    int m_sectionHeading = -1; // the title of the section being written
    QTextCursor m_cursor;
    double m_dpi;
    QSizeF m_body;
    ReportLandmarks m_landmarks;
};

// A built document and where its landmarks are.
struct Built {
    std::unique_ptr<QTextDocument> doc;
    ReportLandmarks landmarks;
};

enum class Pages {
    Paginated,
    Endless, // one endless page, for measuring where everything falls before any break
};

Built build(const report::ReportDocument& report, QPaintDevice& device, const QSizeF& pageBody,
            const PageBreaks& breaks, Pages pages = Pages::Paginated) {
    Built built;
    built.doc = std::make_unique<QTextDocument>();
    QTextDocument& doc = *built.doc;
    doc.documentLayout()->setPaintDevice(&device);
    doc.setDefaultFont(T::font(T::kBody));
    doc.setDocumentMargin(0);
    // A negative height: no pages, as QTextDocument::setTextWidth() does.
    doc.setPageSize(pages == Pages::Paginated ? pageBody : QSizeF(pageBody.width(), -1.0));
    doc.documentLayout()->registerHandler(ChartTextObject::kType,
                                          new ChartTextObject(report.evaluation, &doc));
    doc.documentLayout()->registerHandler(VerdictMarkTextObject::kType,
                                          new VerdictMarkTextObject(report.evaluation, &doc));
    // The bill's chart draws the plan its block holds (one cost section at most).
    for (const report::Section& s : report.sections) {
        for (const report::Block& b : s.blocks) {
            if (b.kind == report::Block::Kind::CostChart && b.costPlan) {
                doc.documentLayout()->registerHandler(CostChartTextObject::kType,
                                                      new CostChartTextObject(*b.costPlan, &doc));
            }
        }
    }

    // One edit block: the layout runs once at the end instead of after every
    // inserted cell (milliseconds instead of seconds for a report).
    QTextCursor editBlock(&doc);
    editBlock.beginEditBlock();
    Builder builder(doc, device, pageBody, report.evaluation, breaks);
    builder.title(report);
    for (const report::Section& s : report.sections) {
        builder.section(s);
    }
    editBlock.endEditBlock();
    built.landmarks = builder.landmarks();
    return built;
}

// The chart squeezed in place to `height`, in its compact font.
void resizeChart(const Built& built, double height) {
    QTextCursor cursor(built.landmarks.chart);
    cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
    QSizeF device = cursor.charFormat().property(ChartTextObject::DeviceSize).toSizeF();
    device.setHeight(height);
    cursor.setCharFormat(ChartTextObject::format(device, built.landmarks.dpi, true));
}

// Breaks before headings and list items applied in place: the layout redoes
// only what follows.
void breakBeforeBlocks(const Built& built, const PageBreaks& found) {
    const auto breakBefore = [](const QTextBlock& block) {
        QTextCursor cursor(block);
        QTextBlockFormat format;
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        cursor.mergeBlockFormat(format);
    };
    for (int heading : found.beforeHeading) {
        breakBefore(built.landmarks.headings[static_cast<std::size_t>(heading)]);
    }
    for (int item : found.beforeItem) {
        breakBefore(built.landmarks.items[static_cast<std::size_t>(item)]);
    }
}

// A break before a list item taken back in place.
void flowOn(const QTextBlock& block) {
    QTextCursor cursor(block);
    QTextBlockFormat format = block.blockFormat();
    format.setPageBreakPolicy(QTextFormat::PageBreak_Auto);
    cursor.setBlockFormat(format);
}

// A section moved on to start a page takes its run-in headings with it: a
// break before one of them, found when the section still started higher up,
// would now leave its title alone on the page.
void takeBackRunInBreaks(const Built& built, const PageBreaks& found, PageBreaks& breaks) {
    const ReportLandmarks& marks = built.landmarks;
    for (const int title : found.beforeHeading) {
        if (static_cast<std::size_t>(title) < marks.runIn.size() &&
            marks.runIn[static_cast<std::size_t>(title)]) {
            continue;
        }
        for (auto h = static_cast<std::size_t>(title) + 1;
             h < marks.headings.size() && h < marks.runIn.size() && marks.runIn[h]; ++h) {
            if (breaks.beforeHeading.erase(static_cast<int>(h)) > 0) {
                flowOn(marks.headings[h]);
            }
        }
    }
}

// Drops the breaks after document position `position`: what follows it has
// moved on to a page of its own, where they would only push it further.
void dropBreaksAfter(PageBreaks& breaks, const ReportLandmarks& landmarks, int position) {
    std::erase_if(breaks.beforeHeading, [&](int h) {
        return landmarks.headings[static_cast<std::size_t>(h)].position() > position;
    });
    std::erase_if(breaks.beforeItem, [&](int i) {
        return landmarks.items[static_cast<std::size_t>(i)].position() > position;
    });
    for (const PlacedTable& piece : landmarks.tables) {
        if (piece.table->firstPosition() > position) {
            breaks.beforeRow.erase({piece.tableNumber, piece.firstRow});
        }
    }
}

// Checks the paginated document with the rules one break at a time, in
// reading order, adding what it still needs: breaks only push content down,
// so this settles after about one step per page. A row break splits a
// table, which means building the document again. The cap keeps a
// pathological document from looping.
void settle(Built& built, PageBreaks& breaks, const report::ReportDocument& report,
            QPaintDevice& device, const QSizeF& pageBody) {
    constexpr int kMostChecks = 32;
    const double pageHeight = pageBody.height();
    for (int step = 0; step < kMostChecks; ++step) {
        if (breaks.chartHeight <= 0.0) {
            if (const auto fitted = fittedChartHeight(*built.doc, built.landmarks, pageHeight)) {
                breaks.chartHeight = *fitted;
                resizeChart(built, *fitted);
            }
        }
        const PageBreaks found = findFirstBreak(*built.doc, built.landmarks, pageHeight);
        if (!breaks.merge(found)) {
            return;
        }
        if (!found.beforeRow.empty()) {
            built = build(report, device, pageBody, breaks);
            continue;
        }
        breakBeforeBlocks(built, found);
        takeBackRunInBreaks(built, found, breaks);
    }
}

} // namespace

std::unique_ptr<QTextDocument> reportTextDocument(const report::ReportDocument& report,
                                                  QPaintDevice& device, const QSizeF& pageBody) {
    // Measure once on an endless page, plan every break from that, build the
    // paginated document once with them, then check it with the rules (the
    // plan's safety net).
    const double pageHeight = pageBody.height();
    PageBreaks breaks;
    {
        const Built endless = build(report, device, pageBody, breaks, Pages::Endless);
        breaks = planPageBreaks(*endless.doc, endless.landmarks, pageHeight);
    }
    Built built = build(report, device, pageBody, breaks);
    settle(built, breaks, report, device, pageBody);
    // A planned row break the settled layout no longer needs leaves a page
    // with a row or two and nothing else: drop it and settle again. Each
    // break is tried once; the safety net puts back one that was needed.
    std::set<std::pair<int, int>> tried;
    while (const auto needless =
               firstNeedlessRowBreak(*built.doc, built.landmarks, pageHeight, tried)) {
        tried.insert(*needless);
        breaks.beforeRow.erase(*needless);
        built = build(report, device, pageBody, breaks);
        settle(built, breaks, report, device, pageBody);
    }
    // A break that leaves a page empty moves one row up: the row it moved on
    // goes with it, and the piece before it no longer ends at the very foot
    // of its page. Each move shortens a piece, so this ends; the cap is for
    // a pathological document.
    for (int moves = 0; moves < 8; ++moves) {
        const auto skipping = firstPageSkippingRowBreak(*built.doc, built.landmarks, pageHeight);
        if (!skipping) {
            break;
        }
        breaks.beforeRow.erase(*skipping);
        const std::pair earlier{skipping->first, skipping->second - 1};
        // Not when the piece before would be left with too few rows.
        if (earlier.second >= kLeastRowsAtBreak && !breaks.beforeRow.contains(earlier)) {
            breaks.beforeRow.insert(earlier);
        }
        built = build(report, device, pageBody, breaks);
        settle(built, breaks, report, device, pageBody);
    }
    // A break before a list item that what came before no longer needs (a
    // row break above it went) leaves a gap: taken back, each once.
    std::set<int> untried = breaks.beforeItem;
    while (const auto needless =
               firstNeedlessItemBreak(*built.doc, built.landmarks, pageHeight, untried)) {
        untried.erase(*needless);
        breaks.beforeItem.erase(*needless);
        flowOn(built.landmarks.items[static_cast<std::size_t>(*needless)]);
        settle(built, breaks, report, device, pageBody);
    }
    // A last page of two or three lines: a few more go over to it, on a
    // page of their own (the breaks among them no longer needed).
    const PageBreaks filling = fillLastPage(*built.doc, built.landmarks, pageHeight);
    if (!filling.empty()) {
        const QTextBlock from =
            filling.beforeHeading.empty()
                ? built.landmarks.items[static_cast<std::size_t>(*filling.beforeItem.begin())]
                : built.landmarks
                      .headings[static_cast<std::size_t>(*filling.beforeHeading.begin())];
        dropBreaksAfter(breaks, built.landmarks, from.position());
        breaks.merge(filling);
        built = build(report, device, pageBody, breaks);
        settle(built, breaks, report, device, pageBody);
    }
    return std::move(built.doc);
}

} // namespace accel::render
