#pragma once

#include "model/Result.h"
#include "model/report/ReportDocument.h"

#include <QLocale>
#include <QPageSize>

class QIODevice;

namespace accel::render {

// Letter where it is the office paper size, A4 everywhere else.
QPageSize::PageSizeId reportPageSize(const QLocale& locale = QLocale());

// Writes the report as PDF to `out` (a QSaveFile, a QBuffer...): vector chart,
// embedded fonts, selectable text, clickable links, title and creator
// metadata.
Result<> writePdfReport(const report::ReportDocument& report, QIODevice& out,
                        QPageSize::PageSizeId pageSize = reportPageSize());

} // namespace accel::render
