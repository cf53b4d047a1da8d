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
        setSide(side, p, sideLabel(p.name, path));
    }
    return load;
}

QString CompareSession::sideLabel(const QString& name, const QString& path, bool openNow) {
    const QString file = path.isEmpty() ? QString() : QFileInfo(path).fileName();
    const QString title = name.trimmed();
    if (title.isEmpty() && file.isEmpty()) {
        //: A compared profile that has neither a name nor a file yet.
        return openNow ? tr("Untitled profile (open now)") : tr("Untitled profile");
    }
    if (title.isEmpty() || file.isEmpty()) {
        const QString one = title.isEmpty() ? file : title;
        //: A compared profile's title: its name or its file's name, open in the window.
        return openNow ? tr("%1 (open now)").arg(one) : one;
    }
    //: A compared profile's title: the profile's name and its file's name.
    return openNow ? tr("%1 (%2, open now)").arg(title, file) : tr("%1 (%2)").arg(title, file);
}

} // namespace accel::ui
