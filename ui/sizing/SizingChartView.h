#pragma once

#include "SizingPlan.h"

#include <QChartView>

namespace accel::sizing {

// Cost against time, one point per available candidate: the trade-off at a
// glance. Each accelerator has its own marker: GPUs in shades of blue, TPUs
// of orange (colour-blind safe), every one a different shape and named beside
// its point. Axes read "$350k" and "days"; log axes only when the points span
// more than a decade.
class SizingChartView : public QChartView {
    Q_OBJECT
public:
    explicit SizingChartView(QWidget* parent = nullptr);
    void showCandidates(const std::vector<Candidate>& rows, const SizingRequest& request);
    [[nodiscard]] int pointCount() const { return m_points; }

private:
    int m_points = 0;
};

} // namespace accel::sizing
