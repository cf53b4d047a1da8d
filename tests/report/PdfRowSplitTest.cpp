// The PDF report's tables, for every example profile (the partly answered one
// included), in every interface language, on A4 and Letter:
// - no table row is split across two pages: every row's lines (all blocks of
//   all its cells) start and end on the same page;
// - no word in a cell is broken between two letters: where a column is
//   narrower than a word, Qt breaks the word without a hyphen ("Gewicht" /
//   "ung"), so every line after a cell's first starts after a space (not a
//   no-break one), a hyphen, a dash or a slash;
// - every page prints some text;
// - no list item (a source, an assumption) is split across two pages;
// - the last page is not nearly empty: it holds at least
//   kLastPageLeastLines lines of text, or the report is one page;
// - no heading is the last thing on its page: the first line or table row
//   after it shares its page, and after a short introduction (two lines at
//   most) the first line or row of what it introduces too.
// The reports are those `accel-advisor report` writes, sizing and bill
// included. The report's QTextDocument is laid out exactly as paintReport() lays it out
// for the PDF writer.

#include "LanguageCodes.h"
#include "PdfLayout.h"
#include "ReportTestSupport.h"
#include "i18n/Language.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ProfileFigures.h"
#include "model/report/ReportBuilder.h"
#include "model/sizing/AcceleratorData.h"
#include "render/report/PdfReportWriter.h"
#include "render/report/ReportPages.h"
#include "render/report/ReportTextDocument.h"
#include "render/report/TextDocumentPageBreaks.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QPdfWriter>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace accel::test {
namespace {

struct Span {
    double top = std::numeric_limits<double>::max();
    double bottom = std::numeric_limits<double>::lowest();
};

// Where a block's lines are in the document: a block pushed to the next page
// keeps its bounding rectangle's top, but its lines move down.
void addLinesOf(const QAbstractTextDocumentLayout& layout, const QTextBlock& block, Span& span) {
    const QRectF rect = layout.blockBoundingRect(block);
    const QTextLayout* text = block.layout();
    if (!text || text->lineCount() == 0) {
        return; // an empty cell: nothing printed
    }
    const double origin = rect.top() - text->boundingRect().top();
    for (int i = 0; i < text->lineCount(); ++i) {
        const QTextLine line = text->lineAt(i);
        span.top = std::min(span.top, origin + line.y());
        span.bottom = std::max(span.bottom, origin + line.y() + line.height());
    }
}

Span rowSpan(const QAbstractTextDocumentLayout& layout, QTextTable& table, int row) {
    Span span;
    for (int c = 0; c < table.columns(); ++c) {
        const QTextTableCell cell = table.cellAt(row, c);
        if (cell.row() != row) {
            continue; // spanned from a row above
        }
        for (auto it = cell.begin(); !it.atEnd(); ++it) {
            if (it.currentBlock().isValid()) {
                addLinesOf(layout, it.currentBlock(), span);
            }
        }
    }
    return span;
}

void collectTables(QTextFrame* frame, std::vector<QTextTable*>& tables) {
    for (QTextFrame* child : frame->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(child)) {
            tables.push_back(table);
        }
        collectTables(child, tables);
    }
}

int pageOf(double y, double pageHeight) {
    return static_cast<int>(std::floor(y / pageHeight));
}

struct Checked {
    int rows = 0;
    int pages = 0;
    QStringList split;      // "table t row r: pages a-b"
    QStringList broken;     // "table t row r: Gewicht|ung"
    QList<int> empty;       // pages (from 1) without a line of text
    int items = 0;          // list items looked at
    QStringList splitItems; // "[6] Unpacking GPU vs…: pages 10-11"
    int lastPageLines = 0;  // lines of text on the last page
    int headings = 0;       // headings looked at
    QStringList stranded;   // "Ce qui changerait la recommandation: page 1, then page 2"
    int splitTables = 0;    // report tables spread over more than one page
    QStringList lonely;     // "table 7: 1 row on page 8": too few rows beside a break
};

