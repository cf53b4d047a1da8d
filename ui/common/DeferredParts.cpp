#include "ui/common/DeferredParts.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QLoggingCategory>
#include <QMessageBox>

#include <cstdio>
#include <cstdlib>

namespace accel::ui {

namespace {

Q_LOGGING_CATEGORY(lcDeferred, "accel.deferred", QtInfoMsg)

const DeferredParts* g_parts = nullptr;

QString programFolder() {
    // Before QCoreApplication exists (the command line asks early), the kernel knows.
    if (QCoreApplication::instance()) {
        return QCoreApplication::applicationDirPath();
    }
    return QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).path();
}

// Beside the program in the build tree; in the library folder once installed
// (ACCEL_DEFERRED_MODULE_DIR is that folder relative to the program's).
QStringList moduleCandidates() {
    const QDir here(programFolder());
    const QString name = QStringLiteral(ACCEL_DEFERRED_MODULE_NAME);
    return {here.filePath(name),
            QDir::cleanPath(here.filePath(QStringLiteral(ACCEL_DEFERRED_MODULE_DIR "/") + name))};
}

QString noSuchFile(const QString& path) {
    return QCoreApplication::translate("DeferredParts", "%1: no such file")
        .arg(QDir::toNativeSeparators(path));
}

QString missingOrDamaged(const QStringList& reasons) {
    return QCoreApplication::translate("DeferredParts",
                                       "A file of Accelerator Advisor is missing or damaged (%1). "
                                       "Reinstall the accel-advisor package.")
        .arg(reasons.join(QStringLiteral("; ")));
}

bool load(QString* error) {
    QStringList reasons;
    for (const QString& path : moduleCandidates()) {
        if (!QFileInfo::exists(path)) {
            reasons << noSuchFile(path);
            continue;
        }
        QLibrary module(path);
        // Every symbol now, so that a damaged installation fails here and
        // not halfway through drawing a chart.
        module.setLoadHints(QLibrary::ResolveAllSymbolsHint);
        using Entry = const DeferredParts* (*)();
        const auto entry = reinterpret_cast<Entry>(module.resolve("accelDeferredParts"));
        if (!entry) {
            reasons << module.errorString();
            continue;
        }
        g_parts = entry();
        qCDebug(lcDeferred).noquote() << "loaded" << path;
        return true; // the module stays loaded for the life of the process
    }
    if (error) {
        *error = missingOrDamaged(reasons);
    }
    // The caller says it, in its own way (a dialog, or one line for a command).
    qCDebug(lcDeferred).noquote() << "cannot load the deferred parts:" << reasons;
    return false;
}

} // namespace

bool deferredPartsPresent(QString* error) {
    if (g_parts) {
        return true;
    }
    QStringList reasons;
    for (const QString& path : moduleCandidates()) {
        if (QFileInfo::exists(path)) {
            return true;
        }
        reasons << noSuchFile(path);
    }
    if (error) {
        *error = missingOrDamaged(reasons);
    }
    return false;
}

bool preloadDeferredParts(QString* error) {
    return g_parts || load(error);
}

const DeferredParts& deferredParts() {
    QString error;
    if (!g_parts && !load(&error)) {
        // Only a damaged installation gets here: a missing file is told before
        // the window appears (GuiMain, deferredPartsPresent), and the window
        // asks at its first paint, before anything could be entered.
        std::fprintf(stderr, "accel-advisor: %s\n", qPrintable(error));
        if (qobject_cast<QApplication*>(QCoreApplication::instance())) {
            QMessageBox::critical(nullptr, QApplication::applicationDisplayName(), error);
        }
        std::exit(EXIT_FAILURE);
    }
    return *g_parts;
}

void useDeferredParts(const DeferredParts& parts) {
    g_parts = &parts;
}

} // namespace accel::ui
