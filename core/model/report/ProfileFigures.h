#pragma once

#include "model/Evaluation.h"
#include "model/Profile.h"
#include "model/cost/CostModel.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportDocument.h"
#include "model/report/SizingGlance.h"

#include <QDate>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace accel {
class QuestionCatalogue;
}

namespace accel::sizing {
class AcceleratorData;
}

namespace accel::report {

// Everything the program shows for one profile, computed in one place: the
// window (card, Sizing and Bill tabs, live panel, "since you saved"), the
// reports and the `report`, `cost` and `evaluate` commands all read it, so
// they cannot disagree. docs/development.md, "Where a figure comes from".
struct ProfileFigures {
    Profile profile;
    Evaluation evaluation;
    // Only with a workload: the cheapest configuration that fits, and the
    // whole bill (cost::planCost).
    std::optional<CheapestFit> cheapest;
    std::optional<cost::CostPlan> bill;
    // The report's sections after the engine's own: sizing, then the bill
    // when it has something to show; empty without a workload.
    std::vector<Section> extraSections;

    // The bill's total per option (billTotalsOf); empty without a workload.
    [[nodiscard]] QMap<QString, double> billTotals() const;
    // What buildReport needs beyond the profile and its evaluation.
    [[nodiscard]] ReportInputs reportInputs(const QString& profileFile,
                                            const QString& applicationVersion) const;
};

struct FigureOptions {
    QDate today = QDate::currentDate(); // prices older than their validity are flagged
    std::optional<int> months;          // the command line's --months wins over the profile
};

// The engine's reading of the profile's answers and weights.
[[nodiscard]] Evaluation evaluationOf(const Profile& profile, const QuestionCatalogue& catalogue);

// The figures of `profile`, priced from `catalogue` (bundled data, the
// user's override file and cached live prices, as loaded at the edges).
[[nodiscard]] ProfileFigures figuresOf(const Profile& profile, const QuestionCatalogue& questions,
                                       const sizing::AcceleratorData& catalogue,
                                       const FigureOptions& options = {});
// The same when the evaluation is at hand already (the window keeps it
// current as answers change); it must be evaluationOf(profile).
[[nodiscard]] ProfileFigures figuresOf(const Profile& profile, Evaluation evaluation,
                                       const sizing::AcceleratorData& catalogue,
                                       const FigureOptions& options = {});

// The report of the figures; `generatedAt` is stamped on it.
[[nodiscard]] ReportDocument reportOf(const ProfileFigures& figures, const QString& profileFile,
                                      const QString& applicationVersion,
                                      const QDateTime& generatedAt = QDateTime::currentDateTime());

} // namespace accel::report
