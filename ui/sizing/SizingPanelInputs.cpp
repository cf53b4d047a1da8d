// The sizing step's input form: what is asked, its labels and help, and the
// conversion to and from a SizingRequest. (The results are in SizingPanel.cpp.)
#include "CatalogueText.h"
#include "ModelShape.h"
#include "PlainDoubleSpinBox.h"
#include "SizingLimits.h"
#include "SizingPanel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <cmath>

namespace accel::sizing {

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

// The label and the help of a field.
void describe(QLabel* label, QWidget* field, const QString& text, const QString& help) {
    label->setText(text);
    field->setToolTip(help);
    field->setWhatsThis(help);
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

// Every number field of the form is made by amount() or whole(): each groups
// its digits as the texts around it write them ("4,096", fr "4 096", de
// "4.096"). A decimal amount reads as a person writes it ("0.5", "2,000").
QDoubleSpinBox* amount(double min, double max, int decimals, double value) {
    auto* box = new PlainDoubleSpinBox;
    box->setGroupSeparatorShown(true);
    box->setDecimals(decimals);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

// A spin box in billions, within a limit given in units.
QDoubleSpinBox* billions(const Limit& limit, double value, double min) {
    return amount(min, limit.max / 1e9, 3, value);
}

QSpinBox* whole(double max, int value, int min) {
    auto* box = new QSpinBox;
    box->setGroupSeparatorShown(true);
    box->setRange(min, static_cast<int>(std::min(max, 2e9)));
    box->setValue(value);
    return box;
}

QSpinBox* whole(const Limit& limit, int value, int min) {
    return whole(limit.max, value, min);
}

} // namespace

void SizingPanel::retranslateInputs() {
    m_inputs->setTitle(tr("Workload"));
    nameIds(m_kind, &workloadKindName);
    describe(m_kindLabel, m_kind, tr("&Work:"), tr("Train a model, or serve one to users."));
    m_model->setItemText(0, tr("Any (shape from the size)"));
    for (int i = 1; i < m_model->count(); ++i) {
        if (const ModelShape* m = findModel(m_model->itemData(i).toString())) {
            m_model->setItemText(i, displayName(*m));
        }
    }
    describe(m_modelLabel, m_model, tr("Architecture:"),
             tr("A known model sets the depth and KV heads that size the KV cache and the "
                "activations; otherwise they follow from the parameter count."));
    m_params->setSuffix(tr(" B parameters"));
    describe(m_paramsLabel, m_params, tr("Model &size:"),
             tr("Total parameters in billions (at least 0.001, i.e. one million): 7 for a 7B "
                "model. Memory follows from this."));
    m_active->setSuffix(tr(" B active"));
    m_active->setSpecialValueText(tr("all (dense model)"));
    describe(m_activeLabel, m_active, tr("Active per token:"),
             tr("Mixture of experts: parameters each token uses (37 for DeepSeek-V3). Compute "
                "follows from this; 0 means a dense model."));
    nameIds(m_method, &methodName);
    describe(m_methodLabel, m_method, tr("Method:"),
             tr("LoRA freezes the weights: about 2/3 of the compute and no optimiser state for "
                "them."));
    m_tokens->setSuffix(tr(" B tokens"));
    describe(m_tokensLabel, m_tokens, tr("Training &tokens:"),
             tr("Tokens in billions. Compute-optimal is about 20 per parameter (Chinchilla); "
                "recent models train on far more; fine-tunes on far fewer."));
    m_seqLen->setSuffix(tr(" tokens"));
    describe(m_seqLenLabel, m_seqLen, tr("Sequence length:"),
             tr("Tokens per training sequence: sets the activation memory."));
    m_deadline->setSuffix(tr(" days"));
    m_deadline->setSpecialValueText(
        tr("none (plans for %1 days)").arg(QLocale().toString(defaults::deadlineDays)));
    describe(m_deadlineLabel, m_deadline, tr("&Deadline:"),
             tr("The run must finish within this many days; chips are added until it does. "
                "With none, the plan allows %1 days.")
                 .arg(QLocale().toString(defaults::deadlineDays)));
    m_rps->setSuffix(tr(" requests/s"));
    describe(m_rpsLabel, m_rps, tr("Re&quest load:"), tr("Requests per second at peak."));
    describe(m_inputTokensLabel, m_inputTokens, tr("Input tokens per request:"),
             tr("Prompt length: prefill is bound by compute."));
    describe(m_outputTokensLabel, m_outputTokens, tr("Output tokens per request:"),
             tr("Answer length: decoding is bound by memory bandwidth."));
    m_ttft->setSuffix(tr(" ms"));
    describe(m_ttftLabel, m_ttft, tr("First token within:"),
             tr("Time-to-first-token target: how long a user waits before the answer starts."));
    m_tpot->setSuffix(tr(" ms per token"));
    describe(m_tpotLabel, m_tpot, tr("Then one token every:"),
             tr("Time-per-output-token target: 50 ms is 20 tokens per second per user. Bigger "
                "batches are cheaper and slower."));
    m_chips->setSuffix(tr(" chips"));
    m_chips->setSpecialValueText(tr("as many as the load needs"));
    describe(m_chipsLabel, m_chips, tr("C&hips:"),
             tr("0: the chips the load needs. A number: what that many chips can serve."));
    nameIds(m_precision, &precisionName);
    describe(m_precisionLabel, m_precision, tr("&Precision:"),
             tr("FP8 doubles peak compute on H100, H200, B200, L4 and TPU7x; about 1.5x shows "
                "end to end. Serving in FP8 also halves weights and KV cache."));
    nameIds(m_provider, &providerName);
    describe(m_providerLabel, m_provider, tr("P&rovider:"),
             tr("Where the chips are rented or owned; TPUs exist only on Google Cloud."));
    nameIds(m_mode, &pricingModeName);
    describe(m_modeLabel, m_mode, tr("Pricing &mode:"),
             tr("On-demand, committed, spot and capacity blocks can differ by 2-5x."));
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_params, m_active, m_tokens, m_seqLen, m_deadline, m_rps,
                                         m_inputTokens, m_outputTokens, m_ttft, m_tpot, m_chips}) {
        followDefaultLocale(field);
    }
    m_labelTexts.clear(); // the translators' labels, before the letters move
    distinctMnemonics();
    // The label column as wide as its longest label in either kind of work:
    // the fields stay where they are when the training rows give way to the
    // serving ones.
    int labelWidth = 0;
    for (int row = 0; row < m_form->rowCount(); ++row) {
        if (QLayoutItem* label = m_form->itemAt(row, QFormLayout::LabelRole)) {
            labelWidth = std::max(labelWidth, label->widget()->sizeHint().width());
        }
    }
    m_kindLabel->setMinimumWidth(labelWidth);
}

