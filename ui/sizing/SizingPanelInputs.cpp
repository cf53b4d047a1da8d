// The sizing step's input form: what is asked, its labels and help, and the
// conversion to and from a SizingRequest. (The results are in SizingPanel.cpp.)
#include "model/CatalogueText.h"
#include "model/sizing/ModelShape.h"
#include "model/sizing/SizingLimits.h"
#include "model/text/NumberFormat.h"
#include "ui/common/RefusedInput.h"
#include "ui/sizing/PlainDoubleSpinBox.h"
#include "ui/sizing/SizingPanel.h"
#include "ui_SizingInputs.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <cmath>
#include <tuple>

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

// An optional input: one step below the limit's minimum means "not given"
// (the field's special value text says what is assumed then), so that every
// value it can show is either that or within the limit.
void optionalWhole(QSpinBox* box, const sizing::Limit& limit) {
    whole(box, limit, static_cast<int>(limit.min) - 1, static_cast<int>(limit.min) - 1);
}

int wholeOrNone(const QSpinBox* box) {
    return box->value() > box->minimum() ? box->value() : 0;
}

void setWholeOrNone(QSpinBox* box, int value) {
    box->setValue(value > box->minimum() ? value : box->minimum());
}

// The same for a decimal amount; `scale` is what the field shows per unit
// (100 for a share shown as a percentage). A value typed between "not
// given" and the limit's minimum is taken up to that minimum when the field
// is left: the field follows the value only then (keyboard tracking off).
void optionalAmount(QDoubleSpinBox* box, const sizing::Limit& limit, double scale) {
    const double none = limit.min * scale - 1.0;
    amount(box, none, limit.max * scale, none);
    box->setKeyboardTracking(false);
    QObject::connect(box, &QDoubleSpinBox::valueChanged, box, [box, none, min = limit.min * scale] {
        if (box->value() > none && box->value() < min) {
            box->setValue(min);
        }
    });
}

std::optional<double> amountOrNone(const QDoubleSpinBox* box, double scale) {
    return box->value() > box->minimum() ? std::optional<double>(box->value() / scale)
                                         : std::nullopt;
}

void setAmountOrNone(QDoubleSpinBox* box, std::optional<double> value, double scale) {
    box->setValue(value ? *value * scale : box->minimum());
}

} // namespace

