#pragma once

#include "model/report/ReportDocument.h"

#include <QSizeF>

#include <memory>

class QPaintDevice;
class QTextDocument;

namespace accel::render {

// The report as a paginated QTextDocument for a paged device (PDF writer or
// printer): headings, paragraphs, tables with repeated header rows, the chart
// as an embedded vector object, clickable links. `pageBody` is the area of a
// page left for content, in the device's pixels.
std::unique_ptr<QTextDocument> reportTextDocument(const report::ReportDocument& report,
                                                  QPaintDevice& device, const QSizeF& pageBody);

} // namespace accel::render
