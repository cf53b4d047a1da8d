#include "render/report/ReportTextTables.h"

#include "model/text/NumberFormat.h"
#include "render/report/ReportTypography.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <algorithm>

namespace accel::render {

namespace {

using T = ReportTypography;

// A table of many columns (the sizing candidates: nine) is set a little
// smaller and tighter, so that its figures fit their columns on one or two
// lines instead of breaking inside a number.
bool isDense(const report::Table& t) {
    return t.header.size() >= 8;
}

double fontSize(const report::Table& t) {
    return isDense(t) ? T::kTable - 1.0 : T::kTable;
}

double cellPadding(const report::Table& t) {
    return isDense(t) ? T::pt(2) : T::pt(3);
}

// The widest piece of `text` that a line cannot break: Qt breaks lines at
// spaces (not at no-break ones) and after hyphens, dashes and slashes.
// Not QTextBoundaryFinder: Qt's layout also breaks at spaces where Unicode
// line breaking would not ("CUDA, | ...)"), so its pieces are too wide.
double widestUnbreakable(const QString& text, const QFontMetricsF& metrics) {
    const auto breaksBefore = [](QChar ch) {
        return ch.isSpace() && ch != QChar::Nbsp && ch != QChar(0x202F) && ch != QChar(0x2007);
    };
    const auto breaksAfter = [](QChar ch) {
        return ch == QLatin1Char('-') || ch == QLatin1Char('/') || ch == QChar(0x2013);
    };
    double widest = 0.0;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool end = i == text.size();
        if (end || breaksBefore(text.at(i))) {
            widest = std::max(widest, metrics.horizontalAdvance(text.mid(start, i - start)));
            start = i + 1;
        } else if (breaksAfter(text.at(i))) {
            widest = std::max(widest, metrics.horizontalAdvance(text.mid(start, i - start + 1)));
            start = i + 1;
        }
    }
    return widest;
}

// The widest figure of a numbers cell, which should not wrap inside: a
// value and its range ("18.8 days", "(15.2–24.7 days)") or the parts of a
// list ("12 tokens/s; 3 per user") each stay on one line.
double widestFigure(const QString& text, const QFontMetricsF& metrics) {
    static const QRegularExpression parts(QStringLiteral("(?<=;) | (?=\\()"));
    double widest = 0.0;
    for (const QString& part : text.split(parts, Qt::SkipEmptyParts)) {
        widest = std::max(widest, metrics.horizontalAdvance(part));
    }
    return widest;
}

// Each column's share of the table: the section's relative widths, but never
// narrower than the longest word in the column (header included), nor a
// numbers column narrower than its widest figure. A column
// narrower than a word breaks it between two letters without a hyphen:
// "Gewicht" / "ung" in German, "Importa" / "nce" in French.
QList<double> columnShares(const report::Table& t, const QTextDocument& doc, double cellExtra) {
    const auto columns = t.header.size();
    QList<double> wanted(columns, 1.0);
    if (t.columnWidths.size() == columns) {
        wanted = t.columnWidths;
    }
    double total = 0.0;
    for (const double w : wanted) {
        total += w;
    }
    for (double& w : wanted) {
        w = total > 0.0 ? w / total : 1.0 / static_cast<double>(columns);
    }
    const double width = doc.pageSize().width();
    QPaintDevice* device = doc.documentLayout()->paintDevice();
    if (width <= 0.0 || !device) {
        return wanted;
    }
    // Lengths in formats are in 96-dpi pixels, which the layout scales to the
    // device; the page width and the fonts' metrics are the device's own.
    const double toDevice = device->logicalDpiX() / 96.0;
    const QFontMetricsF headerMetrics(T::font(fontSize(t), true), device);
    const QFontMetricsF cellMetrics(T::font(fontSize(t)), device);
    QList<double> least(columns, 0.0);
    for (qsizetype c = 0; c < columns; ++c) {
        const bool numbers = t.numericColumns.contains(static_cast<int>(c));
        double word = widestUnbreakable(t.header[c], headerMetrics);
        for (const QStringList& row : t.rows) {
            word = std::max(word, numbers ? widestFigure(row.value(c), cellMetrics)
                                          : widestUnbreakable(row.value(c), cellMetrics));
        }
        least[c] = (word + cellExtra * toDevice) / width;
    }
    // Columns that would be too narrow get what their words need; the others
    // share the rest as the section asked, until none is too narrow.
    QList<bool> atLeast(columns, false);
    while (true) {
        double rest = 1.0;
        double restWanted = 0.0;
        for (qsizetype c = 0; c < columns; ++c) {
            if (atLeast[c]) {
                rest -= least[c];
            } else {
                restWanted += wanted[c];
            }
        }
        if (rest <= 0.0 || restWanted <= 0.0) {
            // Every column is as narrow as its words allow: they share the
            // page in that proportion (some words still break if the page is
            // narrower than all of them).
            double sum = 0.0;
            for (const double share : least) {
                sum += share;
            }
            for (double& share : least) {
                share /= sum;
            }
            return least;
        }
        bool changed = false;
        for (qsizetype c = 0; c < columns; ++c) {
            if (!atLeast[c] && wanted[c] / restWanted * rest < least[c]) {
                atLeast[c] = true;
                changed = true;
            }
        }
        if (!changed) {
            QList<double> shares(columns);
            for (qsizetype c = 0; c < columns; ++c) {
                shares[c] = atLeast[c] ? least[c] : wanted[c] / restWanted * rest;
            }
            return shares;
        }
    }
}

QTextTableFormat reportTableFormat(const report::Table& t, const QTextDocument& doc) {
    QTextTableFormat format;
    format.setHeaderRowCount(1); // repeated at the top of every page the table spans
    format.setBorder(T::pt(0.5));
    format.setBorderBrush(T::rule());
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellPadding(cellPadding(t));
    format.setCellSpacing(0);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setTopMargin(T::pt(2));
    format.setBottomMargin(T::pt(6));
    // Padding on both sides, a border, and a point to spare for rounding.
    const double cellExtra = 2.0 * cellPadding(t) + T::pt(0.5) + T::pt(1);
    QList<QTextLength> widths;
    for (const double share : columnShares(t, doc, cellExtra)) {
        widths << QTextLength(QTextLength::PercentageLength, 100.0 * share);
    }
    format.setColumnWidthConstraints(widths);
    return format;
}

void fillCell(QTextTable& table, int row, int column, const QString& text, const QFont& font,
              const QColor& background, bool numeric) {
    QTextTableCell cell = table.cellAt(row, column);
    QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
    cellFormat.setBackground(background);
    cell.setFormat(cellFormat);
    QTextCursor c = cell.firstCursorPosition();
    QTextBlockFormat block;
    block.setAlignment(numeric ? Qt::AlignRight : Qt::AlignLeft);
    block.setLineHeight(112, QTextBlockFormat::ProportionalHeight);
    c.setBlockFormat(block);
    c.insertText(numeric ? keepRangesWhole(text) : text, T::charFormat(font, T::text()));
}

// Rows [first, end) of `t` at the end of the document, under a copy of the
// header.
QTextTable* insertPiece(QTextCursor& cursor, const report::Table& t, const QTextTableFormat& format,
                        qsizetype first, qsizetype end) {
    const int columns = static_cast<int>(t.header.size());
    cursor.movePosition(QTextCursor::End);
    QTextTable* table = cursor.insertTable(static_cast<int>(end - first) + 1, columns, format);
    const QFont headerFont = T::font(fontSize(t), true);
    const QFont cellFont = T::font(fontSize(t));
    for (int c = 0; c < columns; ++c) {
        fillCell(*table, 0, c, t.header[c], headerFont, T::tableHeader(),
                 t.numericColumns.contains(c));
    }
    for (qsizetype r = first; r < end; ++r) {
        // Stripes follow the report table's rows, whichever piece they are in.
        const QColor background = (r % 2) ? T::tableStripe() : palette::paper();
        for (int c = 0; c < columns; ++c) {
            fillCell(*table, static_cast<int>(r - first) + 1, c, t.rows[r].value(c), cellFont,
                     background, t.numericColumns.contains(c));
        }
    }
    cursor.movePosition(QTextCursor::End);
    return table;
}

} // namespace

