// The report section "Since the profile was saved": the comparison with the
// saved result (ResultChanges.h) told the way the window tells it
// (SinceSavedText.h).
#include "model/report/ReportBuilder.h"
#include "model/report/ReportSections.h"
#include "model/report/ResultChanges.h"
#include "model/report/SinceSavedText.h"

namespace accel::report::sections {

Section sinceSaved(const SavedResult& saved, const ResultChanges& changes, const Evaluation& e,
                   const std::optional<CheapestFit>& cheapest) {
    Section s{QLatin1String(kSinceSaved), ReportText::tr("Since the profile was saved"), {}};
    const ChangeStory story = changeStory(saved, changes, e, cheapest);
    s.blocks.push_back(paragraph(story.headline));
    if (!story.causes.isEmpty()) {
        Block list;
        list.kind = Block::Kind::BulletList;
        for (const QString& cause : story.causes) {
            list.items << plain(cause);
        }
        s.blocks.push_back(list);
    }
    return s;
}

} // namespace accel::report::sections
