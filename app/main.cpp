// accel-advisor: the wizard with no arguments or a profile; a headless
// command-line tool with a subcommand. "--lang CODE" works with both.

#include "app/LanguageOption.h"
#include "app/cli/CommandLine.h"
#include "app/cli/ExitCode.h"
#include "i18n/Language.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>
#include <exception>

namespace {

void describeApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("accel-advisor"));
    QCoreApplication::setOrganizationName(QStringLiteral("AcceleratorAdvisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACCEL_VERSION));
}

QStringList argumentsOf(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    return arguments;
}

// The command line once the language is set: its arguments without "--lang CODE".
int runHeadless(const accel::app::LanguageOption& language) {
    describeApplication();
    // Commands follow --lang or the system's language, not the GUI's setting,
    // as command-line tools conventionally do.
    if (!accel::app::applyLanguageOption(language)) {
        return accel::cli::InvalidInput;
    }
    QStringList arguments = QCoreApplication::arguments();
    (void)accel::i18n::takeLanguageOption(arguments);
    return accel::cli::runCommandLine(arguments);
}

} // namespace

int runGui(int argc, char** argv, const accel::app::LanguageOption& language); // gui/GuiMain.cpp

int main(int argc, char** argv) {
    try {
        QStringList arguments = argumentsOf(argc, argv);
        accel::app::LanguageOption language;
        language.code = accel::i18n::takeLanguageOption(arguments, &language.missingValue);
        if (accel::cli::needsGuiApplication(arguments)) {
            accel::cli::preferOffscreenPlatform();
            const QApplication app(argc, argv);
            return runHeadless(language);
        }
        if (accel::cli::isHeadlessInvocation(arguments)) {
            const QCoreApplication app(argc, argv);
            return runHeadless(language);
        }
        describeApplication();
        return runGui(argc, argv, language);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "accel-advisor: internal error: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "accel-advisor: internal error\n");
    }
    return accel::cli::InternalError;
}
