#include "ui/main/ProfileDocument.h"

#include "model/QuestionCatalogue.h"
#include "ui/wizard/AnswerModel.h"

#include <QFileInfo>

namespace accel::ui {

ProfileDocument::ProfileDocument(const QuestionCatalogue& catalogue, QObject* parent)
    : QObject(parent)
    , m_catalogue(catalogue)
    , m_answers(new AnswerModel(catalogue, this)) {
    connect(m_answers, &AnswerModel::edited, this, &ProfileDocument::edited);
}

QString ProfileDocument::displayName() const {
    if (!m_name.trimmed().isEmpty()) {
        return m_name.trimmed();
    }
    if (!m_filePath.isEmpty()) {
        return QFileInfo(m_filePath).fileName();
    }
    return tr("Untitled profile");
}

Profile ProfileDocument::toProfile() const {
    Profile p;
    p.name = m_name;
    p.notes = m_notes;
    p.workload = m_workload;
    p.cost = m_cost;
    p.savedResult = m_savedResult;
    storeAnswers(m_catalogue, m_answers->answers(), p);
    const WeightSet defaults = WeightSet::defaults(m_catalogue);
    const WeightSet& weights = m_answers->weights();
    for (int q = 0; q < m_catalogue.questionCount(); ++q) {
        if (weights.weight(q) != defaults.weight(q)) {
            p.weights.insert(m_catalogue.question(q).id, weights.weight(q));
        }
    }
    return p;
}

void ProfileDocument::setName(const QString& name) {
    if (name != m_name) {
        m_name = name;
        emit titleChanged();
        edited();
    }
}

void ProfileDocument::setNotes(const QString& notes) {
    if (notes != m_notes) {
        m_notes = notes;
        edited();
    }
}

void ProfileDocument::setWorkload(const Workload& workload) {
    if (m_workload != workload) {
        m_workload = workload;
        edited();
    }
}

void ProfileDocument::setCost(const CostSettings& cost) {
    const std::optional<CostSettings> wanted =
        cost == CostSettings{} ? std::nullopt : std::optional<CostSettings>(cost);
    if (m_cost != wanted) {
        m_cost = wanted;
        edited();
    }
}

bool ProfileDocument::fileChangedOnDisk() const {
    // A file that is gone has nothing left to overwrite.
    if (m_filePath.isEmpty() || !QFileInfo::exists(m_filePath)) {
        return false;
    }
    return !m_fileStamp || io::fileChangedSince(m_filePath, *m_fileStamp);
}

void ProfileDocument::setFileState(const std::optional<io::FileStamp>& stamp, int formatVersion) {
    m_fileStamp = stamp;
    m_fileFormatVersion = formatVersion;
}

void ProfileDocument::reset(const Profile& profile, const QString& filePath, bool modified) {
    m_fileStamp.reset();
    m_fileFormatVersion = Profile::kFormatVersion;
    m_name = profile.name;
    m_notes = profile.notes;
    m_workload = profile.workload;
    m_cost = profile.cost; // kept as loaded, so that a save loses nothing
    m_savedResult = profile.savedResult;
    m_filePath = filePath;
    m_answers->replace(answerSetFor(m_catalogue, profile), weightSetFor(m_catalogue, profile));
    emit detailsReplaced();
    emit workloadReplaced();
    setModified(modified);
    emit titleChanged();
    emit savedResultChanged();
}

void ProfileDocument::setSavedResult(const QJsonObject& record) {
    m_savedResult = record;
    emit savedResultChanged();
}

void ProfileDocument::markSaved(const QString& filePath,
                                const std::optional<io::FileStamp>& stamp) {
    m_filePath = filePath;
    m_fileStamp = stamp;
    m_fileFormatVersion = Profile::kFormatVersion;
    setModified(false);
    emit titleChanged();
}

void ProfileDocument::setModified(bool modified) {
    if (modified != m_modified) {
        m_modified = modified;
        emit modifiedChanged(modified);
    }
}

void ProfileDocument::edited() {
    setModified(true);
    emit contentEdited();
}

} // namespace accel::ui
