#include "FactorChart.h"

#include "Catalogue.h"
#include "Evaluation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace accel {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("FactorChart", text);
}

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

QString rowLabel(const Evaluation& e, const FactorContribution& f, bool blocking) {
    QString label = Catalogue::text(e.catalogue->question(f.question).label);
    label.remove(QLatin1Char('&'));
    if (blocking) {
        //: Marks a chart row whose answer makes a platform unavailable.
        label = tr("%1 [blocker]").arg(label);
    }
    return label;
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

void clearChart(QChart& chart) {
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

int factorChartRowCount(const Evaluation& e) {
    return static_cast<int>(std::count_if(e.factors.begin(), e.factors.end(), isAnswered));
}

void populateFactorChart(QChart& chart, const Evaluation& e, const FactorChartStyle& style) {
    clearChart(chart);
    chart.setAnimationOptions(style.animated ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart.setDropShadowEnabled(false);
    chart.setBackgroundBrush(style.background);
    chart.setBackgroundRoundness(0);
    chart.setBackgroundPen(Qt::NoPen);
    if (!e.catalogue) {
        chart.setTitle(QString());
        return;
    }

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
        chart.setTitle(tr("How each answer leans"));
    } else {
        chart.setTitle(tr("How each answer leans \u2014 blocked by a hard constraint: %1")
                           .arg(blockedPlatforms(e)));
    }

    // Light text on the dark blue, dark text on the light orange.
    QBarSet* gpu = makeSet(tr("favours GPU"), style.gpuColor, style.textColor, style.font);
    QBarSet* tpu = makeSet(tr("favours TPU"), style.tpuColor, style.textColor, style.font);

    // QBarCategoryAxis draws its first category at the bottom; walk the factors
    // backwards so the chart reads in catalogue order from the top.
    const std::vector<bool> blocking = blockingQuestions(e);
    QStringList categories;
    for (auto it = e.factors.rbegin(); it != e.factors.rend(); ++it) {
        if (!isAnswered(*it)) {
            continue;
        }
        categories << rowLabel(e, *it, blocking[static_cast<std::size_t>(it->question)]);
        gpu->append(std::min(it->contribution, 0.0));
        tpu->append(std::max(it->contribution, 0.0));
    }

    auto* series = new QHorizontalStackedBarSeries;
    series->append(gpu);
    series->append(tpu);
    series->setBarWidth(0.7);
    series->setLabelsVisible(style.valueLabels);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(3);
    chart.addSeries(series);

    auto* rows = new QBarCategoryAxis;
    rows->append(categories);
    rows->setLabelsFont(style.font);
    rows->setLabelsColor(style.textColor);
    rows->setGridLineVisible(false);
    rows->setTruncateLabels(false);
    chart.addAxis(rows, Qt::AlignLeft);
    series->attachAxis(rows);

    const double limit = axisLimit(e);
    auto* values = new QValueAxis;
    values->setRange(-limit, limit);
    values->setTickCount(5);
    values->setLabelFormat(QStringLiteral("%g"));
    values->setLabelsFont(style.font);
    values->setLabelsColor(style.textColor);
    values->setGridLineColor(style.gridColor);
    //: Axis title under the diverging chart: left of zero favours GPU, right favours TPU.
    values->setTitleText(tr("\u2190 favours GPU      contribution (weight \u00d7 lean)      "
                            "favours TPU \u2192"));
    values->setTitleFont(style.font);
    values->setTitleBrush(style.textColor);
    chart.addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);

    chart.legend()->setVisible(style.showLegend);
    chart.legend()->setAlignment(Qt::AlignBottom);
    chart.legend()->setFont(style.font);
    chart.legend()->setLabelColor(style.textColor);
}

} // namespace accel
