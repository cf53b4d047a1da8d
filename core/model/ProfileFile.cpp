#include "ProfileFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace accel {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ProfileFile", text);
}

} // namespace

ProfileFileLoad loadProfileFile(const QString& path, const Catalogue& catalogue) {
    ProfileFileLoad load;
    load.path = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        load.readError = tr("the file does not exist. Check the path.");
        return load;
    }
    if (info.isDir()) {
        load.readError = tr("this is a folder, not a profile file.");
        return load;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        load.readError = tr("cannot be read: %1. Check that you have permission to read it.")
                             .arg(file.errorString());
        return load;
    }
    // Read one byte past the limit so that oversized files are recognised
    // without loading all of them.
    const QByteArray bytes = file.read(ProfileCodec::kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        load.readError = tr("reading failed: %1.").arg(file.errorString());
        return load;
    }
    load.parse = ProfileCodec(catalogue).parse(bytes);
    load.status = load.parse.ok() ? ProfileFileLoad::Status::Ok : ProfileFileLoad::Status::Invalid;
    return load;
}

ProfileFileSave saveProfileFile(const QString& path, const Profile& profile,
                                const Catalogue& catalogue) {
    ProfileFileSave result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = tr("Cannot write %1: %2. Choose another folder or check its permissions; "
                          "the existing file was not changed.")
                           .arg(path, file.errorString());
        return result;
    }
    const QByteArray bytes = ProfileCodec(catalogue).serialize(profile);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        result.error = tr("Saving %1 failed: %2. The existing file was not changed.")
                           .arg(path, file.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace accel
