// The PDF report's tables, for every example profile (the partly answered one
// included), in every interface language, on A4 and Letter:
// - no table row is split across two pages: every row's lines (all blocks of
//   all its cells) start and end on the same page;
// - no word in a cell is broken between two letters: where a column is
//   narrower than a word, Qt breaks the word without a hyphen ("Gewicht" /
//   "ung"), so every line after a cell's first starts after a space (not a
//   no-break one), a hyphen, a dash or a slash;
// - every page prints some text.
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

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>
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
    QStringList split;  // "table t row r: pages a-b"
    QStringList broken; // "table t row r: Gewicht|ung"
    QList<int> empty;   // pages (from 1) without a line of text
};

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
    std::vector<QTextTable*> tables;
    collectTables(doc->rootFrame(), tables);
    EXPECT_FALSE(tables.empty()) << example;
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

// Lays out every example in the test's language on A4 and Letter.
std::vector<std::pair<std::string, Checked>> checkEveryExample(const std::string& language) {
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