void SizingPanel::setReservedMnemonics(const QString& letters) {
    if (letters == m_reservedMnemonics) {
        return;
    }
    m_reservedMnemonics = letters;
    if (m_kindLabel) {
        distinctMnemonics();
    }
}

void SizingPanel::distinctMnemonics() {
    // The translators' letters stay where the menus and buttons leave them
    // free; the rule is the catalogue's (withDistinctMnemonics).
    // Only the fields the form gives a letter take part: there are not enough
    // letters left for every field of both forms.
    if (m_labelTexts.isEmpty()) {
        for (QLabel* label :
             {m_kindLabel, m_modelLabel, m_paramsLabel, m_activeLabel, m_methodLabel, m_tokensLabel,
              m_seqLenLabel, m_deadlineLabel, m_rpsLabel, m_inputTokensLabel, m_outputTokensLabel,
              m_ttftLabel, m_tpotLabel, m_chipsLabel, m_precisionLabel, m_providerLabel,
              m_modeLabel}) {
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

void SizingPanel::buildInputs(QWidget* box) {
    // Two columns, each one QFormLayout: what is sized on the left, where and
    // at what price on the right. The training and the serving rows share the
    // left form (only one set is shown), so every field of a column starts at
    // the same x whatever the language and the kind of work.
    auto* columns = new QHBoxLayout(box);
    m_form = new QFormLayout;
    auto* right = new QFormLayout;
    columns->addLayout(m_form, 1);
    columns->addLayout(right, 1);
    // The texts are set by retranslateInputs().
    const auto addRow = [](QFormLayout* form, QWidget* field) {
        auto* l = new QLabel;
        l->setBuddy(field);
        form->addRow(l, field);
        return l;
    };

    m_kind = new QComboBox;
    fillIds(m_kind, workloadKindIds()); // in the order of SizingRequest::Kind
    m_kindLabel = addRow(m_form, m_kind);
    m_model = new QComboBox;
    m_model->addItem(QString(), QString());
    for (const ModelShape& m : knownModels()) {
        m_model->addItem(QString(), m.id); // named by retranslateInputs()
    }
    m_modelLabel = addRow(m_form, m_model);
    m_params = billions(limits::params, 7.0, limits::params.min / 1e9);
    m_paramsLabel = addRow(m_form, m_params);
    m_active = billions(limits::activeParams, 0.0, 0.0);
    m_activeLabel = addRow(m_form, m_active);

    // Training.
    m_method = new QComboBox;
    fillIds(m_method, methodIds());
    m_methodLabel = addRow(m_form, m_method);
    m_tokens = amount(0.01, limits::tokens.max / 1e9, 2, 140.0);
    m_tokensLabel = addRow(m_form, m_tokens);
    m_seqLen = whole(limits::seqLen, 4096, static_cast<int>(limits::seqLen.min));
    m_seqLenLabel = addRow(m_form, m_seqLen);
    m_deadline = whole(3650, static_cast<int>(defaults::deadlineDays), 0);
    m_deadlineLabel = addRow(m_form, m_deadline);
    // Serving.
    m_rps = amount(0.01, limits::requestsPerSecond.max, 2, 10.0);
    m_rpsLabel = addRow(m_form, m_rps);
    m_inputTokens = whole(limits::inputTokens, 1000, 1);
    m_inputTokensLabel = addRow(m_form, m_inputTokens);
    m_outputTokens = whole(limits::outputTokens, 250, 1);
    m_outputTokensLabel = addRow(m_form, m_outputTokens);
    m_ttft = whole(limits::ttftMs, 2000, 1);
    m_ttftLabel = addRow(m_form, m_ttft);
    m_tpot = whole(limits::tpotMs, 50, 1);
    m_tpotLabel = addRow(m_form, m_tpot);
    m_chips = whole(limits::count, 0, 0);
    m_chipsLabel = addRow(m_form, m_chips);
    showLoadRows();

    m_precision = new QComboBox;
    fillIds(m_precision, precisionIds());
    m_precisionLabel = addRow(right, m_precision);
    m_provider = new QComboBox;
    fillIds(m_provider, providerIds());
    m_providerLabel = addRow(right, m_provider);
    m_mode = new QComboBox;
    fillIds(m_mode, pricingModeIds());
    m_modeLabel = addRow(right, m_mode);

    const auto changed = [this] {
        if (!m_loading) {
            recompute();
            emit requestChanged();
        }
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this, changed] {
        showLoadRows();
        changed();
    });
    // A known architecture brings its sizes with it.
    connect(m_model, &QComboBox::currentIndexChanged, this, [this, changed] {
        if (const ModelShape* m = findModel(m_model->currentData().toString()); m && !m_loading) {
            m_loading = true;
            m_params->setValue(m->params / 1e9);
            m_active->setValue(m->isMoe() ? m->activeParams / 1e9 : 0.0);
            m_loading = false;
        }
        changed();
    });
    for (QComboBox* c : {m_precision, m_provider, m_mode, m_method}) {
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    }
    for (QDoubleSpinBox* s : {m_params, m_active, m_tokens, m_rps}) {
        connect(s, &QDoubleSpinBox::valueChanged, this, changed);
    }
    for (QSpinBox* s :
         {m_deadline, m_inputTokens, m_outputTokens, m_seqLen, m_ttft, m_tpot, m_chips}) {
        connect(s, &QSpinBox::valueChanged, this, changed);
    }
}

void SizingPanel::showLoadRows() {
    const bool serving = m_kind->currentIndex() == 1;
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_method, m_tokens, m_seqLen, m_deadline}) {
        m_form->setRowVisible(field, !serving);
    }
    for (QWidget* field : std::initializer_list<QWidget*>{m_rps, m_inputTokens, m_outputTokens,
                                                          m_ttft, m_tpot, m_chips}) {
        m_form->setRowVisible(field, serving);
    }
}

