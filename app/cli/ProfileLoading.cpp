#include "app/cli/CommandText.h"
#include "app/cli/Commands.h"
#include "app/cli/ExitCode.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>

namespace accel::cli {

std::optional<Profile> loadProfileForCommand(const QString& path, Console& console,
                                             int& worstExit) {
    const Result<io::LoadedProfile> load = io::loadProfileFile(path, QuestionCatalogue::builtIn());
    if (load) {
        // Migrating an older file can change what an answer means: say so,
        // on stderr, so that JSON on stdout stays clean.
        for (const QString& note : load->read.migrationNotes) {
            console.error(
                QCoreApplication::translate("CommandLine", "%1: note: %2").arg(path, note));
        }
        return load->read.profile;
    }
    const QList<InputIssue>& issues = load.failure().issues;
    if (issues.isEmpty()) { // not read at all
        console.error(labelledText(path, load.failure().reason));
        worstExit = std::max(worstExit, static_cast<int>(FileError));
        return std::nullopt;
    }
    for (const InputIssue& issue : issues) {
        console.error(labelledText(path, labelledText(issue.path, issue.message)));
    }
    //: After the problems of a profile were listed, one per line.
    console.error(Text::tr("%1: skipped because of the %Ln problem(s) above.", nullptr,
                           static_cast<int>(issues.size()))
                      .arg(path));
    worstExit = std::max(worstExit, static_cast<int>(InvalidInput));
    return std::nullopt;
}

} // namespace accel::cli
