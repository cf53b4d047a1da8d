#include "ui/main/ProfileDetailsPanel.h"

#include "model/profile/ProfileCodec.h"
#include "ui/main/ProfileDocument.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace accel::ui {

ProfileDetailsPanel::ProfileDetailsPanel(ProfileDocument& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_name(new QLineEdit(this))
    , m_notes(new QPlainTextEdit(this)) {
    m_name->setObjectName(QStringLiteral("profileName"));
    m_name->setMaxLength(static_cast<int>(ProfileCodec::kMaxNameLength));
    m_notes->setObjectName(QStringLiteral("profileNotes"));
    m_notes->setTabChangesFocus(true); // keyboard users must be able to leave the box
    // Three lines are enough to see that there are notes; it scrolls for more.
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 12);

    auto* form = new QFormLayout(this);
    form->setContentsMargins(4, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_nameLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_name);
    m_notesLabel = new QLabel(this);
    m_notesLabel->setBuddy(m_notes);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_notesLabel, m_notes);
    retranslateUi();

    connect(m_name, &QLineEdit::textEdited, &m_document, &ProfileDocument::setName);
    connect(m_notes, &QPlainTextEdit::textChanged, this,
            [this] { m_document.setNotes(m_notes->toPlainText()); });
    connect(&m_document, &ProfileDocument::detailsReplaced, this,
            &ProfileDetailsPanel::syncFromDocument);
    syncFromDocument();
}

void ProfileDetailsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void ProfileDetailsPanel::retranslateUi() {
    m_name->setPlaceholderText(tr("e.g. Ranking model retrain"));
    m_name->setAccessibleName(tr("Profile name"));
    m_notes->setPlaceholderText(tr("Context, assumptions, who answered…"));
    m_notes->setAccessibleName(tr("Notes"));
    const QStringList texts = labelTexts();
    m_nameLabel->setText(texts[0]);
    m_notesLabel->setText(texts[1]);
}

QStringList ProfileDetailsPanel::labelTexts() const {
    // Translated afresh, not read from the labels: the main window asks
    // during a change of language, maybe before this panel has heard of it.
    return {tr("Profile n&ame:"), tr("&Your notes:")};
}

void ProfileDetailsPanel::syncFromDocument() {
    const QSignalBlocker blockName(m_name);
    const QSignalBlocker blockNotes(m_notes);
    m_name->setText(m_document.name());
    m_notes->setPlainText(m_document.notes());
}

} // namespace accel::ui
