#include "ui/wizard/QuestionPage.h"

#include "model/CatalogueText.h"
#include "model/QuestionCatalogue.h"
#include "ui/common/FocusInView.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"

#include <QEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace accel::ui {

QuestionPage::QuestionPage(AnswerModel& model, int step, int stepCount,
                           const QString& reservedMnemonics, QWidget* parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_step(step) {
    const QuestionCatalogue& cat = model.catalogue();
    const StepSpec& spec = cat.steps()[static_cast<std::size_t>(step)];
    setObjectName(QStringLiteral("page_") + spec.id);
    m_stepCount = stepCount;
    retranslateUi();

    m_reserved = reservedMnemonics.toLower();
    // The boxes are built when first needed (see ensureBuilt): the first
    // page then appears about as fast as a bare QWizard's.
    new QVBoxLayout(this);
    layout()->setContentsMargins(0, 0, 0, 0);
    connect(&m_model, &AnswerModel::evaluationChanged, this, &QuestionPage::updateVisibility);
}

void QuestionPage::ensureBuilt() {
    if (m_built) {
        return;
    }
    m_built = true;
    const QuestionCatalogue& cat = m_model.catalogue();
    const QString& stepId = cat.steps()[static_cast<std::size_t>(m_step)].id;
    // A scroll area keeps long option texts readable in a small window.
    auto* scroll = new QScrollArea(this);
    // Its content takes the focus: Tab and the arrow keys go straight to the
    // first field instead of stopping on the area (keepFocusInView scrolls).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    for (int q = 0; q < cat.questionCount(); ++q) {
        if (cat.question(q).step == stepId) {
            auto* box = new QuestionBox(m_model, q, content);
            m_boxes.push_back(box);
            column->addWidget(box);
        }
    }
    column->addStretch(1);
    scroll->setWidget(content);
    scroll->setAccessibleName(
        tr("Questions of %1")
            .arg(QuestionCatalogue::text(cat.steps()[static_cast<std::size_t>(m_step)].title)));
    keepFocusInView(scroll);
    makeMnemonicsUnique(m_reserved);
    layout()->addWidget(scroll);
    if (isVisible()) { // children added to a shown widget stay hidden unless told
        scroll->show();
    }
    updateVisibility();
}

const std::vector<QuestionBox*>& QuestionPage::boxes() {
    ensureBuilt();
    return m_boxes;
}

QuestionBox* QuestionPage::box(int question) {
    ensureBuilt();
    for (QuestionBox* b : m_boxes) {
        if (b->question() == question) {
            return b;
        }
    }
    return nullptr;
}

QString QuestionPage::helpHtml() {
    ensureBuilt();
    QString html;
    for (const QuestionBox* b : m_boxes) {
        if (!b->isHidden()) {
            html += b->helpHtml();
        }
    }
    return html;
}

void QuestionPage::initializePage() {
    ensureBuilt();
}

void QuestionPage::focusFirstQuestion(Qt::FocusReason reason) {
    ensureBuilt();
    for (QuestionBox* b : m_boxes) {
        if (!b->isHidden()) {
            b->focusAnswer(reason);
            return;
        }
    }
}

void QuestionPage::setReservedMnemonics(const QString& letters) {
    m_reserved = letters.toLower();
    if (m_built) {
        makeMnemonicsUnique(m_reserved);
    }
}

void QuestionPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWizardPage::changeEvent(event);
}

void QuestionPage::retranslateUi() {
    const StepSpec& spec = m_model.catalogue().steps()[static_cast<std::size_t>(m_step)];
    setTitle(tr("Step %1 of %2: %3")
                 .arg(m_step + 1)
                 .arg(m_stepCount)
                 .arg(QuestionCatalogue::text(spec.title)));
    setSubTitle(QuestionCatalogue::text(spec.subtitle));
    setAccessibleName(title());
    if (auto* scroll = findChild<QScrollArea*>()) {
        scroll->setAccessibleName(tr("Questions of %1").arg(QuestionCatalogue::text(spec.title)));
    }
    if (!m_built) {
        return;
    }
    for (QuestionBox* box : m_boxes) {
        box->retranslateUi();
    }
    makeMnemonicsUnique(m_reserved);
}

void QuestionPage::makeMnemonicsUnique(const QString& used) {
    // Every question needs its own Alt+letter, none of the menus' or buttons'
    // (the rule lives with the catalogue's text: withDistinctMnemonics).
    QStringList titles;
    for (const QuestionBox* box : m_boxes) {
        titles << box->title();
    }
    titles = withDistinctMnemonics(titles, used);
    for (qsizetype i = 0; i < titles.size(); ++i) {
        if (m_boxes[static_cast<std::size_t>(i)]->title() != titles[i]) {
            m_boxes[static_cast<std::size_t>(i)]->setTitle(titles[i]);
        }
    }
}

void QuestionPage::updateVisibility() {
    for (QuestionBox* b : m_boxes) {
        const bool applies = m_model.isApplicable(b->question());
        if (b->isHidden() == applies) {
            b->setVisible(applies);
        }
    }
}

} // namespace accel::ui
