#include "ProfileFile.h"

#include "SafeFileWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace accel {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ProfileFile)
};

} // namespace

ProfileFileLoad loadProfileFile(const QString& path, const QuestionCatalogue& catalogue,
                                NewerVersions newer) {
    ProfileFileLoad load;
    load.path = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        load.readError = Text::tr("the file does not exist. Check the path.");
        return load;
    }
    if (info.isDir()) {
        load.readError = Text::tr("this is a folder, not a profile file.");
        return load;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        load.readError = Text::tr("cannot be read: %1. Check that you have permission to read it.")
                             .arg(file.errorString());
        return load;
    }
    // Read one byte past the limit so that oversized files are recognised
    // without loading all of them.
    const QByteArray bytes = file.read(ProfileCodec::kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        load.readError = Text::tr("reading failed: %1.").arg(file.errorString());
        return load;
    }
    load.stamp = FileStamp::forContent(path, bytes);
    load.parse = ProfileCodec(catalogue).parse(bytes, newer);
    load.status = load.parse.ok() ? ProfileFileLoad::Status::Ok : ProfileFileLoad::Status::Invalid;
    return load;
}

ProfileFileSave saveProfileFile(const QString& path, const Profile& profile,
                                const QuestionCatalogue& catalogue) {
    ProfileFileSave result;
    const QByteArray bytes = ProfileCodec(catalogue).serialize(profile);
    const SafeWriteOutcome written = writeFileSafely(path, bytes);
    if (written.ok()) {
        result.ok = true;
        result.stamp = FileStamp::forContent(path, bytes);
        return result;
    }
    const QString shown = QDir::toNativeSeparators(path);
    result.previousKept = written.previousKept;
    if (!written.previousKept) {
        result.error = Text::tr("The profile was saved to %1, but %2. Your work is still open: "
                                "save it again, or use Save As to keep a copy somewhere else.")
                           .arg(shown, written.reason);
        return result;
    }
    switch (written.status) {
    case SafeWriteOutcome::Status::IsFolder:
        result.error = Text::tr("Cannot save the profile as %1: %2. Choose a file name instead.")
                           .arg(shown, written.reason);
        break;
    case SafeWriteOutcome::Status::WriteFailed:
        result.error = Text::tr("Cannot save the profile to %1: %2. The existing file was not "
                                "changed. Free some space or choose another place with Save As, "
                                "then save again.")
                           .arg(shown, written.reason);
        break;
    default:
        result.error = Text::tr("Cannot save the profile to %1: %2. The existing file was not "
                                "changed. Choose another folder with Save As, or check that this "
                                "one exists and can be written to.")
                           .arg(shown, written.reason);
        break;
    }
    return result;
}

} // namespace accel
