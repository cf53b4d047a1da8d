#include "Commands.h"
#include "ExitCode.h"
#include "ProfileFile.h"
#include "QuestionCatalogue.h"

#include <QCoreApplication>

namespace accel::cli {

std::optional<Profile> loadProfileForCommand(const QString& path, Console& console,
                                             int& worstExit) {
    const ProfileFileLoad load = loadProfileFile(path, QuestionCatalogue::builtIn());
    switch (load.status) {
    case ProfileFileLoad::Status::Ok:
        // Migrating an older file can change what an answer means: say so,
        // on stderr, so that JSON on stdout stays clean.
        for (const QString& note : load.parse.migrationNotes) {
            console.error(
                QCoreApplication::translate("CommandLine", "%1: note: %2").arg(path, note));
        }
        return load.parse.profile;
    case ProfileFileLoad::Status::CannotRead:
        console.error(path + QStringLiteral(": ") + load.readError);
        worstExit = std::max(worstExit, static_cast<int>(FileError));
        return std::nullopt;
    case ProfileFileLoad::Status::Invalid:
        for (const InputIssue& issue : load.parse.issues) {
            console.error(path + QStringLiteral(": ") + issue.path + QStringLiteral(": ") +
                          issue.message);
        }
        console.error(
            QCoreApplication::translate("CommandLine", "%1: not used; problems found: %2.")
                .arg(path)
                .arg(load.parse.issues.size()));
        worstExit = std::max(worstExit, static_cast<int>(InvalidInput));
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace accel::cli
