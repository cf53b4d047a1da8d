#include "ui/wizard/ResultPage.h"

#include "model/QuestionCatalogue.h"
#include "model/VerdictReason.h"
#include "model/report/ProfileFigures.h"
#include "render/Palette.h"
#include "ui/common/FocusInView.h"
#include "ui/common/TabMnemonics.h"
#include "ui/cost/CostInputs.h"
#include "ui/cost/CostPane.h"
#include "ui/cost/CostView.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ChangesView.h"
#include "ui/wizard/FactorChartPane.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/FactorTableModel.h"
#include "ui/wizard/ResultText.h"
#include "ui/wizard/SinceSavedView.h"
#include "ui/wizard/SizingSummaryView.h"
#include "ui/wizard/VerdictCard.h"
#include "ui/wizard/WeightPanel.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace accel::ui {

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

void ResultPage::setFiguresSource(FiguresSource source) {
    m_figuresSource = std::move(source);
    invalidate();
}

void ResultPage::setOwnableChips(const QList<QPair<QString, QString>>& chips) {
    m_ownableChips = chips;
}

void ResultPage::setSinceSavedSource(SinceSavedSource source) {
    m_sinceSavedSource = std::move(source);
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
    // Built first, so that Tab reaches the verdict card's links before the
    // tabs under it: the focus chain follows the order widgets are created.
    QWidget* summary = buildSummary();
    buildFactorTable();
    buildTabs();

    auto* column = static_cast<QVBoxLayout*>(layout());
    column->addWidget(summary);
    column->addWidget(m_tabs, 1);
    if (isVisible()) { // children added to a shown widget stay hidden unless told
        summary->show();
        m_tabs->show();
    }

    retranslateUi();
    connect(m_changes, &ChangesView::questionRequested, this, &ResultPage::questionRequested);
    connect(m_card, &VerdictCard::questionRequested, this, &ResultPage::questionRequested);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        emit questionRequested(index.data(FactorTableModel::kQuestionRole).toInt());
    });
}

