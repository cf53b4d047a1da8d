#include "SinceSavedStory.h"

#include "AnswerModel.h"
#include "CostModel.h"
#include "PricedFigures.h"
#include "ProfileDocument.h"
#include "ResultChanges.h"
#include "SavedResult.h"
#include "SavedResultCodec.h"
#include "SinceSavedText.h"

namespace accel {

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

} // namespace accel
