#pragma once

#include "Profile.h"

#include <QObject>

#include <optional>

namespace accel {

class AnswerModel;
class Catalogue;

// The profile being edited: the answers and weights (in the AnswerModel), the
// name and notes, the file it belongs to and whether it has unsaved changes.
class ProfileDocument : public QObject {
    Q_OBJECT

public:
    explicit ProfileDocument(const Catalogue& catalogue, QObject* parent = nullptr);

    [[nodiscard]] AnswerModel& answers() const { return *m_answers; }
    [[nodiscard]] const QString& filePath() const { return m_filePath; }
    [[nodiscard]] const QString& name() const { return m_name; }
    [[nodiscard]] const QString& notes() const { return m_notes; }
    [[nodiscard]] bool isModified() const { return m_modified; }
    // The sizing step's inputs; std::nullopt until the user sizes a workload.
    [[nodiscard]] const std::optional<Workload>& workload() const { return m_workload; }
    // The name, else the file's name, else "Untitled".
    [[nodiscard]] QString displayName() const;

    // The whole document as a profile; weights are stored only where they
    // differ from the catalogue's defaults, so a default profile stays short.
    [[nodiscard]] Profile toProfile() const;

    void setName(const QString& name);
    void setNotes(const QString& notes);
    // An edit in the sizing step: saved, autosaved and marked modified like an answer.
    void setWorkload(const Workload& workload);

    // Replaces the content: New (empty profile), Open (from a file) or a
    // restore (modified stays true because the work was never saved).
    void reset(const Profile& profile, const QString& filePath, bool modified);
    void markSaved(const QString& filePath);

signals:
    void modifiedChanged(bool modified);
    void titleChanged();
    void detailsReplaced();  // name and notes changed by a reset, not by typing
    void workloadReplaced(); // the workload changed by a reset, not by the sizing step
    void contentEdited();    // any user edit: answers, weights, name, notes

private:
    void setModified(bool modified);
    void edited();

    const Catalogue& m_catalogue;
    AnswerModel* m_answers;
    QString m_filePath;
    QString m_name;
    QString m_notes;
    std::optional<Workload> m_workload; // kept as loaded; the sizing step edits it
    bool m_modified = false;
};

} // namespace accel
