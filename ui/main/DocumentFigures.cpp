#include "ui/main/DocumentFigures.h"

#include "model/sizing/AcceleratorData.h"
#include "services/LivePrices.h"
#include "ui/main/LivePricesController.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AnswerModel.h"

namespace accel::ui {

DocumentFigures::DocumentFigures(const ProfileDocument& document, LivePricesController& prices,
                                 QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_prices(prices) {
    // New prices change the figures of the same profile.
    connect(&prices, &LivePricesController::catalogueChanged, this, [this] { m_figures.reset(); });
}

std::shared_ptr<const report::ProfileFigures> DocumentFigures::now() const {
    // Compared rather than told: whichever view asks first after a change,
    // in whatever order the change's signals arrive, gets the new figures.
    Profile profile = m_document.toProfile();
    if (!m_figures || m_figures->profile != profile) {
        // The answer model keeps the engine's reading of these answers current.
        // Without a workload nothing is priced: the catalogue is not even loaded.
        static const sizing::AcceleratorData nothingToPrice;
        const sizing::AcceleratorData& catalogue =
            profile.workload ? m_prices.prices().catalogue() : nothingToPrice;
        m_figures = std::make_shared<const report::ProfileFigures>(
            report::figuresOf(profile, m_document.answers().evaluation(), catalogue));
    }
    return m_figures;
}

} // namespace accel::ui
