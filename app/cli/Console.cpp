#include "app/cli/Console.h"

#include <cstdio>

namespace accel::cli {

Console::Console()
    : m_out(stdout)
    , m_err(stderr) {}

void Console::out(const QString& text) {
    m_out << text;
    m_out.flush();
}

void Console::err(const QString& text) {
    m_err << text;
    m_err.flush();
}

void Console::error(const QString& message) {
    err(QStringLiteral("accel-advisor: ") + message + QLatin1Char('\n'));
}

} // namespace accel::cli
