#pragma once

#include "model/sizing/SizingPlan.h"

#include <vector>

class QWidget;

namespace accel::ui {

// What Step 7 asks of its cost-against-time chart (SizingChartView), so that
// the panel need not know Qt Charts. The widget is owned by its parent.
class SizingChartPane {
public:
    SizingChartPane() = default;
    virtual ~SizingChartPane() = default;
    SizingChartPane(const SizingChartPane&) = delete;
    SizingChartPane& operator=(const SizingChartPane&) = delete;
    SizingChartPane(SizingChartPane&&) = delete;
    SizingChartPane& operator=(SizingChartPane&&) = delete;

    [[nodiscard]] virtual QWidget* widget() = 0;
    virtual void showCandidates(const std::vector<sizing::Candidate>& rows,
                                const sizing::SizingRequest& request) = 0;
    // Points drawn by the last showCandidates(); for tests.
    [[nodiscard]] virtual int pointCount() const = 0;
};

} // namespace accel::ui
