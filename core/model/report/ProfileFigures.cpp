#include "model/report/ProfileFigures.h"

#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostData.h"
#include "model/report/CostSection.h"
#include "model/report/SavedResult.h"
#include "model/report/SizingSection.h"

namespace accel::report {

namespace {

cost::CostPlan billOf(const Workload& workload, const Profile& profile,
                      const Evaluation& evaluation, const sizing::AcceleratorData& catalogue,
                      const FigureOptions& options) {
    cost::CostRequest request;
    request.workload = &workload;
    request.evaluation = &evaluation;
    request.settings = profile.cost.value_or(CostSettings{});
    request.months = options.months;
    return cost::planCost(catalogue, cost::CostData::bundled(), request);
}

} // namespace

QMap<QString, double> ProfileFigures::billTotals() const {
    return bill ? billTotalsOf(*bill) : QMap<QString, double>{};
}

ReportInputs ProfileFigures::reportInputs(const QString& profileFile,
                                          const QString& applicationVersion) const {
    ReportInputs inputs;
    inputs.applicationVersion = applicationVersion;
    inputs.profileFile = profileFile;
    inputs.extraSections = extraSections;
    inputs.cheapest = cheapest;
    inputs.billTotals = billTotals();
    return inputs;
}

Evaluation evaluationOf(const Profile& profile, const QuestionCatalogue& catalogue) {
    return Engine(catalogue).evaluate(answerSetFor(catalogue, profile),
                                      weightSetFor(catalogue, profile));
}

ProfileFigures figuresOf(const Profile& profile, const QuestionCatalogue& questions,
                         const sizing::AcceleratorData& catalogue, const FigureOptions& options) {
    return figuresOf(profile, evaluationOf(profile, questions), catalogue, options);
}

ProfileFigures figuresOf(const Profile& profile, Evaluation evaluation,
                         const sizing::AcceleratorData& catalogue, const FigureOptions& options) {
    ProfileFigures figures{profile, std::move(evaluation), {}, {}, {}};
    if (!profile.workload) {
        return figures;
    }
    const Workload& workload = *profile.workload;
    figures.cheapest = cheapestFit(workload, figures.evaluation, catalogue);
    figures.bill = billOf(workload, profile, figures.evaluation, catalogue, options);
    figures.extraSections.push_back(
        sizingSection(workload, figures.evaluation, catalogue, options.today));
    if (Section costs = costSection(*figures.bill); !costs.isEmpty()) {
        figures.extraSections.push_back(std::move(costs));
    }
    return figures;
}

ReportDocument reportOf(const ProfileFigures& figures, const QString& profileFile,
                        const QString& applicationVersion, const QDateTime& generatedAt) {
    ReportInputs inputs = figures.reportInputs(profileFile, applicationVersion);
    inputs.generatedAt = generatedAt;
    return buildReport(figures.profile, figures.evaluation, inputs);
}

} // namespace accel::report
