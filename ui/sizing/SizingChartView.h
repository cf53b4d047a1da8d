#pragma once

#include "SizingPlan.h"

#include <QChartView>

namespace accel::sizing {

// Cost against time, one point per available candidate: the trade-off at a
// glance. GPUs are blue circles, TPUs orange squares (colour-blind safe, and
// told apart by shape too). Log axes only when the points span orders of magnitude.
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
