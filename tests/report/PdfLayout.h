#pragma once

// A report laid out exactly as the PDF export lays it out (the same writer,
// page layout and body size), for tests that look at where things land.

#include "render/report/ReportPages.h"
#include "render/report/ReportTextDocument.h"

#include <QBuffer>
#include <QPdfWriter>
#include <QTextDocument>

#include <memory>

namespace accel::test {

struct PdfLayout {
    QBuffer out;
    std::unique_ptr<QPdfWriter> writer;
    QSizeF body; // one page's text area, in the writer's pixels
    std::unique_ptr<QTextDocument> doc;
};

// Heap-allocated: the document keeps a pointer to the writer.
inline std::unique_ptr<PdfLayout> layOutAsPdf(const report::ReportDocument& report,
                                              QPageSize::PageSizeId pageSize = QPageSize::A4) {
    auto laid = std::make_unique<PdfLayout>();
    laid->out.open(QIODevice::WriteOnly);
    laid->writer = std::make_unique<QPdfWriter>(&laid->out);
    laid->writer->setPageLayout(render::reportPageLayout(pageSize));
    laid->body = render::reportBodySize(*laid->writer);
    laid->doc = render::reportTextDocument(report, *laid->writer, laid->body);
    return laid;
}

} // namespace accel::test
