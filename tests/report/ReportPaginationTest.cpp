// The page-break rules on the report's real QTextDocument, laid out for the
// PDF writer as paintReport() lays it out, with reports written for the
// purpose: headings at every height of a page, a table row taller than a
// page, a report with nothing in it.

#include "PdfLayout.h"
#include "render/report/ReportPages.h"
#include "render/report/ReportTextDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <cmath>
#include <gtest/gtest.h>
#include <memory>

namespace accel::report {
namespace {

struct Laid {
    std::unique_ptr<QTextDocument> doc;
    double pageHeight = 0.0;
};

Laid layOut(const ReportDocument& report) {
    std::unique_ptr<test::PdfLayout> laid = test::layOutAsPdf(report);
    return {std::move(laid->doc), laid->body.height()};
}

int pageOf(double y, double pageHeight) {
    return static_cast<int>(std::floor(y / pageHeight));
}

// The page of a block's first line (a block's rectangle starts where the
// block starts, even when its lines were pushed to the next page) and of its
// last one.
struct Pages {
    int first = 0;
    int last = 0;
};

Pages pagesOf(const QTextDocument& doc, const QTextBlock& block, double pageHeight) {
    const QRectF rect = doc.documentLayout()->blockBoundingRect(block);
    const QTextLayout* text = block.layout();
    if (!text || text->lineCount() == 0) {
        return {pageOf(rect.top(), pageHeight), pageOf(rect.top(), pageHeight)};
    }
    const double origin = rect.top() - text->boundingRect().top();
    const QTextLine first = text->lineAt(0);
    const QTextLine last = text->lineAt(text->lineCount() - 1);
    return {pageOf(origin + first.y(), pageHeight),
            pageOf(origin + last.y() + last.height() - 1.0, pageHeight)};
}

Block paragraph(const QString& text) {
    Block b;
    b.kind = Block::Kind::Paragraph;
    b.items = {RichText{Span{text, {}, false}}};
    return b;
}

QString words(int count) {
    QString text;
    for (int i = 0; i < count; ++i) {
        text += QStringLiteral("word%1 ").arg(i);
    }
    return text.trimmed();
}

TEST(ReportPagination, EmptyReportIsOnePage) {
    ReportDocument report;
    report.title = QStringLiteral("Nothing to report");
    EXPECT_EQ(layOut(report).doc->pageCount(), 1);

    // A section whose table has a header and no rows.
    Section s{QStringLiteral("empty"), QStringLiteral("Empty table"), {}};
    Block table;
    table.kind = Block::Kind::Table;
    table.table.header = {QStringLiteral("A"), QStringLiteral("B")};
    s.blocks.push_back(table);
    report.sections.push_back(s);
    EXPECT_EQ(layOut(report).doc->pageCount(), 1);
}

TEST(ReportPagination, NoHeadingEndsAPage) {
    // A first section longer by a few words each time, so that the second
    // heading falls at every height of the page, the foot included.
    QStringList stranded;
    int twoPages = 0;
    for (int filler = 200; filler <= 1000; filler += 4) {
        ReportDocument report;
        report.title = QStringLiteral("Headings");
        report.sections.push_back({QStringLiteral("one"), QStringLiteral("First"), {}});
        report.sections.back().blocks.push_back(paragraph(words(filler)));
        report.sections.push_back({QStringLiteral("two"), QStringLiteral("Second"), {}});
        report.sections.back().blocks.push_back(paragraph(words(30)));
        const Laid laid = layOut(report);
        twoPages += laid.doc->pageCount() >= 2 ? 1 : 0;
        for (QTextBlock b = laid.doc->begin(); b.isValid(); b = b.next()) {
            if (b.text() != QStringLiteral("Second")) {
                continue;
            }
            const Pages title = pagesOf(*laid.doc, b, laid.pageHeight);
            const Pages next = pagesOf(*laid.doc, b.next(), laid.pageHeight);
            if (title.last != next.first) {
                stranded << QString::number(filler);
            }
        }
    }
    EXPECT_GT(twoPages, 20) << "the second heading must reach the foot of page 1";
    EXPECT_TRUE(stranded.isEmpty())
        << "the heading ends page 1 after " << stranded.join(QStringLiteral(", ")).toStdString()
        << " words";
}

TEST(ReportPagination, AKeptSectionLeavesNoPageMostlyBlank) {
    // Issue 38: the bill was forced onto a page of its own, leaving 85 % of
    // the page before it blank. A section kept together moves on only from
    // the last third of a page; higher up it starts where it falls.
    QStringList blank;
    QStringList split;
    for (int filler = 40; filler <= 900; filler += 20) {
        ReportDocument report;
        report.title = QStringLiteral("Kept together");
        report.sections.push_back({QStringLiteral("one"), QStringLiteral("First"), {}});
        report.sections.back().blocks.push_back(paragraph(words(filler)));
        Section kept{QStringLiteral("kept"), QStringLiteral("Kept"), {}};
        kept.keepTogether = true;
        for (int i = 0; i < 4; ++i) {
            kept.blocks.push_back(paragraph(words(60)));
        }
        report.sections.push_back(kept);
        const Laid laid = layOut(report);
        QTextBlock first;
        QTextBlock heading;
        for (QTextBlock b = laid.doc->begin(); b.isValid(); b = b.next()) {
            first = b.text() == QStringLiteral("First") ? b.next() : first;
            heading = b.text() == QStringLiteral("Kept") ? b : heading;
        }
        ASSERT_TRUE(first.isValid() && heading.isValid());
        const QRectF end = laid.doc->documentLayout()->blockBoundingRect(first);
        const int firstEnds = pageOf(end.bottom() - 1.0, laid.pageHeight);
        const double used = end.bottom() - firstEnds * laid.pageHeight;
        const Pages title = pagesOf(*laid.doc, heading, laid.pageHeight);
        if (title.first > firstEnds && used < laid.pageHeight * 0.6) {
            blank << QString::number(filler);
        }
        // Moved on: then it is whole on its page.
        const Pages last = pagesOf(*laid.doc, laid.doc->lastBlock(), laid.pageHeight);
        if (title.first > firstEnds && last.last != title.first) {
            split << QString::number(filler);
        }
    }
    EXPECT_TRUE(blank.isEmpty()) << "a page left mostly blank after "
                                 << blank.join(QStringLiteral(", ")).toStdString() << " words";
    EXPECT_TRUE(split.isEmpty()) << "moved on and still split after "
                                 << split.join(QStringLiteral(", ")).toStdString() << " words";
}

TEST(ReportPagination, RowTallerThanAPageIsSplitWhereItFalls) {
    ReportDocument report;
    report.title = QStringLiteral("A tall row");
    Section s{QStringLiteral("t"), QStringLiteral("Table"), {}};
    Block table;
    table.kind = Block::Kind::Table;
    table.table.header = {QStringLiteral("Row"), QStringLiteral("Text")};
    table.table.columnWidths = {1.0, 9.0};
    for (int r = 0; r < 8; ++r) {
        const QString text = r == 3 ? words(1500) : words(6);
        table.table.rows << QStringList{QString::number(r), text};
    }
    s.blocks.push_back(table);
    report.sections.push_back(s);

    const Laid laid = layOut(report); // returns: the rules leave the row to the layout
    const QTextDocument& doc = *laid.doc;
    for (QTextFrame* frame : doc.rootFrame()->childFrames()) {
        auto* piece = qobject_cast<QTextTable*>(frame);
        for (int r = 1; piece && r < piece->rows(); ++r) {
            const QTextBlock cell = piece->cellAt(r, 1).firstCursorPosition().block();
            if (cell.text().size() < 10000) {
                continue;
            }
            ASSERT_GT(r, 1) << "moved on to start a piece of the table, and a page, of its own";
            const QTextBlock above = piece->cellAt(r - 1, 1).firstCursorPosition().block();
            const Pages before = pagesOf(doc, above, laid.pageHeight);
            const Pages tall = pagesOf(doc, cell, laid.pageHeight);
            EXPECT_GT(tall.last, tall.first) << "taller than a page: split";
            EXPECT_EQ(tall.first, before.last) << "not moved on to a page of its own";
            return;
        }
    }
    ADD_FAILURE() << "no tall row";
}

} // namespace
} // namespace accel::report
