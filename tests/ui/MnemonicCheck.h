#pragma once

// Finds Alt+letter clashes in a window as Qt would see them: every shown
// button, group box, labelled field and tab, plus the menu bar's titles.
// Two of them on one letter make Qt alternate between them instead of acting.

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMap>
#include <QMenuBar>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

#include <functional>

namespace accel::test {

inline QChar mnemonicOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i; // "&&" is a literal ampersand
                continue;
            }
            return text[i + 1].toLower();
        }
    }
    return {};
}

// Every shown owner of an Alt+letter in `window` (menu titles, buttons, group
// boxes, labels with a buddy, tabs), by letter.
inline QMap<QChar, QStringList> mnemonicOwners(const QWidget& window) {
    QMap<QChar, QStringList> owners;
    const auto take = [&owners](const QString& text, const QString& who) {
        const QChar letter = mnemonicOf(text);
        if (!letter.isNull()) {
            owners[letter] << who + QStringLiteral(" '") +
                                  QString(text).remove(QLatin1Char('&')).left(40) +
                                  QLatin1Char('\'');
        }
    };
    if (const auto* main = qobject_cast<const QMainWindow*>(&window)) {
        for (const QAction* menu : main->menuBar()->actions()) {
            if (menu->isVisible()) {
                take(menu->text(), QStringLiteral("menu"));
            }
        }
    }
    for (const QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->window() != &window) {
            continue;
        }
        if (const auto* b = qobject_cast<const QAbstractButton*>(w)) {
            take(b->text(), QStringLiteral("button"));
        } else if (const auto* g = qobject_cast<const QGroupBox*>(w)) {
            take(g->title(), QStringLiteral("group"));
        } else if (const auto* l = qobject_cast<const QLabel*>(w)) {
            if (l->buddy()) {
                take(l->text(), QStringLiteral("label"));
            }
        } else if (const auto* t = qobject_cast<const QTabBar*>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                if (t->isTabVisible(i)) {
                    take(t->tabText(i), QStringLiteral("tab"));
                }
            }
        }
    }
    return owners;
}

// "letter: owner, owner" for every letter taken more than once.
inline QStringList mnemonicClashes(const QWidget& window) {
    const QMap<QChar, QStringList> owners = mnemonicOwners(window);
    QStringList clashes;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1) {
            clashes << QString(it.key()) + QStringLiteral(": ") +
                           it.value().join(QStringLiteral(", "));
        }
    }
    return clashes;
}

// The shown labelled fields without an Alt+letter although a letter of
// their label is free in the window: a field the keyboard could reach
// directly but cannot. (With every letter of its label taken, a field goes
// without, as in KDE's accelerator manager.) `reserved`: letters that parts
// of the window hidden now (a side panel at a small size) keep for themselves.
inline QStringList fieldsWithoutMnemonic(const QWidget& window, const QString& reserved = {}) {
    QMap<QChar, QStringList> owners = mnemonicOwners(window);
    for (const QChar c : reserved.toLower()) {
        owners[c] << QStringLiteral("reserved");
    }
    QStringList missing;
    for (const QLabel* l : window.findChildren<QLabel*>()) {
        if (!l->isVisible() || !l->buddy() || l->window() != &window ||
            !mnemonicOf(l->text()).isNull()) {
            continue;
        }
        QString free;
        for (const QChar c : l->text().toLower()) {
            if (c.isLetter() && !owners.contains(c) && !free.contains(c)) {
                free += c;
            }
        }
        if (!free.isEmpty()) {
            missing << QStringLiteral("'%1' (free: %2)").arg(l->text(), free);
        }
    }
    return missing;
}

// The shown labelled fields without an Alt+letter at all, whether or not a
// letter of their label is free: for the forms where every field must be
// reachable directly (Step 7, the Bill tab).
inline QStringList fieldsWithoutAnyMnemonic(const QWidget& window) {
    QStringList missing;
    for (const QLabel* l : window.findChildren<QLabel*>()) {
        if (l->isVisible() && l->buddy() && l->window() == &window &&
            mnemonicOf(l->text()).isNull()) {
            missing << QStringLiteral("'%1'").arg(l->text());
        }
    }
    return missing;
}

// How many of the shown labelled fields could have a letter at once, the
// letters of everything else (menus, buttons, groups, tabs, `reserved`)
// being fixed: a maximum bipartite matching of labels to the free letters of
// their text, found independently of the program's own assignment.
inline int mostFieldsThatCanHaveALetter(const QWidget& window, const QString& reserved = {}) {
    QString fixed = reserved.toLower();
    const QMap<QChar, QStringList> owners = mnemonicOwners(window);
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (!it.value().first().startsWith(QStringLiteral("label"))) {
            fixed += it.key();
        }
    }
    QList<QString> letters; // per field: the free letters of its text
    for (const QLabel* l : window.findChildren<QLabel*>()) {
        if (l->isVisible() && l->buddy() && l->window() == &window) {
            QString free;
            for (const QChar c : QString(l->text()).remove(QLatin1Char('&')).toLower()) {
                if (c.isLetterOrNumber() && !fixed.contains(c) && !free.contains(c)) {
                    free += c;
                }
            }
            letters << free;
        }
    }
    QMap<QChar, qsizetype> holder;
    const std::function<bool(qsizetype, QString&)> seat = [&](qsizetype f, QString& seen) {
        for (const QChar c : letters[f]) {
            if (seen.contains(c)) {
                continue;
            }
            seen += c;
            if (!holder.contains(c) || seat(holder[c], seen)) {
                holder[c] = f;
                return true;
            }
        }
        return false;
    };
    int seated = 0;
    for (qsizetype f = 0; f < letters.size(); ++f) {
        QString seen;
        seated += seat(f, seen) ? 1 : 0;
    }
    return seated;
}

// How many shown labelled fields have a letter.
inline int fieldsWithALetter(const QWidget& window) {
    int n = 0;
    for (const QLabel* l : window.findChildren<QLabel*>()) {
        n += l->isVisible() && l->buddy() && l->window() == &window &&
                     !mnemonicOf(l->text()).isNull()
                 ? 1
                 : 0;
    }
    return n;
}

} // namespace accel::test
