#pragma once

#include "model/Result.h"
#include "model/report/ReportDocument.h"

#include <QPageLayout>
#include <QPageSize>
#include <QSizeF>

class QPagedPaintDevice;

namespace accel::render {

// Paints the whole report on a paged device (QPdfWriter, or the QPrinter of a
// print preview or a print job), with the profile name in the running header
// and "Page n of m" in the footer. The device's page layout must be set.
// Returns the number of pages painted.
Result<int> paintReport(const report::ReportDocument& report, QPagedPaintDevice& device);

// The report's page: portrait, margins of 18 mm at the sides and 12 mm top
// and bottom (room for the running header and footer). PDF export, print
// preview and printing all use it.
QPageLayout reportPageLayout(QPageSize::PageSizeId pageSize);

// The area of each page left for the report's text (between the running
// header and footer), in the device's pixels: the page size of the document
// that paintReport() lays out.
QSizeF reportBodySize(const QPagedPaintDevice& device);

} // namespace accel::render
