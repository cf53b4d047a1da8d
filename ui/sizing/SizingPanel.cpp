#include "SizingPanel.h"

#include "Profile.h"
#include "SizingChartView.h"
#include "SizingFormat.h"
#include "SizingTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QShowEvent>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace accel::sizing {

namespace {

void fillIds(QComboBox* box, const QStringList& ids) {
    for (const QString& id : ids) {
        box->addItem(QString(), id); // named by retranslateUi()
    }
}

// Renames the choices in place: the data, and so the selection, stay.
void nameIds(QComboBox* box, QString (*name)(const QString&)) {
    for (int i = 0; i < box->count(); ++i) {
        box->setItemText(i, name(box->itemData(i).toString()));
    }
}

void nameId(QComboBox* box, const QString& id, const QString& text) {
    const int i = box->findData(id);
    if (i >= 0) {
        box->setItemText(i, text);
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

QString rangeText(const Range& r) {
    return QObject::tr("%1 (range %2 to %3)")
        .arg(QLocale().toString(r.value), QLocale().toString(r.low), QLocale().toString(r.high));
}

} // namespace

SizingPanel::SizingPanel(QWidget* parent, Updates updates)
    : QWidget(parent)
    , m_deferWhileHidden(updates == Updates::DeferWhileHidden) {
    auto* layout = new QVBoxLayout(this);
    m_inputs = new QGroupBox(this);
    buildInputs(m_inputs);
    layout->addWidget(m_inputs);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* tableBox = new QWidget(splitter);
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new SizingTable(tableBox);
    // At least five candidates visible before the chart takes the rest.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              5 * m_table->verticalHeader()->defaultSectionSize() +
                              2 * m_table->frameWidth());
    m_details = new QLabel(tableBox);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_details);
    m_chart = new SizingChartView(splitter);
    splitter->addWidget(tableBox);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    // Equal halves from the start: ten rows fit in half, and the chart needs
    // the height more than the table needs empty rows.
    splitter->setSizes({1000, 1000});
    layout->addWidget(splitter, 1);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SizingPanel::updateDetails);

    m_assumptions = new QLabel(this);
    m_assumptions->setWordWrap(true);
    m_assumptions->setTextFormat(Qt::RichText);
    m_assumptions->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_assumptions->setOpenExternalLinks(true);
    layout->addWidget(m_assumptions);

    connect(m_table, &SizingTable::mfuEdited, this, [this](const QString& id, double v) {
        if (v > 0.0 && v <= 1.0) {
            m_mfuOverrides.insert(id, v);
        } else {
            m_mfuOverrides.remove(id);
        }
        QMetaObject::invokeMethod(this, &SizingPanel::recompute, Qt::QueuedConnection);
    });
    connect(m_table, &SizingTable::priceEdited, this, [this](const QString& id, double v) {
        if (v > 0.0 && v <= 1000.0) {
            m_priceOverrides.insert(id, v);
        } else {
            m_priceOverrides.remove(id);
        }
        QMetaObject::invokeMethod(this, &SizingPanel::recompute, Qt::QueuedConnection);
    });
    retranslateUi();
}

SizingPanel::~SizingPanel() = default;

void SizingPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void SizingPanel::retranslateUi() {
    // Renaming choices and suffixes emits no value change, but a change must
    // never reach the profile as an edit: hold the notifications anyway.
    const bool wasLoading = m_loading;
    m_loading = true;
    m_inputs->setTitle(tr("Workload"));

    m_kind->setItemText(0, tr("Training"));
    m_kind->setItemText(1, tr("Inference (serving)"));
    describe(m_kindLabel, m_kind, tr("&Work:"), tr("Train a model, or serve one to users."));
    m_params->setSuffix(tr(" B parameters"));
    describe(m_paramsLabel, m_params, tr("Model &size:"),
             tr("Parameters in billions: 7 for a 7B model."));
    m_tokens->setSuffix(tr(" B tokens"));
    describe(m_tokensLabel, m_tokens, tr("Training &tokens:"),
             tr("Tokens in billions. Compute-optimal is about 20 per parameter (Chinchilla); "
                "recent models train on far more."));
    m_deadline->setSuffix(tr(" days"));
    m_deadline->setSpecialValueText(tr("none: fewest chips that fit"));
    describe(m_deadlineLabel, m_deadline, tr("&Deadline:"),
             tr("The run must finish within this many days; chips are added until it does."));
    m_rps->setSuffix(tr(" requests/s"));
    describe(m_rpsLabel, m_rps, tr("Request &load:"), tr("Requests per second at peak."));
    describe(m_inputTokensLabel, m_inputTokens, tr("&Input tokens per request:"),
             tr("Prompt length: prefill is bound by compute."));
    describe(m_outputTokensLabel, m_outputTokens, tr("&Output tokens per request:"),
             tr("Answer length: decoding is bound by memory bandwidth."));

    nameId(m_precision, QStringLiteral("bf16"), tr("BF16"));
    nameId(m_precision, QStringLiteral("fp8"), tr("FP8 (where the chip supports it)"));
    describe(m_precisionLabel, m_precision, tr("&Precision:"),
             tr("FP8 doubles peak compute on H100, H200, B200, L4 and TPU7x; about 1.5x shows "
                "end to end."));
    nameIds(m_provider, &AcceleratorCatalogue::providerName);
    describe(m_providerLabel, m_provider, tr("P&rovider:"),
             tr("Where the chips are rented or owned; TPUs exist only on Google Cloud."));
    nameIds(m_mode, &AcceleratorCatalogue::modeName);
    describe(m_modeLabel, m_mode, tr("Pricing &mode:"),
             tr("On-demand, committed, spot and capacity blocks can differ by 2-5x."));

    for (QWidget* field : std::initializer_list<QWidget*>{m_params, m_tokens, m_deadline, m_rps,
                                                          m_inputTokens, m_outputTokens}) {
        followDefaultLocale(field);
    }
    m_loading = wasLoading;

    // The computed texts: summary, table rows, chart, assumptions, details.
    recompute();
}

