#include "ReportExport.h"

#include "HtmlReportWriter.h"
#include "MarkdownReportWriter.h"
#include "PdfReportWriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

namespace accel::report {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ReportExport", text);
}

// What the system said about the last failed call, in words. QFileDevice
// reports some failures (EFBIG, for one) only as "Unknown error".
QString systemReason(int error, const QString& fallback) {
    return error != 0 ? qt_error_string(error) : fallback;
}

QString writeBytes(QIODevice& out, const QByteArray& bytes) {
    errno = 0;
    if (out.write(bytes) != bytes.size()) {
        return systemReason(errno, out.errorString());
    }
    return {};
}

// Commits only a complete file. A write cut short (file size limit, full
// disk) can leave QSaveFile without an error, so the bytes on disk are
// compared with the bytes written before the old file is replaced.
ExportOutcome commit(QSaveFile& file, const QString& shown) {
    const bool flushed = file.flush();
    if (file.size() != file.pos()) {
        file.cancelWriting();
        return {false, tr("cannot write %1: only %2 of %3 bytes reached the disk (is it full, or "
                          "is there a file size limit?)")
                           .arg(shown)
                           .arg(file.size())
                           .arg(file.pos())};
    }
    if (!flushed || file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return {false, tr("cannot write %1: %2").arg(shown, reason)};
    }
    if (!file.commit()) {
        return {false, tr("cannot write %1: %2").arg(shown, file.errorString())};
    }
    return {true, {}};
}

} // namespace

std::optional<ReportFormat> reportFormatFromName(const QString& name) {
    const QString n = name.toLower();
    if (n == QStringLiteral("pdf")) {
        return ReportFormat::Pdf;
    }
    if (n == QStringLiteral("html") || n == QStringLiteral("htm")) {
        return ReportFormat::Html;
    }
    if (n == QStringLiteral("md") || n == QStringLiteral("markdown")) {
        return ReportFormat::Markdown;
    }
    return std::nullopt;
}

std::optional<ReportFormat> reportFormatFromPath(const QString& path) {
    return reportFormatFromName(QFileInfo(path).suffix());
}

QString reportFormatSuffix(ReportFormat format) {
    switch (format) {
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Markdown:
        return QStringLiteral("md");
    }
    return {};
}

QString writeReport(const ReportDocument& report, ReportFormat format, QIODevice& out) {
    switch (format) {
    case ReportFormat::Pdf:
        return writePdfReport(report, out);
    case ReportFormat::Html:
        return writeBytes(out, htmlReport(report));
    case ReportFormat::Markdown:
        return writeBytes(out, markdownReport(report));
    }
    return tr("unknown report format");
}

QByteArray renderReport(const ReportDocument& report, ReportFormat format, QString* error) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QString problem = writeReport(report, format, buffer);
    if (!problem.isEmpty()) {
        if (error) {
            *error = problem;
        }
        return {};
    }
    return bytes;
}

ExportOutcome saveReportBytes(const QByteArray& bytes, const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    if (QFileInfo(path).isDir()) {
        // QSaveFile would say only "Is a directory" or worse; say what it means.
        return {false, tr("cannot write %1: it is a directory").arg(shown)};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {false, tr("cannot write %1: %2").arg(shown, file.errorString())};
    }
    errno = 0;
    if (file.write(bytes) != bytes.size()) {
        const QString reason = systemReason(errno, file.errorString());
        file.cancelWriting();
        return {false, tr("cannot write %1: %2").arg(shown, reason)};
    }
    return commit(file, shown);
}

ExportOutcome exportReport(const ReportDocument& report, ReportFormat format, const QString& path) {
    // Render first, then write: a report is small, and one write path means one
    // place that checks what reached the disk.
    QString error;
    const QByteArray bytes = renderReport(report, format, &error);
    if (!error.isEmpty()) {
        return {false, tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), error)};
    }
    return saveReportBytes(bytes, path);
}

} // namespace accel::report