// The text of a table's header row: the pieces of one report table repeat it.
QString headerText(QTextTable& table) {
    QStringList cells;
    for (int c = 0; c < table.columns(); ++c) {
        cells << QTextCursor(table.cellAt(0, c).firstCursorPosition()).block().text();
    }
    return cells.join(QLatin1Char('|'));
}

// Issue 38: a table split across pages keeps render::kLeastRowsAtBreak data
// rows on each page it is on; a smaller one is never split. The pieces of one
// report table follow each other and repeat its header.
void checkLonelyRows(const QAbstractTextDocumentLayout& layout,
                     const std::vector<QTextTable*>& tables, double pageHeight, Checked& checked) {
    std::vector<std::map<int, int>> rowsPerPage; // per report table: page -> data rows
    QString previousHeader;
    for (QTextTable* table : tables) {
        if (table->format().headerRowCount() == 0) {
            previousHeader.clear(); // the title's facts
            continue;
        }
        const QString header = headerText(*table);
        if (header != previousHeader || rowsPerPage.empty()) {
            rowsPerPage.emplace_back();
        }
        previousHeader = header;
        for (int r = 1; r < table->rows(); ++r) {
            const Span span = rowSpan(layout, *table, r);
            if (span.bottom >= span.top) {
                ++rowsPerPage.back()[pageOf(span.top, pageHeight)];
            }
        }
    }
    for (std::size_t t = 0; t < rowsPerPage.size(); ++t) {
        if (rowsPerPage[t].size() < 2) {
            continue;
        }
        ++checked.splitTables;
        for (const auto& [page, rows] : rowsPerPage[t]) {
            if (rows < render::kLeastRowsAtBreak) {
                checked.lonely << QStringLiteral("table %1: %2 row(s) on page %3")
                                      .arg(t)
                                      .arg(rows)
                                      .arg(page + 1);
            }
        }
    }
}

// The page of a block's first and last line.
std::pair<int, int> linePages(const QAbstractTextDocumentLayout& layout, const QTextBlock& block,
                              double pageHeight) {
    Span span;
    addLinesOf(layout, block, span);
    if (span.bottom < span.top) {
        const int page = pageOf(layout.blockBoundingRect(block).top(), pageHeight);
        return {page, page};
    }
    return {pageOf(span.top, pageHeight), pageOf(span.bottom - 1.0, pageHeight)};
}

int lineCount(const QTextBlock& block) {
    return block.layout() ? block.layout()->lineCount() : 0;
}

// The titles of the report's sections and its run-in headings (a paragraph
// all in bold: "Assumptions").
QSet<QString> headingTexts(const report::ReportDocument& report) {
    QSet<QString> texts;
    for (const report::Section& s : report.sections) {
        texts << s.title;
        for (const report::Block& b : s.blocks) {
            const report::RichText text = b.items.value(0);
            if (b.kind == report::Block::Kind::Paragraph && !text.isEmpty() &&
                std::all_of(text.begin(), text.end(),
                            [](const report::Span& span) { return span.strong; })) {
                texts << text.first().text;
            }
        }
    }
    return texts;
}

// What the document's top level holds, in reading order: paragraphs,
// headings and list items, or tables.
struct TopLevel {
    QTextBlock block; // invalid for a table
    QTextTable* table = nullptr;
};

// The page of a top-level item's first line, or of a table's first row (its
// header row when it has no other).
int firstPage(const QAbstractTextDocumentLayout& layout, const TopLevel& item, double pageHeight) {
    if (item.table) {
        const Span row = rowSpan(layout, *item.table, std::min(1, item.table->rows() - 1));
        return pageOf(row.bottom - 1.0, pageHeight);
    }
    return linePages(layout, item.block, pageHeight).first;
}

