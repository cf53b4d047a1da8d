#include "ResultPage.h"

#include "AnswerModel.h"
#include "Catalogue.h"
#include "ChangesView.h"
#include "FactorChartView.h"
#include "FactorTableModel.h"
#include "ResultText.h"
#include "SizingSummaryView.h"
#include "WeightPanel.h"

#include <QEvent>
#include <QFrame>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace accel {

ResultPage::ResultPage(AnswerModel& model, int stepCount, QWidget* parent)
    : QWizardPage(parent)
    , m_model(model) {
    setObjectName(QStringLiteral("page_result"));
    m_stepCount = stepCount;
    retranslateUi();

    // Built on first use: start-up shows the first question page only.
    new QVBoxLayout(this);
    layout()->setContentsMargins(0, 0, 0, 0);
    // Refreshed only while shown (and when it is shown): the question pages
    // then pay for the live chart alone, and start-up builds no result twice.
    connect(&m_model, &AnswerModel::evaluationChanged, this, &ResultPage::invalidate);
}

void ResultPage::setSizingSource(SizingSource source) {
    m_sizingSource = std::move(source);
    invalidate();
}

void ResultPage::invalidate() {
    if (isVisible()) {
        refresh();
    } else {
        m_stale = true;
    }
}

void ResultPage::ensureBuilt() {
    if (m_built) {
        return;
    }
    m_built = true;
    m_factors = new FactorTableModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_factors);
    m_sorted->setSortRole(FactorTableModel::kSortRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("factorTable"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // catalogue order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Numbers fit their text; the words get room and wrap.
    for (int c :
         {FactorTableModel::Weight, FactorTableModel::Contribution, FactorTableModel::Favours}) {
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_table->setColumnWidth(FactorTableModel::Question, 12 * em);
    m_table->setColumnWidth(FactorTableModel::Answer, 14 * em);
    m_table->setColumnWidth(FactorTableModel::Reason, 26 * em);

    m_changes = new ChangesView(this);
    m_weights = new WeightPanel(m_model, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->addTab(m_table, QString());
    m_tabs->addTab(m_changes, QString());
    m_tabs->addTab(m_weights, QString());
    m_sizing = new SizingSummaryView(this);
    m_tabs->addTab(m_sizing, QString());
    m_tabs->setTabVisible(m_tabs->indexOf(m_sizing), false);

    m_chart = new FactorChartView(false, this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_tabs);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({550, 450}); // proportions: the chart's row labels need width

    auto* column = static_cast<QVBoxLayout*>(layout());
    QWidget* summary = buildSummary();
    column->addWidget(summary);
    column->addWidget(split, 1);
    if (isVisible()) { // children added to a shown widget stay hidden unless told
        summary->show();
        split->show();
    }

    retranslateUi();
    connect(m_changes, &ChangesView::questionRequested, this, &ResultPage::questionRequested);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        emit questionRequested(index.data(FactorTableModel::kQuestionRole).toInt());
    });
}

void ResultPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWizardPage::changeEvent(event);
}

void ResultPage::retranslateUi() {
    setTitle(tr("Step %1 of %1: Result").arg(m_stepCount));
    setSubTitle(tr("The verdict, why, and what would change it. Adjust the importance of each "
                   "factor to see how robust it is."));
    if (!m_built) {
        return;
    }
    m_table->setAccessibleName(tr("Factor table"));
    m_tabs->setTabText(m_tabs->indexOf(m_table), tr("&Factors"));
    m_tabs->setTabText(m_tabs->indexOf(m_changes), tr("What would &change it"));
    m_tabs->setTabText(m_tabs->indexOf(m_weights), tr("Im&portance"));
    m_tabs->setTabText(m_tabs->indexOf(m_sizing), tr("&Sizing"));
    // The verdict, the table and the chart are sentences built from the result.
    invalidate();
}

void ResultPage::initializePage() {
    ensureBuilt();
}

void ResultPage::showEvent(QShowEvent* event) {
    ensureBuilt();
    if (m_stale) {
        refresh();
    }
    QWizardPage::showEvent(event);
}

QWidget* ResultPage::buildSummary() {
    auto* summary = new QWidget(this);
    m_headline = new QLabel(summary);
    m_headline->setObjectName(QStringLiteral("verdictHeadline"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details = new QLabel(summary);
    m_details->setObjectName(QStringLiteral("verdictDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_split = new QLabel(summary);
    m_split->setWordWrap(true);

    // Blockers are not a small negative score: a framed box with its own words.
    m_blockerFrame = new QFrame(summary);
    m_blockerFrame->setObjectName(QStringLiteral("blockerFrame"));
    m_blockerFrame->setStyleSheet(QStringLiteral(
        "#blockerFrame { border: 2px solid #D55E00; border-radius: 4px; background: #FFF3EB; }"
        "#blockerFrame QLabel { color: #202020; }"));
    m_blockers = new QLabel(m_blockerFrame);
    m_blockers->setObjectName(QStringLiteral("blockers"));
    m_blockers->setWordWrap(true);
    auto* frameLayout = new QVBoxLayout(m_blockerFrame);
    frameLayout->setContentsMargins(8, 4, 8, 4);
    frameLayout->addWidget(m_blockers);

    auto* layout = new QVBoxLayout(summary);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(m_headline);
    layout->addWidget(m_details);
    layout->addWidget(m_split);
    layout->addWidget(m_blockerFrame);
    return summary;
}

QString ResultPage::headline() {
    ensureBuilt();
    return m_headline->text();
}

void ResultPage::refresh() {
    ensureBuilt();
    m_stale = false;
    const Evaluation& e = m_model.evaluation();
    m_headline->setText(ResultText::verdictHeadline(e));
    m_details->setText(ResultText::confidenceLine(e) + QLatin1Char('\n') +
                       ResultText::basisLine(e) + QLatin1Char(' ') + ResultText::scoresLine(e));

    QStringList split;
    for (const WorkAssignment& w : e.split) {
        split << tr("%1 for %2").arg(platformName(w.platform), Catalogue::text(w.work));
    }
    m_split->setText(split.isEmpty()
                         ? QString()
                         : tr("Split of work: %1.").arg(split.join(QStringLiteral("; "))));
    m_split->setVisible(!split.isEmpty());

    QStringList blockers;
    for (const Blocker& b : e.blockers) {
        blockers << tr("Blocker. %1").arg(ResultText::blockerLine(e, b));
    }
    m_blockers->setText(blockers.join(QLatin1Char('\n')));
    m_blockerFrame->setVisible(!blockers.isEmpty());

    m_factors->setEvaluation(e);
    m_table->resizeRowsToContents();
    m_changes->showEvaluation(e);
    m_chart->showEvaluation(e);

    const bool sized = m_sizingSource && m_sizingSource(*m_sizing);
    m_tabs->setTabVisible(m_tabs->indexOf(m_sizing), sized);
}

} // namespace accel
