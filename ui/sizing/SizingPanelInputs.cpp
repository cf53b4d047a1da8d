// The sizing step's input form: what is asked, its labels and help, and the
// conversion to and from a SizingRequest. (The results are in SizingPanel.cpp.)
#include "model/sizing/ModelShape.h"
#include "model/sizing/SizingLimits.h"
#include "model/text/CatalogueText.h"
#include "ui/sizing/PlainDoubleSpinBox.h"
#include "ui/sizing/SizingPanel.h"
#include "ui_SizingInputs.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <cmath>

namespace accel::ui {

namespace {

void fillIds(QComboBox* box, const QStringList& ids) {
    for (const QString& id : ids) {
        box->addItem(QString(), id); // named by retranslateInputs()
    }
}

// Renames the choices in place: the data, and so the selection, stay.
void nameIds(QComboBox* box, QString (*name)(const QString&)) {
    for (int i = 0; i < box->count(); ++i) {
        box->setItemText(i, name(box->itemData(i).toString()));
    }
}

// Numbers in a spin box follow the default locale, which applyLanguage()
// sets without telling the widgets: take it over when it has changed.
void followDefaultLocale(QWidget* field) {
    if (field->locale() != QLocale()) {
        field->setLocale(QLocale());
    }
}

void select(QComboBox* box, const QString& id) {
    const int i = box->findData(id);
    if (i >= 0) {
        box->setCurrentIndex(i);
    }
}

// Every number field of the form is set up by amount() or whole(); the form
// (SizingInputs.ui) groups their digits as the texts around them write them
// ("4,096", fr "4 096", de "4.096") and gives the decimals. A decimal amount
// reads as a person writes it ("0.5", "2,000": PlainDoubleSpinBox).
void amount(QDoubleSpinBox* box, double min, double max, double value) {
    box->setRange(min, max);
    box->setValue(value);
}

// A spin box in billions, within a limit given in units.
void billions(QDoubleSpinBox* box, const sizing::Limit& limit, double value, double min) {
    amount(box, min, limit.max / 1e9, value);
}

void whole(QSpinBox* box, double max, int value, int min) {
    box->setRange(min, static_cast<int>(std::min(max, 2e9)));
    box->setValue(value);
}

void whole(QSpinBox* box, const sizing::Limit& limit, int value, int min) {
    whole(box, limit.max, value, min);
}

} // namespace

void SizingPanel::retranslateInputs() {
    // The form's own texts are retranslated by ui->retranslateUi() (changeEvent).
    nameIds(ui->kind, &sizing::workloadKindName);
    ui->model->setItemText(0, tr("Any (shape from the size)"));
    for (int i = 1; i < ui->model->count(); ++i) {
        if (const sizing::ModelShape* m = sizing::findModel(ui->model->itemData(i).toString())) {
            ui->model->setItemText(i, sizing::displayName(*m));
        }
    }
    nameIds(ui->method, &sizing::methodName);
    ui->deadline->setSpecialValueText(
        tr("none (plans for %1 days)").arg(QLocale().toString(sizing::defaults::deadlineDays)));
    const QString deadlineHelp =
        tr("The run must finish within this many days; chips are added until it does. "
           "With none, the plan allows %1 days.")
            .arg(QLocale().toString(sizing::defaults::deadlineDays));
    ui->deadline->setToolTip(deadlineHelp);
    ui->deadline->setWhatsThis(deadlineHelp);
    nameIds(ui->precision, &sizing::precisionName);
    nameIds(ui->provider, &sizing::providerName);
    nameIds(ui->mode, &sizing::pricingModeName);
    for (QWidget* field : std::initializer_list<QWidget*>{
             ui->params, ui->active, ui->tokens, ui->seqLen, ui->deadline, ui->rps, ui->inputTokens,
             ui->outputTokens, ui->ttft, ui->tpot, ui->chips}) {
        followDefaultLocale(field);
    }
    m_labelTexts.clear(); // the translators' labels, before the letters move
    distinctMnemonics();
    // The label column as wide as its longest label in either kind of work:
    // the fields stay where they are when the training rows give way to the
    // serving ones.
    int labelWidth = 0;
    for (int row = 0; row < ui->form->rowCount(); ++row) {
        if (QLayoutItem* label = ui->form->itemAt(row, QFormLayout::LabelRole)) {
            labelWidth = std::max(labelWidth, label->widget()->sizeHint().width());
        }
    }
    ui->kindLabel->setMinimumWidth(labelWidth);
}

void SizingPanel::setReservedMnemonics(const QString& letters) {
    if (letters == m_reservedMnemonics) {
        return;
    }
    m_reservedMnemonics = letters;
    distinctMnemonics();
}

void SizingPanel::distinctMnemonics() {
    // The translators' letters stay where the menus and buttons leave them
    // free; the rule is the catalogue's (withDistinctMnemonics).
    // Only the fields the form gives a letter take part: there are not enough
    // letters left for every field of both forms.
    if (m_labelTexts.isEmpty()) {
        for (QLabel* label :
             {ui->kindLabel, ui->modelLabel, ui->paramsLabel, ui->activeLabel, ui->methodLabel,
              ui->tokensLabel, ui->seqLenLabel, ui->deadlineLabel, ui->rpsLabel,
              ui->inputTokensLabel, ui->outputTokensLabel, ui->ttftLabel, ui->tpotLabel,
              ui->chipsLabel, ui->precisionLabel, ui->providerLabel, ui->modeLabel}) {
            if (withoutMnemonic(label->text()) != label->text()) {
                m_labelTexts.append({label, label->text()});
            }
        }
    }
    QList<QLabel*> labels;
    QStringList texts;
    for (const auto& [label, text] : m_labelTexts) {
        labels << label;
        texts << text;
    }
    texts = withDistinctMnemonics(texts, m_reservedMnemonics);
    for (qsizetype i = 0; i < labels.size(); ++i) {
        labels[i]->setText(texts[i]);
    }
}

void SizingPanel::buildInputs() {
    // The form: two columns, each one QFormLayout, what is sized on the left,
    // where and at what price on the right. The training and the serving rows
    // share the left form (only one set is shown), so every field of a column
    // starts at the same x whatever the language and the kind of work.
    ui->setupUi(m_inputs);
    // The choices keep their ids as data; retranslateInputs() names them.
    fillIds(ui->kind, sizing::workloadKindIds()); // in the order of SizingRequest::Kind
    ui->model->addItem(QString(), QString());
    for (const sizing::ModelShape& m : sizing::knownModels()) {
        ui->model->addItem(QString(), m.id);
    }
    fillIds(ui->method, sizing::methodIds());
    fillIds(ui->precision, sizing::precisionIds());
    fillIds(ui->provider, sizing::providerIds());
    fillIds(ui->mode, sizing::pricingModeIds());
    // What may be entered, and where a new sizing starts.
    billions(ui->params, sizing::limits::params, 7.0, sizing::limits::params.min / 1e9);
    billions(ui->active, sizing::limits::activeParams, 0.0, 0.0);
    // Training.
    amount(ui->tokens, 0.01, sizing::limits::tokens.max / 1e9, 140.0);
    whole(ui->seqLen, sizing::limits::seqLen, 4096, static_cast<int>(sizing::limits::seqLen.min));
    whole(ui->deadline, 3650, static_cast<int>(sizing::defaults::deadlineDays), 0);
    // Serving.
    amount(ui->rps, 0.01, sizing::limits::requestsPerSecond.max, 10.0);
    whole(ui->inputTokens, sizing::limits::inputTokens, 1000, 1);
    whole(ui->outputTokens, sizing::limits::outputTokens, 250, 1);
    whole(ui->ttft, sizing::limits::ttftMs, 2000, 1);
    whole(ui->tpot, sizing::limits::tpotMs, 50, 1);
    whole(ui->chips, sizing::limits::count, 0, 0);
    showLoadRows();

    const auto changed = [this] {
        if (!m_loading) {
            recompute();
            emit requestChanged();
        }
    };
    connect(ui->kind, &QComboBox::currentIndexChanged, this, [this, changed] {
        showLoadRows();
        changed();
    });
    // A known architecture brings its sizes with it.
    connect(ui->model, &QComboBox::currentIndexChanged, this, [this, changed] {
        if (const sizing::ModelShape* m = sizing::findModel(ui->model->currentData().toString());
            m && !m_loading) {
            m_loading = true;
            ui->params->setValue(m->params / 1e9);
            ui->active->setValue(m->isMoe() ? m->activeParams / 1e9 : 0.0);
            m_loading = false;
        }
        changed();
    });
    for (QComboBox* c : {ui->precision, ui->provider, ui->mode, ui->method}) {
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    }
    for (QDoubleSpinBox* s : {ui->params, ui->active, ui->tokens, ui->rps}) {
        connect(s, &QDoubleSpinBox::valueChanged, this, changed);
    }
    for (QSpinBox* s : {ui->deadline, ui->inputTokens, ui->outputTokens, ui->seqLen, ui->ttft,
                        ui->tpot, ui->chips}) {
        connect(s, &QSpinBox::valueChanged, this, changed);
    }
}

void SizingPanel::showLoadRows() {
    const bool serving = ui->kind->currentIndex() == 1;
    for (QWidget* field :
         std::initializer_list<QWidget*>{ui->method, ui->tokens, ui->seqLen, ui->deadline}) {
        ui->form->setRowVisible(field, !serving);
    }
    for (QWidget* field : std::initializer_list<QWidget*>{
             ui->rps, ui->inputTokens, ui->outputTokens, ui->ttft, ui->tpot, ui->chips}) {
        ui->form->setRowVisible(field, serving);
    }
}

sizing::SizingRequest SizingPanel::request() const {
    sizing::SizingRequest r;
    r.kind = ui->kind->currentIndex() == 1 ? sizing::SizingRequest::Kind::Inference
                                           : sizing::SizingRequest::Kind::Training;
    // Whole parameters: the spin box shows billions with three decimals.
    r.params = std::round(ui->params->value() * 1e9);
    if (ui->active->value() > 0.0 && ui->active->value() < ui->params->value()) {
        r.activeParams = std::round(ui->active->value() * 1e9);
    }
    r.model = ui->model->currentData().toString();
    r.method = sizing::methodFromId(ui->method->currentData().toString())
                   .value_or(sizing::Method::Pretrain);
    r.tokens = std::round(ui->tokens->value() * 1e9);
    r.seqLen = ui->seqLen->value();
    r.precision = sizing::precisionFromId(ui->precision->currentData().toString())
                      .value_or(sizing::Precision::Bf16);
    r.provider = ui->provider->currentData().toString();
    r.mode = ui->mode->currentData().toString();
    r.deadlineHours = ui->deadline->value() * 24.0;
    r.requestsPerSecond = ui->rps->value();
    r.inputTokens = ui->inputTokens->value();
    r.outputTokens = ui->outputTokens->value();
    r.ttftMs = ui->ttft->value();
    r.tpotMs = ui->tpot->value();
    r.chips = ui->chips->value();
    r.shape = m_shape;
    r.mfuOverrides = m_mfuOverrides;
    r.priceOverrides = m_priceOverrides;
    return r;
}

void SizingPanel::setRequest(const sizing::SizingRequest& r) {
    m_loading = true;
    ui->kind->setCurrentIndex(r.kind == sizing::SizingRequest::Kind::Inference ? 1 : 0);
    showLoadRows();
    select(ui->model, r.model);
    ui->params->setValue(r.params / 1e9);
    ui->active->setValue(r.activeParams ? *r.activeParams / 1e9 : 0.0);
    select(ui->method, methodId(r.method));
    ui->tokens->setValue(r.tokens / 1e9);
    ui->seqLen->setValue(static_cast<int>(r.seqLen));
    select(ui->precision, precisionId(r.precision));
    select(ui->provider, r.provider);
    select(ui->mode, r.mode);
    ui->deadline->setValue(static_cast<int>(std::lround(r.deadlineHours / 24.0)));
    ui->rps->setValue(r.requestsPerSecond);
    ui->inputTokens->setValue(static_cast<int>(r.inputTokens));
    ui->outputTokens->setValue(static_cast<int>(r.outputTokens));
    ui->ttft->setValue(static_cast<int>(std::lround(r.ttftMs)));
    ui->tpot->setValue(static_cast<int>(std::lround(r.tpotMs)));
    ui->chips->setValue(r.chips);
    m_shape = r.shape; // a shape from a profile is kept; the form does not edit it
    m_mfuOverrides = r.mfuOverrides;
    m_priceOverrides = r.priceOverrides;
    m_loading = false;
    recompute();
}

} // namespace accel::ui