void checkHeadings(const QTextDocument& doc, const report::ReportDocument& report,
                   double pageHeight, Checked& checked) {
    const QAbstractTextDocumentLayout& layout = *doc.documentLayout();
    const QSet<QString> headings = headingTexts(report);
    std::vector<TopLevel> flow;
    for (auto it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
        if (auto* table = qobject_cast<QTextTable*>(it.currentFrame())) {
            flow.push_back({{}, table});
        } else if (it.currentBlock().isValid()) {
            flow.push_back({it.currentBlock(), nullptr});
        }
    }
    const auto isHeading = [&](const TopLevel& item) {
        return !item.table && headings.contains(item.block.text());
    };
    for (std::size_t i = 0; i + 1 < flow.size(); ++i) {
        if (!isHeading(flow[i])) {
            continue;
        }
        ++checked.headings;
        const int page = linePages(layout, flow[i].block, pageHeight).second;
        const TopLevel& next = flow[i + 1];
        std::vector<const TopLevel*> kept{&next};
        const bool intro = !next.table && !isHeading(next) && !next.block.textList() &&
                           lineCount(next.block) <= 2 &&
                           linePages(layout, next.block, pageHeight).second == page;
        if (intro && i + 2 < flow.size() && !isHeading(flow[i + 2])) {
            kept.push_back(&flow[i + 2]);
        }
        for (const TopLevel* item : kept) {
            const int after = firstPage(layout, *item, pageHeight);
            if (after != page) {
                checked.stranded << QStringLiteral("%1: page %2, then page %3")
                                        .arg(flow[i].block.text())
                                        .arg(page + 1)
                                        .arg(after + 1);
            }
        }
    }
}

// A line may start after a space, a hyphen, a dash or a slash, where text
// breaks; never after a no-break space.
bool breaksBetweenWords(const QString& text, int lineStart) {
    if (lineStart <= 0 || lineStart > text.size()) {
        return true;
    }
    const QChar before = text.at(lineStart - 1);
    if (before == QChar::Nbsp || before == QChar(0x202F)) {
        return false;
    }
    return before.isSpace() || before == QLatin1Char('-') || before == QLatin1Char('/') ||
           before == QChar(0x2010) || before == QChar(0x2013) || before == QChar(0x00AD);
}

// Adds "table t row r: Gewicht|ung" to `broken` for every word of the row
// broken inside.
void findBrokenWords(QTextTable& table, int row, const QString& where, QStringList& broken) {
    for (int c = 0; c < table.columns(); ++c) {
        const QTextTableCell cell = table.cellAt(row, c);
        for (auto it = cell.begin(); !it.atEnd(); ++it) {
            const QTextBlock block = it.currentBlock();
            const QTextLayout* layout = block.isValid() ? block.layout() : nullptr;
            for (int i = 1; layout && i < layout->lineCount(); ++i) {
                const QString text = block.text();
                const int start = layout->lineAt(i).textStart();
                if (!breaksBetweenWords(text, start)) {
                    broken << QStringLiteral("%1: %2|%3")
                                  .arg(where, text.left(start).section(QLatin1Char(' '), -1),
                                       text.mid(start).section(QLatin1Char(' '), 0, 0));
                }
            }
        }
    }
}