void SizingPanel::retranslateInputs() {
    // The form's own texts are retranslated by m_ui->retranslateUi() (changeEvent).
    nameIds(m_ui->kind, &sizing::workloadKindName);
    m_ui->model->setItemText(0, tr("Any (shape from the size)"));
    for (int i = 1; i < m_ui->model->count(); ++i) {
        if (const sizing::ModelShape* m = sizing::findModel(m_ui->model->itemData(i).toString())) {
            m_ui->model->setItemText(i, sizing::displayName(*m));
        }
    }
    nameIds(m_ui->method, &sizing::methodName);
    m_ui->deadline->setSpecialValueText(
        tr("none (plans for %Ln day(s))", nullptr, sizing::defaults::deadlineDays));
    const QString deadlineHelp =
        tr("The run must finish within this many days; chips are added until it does. "
           "With none, the plan allows %Ln day(s).",
           nullptr, sizing::defaults::deadlineDays);
    m_ui->deadline->setToolTip(deadlineHelp);
    m_ui->deadline->setWhatsThis(deadlineHelp);
    nameIds(m_ui->precision, &sizing::precisionName);
    //: The KV cache's number format when none is chosen: that of the weights.
    m_ui->kvPrecision->setItemText(0, tr("As the weights"));
    for (int i = 1; i < m_ui->kvPrecision->count(); ++i) {
        m_ui->kvPrecision->setItemText(
            i, sizing::precisionName(m_ui->kvPrecision->itemData(i).toString()));
    }
    // The form's help; boundDependentFields() adds the limit that depends on another field.
    m_activeHelp = m_ui->active->toolTip();
    m_expertsPerTokenHelp = m_ui->expertsPerToken->toolTip();
    m_ui->experts->setSpecialValueText(tr("not given"));
    m_ui->expertsPerToken->setSpecialValueText(tr("not given"));
    m_ui->chipsPerReplica->setSpecialValueText(tr("the cheapest that fits"));
    const sizing::SizingAssumptions& assumed = catalogue().assumptions();
    //: An optional share left empty: the estimator's own figure, e.g. "default (90%)".
    m_ui->goodput->setSpecialValueText(tr("default (%1)").arg(percentText(assumed.goodput.value)));
    m_ui->headroom->setSpecialValueText(
        tr("default (%1)").arg(percentText(assumed.servingHeadroom.value)));
    updateStateBytesDefault();
    nameIds(m_ui->provider, &sizing::providerName);
    nameIds(m_ui->mode, &sizing::pricingModeName);
    for (QWidget* field : std::initializer_list<QWidget*>{
             m_ui->params, m_ui->active, m_ui->tokens, m_ui->seqLen, m_ui->deadline, m_ui->rps,
             m_ui->inputTokens, m_ui->outputTokens, m_ui->ttft, m_ui->tpot, m_ui->chips,
             m_ui->experts, m_ui->expertsPerToken, m_ui->stateBytes, m_ui->goodput,
             m_ui->chipsPerReplica, m_ui->headroom}) {
        followDefaultLocale(field);
    }
    boundDependentFields();
    m_labelTexts.clear(); // the translators' labels, before the letters move
    distinctMnemonics();
    // The label column as wide as its longest label in either kind of work:
    // the fields stay where they are when the training rows give way to the
    // serving ones.
    int labelWidth = 0;
    for (int row = 0; row < m_ui->form->rowCount(); ++row) {
        if (QLayoutItem* label = m_ui->form->itemAt(row, QFormLayout::LabelRole)) {
            labelWidth = std::max(labelWidth, label->widget()->sizeHint().width());
        }
    }
    m_ui->kindLabel->setMinimumWidth(labelWidth);
}

void SizingPanel::updateStateBytesDefault() {
    // What the estimator assumes depends on the method (and, for a full
    // training, on the platform): the field says which figures apply.
    const sizing::SizingAssumptions& a = catalogue().assumptions();
    const bool lora =
        m_ui->method->currentData().toString() == sizing::methodId(sizing::Method::Lora);
    m_ui->stateBytes->setSpecialValueText(
        lora ? tr("default (%1)").arg(plainNumberText(a.loraBytesPerParam.value))
             //: Training state per parameter left empty: the GPU and the TPU figures.
             : tr("default (%1, TPUs %2)")
                   .arg(plainNumberText(a.trainingBytesPerParam.value),
                        plainNumberText(a.tpuTrainingBytesPerParam.value)));
}

void SizingPanel::enableExpertRows() {
    // Experts describe a mixture of experts: without active parameters the
    // model is dense and the counts are kept but not used.
    const bool moe = m_ui->active->value() > 0.0 && m_ui->active->value() < m_ui->params->value();
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_ui->experts, m_ui->expertsPerToken, m_ui->expertsLabel,
                                         m_ui->expertsPerTokenLabel}) {
        field->setEnabled(moe);
    }
}

QString SizingPanel::activeLimitText() const {
    //: %1: the model size as its field shows it ("70 B parameters").
    return tr("At most the model size, %1: a token uses part of the model, never more.")
        .arg(m_ui->params->text());
}

QString SizingPanel::expertsPerTokenLimitText() const {
    return wholeOrNone(m_ui->experts) > 0
               //: %1: the experts per layer as their field shows them ("256 experts").
               ? tr("At most the experts per layer, %1.").arg(m_ui->experts->text())
               : QString();
}

