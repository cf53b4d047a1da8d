#include "ui/main/SinceSavedStory.h"

#include "model/cost/CostModel.h"
#include "model/report/ResultChanges.h"
#include "model/report/SavedResult.h"
#include "model/report/SavedResultCodec.h"
#include "model/report/SinceSavedText.h"
#include "ui/main/PricedFigures.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AnswerModel.h"

namespace accel::ui {

SinceSavedStory::SinceSavedStory(const ProfileDocument& document, const PricedFigures& figures)
    : m_document(document)
    , m_figures(figures) {}

QStringList SinceSavedStory::tell() const {
    const std::optional<SavedResult> saved = readSavedResult(m_document.savedResult());
    if (!saved) {
        return {};
    }
    const Evaluation& now = m_document.answers().evaluation();
    const std::optional<CheapestFit> cheapest = m_figures.cheapestFit();
    ResultChanges changes = compareWithSaved(*saved, m_document.toProfile(), now, cheapest);
    if (const std::optional<cost::CostPlan> plan = m_figures.costPlan()) {
        compareBill(*saved, billTotalsOf(*plan), changes);
    }
    if (!worthTelling(*saved, changes)) {
        return {};
    }
    const ChangeStory story = changeStory(*saved, changes, now, cheapest);
    return QStringList{story.headline} + story.causes;
}

} // namespace accel::ui
