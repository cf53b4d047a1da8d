#include "ChangesView.h"

#include "Evaluation.h"
#include "ResultText.h"

#include <QEvent>
#include <QLabel>

namespace accel {

namespace {

const QString kScheme = QStringLiteral("question:");

QString item(int question, const QString& text) {
    return QStringLiteral("<li><a href=\"%1\">%2</a></li>")
        .arg(ChangesView::linkFor(question), text.toHtmlEscaped());
}

// What the open questions, answered together, could do to the verdict; never
// "between TPU and TPU".
QString openRangeSentence(const Evaluation& e) {
    const Verdict towardsGpu = e.openRange.mostGpuVerdict;
    const Verdict towardsTpu = e.openRange.mostTpuVerdict;
    if (towardsGpu == e.verdict && towardsTpu == e.verdict) {
        return ChangesView::tr("Even answered together, the open questions keep the verdict.");
    }
    if (towardsGpu == towardsTpu) {
        return ChangesView::tr(
                   "Answered together, whichever way, the open questions change the verdict to %1.")
            .arg(verdictName(towardsGpu));
    }
    return ChangesView::tr("Answered together, the open questions could give anything from %1 "
                           "(all towards the GPU) to %2 (all towards the TPU).")
        .arg(verdictName(towardsGpu), verdictName(towardsTpu));
}

} // namespace

ChangesView::ChangesView(QWidget* parent)
    : QScrollArea(parent)
    , m_text(new QLabel(this)) {
    setWidgetResizable(true);
    setObjectName(QStringLiteral("changesView"));
    m_text->setObjectName(QStringLiteral("changesText"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextFormat(Qt::RichText);
    m_text->setContentsMargins(6, 6, 6, 6);
    // Links reachable with Tab and followed with Enter: keyboard users can jump too.
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setFocusPolicy(Qt::StrongFocus);
    m_text->setAccessibleName(tr("What would change the verdict"));
    setWidget(m_text);
    connect(m_text, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(kScheme)) {
            emit questionRequested(link.mid(kScheme.size()).toInt());
        }
    });
}

void ChangesView::changeEvent(QEvent* event) {
    // The text itself is rebuilt by the result page, which owns the Evaluation.
    if (event->type() == QEvent::LanguageChange) {
        m_text->setAccessibleName(tr("What would change the verdict"));
    }
    QScrollArea::changeEvent(event);
}

QString ChangesView::linkFor(int question) {
    return kScheme + QString::number(question);
}

void ChangesView::showEvaluation(const Evaluation& e) {
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("What would change the verdict"));
    if (e.flips.empty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("No single answer change alters the verdict."));
    } else {
        html += QStringLiteral("<p>%1</p><ul>")
                    .arg(tr("Smallest changes first; follow a link to revisit the question."));
        const std::size_t shown = std::min<std::size_t>(e.flips.size(), kMaxFlips);
        for (std::size_t i = 0; i < shown; ++i) {
            html += item(e.flips[i].question, ResultText::flipLine(e, e.flips[i]));
        }
        html += QStringLiteral("</ul>");
        if (e.flips.size() > shown) {
            html +=
                QStringLiteral("<p>%1</p>").arg(tr("…and %1 more.").arg(e.flips.size() - shown));
        }
    }

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Questions left open"));
    if (e.unanswered.empty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Every question that applies is answered."));
    } else {
        html += QStringLiteral("<ul>");
        for (const OpenQuestion& o : e.unanswered) {
            html += item(o.question, ResultText::openQuestionLine(e, o));
        }
        html += QStringLiteral("</ul><p>%1</p>").arg(openRangeSentence(e).toHtmlEscaped());
    }
    m_text->setText(html);
}

} // namespace accel