void SizingPanel::boundDependentFields() {
    // A value that contradicts another field is refused where it is typed
    // (explainRefusedInput says why), not shown and then silently replaced.
    // Lowering the size or the experts takes the dependent field down with it.
    m_ui->active->setMaximum(m_ui->params->value());
    m_ui->expertsPerToken->setMaximum(wholeOrNone(m_ui->experts) > 0
                                          ? m_ui->experts->value()
                                          : static_cast<int>(sizing::limits::expertsPerToken.max));
    const auto withLimit = [](const QString& help, const QString& limit) {
        return limit.isEmpty() ? help : help + QLatin1Char(' ') + limit;
    };
    for (auto [field, help, limit] :
         {std::tuple<QAbstractSpinBox*, QString, QString>{m_ui->active, m_activeHelp,
                                                          activeLimitText()},
          {m_ui->expertsPerToken, m_expertsPerTokenHelp, expertsPerTokenLimitText()}}) {
        field->setToolTip(withLimit(help, limit));
        field->setWhatsThis(withLimit(help, limit));
    }
}

void SizingPanel::followModelSize() {
    // Until the user types their own, the training tokens are the default
    // for the size and method, as on the command line; a fine-tune has no
    // default, and the field keeps what it shows.
    if (m_tokensOwn) {
        return;
    }
    const double tokens =
        sizing::defaultTrainingTokens(std::round(m_ui->params->value() * 1e9),
                                      sizing::methodFromId(m_ui->method->currentData().toString())
                                          .value_or(sizing::Method::Pretrain));
    if (tokens <= 0.0) {
        return;
    }
    const bool wasLoading = m_loading;
    m_loading = true;
    m_ui->tokens->setValue(tokens / 1e9);
    m_loading = wasLoading;
}

void SizingPanel::setReservedMnemonics(const QString& letters) {
    if (letters == m_reservedMnemonics) {
        return;
    }
    m_reservedMnemonics = letters;
    distinctMnemonics();
}

void SizingPanel::distinctMnemonics() {
    // Every field has an Alt+letter of its own. The translators' letters stay
    // where the menus and buttons leave them free; a label without one takes
    // the first free letter of a word (withDistinctMnemonics). The training
    // and the serving rows never show together, so the two sets may share
    // letters. The rows both show take their letters together with the set on
    // screen (serving has more fields than the menus and buttons leave letters
    // for): a shared field may change letter with the kind of work, as
    // KDE's accelerator manager moves letters when a dialog changes.
    const QList<QLabel*> both{m_ui->kindLabel,   m_ui->modelLabel,     m_ui->paramsLabel,
                              m_ui->activeLabel, m_ui->precisionLabel, m_ui->providerLabel,
                              m_ui->modeLabel,   m_ui->expertsLabel,   m_ui->expertsPerTokenLabel};
    const QList<QLabel*> trainingRows{m_ui->methodLabel,     m_ui->tokensLabel,
                                      m_ui->seqLenLabel,     m_ui->deadlineLabel,
                                      m_ui->stateBytesLabel, m_ui->goodputLabel};
    const QList<QLabel*> servingRows{m_ui->rpsLabel,
                                     m_ui->inputTokensLabel,
                                     m_ui->outputTokensLabel,
                                     m_ui->ttftLabel,
                                     m_ui->tpotLabel,
                                     m_ui->chipsLabel,
                                     m_ui->chipsPerReplicaLabel,
                                     m_ui->kvPrecisionLabel,
                                     m_ui->headroomLabel};
    if (m_labelTexts.isEmpty()) {
        for (const QList<QLabel*>* set : {&both, &trainingRows, &servingRows}) {
            for (QLabel* label : *set) {
                m_labelTexts.insert(label, label->text());
            }
        }
    }
    // Gives `labels` their letters, none of `taken`; returns `taken` with them.
    const auto place = [this](const QList<QLabel*>& labels, QString taken) {
        QStringList texts;
        for (QLabel* label : labels) {
            texts << m_labelTexts.value(label);
        }
        texts = withDistinctMnemonics(texts, taken);
        for (qsizetype i = 0; i < labels.size(); ++i) {
            labels[i]->setText(texts[i]);
            taken += mnemonicOf(texts[i]);
        }
        return taken;
    };
    const bool serving = m_ui->kind->currentIndex() == 1; // as showLoadRows()
    place(both + (serving ? servingRows : trainingRows), m_reservedMnemonics);
    QString taken = m_reservedMnemonics;
    for (const QLabel* label : both) {
        taken += mnemonicOf(label->text());
    }
    place(serving ? trainingRows : servingRows, taken);
}

