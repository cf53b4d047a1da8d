#include "ui/compare/CompareSession.h"

#include "model/QuestionCatalogue.h"
#include "model/report/ProfileFigures.h"

#include <QFileInfo>

namespace accel::ui {

void CompareSession::setSide(Side side, const Profile& profile, const QString& label) {
    m_evaluations[side] = report::evaluationOf(profile, m_catalogue);
    m_labels[side] = label;
}

Result<io::LoadedProfile> CompareSession::loadFile(Side side, const QString& path) {
    Result<io::LoadedProfile> load = io::loadProfileFile(path, m_catalogue);
    if (load) {
        const Profile& p = load->read.profile;
        const QString file = QFileInfo(path).fileName();
        //: A compared profile's title: the profile's name and its file's name.
        setSide(side, p, p.name.isEmpty() ? file : tr("%1 (%2)").arg(p.name, file));
    }
    return load;
}

} // namespace accel::ui
