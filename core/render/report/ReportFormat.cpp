#include "render/report/ReportFormat.h"

#include <QFileInfo>

namespace accel::render {

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

} // namespace accel::render
