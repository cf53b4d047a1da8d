#include "ui/wizard/ChangesView.h"

#include "model/Evaluation.h"
#include "model/VerdictWording.h"
#include "ui/wizard/ResultText.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace accel::ui {

namespace {

const QString kScheme = QStringLiteral("question:");

} // namespace

ChangesView::ChangesView(QWidget* parent)
    : QScrollArea(parent)
    , m_content(new QWidget(this))
    , m_column(new QVBoxLayout(m_content)) {
    setWidgetResizable(true);
    setObjectName(QStringLiteral("changesView"));
    m_content->setObjectName(QStringLiteral("changesText"));
    m_column->setContentsMargins(6, 6, 6, 6);
    m_column->addStretch(1);
    setWidget(m_content);
    setAccessibleName(tr("What would change the verdict"));
}

void ChangesView::changeEvent(QEvent* event) {
    // The entries themselves are rebuilt by the result page, which owns the Evaluation.
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("What would change the verdict"));
    }
    QScrollArea::changeEvent(event);
}

QString ChangesView::linkFor(int question) {
    return kScheme + QString::number(question);
}

QString ChangesView::text() const {
    QStringList parts;
    for (const QLabel* l : m_shown) {
        parts << l->text();
    }
    return parts.join(QLatin1Char('\n'));
}

void ChangesView::clear() {
    for (QLabel* l : m_shown) {
        delete l;
    }
    m_shown.clear();
    m_entries.clear();
}

QLabel* ChangesView::addText(const QString& text, bool heading) {
    auto* label = new QLabel(m_content);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (heading) {
        QFont bold = label->font();
        bold.setBold(true);
        bold.setPointSizeF(bold.pointSizeF() * 1.1);
        label->setFont(bold);
    }
    m_column->insertWidget(m_column->count() - 1, label); // above the stretch
    m_shown << label;
    return label;
}

QLabel* ChangesView::addLink(int question, const QString& text) {
    auto* label = new QLabel(m_content);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setText(QStringLiteral("\u2022 <a href=\"%1\">%2</a>")
                       .arg(linkFor(question), text.toHtmlEscaped()));
    // Tab reaches the link, Enter follows it; the name is what a screen reader says.
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setFocusPolicy(Qt::StrongFocus);
    label->setAccessibleName(text);
    label->setAccessibleDescription(tr("Link: goes to the question"));
    connect(label, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(kScheme)) {
            emit questionRequested(link.mid(kScheme.size()).toInt());
        }
    });
    m_column->insertWidget(m_column->count() - 1, label);
    m_shown << label;
    m_entries << label;
    return label;
}

void ChangesView::showEvaluation(const Evaluation& e) {
    const bool hadFocus = m_content->isAncestorOf(QApplication::focusWidget());
    clear();
    addText(tr("What would change the verdict"), true);
    if (e.flips.empty()) {
        addText(tr("No single answer change alters the verdict."));
    } else {
        addText(tr("Smallest changes first; follow a link to revisit the question."));
        const std::size_t shown = std::min<std::size_t>(e.flips.size(), kMaxFlips);
        for (std::size_t i = 0; i < shown; ++i) {
            addLink(e.flips[i].question, ResultText::flipLine(e, e.flips[i]));
        }
        if (e.flips.size() > shown) {
            addText(tr("…and %1 more.").arg(e.flips.size() - shown));
        }
    }

    addText(tr("Questions left open"), true);
    if (e.unanswered.empty()) {
        addText(tr("Every question that applies is answered."));
    } else {
        for (const OpenQuestion& o : e.unanswered) {
            addLink(o.question, ResultText::openQuestionLine(e, o));
        }
        addText(openQuestionsSentence(e));
    }
    if (hadFocus && !m_entries.isEmpty()) {
        m_entries.front()->setFocus(); // the focused link was rebuilt: stay in the list
    }
    // With links, they are the stops (keepFocusInView scrolls to each); with
    // none, the area itself takes the focus so that the arrows can scroll it.
    setFocusPolicy(m_entries.isEmpty() ? Qt::StrongFocus : Qt::NoFocus);
}

} // namespace accel::ui
