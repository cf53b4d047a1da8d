#pragma once

#include "model/Result.h"
#include "model/report/ReportDocument.h"
#include "render/report/ReportFormat.h"

#include <QByteArray>

class QIODevice;

namespace accel::render {

// Writes the report in `format` to an open device. PDF and HTML draw the
// chart: they need a QApplication.
Result<> writeReport(const report::ReportDocument& report, ReportFormat format, QIODevice& out);

// The report file's bytes in memory (to save them elsewhere, e.g. off the
// GUI thread).
Result<QByteArray> renderReport(const report::ReportDocument& report, ReportFormat format);

// Writes `bytes` to `path` atomically (writeFileSafely in core/model: a
// temporary file that replaces the target only when complete, then read back
// and compared). Safe on any thread. A failure's reason names the path, the
// reason and what to do.
Result<> saveReportBytes(const QByteArray& bytes, const QString& path);

// Renders and writes the file atomically (QSaveFile): the target is replaced
// only when the whole new report has been written; on any failure an
// existing file is left as it was.
Result<> exportReport(const report::ReportDocument& report, ReportFormat format,
                      const QString& path);

} // namespace accel::render