void SizingPanel::buildInputs(QWidget* box) {
    auto* columns = new QHBoxLayout(box);
    auto* left = new QFormLayout;
    auto* right = new QFormLayout;
    columns->addLayout(left);
    columns->addLayout(right);

    // The texts are set by retranslateUi().
    const auto addRow = [](QFormLayout* form, QWidget* field) {
        auto* l = new QLabel;
        l->setBuddy(field);
        form->addRow(l, field);
        return l;
    };

    m_kind = new QComboBox;
    m_kind->addItem(QString(), QStringLiteral("training"));
    m_kind->addItem(QString(), QStringLiteral("inference"));
    m_kindLabel = addRow(left, m_kind);

    m_params = new QDoubleSpinBox;
    m_params->setRange(0.01, 100000.0);
    m_params->setDecimals(2);
    m_params->setValue(7.0);
    m_paramsLabel = addRow(left, m_params);

    m_load = new QStackedWidget;
    auto* trainingLoad = new QWidget;
    auto* trainingForm = new QFormLayout(trainingLoad);
    trainingForm->setContentsMargins(0, 0, 0, 0);
    m_tokens = new QDoubleSpinBox;
    m_tokens->setRange(0.001, 1000000.0);
    m_tokens->setDecimals(1);
    m_tokens->setValue(140.0);
    m_tokensLabel = addRow(trainingForm, m_tokens);
    m_deadline = new QSpinBox;
    m_deadline->setRange(0, 3650);
    m_deadline->setValue(30);
    m_deadlineLabel = addRow(trainingForm, m_deadline);
    auto* servingLoad = new QWidget;
    auto* servingForm = new QFormLayout(servingLoad);
    servingForm->setContentsMargins(0, 0, 0, 0);
    m_rps = new QDoubleSpinBox;
    m_rps->setRange(0.01, 1000000.0);
    m_rps->setValue(10.0);
    m_rpsLabel = addRow(servingForm, m_rps);
    m_inputTokens = new QSpinBox;
    m_inputTokens->setRange(1, 1000000);
    m_inputTokens->setValue(1000);
    m_inputTokensLabel = addRow(servingForm, m_inputTokens);
    m_outputTokens = new QSpinBox;
    m_outputTokens->setRange(1, 1000000);
    m_outputTokens->setValue(250);
    m_outputTokensLabel = addRow(servingForm, m_outputTokens);
    m_load->addWidget(trainingLoad);
    m_load->addWidget(servingLoad);
    left->addRow(m_load);

    m_precision = new QComboBox;
    m_precision->addItem(QString(), QStringLiteral("bf16"));
    m_precision->addItem(QString(), QStringLiteral("fp8"));
    m_precisionLabel = addRow(right, m_precision);
    m_provider = new QComboBox;
    fillIds(m_provider, AcceleratorCatalogue::knownProviders());
    m_providerLabel = addRow(right, m_provider);
    m_mode = new QComboBox;
    fillIds(m_mode, AcceleratorCatalogue::knownModes());
    m_modeLabel = addRow(right, m_mode);

    const auto changed = [this] {
        if (!m_loading) {
            recompute();
            emit requestChanged();
        }
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this, changed](int i) {
        m_load->setCurrentIndex(i);
        changed();
    });
    for (QComboBox* c : {m_precision, m_provider, m_mode}) {
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    }
    for (QDoubleSpinBox* s : {m_params, m_tokens, m_rps}) {
        connect(s, &QDoubleSpinBox::valueChanged, this, changed);
    }
    for (QSpinBox* s : {m_deadline, m_inputTokens, m_outputTokens}) {
        connect(s, &QSpinBox::valueChanged, this, changed);
    }
}

const AcceleratorCatalogue& SizingPanel::catalogue() const {
    return m_catalogue ? *m_catalogue : AcceleratorCatalogue::bundled();
}

void SizingPanel::setCatalogue(const AcceleratorCatalogue* catalogue) {
    m_catalogue = catalogue;
    recompute();
}

void SizingPanel::setEvaluation(const std::optional<Evaluation>& evaluation) {
    m_evaluation = evaluation;
    recompute();
}

SizingRequest SizingPanel::request() const {
    SizingRequest r;
    r.kind = m_kind->currentIndex() == 1 ? SizingRequest::Kind::Inference
                                         : SizingRequest::Kind::Training;
    r.params = m_params->value() * 1e9;
    r.tokens = m_tokens->value() * 1e9;
    r.precision = precisionFromId(m_precision->currentData().toString()).value_or(Precision::Bf16);
    r.provider = m_provider->currentData().toString();
    r.mode = m_mode->currentData().toString();
    r.deadlineHours = m_deadline->value() * 24.0;
    r.requestsPerSecond = m_rps->value();
    r.inputTokens = m_inputTokens->value();
    r.outputTokens = m_outputTokens->value();
    r.mfuOverrides = m_mfuOverrides;
    r.priceOverrides = m_priceOverrides;
    return r;
}

void SizingPanel::setRequest(const SizingRequest& r) {
    m_loading = true;
    m_kind->setCurrentIndex(r.kind == SizingRequest::Kind::Inference ? 1 : 0);
    m_load->setCurrentIndex(m_kind->currentIndex());
    m_params->setValue(r.params / 1e9);
    m_tokens->setValue(r.tokens / 1e9);
    select(m_precision, precisionId(r.precision));
    select(m_provider, r.provider);
    select(m_mode, r.mode);
    m_deadline->setValue(static_cast<int>(std::lround(r.deadlineHours / 24.0)));
    m_rps->setValue(r.requestsPerSecond);
    m_inputTokens->setValue(static_cast<int>(r.inputTokens));
    m_outputTokens->setValue(static_cast<int>(r.outputTokens));
    m_mfuOverrides = r.mfuOverrides;
    m_priceOverrides = r.priceOverrides;
    m_loading = false;
    recompute();
}

