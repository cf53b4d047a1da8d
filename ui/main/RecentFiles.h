#pragma once

#include <QStringList>

namespace accel::ui {

// The "Open Recent" list, kept in QSettings: newest first, capped, and files
// that no longer exist are dropped whenever the list is read.
class RecentFiles {
public:
    static constexpr int kMaxEntries = 8;

    [[nodiscard]] static QStringList list();
    static void add(const QString& path);
    static void remove(const QString& path);
    static void clear();

private:
    static void store(const QStringList& paths);
};

} // namespace accel::ui