void SizingPanel::buildInputs() {
    // The form: two columns, each one QFormLayout, what is sized on the left,
    // where and at what price on the right. The training and the serving rows
    // share the left form (only one set is shown), so every field of a column
    // starts at the same x whatever the language and the kind of work.
    m_ui->setupUi(m_inputs);
    fillChoices();
    setInputLimits();
    showLoadRows();
    enableExpertRows();
    // Slots run in the order they were connected: the fields that follow
    // another are updated before the sizing is recomputed.
    connectFollowingFields();
    connectRecompute();
}

void SizingPanel::fillChoices() {
    // The choices keep their ids as data; retranslateInputs() names them.
    fillIds(m_ui->kind, sizing::workloadKindIds()); // in the order of SizingRequest::Kind
    m_ui->model->addItem(QString(), QString());
    for (const sizing::ModelShape& m : sizing::knownModels()) {
        m_ui->model->addItem(QString(), m.id);
    }
    fillIds(m_ui->method, sizing::methodIds());
    fillIds(m_ui->precision, sizing::precisionIds());
    fillIds(m_ui->provider, sizing::providerIds());
    fillIds(m_ui->mode, sizing::pricingModeIds());
    m_ui->kvPrecision->addItem(QString(), QString()); // as the weights
    fillIds(m_ui->kvPrecision, sizing::precisionIds());
}

void SizingPanel::setInputLimits() {
    // What may be entered, and where a new sizing starts.
    billions(m_ui->params, sizing::limits::params, 7.0, sizing::limits::params.min / 1e9);
    billions(m_ui->active, sizing::limits::activeParams, 0.0, 0.0);
    // Training.
    amount(m_ui->tokens, 0.01, sizing::limits::tokens.max / 1e9, 140.0);
    whole(m_ui->seqLen, sizing::limits::seqLen, 4096, static_cast<int>(sizing::limits::seqLen.min));
    whole(m_ui->deadline, 3650, static_cast<int>(sizing::defaults::deadlineDays), 0);
    // Serving.
    amount(m_ui->rps, 0.01, sizing::limits::requestsPerSecond.max, 10.0);
    whole(m_ui->inputTokens, sizing::limits::inputTokens, 1000, 1);
    whole(m_ui->outputTokens, sizing::limits::outputTokens, 250, 1);
    whole(m_ui->ttft, sizing::limits::ttftMs, 2000, 1);
    whole(m_ui->tpot, sizing::limits::tpotMs, 50, 1);
    whole(m_ui->chips, sizing::limits::count, 0, 0);
    optionalWhole(m_ui->chipsPerReplica, sizing::limits::chipsPerReplica);
    optionalAmount(m_ui->headroom, sizing::limits::headroom, 100.0);
    // Both kinds of work, and training.
    optionalWhole(m_ui->experts, sizing::limits::experts);
    optionalWhole(m_ui->expertsPerToken, sizing::limits::expertsPerToken);
    optionalAmount(m_ui->stateBytes, sizing::limits::stateBytesPerParam, 1.0);
    optionalAmount(m_ui->goodput, sizing::limits::goodput, 100.0);
}

void SizingPanel::inputEdited() {
    if (!m_loading) {
        recompute();
        emit requestChanged();
    }
}