void SizingPanel::loadWorkload(const Workload& workload) {
    SizingRequest r = sizingRequestFor(workload);
    if (!workload.deadlineDays) {
        r.deadlineHours = 0.0;
    }
    setRequest(r);
}

void SizingPanel::storeWorkload(Workload& workload) const {
    storeRequest(request(), workload);
}

void SizingPanel::showEvent(QShowEvent* event) {
    if (m_stale) {
        recompute();
    }
    QWidget::showEvent(event);
}

void SizingPanel::recompute() {
    // Start-up pays for the first page only: planning every accelerator and
    // drawing the chart waits until someone looks at them.
    if (m_deferWhileHidden && !isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const SizingRequest r = request();
    m_rows = planCandidates(catalogue(), r, m_evaluation ? &*m_evaluation : nullptr);
    m_table->showCandidates(m_rows, r, catalogue());
    m_chart->showCandidates(m_rows, r);
    if (r.kind == SizingRequest::Kind::Training) {
        m_summary->setText(
            tr("Training compute: 6 x %1 parameters x %2 tokens = %3 FLOPs. %4")
                .arg(formatCount(r.params), formatCount(r.tokens),
                     QLocale().toString(6.0 * r.params * r.tokens, 'g', 3),
                     r.deadlineHours > 0
                         ? tr("Chips: the fewest that fit and finish within the deadline (%1).")
                               .arg(formatDuration(r.deadlineHours))
                         : tr("Chips: the fewest that fit the training state.")));
    } else {
        m_summary->setText(tr("Serving %1 parameters at %2 requests/s (%3 input + %4 output "
                              "tokens each). Replicas are added until the load is met.")
                               .arg(formatCount(r.params), QLocale().toString(r.requestsPerSecond),
                                    QLocale().toString(r.inputTokens),
                                    QLocale().toString(r.outputTokens)));
    }
    updateAssumptions();
    updateDetails();
}

void SizingPanel::updateDetails() {
    const int row = m_table->currentRow();
    m_details->setText(row >= 0 ? m_table->details(row)
                                : tr("Select a row to read its status and notes in full."));
}

void SizingPanel::updateAssumptions() {
    const AcceleratorCatalogue& c = catalogue();
    const SizingAssumptions& a = c.assumptions();
    QStringList lines;
    lines << tr("<b>Assumptions</b> (MFU and price: edit them in the table; the others in the "
                "catalogue override file accelerators.json in the application's data folder):");
    lines << tr("Compute 6 x N x D (Kaplan 2020); MFU per platform, falling with scale, "
                "calibrated on PaLM 540B (46.2% on 6,144 TPU v4), Llama 3.1 405B (38-43% on "
                "16k H100), MaxText and MLPerf results; GPU %1, TPU %2 at 8 chips.")
                 .arg(formatShare(c.platformMfu(Platform::Gpu).at(8)),
                      formatShare(c.platformMfu(Platform::Tpu).at(8)));
    lines << tr("Training state %1 bytes per parameter, fully sharded; %2 of memory kept for "
                "activations; FP8 keeps %3 of its 2x peak.")
                 .arg(rangeText(a.trainingBytesPerParam), rangeText(a.memoryReserve),
                      rangeText(a.fp8Efficiency));
    lines << tr("Serving: memory %1 x weights + KV cache (BF16, 8 KV heads x 128); decode at %2 "
                "of memory bandwidth; prefill at %3 of peak; 32 sequences per replica.")
                 .arg(rangeText(a.inferenceWeightOverhead), rangeText(a.bandwidthEfficiency),
                      rangeText(a.prefillMfu));
    lines << tr("Prices: per chip-hour, host included where the source sells whole machines; "
                "each shows its origin and date in the table (hover for the source). Costs "
                "exclude storage, network and idle time.");
    m_assumptions->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace accel::sizing
