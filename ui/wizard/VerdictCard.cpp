#include "ui/wizard/VerdictCard.h"

#include "model/ConfidenceBand.h"
#include "model/Evaluation.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictWording.h"
#include "model/report/VerdictGlance.h"
#include "render/VerdictMark.h"
#include "ui/common/LinkLabel.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

#include <algorithm>

namespace accel::ui {

namespace {

const QString kScheme = QStringLiteral("question:");
// Links made up front: a blocker's answer, then two answers on each side
// (kDecidedByCount). A tie kept whole or a second blocker adds one on demand.
constexpr int kDecidingLinks = 5;
// Every bulleted list on the card ("Holds only if:", "Decided by:") sits this
// far in from its heading, so the lists line up; the compact card has no room.
int bulletIndent(bool compact) {
    return compact ? 0 : 12;
}

// The mark, drawn by the same code as the PDF's and the HTML report's.
QPixmap verdictMark(Verdict v, ConfidenceBand band, int size, qreal dpr) {
    QPixmap pixmap(QSize(size * 2, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    render::paintVerdictMark(p, QRectF(0, 0, size * 2, size), v, band);
    return pixmap;
}

} // namespace

bool leansOnAnything(const Evaluation& e) {
    if (!e.blockers.empty()) {
        return true;
    }
    return std::any_of(e.factors.begin(), e.factors.end(),
                       [](const FactorContribution& f) { return f.option >= 0; });
}

VerdictCard::VerdictCard(bool compact, QWidget* parent)
    : QFrame(parent)
    , m_mark(new QLabel(this))
    , m_headline(new QLabel(this))
    , m_confidence(new QLabel(this))
    , m_cheapest(new QLabel(this))
    , m_decided(new QLabel(this)) {
    setObjectName(compact ? QStringLiteral("liveVerdictCard") : QStringLiteral("verdictCard"));
    setFrameShape(QFrame::StyledPanel);
    m_headline->setObjectName(QStringLiteral("verdictHeadline"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * (compact ? 1.15 : 1.5));
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_confidence->setObjectName(QStringLiteral("verdictConfidence"));
    m_cheapest->setObjectName(QStringLiteral("verdictCheapest"));
    m_decided->setObjectName(QStringLiteral("verdictDecidedBy"));
    for (QLabel* l : {m_confidence, m_cheapest}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_decided->setWordWrap(true);
    // The deciding answers: a link each, reachable by Tab, named for screen
    // readers, taking the user to the question.
    m_linkList = new QVBoxLayout;
    m_linkList->setContentsMargins(bulletIndent(compact), 0, 0, 0);
    m_linkList->setSpacing(0);
    for (int i = 0; i < kDecidingLinks; ++i) {
        addDecidingLink();
    }

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(8, 6, 8, 6);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(2);
    grid->addWidget(m_mark, 0, 0, 2, 1, Qt::AlignTop);
    grid->addWidget(m_headline, 0, 1);
    grid->addWidget(m_confidence, 1, 1);
    grid->addWidget(m_cheapest, 2, 1);
    // The reading as the playbook works: provisos, then what to answer next
    // (a link: one Tab stop, named for screen readers, goes to the question).
    m_provisos = new QLabel(this);
    m_provisos->setObjectName(QStringLiteral("verdictProvisos"));
    m_conditions = new QLabel(this);
    m_conditions->setObjectName(QStringLiteral("verdictConditions"));
    m_checks = new QLabel(this);
    m_checks->setObjectName(QStringLiteral("verdictChecks"));
    for (QLabel* l : {m_provisos, m_conditions, m_checks}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // The conditions' bullets, indented as the deciding answers' are: the
    // same indent, and the room a link keeps for its focus frame.
    m_conditions->setContentsMargins(m_links.front()->contentsMargins());
    auto* conditions = new QVBoxLayout;
    conditions->setContentsMargins(bulletIndent(compact), 0, 0, 0);
    conditions->addWidget(m_conditions);
    m_answerNext = new LinkLabel(this);
    m_answerNext->setObjectName(QStringLiteral("verdictAnswerNext"));
    m_answerNext->setWordWrap(true);
    m_answerNext->hide();
    connect(m_answerNext, &QLabel::linkActivated, this, [this](const QString& target) {
        if (target.startsWith(kScheme)) {
            emit questionRequested(target.mid(kScheme.size()).toInt());
        }
    });
    grid->addWidget(m_provisos, 3, 1);
    grid->addLayout(conditions, 4, 1);
    grid->addWidget(m_checks, 5, 1);
    grid->addWidget(m_answerNext, 6, 1);
    grid->addWidget(m_decided, 7, 1);
    grid->addLayout(m_linkList, 8, 1);
    grid->setColumnStretch(1, 1);
}

QLabel* VerdictCard::addDecidingLink() {
    auto* link = new LinkLabel(this);
    link->setObjectName(QStringLiteral("decidingAnswer%1").arg(m_links.size() + 1));
    link->setWordWrap(true);
    link->hide();
    connect(link, &QLabel::linkActivated, this, [this](const QString& target) {
        if (target.startsWith(kScheme)) {
            emit questionRequested(target.mid(kScheme.size()).toInt());
        }
    });
    if (!m_links.isEmpty()) {
        // A link added later still follows the others when tabbing.
        setTabOrder(m_links.last(), link);
    }
    m_linkList->addWidget(link);
    m_links << link;
    return link;
}

QString VerdictCard::linkFor(int question) {
    return kScheme + QString::number(question);
}

QString VerdictCard::plainText() const {
    QStringList lines{m_headline->text(), m_confidence->text()};
    if (!m_cheapest->isHidden()) {
        lines << m_cheapest->text();
    }
    for (const QLabel* link : m_links) {
        if (!link->isHidden()) {
            lines << link->accessibleName();
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString VerdictCard::headline() const {
    return m_headline->text();
}

void VerdictCard::showEvaluation(const Evaluation& e, const std::optional<CheapestFit>& cheapest) {
    if (!e.catalogue || !leansOnAnything(e)) {
        // Nothing to lean on yet: say so instead of "GPU 0.00, TPU 0.00".
        m_mark->clear();
        m_headline->setText(tr("No answers yet"));
        m_confidence->setText(tr("Answer a question to see which way it leans."));
        m_cheapest->hide();
        m_decided->hide();
        m_provisos->hide();
        m_conditions->hide();
        m_checks->hide();
        m_answerNext->hide();
        for (QLabel* link : m_links) {
            link->hide();
        }
        setAccessibleName(m_headline->text());
        setStyleSheet(QString());
        return;
    }
    const ConfidenceBand band = confidenceBand(e.confidence.sameVerdict);
    const int size = QFontMetrics(m_headline->font()).height();
    m_mark->setPixmap(verdictMark(e.verdict, band, size, devicePixelRatioF()));
    m_mark->setAccessibleName(verdictName(e.verdict));
    // The one reading (VerdictWording): headline, figure, conditions,
    // conflicting answers and what to answer next, as every view says them.
    m_headline->setText(verdictHeadline(e));
    m_confidence->setText(verdictFigure(e));
    m_confidence->setToolTip(e.early() ? QString() : confidenceCoverage(e));
    m_confidence->setAccessibleDescription(m_confidence->toolTip());
    QStringList conditions = verdictConditions(e);
    m_provisos->setText(tr("Holds only if:"));
    m_provisos->setVisible(!conditions.isEmpty());
    for (QString& line : conditions) {
        line.prepend(QStringLiteral("\u2022 "));
    }
    m_conditions->setText(conditions.join(QLatin1Char('\n')));
    m_conditions->setVisible(!conditions.isEmpty());
    QStringList checks;
    for (const QString& line : conflictNotes(e)) {
        checks << tr("Check: %1").arg(line);
    }
    m_checks->setText(checks.join(QLatin1Char('\n')));
    m_checks->setVisible(!checks.isEmpty());
    const QString next = answerNextSentence(e);
    m_answerNext->setVisible(!next.isEmpty());
    if (e.answerNext) {
        m_answerNext->setText(QStringLiteral("<a href=\"%1\">%2</a>")
                                  .arg(linkFor(e.answerNext->question), next.toHtmlEscaped()));
        m_answerNext->setAccessibleName(next);
        m_answerNext->setAccessibleDescription(tr("Link: goes to the question"));
    }

    m_cheapest->setVisible(cheapest.has_value());
    m_cheapest->setText(cheapest ? cheapestFitText(*cheapest) + QLatin1Char('.') : QString());
    showDecidingAnswers(e);

    // A coloured edge on the verdict's side; the mark and the words carry it too.
    const QColor colour = render::verdictColour(e.verdict);
    setStyleSheet(QStringLiteral("#%1 { border: 1px solid palette(mid); border-left: 6px solid %2; "
                                 "border-radius: 3px; }")
                      .arg(objectName(), colour.name()));
    setAccessibleName(m_headline->text());
    setAccessibleDescription(m_confidence->text() + QLatin1Char(' ') + m_cheapest->text());
}

void VerdictCard::showDecidingAnswers(const Evaluation& e) {
    // Exactly the list the reports and `evaluate` show (decidingAnswers).
    const std::vector<DecidingAnswer> deciding = decidingAnswers(e);
    m_decided->setVisible(!deciding.empty());
    m_decided->setText(tr("Decided by:"));
    while (m_links.size() < static_cast<int>(deciding.size())) {
        addDecidingLink();
    }
    for (int i = 0; i < m_links.size(); ++i) {
        QLabel* link = m_links[i];
        if (i >= static_cast<int>(deciding.size())) {
            link->hide();
            continue;
        }
        const DecidingAnswer& d = deciding[static_cast<std::size_t>(i)];
        const QString text =
            d.blocks ? decidingAnswerText(e, d)
                     : tr("%1 (for %2)").arg(decidingAnswerText(e, d), platformName(d.favours()));
        link->setText(QStringLiteral("\u2022 <a href=\"%1\">%2</a>")
                          .arg(linkFor(d.question), text.toHtmlEscaped()));
        link->setAccessibleName(text);
        link->setAccessibleDescription(tr("Link: goes to the question"));
        link->show();
    }
}

} // namespace accel::ui