SizingRequest SizingPanel::request() const {
    SizingRequest r;
    r.kind = m_kind->currentIndex() == 1 ? SizingRequest::Kind::Inference
                                         : SizingRequest::Kind::Training;
    // Whole parameters: the spin box shows billions with three decimals.
    r.params = std::round(m_params->value() * 1e9);
    if (m_active->value() > 0.0 && m_active->value() < m_params->value()) {
        r.activeParams = std::round(m_active->value() * 1e9);
    }
    r.model = m_model->currentData().toString();
    r.method = methodFromId(m_method->currentData().toString()).value_or(Method::Pretrain);
    r.tokens = std::round(m_tokens->value() * 1e9);
    r.seqLen = m_seqLen->value();
    r.precision = precisionFromId(m_precision->currentData().toString()).value_or(Precision::Bf16);
    r.provider = m_provider->currentData().toString();
    r.mode = m_mode->currentData().toString();
    r.deadlineHours = m_deadline->value() * 24.0;
    r.requestsPerSecond = m_rps->value();
    r.inputTokens = m_inputTokens->value();
    r.outputTokens = m_outputTokens->value();
    r.ttftMs = m_ttft->value();
    r.tpotMs = m_tpot->value();
    r.chips = m_chips->value();
    r.shape = m_shape;
    r.mfuOverrides = m_mfuOverrides;
    r.priceOverrides = m_priceOverrides;
    return r;
}

