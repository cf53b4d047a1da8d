// The GUI entry point: the main window, a profile given on the command line,
// and the offer to restore work left behind by a crash.

#include "app/LanguageOption.h"
#include "app/gui/TestHooks.h"
#include "i18n/Language.h"
#include "ui/common/AfterFirstPaint.h"
#include "ui/common/AppIcon.h"
#include "ui/main/DialogPrompts.h"
#include "ui/main/MainWindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QTimer>

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
    QApplication app(argc, argv);
    // --lang for this run; otherwise the language chosen in Settings, else the system's.
    if (!accel::app::applyLanguageOption(language, accel::i18n::savedLanguageChoice())) {
        return 2; // invalid usage, as for the commands
    }
    QApplication::setApplicationDisplayName(
        QApplication::translate("GuiMain", "Accelerator Advisor"));
    // Every window's icon, and the desktop file a Wayland compositor and the
    // task switcher match the windows to.
    QApplication::setWindowIcon(accel::ui::applicationIcon());
    QGuiApplication::setDesktopFileName(accel::ui::desktopId());

    std::unique_ptr<accel::ui::UserPrompts> prompts = std::make_unique<accel::ui::DialogPrompts>();
    prompts = accel::gui::wrapPromptsForTestHooks(std::move(prompts));
    accel::ui::MainWindow window(std::move(prompts));
    accel::gui::installStartupProbe(window);
    window.show();

    // A profile named on the command line is open before the first paint: the
    // first page shows its answers, not an empty profile for a moment.
    if (const QString profile = profileArgument(QApplication::arguments()); !profile.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, profile] {
            window.openProfileFile(QFileInfo(profile).absoluteFilePath());
        });
    }
    // The offer to restore work left by a crash comes after the first paint,
    // so that its dialog has a drawn window behind it.
    accel::ui::runAfterFirstPaint(window.centralWidget(), [&window] {
        window.offerRestore();
        accel::gui::applyTestHooks(window);
    });
    return QApplication::exec();
}
