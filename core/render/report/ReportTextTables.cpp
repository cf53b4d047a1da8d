#include "render/report/ReportTextTables.h"

#include "render/report/ReportTypography.h"

#include <QTextCursor>
#include <QTextTable>

#include <algorithm>

namespace accel::render {

namespace {

using T = ReportTypography;

QTextTableFormat reportTableFormat(const report::Table& t) {
    QTextTableFormat format;
    format.setHeaderRowCount(1); // repeated at the top of every page the table spans
    format.setBorder(T::pt(0.5));
    format.setBorderBrush(T::rule());
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellPadding(T::pt(3));
    format.setCellSpacing(0);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setTopMargin(T::pt(2));
    format.setBottomMargin(T::pt(6));
    double total = 0.0;
    for (double w : t.columnWidths) {
        total += w;
    }
    if (t.columnWidths.size() == t.header.size() && total > 0.0) {
        QList<QTextLength> widths;
        for (double w : t.columnWidths) {
            widths << QTextLength(QTextLength::PercentageLength, 100.0 * w / total);
        }
        format.setColumnWidthConstraints(widths);
    }
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
    c.insertText(text, T::charFormat(font, T::text()));
}

// Rows [first, end) of `t` at the end of the document, under a copy of the
// header.
QTextTable* insertPiece(QTextCursor& cursor, const report::Table& t, const QTextTableFormat& format,
                        qsizetype first, qsizetype end) {
    const int columns = static_cast<int>(t.header.size());
    cursor.movePosition(QTextCursor::End);
    QTextTable* table = cursor.insertTable(static_cast<int>(end - first) + 1, columns, format);
    const QFont headerFont = T::font(T::kTable, true);
    const QFont cellFont = T::font(T::kTable);
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
    const QTextTableFormat format = reportTableFormat(table);
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
        pieces.push_back({insertPiece(cursor, table, pieceFormat, first, end), number,
                          static_cast<int>(first), heading});
        if (end >= table.rows.size()) {
            break;
        }
        first = end;
    }
    return pieces;
}

} // namespace accel::render
