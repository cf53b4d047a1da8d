#include "io/ProfileFile.h"

#include "io/SafeFileWrite.h"
#include "model/JsonReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace accel::io {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ProfileFile)
};

} // namespace

Result<LoadedProfile> loadProfileFile(const QString& path, const QuestionCatalogue& catalogue,
                                      NewerVersions newer) {
    const QFileInfo info(path);
    if (!info.exists()) {
        return Failure{Text::tr("the file does not exist. Check the path.")};
    }
    if (info.isDir()) {
        return Failure{Text::tr("this is a folder, not a profile file.")};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        // The caller says the file "could not be read": give the cause only.
        return Failure{
            Text::tr("%1. Check that you have permission to read it.").arg(file.errorString())};
    }
    // Read one byte past the limit so that oversized files are recognised
    // without loading all of them.
    const QByteArray bytes = file.read(ProfileCodec::kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        return Failure{Text::tr("reading failed: %1.").arg(file.errorString())};
    }
    if (bytes.size() <= ProfileCodec::kMaxBytes && bytes.trimmed().isEmpty()) {
        // Read, but holding no profile: invalid content like any other
        // (exit 2 on the command line), not a file that cannot be read.
        return Failure::ofIssues(
            {{jsonRootPath(), Text::tr("the file is empty, with no profile in it. Open "
                                       "another file, or save a profile over this one.")}});
    }
    Result<ProfileRead> read = ProfileCodec(catalogue).parse(bytes, newer);
    if (!read) {
        return read.failure();
    }
    return LoadedProfile{std::move(read).value(), FileStamp::forContent(path, bytes)};
}

Result<FileStamp> saveProfileFile(const QString& path, const Profile& profile,
                                  const QuestionCatalogue& catalogue) {
    const QByteArray bytes = ProfileCodec(catalogue).serialize(profile);
    const bool existed = QFileInfo::exists(path);
    const Result<> written = writeFileSafely(path, bytes);
    if (written.ok()) {
        return FileStamp::forContent(path, bytes);
    }
    const Failure& why = written.failure();
    const QString shown = QDir::toNativeSeparators(path);
    Failure failure = why;
    if (!why.previousKept) {
        failure.reason = Text::tr("The profile was saved to %1, but %2. Your work is still open: "
                                  "save it again, or use Save As to keep a copy somewhere else.")
                             .arg(shown, why.reason);
    } else if (why.targetIsFolder) {
        failure.reason = Text::tr("Cannot save the profile as %1: %2. Choose a file name instead.")
                             .arg(shown, why.reason);
    } else if (why.writeCutShort) {
        failure.reason = (existed ? Text::tr("Cannot save the profile to %1: %2. The existing file "
                                             "was not changed. Free some space or choose another "
                                             "place with Save As, then save again.")
                                  : Text::tr("Cannot save the profile to %1: %2. Nothing was "
                                             "written. Free some space or choose another place "
                                             "with Save As, then save again."))
                             .arg(shown, why.reason);
    } else {
        failure.reason = (existed ? Text::tr("Cannot save the profile to %1: %2. The existing file "
                                             "was not changed. Choose another folder with Save "
                                             "As, or check that this one exists and can be "
                                             "written to.")
                                  : Text::tr("Cannot save the profile to %1: %2. Nothing was "
                                             "written. Choose another folder with Save As, or "
                                             "check that this one exists and can be written to."))
                             .arg(shown, why.reason);
    }
    return failure;
}

} // namespace accel::io
