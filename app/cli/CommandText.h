#pragma once

#include <QCoreApplication>
#include <QString>

namespace accel::cli {

// The translation context of every command-line message: each file of the
// command line says Text::tr, and lupdate files them all under "CommandLine"
// (it reads this declaration through the include).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

// --format: how a command prints what it found (text, json; pdf, html, md).
inline const QString kFormat = QStringLiteral("format");

} // namespace accel::cli
