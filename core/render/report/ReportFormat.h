#pragma once

#include <QString>

#include <optional>

namespace accel::render {

// The report's file formats, named without drawing anything: the window's
// File > Export report needs them before the report writers are loaded.
enum class ReportFormat { Pdf, Html, Markdown };

// "pdf", "html", "md" (also "markdown", "htm"); nullopt when unknown.
std::optional<ReportFormat> reportFormatFromName(const QString& name);
// From the file name's suffix: .pdf, .html/.htm, .md/.markdown.
std::optional<ReportFormat> reportFormatFromPath(const QString& path);
QString reportFormatSuffix(ReportFormat format); // "pdf", "html", "md"

} // namespace accel::render
