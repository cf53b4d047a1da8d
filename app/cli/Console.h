#pragma once

#include <QString>
#include <QTextStream>

namespace accel::cli {

// stdout for results, stderr for errors, as the contract asks.
class Console {
public:
    Console();
    void out(const QString& text);
    void err(const QString& text);
    // "accel-advisor: <file>: <path>: <message>"
    void error(const QString& message);

private:
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace accel::cli
