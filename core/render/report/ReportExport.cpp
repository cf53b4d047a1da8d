#include "render/report/ReportExport.h"

#include "io/SafeFileWrite.h"
#include "model/text/NumberFormat.h"
#include "render/report/HtmlReportWriter.h"
#include "render/report/MarkdownReportWriter.h"
#include "render/report/PdfReportWriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cerrno>

namespace accel::render {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReportExport)
};

// What the system said about the last failed call, in words. QFileDevice
// reports some failures (EFBIG, for one) only as "Unknown error".
QString systemReason(int error, const QString& fallback) {
    return error != 0 ? qt_error_string(error) : fallback;
}

Result<> writeBytes(QIODevice& out, const QByteArray& bytes) {
    errno = 0;
    if (out.write(bytes) != bytes.size()) {
        return Failure{systemReason(errno, out.errorString())};
    }
    return {};
}

} // namespace

Result<> writeReport(const report::ReportDocument& report, ReportFormat format, QIODevice& out) {
    switch (format) {
    case ReportFormat::Pdf:
        return writePdfReport(report, out);
    case ReportFormat::Html:
        return writeBytes(out, htmlReport(report));
    case ReportFormat::Markdown:
        return writeBytes(out, markdownReport(report));
    }
    return Failure{Text::tr("unknown report format")};
}

Result<QByteArray> renderReport(const report::ReportDocument& report, ReportFormat format) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const Result<> written = writeReport(report, format, buffer);
    if (!written) {
        return written.failure();
    }
    return bytes;
}

Result<> saveReportBytes(const QByteArray& bytes, const QString& path) {
    const Result<> written = io::writeFileSafely(path, bytes);
    if (written.ok()) {
        return {};
    }
    const QString shown = QDir::toNativeSeparators(path);
    Failure failure = written.failure();
    const QString& why = written.failure().reason;
    if (!failure.previousKept) {
        failure.reason = Text::tr("wrote %1, but %2; export the report again.").arg(shown, why);
    } else if (failure.targetIsFolder) {
        failure.reason = Text::tr("cannot write %1: %2; choose a file name.").arg(shown, why);
    } else if (!QFileInfo::exists(QFileInfo(path).absolutePath())) {
        failure.reason = Text::tr("cannot write %1: the folder %2 does not exist; nothing was "
                                  "written. Choose another folder, or create this one first.")
                             .arg(shown, QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
    } else if (QFileInfo::exists(path)) {
        // The write goes to a temporary file first: a failure leaves the old one whole.
        failure.reason =
            failure.writeCutShort
                ? Text::tr("cannot write %1: %2; the file already there was not changed. Choose "
                           "another place, or free some space.")
                      .arg(shown, why)
                : Text::tr("cannot write %1: %2; the file already there was not changed. Choose "
                           "another folder, or check that this one can be written to.")
                      .arg(shown, why);
    } else {
        failure.reason = failure.writeCutShort
                             ? Text::tr("cannot write %1: %2; nothing was written. Choose another "
                                        "place, or free some space.")
                                   .arg(shown, why)
                             : Text::tr("cannot write %1: %2; nothing was written. Choose another "
                                        "folder, or check that this one can be written to.")
                                   .arg(shown, why);
    }
    return failure;
}

Result<> exportReport(const report::ReportDocument& report, ReportFormat format,
                      const QString& path) {
    // Render first, then write: a report is small, and one write path means one
    // place that checks what reached the disk.
    const Result<QByteArray> bytes = renderReport(report, format);
    if (!bytes) {
        return Failure{
            withFullStop(Text::tr("cannot write %1: %2")
                             .arg(QDir::toNativeSeparators(path), bytes.failure().reason))};
    }
    return saveReportBytes(*bytes, path);
}

} // namespace accel::render
