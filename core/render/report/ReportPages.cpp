#include "render/report/ReportPages.h"

#include "render/report/ReportTextDocument.h"
#include "render/report/ReportTypography.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextDocument>

#include <cmath>

namespace accel::render {

namespace {

using T = ReportTypography;

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReportPages)
};

struct PageGeometry {
    QRectF header;
    QRectF body;
    QRectF footer;
};

PageGeometry geometryFor(const QPagedPaintDevice& device) {
    const double dpi = device.logicalDpiY();
    const double band = 24.0 / 72.0 * dpi; // header and footer: one line plus air
    const QRectF page(0, 0, device.width(), device.height());
    return {QRectF(page.left(), page.top(), page.width(), band),
            QRectF(page.left(), page.top() + band, page.width(), page.height() - 2 * band),
            QRectF(page.left(), page.bottom() - band, page.width(), band)};
}

void paintRunningText(QPainter& p, const PageGeometry& g, const report::ReportDocument& report,
                      int page, int pages) {
    p.save();
    p.setFont(T::font(T::kHeaderFooter));
    p.setPen(T::muted());
    const double dpi = p.device()->logicalDpiY();
    const double gap = 9.0 / 72.0 * dpi;
    // The first page carries the title block; the header repeats it from page 2.
    if (page > 0) {
        const QRectF text = g.header.adjusted(0, 0, 0, -gap);
        p.drawText(
            text, Qt::AlignLeft | Qt::AlignBottom,
            p.fontMetrics().elidedText(report.title, Qt::ElideRight, qRound(text.width() * 0.75)));
        p.setPen(QPen(T::rule(), 0.5 / 72.0 * dpi));
        p.drawLine(QLineF(g.header.bottomLeft() - QPointF(0, gap * 0.6),
                          g.header.bottomRight() - QPointF(0, gap * 0.6)));
        p.setPen(T::muted());
    }
    const QRectF foot = g.footer.adjusted(0, gap, 0, 0);
    p.drawText(
        foot, Qt::AlignLeft | Qt::AlignTop,
        p.fontMetrics().elidedText(report.profileName, Qt::ElideRight, qRound(foot.width() * 0.6)));
    p.drawText(foot, Qt::AlignRight | Qt::AlignTop,
               Text::tr("Page %1 of %2").arg(page + 1).arg(pages));
    p.restore();
}

} // namespace

QPageLayout reportPageLayout(QPageSize::PageSizeId pageSize) {
    return {QPageSize(pageSize), QPageLayout::Portrait, QMarginsF(18, 12, 18, 12),
            QPageLayout::Millimeter};
}

QSizeF reportBodySize(const QPagedPaintDevice& device) {
    return geometryFor(device).body.size();
}

Result<int> paintReport(const report::ReportDocument& report, QPagedPaintDevice& device) {
    const PageGeometry g = geometryFor(device);
    const std::unique_ptr<QTextDocument> doc = reportTextDocument(report, device, g.body.size());
    const int pages = doc->pageCount();

    QPainter painter;
    if (!painter.begin(&device)) {
        return Failure{Text::tr("cannot start drawing on the output device")};
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, T::text());
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !device.newPage()) {
            return Failure{Text::tr("cannot start page %1").arg(page + 1)};
        }
        paintRunningText(painter, g, report, page, pages);
        // Page n of the document is the slice [n * h, (n + 1) * h).
        const double top = page * g.body.height();
        painter.save();
        painter.translate(g.body.left(), g.body.top() - top);
        context.clip = QRectF(0, top, g.body.width(), g.body.height());
        painter.setClipRect(context.clip);
        doc->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    if (!painter.end()) {
        return Failure{Text::tr("cannot finish the document")};
    }
    return pages;
}

} // namespace accel::render
