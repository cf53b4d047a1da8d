#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/ExitCode.h"
#include "model/Profile.h"

#include <QCoreApplication>

namespace accel::cli {

void declareValidate(QCommandLineParser& parser) {
    parser.addPositionalArgument(QStringLiteral("PROFILE..."), Text::tr("Profiles to check."),
                                 QStringLiteral("PROFILE..."));
}

int runValidate(const QCommandLineParser& parser, Console& console) {
    const QStringList paths = parser.positionalArguments().mid(1);
    if (paths.isEmpty()) {
        console.error(Text::tr("validate needs at least one profile, for example: "
                               "accel-advisor validate project.accel.json"));
        return InvalidInput;
    }
    int worst = Success;
    for (const QString& path : paths) {
        if (loadProfileForCommand(path, console, worst)) {
            console.out(Text::tr("%1: valid").arg(path) + QLatin1Char('\n'));
        }
    }
    return worst;
}

} // namespace accel::cli
