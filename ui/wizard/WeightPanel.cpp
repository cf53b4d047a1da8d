#include "ui/wizard/WeightPanel.h"

#include "model/QuestionCatalogue.h"
#include "ui/common/FocusInView.h"
#include "ui/common/ScaledSlider.h"
#include "ui/common/WheelNeedsFocus.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ResultText.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace accel::ui {

WeightPanel::WeightPanel(AnswerModel& model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_reset(new QPushButton(this))
    , m_note(new QLabel(this)) {
    wheelNeedsFocus(); // scrolling the list over a slider scrolls the list
    const QuestionCatalogue& cat = model.catalogue();
    auto* scroll = new QScrollArea(this);
    // Its content takes the focus: Tab and the arrow keys go straight to the
    // first field instead of stopping on the area (keepFocusInView scrolls).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidgetResizable(true);
    auto* content = new QWidget(scroll);
    auto* grid = new QGridLayout(content);
    grid->setColumnStretch(1, 1);
    for (int q = 0; q < cat.questionCount(); ++q) {
        Row row{new QLabel(content), new ScaledSlider(Qt::Horizontal, kStepsPerUnit, content),
                new QLabel(content)};
        row.slider->setRange(static_cast<int>(WeightSet::kMin * kStepsPerUnit),
                             static_cast<int>(WeightSet::kMax * kStepsPerUnit));
        row.slider->setPageStep(kStepsPerUnit);
        row.slider->setObjectName(QStringLiteral("weight_") + cat.question(q).id);
        row.name->setBuddy(row.slider);
        grid->addWidget(row.name, q, 0);
        grid->addWidget(row.slider, q, 1);
        grid->addWidget(row.value, q, 2);
        connect(row.slider, &QSlider::valueChanged, this, [this, q](int value) {
            m_model.setWeight(q, static_cast<double>(value) / kStepsPerUnit);
        });
        m_rows.push_back(row);
    }
    grid->setRowStretch(cat.questionCount(), 1);
    // Reset, made first, is read last: the first Tab into the list lands on
    // its first slider.
    QWidget::setTabOrder(m_rows.back().slider, m_reset);
    scroll->setWidget(content);
    keepFocusInView(scroll); // Alt+letter on a question's name scrolls to its slider

    m_note->setWordWrap(true);
    m_reset->setObjectName(QStringLiteral("resetWeights"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_reset, 0, Qt::AlignLeft);

    retranslateUi();
    connect(m_reset, &QPushButton::clicked, &m_model, &AnswerModel::resetWeights);
    connect(&m_model, &AnswerModel::evaluationChanged, this, &WeightPanel::syncFromModel);
    syncFromModel();
}

void WeightPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

QString WeightPanel::resetText() {
    return tr("&Reset importance to defaults");
}

void WeightPanel::retranslateUi() {
    const QuestionCatalogue& cat = m_model.catalogue();
    m_reset->setText(resetText());
    m_note->setText(tr("Importance multiplies how far each answer leans. Changes update the "
                       "verdict, chart and table at once and are saved with the profile."));
    for (int q = 0; q < static_cast<int>(m_rows.size()); ++q) {
        const Row& row = m_rows[static_cast<std::size_t>(q)];
        const QString name = questionLabel(cat, q);
        row.name->setText(name);
        row.slider->setAccessibleName(tr("Importance of %1").arg(name));
        row.value->setMinimumWidth(row.value->fontMetrics().horizontalAdvance(
            tr("%1 (default %2)").arg(importanceText(10.0), importanceText(10.0))));
    }
    syncFromModel();
}

QSlider* WeightPanel::slider(int question) const {
    return m_rows[static_cast<std::size_t>(question)].slider;
}

void WeightPanel::syncFromModel() {
    const WeightSet defaults = WeightSet::defaults(m_model.catalogue());
    for (int q = 0; q < static_cast<int>(m_rows.size()); ++q) {
        const Row& row = m_rows[static_cast<std::size_t>(q)];
        const double weight = m_model.weights().weight(q);
        const int position = static_cast<int>(std::lround(weight * kStepsPerUnit));
        if (row.slider->value() != position) {
            const QSignalBlocker block(row.slider); // a model update is not a user edit
            row.slider->setValue(position);
        }
        row.value->setText(
            tr("%1 (default %2)").arg(importanceText(weight), importanceText(defaults.weight(q))));
        // Only factors that count for these answers get a slider.
        const bool applies = m_model.isApplicable(q);
        row.name->setVisible(applies);
        row.slider->setVisible(applies);
        row.value->setVisible(applies);
    }
    m_reset->setEnabled(!m_model.hasDefaultWeights());
}

} // namespace accel::ui
