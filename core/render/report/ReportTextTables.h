#pragma once

#include "model/report/ReportDocument.h"
#include "render/report/TextDocumentPageBreaks.h"

#include <set>
#include <utility>
#include <vector>

class QTextCursor;

// The report's tables in the printed report's QTextDocument.
namespace accel::render {

// The title block's label/value lines: a borderless two-column table at the
// end of the document.
void insertFactsTable(QTextCursor& cursor, const QList<report::Fact>& facts);

// Report table number `number`, of the section under heading `heading`, at
// the end of the document: ruled, striped, numbers right-aligned. It is
// split into pieces before each of its data rows named in `rowBreaks`
// (table number, data row); every later piece starts a page, and each one
// repeats the header row. Returns the pieces in reading order.
std::vector<PlacedTable> insertReportTable(QTextCursor& cursor, const report::Table& table,
                                           int number, int heading,
                                           const std::set<std::pair<int, int>>& rowBreaks);

} // namespace accel::render
