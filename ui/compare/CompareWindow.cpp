#include "ui/compare/CompareWindow.h"

#include "model/ConfidenceBand.h"
#include "model/VerdictWording.h"
#include "model/report/VerdictGlance.h"
#include "ui/common/LoadFailureText.h"
#include "ui/common/ScrollAreaAccessible.h"
#include "ui/compare/CompareModel.h"
#include "ui/wizard/ResultText.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace accel::ui {

CompareWindow::CompareWindow(const QuestionCatalogue& catalogue, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_session(catalogue)
    , m_summary(new QLabel(this))
    , m_model(new CompareModel(catalogue, this))
    , m_table(new QTableView(this)) {
    installScrollAreaAccessibility(); // a window of its own in tests and `compare`
    setObjectName(QStringLiteral("compareWindow"));
    auto* sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_model);
    sorted->setSortRole(CompareModel::kSortRole);
    m_table->setModel(sorted);
    m_table->setSortingEnabled(true);
    // The factors that moved most first.
    m_table->sortByColumn(CompareModel::Difference, Qt::DescendingOrder);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move within
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    // Rows follow the columns' widths as the window is resized: measured once,
    // before the window had its size, a one-line answer sat in a row for three.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Words share the width and wrap; numbers take what they need.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Stretch);
    for (int c : {CompareModel::LeftContribution, CompareModel::RightContribution,
                  CompareModel::Difference}) {
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);

    auto* columns = new QHBoxLayout;
    columns->addWidget(buildColumn(Left), 1);
    columns->addWidget(buildColumn(Right), 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    // A secondary window closes the way dialogs do.
    for (const QKeySequence& key :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        auto* shortcut = new QShortcut(key, this);
        connect(shortcut, &QShortcut::activated, this, &QWidget::close);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_buttons);
    // Room for the answers on a large screen; within a 1024x700 one less the
    // window frame.
    constexpr int frame = 40;
    resize(QSize(1280, 800).boundedTo(screen()->availableSize() - QSize(frame, 2 * frame)));
    retranslateUi();
}

void CompareWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void CompareWindow::retranslateUi() {
    setWindowTitle(tr("Compare Profiles \u2014 Accelerator Advisor"));
    m_table->setAccessibleName(tr("Differences per factor"));
    m_columns[Left].open->setText(tr("Open &left profile…"));
    m_columns[Right].open->setText(tr("Open &right profile…"));
    m_table->setAccessibleDescription(
        tr("One row per question: both answers, both contributions and their difference, "
           "largest difference first."));
    // The verdicts, details, summary and table (headers too) are sentences
    // about the two results: rebuilt in the new language.
    refresh();
}

QWidget* CompareWindow::buildColumn(Side side) {
    auto* box = new QWidget(this);
    Column& c = m_columns[side];
    c.title = new QLabel(box);
    c.title->setWordWrap(true);
    c.verdict = new QLabel(box);
    c.verdict->setObjectName(side == Left ? QStringLiteral("leftVerdict")
                                          : QStringLiteral("rightVerdict"));
    QFont big = c.verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    c.verdict->setFont(big);
    c.details = new QLabel(box);
    c.details->setWordWrap(true);
    auto* open = new QPushButton(box);
    c.open = open;
    connect(open, &QPushButton::clicked, this, [this, side] { chooseFile(side); });
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(c.title);
    layout->addWidget(c.verdict);
    layout->addWidget(c.details);
    layout->addWidget(open, 0, Qt::AlignLeft);
    layout->addStretch(1); // both columns start at the top, whatever their length
    return box;
}

void CompareWindow::setSide(Side side, const Profile& profile, const QString& label) {
    m_session.setSide(side, profile, label);
    refresh();
}

bool CompareWindow::loadFile(Side side, const QString& path) {
    const Result<io::LoadedProfile> load = m_session.loadFile(side, path);
    if (!load) {
        if (m_report) {
            m_report(tr("Cannot open profile"), describeLoadFailure(path, load.failure()));
        }
        return false;
    }
    refresh();
    return true;
}

void CompareWindow::chooseFile(Side side) {
    if (!m_chooser) {
        return;
    }
    const QString path =
        m_chooser(side == Left ? tr("Open Left Profile") : tr("Open Right Profile"));
    if (!path.isEmpty()) {
        loadFile(side, path);
    }
}

QString CompareWindow::verdictText(Side side) const {
    const auto& e = m_session.evaluation(side);
    return e ? verdictHeadline(*e) : QString();
}

QString CompareWindow::summaryText() const {
    return m_summary->text();
}

void CompareWindow::refresh() {
    for (Side side : {Left, Right}) {
        Column& c = m_columns[side];
        const auto& e = m_session.evaluation(side);
        const QString title = e ? m_session.label(side) : tr("No profile chosen yet");
        // A narrow header wraps between words, never inside the file's name
        // at one of its hyphens ("jax-scale-up-" above "gcp.accel.json"); a
        // screen reader and a copy get the name as it is.
        c.title->setText(QString(title).replace(QLatin1Char('-'), QChar(0x2011)));
        c.title->setAccessibleName(title);
        c.verdict->setText(e ? verdictHeadline(*e) : QString());
        QString details;
        if (e) {
            // Side by side, the one reading (VerdictWording); what the figure
            // covers and how it is sampled is the tooltip's, not a paragraph
            // repeated under each profile.
            details = verdictFigure(*e) + QLatin1Char('\n') + ResultText::scoresLine(*e);
            for (const Blocker& b : e->blockers) {
                details +=
                    QLatin1Char('\n') + tr("Blocker. %1").arg(ResultText::blockerLine(*e, b));
            }
        }
        c.details->setText(details);
        c.details->setToolTip(e ? confidenceCoverage(*e) : QString());
    }
    const auto& l = m_session.evaluation(Left);
    const auto& r = m_session.evaluation(Right);
    m_model->setEvaluations(l, r);
    if (!l || !r) {
        m_summary->setText(tr("Choose a profile for each side to see the differences."));
    } else if (verdictHeadline(*l) == verdictHeadline(*r)) {
        m_summary->setText(tr("Same reading (“%1”); %2 with a different answer, marked \u2260.")
                               .arg(verdictHeadline(*l), factorsText(m_model->changedRows())));
    } else {
        m_summary->setText(tr("The reading changes from “%1” (left) to “%2” (right); %3 with a "
                              "different answer, marked \u2260.")
                               .arg(verdictHeadline(*l), verdictHeadline(*r),
                                    factorsText(m_model->changedRows())));
    }
}

} // namespace accel::ui
