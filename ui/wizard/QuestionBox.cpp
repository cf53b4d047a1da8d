#include "ui/wizard/QuestionBox.h"

#include "model/QuestionCatalogue.h"
#include "ui/common/WrappedLabel.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ResultText.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace accel::ui {

namespace {

QString optionTooltip(const QuestionCatalogue& cat, int question, int option) {
    const OptionSpec& o = cat.option(question, option);
    return QuestionBox::tr("<p><b>%1</b> (%2)</p><p>%3</p><p><i>Sources:</i> %4</p>")
        .arg(QuestionCatalogue::text(o.label).toHtmlEscaped(),
             ResultText::optionLeanText(cat, question, option, o.lean),
             QuestionCatalogue::text(o.reason).toHtmlEscaped(),
             sourceTitles(cat, o.sources).toHtmlEscaped());
}

} // namespace

QuestionBox::QuestionBox(AnswerModel& model, int question, QWidget* parent)
    : QGroupBox(parent)
    , m_model(model)
    , m_question(question)
    , m_group(new QButtonGroup(this))
    , m_help(new WrappedLabel(this))
    , m_explanation(new WrappedLabel(this)) {
    const QuestionSpec& spec = model.catalogue().question(question);
    setObjectName(QStringLiteral("question_") + spec.id);

    auto* layout = new QVBoxLayout(this);
    m_help->setWordWrap(true);
    m_help->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_help);

    for (int o = 0; o < static_cast<int>(spec.options.size()); ++o) {
        auto* button = new QRadioButton(this);
        button->setObjectName(spec.id + QLatin1Char('_') +
                              spec.options[static_cast<std::size_t>(o)].id);
        m_group->addButton(button, o);
        layout->addWidget(button);
    }
    auto* notSure = new QRadioButton(this);
    notSure->setObjectName(spec.id + QStringLiteral("_not_sure"));
    m_group->addButton(notSure, kNotSureId);
    layout->addWidget(notSure);

    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setObjectName(spec.id + QStringLiteral("_explanation"));
    layout->addWidget(m_explanation);
    retranslateUi();

    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked) {
            updateTabStop();
            m_model.setAnswer(m_question, id == kNotSureId ? AnswerSet::kUnanswered : id);
        }
    });
    connect(&m_model, &AnswerModel::answerChanged, this, [this](int q) {
        if (q == m_question) {
            syncFromModel();
        }
    });
    connect(&m_model, &AnswerModel::replaced, this, &QuestionBox::syncFromModel);
    syncFromModel();
}

void QuestionBox::retranslateUi() {
    const QuestionCatalogue& cat = m_model.catalogue();
    const QuestionSpec& spec = cat.question(m_question);
    setTitle(QuestionCatalogue::text(spec.label));
    setAccessibleName(questionLabel(cat, m_question));
    m_help->setText(QuestionCatalogue::text(spec.help));
    updateOptionLabels();
    QAbstractButton* notSure = m_group->button(kNotSureId);
    notSure->setText(tr("Not sure yet (leave open)"));
    notSure->setAccessibleName(unansweredText());
    notSure->setToolTip(tr("Leaves the question open: it counts as neutral, and the result says "
                           "how much answering it could change."));
    showExplanation();
}

QRadioButton* QuestionBox::button(int option) const {
    return qobject_cast<QRadioButton*>(
        m_group->button(option == AnswerSet::kUnanswered ? kNotSureId : option));
}

void QuestionBox::focusAnswer(Qt::FocusReason reason) {
    if (QAbstractButton* checked = m_group->checkedButton()) {
        checked->setFocus(reason);
    }
}

QString QuestionBox::helpHtml() const {
    const QuestionCatalogue& cat = m_model.catalogue();
    const QuestionSpec& spec = cat.question(m_question);
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p><ul>")
                       .arg(questionLabel(cat, m_question).toHtmlEscaped(),
                            QuestionCatalogue::text(spec.help).toHtmlEscaped());
    for (int o = 0; o < static_cast<int>(spec.options.size()); ++o) {
        html +=
            QStringLiteral("<li>") + optionTooltip(cat, m_question, o) + QStringLiteral("</li>");
    }
    return html + QStringLiteral("</ul>");
}

void QuestionBox::updateOptionLabels() {
    const QuestionCatalogue& cat = m_model.catalogue();
    const QuestionSpec& spec = cat.question(m_question);
    std::vector<int> answers(static_cast<std::size_t>(cat.questionCount()));
    for (int q = 0; q < cat.questionCount(); ++q) {
        answers[static_cast<std::size_t>(q)] = m_model.answers().option(q);
    }
    for (int o = 0; o < static_cast<int>(spec.options.size()); ++o) {
        const OptionSpec& option = spec.options[static_cast<std::size_t>(o)];
        // Each option's lean as it would count with the other answers as
        // they stand: an interaction can make a "neutral" option count.
        int interaction = -1;
        const double counted = cat.leanGiven(m_question, o, answers, &interaction);
        // Radio buttons do not wrap: a long label gets its lean on a second
        // line so that the page still fits a small window.
        const QString label = QuestionCatalogue::text(option.label);
        const QString lean = ResultText::optionLeanText(cat, m_question, o, counted);
        QAbstractButton* b = m_group->button(o);
        b->setText(label.size() > kOneLineLabel ? tr("%1\n(%2)").arg(label, lean)
                                                : tr("%1  (%2)").arg(label, lean));
        b->setAccessibleName(label);
        b->setAccessibleDescription(
            lean + QStringLiteral(". ") +
            QuestionCatalogue::text(cat.reasonFor(m_question, o, interaction)));
        b->setToolTip(optionTooltip(cat, m_question, o));
    }
}

void QuestionBox::syncFromModel() {
    QRadioButton* target = button(m_model.answers().option(m_question));
    if (target && !target->isChecked()) {
        const QSignalBlocker block(m_group);
        target->setChecked(true);
    }
    updateTabStop();
    updateOptionLabels();
    showExplanation();
}

void QuestionBox::updateTabStop() {
    // One Tab stop per question, at its answer, as in every radio group of
    // the desktop: Tab goes from question to question, the arrow keys choose
    // within one (Qt's exclusive groups move and check with the arrows).
    QAbstractButton* checked = m_group->checkedButton();
    for (QAbstractButton* b : m_group->buttons()) {
        b->setFocusPolicy(!checked || b == checked ? Qt::StrongFocus : Qt::ClickFocus);
    }
}

void QuestionBox::showExplanation() {
    const QuestionCatalogue& cat = m_model.catalogue();
    const int option = m_model.answers().option(m_question);
    if (option < 0) {
        m_explanation->setText(tr("Left open: counted as neutral until you answer."));
        return;
    }
    // The lean as it counts now: another answer may change it (an interaction).
    double lean = cat.option(m_question, option).lean;
    int interaction = -1;
    for (const FactorContribution& f : m_model.evaluation().factors) {
        if (f.question == m_question) {
            lean = f.lean;
            interaction = f.interaction;
        }
    }
    m_explanation->setText(
        tr("Why: %1 (%2) Sources: %3.")
            .arg(QuestionCatalogue::text(cat.reasonFor(m_question, option, interaction)),
                 ResultText::optionLeanText(cat, m_question, option, lean),
                 sourceNames(cat, cat.sourcesFor(m_question, option, interaction))));
}

} // namespace accel::ui
