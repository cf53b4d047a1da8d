#include "render/chart/FactorChart.h"

#include "model/CatalogueText.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "render/chart/FactorChartLabels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace accel::render {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FactorChart)
};

bool isAnswered(const FactorContribution& f) {
    return f.option >= 0;
}

// The questions whose answers switched a blocker on: their rows get a marker,
// so a blocker is never mistaken for just a long bar.
std::vector<bool> blockingQuestions(const Evaluation& e) {
    std::vector<bool> blocking(static_cast<std::size_t>(e.catalogue->questionCount()), false);
    for (const Blocker& b : e.blockers) {
        const BlockerRule& rule = e.catalogue->blockers()[static_cast<std::size_t>(b.rule)];
        for (const Condition& c : rule.when) {
            if (c.questionIndex >= 0) {
                blocking[static_cast<std::size_t>(c.questionIndex)] = true;
            }
        }
    }
    return blocking;
}

QString blockedPlatforms(const Evaluation& e) {
    QStringList names;
    for (Platform p : {Platform::Gpu, Platform::Tpu}) {
        if (e.isBlocked(p)) {
            names << platformName(p);
        }
    }
    return names.join(QStringLiteral(", "));
}

FactorChartLabels::Row row(const Evaluation& e, const FactorContribution& f, bool blocking) {
    FactorChartLabels::Row r;
    r.label = questionLabel(*e.catalogue, f.question);
    if (blocking) {
        //: Marks a chart row whose answer makes a platform unavailable.
        r.marker = Text::tr("%1 [blocker]").arg(QString()); // kept whole when the label is elided
    }
    r.value = f.contribution;
    return r;
}

// Tick labels with the tables' minus sign, which QValueAxis's printf format
// cannot give. QCategoryAxis is a QValueAxis, labelled at the tick values.
QCategoryAxis* valueAxis(double limit) {
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(-limit * 1.000001); // the first label sits on -limit itself
    for (int i = -2; i <= 2; ++i) {
        const double v = limit * i / 2.0;
        const QString magnitude = QLocale().toString(std::abs(v), 'g', 3);
        axis->append(v < 0 ? QStringLiteral("\u2212") + magnitude : magnitude, v);
    }
    axis->setRange(-limit, limit);
    return axis;
}

// A symmetric range with a little headroom for the value labels. With five
// ticks the step is limit / 2, so an even limit keeps the tick labels whole.
double axisLimit(const Evaluation& e) {
    double largest = 0.0;
    for (const FactorContribution& f : e.factors) {
        if (isAnswered(f)) {
            largest = std::max(largest, std::abs(f.contribution));
        }
    }
    const double wanted = largest * 1.2;
    return wanted <= 1.0 ? 1.0 : 2.0 * std::ceil(wanted / 2.0);
}

// The label item is a graphics child of the chart, not a QObject child.
FactorChartLabels* labelsOf(const QChart& chart) {
    const auto items = chart.childItems();
    for (QGraphicsItem* item : items) {
        if (auto* labels = dynamic_cast<FactorChartLabels*>(item)) {
            return labels;
        }
    }
    return nullptr;
}

void clearChart(QChart& chart) {
    delete labelsOf(chart); // a child item: it would outlive the series it reads
    chart.removeAllSeries();
    const auto axes = chart.axes();
    for (QAbstractAxis* axis : axes) {
        chart.removeAxis(axis);
        delete axis;
    }
}

QBarSet* makeSet(const QString& name, const QColor& colour, const QColor& labelColour,
                 const QFont& font) {
    auto* set = new QBarSet(name);
    set->setColor(colour);
    set->setBorderColor(colour);
    set->setLabelColor(labelColour);
    set->setLabelFont(font);
    return set;
}

} // namespace

QStringList factorChartValueLabels(const QChart& chart) {
    const FactorChartLabels* labels = labelsOf(chart);
    return labels ? labels->valueTexts() : QStringList();
}

double factorChartPreferredHeight(const QChart& chart) {
    const FactorChartLabels* labels = labelsOf(chart);
    return labels ? labels->preferredHeight() : 0.0;
}

int factorChartRowCount(const Evaluation& e) {
    return static_cast<int>(std::count_if(e.factors.begin(), e.factors.end(), isAnswered));
}

