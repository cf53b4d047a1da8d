#pragma once

#include <QAccessible>
#include <QLatin1String>
#include <QObject>
#include <QString>

namespace accel::ui {

// Gives every widget of class `Widget` (exactly that class, not its
// subclasses) the accessible interface `Interface`, constructed from a
// `Widget*`. Qt asks installed factories before its own, from the most
// derived class name up. Installing the same pair again does nothing.
template <typename Widget, typename Interface> void installAccessibleInterface() {
    static const bool installed = [] {
        QAccessible::installFactory(
            [](const QString& className, QObject* object) -> QAccessibleInterface* {
                if (className == QLatin1String(Widget::staticMetaObject.className()) &&
                    object->isWidgetType()) {
                    return new Interface(static_cast<Widget*>(object));
                }
                return nullptr;
            });
        return true;
    }();
    (void)installed;
}

} // namespace accel::ui
