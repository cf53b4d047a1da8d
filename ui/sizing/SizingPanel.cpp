#include "ui/sizing/SizingPanel.h"

#include "model/CatalogueText.h"
#include "model/Profile.h"
#include "model/cost/CostModel.h"
#include "model/report/SizingGlance.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"
#include "ui/common/WheelNeedsFocus.h"
#include "ui/sizing/SizingChartPane.h"
#include "ui/sizing/SizingChartView.h"
#include "ui/sizing/SizingTable.h"
#include "ui_SizingInputs.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QShowEvent>
#include <QSpinBox>
#include <QVBoxLayout>

namespace accel::ui {

namespace {

QString rangeText(const sizing::Range& r) {
    return accel::rangeText(r.value, r.low, r.high, plainNumberText);
}

// Shares read as percentages, as in the reports and on the command line.
QString shareText(const sizing::Range& r) {
    return sizing::mfuText(r);
}

} // namespace

SizingPanel::SizingPanel(QWidget* parent, Updates updates)
    : QWidget(parent)
    , m_deferWhileHidden(updates == Updates::DeferWhileHidden) {
    wheelNeedsFocus(); // scrolling the page over a field scrolls the page
    auto* layout = new QVBoxLayout(this);
    m_inputs = new QGroupBox(this);
    m_ui = std::make_unique<Ui::SizingInputs>();
    buildInputs();
    layout->addWidget(m_inputs);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sizingSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    // No scroll area of its own and no splitter: the table shows every row at
    // its natural height and the chart takes a fixed share; the page around
    // the panel scrolls, once, for all of it.
    m_table = new SizingTable(this);
    layout->addWidget(m_table);
    // What the table says once rather than in every row, as on the Sizing
    // tab: the shared price source, the estimator's notes, why some
    // accelerators are unavailable.
    m_tableNotes = new QLabel(this);
    m_tableNotes->setObjectName(QStringLiteral("sizingTableNotes"));
    m_tableNotes->setWordWrap(true);
    m_tableNotes->setTextFormat(Qt::PlainText);
    m_tableNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_tableNotes);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_details);
    // The evidence beside the estimate: what similar published runs took.
    m_evidence = new QLabel(this);
    m_evidence->setObjectName(QStringLiteral("sizingEvidence"));
    m_evidence->setWordWrap(true);
    m_evidence->setTextFormat(Qt::RichText);
    // Its links open with the mouse; Tab passes it by, as it does the other texts.
    m_evidence->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_evidence->setOpenExternalLinks(true);
    layout->addWidget(m_evidence);
    m_chart = new SizingChartView(this);
    layout->addWidget(m_chart->widget(), 1); // what height the page has to spare
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
        m_ui->retranslateUi(m_inputs);
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void SizingPanel::retranslateUi() {
    // Renaming choices and suffixes emits no value change, but a change must
    // never reach the profile as an edit: hold the notifications anyway.
    const bool wasLoading = m_loading;
    m_loading = true;
    retranslateInputs();
    m_loading = wasLoading;

    // The computed texts: summary, table rows, chart, assumptions, details.
    recompute();
}

const sizing::AcceleratorData& SizingPanel::catalogue() const {
    return m_catalogue ? *m_catalogue : sizing::AcceleratorData::bundled();
}

void SizingPanel::setCatalogue(const sizing::AcceleratorData* catalogue) {
    m_catalogue = catalogue;
    recompute();
}

void SizingPanel::setEvaluation(const std::optional<Evaluation>& evaluation) {
    m_evaluation = evaluation;
    recompute();
}