namespace {

void paintBackground(QChart& chart, const FactorChartStyle& style) {
    chart.setAnimationOptions(style.animated ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart.setDropShadowEnabled(false);
    chart.setBackgroundBrush(style.background);
    chart.setBackgroundRoundness(0);
    chart.setBackgroundPen(Qt::NoPen);
}

void setChartTitle(QChart& chart, const Evaluation& e, const FactorChartStyle& style) {
    QFont titleFont = style.font;
    titleFont.setBold(true);
    // Documents pass pixel-sized fonts (see FactorChartPicture), the GUI point sizes.
    if (style.font.pixelSize() > 0) {
        titleFont.setPixelSize(qRound(style.font.pixelSize() * 1.15));
    } else {
        titleFont.setPointSizeF(style.font.pointSizeF() * 1.15);
    }
    chart.setTitleFont(titleFont);
    chart.setTitleBrush(e.blockers.empty() ? style.textColor : style.blockerColor);
    if (!style.showTitle) {
        chart.setTitle(QString());
    } else if (e.blockers.empty()) {
        chart.setTitle(Text::tr("How each answer leans"));
    } else {
        // Short enough for a report's chart in every language: a longer
        // title was cut with "..." just before the platform it names.
        //: %1: the platforms a blocker rules out ("TPU").
        chart.setTitle(Text::tr("How each answer leans (ruled out: %1)").arg(blockedPlatforms(e)));
    }
}

// One bar per answered question, its rows (labels and values) in `rows`.
QHorizontalStackedBarSeries* addFactorBars(QChart& chart, const Evaluation& e,
                                           const FactorChartStyle& style,
                                           std::vector<FactorChartLabels::Row>& rows) {
    // Light text on the dark blue, dark text on the light orange.
    QBarSet* gpu = makeSet(Text::tr("favours GPU"), style.gpuColor, style.textColor, style.font);
    QBarSet* tpu = makeSet(Text::tr("favours TPU"), style.tpuColor, style.textColor, style.font);

    // QBarCategoryAxis draws its first category at the bottom; walk the factors
    // backwards so the chart reads in catalogue order from the top.
    const std::vector<bool> blocking = blockingQuestions(e);
    for (auto it = e.factors.rbegin(); it != e.factors.rend(); ++it) {
        if (!isAnswered(*it)) {
            continue;
        }
        rows.push_back(row(e, *it, blocking[static_cast<std::size_t>(it->question)]));
        gpu->append(std::min(it->contribution, 0.0));
        tpu->append(std::max(it->contribution, 0.0));
    }

    auto* series = new QHorizontalStackedBarSeries;
    series->append(gpu);
    series->append(tpu);
    series->setBarWidth(0.7); // FactorChartLabels keeps bars bar-shaped when rows are few
    // The numbers are FactorChartLabels' job (see there why not Qt's).
    series->setLabelsVisible(false);
    chart.addSeries(series);
    return series;
}

QBarCategoryAxis* addRowAxis(QChart& chart, QHorizontalStackedBarSeries& series,
                             const std::vector<FactorChartLabels::Row>& rows,
                             const FactorChartStyle& style) {
    auto* rowAxis = new QBarCategoryAxis;
    for (const FactorChartLabels::Row& r : rows) {
        rowAxis->append(r.label + r.marker);
    }
    rowAxis->setLabelsFont(style.font);
    rowAxis->setLabelsColor(style.textColor);
    rowAxis->setGridLineVisible(false);
    rowAxis->setTruncateLabels(false);
    chart.addAxis(rowAxis, Qt::AlignLeft);
    series.attachAxis(rowAxis);

    // A row label may be elided: hovering its bar shows the whole question.
    QObject::connect(
        &series, &QAbstractBarSeries::hovered, rowAxis, [rows](bool on, int index, QBarSet*) {
            if (!on || index < 0 || index >= static_cast<int>(rows.size())) {
                QToolTip::hideText();
                return;
            }
            const FactorChartLabels::Row& r = rows[static_cast<std::size_t>(index)];
            QToolTip::showText(
                QCursor::pos(),
                Text::tr("%1: %2").arg(r.label + r.marker, FactorChartLabels::valueText(r.value)));
        });
    return rowAxis;
}

void addValueAxis(QChart& chart, QHorizontalStackedBarSeries& series, const Evaluation& e,
                  const FactorChartStyle& style) {
    const double limit = axisLimit(e);
    QCategoryAxis* values = valueAxis(limit);
    values->setLabelsFont(style.font);
    values->setLabelsColor(style.textColor);
    values->setGridLineColor(style.gridColor);
    //: Axis title under the diverging chart: bars left of zero favour GPU, right
    //: of zero TPU. Every space is a no-break space except the one after each
    //: middle dot, so that a narrow chart wraps it only there.
    const QString axisTitle =
        Text::tr("\u2190\u00a0GPU\u00a0\u00b7 contribution\u00a0(importance\u00a0\u00d7\u00a0lean)"
                 "\u00a0\u00b7 TPU\u00a0\u2192");
    //: Short axis title under the side panel's narrow chart: bars left of zero
    //: favour GPU, right of zero TPU. No-break spaces keep it on one line.
    const QString shortTitle =
        Text::tr("\u2190\u00a0GPU\u00a0\u00a0\u00b7\u00a0\u00a0TPU\u00a0\u2192");
    values->setTitleText(style.shortAxisTitle ? shortTitle : axisTitle);
    values->setTitleFont(style.font);
    values->setTitleBrush(style.textColor);
    chart.addAxis(values, Qt::AlignBottom);
    series.attachAxis(values);
}

void styleLegend(QChart& chart, const FactorChartStyle& style) {
    chart.legend()->setVisible(style.showLegend);
    chart.legend()->setAlignment(Qt::AlignBottom);
    chart.legend()->setFont(style.font);
    chart.legend()->setLabelColor(style.textColor);
}

} // namespace

void populateFactorChart(QChart& chart, const Evaluation& e, const FactorChartStyle& style) {
    clearChart(chart);
    paintBackground(chart, style);
    if (!e.catalogue) {
        chart.setTitle(QString());
        return;
    }
    setChartTitle(chart, e, style);
    std::vector<FactorChartLabels::Row> rows;
    QHorizontalStackedBarSeries* series = addFactorBars(chart, e, style, rows);
    QBarCategoryAxis* rowAxis = addRowAxis(chart, *series, rows, style);
    addValueAxis(chart, *series, e, style);

    FactorChartLabels::Look look{style.font, style.textColor, Qt::white, style.textColor};
    look.muted.setAlphaF(0.6);
    new FactorChartLabels(chart, *series, *rowAxis, std::move(rows), look, style.valueLabels);
    styleLegend(chart, style);
}

} // namespace accel::render
