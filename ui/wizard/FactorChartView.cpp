#include "ui/wizard/FactorChartView.h"

#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "render/chart/FactorChart.h"
#include "ui/common/AccessibleFactory.h"
#include "ui/wizard/ResultText.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QEvent>
#include <QFontMetrics>
#include <QtCharts/QChart>
#include <QtMath>

#include <algorithm>
#include <cstdlib>

namespace accel::ui {

namespace {

// A chart for assistive technology: role Chart (a QGraphicsView says
// "unknown"), its name, and the bars in words as its description.
class FactorChartAccessible : public QAccessibleWidget {
public:
    explicit FactorChartAccessible(FactorChartView* view)
        : QAccessibleWidget(view, QAccessible::Chart) {}
    QString text(QAccessible::Text t) const override {
        const auto* view = static_cast<const FactorChartView*>(widget());
        if (t == QAccessible::Description) {
            return view->accessibleDescription() + QLatin1Char(' ') + view->textAlternative();
        }
        return QAccessibleWidget::text(t);
    }
};

} // namespace

FactorChartView::FactorChartView(bool compact, QWidget* parent)
    : QChartView(new QChart, parent)
    , m_compact(compact) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 220);
    setFocusPolicy(Qt::NoFocus); // the same numbers are in the table, reachable by keyboard
    // QGraphicsView makes its viewport focusable: a nameless stop for a screen reader.
    viewport()->setFocusPolicy(Qt::NoFocus);
    installAccessibleInterface<FactorChartView, FactorChartAccessible>();
    retranslateUi();
}

void FactorChartView::changeEvent(QEvent* event) {
    // The bars and their labels are refilled by the owner, which holds the Evaluation.
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QChartView::changeEvent(event);
}

void FactorChartView::retranslateUi() {
    setAccessibleName(tr("Factor chart"));
    setAccessibleDescription(
        tr("Bars to the left favour GPU, bars to the right favour TPU; the factor table lists "
           "the same numbers."));
    setToolTip(QString());
}

void FactorChartView::showEvaluation(const Evaluation& evaluation) {
    render::FactorChartStyle style;
    style.font = font();
    if (m_compact) {
        style.font.setPointSizeF(style.font.pointSizeF() * 0.85);
        style.showTitle = false;
        style.shortAxisTitle = true;
    }
    style.background = palette().color(QPalette::Base);
    render::populateFactorChart(*chart(), evaluation, style);
    m_rows = render::factorChartRowCount(evaluation);
    QStringList rows;
    for (const FactorContribution& f : evaluation.factors) {
        if (f.option >= 0 && evaluation.catalogue) {
            //: One chart row read aloud: question, signed contribution, the side it favours.
            rows << tr("%1: %2, %3")
                        .arg(questionLabel(*evaluation.catalogue, f.question),
                             ResultText::signedNumber(f.contribution),
                             ResultText::favoursText(f.contribution));
        }
    }
    m_text = rows.isEmpty() ? tr("No answers yet.") : withFullStop(clauseListText(rows));
    // Qt Charts silently drops category labels that would overlap, so every
    // row needs a line of text; the rest is title, axis and legend.
    // Measured: labels survive from about 1.4 lines per row; the rest is the
    // axis, its title, the legend and the margins.
    fitHeight();
}

void FactorChartView::fitHeight() {
    // Every row label is wrapped whole (see FactorChartLabels): the view
    // asks for the height that takes at this width; its scroll area scrolls.
    const int wanted = std::max(220, qCeil(render::factorChartPreferredHeight(*chart())));
    if (std::abs(wanted - minimumHeight()) > 2) {
        setMinimumHeight(wanted);
    }
    // A little room to breathe, but two rows are not stretched over a tall
    // window: the space below stays empty instead.
    if (const int most = wanted * 5 / 4; std::abs(most - maximumHeight()) > 2) {
        setMaximumHeight(most);
    }
}

void FactorChartView::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event); // resizes the chart, which rewraps its labels
    fitHeight();
}

} // namespace accel::ui
