#include "ui/main/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace accel::ui {

namespace {

QString key() {
    return QStringLiteral("files/recent");
}

} // namespace

QStringList RecentFiles::list() {
    const QStringList stored = QSettings().value(key()).toStringList();
    QStringList existing;
    for (const QString& path : stored) {
        if (QFileInfo::exists(path) && !existing.contains(path)) {
            existing << path;
        }
    }
    if (existing.size() > kMaxEntries) {
        existing = existing.mid(0, kMaxEntries);
    }
    if (existing != stored) {
        store(existing);
    }
    return existing;
}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList paths = list();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    store(paths.mid(0, kMaxEntries));
}

void RecentFiles::remove(const QString& path) {
    QStringList paths = QSettings().value(key()).toStringList();
    paths.removeAll(QFileInfo(path).absoluteFilePath());
    store(paths);
}

void RecentFiles::clear() {
    store({});
}

void RecentFiles::store(const QStringList& paths) {
    QSettings().setValue(key(), paths);
}

} // namespace accel::ui
