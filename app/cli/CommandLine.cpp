#include "app/cli/CommandLine.h"

#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/ExitCode.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace accel::cli {

namespace {

const QCommandLineOption& helpOption() {
    static const QCommandLineOption option({QStringLiteral("h"), QStringLiteral("help")},
                                           Text::tr("Show this help and exit."));
    return option;
}

const QCommandLineOption& versionOption() {
    static const QCommandLineOption option({QStringLiteral("v"), QStringLiteral("version")},
                                           Text::tr("Show the version and exit."));
    return option;
}

const Command* findCommand(const QString& name) {
    for (const Command& c : commands()) {
        if (name == QLatin1String(c.name)) {
            return &c;
        }
    }
    return nullptr;
}

QString overview() {
    QString text =
        Text::tr("Accelerator Advisor: does an ML workload belong on GPUs, TPUs or both?\n\n"
                 "Usage:\n"
                 "  accel-advisor [PROFILE]           open the wizard (on PROFILE)\n"
                 "  accel-advisor <command> [options]\n\n"
                 "Commands (they need no display):\n");
    for (const Command& c : commands()) {
        text += QStringLiteral("  %1 %2\n      %3\n")
                    .arg(QLatin1String(c.name), QLatin1String(c.arguments),
                         QCoreApplication::translate("CommandLine", c.summary));
    }
    text += Text::tr("\nOptions:\n"
                     "  -h, --help       show help (also: accel-advisor <command> --help)\n"
                     "  -v, --version    show the version\n"
                     "  --lang CODE      the language of messages and reports: en, fr or de\n"
                     "                   (default: the system's language)\n\n"
                     "Exit codes: 0 success, 1 internal error, 2 invalid input or usage, "
                     "3 a file cannot be read or written.\n");
    return text;
}

} // namespace

const std::vector<Command>& commands() {
    static const std::vector<Command> list{
        {"evaluate",
         QT_TRANSLATE_NOOP("CommandLine", "Print the recommendation for each profile: verdict, "
                                          "confidence, factors, blockers, what would change it."),
         "PROFILE... [--format text|json]", &declareEvaluate, &runEvaluate},
        {"validate",
         QT_TRANSLATE_NOOP("CommandLine", "Check profiles and list every problem with its JSON "
                                          "path."),
         "PROFILE...", &declareValidate, &runValidate},
        {"estimate",
         QT_TRANSLATE_NOOP("CommandLine", "Workload sizing for one configuration: memory fit, "
                                          "time and cost, with every assumption."),
         "--params N --tokens N --accelerator ID --count N [--precision bf16|fp8|fp4] "
         "[--provider P] [--pricing MODE] [--format text|json]",
         &declareEstimate, &runEstimate},
        {"report",
         QT_TRANSLATE_NOOP("CommandLine", "Write the report for a profile as PDF, HTML or "
                                          "Markdown."),
         "PROFILE -o OUT [--format pdf|html|md]", &declareReport, &runReport},
        {"cost",
         QT_TRANSLATE_NOOP("CommandLine", "The whole bill over N months: rented GPUs, rented "
                                          "TPUs, owned GPUs, porting as money, break-even."),
         "PROFILE [--months N] [--format text|json]", &declareCost, &runCost},
    };
    return list;
}

namespace {

// A command's help: its summary, then Qt's option list under a usage line
// that names the program as a user types it (not the path it was started
// from) with the command's own arguments, required options included.
QString commandHelp(const Command& command, const QCommandLineParser& sub) {
    QStringList lines = sub.helpText().split(QLatin1Char('\n'));
    const QString name = QLatin1String(command.name);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i == 0) {
            lines[i] = Text::tr("Usage: accel-advisor %1 [options] %2")
                           .arg(name, QLatin1String(command.arguments));
        } else if (lines[i].trimmed() == name) {
            lines.removeAt(i--); // the command word Qt lists among the arguments
        }
    }
    // A command without arguments of its own is left with a bare heading.
    const qsizetype heading = lines.indexOf(QStringLiteral("Arguments:"));
    if (heading >= 0 && lines.mid(heading + 1).join(QString()).trimmed().isEmpty()) {
        lines = lines.mid(0, heading);
        while (!lines.isEmpty() && lines.last().trimmed().isEmpty()) {
            lines.removeLast();
        }
        lines << QString();
    }
    return QCoreApplication::translate("CommandLine", command.summary) + QStringLiteral("\n\n") +
           lines.join(QLatin1Char('\n'));
}

} // namespace

int runCommandLine(const QStringList& arguments) {
    Console console;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption(helpOption());
    parser.addOption(versionOption());
    parser.addPositionalArgument(QStringLiteral("command"), Text::tr("The command to run."));

    // First pass only finds the command; its own options are not known yet.
    parser.parse(arguments);
    const QStringList positional = parser.positionalArguments();
    const QString name = positional.value(0);

    if (name.isEmpty() || name == QStringLiteral("help")) {
        if (parser.isSet(versionOption())) {
            console.out(
                QStringLiteral("accel-advisor %1\n").arg(QCoreApplication::applicationVersion()));
            return Success;
        }
        const QString topic = positional.value(1);
        if (const Command* c = findCommand(topic)) {
            QCommandLineParser sub;
            sub.addOption(helpOption());
            sub.addPositionalArgument(QLatin1String(c->name), QString(), QLatin1String(c->name));
            c->declare(sub);
            console.out(commandHelp(*c, sub));
            return Success;
        }
        console.out(overview());
        return Success;
    }

    const Command* command = findCommand(name);
    if (!command) {
        QStringList names;
        for (const Command& c : commands()) {
            names << QLatin1String(c.name);
        }
        console.error(Text::tr("unknown command '%1'. Commands: %2. See accel-advisor --help.")
                          .arg(name, names.join(QStringLiteral(", "))));
        return InvalidInput;
    }

    QCommandLineParser sub;
    sub.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    sub.addOption(helpOption());
    sub.addPositionalArgument(QLatin1String(command->name), QString(),
                              QLatin1String(command->name));
    command->declare(sub);
    if (!sub.parse(arguments)) {
        console.error(sub.errorText() + QLatin1Char(' ') +
                      Text::tr("See accel-advisor %1 --help.").arg(QLatin1String(command->name)));
        return InvalidInput;
    }
    if (sub.isSet(helpOption())) {
        console.out(commandHelp(*command, sub));
        return Success;
    }
    return command->run(sub, console);
}

} // namespace accel::cli
