#include "ui/common/DeferredParts.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibrary>
#include <QLoggingCategory>
#include <QMessageBox>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <elf.h>
#include <link.h>

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

QString damaged(const QString& path) {
    return QCoreApplication::translate("DeferredParts", "%1: damaged, not a complete library")
        .arg(QDir::toNativeSeparators(path));
}

// Whether the file is a whole shared library for this machine, from its ELF
// header alone: a truncated download or copy loses the section table at the
// end of the file, an overwritten one its magic number. Reads 64 bytes, so
// that it can be asked before the window is built; a library that is whole
// but cannot be linked (a wrong Qt) is still found only when it is loaded.
bool looksWhole(const QString& path) {
    QFile file(path);
    ElfW(Ehdr) header{}; // the class this program is built for
    if (!file.open(QIODevice::ReadOnly) ||
        file.read(reinterpret_cast<char*>(&header), sizeof header) != sizeof header) {
        return false;
    }
    const auto size = static_cast<quint64>(file.size());
    const auto ends = [size](quint64 offset, quint64 count, quint64 entrySize) {
        return offset <= size && count * entrySize <= size - offset;
    };
    return std::memcmp(header.e_ident, ELFMAG, SELFMAG) == 0 &&
           header.e_ident[EI_CLASS] == (__ELF_NATIVE_CLASS == 64 ? ELFCLASS64 : ELFCLASS32) &&
           header.e_type == ET_DYN && ends(header.e_phoff, header.e_phnum, header.e_phentsize) &&
           ends(header.e_shoff, header.e_shnum, header.e_shentsize);
}

QString missingOrDamaged(const QStringList& reasons) {
    return QCoreApplication::translate("DeferredParts",
                                       "A file of Accelerator Advisor is missing or damaged (%1). "
                                       "Reinstall the accel-advisor package.")
        .arg(reasons.join(QStringLiteral("; ")));
}

// A file that is there but broken is the news; where the program also looked
// and found nothing is named only when no file was found at all.
QString mostTelling(const QStringList& missing, const QStringList& broken) {
    return missingOrDamaged(broken.isEmpty() ? missing : broken);
}

bool load(QString* error) {
    QStringList missing;
    QStringList broken;
    for (const QString& path : moduleCandidates()) {
        if (!QFileInfo::exists(path)) {
            missing << noSuchFile(path);
            continue;
        }
        QLibrary module(path);
        // Every symbol now, so that a damaged installation fails here and
        // not halfway through drawing a chart.
        module.setLoadHints(QLibrary::ResolveAllSymbolsHint);
        using Entry = const DeferredParts* (*)();
        const auto entry = reinterpret_cast<Entry>(module.resolve("accelDeferredParts"));
        if (!entry) {
            broken << module.errorString();
            continue;
        }
        g_parts = entry();
        qCDebug(lcDeferred).noquote() << "loaded" << path;
        return true; // the module stays loaded for the life of the process
    }
    if (error) {
        *error = mostTelling(missing, broken);
    }
    // The caller says it, in its own way (a dialog, or one line for a command).
    qCDebug(lcDeferred).noquote() << "cannot load the deferred parts:" << missing << broken;
    return false;
}

} // namespace

bool deferredPartsPresent(QString* error) {
    if (g_parts) {
        return true;
    }
    QStringList missing;
    QStringList broken;
    for (const QString& path : moduleCandidates()) {
        if (!QFileInfo::exists(path)) {
            missing << noSuchFile(path);
        } else if (!looksWhole(path)) {
            broken << damaged(path);
        } else {
            return true;
        }
    }
    if (error) {
        *error = mostTelling(missing, broken);
    }
    return false;
}

bool preloadDeferredParts(QString* error) {
    return g_parts || load(error);
}

const DeferredParts& deferredParts() {
    QString error;
    if (!g_parts && !load(&error)) {
        // Only a library that is whole but cannot be linked gets here: a
        // missing or truncated file is told before the window appears (GuiMain,
        // deferredPartsPresent), and the window asks at its first paint,
        // before anything could be entered.
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
