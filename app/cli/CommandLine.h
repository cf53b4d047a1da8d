#pragma once

#include <QStringList>

namespace accel::cli {

// True when the arguments ask for a headless command (no window, no display).
bool isHeadlessInvocation(const QStringList& arguments);

// Runs a headless command and returns its exit code. Needs a QCoreApplication.
int runCommandLine(const QStringList& arguments);

} // namespace accel::cli
