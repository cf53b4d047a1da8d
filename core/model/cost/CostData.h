#pragma once

#include "model/InputIssue.h"
#include "model/Result.h"
#include "model/sizing/AcceleratorSpec.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace accel::cost {

// One default of the cost model with where it comes from.
struct Figure {
    double value = 0.0;
    QString source; // source ids, comma-separated
    QString note;
};

// What owning one GPU costs to buy and to power, with date and source.
struct OwnedChip {
    QString accelerator;
    std::optional<double> usdPerChip; // absent: no published price; the user sets it
    double low = 0.0;
    double high = 0.0;
    QString date;
    QString source;
    double watts = 0.0;
    QString wattsSource;
};

// Weeks to move GPU code to TPUs, keyed by answer ids (plus "unanswered").
struct PortingTable {
    QMap<QString, double> framework;
    QMap<QString, double> xlaCompat;
    QMap<QString, double> customKernels;
    QMap<QString, double> xlaSkillFactor;
    QStringList sources;
    QString note;
};

// resources/cost-model.json: the defaults of the whole-bill model, each with a
// source (or marked as an assumption), read like the accelerator data.
class CostData {
public:
    static const CostData& bundled();
    // Full validation; every problem with its JSON path (Failure::issues).
    static Result<CostData> parse(const QByteArray& json);

    Figure months, runsPerMonth, servingHoursPerMonth, engineerUsdPerWeek, pue, usdPerKwh, years,
        utilization, overheadShare, goodput;
    std::vector<OwnedChip> owned;
    PortingTable porting;
    std::vector<sizing::SourceRef> sources;
    QString updated;

    [[nodiscard]] const OwnedChip* ownedChip(QStringView accelerator) const;
    [[nodiscard]] const sizing::SourceRef* source(QStringView id) const;
};

} // namespace accel::cost
