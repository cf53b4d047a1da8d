#pragma once

#include "render/Palette.h"

#include <QColor>
#include <QFont>
#include <QStringList>

class QChart;

namespace accel {
struct Evaluation;
}

namespace accel::render {

// How the factor chart looks. The defaults suit a printed report; the wizard's
// live panel keeps them too but may shrink the fonts.
struct FactorChartStyle {
    // Okabe-Ito palette: distinguishable with every common colour-vision
    // deficiency and in greyscale (blue is dark, orange is light).
    QColor gpuColor = palette::gpu();
    QColor tpuColor = palette::tpu();
    QColor blockerColor = palette::blocker(); // for the blocker line of the title
    QColor textColor = palette::text();
    QColor gridColor = palette::grid();
    QColor background = palette::paper();
    QFont font;              // labels and legend; the title is this font, larger and bold
    bool animated = false;   // the live panel may animate; documents must not
    bool showTitle = true;   // the title also names the blockers
    bool showLegend = true;  // "favours GPU" / "favours TPU"
    bool valueLabels = true; // numbers on the bars, so the chart reads without colour
    // The axis title without "contribution (weight x lean)": a side panel's
    // narrow chart has room for one short line only (the legend and the
    // result page's chart say the rest).
    bool shortAxisTitle = false;
};

// Clears `chart` and fills it with one diverging bar per answered factor:
// a "favours GPU" set (negative contributions) and a "favours TPU" set
// (positive), on a value axis symmetric around zero. Rows keep the catalogue
// order, top to bottom. A factor that triggers a blocker is marked in its row
// label, and the title names the blocked platform. Cheap enough to call on
// every answer change (no animation unless style.animated).
void populateFactorChart(QChart& chart, const Evaluation& evaluation,
                         const FactorChartStyle& style = {});

// The numbers drawn beside the bars, bottom row first ("\u22120.45", "+0.30",
// "0"); empty when style.valueLabels is off.
QStringList factorChartValueLabels(const QChart& chart);

// How many rows populateFactorChart() draws; lets callers size the chart
// (roughly one line of text per row) before rendering it.
int factorChartRowCount(const Evaluation& evaluation);

// The height `chart` needs at its current width to show every (wrapped) row
// label whole; 0 for an empty chart. For views that size it to its content.
double factorChartPreferredHeight(const QChart& chart);

} // namespace accel::render