Checked checkRows(const char* example, QPageSize::PageSizeId pageSize) {
    // The report as `accel-advisor report examples/<file>` prints it, sizing
    // and bill included, on a fixed day: the same inputs give the same pages.
    const Example ex = loadExample(example);
    report::FigureOptions options;
    options.today = QDate(2026, 11, 29);
    const report::ProfileFigures figures =
        report::figuresOf(ex.profile, ex.evaluation, sizing::AcceleratorData::bundled(), options);
    const report::ReportDocument report =
        report::reportOf(figures, QStringLiteral("examples/") + QLatin1String(example),
                         QStringLiteral("0.3.2"), QDateTime(options.today, QTime(22, 39)));

    // The writer writePdfReport() uses, with its page layout.
    const std::unique_ptr<PdfLayout> laid = layOutAsPdf(report, pageSize);
    const QSizeF body = laid->body;
    QTextDocument* doc = laid->doc.get();
    const QAbstractTextDocumentLayout& layout = *doc->documentLayout();
    const double pageHeight = doc->pageSize().height();
    EXPECT_DOUBLE_EQ(pageHeight, body.height());

    Checked checked;
    checked.pages = doc->pageCount();
    // Every page prints some text: a page left empty, or holding only the
    // header row the layout repeats, is a page break gone wrong.
    std::set<int> printed;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.text().trimmed().isEmpty()) {
            continue;
        }
        // A line pushed to the next page keeps its block's rectangle where
        // the block starts; its own y says how far it was pushed.
        const QTextLayout* text = block.layout();
        const double blockTop = layout.blockBoundingRect(block).top();
        for (int i = 0; i < text->lineCount(); ++i) {
            printed.insert(pageOf(blockTop + text->lineAt(i).y(), pageHeight));
        }
    }
    for (int page = 0; page < checked.pages; ++page) {
        if (!printed.contains(page)) {
            checked.empty << page + 1;
        }
    }
    // Lines on the last page, one per height they are set at (a table row's
    // cells share theirs); list items kept on one page.
    std::set<long long> lastPage;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* text = block.layout();
        const double blockTop = layout.blockBoundingRect(block).top();
        for (int i = 0; !block.text().trimmed().isEmpty() && i < text->lineCount(); ++i) {
            const double top = blockTop + text->lineAt(i).y();
            if (pageOf(top, pageHeight) == checked.pages - 1) {
                lastPage.insert(std::llround(top));
            }
        }
        if (block.textList()) {
            ++checked.items;
            const auto [first, last] = linePages(layout, block, pageHeight);
            if (first != last) {
                checked.splitItems << QStringLiteral("%1…: pages %2-%3")
                                          .arg(block.text().left(40))
                                          .arg(first + 1)
                                          .arg(last + 1);
            }
        }
    }
    checked.lastPageLines = static_cast<int>(lastPage.size());
    checkHeadings(*doc, report, pageHeight, checked);
    std::vector<QTextTable*> tables;
    collectTables(doc->rootFrame(), tables);
    EXPECT_FALSE(tables.empty()) << example;
    checkLonelyRows(layout, tables, pageHeight, checked);
    for (std::size_t t = 0; t < tables.size(); ++t) {
        QTextTable& table = *tables[t];
        for (int r = 0; r < table.rows(); ++r) {
            findBrokenWords(table, r, QStringLiteral("table %1 row %2").arg(t).arg(r),
                            checked.broken);
            const Span span = rowSpan(layout, table, r);
            if (span.bottom < span.top) {
                continue; // no text in the row
            }
            ++checked.rows;
            // A row taller than a page cannot be kept together (none is, in the examples).
            EXPECT_LT(span.bottom - span.top, pageHeight * 0.8) << example << " table " << t;
            const int first = pageOf(span.top, pageHeight);
            const int last = pageOf(span.bottom - 1.0, pageHeight);
            if (first != last) {
                checked.split << QStringLiteral("table %1 row %2: pages %3-%4")
                                     .arg(t)
                                     .arg(r)
                                     .arg(first + 1)
                                     .arg(last + 1);
            }
        }
    }
    return checked;
}

class PdfRowSplit : public ::testing::TestWithParam<std::string> {
protected:
    void TearDown() override { i18n::applyLanguage(QStringLiteral("en")); }
};

// Lays out every example in the test's language on A4 and Letter, once per
// language for all the tests.
std::vector<std::pair<std::string, Checked>> layOutEveryExample(const std::string& language) {
    const QString code = QString::fromStdString(language);
    i18n::applyLanguage(code);
    EXPECT_EQ(i18n::currentLanguage(), code);
    const QStringList examples =
        QDir(examplesDir()).entryList({QStringLiteral("*.accel.json")}, QDir::Files, QDir::Name);
    EXPECT_GE(examples.size(), 4);
    EXPECT_TRUE(examples.contains(QLatin1String(kPartly)));
    std::vector<std::pair<std::string, Checked>> all;
    for (const QString& example : examples) {
        for (const QPageSize::PageSizeId size : {QPageSize::A4, QPageSize::Letter}) {
            all.emplace_back(example.toStdString() + (size == QPageSize::A4 ? " A4" : " Letter"),
                             checkRows(qPrintable(example), size));
        }
    }
    return all;
}

