#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace accel::report {
struct ReportDocument;
}

namespace accel::ui {

// Print Preview (preview) or the Print dialog for `report` over `window`,
// with the report's page size and title; a failure to draw is shown through
// showError(title, message).
void printReport(QWidget* window, const report::ReportDocument& report, bool preview,
                 const std::function<void(const QString&, const QString&)>& showError);

} // namespace accel::ui