void SizingPanel::loadWorkload(const Workload& workload) {
    sizing::SizingRequest r = sizing::sizingRequestFor(workload);
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
    // Planned as the report and the verdict at a glance plan it: no deadline
    // means the default one (SizingGlance.h), so all three agree.
    const sizing::SizingRequest asked = request();
    const sizing::SizingRequest r = plannedRequest(asked);
    m_rows = sizing::planCandidates(catalogue(), r, m_evaluation ? &*m_evaluation : nullptr,
                                    cost::ownedPrices(cost::CostData::bundled()));
    m_table->showCandidates(m_rows, r, catalogue());
    m_tableNotes->setText(m_table->notes().join(QLatin1Char('\n')));
    m_chart->showCandidates(m_rows, r);
    // The sizes as their fields show them, number and unit ("1,400 B tokens",
    // not "1.4T tokens" under a field that says 1,400 B).
    const auto shown = [](const QDoubleSpinBox* field, double billions) -> QString {
        return field->textFromValue(billions) + field->suffix();
    };
    const QString params = shown(m_ui->params, r.params / 1e9);
    //: The model's size as the fields show it: "671 B parameters (37 B active per token)".
    const QString model =
        r.activeParams
            ? tr("%1 (%2 per token)").arg(params, shown(m_ui->active, *r.activeParams / 1e9))
            : params;
    if (r.kind == sizing::SizingRequest::Kind::Training) {
        const double factor = r.method == sizing::Method::Lora ? 4.0 : 6.0;
        // The FLOPs as the estimator counts them, the same on every accelerator.
        double flops = factor * r.activeParams.value_or(r.params) * r.tokensToUse();
        for (const sizing::Candidate& c : m_rows) {
            if (c.training) {
                flops = c.training->flops;
                break;
            }
        }
        m_summary->setText(
            tr("%1 of %2 on %3: %4 × (active parameters + attention over the sequence) × tokens "
               "= %5 FLOPs. %6")
                .arg(sizing::methodName(sizing::methodId(r.method)), model,
                     shown(m_ui->tokens, r.tokensToUse() / 1e9), QLocale().toString(factor),
                     scientificText(flops),
                     deadlineAssumed(asked)
                         ? tr("Chips: with no deadline set, the fewest that fit and finish "
                              "within %1.")
                               .arg(durationText(r.deadlineHours))
                         : tr("Chips: the fewest that fit and finish within the deadline (%1).")
                               .arg(durationText(r.deadlineHours))));
    } else {
        m_summary->setText(
            //: %2 is a load, "12 requests/s"; %4 the output tokens, whose count picks the form.
            tr("Serving %1 at %2 (%3 input + %4 output tokens each), first token "
               "within %5 ms, then one every %6 ms. %7",
               nullptr, pluralCountOf(r.outputTokens))
                .arg(model, amountText(r.requestsPerSecond, CountUnit::RequestPerSecond),
                     QLocale().toString(r.inputTokens), QLocale().toString(r.outputTokens),
                     QLocale().toString(r.ttftMs), QLocale().toString(r.tpotMs),
                     r.chips > 0 ? tr("Each accelerator shows what %Ln chip(s) can serve.", nullptr,
                                      r.chips)
                                 : tr("Replicas are added until the load is met.")));
    }
    updateAssumptions();
    updateDetails();
}

void SizingPanel::updateDetails() {
    const int row = m_table->currentRow();
    m_details->setText(row >= 0 ? m_table->details(row)
                                : tr("Select a row to read its status and notes in full."));
    updateEvidence();
}

