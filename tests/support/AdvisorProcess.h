#pragma once

// Runs the real accel-advisor as a user would from a terminal without a
// display: the commands must manage with no DISPLAY and no platform chosen.

#include "TestPaths.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace accel::test {

struct AdvisorRun {
    int exitCode = -1; // -1 when it crashed or did not finish
    QString out;
    QString err;
};

// This process's environment without a display or a chosen platform.
inline QProcessEnvironment headlessEnvironment() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    return env;
}

inline AdvisorRun runAdvisorHeadless(const QStringList& arguments, int timeoutMs = 120000) {
    QProcess process;
    process.setProcessEnvironment(headlessEnvironment());
    process.start(advisorExecutable(), arguments);
    AdvisorRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("accel-advisor did not finish within %1 ms").arg(timeoutMs);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace accel::test
