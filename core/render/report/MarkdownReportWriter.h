#pragma once

#include "model/report/ReportDocument.h"

#include <QByteArray>

namespace accel::render {

// The report as Markdown (CommonMark with GitHub-style tables) for wikis: the
// chart becomes a table with a text bar per factor. Needs no QApplication.
QByteArray markdownReport(const report::ReportDocument& report);

} // namespace accel::render
