#include "ui/cost/CostView.h"

#include "model/Platform.h"
#include "model/cost/CostData.h"
#include "model/cost/CostText.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"
#include "render/Palette.h"
#include "render/chart/CostChart.h"
#include "ui/cost/CostInputs.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

namespace accel::ui {

CostView::CostView(QWidget* parent)
    : CostPane(parent)
    , m_content(new QWidget)
    , m_inputs(new CostInputs(cost::CostData::bundled(), m_content))
    , m_chartView(new QChartView(m_content))
    , m_breakEven(new QLabel(m_content))
    , m_table(new QTableWidget(m_content))
    , m_owned(new QLabel(m_content))
    , m_porting(new QLabel(m_content)) {
    setObjectName(QStringLiteral("costView"));
    m_chartView->setObjectName(QStringLiteral("costChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    // The view is the named stop; QGraphicsView makes its viewport one too, without a name.
    m_chartView->viewport()->setFocusPolicy(Qt::NoFocus);
    // Its title, axes and legend take about 150 px: at 220 px the three lines
    // had 60 px between them, too flat to read where they cross.
    m_chartView->setMinimumHeight(320);
    m_breakEven->setObjectName(QStringLiteral("costBreakEven"));
    m_breakEven->setWordWrap(true);
    m_breakEven->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_breakEven->setTextFormat(Qt::RichText); // the sentences as a list
    m_owned->setObjectName(QStringLiteral("costOwnedNote"));
    m_owned->setWordWrap(true);
    m_owned->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_porting->setObjectName(QStringLiteral("costPorting"));
    m_porting->setWordWrap(true);
    m_porting->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("costTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Figures as wide as they are; the option's name takes the rest and wraps.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    // One line per option: a wrapped name made rows three lines tall when the
    // rows were measured before the columns had their widths.
    m_table->setWordWrap(false);

    auto* top = new QHBoxLayout;
    top->addWidget(m_chartView, 3);
    top->addWidget(m_breakEven, 2);
    auto* column = new QVBoxLayout(m_content);
    column->setContentsMargins(6, 6, 6, 6);
    // The bill itself right under what it is computed from, the chart after:
    // at 1024x700 the table was two screens down.
    column->addWidget(m_inputs);
    column->addWidget(m_table);
    column->addWidget(m_owned);
    column->addWidget(m_porting);
    column->addLayout(top, 1);
    // It scrolls instead of forcing the window taller than a 1024x700 screen.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("costScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Tab goes to the inputs, which the area scrolls into view; the area is no stop of its own.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    connect(m_inputs, &CostInputs::settingsEdited, this, &CostView::settingsEdited);
    retranslateUi();
}

void CostView::showPlan(const cost::CostPlan& plan) {
    m_plan = plan;
    rebuild();
}

void CostView::setSettings(const CostSettings& settings,
                           const QList<QPair<QString, QString>>& ownedChoices) {
    m_inputs->setSettings(settings);
    m_inputs->setOwnedChoices(ownedChoices);
}

void CostView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void CostView::retranslateUi() {
    m_chartView->setAccessibleName(tr("Cumulative cost chart"));
    m_table->setAccessibleName(tr("Bill per option"));
    rebuild();
}

void CostView::rebuild() {
    // The defaults of price and power shown are those of the GPU the bill owns.
    const cost::CostOption* owned = m_plan.option(QStringLiteral("gpu_owned"));
    const cost::CostOption* rented = m_plan.option(QStringLiteral("gpu_cloud"));
    m_inputs->setResolvedOwned(owned ? owned->accelerator
                                     : (rented ? rented->accelerator : QString()));
    if (!m_plan.porting.overridden) {
        m_inputs->setDerivedPortingWeeks(m_plan.porting.weeks);
    }
    m_inputs->setTraining(m_plan.training);
    m_inputs->setRentedGpuName(rented ? rented->acceleratorName : QString());
    auto* chart = new QChart;
    render::CostChartStyle style;
    style.font = font();
    render::populateCostChart(*chart, m_plan, style);
    QChart* old = m_chartView->chart();
    m_chartView->setChart(chart);
    delete old;

    // One item per sentence, as the report lists them: run together, where
    // one ended and the next began was lost in the wrapping.
    QStringList items;
    for (const cost::BreakEven& b : m_plan.breakEven) {
        items << cost::breakEvenSentence(m_plan, b);
    }
    for (const QString& n : m_plan.notes) {
        items << n;
    }
    QString list;
    for (const QString& item : items) {
        list += QStringLiteral("<li>") + item.toHtmlEscaped() + QStringLiteral("</li>");
    }
    m_breakEven->setText(
        items.isEmpty()
            ? tr("Size a workload to see the whole bill.").toHtmlEscaped()
            : QStringLiteral("<p>%1</p><ul style=\"margin-left: 0; -qt-list-indent: 1;\">%2</ul>")
                  .arg(tr("Break-even:").toHtmlEscaped(), list));
    const QString ownedNote = cost::ownedChargeNote(m_plan);
    m_owned->setVisible(!ownedNote.isEmpty());
    m_owned->setText(ownedNote);

    const cost::BillTable table = cost::billTable(m_plan);
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(table.header.size()));
    m_table->setHorizontalHeaderLabels(table.header);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setRowCount(static_cast<int>(table.rows.size()));
    for (int row = 0; row < table.rows.size(); ++row) {
        const QStringList& cells = table.rows[row];
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (table.numericColumns.contains(c)) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(row, c, item);
        }
    }
    // Every option in view: the table is as tall as its rows, never scrolled.
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        height += m_table->rowHeight(r);
    }
    m_table->setFixedHeight(height);
    //: %2 is a number of engineer-weeks, "3 engineer-weeks"; %3 their cost.
    m_porting->setText(tr("Porting to %1: %2, %3, charged once. %4")
                           .arg(platformName(m_plan.porting.platform),
                                amountText(m_plan.porting.weeks, CountUnit::EngineerWeek),
                                usdText(m_plan.porting.usd), m_plan.porting.reason));
}

} // namespace accel::ui
