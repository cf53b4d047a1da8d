#pragma once

#include "TestPaths.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace accel::test {

// One message of a Qt Linguist .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;             // "unfinished", "vanished", "obsolete" or empty when done
    QStringList translations; // one entry, or one per plural form
};

struct TsFile {
    QString language; // e.g. "de_DE"
    std::vector<TsMessage> messages;
    QString error; // empty when the file was read
};

[[nodiscard]] TsFile readTsFile(const QString& path);

// The .ts files of the build (TestPaths.h).
[[nodiscard]] QStringList tsFilePaths();

// What is wrong with a message's translation, empty if nothing: unfinished or
// empty, wrong number of plural forms, placeholders or Alt+letter mnemonics
// that differ from the source.
[[nodiscard]] QStringList translationProblems(const TsMessage& message, int pluralForms);

} // namespace accel::test