void insertFactsTable(QTextCursor& cursor, const QList<report::Fact>& facts) {
    QTextTableFormat format;
    format.setBorder(0);
    format.setCellPadding(T::pt(1.5));
    format.setCellSpacing(0);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, 16),
                                      QTextLength(QTextLength::PercentageLength, 84)});
    format.setBottomMargin(T::pt(4));
    cursor.movePosition(QTextCursor::End);
    QTextTable* table = cursor.insertTable(static_cast<int>(facts.size()), 2, format);
    for (int r = 0; r < facts.size(); ++r) {
        QTextCursor label = table->cellAt(r, 0).firstCursorPosition();
        label.insertText(facts[r].label, T::charFormat(T::font(T::kBody, true), T::muted()));
        QTextCursor value = table->cellAt(r, 1).firstCursorPosition();
        value.insertText(facts[r].value, T::charFormat(T::font(T::kBody), T::text()));
    }
    cursor.movePosition(QTextCursor::End);
}

std::vector<PlacedTable> insertReportTable(QTextCursor& cursor, const report::Table& table,
                                           int number, int heading,
                                           const std::set<std::pair<int, int>>& rowBreaks) {
    const QTextTableFormat format = reportTableFormat(table, *cursor.document());
    std::vector<PlacedTable> pieces;
    qsizetype first = 0;
    // A table without rows still shows its header.
    while (first < table.rows.size() || first == 0) {
        qsizetype end = first + 1;
        while (end < table.rows.size() && !rowBreaks.contains({number, static_cast<int>(end)})) {
            ++end;
        }
        end = std::min(end, table.rows.size());
        QTextTableFormat pieceFormat = format;
        if (first > 0) {
            pieceFormat.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            pieceFormat.setTopMargin(0);
        }
        if (end < table.rows.size()) {
            // A page break follows: a margin below would only spill a piece
            // that ends at the foot of a page onto the next one.
            pieceFormat.setBottomMargin(0);
        }
        pieces.push_back({insertPiece(cursor, table, pieceFormat, first, end), number,
                          static_cast<int>(first), heading, static_cast<int>(table.rows.size())});
        if (end >= table.rows.size()) {
            break;
        }
        first = end;
    }
    return pieces;
}

} // namespace accel::render
