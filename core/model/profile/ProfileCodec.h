#pragma once

#include "model/InputIssue.h"
#include "model/Profile.h"
#include "model/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace accel {

class QuestionCatalogue;

// How a profile written by a newer version of the program is read.
enum class NewerVersions {
    // An error at $.version: nothing is read (the command line, Compare).
    Reject,
    // Read what this version understands; fields, questions and options it
    // does not know are left out and listed in ProfileRead::ignored. For the
    // main window, which then warns and guards the file against overwriting.
    ReadKnownFields,
};

// A profile read from its JSON, with what reading it noticed. A profile that
// cannot be read is a Failure listing every problem (Failure::issues), each
// at its JSON path.
struct ProfileRead {
    Profile profile;
    // ReadKnownFields only: what a newer file held that this version left out.
    QList<InputIssue> ignored;
    // What migrating an older file changed that the user should know, in words.
    QStringList migrationNotes;
    int sourceVersion = Profile::kFormatVersion; // the version the file declared
    [[nodiscard]] bool wasMigrated() const { return sourceVersion < Profile::kFormatVersion; }
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

    [[nodiscard]] Result<ProfileRead> parse(const QByteArray& bytes,
                                            NewerVersions newer = NewerVersions::Reject) const;
    [[nodiscard]] QByteArray serialize(const Profile& profile) const;

    static QString formatMarker();

private:
    const QuestionCatalogue& m_catalogue;
};

} // namespace accel