void SizingPanel::setRequest(const SizingRequest& r) {
    m_loading = true;
    m_kind->setCurrentIndex(r.kind == SizingRequest::Kind::Inference ? 1 : 0);
    showLoadRows();
    select(m_model, r.model);
    m_params->setValue(r.params / 1e9);
    m_active->setValue(r.activeParams ? *r.activeParams / 1e9 : 0.0);
    select(m_method, methodId(r.method));
    m_tokens->setValue(r.tokens / 1e9);
    m_seqLen->setValue(static_cast<int>(r.seqLen));
    select(m_precision, precisionId(r.precision));
    select(m_provider, r.provider);
    select(m_mode, r.mode);
    m_deadline->setValue(static_cast<int>(std::lround(r.deadlineHours / 24.0)));
    m_rps->setValue(r.requestsPerSecond);
    m_inputTokens->setValue(static_cast<int>(r.inputTokens));
    m_outputTokens->setValue(static_cast<int>(r.outputTokens));
    m_ttft->setValue(static_cast<int>(std::lround(r.ttftMs)));
    m_tpot->setValue(static_cast<int>(std::lround(r.tpotMs)));
    m_chips->setValue(r.chips);
    m_shape = r.shape; // a shape from a profile is kept; the form does not edit it
    m_mfuOverrides = r.mfuOverrides;
    m_priceOverrides = r.priceOverrides;
    m_loading = false;
    recompute();
}

} // namespace accel::sizing