void ResultPage::buildFactorTable() {
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
    m_table->setTextElideMode(Qt::ElideNone);
    // Tab leaves the table (the arrows move within), as in every list.
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    QHeaderView* header = m_table->horizontalHeader();
    // The numbers take what they need; the words share the rest (see
    // fitFactorColumns) and wrap: never a sideways scroll bar.
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    header->setMinimumSectionSize(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 4);
    // The sort arrow takes room in the sorted column only.
    connect(header, &QHeaderView::sortIndicatorChanged, this, &ResultPage::fitFactorColumns);
    m_table->viewport()->installEventFilter(this);
    // Rows follow their wrapped text when the width changes.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void ResultPage::buildTabs() {
    m_changes = new ChangesView(this);
    m_weights = new WeightPanel(m_model, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->addTab(m_table, QString());
    m_tabs->addTab(m_changes, QString());
    m_tabs->addTab(m_weights, QString());
    m_sizing = new SizingSummaryView(this);
    m_tabs->addTab(m_sizing, QString());
    setTabShown(m_tabs, m_sizing, false);
    m_cost = new CostView(this);
    m_tabs->addTab(m_cost, QString());
    setTabShown(m_tabs, m_cost, false);
    connect(m_cost, &CostPane::settingsEdited, this, &ResultPage::costSettingsEdited);
    m_tabs->insertTab(0, buildWhyTab(), QString());
    m_sinceSaved = new SinceSavedView(this);
    m_tabs->addTab(m_sinceSaved, QString());
    setTabShown(m_tabs, m_sinceSaved, false);
    m_tabs->setCurrentIndex(0);
    keepFocusInView(m_changes);
}

QWidget* ResultPage::buildWhyTab() {
    // The chart scrolls instead of squeezing its rows (Qt Charts drops the
    // labels that no longer fit) and instead of forcing the window taller.
    // The first tab says why in words (the basis, the scores, a hybrid's
    // split of work), then shows the chart: the summary above stays short
    // enough for a small screen.
    m_chartScroll = new QScrollArea(this);
    m_chartScroll->setObjectName(QStringLiteral("resultChartScroll"));
    // The area is the stop, not its viewport, so that the arrows scroll the
    // chart. The viewport passes its policy on to the area (its focus proxy):
    // the area's own comes second.
    m_chartScroll->viewport()->setFocusPolicy(Qt::NoFocus);
    m_chartScroll->setFocusPolicy(Qt::StrongFocus);
    m_chartScroll->setWidgetResizable(true);
    m_chartScroll->setFrameShape(QFrame::NoFrame);
    m_chartScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* why = new QWidget(m_chartScroll);
    m_details = new QLabel(why);
    m_details->setObjectName(QStringLiteral("verdictDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_split = new QLabel(why);
    m_split->setObjectName(QStringLiteral("verdictSplit"));
    m_split->setWordWrap(true);
    m_chart = new FactorChartView(false, why);
    auto* whyLayout = new QVBoxLayout(why);
    whyLayout->setContentsMargins(6, 6, 6, 0);
    whyLayout->addWidget(m_details);
    whyLayout->addWidget(m_split);
    whyLayout->addWidget(m_chart->widget(), 1);
    whyLayout->addStretch(0); // below a chart of few rows, which does not grow
    m_chartScroll->setWidget(why);
    return m_chartScroll;
}

namespace {

bool isTabStop(const QWidget* w) {
    return w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus &&
           !w->focusProxy();
}

// The Tab stop after (or before) `from` in the window's focus chain, outside `skip`.
QWidget* stopAfter(QWidget* from, bool next, const QWidget* skip) {
    for (QWidget* w = next ? from->nextInFocusChain() : from->previousInFocusChain();
         w && w != from; w = next ? w->nextInFocusChain() : w->previousInFocusChain()) {
        if (isTabStop(w) && !(skip && (w == skip || skip->isAncestorOf(w)))) {
            return w;
        }
    }
    return nullptr;
}

} // namespace

bool ResultPage::focusNextPrevChild(bool next) {
    // Tab goes from the tab bar into the tab shown and from its last stop on
    // to the buttons; Shift+Tab from its first stop back to the bar. The
    // focus chain alone cannot say so: the tabs were made after their pages,
    // and what a page rebuilds (the links of "What would change it") joins
    // the end of the chain.
    QWidget* focus = QApplication::focusWidget();
    if (!m_built || !focus || !m_tabs->isVisible()) {
        return QWizardPage::focusNextPrevChild(next);
    }
    QWidget* bar = m_tabs->findChild<QTabBar*>(QString(), Qt::FindDirectChildrenOnly);
    QWidget* page = m_tabs->currentWidget();
    const auto inPage = [page](const QWidget* w) { return w == page || page->isAncestorOf(w); };
    QWidget* first = isTabStop(page) ? page : firstTabStop(page);
    QWidget* target = nullptr;
    if (next && focus == bar) {
        target = first;
    } else if (!next && first && first->hasFocus()) {
        target = bar;
    } else if (inPage(focus)) {
        // Leaving the page: never for the bar or another page's stop.
        QWidget* after = stopAfter(focus, next, nullptr);
        if (after && m_tabs->isAncestorOf(after) && !inPage(after)) {
            target = next ? stopAfter(focus, true, m_tabs) : bar;
        }
    }
    if (!target) {
        return QWizardPage::focusNextPrevChild(next);
    }
    target->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

bool ResultPage::eventFilter(QObject* watched, QEvent* event) {
    if (m_table && watched == m_table->viewport() && event->type() == QEvent::Resize) {
        fitFactorColumns();
    }
    return QWizardPage::eventFilter(watched, event);
}

int ResultPage::numberColumnWidth(int column) const {
    // As wide as its figures and its title; Qt's own fit would keep room for
    // a sort arrow in every title ("3.00" under 125 px at 1024 wide, while
    // the sources wrapped to seven lines), so the arrow's room goes to the
    // sorted column alone.
    const QHeaderView* header = m_table->horizontalHeader();
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const QString title = m_sorted->headerData(column, Qt::Horizontal).toString();
    int width = header->fontMetrics().horizontalAdvance(title) + 4 * margin;
    if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column) {
        width += header->height() + margin;
    }
    // QTableView hides the public QAbstractItemView::sizeHintForColumn().
    const QAbstractItemView* view = m_table;
    return std::max(width, view->sizeHintForColumn(column));
}

void ResultPage::fitFactorColumns() {
    // Shares of the width left by the numbers: the reason, the longest
    // text, gets the most, so that rows stay two or three lines high.
    QHeaderView* header = m_table->horizontalHeader();
    int numbers = 0;
    for (int c :
         {FactorTableModel::Weight, FactorTableModel::Contribution, FactorTableModel::Favours}) {
        header->resizeSection(c, numberColumnWidth(c));
        numbers += header->sectionSize(c);
    }
    const int words = m_table->viewport()->width() - numbers;
    if (words <= 0) {
        return;
    }
    header->resizeSection(FactorTableModel::Question, words * 17 / 100);
    header->resizeSection(FactorTableModel::Answer, words * 19 / 100);
    header->resizeSection(FactorTableModel::Reason, words * 46 / 100);
    // Sources, the last column, stretches into the rest.
}

void ResultPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWizardPage::changeEvent(event);
}

void ResultPage::setReservedMnemonics(const QString& letters) {
    if (letters == m_reservedMnemonics) {
        return;
    }
    m_reservedMnemonics = letters;
    retranslateUi();
}

void ResultPage::retranslateUi() {
    setTitle(tr("Step %1 of %1: Result").arg(m_stepCount));
    setAccessibleName(title());
    setSubTitle(tr("The verdict, why, and what would change it. Adjust the importance of each "
                   "factor to see how robust it is."));
    if (!m_built) {
        return;
    }
    m_table->setAccessibleName(tr("Factor table"));
    m_table->setAccessibleDescription(
        tr("The chart's numbers as a table: one row per question, with its answer, importance, "
           "contribution, the platform it favours, the reason and the sources."));
    m_tabs->setAccessibleName(tr("Result details"));
    m_chartScroll->setAccessibleName(tr("Factor chart"));
    // The tabs take no Alt+letter: Ctrl+Tab and Ctrl+PgUp/PgDn walk them, and
    // the Bill tab's fields need every letter the menus and buttons leave.
    const std::vector<std::pair<QWidget*, QString>> tabs{
        {m_chartScroll, tr("Why and chart")},
        {m_table, tr("Factors")},
        {m_changes, tr("What would change it")},
        {m_weights, tr("Importance")},
        {m_sizing, tr("Sizing")},
        {m_cost, tr("Bill")},
        {m_sinceSaved, tr("Since you saved")},
    };
    for (const auto& [page, label] : tabs) {
        setTabLabel(m_tabs, page, label);
    }
    reserveBillMnemonics();
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
    summary->setObjectName(QStringLiteral("resultSummary"));
    m_card = new VerdictCard(false, summary);
    // One line when the result differs from the one saved; the story has its own tab.
    // Its line is kept when it hides and never grows: a change of answer or a
    // save does not move the tabs, nor reflow what they show. The link comes
    // first, so that a headline longer than the line never hides it; the
    // whole headline is in the tooltip and the "Since you saved" tab.
    m_sinceSavedBanner = new QLabel(summary);
    m_sinceSavedBanner->setObjectName(QStringLiteral("sinceSavedBanner"));
    m_sinceSavedBanner->setWordWrap(false);
    QSizePolicy oneLine(QSizePolicy::Ignored, QSizePolicy::Fixed);
    oneLine.setRetainSizeWhenHidden(true);
    m_sinceSavedBanner->setSizePolicy(oneLine);
    m_sinceSavedBanner->setTextFormat(Qt::RichText);
    m_sinceSavedBanner->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_sinceSavedBanner->setFocusPolicy(Qt::StrongFocus);
    m_sinceSavedBanner->hide();
    connect(m_sinceSavedBanner, &QLabel::linkActivated, this,
            [this] { m_tabs->setCurrentWidget(m_sinceSaved); });

    // Blockers are not a small negative score: a framed box with its own words.
    m_blockerFrame = new QFrame(summary);
    m_blockerFrame->setObjectName(QStringLiteral("blockerFrame"));
    m_blockerFrame->setStyleSheet(
        QStringLiteral("#blockerFrame { border: 2px solid %1; border-radius: 4px; background: %2; }"
                       "#blockerFrame QLabel { color: %3; }")
            .arg(render::palette::blocker().name(), render::palette::blockerFill().name(),
                 render::palette::text().name()));
    m_blockers = new QLabel(m_blockerFrame);
    m_blockers->setObjectName(QStringLiteral("blockers"));
    m_blockers->setWordWrap(true);
    auto* frameLayout = new QVBoxLayout(m_blockerFrame);
    frameLayout->setContentsMargins(8, 4, 8, 4);
    frameLayout->addWidget(m_blockers);

    auto* layout = new QVBoxLayout(summary);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(m_card);
    layout->addWidget(m_sinceSavedBanner);
    layout->addWidget(m_blockerFrame);
    return summary;
}

QString ResultPage::headline() {
    ensureBuilt();
    return m_card->headline();
}

void ResultPage::focusSummary(Qt::FocusReason reason) {
    ensureBuilt();
    if (QWidget* first = firstTabStop(this)) {
        first->setFocus(reason);
    }
}

void ResultPage::refresh() {
    ensureBuilt();
    m_stale = false;
    // Held for the whole refresh: an edit it causes cannot pull the figures away.
    const std::shared_ptr<const report::ProfileFigures> figures =
        m_figuresSource ? m_figuresSource() : nullptr;
    const Evaluation& e = figures ? figures->evaluation : m_model.evaluation();
    m_card->showEvaluation(e, figures ? figures->cheapest : std::nullopt);
    const QStringList story = m_sinceSavedSource ? m_sinceSavedSource() : QStringList();
    m_sinceSaved->showStory(story);
    setTabShown(m_tabs, m_sinceSaved, !story.isEmpty());
    m_sinceSavedBanner->setVisible(!story.isEmpty());
    m_sinceSavedBanner->setText(
        story.isEmpty()
            ? QString()
            : QStringLiteral("<a href=\"since\">%2</a> \u2014 <b>%1</b>")
                  .arg(story.front().toHtmlEscaped(), tr("What changed and why").toHtmlEscaped()));
    m_sinceSavedBanner->setToolTip(story.value(0));
    m_sinceSavedBanner->setAccessibleName(story.value(0));
    // Nothing answered: no reasons to give and no bars to draw.
    const bool leans = e.catalogue && leansOnAnything(e);
    m_details->setText(leans ? basisSentence(e) + QLatin1Char(' ') + ResultText::scoresLine(e)
                             : tr("No answers yet: the reasons and the chart appear with the "
                                  "first answer."));
    m_chart->widget()->setVisible(leans);

    // A split of work belongs to a hybrid verdict that the reading stands by.
    QStringList split;
    for (const WorkAssignment& w : e.split) {
        if (e.reading == Reading::Decided) {
            split << tr("%1 for %2").arg(platformName(w.platform), QuestionCatalogue::text(w.work));
        }
    }
    m_split->setText(split.isEmpty() ? QString()
                                     : tr("Split of work: %1.").arg(clauseListText(split)));
    m_split->setVisible(!split.isEmpty());

    QStringList blockers;
    for (const Blocker& b : e.blockers) {
        blockers << tr("Blocker. %1").arg(ResultText::blockerLine(e, b));
    }
    m_blockers->setText(blockers.join(QLatin1Char('\n')));
    m_blockerFrame->setVisible(!blockers.isEmpty());

    m_factors->setEvaluation(e);
    fitFactorColumns();
    m_table->resizeRowsToContents();
    m_changes->showEvaluation(e);
    m_chart->showEvaluation(e);

    const bool sized = figures && !figures->extraSections.empty();
    if (sized) {
        m_sizing->showSection(figures->extraSections.front());
    }
    setTabShown(m_tabs, m_sizing, sized);
    const bool billed = figures && figures->bill;
    if (billed) {
        m_cost->setSettings(figures->profile.cost.value_or(CostSettings{}), m_ownableChips);
        m_cost->showPlan(*figures->bill);
    }
    setTabShown(m_tabs, m_cost, billed);
    reserveBillMnemonics();
}

void ResultPage::reserveBillMnemonics() {
    // The Bill tab's thirteen fields need every letter there is: they leave
    // out the window's letters only (the tabs have none; the importance tab's
    // Reset button never shows beside them).
    m_cost->inputs()->setReservedMnemonics(m_reservedMnemonics);
}

} // namespace accel::ui
