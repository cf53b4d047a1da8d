#pragma once

#include <optional>

namespace accel::cost {
struct CostPlan;
}

namespace accel {
struct CheapestFit;
}

namespace accel::ui {

class LivePricesController;
class ProfileDocument;

// The open profile's figures that need the price catalogue: the cheapest
// configuration that fits its workload and the whole bill. Computed when
// asked, from the document as it stands; without a workload there is
// nothing to price and the catalogue is not even loaded.
class PricedFigures {
public:
    // Both must outlive this object.
    PricedFigures(const ProfileDocument& document, LivePricesController& prices);

    // For the verdict blocks, the report and the saved result.
    [[nodiscard]] std::optional<CheapestFit> cheapestFit() const;
    [[nodiscard]] std::optional<cost::CostPlan> costPlan() const;

private:
    const ProfileDocument& m_document;
    LivePricesController& m_prices;
};

} // namespace accel::ui
