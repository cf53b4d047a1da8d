#pragma once

#include "app/cli/Console.h"

#include <QCommandLineParser>
#include <QStringList>

#include <optional>

namespace accel {
struct Profile;
}

namespace accel::cli {

// Every subcommand: declare its options on the parser, then run.
struct Command {
    const char* name;
    const char* summary;   // translatable, context "CommandLine"
    const char* arguments; // shown in usage
    void (*declare)(QCommandLineParser& parser);
    int (*run)(const QCommandLineParser& parser, Console& console);
};

const std::vector<Command>& commands();

// Loads a profile for a command; on failure prints every problem and raises
// worstExit to the matching exit code.
std::optional<Profile> loadProfileForCommand(const QString& path, Console& console, int& worstExit);

void declareEvaluate(QCommandLineParser& parser);
int runEvaluate(const QCommandLineParser& parser, Console& console);
void declareValidate(QCommandLineParser& parser);
int runValidate(const QCommandLineParser& parser, Console& console);
void declareEstimate(QCommandLineParser& parser);
int runEstimate(const QCommandLineParser& parser, Console& console);
void declareReport(QCommandLineParser& parser);
int runReport(const QCommandLineParser& parser, Console& console);
void declareCost(QCommandLineParser& parser);
int runCost(const QCommandLineParser& parser, Console& console);

} // namespace accel::cli
