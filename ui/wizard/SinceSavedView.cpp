#include "ui/wizard/SinceSavedView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace accel::ui {

SinceSavedView::SinceSavedView(QWidget* parent)
    : QFrame(parent)
    , m_headline(new QLabel(this))
    , m_causes(new QLabel(this)) {
    setObjectName(QStringLiteral("sinceSaved"));
    setFrameShape(QFrame::NoFrame);
    m_headline->setObjectName(QStringLiteral("sinceSavedHeadline"));
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    for (QLabel* l : {m_headline, m_causes}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // After the flags, which give a selectable label click focus: the headline
    // is shown in the banner and names the tab, it is no stop of its own.
    m_headline->setFocusPolicy(Qt::NoFocus);
    m_causes->setObjectName(QStringLiteral("sinceSavedCauses"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);
    layout->addWidget(m_headline);
    layout->addWidget(m_causes);
    layout->addStretch(1);
    m_causes->hide(); // until there is a story (showStory)
}

void SinceSavedView::showStory(const QStringList& lines) {
    if (lines.isEmpty()) {
        m_headline->clear();
        m_causes->clear();
        // An empty label selectable by mouse still takes a click's focus: a
        // nameless object for a screen reader, which can open even a hidden tab.
        m_causes->hide();
        return;
    }
    m_headline->setText(lines.front());
    // The banner above the tabs shows the headline; the tab lists the causes.
    m_headline->setVisible(false);
    QStringList causes;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        causes << QStringLiteral("\u2022 ") + lines[i];
    }
    m_causes->setText(causes.join(QLatin1Char('\n')));
    m_causes->setVisible(!causes.isEmpty());
    setAccessibleName(lines.front());
    setAccessibleDescription(lines.mid(1).join(QLatin1Char(' ')));
}

QString SinceSavedView::text() const {
    return m_headline->text().isEmpty() ? QString()
                                        : m_headline->text() + QLatin1Char('\n') + m_causes->text();
}

} // namespace accel::ui
