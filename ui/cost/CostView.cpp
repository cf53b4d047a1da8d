#include "CostView.h"

#include "CostData.h"
#include "CostInputs.h"
#include "CostText.h"
#include "Platform.h"
#include "SizingText.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace accel {

namespace {

// Okabe-Ito, as the other charts: blue GPU rented, orange TPU, green owned.
QColor colourOf(const QString& id) {
    if (id == QLatin1String("tpu_cloud")) {
        return QColor(0xE6, 0x9F, 0x00);
    }
    if (id == QLatin1String("gpu_owned")) {
        return QColor(0x00, 0x9E, 0x73);
    }
    return QColor(0x00, 0x72, 0xB2);
}

} // namespace

CostView::CostView(QWidget* parent)
    : QWidget(parent)
    , m_content(new QWidget)
    , m_inputs(new CostInputs(cost::CostData::bundled(), m_content))
    , m_chartView(new QChartView(m_content))
    , m_breakEven(new QLabel(m_content))
    , m_table(new QTableWidget(m_content))
    , m_porting(new QLabel(m_content)) {
    setObjectName(QStringLiteral("costView"));
    m_chartView->setObjectName(QStringLiteral("costChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    m_breakEven->setObjectName(QStringLiteral("costBreakEven"));
    m_breakEven->setWordWrap(true);
    m_breakEven->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_porting->setObjectName(QStringLiteral("costPorting"));
    m_porting->setWordWrap(true);
    m_porting->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("costTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    auto* top = new QHBoxLayout;
    top->addWidget(m_chartView, 3);
    top->addWidget(m_breakEven, 2);
    auto* column = new QVBoxLayout(m_content);
    column->setContentsMargins(6, 6, 6, 6);
    column->addWidget(m_inputs);
    column->addLayout(top, 1);
    column->addWidget(m_table);
    column->addWidget(m_porting);
    // It scrolls instead of forcing the window taller than a 1024x700 screen.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("costScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
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
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Cumulative cost over %1 months (USD)").arg(m_plan.months));
    chart->legend()->setAlignment(Qt::AlignBottom);
    double top = 0.0;
    for (const cost::CostOption& o : m_plan.options) {
        auto* line = new QLineSeries(chart);
        // Short names, so the legend never elides at 1024 pixels; the table names the chip.
        line->setName(
            o.id == QLatin1String("gpu_owned")
                ? tr("Owned GPUs")
                : (o.id == QLatin1String("tpu_cloud") ? tr("Rented TPUs") : tr("Rented GPUs")));
        QPen pen(colourOf(o.id));
        pen.setWidth(2);
        // Owned is dashed too, so the lines read apart in greyscale.
        if (o.id == QLatin1String("gpu_owned")) {
            pen.setStyle(Qt::DashLine);
        }
        line->setPen(pen);
        line->append(0, o.id == QLatin1String("gpu_owned") ? o.ownershipUsd + o.portingUsd
                                                           : o.portingUsd);
        for (std::size_t m = 0; m < o.cumulativeUsd.size(); ++m) {
            line->append(static_cast<double>(m + 1), o.cumulativeUsd[m]);
            top = std::max(top, o.cumulativeUsd[m]);
        }
        chart->addSeries(line);
    }
    auto* x = new QValueAxis(chart);
    x->setRange(0, m_plan.months);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Month"));
    auto* y = new QValueAxis(chart);
    y->setRange(0, top > 0 ? top * 1.05 : 1);
    y->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    QChart* old = m_chartView->chart();
    m_chartView->setChart(chart);
    delete old;

    QStringList sentences;
    for (const cost::BreakEven& b : m_plan.breakEven) {
        sentences << cost::breakEvenSentence(m_plan, b);
    }
    for (const QString& n : m_plan.notes) {
        sentences << n;
    }
    m_breakEven->setText(sentences.isEmpty() ? tr("Size a workload to see the whole bill.")
                                             : tr("Break-even") + QStringLiteral(":\n") +
                                                   sentences.join(QStringLiteral("\n")));

    const QStringList header{tr("Option"),  tr("Chips"),     tr("Per chip-hour"),
                             tr("Porting"), tr("Ownership"), tr("Total")};
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    m_table->setRowCount(static_cast<int>(m_plan.options.size()));
    int row = 0;
    for (const cost::CostOption& o : m_plan.options) {
        const QStringList cells{cost::optionLabel(o),
                                QLocale().toString(o.chips),
                                sizing::usdText(o.usdPerChipHour),
                                sizing::usdText(o.portingUsd),
                                sizing::usdText(o.ownershipUsd),
                                sizing::usdText(o.totalUsd)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(row, c, item);
        }
        ++row;
    }
    // Every option in view: the table is as tall as its rows, never scrolled.
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        height += m_table->rowHeight(r);
    }
    m_table->setFixedHeight(height);
    m_porting->setText(tr("Porting to %1: %2 engineer-weeks, %3, charged once. %4")
                           .arg(platformName(m_plan.porting.platform),
                                QLocale().toString(m_plan.porting.weeks, 'g', 3),
                                sizing::usdText(m_plan.porting.usd), m_plan.porting.reason));
}

} // namespace accel
