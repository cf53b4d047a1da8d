#include "ui/wizard/LivePanel.h"

#include "render/Palette.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/FactorChartPane.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/ResultText.h"
#include "ui/wizard/VerdictCard.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace accel::ui {

LivePanel::LivePanel(AnswerModel& model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_card(new VerdictCard(true, this))
    , m_blockers(new QLabel(this)) {
    setObjectName(QStringLiteral("livePanel"));
    setAccessibleName(tr("Live comparison"));
    connect(m_card, &VerdictCard::questionRequested, this, &LivePanel::questionRequested);
    m_blockers->setWordWrap(true);
    m_blockers->setObjectName(QStringLiteral("liveBlockers"));
    // Vermillion text plus the words "unavailable": readable without colour.
    m_blockers->setStyleSheet(
        QStringLiteral("color: %1;").arg(render::palette::blockerText().name()));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 0, 0);
    layout->addWidget(m_card);
    layout->addWidget(m_blockers);
    layout->addStretch(1); // replaced by the chart once it exists

    // Hidden (on the result page, or switched off): catch up when shown.
    connect(&m_model, &AnswerModel::evaluationChanged, this, [this] {
        if (isVisible()) {
            refresh();
        } else {
            m_stale = true;
        }
    });
}

void LivePanel::showEvent(QShowEvent* event) {
    if (m_stale) {
        refresh();
    }
    QWidget::showEvent(event);
}

FactorChartPane* LivePanel::chartView() {
    ensureChart();
    return m_chart;
}

void LivePanel::ensureChart() {
    if (m_chart) {
        return;
    }
    // In a small window the chart scrolls instead of shrinking: Qt Charts
    // drops the row labels that no longer fit, and a bar without its question
    // means nothing.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("liveChartScroll"));
    scroll->viewport()->setFocusPolicy(Qt::NoFocus); // the area is the stop, not its viewport
    scroll->setAccessibleName(tr("Factor chart"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_chart = new FactorChartView(true, scroll);
    scroll->setWidget(m_chart->widget());
    auto* column = static_cast<QVBoxLayout*>(layout());
    delete column->takeAt(column->count() - 1); // the placeholder stretch
    column->addWidget(scroll, 1);
    if (isVisible()) {
        scroll->show();
    }
    m_chart->showEvaluation(m_model.evaluationExceptConfidence()); // as refresh() does
}

void LivePanel::paintEvent(QPaintEvent* event) {
    // Qt Charts costs tens of milliseconds on its first paint; the chart is
    // built right after the window's first paint so the questions show first.
    if (!m_chart) {
        QTimer::singleShot(0, this, &LivePanel::ensureChart);
    }
    QWidget::paintEvent(event);
}

void LivePanel::changeEvent(QEvent* event) {
    // Every text here is a sentence about the current result: rewrite it.
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Live comparison"));
        refresh();
    }
    QWidget::changeEvent(event);
}

QString LivePanel::leaningText() const {
    return m_card->plainText();
}

void LivePanel::setCheapestSource(CheapestSource source) {
    m_cheapestSource = std::move(source);
    if (isVisible()) {
        refresh();
    } else {
        m_stale = true;
    }
}

void LivePanel::refresh() {
    m_stale = false;
    // Nothing answered shows no confidence: start-up does not wait for its samples.
    const Evaluation& e = m_model.evaluationExceptConfidence();
    m_card->showEvaluation(e, m_cheapestSource ? m_cheapestSource() : std::nullopt);
    QStringList blockers;
    for (const Blocker& b : e.blockers) {
        blockers << ResultText::blockerLine(e, b);
    }
    m_blockers->setText(blockers.join(QLatin1Char('\n')));
    m_blockers->setVisible(!blockers.isEmpty());
    if (m_chart) {
        m_chart->showEvaluation(e);
    }
}

} // namespace accel::ui