const std::vector<std::pair<std::string, Checked>>& checkEveryExample(const std::string& language) {
    static std::map<std::string, std::vector<std::pair<std::string, Checked>>> checked;
    if (!checked.contains(language)) {
        checked[language] = layOutEveryExample(language);
    }
    return checked[language];
}

TEST_P(PdfRowSplit, NoTableRowStraddlesAPageBreak) {
    for (const auto& [where, checked] : checkEveryExample(GetParam())) {
        SCOPED_TRACE(where);
        EXPECT_GT(checked.rows, 10);
        EXPECT_GE(checked.pages, 2) << "a one-page report proves nothing about page breaks";
        EXPECT_TRUE(checked.split.isEmpty())
            << checked.split.join(QStringLiteral("; ")).toStdString();
    }
}

// The French report of the JAX example printed a page holding nothing but
// its header and footer: its annex table was split where the piece before
// ended at the very foot of a page, and the next piece started a page
// further on.
TEST_P(PdfRowSplit, NoPageIsLeftEmpty) {
    for (const auto& [where, checked] : checkEveryExample(GetParam())) {
        SCOPED_TRACE(where);
        EXPECT_TRUE(checked.empty.isEmpty())
            << "empty page " << checked.empty.value(0) << " of " << checked.pages;
    }
}

// Issue 38: the French report of the JAX example split source [6] across
// its last two pages, and its last page held only the end of that entry and
// one more source.
TEST_P(PdfRowSplit, NoListItemIsSplitAndTheLastPageIsNotNearlyEmpty) {
    for (const auto& [where, checked] : checkEveryExample(GetParam())) {
        SCOPED_TRACE(where);
        EXPECT_GT(checked.items, 5);
        EXPECT_TRUE(checked.splitItems.isEmpty())
            << checked.splitItems.join(QStringLiteral("; ")).toStdString();
        EXPECT_TRUE(checked.pages == 1 || checked.lastPageLines >= render::kLastPageLeastLines)
            << "the last page, " << checked.pages << ", holds " << checked.lastPageLines
            << " lines";
    }
}

// Issue 38: in the French report of the JAX example "Ce qui changerait la
// recommandation" and its introduction ended page 1, its table began page 2.
TEST_P(PdfRowSplit, NoHeadingIsTheLastThingOnItsPage) {
    for (const auto& [where, checked] : checkEveryExample(GetParam())) {
        SCOPED_TRACE(where);
        EXPECT_GT(checked.headings, 5);
        EXPECT_TRUE(checked.stranded.isEmpty())
            << checked.stranded.join(QStringLiteral("; ")).toStdString();
    }
}

// Issue 38: the French report of the JAX example printed the bill's third
// row alone on a page under a repeated header.
TEST_P(PdfRowSplit, NoTableLeavesALoneRowOnEitherSideOfABreak) {
    int splitTables = 0;
    for (const auto& [where, checked] : checkEveryExample(GetParam())) {
        SCOPED_TRACE(where);
        splitTables += checked.splitTables;
        EXPECT_TRUE(checked.lonely.isEmpty())
            << checked.lonely.join(QStringLiteral("; ")).toStdString();
    }
    EXPECT_GT(splitTables, 0) << "no table is split at all: the check proves nothing";
}

TEST_P(PdfRowSplit, NoWordInATableIsBrokenInside) {
    for (const auto& [where, checked] : checkEveryExample(GetParam())) {
        SCOPED_TRACE(where);
        EXPECT_GT(checked.rows, 10);
        EXPECT_TRUE(checked.broken.isEmpty())
            << checked.broken.join(QStringLiteral("; ")).toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, PdfRowSplit, ::testing::ValuesIn(test::languageCodes()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

} // namespace
} // namespace accel::test
