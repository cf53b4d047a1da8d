#pragma once

#include "model/sizing/SizingPlan.h"
#include "ui/sizing/SizingChartPane.h"

#include <QChartView>
#include <QRectF>

class QFontMetricsF;
class QGraphicsSimpleTextItem;

#include <vector>

namespace accel::ui {

// The name without its maker ("NVIDIA H100 SXM 80GB" -> "H100 SXM 80GB"):
// what the chart's legend and point labels show.
[[nodiscard]] QString shortAcceleratorName(const sizing::AcceleratorSpec& spec);

// Cost against time, one point per available candidate: the trade-off at a
// glance. Each accelerator has its own marker: GPUs in shades of blue, TPUs
// of orange (colour-blind safe), every one a different shape and named beside
// its point. Axes read "$2 million" and "days", with round ticks in one
// format per axis (chooseChartAxis()); log axes only when the points span
// more than a decade.
//
// The chart keeps the plotted figures as plain values (never pointers into
// the catalogue), so a language change redraws it in the new language and
// number format without asking for the candidates again.
class SizingChartView : public QChartView, public SizingChartPane {
    Q_OBJECT
public:
    explicit SizingChartView(QWidget* parent = nullptr);
    [[nodiscard]] QWidget* widget() override { return this; }
    void showCandidates(const std::vector<sizing::Candidate>& rows,
                        const sizing::SizingRequest& request) override;
    [[nodiscard]] int pointCount() const override { return static_cast<int>(m_points.size()); }
    // Where each shown point label is drawn, in the view's pixels, with its
    // text (tests: no two overlap, every accelerator is named).
    struct PlacedLabel {
        QString text;
        QRectF rect;
    };
    [[nodiscard]] std::vector<PlacedLabel> placedLabels() const;
    // Each point's marker and the plot area, in the view's pixels (tests:
    // no label covers a marker or leaves the plot area).
    [[nodiscard]] std::vector<QRectF> markerRects() const;
    [[nodiscard]] QRectF plotRect() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Point {
        QString name;  // in full, for the tooltip and the accessible text
        QString label; // without the maker, for the legend and beside the point
        Platform platform = Platform::Gpu;
        double x = 0.0;     // days to train, or tokens per second per user
        double y = 0.0;     // cost in USD, or USD per million tokens
        double hours = 0.0; // training only
        int chips = 0;
    };
    void retranslateUi();
    void render();
    // Names the points beside them: Qt Charts would centre each label above
    // its point whatever is there, over other markers and cut at the top.
    // Points that coincide share one label ("H100, H200"); each label takes
    // the first place around its point that is inside the plot area and
    // covers no marker and no other label. Runs whenever the plot area
    // changes.
    void placeLabels();
    struct LabelGroup;
    // The points where they are drawn, grouped where their markers touch;
    // `markers` receives each marker's box.
    [[nodiscard]] std::vector<LabelGroup> markerGroups(std::vector<QRectF>& markers) const;
    // Where each group's label goes, in the order of `groups`.
    [[nodiscard]] static std::vector<QRectF> placeGroupLabels(std::vector<LabelGroup>& groups,
                                                              const std::vector<QRectF>& markers,
                                                              const QRectF& plot,
                                                              const QFontMetricsF& metrics);
    // Merges group `i` into the group nearest to it.
    static void joinNearest(std::vector<LabelGroup>& groups, std::size_t i);
    [[nodiscard]] QFont labelFont() const;
    [[nodiscard]] QString tipFor(const Point& p) const;

    std::vector<Point> m_points;
    std::vector<QGraphicsSimpleTextItem*> m_labels; // children of the chart
    bool m_training = true;
    bool m_shown = false; // nothing is drawn before the first showCandidates()
};

} // namespace accel::ui
