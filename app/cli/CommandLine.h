#pragma once

#include <QStringList>

namespace accel::cli {

// The subcommands' names, as commands() (Commands.h) lists them.
const QStringList& commandNames();

// True when the arguments ask for a headless command (no window, no display).
bool isHeadlessInvocation(const QStringList& arguments);

// True when the headless command draws with widgets (Qt Charts) and so needs a
// QApplication rather than a QCoreApplication.
bool needsGuiApplication(const QStringList& arguments);

// Picks the offscreen platform unless the user chose one: headless commands
// must work without a display.
void preferOffscreenPlatform();

// Runs a headless command and returns its exit code. Needs a QCoreApplication.
int runCommandLine(const QStringList& arguments);

} // namespace accel::cli