void SizingPanel::connectFollowingFields() {
    connect(m_ui->kind, &QComboBox::currentIndexChanged, this, [this] {
        showLoadRows();
        distinctMnemonics();
        inputEdited();
    });
    // A known architecture brings its sizes with it.
    connect(m_ui->model, &QComboBox::currentIndexChanged, this, [this] {
        if (const sizing::ModelShape* m = sizing::findModel(m_ui->model->currentData().toString());
            m && !m_loading) {
            m_loading = true;
            m_ui->params->setValue(m->params / 1e9);
            m_ui->active->setValue(m->isMoe() ? m->activeParams / 1e9 : 0.0);
            m_loading = false;
            followModelSize();
            enableExpertRows();
        }
        inputEdited();
    });
    // Before connectRecompute(): the tokens follow the size and the method first.
    connect(m_ui->params, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_loading) {
            followModelSize();
        }
        enableExpertRows();
    });
    connect(m_ui->active, &QDoubleSpinBox::valueChanged, this, &SizingPanel::enableExpertRows);
    // First: a smaller size or fewer experts bound the fields that follow them.
    connect(m_ui->params, &QDoubleSpinBox::valueChanged, this, &SizingPanel::boundDependentFields);
    connect(m_ui->experts, &QSpinBox::valueChanged, this, &SizingPanel::boundDependentFields);
    explainRefusedInput(m_ui->active, [this] { return activeLimitText(); });
    explainRefusedInput(m_ui->expertsPerToken, [this] { return expertsPerTokenLimitText(); });
    connect(m_ui->method, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_loading) {
            followModelSize();
        }
        updateStateBytesDefault();
    });
    connect(m_ui->tokens, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_loading) {
            m_tokensOwn = true; // typed: it stays whatever the size
        }
    });
}

void SizingPanel::connectRecompute() {
    for (QComboBox* c :
         {m_ui->precision, m_ui->provider, m_ui->mode, m_ui->method, m_ui->kvPrecision}) {
        connect(c, &QComboBox::currentIndexChanged, this, &SizingPanel::inputEdited);
    }
    for (QDoubleSpinBox* s : {m_ui->params, m_ui->active, m_ui->tokens, m_ui->rps, m_ui->stateBytes,
                              m_ui->goodput, m_ui->headroom}) {
        connect(s, &QDoubleSpinBox::valueChanged, this, &SizingPanel::inputEdited);
    }
    for (QSpinBox* s :
         {m_ui->deadline, m_ui->inputTokens, m_ui->outputTokens, m_ui->seqLen, m_ui->ttft,
          m_ui->tpot, m_ui->chips, m_ui->experts, m_ui->expertsPerToken, m_ui->chipsPerReplica}) {
        connect(s, &QSpinBox::valueChanged, this, &SizingPanel::inputEdited);
    }
}

void SizingPanel::showLoadRows() {
    const bool serving = m_ui->kind->currentIndex() == 1;
    for (QWidget* field : std::initializer_list<QWidget*>{m_ui->method, m_ui->tokens, m_ui->seqLen,
                                                          m_ui->deadline}) {
        m_ui->form->setRowVisible(field, !serving);
    }
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_ui->rps, m_ui->inputTokens, m_ui->outputTokens,
                                         m_ui->ttft, m_ui->tpot, m_ui->chips}) {
        m_ui->form->setRowVisible(field, serving);
    }
    for (QWidget* field : std::initializer_list<QWidget*>{m_ui->stateBytes, m_ui->goodput}) {
        m_ui->right->setRowVisible(field, !serving);
    }
    for (QWidget* field : std::initializer_list<QWidget*>{m_ui->chipsPerReplica, m_ui->kvPrecision,
                                                          m_ui->headroom}) {
        m_ui->right->setRowVisible(field, serving);
    }
}

