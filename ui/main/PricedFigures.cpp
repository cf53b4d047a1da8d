#include "ui/main/PricedFigures.h"

#include "model/cost/CostData.h"
#include "model/cost/CostModel.h"
#include "model/report/SizingGlance.h"
#include "model/report/VerdictGlance.h"
#include "services/LivePrices.h"
#include "ui/main/LivePricesController.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AnswerModel.h"

namespace accel::ui {

PricedFigures::PricedFigures(const ProfileDocument& document, LivePricesController& prices)
    : m_document(document)
    , m_prices(prices) {}

std::optional<CheapestFit> PricedFigures::cheapestFit() const {
    const std::optional<Workload>& workload = m_document.workload();
    if (!workload) {
        return std::nullopt;
    }
    return accel::cheapestFit(*workload, m_document.answers().evaluation(),
                              m_prices.prices().catalogue());
}

std::optional<cost::CostPlan> PricedFigures::costPlan() const {
    const std::optional<Workload>& workload = m_document.workload();
    if (!workload) {
        return std::nullopt;
    }
    cost::CostRequest request;
    request.workload = &*workload;
    const Evaluation& evaluation = m_document.answers().evaluation();
    request.evaluation = &evaluation;
    request.settings = m_document.cost().value_or(CostSettings{});
    return cost::planCost(m_prices.prices().catalogue(), cost::CostData::bundled(), request);
}

} // namespace accel::ui
