// accel-advisor cost PROFILE [--months N] [--format text|json]

#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/ExitCode.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostJson.h"
#include "model/cost/CostModel.h"
#include "model/cost/CostSettingsJson.h"
#include "model/cost/CostText.h"
#include "model/report/ProfileFigures.h"
#include "services/InstalledAcceleratorData.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace accel::cli {

namespace {

const QString kMonths = QStringLiteral("months");

} // namespace

void declareCost(QCommandLineParser& parser) {
    parser.addOption({kMonths,
                      Text::tr("Planning horizon in months, 1 to 120 (default: the profile's "
                               "cost.months, else 24)."),
                      Text::tr("N")});
    parser.addOption({kFormat, Text::tr("Output format: text (default) or json."),
                      Text::tr("format"), QStringLiteral("text")});
    parser.addPositionalArgument(QStringLiteral("PROFILE"),
                                 Text::tr("The profile whose workload is priced."),
                                 QStringLiteral("PROFILE"));
}

int runCost(const QCommandLineParser& parser, Console& console) {
    const QString format = parser.value(kFormat);
    if (format != QStringLiteral("text") && format != QStringLiteral("json")) {
        console.error(Text::tr("unknown --format '%1'; use text or json.").arg(format));
        return InvalidInput;
    }
    std::optional<int> months;
    if (parser.isSet(kMonths)) {
        bool ok = false;
        const double m = parser.value(kMonths).toDouble(&ok);
        const Result<> checked = ok ? checkCostValue(m, costlimits::months) : Result<>();
        if (!ok || !checked) {
            // Worded as estimate words its refusals, whatever was wrong with the number.
            console.error(Text::tr("--months '%1' is refused: the planning horizon is a whole "
                                   "number of months from 1 to 120.")
                              .arg(parser.value(kMonths)));
            return InvalidInput;
        }
        months = static_cast<int>(m);
    }
    const QStringList profiles = parser.positionalArguments().mid(1);
    if (profiles.size() != 1) {
        console.error(Text::tr("cost needs one profile, for example: "
                               "accel-advisor cost project.accel.json --months 24"));
        return InvalidInput;
    }
    int worst = Success;
    const std::optional<Profile> profile = loadProfileForCommand(profiles.first(), console, worst);
    if (!profile) {
        return worst;
    }
    if (!profile->workload) {
        console.error(Text::tr("%1: $.workload: missing; the bill prices the profile's "
                               "workload. Add one (for example \"workload\": {\"params\": 7e9}) "
                               "or size it in the window's “Workload sizing” step.")
                          .arg(profiles.first()));
        return InvalidInput;
    }
    const services::InstalledAcceleratorData local =
        services::loadInstalledAcceleratorData(services::SizingPaths::standard());
    report::FigureOptions options;
    options.months = months;
    const report::ProfileFigures figures =
        report::figuresOf(*profile, QuestionCatalogue::builtIn(), local.catalogue, options);
    const cost::CostPlan& plan = *figures.bill; // the profile has a workload
    if (format == QStringLiteral("json")) {
        console.out(QString::fromUtf8(
            QJsonDocument(cost::costPlanToJson(plan)).toJson(QJsonDocument::Indented)));
    } else {
        console.out(cost::costPlanText(plan));
    }
    return Success;
}

} // namespace accel::cli
