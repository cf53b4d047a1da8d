#include "render/report/PdfReportWriter.h"

#include "render/report/ReportPages.h"

#include <QIODevice>
#include <QPdfWriter>

namespace accel::render {

QPageSize::PageSizeId reportPageSize(const QLocale& locale) {
    if (locale.measurementSystem() == QLocale::ImperialUSSystem) {
        return QPageSize::Letter;
    }
    // Letter is also the norm in Canada and much of the Americas, which
    // otherwise measure in metric.
    switch (locale.territory()) {
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::Philippines:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

Result<> writePdfReport(const report::ReportDocument& report, QIODevice& out,
                        QPageSize::PageSizeId pageSize) {
    QPdfWriter writer(&out);
    writer.setTitle(report.title);
    writer.setCreator(report.creator);
    writer.setPageLayout(reportPageLayout(pageSize));
    const Result<int> painted = paintReport(report, writer);
    if (!painted) {
        return painted.failure();
    }
    return {};
}

} // namespace accel::render
