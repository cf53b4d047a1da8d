#include "ui/main/SinceSavedStory.h"

#include "model/report/ResultChanges.h"
#include "model/report/SavedResult.h"
#include "model/report/SavedResultCodec.h"
#include "model/report/SinceSavedText.h"
#include "ui/main/DocumentFigures.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AnswerModel.h"

namespace accel::ui {

SinceSavedStory::SinceSavedStory(const ProfileDocument& document, const DocumentFigures& figures)
    : m_document(document)
    , m_figures(figures) {}

QStringList SinceSavedStory::tell() const {
    const std::optional<SavedResult> saved = readSavedResult(m_document.savedResult());
    if (!saved) {
        return {};
    }
    const std::shared_ptr<const report::ProfileFigures> figures = m_figures.now();
    const Evaluation& now = figures->evaluation;
    const std::optional<CheapestFit>& cheapest = figures->cheapest;
    ResultChanges changes = compareWithSaved(*saved, figures->profile, now, cheapest);
    if (figures->bill) {
        compareBill(*saved, figures->billTotals(), changes);
    }
    if (!worthTelling(*saved, changes)) {
        return {};
    }
    const ChangeStory story = changeStory(*saved, changes, now, cheapest);
    return QStringList{story.headline} + story.causes;
}

} // namespace accel::ui
