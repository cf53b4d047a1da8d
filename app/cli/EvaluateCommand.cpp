#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/ExitCode.h"
#include "model/EvaluationJson.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ProfileFigures.h"
#include "render/TextSummary.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace accel::cli {

void declareEvaluate(QCommandLineParser& parser) {
    parser.addOption({kFormat,
                      Text::tr("Output format: text (default) or json (JSON Lines with "
                               "several profiles)."),
                      Text::tr("format"), QStringLiteral("text")});
    parser.addPositionalArgument(QStringLiteral("PROFILE..."), Text::tr("Profiles to evaluate."),
                                 QStringLiteral("PROFILE..."));
}

int runEvaluate(const QCommandLineParser& parser, Console& console) {
    const QString format = parser.value(kFormat);
    if (format != QStringLiteral("text") && format != QStringLiteral("json")) {
        console.error(Text::tr("unknown --format '%1'; use text or json.").arg(format));
        return InvalidInput;
    }
    const QStringList paths = parser.positionalArguments().mid(1);
    if (paths.isEmpty()) {
        console.error(Text::tr("evaluate needs at least one profile, for example: "
                               "accel-advisor evaluate project.accel.json"));
        return InvalidInput;
    }

    const QuestionCatalogue& catalogue = QuestionCatalogue::builtIn();
    int worst = Success;
    bool first = true;
    for (const QString& path : paths) {
        const std::optional<Profile> profile = loadProfileForCommand(path, console, worst);
        if (!profile) {
            continue;
        }
        const Evaluation result = report::evaluationOf(*profile, catalogue);
        if (format == QStringLiteral("json")) {
            QJsonObject json = evaluationToJson(result);
            json.insert(QStringLiteral("file"), path);
            json.insert(QStringLiteral("name"), profile->name);
            console.out(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) +
                        QLatin1Char('\n'));
        } else {
            if (!first) {
                console.out(QStringLiteral("\n") + QString(72, QLatin1Char('-')) +
                            QStringLiteral("\n\n"));
            }
            console.out(render::textSummary(result, {profile->name, path}));
        }
        first = false;
    }
    return worst;
}

} // namespace accel::cli
