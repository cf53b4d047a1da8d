#pragma once

#include "model/CostSettings.h"
#include "model/cost/CostData.h"
#include "model/sizing/AcceleratorSpec.h"
#include "model/sizing/Estimator.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace accel {
struct Evaluation;
struct Workload;
namespace sizing {
class AcceleratorData;
}
} // namespace accel

namespace accel::cost {

// The engineering time to move the work to the platform that needs it.
struct PortingEstimate {
    double weeks = 0.0;
    Platform platform = Platform::Tpu; // charged once, to this platform's options
    QString reason;                    // translated: how the weeks were reached
    QStringList sources;               // source ids
    bool overridden = false;           // the user's own weeks
    double usd = 0.0;
};

// One way to get the work done over the horizon.
struct CostOption {
    QString id; // gpu_cloud, tpu_cloud, gpu_owned
    Platform platform = Platform::Gpu;
    QString accelerator; // catalogue id
    QString acceleratorName;
    QString provider;            // gcp, aws, azure, on_prem
    QString pricing;             // a pricing mode, or "owned"
    int chips = 0;               // one run or the serving fleet; owned: the fleet bought
    double usdPerChipHour = 0.0; // rented price, or owned cost per used chip-hour
    double usedChipHoursPerMonth = 0.0;
    double computeUsd = 0.0;   // rented hours; owned: electricity
    double portingUsd = 0.0;   // once, in month 1
    double ownershipUsd = 0.0; // owned: purchase with overhead, in month 1
    double totalUsd = 0.0;
    std::vector<double> cumulativeUsd; // one per month; the last equals totalUsd
    QString priceDate;
    QString priceSource;
    std::optional<sizing::Range> hoursPerRun;       // training: end to end
    std::optional<sizing::Range> steadyHoursPerRun; // training: compute only
};

struct BreakEven {
    QString first; // option ids as in "between"
    QString second;
    std::optional<int> month; // first month (1-based) the order flips; none within the horizon
    QString cheaperFrom;      // the id cheaper from that month on; empty without a crossing
};

// Everything the bill rests on, ready for any view: the command line, the
// window, the report. Pure and cheap: no I/O.
struct CostPlan {
    int months = 24;
    bool training = true;
    std::vector<CostOption> options;
    std::vector<BreakEven> breakEven;
    PortingEstimate porting;
    std::vector<sizing::Assumption> assumptions;
    QStringList notes; // translated: options left out and why

    [[nodiscard]] const CostOption* option(QStringView id) const;
};

struct CostRequest {
    const Workload* workload = nullptr;     // required: without it there is nothing to price
    const Evaluation* evaluation = nullptr; // blockers, framework, porting answers
    CostSettings settings;
    std::optional<int> months; // the command line's --months wins over the profile
};

// Owned cost of one used chip-hour: purchase with overhead spread over the
// years at the utilization, plus the electricity of that hour.
double ownedUsdPerUsedChipHour(double usdPerChip, double overheadShare, double years,
                               double utilization, double watts, double pue, double usdPerKwh);

// Weeks to move GPU code to TPUs from the answers (question id -> option id).
PortingEstimate portingFromAnswers(const PortingTable& table,
                                   const QMap<QString, QString>& answers);

// The first month (1-based) at which the order of two cumulative series flips; none when
// it never does within them.
std::optional<int> breakEvenMonth(const std::vector<double>& a, const std::vector<double>& b);

CostPlan planCost(const sizing::AcceleratorData& catalogue, const CostData& data,
                  const CostRequest& request);

// The owned price per used chip-hour of one accelerator with the default or the
// user's figures; std::nullopt without a purchase price.
std::optional<double> ownedPriceFor(const CostData& data, const OwnSettings& own,
                                    const QString& acceleratorId);

// The sizing estimators' prices for chips on premises: ownedPriceFor with the
// defaults, dated and sourced by the purchase price. `data` must outlive the result.
sizing::OwnedPrices ownedPrices(const CostData& data);

constexpr double kHoursPerMonth = 730.0; // 8,760 / 12

} // namespace accel::cost