sizing::SizingRequest SizingPanel::request() const {
    sizing::SizingRequest r;
    r.kind = m_ui->kind->currentIndex() == 1 ? sizing::SizingRequest::Kind::Inference
                                             : sizing::SizingRequest::Kind::Training;
    // Whole parameters: the spin box shows billions with three decimals.
    r.params = std::round(m_ui->params->value() * 1e9);
    if (m_ui->active->value() > 0.0 && m_ui->active->value() < m_ui->params->value()) {
        r.activeParams = std::round(m_ui->active->value() * 1e9);
    }
    r.model = m_ui->model->currentData().toString();
    r.method = sizing::methodFromId(m_ui->method->currentData().toString())
                   .value_or(sizing::Method::Pretrain);
    // The tokens the user typed, or none: the default for the size, which
    // the field shows. A fine-tune has no default: the field's value counts.
    if (m_tokensOwn || sizing::defaultTrainingTokens(r.params, r.method) <= 0.0) {
        r.tokens = std::round(m_ui->tokens->value() * 1e9);
    }
    r.seqLen = m_ui->seqLen->value();
    r.precision = sizing::precisionFromId(m_ui->precision->currentData().toString())
                      .value_or(sizing::Precision::Bf16);
    r.provider = m_ui->provider->currentData().toString();
    r.mode = m_ui->mode->currentData().toString();
    r.deadlineHours = m_ui->deadline->value() * 24.0;
    r.requestsPerSecond = m_ui->rps->value();
    r.inputTokens = m_ui->inputTokens->value();
    r.outputTokens = m_ui->outputTokens->value();
    r.ttftMs = m_ui->ttft->value();
    r.tpotMs = m_ui->tpot->value();
    r.chips = m_ui->chips->value();
    r.experts = wholeOrNone(m_ui->experts);
    r.expertsPerToken = wholeOrNone(m_ui->expertsPerToken);
    r.stateBytesPerParam = amountOrNone(m_ui->stateBytes, 1.0);
    r.goodput = amountOrNone(m_ui->goodput, 100.0);
    r.chipsPerReplica = wholeOrNone(m_ui->chipsPerReplica);
    r.kvPrecision = sizing::precisionFromId(m_ui->kvPrecision->currentData().toString());
    r.headroom = amountOrNone(m_ui->headroom, 100.0);
    r.shape = m_shape;
    r.mfuOverrides = m_mfuOverrides;
    r.priceOverrides = m_priceOverrides;
    return r;
}

void SizingPanel::setRequest(const sizing::SizingRequest& r) {
    m_loading = true;
    m_ui->kind->setCurrentIndex(r.kind == sizing::SizingRequest::Kind::Inference ? 1 : 0);
    showLoadRows();
    select(m_ui->model, r.model);
    m_ui->params->setValue(r.params / 1e9);
    m_ui->active->setValue(r.activeParams ? *r.activeParams / 1e9 : 0.0);
    select(m_ui->method, methodId(r.method));
    m_tokensOwn = r.tokens.has_value();
    if (r.tokensToUse() > 0.0) { // a fine-tune without tokens keeps what the field shows
        m_ui->tokens->setValue(r.tokensToUse() / 1e9);
    }
    m_ui->seqLen->setValue(static_cast<int>(r.seqLen));
    select(m_ui->precision, precisionId(r.precision));
    select(m_ui->provider, r.provider);
    select(m_ui->mode, r.mode);
    m_ui->deadline->setValue(static_cast<int>(std::lround(r.deadlineHours / 24.0)));
    m_ui->rps->setValue(r.requestsPerSecond);
    m_ui->inputTokens->setValue(static_cast<int>(r.inputTokens));
    m_ui->outputTokens->setValue(static_cast<int>(r.outputTokens));
    m_ui->ttft->setValue(static_cast<int>(std::lround(r.ttftMs)));
    m_ui->tpot->setValue(static_cast<int>(std::lround(r.tpotMs)));
    m_ui->chips->setValue(r.chips);
    setWholeOrNone(m_ui->experts, r.experts);
    setWholeOrNone(m_ui->expertsPerToken, r.expertsPerToken);
    setAmountOrNone(m_ui->stateBytes, r.stateBytesPerParam, 1.0);
    setAmountOrNone(m_ui->goodput, r.goodput, 100.0);
    setWholeOrNone(m_ui->chipsPerReplica, r.chipsPerReplica);
    select(m_ui->kvPrecision, r.kvPrecision ? precisionId(*r.kvPrecision) : QString());
    setAmountOrNone(m_ui->headroom, r.headroom, 100.0);
    updateStateBytesDefault();
    enableExpertRows();
    m_shape = r.shape; // a shape from a profile is kept; the form does not edit it
    m_mfuOverrides = r.mfuOverrides;
    m_priceOverrides = r.priceOverrides;
    m_loading = false;
    recompute();
}

} // namespace accel::ui
