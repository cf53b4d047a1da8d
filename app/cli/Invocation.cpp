#include "app/cli/CommandLine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

// What the program was asked to do: a headless command or the window.

namespace accel::cli {

const QStringList& commandNames() {
    static const QStringList names{QStringLiteral("evaluate"), QStringLiteral("validate"),
                                   QStringLiteral("estimate"), QStringLiteral("report"),
                                   QStringLiteral("cost")};
    return names;
}

bool isHeadlessInvocation(const QStringList& arguments) {
    if (arguments.size() < 2) {
        return false;
    }
    const QString& first = arguments.at(1);
    static const QStringList flags{QStringLiteral("-h"), QStringLiteral("--help"),
                                   QStringLiteral("-v"), QStringLiteral("--version"),
                                   QStringLiteral("help")};
    if (flags.contains(first) || commandNames().contains(first)) {
        return true;
    }
    // A bare word that is no file ("evalute") is a mistyped command: answer
    // on the terminal instead of opening a window on a profile that isn't there.
    const bool looksLikeFile = first.contains(QLatin1Char('/')) ||
                               first.contains(QLatin1Char('.')) || QFileInfo::exists(first);
    return !first.startsWith(QLatin1Char('-')) && !looksLikeFile;
}

bool needsGuiApplication(const QStringList& arguments) {
    // The report draws its chart with Qt Charts, which are widgets.
    return arguments.size() >= 2 && arguments.at(1) == QStringLiteral("report");
}

void preferOffscreenPlatform() {
    // Headless commands never open a window: without this, a missing DISPLAY
    // would abort the program before it writes anything.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // Under cron or ssh there is often no XDG_RUNTIME_DIR, and Qt would
    // print a warning among the command's output: give it a private one
    // (mode 0700) that is removed when the program ends.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        static const QTemporaryDir runtime(QDir::tempPath() +
                                           QStringLiteral("/accel-advisor-runtime-XXXXXX"));
        if (runtime.isValid()) {
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime.path()));
        }
    }
}

} // namespace accel::cli
