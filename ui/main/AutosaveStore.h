#pragma once

#include "io/FileStamp.h"
#include "model/Profile.h"
#include "model/Result.h"

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <vector>

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

// Unsaved work written, debounced, to the application's data folder, so that
// a crash or a kill loses nothing. Each running window owns one session,
// held by a QLockFile: a session whose lock can be taken belongs to a process
// that is gone, and is offered for restore on the next start.
class AutosaveStore : public QObject {
    Q_OBJECT

public:
    static constexpr int kDebounceMs = 1000;
    // After a failed write, the next attempt (the work stays pending).
    static constexpr int kRetryMs = 15000;

    struct Orphan {
        QString profilePath;  // the autosaved profile
        QString originalFile; // the file the work belonged to; empty if never saved
        QString name;
        QDateTime savedAt;
        // The original file as it was when opened or last saved, and its
        // format version: a save after restoring still notices a file that
        // changed meanwhile or came from a newer version.
        std::optional<io::FileStamp> originalStamp;
        int originalVersion = Profile::kFormatVersion;
        int page = -1; // the wizard page the user was on; -1 when not recorded
    };

    // folder: empty means QStandardPaths::AppDataLocation.
    explicit AutosaveStore(const QuestionCatalogue& catalogue, QString folder = {},
                           QObject* parent = nullptr);
    ~AutosaveStore() override;

    [[nodiscard]] const QString& folder() const { return m_folder; }
    [[nodiscard]] QString sessionProfilePath() const;

    // Sessions of processes that ended without cleaning up, newest first.
    [[nodiscard]] std::vector<Orphan> orphans() const;
    // Removes the lock files of sessions that ended without cleaning up and
    // left no work (it had been saved or thrown away before the crash):
    // nothing else ever would. Returns how many were removed.
    int removeLeftoverLocks() const;
    // Reads an orphan's profile (the reason it cannot is logged as well).
    [[nodiscard]] Result<Profile> take(const Orphan& orphan) const;
    void discard(const Orphan& orphan) const;

    // Debounced: many edits in a row are written once. Only ever into folder():
    // the user's own file is written by Save alone.
    void schedule(const Profile& profile, const QString& originalFile);
    // The wizard page the user is on, kept with every autosave so that a
    // restore brings them back there. Rewrites the record if work is pending.
    void setPage(int page);
    // What the original file held (see Orphan); kept with every autosave.
    void setOriginalFileState(const std::optional<io::FileStamp>& stamp, int formatVersion);
    // Writes pending work now. On failure the work stays pending, a retry is
    // scheduled (kRetryMs), writeFinished() carries the failure and the reason is logged
    // (category accel.autosave).
    Result<> writeNow();
    // Whether unsaved work is still waiting to be written.
    [[nodiscard]] bool hasPending() const { return m_hasPending; }
    // The work was saved or thrown away: nothing to restore any more.
    void clear();

signals:
    // Each write's outcome: the path written, or why it failed and what to do
    // (a retry is then scheduled).
    void writeFinished(const accel::Result<QString>& written);
    // A write succeeded after one or more failures.
    void recovered();

private:
    [[nodiscard]] QString pathFor(const QString& session, const QString& suffix) const;
    // The sessions that have a file ending in `suffix` in folder().
    [[nodiscard]] QStringList sessionsWith(const QString& suffix) const;
    [[nodiscard]] Result<> holdLock();
    [[nodiscard]] Result<> write();
    void onTimer();

    const QuestionCatalogue& m_catalogue;
    QString m_folder;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    Profile m_pending;
    QString m_pendingFile;
    bool m_hasPending = false;
    std::optional<io::FileStamp> m_originalStamp;
    int m_originalVersion = Profile::kFormatVersion;
    int m_page = -1;
    bool m_hasWritten = false; // this session's files exist (cleared by clear())
    bool m_failing = false;    // the last write failed
};

} // namespace accel::ui
