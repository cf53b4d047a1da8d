// accel-advisor report PROFILE -o OUT [--format pdf|html|md]

#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/ExitCode.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ProfileFigures.h"
#include "render/report/ReportExport.h"
#include "services/InstalledAcceleratorData.h"

#include <QCoreApplication>

namespace accel::cli {

namespace {

const QString kOutput = QStringLiteral("output");

} // namespace

void declareReport(QCommandLineParser& parser) {
    parser.addOption(
        {{QStringLiteral("o"), kOutput},
         Text::tr("Where to write the report; an existing file is replaced only when the "
                  "new report is complete."),
         Text::tr("file")});
    parser.addOption({kFormat,
                      Text::tr("pdf, html or md; by default taken from the output file's "
                               "suffix."),
                      Text::tr("format")});
    parser.addPositionalArgument(QStringLiteral("PROFILE"), Text::tr("The profile to report on."),
                                 QStringLiteral("PROFILE"));
}

int runReport(const QCommandLineParser& parser, Console& console) {
    const QStringList profiles = parser.positionalArguments().mid(1);
    const QString output = parser.value(kOutput);
    if (profiles.size() != 1 || output.isEmpty()) {
        console.error(Text::tr("report needs one profile and an output file, for example: "
                               "accel-advisor report project.accel.json -o report.pdf"));
        return InvalidInput;
    }

    std::optional<render::ReportFormat> format;
    if (parser.isSet(kFormat)) {
        format = render::reportFormatFromName(parser.value(kFormat));
        if (!format) {
            console.error(
                Text::tr("unknown --format '%1'; use pdf, html or md.").arg(parser.value(kFormat)));
            return InvalidInput;
        }
    } else {
        format = render::reportFormatFromPath(output);
        if (!format) {
            console.error(
                Text::tr("cannot tell the format from '%1'; name it .pdf, .html or .md, or "
                         "give --format.")
                    .arg(output));
            return InvalidInput;
        }
    }

    int worst = Success;
    const std::optional<Profile> profile = loadProfileForCommand(profiles.first(), console, worst);
    if (!profile) {
        return worst;
    }
    // Priced like the window: bundled catalogue, the user's override file and cached live prices.
    const services::InstalledAcceleratorData local =
        services::loadInstalledAcceleratorData(services::SizingPaths::standard());
    const report::ProfileFigures figures =
        report::figuresOf(*profile, QuestionCatalogue::builtIn(), local.catalogue);
    // The file names a profile saved without a name.
    const report::ReportDocument document =
        report::reportOf(figures, profiles.first(), QCoreApplication::applicationVersion());

    const Result<> exported = render::exportReport(document, *format, output);
    if (!exported) {
        console.error(exported.failure().reason);
        return FileError;
    }
    return Success;
}

} // namespace accel::cli
