#include "model/report/SizingGlance.h"

#include "model/Profile.h"
#include "model/cost/CostModel.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/SizingLimits.h"

namespace accel {

sizing::SizingRequest plannedRequest(sizing::SizingRequest request) {
    if (deadlineAssumed(request)) {
        request.deadlineHours = sizing::defaults::deadlineDays * 24.0;
    }
    return request;
}

sizing::SizingRequest plannedRequest(const Workload& workload) {
    return plannedRequest(sizing::sizingRequestFor(workload));
}

bool deadlineAssumed(const sizing::SizingRequest& asked) {
    return asked.kind == sizing::SizingRequest::Kind::Training && asked.deadlineHours <= 0.0;
}

bool usableCandidate(const sizing::Candidate& c) {
    if (!c.spec || !c.availability.available) {
        return false;
    }
    if (c.training) {
        return c.training->fitsInMemory && c.meetsDeadline;
    }
    return c.inference && c.inference->fitsInMemory && c.inference->meetsLatency &&
           c.inference->meetsLoad;
}

std::optional<double> candidateCost(const sizing::Candidate& c) {
    if (c.training && c.training->costUsd) {
        return c.training->costUsd->value;
    }
    if (c.inference && c.inference->costPerMillionOutputTokensUsd) {
        return c.inference->costPerMillionOutputTokensUsd->value;
    }
    return std::nullopt;
}

const sizing::Candidate*
cheapestCandidate(const std::vector<const sizing::Candidate*>& candidates) {
    const sizing::Candidate* best = nullptr;
    for (const sizing::Candidate* c : candidates) {
        const std::optional<double> cost = c ? candidateCost(*c) : std::nullopt;
        // The first of equals wins: the catalogue's order, or the caller's.
        if (cost && usableCandidate(*c) && (!best || *cost < *candidateCost(*best))) {
            best = c;
        }
    }
    return best;
}

const sizing::Candidate* cheapestCandidate(const std::vector<sizing::Candidate>& candidates) {
    std::vector<const sizing::Candidate*> all;
    all.reserve(candidates.size());
    for (const sizing::Candidate& c : candidates) {
        all.push_back(&c);
    }
    return cheapestCandidate(all);
}

CheapestFit fitOf(const sizing::Candidate& c, const sizing::SizingRequest& asked) {
    CheapestFit fit;
    fit.accelerator = c.spec ? c.spec->name : QString();
    if (c.training) {
        const sizing::SizingRequest planned = plannedRequest(asked);
        fit.chips = c.training->chips;
        fit.costUsd = c.training->costUsd ? c.training->costUsd->value : 0.0;
        fit.hours = c.training->hours.value;
        fit.priceDate = c.training->price ? c.training->price->date : QString();
        fit.deadlineDays = planned.deadlineHours / 24.0;
        fit.deadlineAssumed = deadlineAssumed(asked);
    } else if (c.inference) {
        fit.chips = c.inference->totalChips;
        // Compared by the cost per million output tokens; what a budget
        // reads is the bill per hour.
        fit.costUsd = c.inference->costPerHourUsd.value_or(0.0);
        fit.perHour = true;
        fit.priceDate = c.inference->price ? c.inference->price->date : QString();
    }
    if (fit.priceDate == QLatin1String("unknown")) {
        fit.priceDate.clear();
    }
    return fit;
}

std::optional<CheapestFit> cheapestFit(const Workload& workload, const Evaluation& evaluation,
                                       const sizing::AcceleratorData& catalogue) {
    // The report's sizing section plans the same request and picks with the
    // same function: both name the same configuration.
    const sizing::SizingRequest asked = sizing::sizingRequestFor(workload);
    const sizing::SizingRequest request = plannedRequest(asked);
    const std::vector<sizing::Candidate> candidates = sizing::planCandidates(
        catalogue, request, &evaluation, cost::ownedPrices(cost::CostData::bundled()));
    const sizing::Candidate* c = cheapestCandidate(candidates);
    if (!c) {
        return std::nullopt;
    }
    return fitOf(*c, asked);
}

} // namespace accel
