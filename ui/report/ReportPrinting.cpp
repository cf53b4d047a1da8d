#include "ui/report/ReportPrinting.h"

#include "model/report/ReportDocument.h"
#include "render/report/PdfReportWriter.h"
#include "render/report/ReportPages.h"
#include "ui/common/BusyCursor.h"

#include <QCoreApplication>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace accel::ui {

namespace {

// The translation context of this file's messages: ReportActions, whose
// actions these are.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReportActions)
};

void paintOn(QPrinter* printer, const report::ReportDocument& report,
             const std::function<void(const QString&, const QString&)>& showError) {
    const Result<int> painted = [&] {
        const BusyCursor busy;
        return render::paintReport(report, *printer);
    }();
    if (!painted) {
        showError(Text::tr("Print"),
                  Text::tr("Cannot print the report: %1").arg(painted.failure().reason));
    }
}

} // namespace

void printReport(QWidget* window, const report::ReportDocument& report, bool preview,
                 const std::function<void(const QString&, const QString&)>& showError) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(report.title);
    printer.setCreator(report.creator);
    printer.setPageLayout(render::reportPageLayout(render::reportPageSize()));
    if (preview) {
        QPrintPreviewDialog dialog(&printer, window);
        dialog.setWindowTitle(Text::tr("Print Preview \u2014 %1").arg(report.profileName));
        QObject::connect(
            &dialog, &QPrintPreviewDialog::paintRequested, &dialog,
            [&report, &showError](QPrinter* target) { paintOn(target, report, showError); });
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, window);
    dialog.setWindowTitle(Text::tr("Print Report"));
    if (dialog.exec() == QDialog::Accepted) {
        paintOn(&printer, report, showError);
    }
}

} // namespace accel::ui
