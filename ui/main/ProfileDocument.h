#pragma once

#include "io/FileStamp.h"
#include "model/Profile.h"

#include <QObject>

#include <optional>

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

class AnswerModel;

// The profile being edited: the answers and weights (in the AnswerModel), the
// name and notes, the file it belongs to and whether it has unsaved changes.
class ProfileDocument : public QObject {
    Q_OBJECT

public:
    explicit ProfileDocument(const QuestionCatalogue& catalogue, QObject* parent = nullptr);

    [[nodiscard]] AnswerModel& answers() { return *m_answers; }
    [[nodiscard]] const AnswerModel& answers() const { return *m_answers; }
    [[nodiscard]] const QString& filePath() const { return m_filePath; }
    [[nodiscard]] const QString& name() const { return m_name; }
    [[nodiscard]] const QString& notes() const { return m_notes; }
    [[nodiscard]] bool isModified() const { return m_modified; }
    // The sizing step's inputs; std::nullopt until the user sizes a workload.
    [[nodiscard]] const std::optional<Workload>& workload() const { return m_workload; }
    // The result as it was when the profile was last saved ("saved_result"),
    // kept with the document and written back by toProfile(); empty if none.
    [[nodiscard]] const QJsonObject& savedResult() const { return m_savedResult; }
    // After a save: the record the file now holds. Not an edit.
    void setSavedResult(const QJsonObject& record);
    // The name, else the file's name, else "Untitled".
    [[nodiscard]] QString displayName() const;

    // What the file held when it was opened or last saved here: to notice
    // that someone else changed it. std::nullopt when that is not known (a
    // new document, or work restored without a record of its file).
    [[nodiscard]] const std::optional<io::FileStamp>& fileStamp() const { return m_fileStamp; }
    // The profile format of the file as opened; above Profile::kFormatVersion
    // when a newer version wrote it (saving over it then needs the user's consent).
    [[nodiscard]] int fileFormatVersion() const { return m_fileFormatVersion; }
    [[nodiscard]] bool isFromNewerVersion() const {
        return m_fileFormatVersion > Profile::kFormatVersion;
    }
    // True when a file is at filePath() and it no longer holds what was opened
    // or saved (changed or replaced), or when that is not known.
    [[nodiscard]] bool fileChangedOnDisk() const;

    // The whole document as a profile; weights are stored only where they
    // differ from the catalogue's defaults, so a default profile stays short.
    [[nodiscard]] Profile toProfile() const;

    void setName(const QString& name);
    void setNotes(const QString& notes);
    // An edit in the sizing step: saved, autosaved and marked modified like an answer.
    void setWorkload(const Workload& workload);
    // The profile's "cost" object as the Bill tab's inputs edit it; all-default
    // settings drop the object, so a profile that never had one stays as it was.
    [[nodiscard]] const std::optional<CostSettings>& cost() const { return m_cost; }
    void setCost(const CostSettings& cost);

    // Replaces the content: New (empty profile), Open (from a file) or a
    // restore (modified stays true because the work was never saved).
    // The file state is forgotten: set it again with setFileState().
    void reset(const Profile& profile, const QString& filePath, bool modified);
    void setFileState(const std::optional<io::FileStamp>& stamp, int formatVersion);
    // Saved in this program's format; `stamp` is what is on disk now.
    void markSaved(const QString& filePath,
                   const std::optional<io::FileStamp>& stamp = std::nullopt);

signals:
    void modifiedChanged(bool modified);
    void titleChanged();
    void detailsReplaced();    // name and notes changed by a reset, not by typing
    void workloadReplaced();   // the workload changed by a reset, not by the sizing step
    void contentEdited();      // any user edit: answers, weights, name, notes
    void savedResultChanged(); // opened, restored, saved: the comparison baseline moved

private:
    void setModified(bool modified);
    void edited();

    const QuestionCatalogue& m_catalogue;
    AnswerModel* m_answers;
    QString m_filePath;
    QString m_name;
    QString m_notes;
    std::optional<Workload> m_workload; // kept as loaded; the sizing step edits it
    std::optional<CostSettings> m_cost; // the profile's "cost" object, kept as loaded
    QJsonObject m_savedResult;
    bool m_modified = false;
    std::optional<io::FileStamp> m_fileStamp;
    int m_fileFormatVersion = Profile::kFormatVersion;
};

} // namespace accel::ui
