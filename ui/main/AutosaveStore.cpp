#include "ui/main/AutosaveStore.h"

#include "io/ProfileFile.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace accel::ui {

Q_LOGGING_CATEGORY(lcAutosave, "accel.autosave")

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AutosaveStore)
};

const QString kPrefix = QStringLiteral("session-");
const QString kProfileSuffix = QStringLiteral(".accel.json");
const QString kMetaSuffix = QStringLiteral(".meta.json");
const QString kLockSuffix = QStringLiteral(".lock");

QJsonObject stampToJson(const io::FileStamp& stamp) {
    return {{QStringLiteral("exists"), stamp.exists},
            {QStringLiteral("size"), static_cast<double>(stamp.size)},
            {QStringLiteral("sha256"), QString::fromLatin1(stamp.sha256.toHex())},
            {QStringLiteral("modified"), stamp.modified.toUTC().toString(Qt::ISODateWithMs)}};
}

std::optional<io::FileStamp> stampFromJson(const QJsonValue& value) {
    if (!value.isObject()) {
        return std::nullopt;
    }
    const QJsonObject json = value.toObject();
    io::FileStamp stamp;
    stamp.exists = json.value(QStringLiteral("exists")).toBool();
    stamp.size = static_cast<qint64>(json.value(QStringLiteral("size")).toDouble(-1));
    stamp.sha256 = QByteArray::fromHex(json.value(QStringLiteral("sha256")).toString().toLatin1());
    stamp.modified =
        QDateTime::fromString(json.value(QStringLiteral("modified")).toString(), Qt::ISODateWithMs);
    return stamp;
}

} // namespace

AutosaveStore::AutosaveStore(const QuestionCatalogue& catalogue, QString folder, QObject* parent)
    : QObject(parent)
    , m_catalogue(catalogue)
    , m_folder(std::move(folder))
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces)) {
    if (m_folder.isEmpty()) {
        m_folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                   QStringLiteral("/autosave");
    }
    m_lock = std::make_unique<QLockFile>(pathFor(m_session, kLockSuffix));
    // Staleness is decided by the owner's process id only, never by age: a
    // window left open for hours must not lose its session to another one.
    m_lock->setStaleLockTime(0);
    // The lock is taken by the first write, not here: a session with nothing
    // written has nothing another window could take for a crashed one, and
    // creating the lock file syncs it to disk, which start-up would wait for.

    m_timer.setSingleShot(true);
    m_timer.setInterval(kDebounceMs);
    connect(&m_timer, &QTimer::timeout, this, &AutosaveStore::onTimer);
}

Result<> AutosaveStore::holdLock() {
    if (m_lock->isLocked() || m_lock->tryLock(0)) {
        return {};
    }
    const QString lockPath = pathFor(m_session, kLockSuffix);
    switch (m_lock->error()) {
    case QLockFile::PermissionError:
        return Failure{
            Text::tr("cannot create the lock file %1: permission denied. Check that "
                     "the folder %2 is writable.")
                .arg(QDir::toNativeSeparators(lockPath), QDir::toNativeSeparators(m_folder))};
    case QLockFile::LockFailedError:
        return Failure{Text::tr("the lock file %1 is held by another process.")
                           .arg(QDir::toNativeSeparators(lockPath))};
    default:
        return Failure{
            Text::tr("cannot create the lock file %1. Check that the folder %2 "
                     "exists and is writable.")
                .arg(QDir::toNativeSeparators(lockPath), QDir::toNativeSeparators(m_folder))};
    }
}

AutosaveStore::~AutosaveStore() {
    clear(); // a normal exit leaves nothing to restore
}

QString AutosaveStore::pathFor(const QString& session, const QString& suffix) const {
    return m_folder + QLatin1Char('/') + kPrefix + session + suffix;
}

QString AutosaveStore::sessionProfilePath() const {
    return pathFor(m_session, kProfileSuffix);
}

QStringList AutosaveStore::sessionsWith(const QString& suffix) const {
    QStringList sessions;
    for (const QString& file :
         QDir(m_folder).entryList({kPrefix + QLatin1Char('*') + suffix}, QDir::Files)) {
        sessions << file.mid(kPrefix.size(), file.size() - kPrefix.size() - suffix.size());
    }
    return sessions;
}

std::vector<AutosaveStore::Orphan> AutosaveStore::orphans() const {
    std::vector<Orphan> found;
    for (const QString& session : sessionsWith(kProfileSuffix)) {
        if (session == m_session) {
            continue;
        }
        QLockFile lock(pathFor(session, kLockSuffix));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            continue; // another running window owns it
        }
        Orphan o;
        o.profilePath = pathFor(session, kProfileSuffix);
        QFile meta(pathFor(session, kMetaSuffix));
        if (meta.open(QIODevice::ReadOnly)) {
            const QJsonObject json = QJsonDocument::fromJson(meta.readAll()).object();
            o.originalFile = json.value(QStringLiteral("file")).toString();
            o.name = json.value(QStringLiteral("name")).toString();
            o.savedAt =
                QDateTime::fromString(json.value(QStringLiteral("saved")).toString(), Qt::ISODate);
            o.originalStamp = stampFromJson(json.value(QStringLiteral("fileStamp")));
            o.originalVersion =
                json.value(QStringLiteral("fileVersion")).toInt(Profile::kFormatVersion);
            o.page = json.value(QStringLiteral("page")).toInt(-1);
        }
        if (!o.savedAt.isValid()) {
            o.savedAt = QFileInfo(o.profilePath).lastModified();
        }
        found.push_back(o);
    }
    std::sort(found.begin(), found.end(),
              [](const Orphan& a, const Orphan& b) { return a.savedAt > b.savedAt; });
    return found;
}

