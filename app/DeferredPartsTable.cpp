// The deferred module's one entry point (ui/common/DeferredParts.h): what it
// offers the window and the command line, in one table.

#include "app/cli/CommandLine.h"
#include "render/report/ReportExport.h"
#include "services/CloudBillingPriceSource.h"
#include "services/KeychainSecretStore.h"
#include "ui/common/DeferredParts.h"
#include "ui/cost/CostView.h"
#include "ui/report/ReportPrinting.h"
#include "ui/sizing/SizingChartView.h"
#include "ui/wizard/FactorChartView.h"

namespace {

// The keychain answers within 10 s or is taken as unavailable.
constexpr int kKeychainTimeoutMs = 10000;

const accel::ui::DeferredParts kParts{
    [](bool compact, QWidget* parent) -> accel::ui::FactorChartPane* {
        return new accel::ui::FactorChartView(compact, parent);
    },
    [](QWidget* parent) -> accel::ui::SizingChartPane* {
        return new accel::ui::SizingChartView(parent);
    },
    [](QWidget* parent) -> accel::ui::CostPane* { return new accel::ui::CostView(parent); },
    &accel::render::renderReport,
    &accel::render::saveReportBytes,
    &accel::ui::printReport,
    &accel::services::CloudBillingPriceSource::create,
    [](QObject* parent) -> accel::sizing::SecretStore* {
        return new accel::services::KeychainSecretStore(accel::services::keychainServiceName(),
                                                        kKeychainTimeoutMs, parent);
    },
    &accel::cli::runCommandLine,
};

} // namespace

extern "C" const accel::ui::DeferredParts* accelDeferredParts() {
    return &kParts;
}
