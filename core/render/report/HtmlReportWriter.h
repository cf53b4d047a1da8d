#pragma once

#include "model/report/ReportDocument.h"

#include <QByteArray>

namespace accel::render {

// The report as one self-contained HTML file (UTF-8): styles inside the file,
// the chart as inline SVG, no external resources. Well-formed XML as well as
// HTML5, so wikis and XML tools both take it. Printable (print styles).
// Drawing the chart needs a QApplication.
QByteArray htmlReport(const report::ReportDocument& report);

} // namespace accel::render