int AutosaveStore::removeLeftoverLocks() const {
    int removed = 0;
    for (const QString& session : sessionsWith(kLockSuffix)) {
        if (session == m_session || QFile::exists(pathFor(session, kProfileSuffix))) {
            continue; // ours, or work that orphans() offers
        }
        QLockFile lock(pathFor(session, kLockSuffix));
        lock.setStaleLockTime(0); // stale only when its process is gone
        if (lock.tryLock(0)) {
            lock.unlock(); // removes the file
            ++removed;
        }
    }
    return removed;
}

Result<Profile> AutosaveStore::take(const Orphan& orphan) const {
    Result<io::LoadedProfile> load = io::loadProfileFile(orphan.profilePath, m_catalogue);
    if (!load) {
        qCWarning(lcAutosave).noquote()
            << orphan.profilePath << load.failure().jsonPath << load.failure().reason;
        return load.failure();
    }
    return std::move(load).value().read.profile;
}

void AutosaveStore::discard(const Orphan& orphan) const {
    QString base = orphan.profilePath;
    base.chop(kProfileSuffix.size());
    QFile::remove(orphan.profilePath);
    QFile::remove(base + kMetaSuffix);
    QFile::remove(base + kLockSuffix);
}

void AutosaveStore::setOriginalFileState(const std::optional<io::FileStamp>& stamp,
                                         int formatVersion) {
    m_originalStamp = stamp;
    m_originalVersion = formatVersion;
}

void AutosaveStore::setPage(int page) {
    if (page == m_page) {
        return;
    }
    m_page = page;
    // Moving between pages is no edit, but a restore should know the page:
    // written with the next autosave, or now (debounced) if work is unsaved.
    if (m_hasWritten && !m_hasPending) {
        m_hasPending = true;
        m_timer.start();
    }
}

void AutosaveStore::schedule(const Profile& profile, const QString& originalFile) {
    m_pending = profile;
    m_pendingFile = originalFile;
    m_hasPending = true;
    m_timer.start();
}

void AutosaveStore::onTimer() {
    (void)writeNow(); // a failure is reported through writeFinished() and retried
}

Result<> AutosaveStore::writeNow() {
    m_timer.stop();
    if (!m_hasPending) {
        return {};
    }
    Result<> done = write(); // returned on failure: not const, so it moves
    if (!done) {
        // Kept pending and tried again later: the work is still in the window.
        qCWarning(lcAutosave).noquote() << done.failure().reason;
        m_timer.start(kRetryMs);
        m_failing = true;
        emit writeFinished(done.failure());
        return done;
    }
    m_hasPending = false;
    m_timer.setInterval(kDebounceMs);
    m_hasWritten = true;
    emit writeFinished(sessionProfilePath());
    if (m_failing) {
        m_failing = false;
        qCInfo(lcAutosave) << "autosave works again";
        emit recovered();
    }
    return {};
}

Result<> AutosaveStore::write() {
    if (!QDir().mkpath(m_folder)) {
        return Failure{
            Text::tr("cannot create the folder %1.").arg(QDir::toNativeSeparators(m_folder))};
    }
    if (Result<> locked = holdLock(); !locked) {
        return locked;
    }
    // Meta first: a profile without meta is still restorable, the reverse is not.
    QSaveFile meta(pathFor(m_session, kMetaSuffix));
    QJsonObject json{
        {QStringLiteral("file"), m_pendingFile},
        {QStringLiteral("name"), m_pending.name},
        {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {QStringLiteral("fileVersion"), m_originalVersion},
        {QStringLiteral("page"), m_page}};
    if (m_originalStamp) {
        json.insert(QStringLiteral("fileStamp"), stampToJson(*m_originalStamp));
    }
    if (!meta.open(QIODevice::WriteOnly) || meta.write(QJsonDocument(json).toJson()) < 0 ||
        !meta.commit()) {
        // A sentence of its own: the status bar goes on after it.
        return Failure{
            withFullStop(Text::tr("cannot write %1: %2")
                             .arg(QDir::toNativeSeparators(meta.fileName()), meta.errorString()))};
    }
    const Result<io::FileStamp> saved =
        io::saveProfileFile(sessionProfilePath(), m_pending, m_catalogue);
    if (!saved) {
        return saved.failure();
    }
    return {};
}

void AutosaveStore::clear() {
    m_timer.stop();
    m_hasPending = false;
    m_hasWritten = false;
    QFile::remove(pathFor(m_session, kProfileSuffix));
    QFile::remove(pathFor(m_session, kMetaSuffix));
}

} // namespace accel::ui
