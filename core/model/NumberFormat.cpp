#include "NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel {

QString percentText(double share) {
    // Where the sign goes and whether a space precedes it depends on the language.
    return QCoreApplication::translate("NumberFormat", "%1%",
                                       "a percentage; %1 is the number, e.g. 42")
        .arg(QLocale().toString(share * 100.0, 'f', 0));
}

} // namespace accel
