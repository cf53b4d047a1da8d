// The GUI entry point: the main window, a profile given on the command line,
// and the offer to restore work left behind by a crash.

#include "app/LanguageOption.h"
#include "app/gui/FontConfigWarmUp.h"
#include "app/gui/TestHooks.h"
#include "i18n/Language.h"
#include "ui/common/AfterFirstPaint.h"
#include "ui/common/DeferredIconStyle.h"
#include "ui/common/DeferredParts.h"
#include "ui/common/WindowFont.h"
#include "ui/main/DialogPrompts.h"
#include "ui/main/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStyle>
#include <QTimer>

#include <chrono>
#include <cstdlib>
#include <memory>

namespace {

// The first argument that is not an option: the profile to open.
QString profileArgument(QStringList arguments) {
    (void)accel::i18n::takeLanguageOption(arguments);
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (!arguments[i].startsWith(QLatin1Char('-'))) {
            return arguments[i];
        }
    }
    return {};
}

} // namespace

int runGui(int argc, char** argv, const accel::app::LanguageOption& language) {
    QElapsedTimer phases;
    phases.start();
    accel::gui::FontConfigWarmUp fonts; // overlaps QApplication's construction
    QApplication app(argc, argv);
    // --lang for this run; otherwise the language chosen in Settings, else the system's.
    if (!accel::app::applyLanguageOption(language, accel::i18n::savedLanguageChoice())) {
        return 2; // invalid usage, as for the commands
    }
    QApplication::setStyle(new accel::ui::DeferredIconStyle(QApplication::style()->name()));
    accel::ui::useWindowFont();
    const qint64 appMs = phases.elapsed();
    QApplication::setApplicationDisplayName(
        QApplication::translate("GuiMain", "Accelerator Advisor"));

    // The window measures its texts from here on. The warm-up takes 5 to 8 ms
    // of CPU time on a two-core VM: 50 ms is a slow machine's margin, and a
    // machine too busy to run it is not waited for (gui/FontConfigWarmUp.h).
    const qint64 waitStartNs = phases.nsecsElapsed();
    const bool fontsReadAhead = fonts.waitWhileRunning(std::chrono::milliseconds(50));
    const qint64 waitedUs = (phases.nsecsElapsed() - waitStartNs) / 1000;
    std::unique_ptr<accel::ui::UserPrompts> prompts = std::make_unique<accel::ui::DialogPrompts>();
    prompts = accel::gui::wrapPromptsForTestHooks(std::move(prompts));
    // The charts, reports and keychain come from a module loaded after the
    // first paint: a missing one is told now, before a window appears.
    // (The prompts also log it on standard error, as every error they show.)
    if (QString missing; !accel::ui::deferredPartsPresent(&missing)) {
        prompts->showError(nullptr, QApplication::applicationDisplayName(), missing);
        return EXIT_FAILURE;
    }
    accel::ui::MainWindow window(std::move(prompts));
    const qint64 windowMs = phases.elapsed();
    accel::gui::installStartupProbe(window);
    window.show();
    accel::gui::reportStartupPhases(appMs, windowMs, phases.elapsed(),
                                    {fontsReadAhead, fonts.ranAtIdlePriority(), waitedUs});

    // A profile named on the command line is open before the first paint: the
    // first page shows its answers, not an empty profile for a moment.
    if (const QString profile = profileArgument(QApplication::arguments()); !profile.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, profile] {
            window.openProfileFile(QFileInfo(profile).absoluteFilePath());
        });
    }
    // The offer to restore work left by a crash reads the autosave folder:
    // after the first paint, so that its dialog has a drawn window behind it.
    accel::ui::runAfterFirstPaint(window.centralWidget(), [&window] {
        window.offerRestore();
        accel::gui::applyTestHooks(window);
    });
    return QApplication::exec();
}
