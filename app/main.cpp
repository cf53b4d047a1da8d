// accel-advisor: the wizard with no arguments or a profile; a headless
// command-line tool with a subcommand.

#include "cli/CommandLine.h"
#include "cli/ExitCode.h"

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

} // namespace

int runGui(int argc, char** argv); // gui/GuiMain.cpp

int main(int argc, char** argv) {
    try {
        const QStringList arguments = argumentsOf(argc, argv);
        if (accel::cli::needsGuiApplication(arguments)) {
            accel::cli::preferOffscreenPlatform();
            const QApplication app(argc, argv);
            describeApplication();
            return accel::cli::runCommandLine(QCoreApplication::arguments());
        }
        if (accel::cli::isHeadlessInvocation(arguments)) {
            const QCoreApplication app(argc, argv);
            describeApplication();
            return accel::cli::runCommandLine(QCoreApplication::arguments());
        }
        describeApplication();
        return runGui(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "accel-advisor: internal error: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "accel-advisor: internal error\n");
    }
    return accel::cli::InternalError;
}