void SizingPanel::updateEvidence() {
    // The selected row when it has an estimate, otherwise the cheapest that fits.
    const sizing::Candidate* shown = nullptr;
    if (const int row = m_table->currentRow(); row >= 0 && m_table->item(row, SizingTable::Name)) {
        const QString id = m_table->item(row, SizingTable::Name)->data(Qt::UserRole).toString();
        for (const sizing::Candidate& c : m_rows) {
            if (c.spec->id == id && (c.training || c.inference)) {
                shown = &c;
            }
        }
    }
    const bool selected = shown != nullptr;
    if (!shown) {
        shown = cheapestCandidate(m_rows);
    }
    const std::vector<sizing::RunComparison> runs =
        shown ? sizing::referenceRunsFor(catalogue(), plannedRequest(request()), *shown)
              : std::vector<sizing::RunComparison>{};
    if (runs.empty()) {
        m_evidence->setText(
            tr("<b>Nearest published runs</b>: select a row with an estimate to compare it "
               "with what similar published runs took."));
        return;
    }
    const int chips = shown->training ? shown->training->chips : shown->inference->totalChips;
    //: A set-up as the published runs name theirs: "64 × NVIDIA H100 SXM 80GB".
    const QString setUp = tr("%1 × %2").arg(QLocale().toString(chips), shown->spec->name);
    QString text =
        (selected ? tr("<b>Nearest published runs</b> to %1, the selected row: what they took, "
                       "and what this model says for each.")
                  : tr("<b>Nearest published runs</b> to %1, the cheapest set-up that fits (select "
                       "a row for another): what they took, and what this model says for each."))
            .arg(setUp.toHtmlEscaped());
    text += QStringLiteral("<ul>");
    for (const sizing::RunComparison& run : runs) {
        QString source = sizing::runSourceText(*run.run).toHtmlEscaped();
        if (!run.run->source.url.isEmpty()) {
            source = QStringLiteral("<a href=\"%1\">%2</a>")
                         .arg(run.run->source.url.toHtmlEscaped(), source);
        }
        //: A published run and where it was published: "Llama 3 70B on ...: published ...
        //: [source: The Llama 3 Herd of Models (Meta, July 2024)]".
        text +=
            QStringLiteral("<li>%1</li>")
                .arg(tr("%1 [source: %2]")
                         .arg(sizing::runComparisonText(run, catalogue()).toHtmlEscaped(), source));
    }
    m_evidence->setText(text + QStringLiteral("</ul>"));
}

void SizingPanel::updateAssumptions() {
    const sizing::AcceleratorData& c = catalogue();
    const sizing::SizingAssumptions& a = c.assumptions();
    QStringList lines;
    lines << tr("<b>Assumptions</b> (MFU and price: edit them in the table; the others in the "
                "catalogue override file accelerators.json in the application's data folder):");
    lines << tr("Compute 6 × (active parameters + attention over the sequence) × tokens (4 for "
                "LoRA); MFU per platform "
                "generation, falling with scale and with fewer parameters per chip, calibrated on "
                "Llama 3.1 405B, DeepSeek-V3, Llama 2, PaLM and MaxText runs; GPU (H100) %1, "
                "TPU (v6e) %2 at 8 chips.")
                 .arg(sizing::mfuText(c.platformMfu(Platform::Gpu).at(8)),
                      sizing::mfuText(c.platformMfu(Platform::Tpu).at(8)));
    lines << tr("Training: state %1 bytes per parameter on GPUs, %2 on TPUs (LoRA %3), "
                "sharded over all chips, plus one checkpointed sequence of activations; %4 of "
                "memory kept free; FP8 and FP4 run %5 of a step at their higher peak (%6 for "
                "mixtures of experts); %7 of a run's hours train (restarts); mixtures of experts "
                "run at %8 of dense MFU with %9 active parameters, less with fewer. State bytes "
                "and goodput can be set in the form.")
                 .arg(rangeText(a.trainingBytesPerParam), rangeText(a.tpuTrainingBytesPerParam),
                      rangeText(a.loraBytesPerParam), shareText(a.memoryReserve),
                      shareText(a.lowPrecisionShare), shareText(a.moeLowPrecisionShare),
                      shareText(a.goodput), shareText(a.moeEfficiency),
                      countOfText(a.moeActiveReference));
    lines << tr("Serving: weights + KV cache (from the architecture) in %1 of memory; the largest "
                "batch that meets the latency targets; decode at %2 of memory bandwidth or %3 of "
                "peak compute, prefill at %4 of peak; replicas planned at %5 of capacity (the "
                "headroom, which can be set in the form).")
                 .arg(shareText(a.servingMemoryShare), shareText(a.bandwidthEfficiency),
                      shareText(a.decodeMfu), shareText(a.prefillMfu),
                      shareText(a.servingHeadroom));
    lines << tr("Prices: per chip-hour, with the host (vCPU, RAM) share where the provider "
                "bills it with the chip (hover a price to see which); each shows its origin and "
                "date in the table. Costs exclude storage, network and idle time.");
    m_assumptions->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace accel::ui
