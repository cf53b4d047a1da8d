#pragma once

#include "model/Result.h"
#include "render/report/ReportFormat.h"
#include "services/BillingConfig.h"

#include <QByteArray>
#include <QStringList>

#include <functional>

class QObject;
class QWidget;

namespace accel::report {
struct ReportDocument;
}
namespace accel::sizing {
class SecretStore;
}

namespace accel::ui {

class CostPane;
class FactorChartPane;
class SizingChartPane;

// The parts of the program that the first page does not need, and the
// libraries they bring: the charts (Qt Charts), the report writers and
// printing (Print Support, Svg), live prices (Network) and the keychain
// (QtKeychain), and the command line. Loading and relocating those libraries
// took half of the time between launch and the first page, so the program is
// linked without them and loads them as a module, accel-advisor-deferred.so,
// right after its first paint (docs/development.md, "Speed"). Everything in
// the window that needs one of them asks here.
//
// Tests and benchmarks link the parts directly (useLinkedDeferredParts()).
struct DeferredParts {
    FactorChartPane* (*factorChart)(bool compact, QWidget* parent);
    SizingChartPane* (*sizingChart)(QWidget* parent);
    CostPane* (*costView)(QWidget* parent);

    // render/report/ReportExport.h
    Result<QByteArray> (*renderReport)(const report::ReportDocument& report,
                                       render::ReportFormat format);
    Result<> (*saveReportBytes)(const QByteArray& bytes, const QString& path);
    // Print Preview (preview) or the Print dialog over `window`; a failure
    // is shown through showError(title, message).
    void (*printReport)(QWidget* window, const report::ReportDocument& report, bool preview,
                        const std::function<void(const QString&, const QString&)>& showError);

    services::PriceSourceFactory priceSource;
    // The operating system keychain (KeychainSecretStore), owned by parent.
    sizing::SecretStore* (*keychain)(QObject* parent);

    // app/cli/CommandLine.h: runs a headless command, returns its exit code.
    int (*runCommandLine)(const QStringList& arguments);
};

// The parts, loading the module the first time they are asked for. When the
// module cannot be loaded (a damaged installation), the reason is printed and
// shown, and the program ends: nothing has been entered by then, because the
// window loads the module right after its first paint (preloadDeferredParts).
const DeferredParts& deferredParts();

// Whether the module's file is where the program looks for it and whole (its
// ELF header and the tables it names fit in the file), without loading it: a
// look-up and 64 bytes read, cheap enough to ask before the window is built,
// so that a missing or truncated file is told before a window appears.
// On failure, `error` names the places looked at and what to do.
bool deferredPartsPresent(QString* error = nullptr);

// Loads the module now if it is not loaded yet; true when the parts are there.
// On failure, `error` names the file and the reason.
bool preloadDeferredParts(QString* error = nullptr);

// For programs that link the parts instead of loading them (tests, benchmarks):
// the table of this process, defined with the parts themselves.
void useDeferredParts(const DeferredParts& parts);

} // namespace accel::ui

// Defined by the parts (ui/DeferredPartsTable.cpp): the module's one entry point.
extern "C" const accel::ui::DeferredParts* accelDeferredParts();
