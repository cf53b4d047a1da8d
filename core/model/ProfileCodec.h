#pragma once

#include "InputIssue.h"
#include "Profile.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace accel {

class QuestionCatalogue;

// How a profile written by a newer version of the program is read.
enum class NewerVersions {
    // An error at $.version: nothing is read (the command line, Compare).
    Reject,
    // Read what this version understands; fields, questions and options it
    // does not know are left out and listed in ProfileParse::ignored. For the
    // main window, which then warns and guards the file against overwriting.
    ReadKnownFields,
};

struct ProfileParse {
    std::optional<Profile> profile; // present only when there are no issues
    QList<InputIssue> issues;
    // ReadKnownFields only: what a newer file held that this version left out.
    QList<InputIssue> ignored;
    // What migrating an older file changed that the user should know, in words.
    QStringList migrationNotes;
    int sourceVersion = -1; // the version the file declared; -1 when unreadable
    [[nodiscard]] bool ok() const { return profile.has_value(); }
    [[nodiscard]] bool wasMigrated() const {
        return ok() && sourceVersion < Profile::kFormatVersion;
    }
    [[nodiscard]] bool isNewerVersion() const { return sourceVersion > Profile::kFormatVersion; }
};

// The profile JSON format (README, "Profiles"): full validation on the way in,
// canonical output on the way out.
class ProfileCodec {
public:
    static constexpr qsizetype kMaxBytes = qsizetype{1024} * 1024;
    static constexpr int kMaxNesting = 16;
    static constexpr qsizetype kMaxNameLength = 200;
    static constexpr qsizetype kMaxNotesLength = 100000;

    explicit ProfileCodec(const QuestionCatalogue& catalogue)
        : m_catalogue(catalogue) {}

    [[nodiscard]] ProfileParse parse(const QByteArray& bytes,
                                     NewerVersions newer = NewerVersions::Reject) const;
    [[nodiscard]] QByteArray serialize(const Profile& profile) const;

    static QString formatMarker();

private:
    const QuestionCatalogue& m_catalogue;
};

} // namespace accel
