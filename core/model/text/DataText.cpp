#include "model/text/DataText.h"

#include <QCoreApplication>

namespace accel {

QString listedText(const char* context, const QString& text) {
    // translate() gives the source text back when no translation holds it.
    return text.isEmpty() ? text : QCoreApplication::translate(context, text.toUtf8().constData());
}

} // namespace accel
