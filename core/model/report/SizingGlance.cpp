#include "SizingGlance.h"

#include "AcceleratorData.h"
#include "Profile.h"
#include "SizingPlan.h"

namespace accel {

std::optional<CheapestFit> cheapestFit(const Workload& workload, const Evaluation& evaluation,
                                       const sizing::AcceleratorData& catalogue) {
    // The same request as the report's sizing section, so that both name the
    // same configuration; without a deadline that is the fewest chips that fit.
    const sizing::SizingRequest request = sizing::sizingRequestFor(workload);
    std::optional<CheapestFit> best;
    for (const sizing::Candidate& c : sizing::planCandidates(catalogue, request, &evaluation)) {
        if (!c.spec || !c.availability.available || !c.meetsDeadline) {
            continue;
        }
        CheapestFit fit;
        fit.accelerator = c.spec->name;
        if (c.training && c.training->fitsInMemory && c.training->costUsd) {
            fit.chips = c.training->chips;
            fit.costUsd = c.training->costUsd->value;
            fit.hours = c.training->hours.value;
            fit.priceDate = c.training->price ? c.training->price->date : QString();
        } else if (c.inference && c.inference->fitsInMemory && c.inference->costPerHourUsd) {
            fit.chips = c.inference->totalChips;
            fit.costUsd = *c.inference->costPerHourUsd;
            fit.perHour = true;
            fit.priceDate = c.inference->price ? c.inference->price->date : QString();
        } else {
            continue;
        }
        if (fit.priceDate == QLatin1String("unknown")) {
            fit.priceDate.clear();
        }
        if (!best || fit.costUsd < best->costUsd) {
            best = fit;
        }
    }
    return best;
}

} // namespace accel
