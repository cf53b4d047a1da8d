#include "ui/cost/CostInputs.h"

#include "model/CatalogueText.h"
#include "model/cost/CostData.h"
#include "model/cost/CostModelText.h"
#include "model/cost/CostText.h"
#include "model/text/NumberFormat.h"
#include "ui/common/WheelNeedsFocus.h"
#include "ui/sizing/PlainDoubleSpinBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

#include <cmath>

namespace accel::ui {

namespace {

using Slot = std::optional<double>* (*)(CostSettings&);

// The smallest value a spin box offers: a limit that refuses its minimum
// starts one step above it.
double lowestOf(const costlimits::Limit& limit, int decimals) {
    return limit.aboveMin ? limit.min + std::pow(10.0, -decimals) : limit.min;
}

// The default of a cost field that cost-model.json states as a sourced
// figure, or nullptr for the fields with defaults of their own (the owned
// chip's price and power, the porting weeks).
const cost::Figure* figureOf(const cost::CostData& data, const QString& key) {
    const std::pair<const char*, const cost::Figure*> figures[] = {
        {"months", &data.months},
        {"runs_per_month", &data.runsPerMonth},
        {"serving_hours_per_month", &data.servingHoursPerMonth},
        {"engineer_usd_per_week", &data.engineerUsdPerWeek},
        {"pue", &data.pue},
        {"usd_per_kwh", &data.usdPerKwh},
        {"years", &data.years},
        {"utilization", &data.utilization},
        {"overhead_share", &data.overheadShare}};
    for (const auto& [name, figure] : figures) {
        if (key == QLatin1String(name)) {
            return figure;
        }
    }
    return nullptr;
}

} // namespace

CostInputs::CostInputs(const cost::CostData& costData, QWidget* parent)
    : QWidget(parent)
    , m_data(costData)
    , m_fields(fieldTable())
    , m_usage(new QGroupBox(this))
    , m_owning(new QGroupBox(this))
    , m_acceleratorLabel(new QLabel(m_owning))
    , m_accelerator(new QComboBox(m_owning)) {
    setObjectName(QStringLiteral("costInputs"));
    wheelNeedsFocus(); // scrolling the Bill tab over a field scrolls the tab
    m_usage->setObjectName(QStringLiteral("costUsageInputs"));
    m_owning->setObjectName(QStringLiteral("costOwnedInputs"));
    m_accelerator->setObjectName(QStringLiteral("cost_own_accelerator"));
    m_acceleratorLabel->setBuddy(m_accelerator);
    m_accelerator->addItem(QString(), QString());

    // Two forms side by side, one field a row: each label on one line at its
    // natural width (at 1024 wide, "Porting weeks (your estimate):" wrapped
    // to three lines in a third of the width while the rest stood empty), and
    // a field under its label rather than beside it when a language's label
    // leaves it too little room.
    auto* usage = new QFormLayout(m_usage);
    auto* owning = new QFormLayout(m_owning);
    for (QFormLayout* form : {usage, owning}) {
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    }
    owning->addRow(m_acceleratorLabel, m_accelerator);
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const bool owned = i >= kFirstOwnedField;
        addField(i, owned ? m_owning : m_usage, owned ? owning : usage);
    }
    orderTabsAsRead();
    connect(m_accelerator, &QComboBox::activated, this, [this] {
        const QString id = m_accelerator->currentData().toString();
        if (id != m_settings.own.accelerator) {
            m_settings.own.accelerator = id;
            refreshFields();
            emit settingsEdited(m_settings);
        }
    });

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_usage, 1);
    row->addWidget(m_owning, 1);
    retranslateUi();
}

std::vector<CostInputs::Field> CostInputs::fieldTable() {
    return {
        {QStringLiteral("months"), [](CostSettings& s) { return &s.months; }, costlimits::months,
         0},
        {QStringLiteral("runs_per_month"), [](CostSettings& s) { return &s.runsPerMonth; },
         costlimits::runsPerMonth, 2},
        {QStringLiteral("serving_hours_per_month"),
         [](CostSettings& s) { return &s.servingHoursPerMonth; }, costlimits::servingHoursPerMonth,
         0},
        {QStringLiteral("engineer_usd_per_week"),
         [](CostSettings& s) { return &s.engineerUsdPerWeek; }, costlimits::engineerUsdPerWeek, 0},
        {QStringLiteral("porting_weeks"), [](CostSettings& s) { return &s.portingWeeks; },
         costlimits::portingWeeks, 1},
        {QStringLiteral("usd_per_chip"), [](CostSettings& s) { return &s.own.usdPerChip; },
         costlimits::usdPerChip, 0},
        {QStringLiteral("watts_per_chip"), [](CostSettings& s) { return &s.own.wattsPerChip; },
         costlimits::wattsPerChip, 0},
        {QStringLiteral("pue"), [](CostSettings& s) { return &s.own.pue; }, costlimits::pue, 2},
        {QStringLiteral("usd_per_kwh"), [](CostSettings& s) { return &s.own.usdPerKwh; },
         costlimits::usdPerKwh, 4},
        {QStringLiteral("years"), [](CostSettings& s) { return &s.own.years; }, costlimits::years,
         1},
        {QStringLiteral("utilization"), [](CostSettings& s) { return &s.own.utilization; },
         costlimits::utilization, 0, true},
        {QStringLiteral("overhead_share"), [](CostSettings& s) { return &s.own.overheadShare; },
         costlimits::overheadShare, 0, true},
    };
}

void CostInputs::addField(std::size_t index, QWidget* group, QFormLayout* form) {
    Field& f = m_fields[index];
    f.label = new QLabel(group);
    // "1" and "5", not "1.00" and "5.0", as in the sizing step.
    f.spin = new PlainDoubleSpinBox(group);
    f.spin->setObjectName(QStringLiteral("cost_") + f.key);
    setUpSpinBox(f);
    f.label->setBuddy(f.spin);
    f.reset = new QToolButton(group);
    f.reset->setObjectName(QStringLiteral("cost_reset_") + f.key);
    f.reset->setText(QStringLiteral("\u21BA")); // the accessible name says it in words
    f.reset->setFocusPolicy(Qt::StrongFocus);
    auto* field = new QHBoxLayout;
    field->addWidget(f.spin, 1);
    field->addWidget(f.reset);
    form->addRow(f.label, field);
    connect(f.spin, &QDoubleSpinBox::valueChanged, this, [this, index] { fieldEdited(index); });
    connect(f.reset, &QToolButton::clicked, this, [this, index] {
        *m_fields[index].slot(m_settings) = std::nullopt;
        refreshFields();
        m_fields[index].spin->setFocus();
        emit settingsEdited(m_settings);
    });
}

void CostInputs::setUpSpinBox(const Field& f) {
    f.spin->setDecimals(f.decimals);
    if (f.percent) {
        f.spin->setRange(lowestOf(f.limit, 2) * 100.0, f.limit.max * 100.0);
        f.spin->setSingleStep(5);
    } else {
        f.spin->setRange(lowestOf(f.limit, f.decimals), f.limit.max);
    }
    f.spin->setGroupSeparatorShown(true);
    // A typed value counts once it is complete (Enter or leaving the field),
    // not at every key: "1" on the way to "12" is not an edit.
    f.spin->setKeyboardTracking(false);
    f.spin->setAlignment(Qt::AlignRight);
    if (f.key == QLatin1String("usd_per_chip")) {
        f.spin->setMinimum(0); // 0: no price known yet, the user sets it
        f.spin->setSingleStep(1000);
    } else if (f.key == QLatin1String("engineer_usd_per_week")) {
        f.spin->setSingleStep(100);
    } else if (f.key == QLatin1String("watts_per_chip")) {
        f.spin->setSingleStep(10);
    } else if (f.key == QLatin1String("usd_per_kwh")) {
        f.spin->setSingleStep(0.01);
    } else if (f.decimals == 2 && !f.percent) {
        f.spin->setSingleStep(f.key == QLatin1String("runs_per_month") ? 1.0 : 0.05);
    }
}

void CostInputs::orderTabsAsRead() {
    // Tab reads as the eye does: down the left form, then the right one from
    // the GPU to own (made first, it would otherwise come first).
    QWidget* previous = nullptr;
    const auto next = [&previous](QWidget* w) {
        if (previous) {
            QWidget::setTabOrder(previous, w);
        }
        previous = w;
    };
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        if (i == kFirstOwnedField) {
            next(m_accelerator);
        }
        next(m_fields[i].spin);
        next(m_fields[i].reset);
    }
}

QDoubleSpinBox* CostInputs::spinBox(const QString& field) const {
    for (const Field& f : m_fields) {
        if (f.key == field) {
            return f.spin;
        }
    }
    return nullptr;
}

QToolButton* CostInputs::resetButton(const QString& field) const {
    for (const Field& f : m_fields) {
        if (f.key == field) {
            return f.reset;
        }
    }
    return nullptr;
}

void CostInputs::setSettings(const CostSettings& settings) {
    if (settings == m_settings) {
        return; // nothing new: leave a field being edited alone
    }
    m_settings = settings;
    refreshFields();
}

void CostInputs::setResolvedOwned(const QString& acceleratorId) {
    if (acceleratorId != m_resolvedOwned) {
        m_resolvedOwned = acceleratorId;
        refreshFields();
    }
}

void CostInputs::setDerivedPortingWeeks(double weeks) {
    if (weeks != m_derivedWeeks) {
        m_derivedWeeks = weeks;
        refreshFields();
    }
}

void CostInputs::setTraining(bool training) {
    m_training = training;
    for (const Field& f : m_fields) {
        const bool servingOnly = f.key == QLatin1String("serving_hours_per_month");
        const bool trainingOnly = f.key == QLatin1String("runs_per_month");
        const bool shown = training ? !servingOnly : !trainingOnly;
        f.label->setVisible(shown);
        f.spin->setVisible(shown);
        f.reset->setVisible(shown);
    }
    distinctMnemonics();
}

void CostInputs::setRentedGpuName(const QString& name) {
    if (name != m_rentedGpu) {
        m_rentedGpu = name;
        retranslateUi();
    }
}

void CostInputs::setOwnedChoices(const QList<QPair<QString, QString>>& choices) {
    QList<QPair<QString, QString>> shown;
    for (int i = 1; i < m_accelerator->count(); ++i) {
        shown.append({m_accelerator->itemData(i).toString(), m_accelerator->itemText(i)});
    }
    if (shown == choices) {
        return;
    }
    m_loading = true;
    while (m_accelerator->count() > 1) {
        m_accelerator->removeItem(1);
    }
    for (const auto& [id, name] : choices) {
        m_accelerator->addItem(name, id);
    }
    m_loading = false;
    refreshFields();
}

void CostInputs::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

QString CostInputs::ownedId() const {
    return m_settings.own.accelerator.isEmpty() ? m_resolvedOwned : m_settings.own.accelerator;
}

std::optional<double> CostInputs::defaultOf(const QString& key) const {
    const cost::OwnedChip* chip = m_data.ownedChip(ownedId());
    if (key == QLatin1String("usd_per_chip")) {
        return chip ? chip->usdPerChip : std::nullopt;
    }
    if (key == QLatin1String("watts_per_chip")) {
        return chip ? std::optional<double>(chip->watts) : std::nullopt;
    }
    if (key == QLatin1String("porting_weeks")) {
        return std::nullopt; // derived from the answers: shown under the bill
    }
    const cost::Figure* figure = figureOf(m_data, key);
    return figure ? std::optional<double>(figure->value) : std::nullopt;
}

QString CostInputs::defaultHelp(const QString& key) const {
    const cost::OwnedChip* chip = m_data.ownedChip(ownedId());
    if (key == QLatin1String("porting_weeks")) {
        return tr("Default: derived from your answers (framework, XLA compatibility, custom "
                  "kernels, team skills); the weeks are shown under the bill.");
    }
    if (key == QLatin1String("usd_per_chip")) {
        if (!chip || !chip->usdPerChip) {
            return tr("No published purchase price for this GPU: set your own to price owning "
                      "it.");
        }
        return tr("Default: %1 (%2). Source: %3")
            .arg(cost::costValueText(*chip->usdPerChip), dateText(chip->date),
                 cost::readableCostSources(m_data, chip->source));
    }
    if (key == QLatin1String("watts_per_chip")) {
        if (!chip) {
            return tr("No published power for this GPU: set your own.");
        }
        return tr("Default: %1. Source: %2")
            .arg(cost::costValueText(chip->watts),
                 cost::readableCostSources(m_data, chip->wattsSource));
    }
    if (const cost::Figure* figure = figureOf(m_data, key)) {
        const bool share =
            key == QLatin1String("utilization") || key == QLatin1String("overhead_share");
        QString help =
            tr("Default: %1. Source: %2")
                .arg(share ? percentText(figure->value) : cost::costValueText(figure->value),
                     cost::readableCostSources(m_data, figure->source));
        if (!figure->note.isEmpty()) {
            help += QStringLiteral(" (") + cost::costNoteText(figure->note) + QLatin1Char(')');
        }
        return help;
    }
    return {};
}

void CostInputs::retranslateUi() {
    m_usage->setTitle(tr("Horizon and porting"));
    m_owning->setTitle(tr("Owning GPUs"));
    m_acceleratorLabel->setText(tr("GPU to own:"));
    //: The default of "GPU to own:", e.g. "Same as the rented one (NVIDIA H100 SXM 80GB)".
    m_accelerator->setItemText(0, m_rentedGpu.isEmpty()
                                      ? tr("Same as the rented GPU")
                                      : tr("Same as the rented one (%1)").arg(m_rentedGpu));
    m_accelerator->setAccessibleName(tr("GPU to own"));
    m_accelerator->setToolTip(
        tr("Default: the GPU the rented option chose, when its purchase price is known."));
    const QMap<QString, QString> labels{
        {QStringLiteral("months"), tr("Months:")},
        {QStringLiteral("runs_per_month"), tr("Training runs per month:")},
        {QStringLiteral("serving_hours_per_month"), tr("Serving hours per month:")},
        {QStringLiteral("engineer_usd_per_week"), tr("Engineer cost per week (USD):")},
        {QStringLiteral("porting_weeks"), tr("Porting weeks (your estimate):")},
        {QStringLiteral("usd_per_chip"), tr("Price per GPU (USD):")},
        {QStringLiteral("watts_per_chip"), tr("Power per GPU (W):")},
        {QStringLiteral("pue"), tr("PUE:")},
        {QStringLiteral("usd_per_kwh"), tr("Electricity (USD/kWh):")},
        {QStringLiteral("years"), tr("Years of depreciation:")},
        {QStringLiteral("utilization"), tr("Utilisation:")},
        {QStringLiteral("overhead_share"), tr("Overhead share:")}};
    // "70%" or "70 %", as the locale writes a percentage everywhere else.
    const QString percentSign = percentText(0.0).mid(1);
    m_labelTexts = {{m_acceleratorLabel, m_acceleratorLabel->text()}};
    for (Field& f : m_fields) {
        const QString name = labels.value(f.key);
        m_labelTexts.append({f.label, name});
        if (f.percent) {
            f.spin->setSuffix(percentSign);
        }
        f.spin->setAccessibleName(QString(name).remove(QLatin1Char(':')).trimmed());
        f.reset->setAccessibleName(
            tr("Back to the default: %1").arg(QString(name).remove(QLatin1Char(':')).trimmed()));
        f.reset->setToolTip(tr("Back to the default"));
    }
    distinctMnemonics();
    refreshFields();
}

void CostInputs::setReservedMnemonics(const QString& letters) {
    if (letters != m_reservedMnemonics) {
        m_reservedMnemonics = letters;
        distinctMnemonics();
    }
}

void CostInputs::distinctMnemonics() {
    // Each field an Alt+letter the page leaves free: the translator's, else
    // the first free letter of a word (withDistinctMnemonics). The choice of
    // GPU first, then the fields in reading order: left column, right column.
    // A hidden row (the figure this workload does not use) takes no letter.
    QStringList texts;
    QList<QLabel*> shown;
    for (const auto& [label, text] : std::as_const(m_labelTexts)) {
        if (!label->isHidden()) {
            texts << text;
            shown << label;
        }
    }
    texts = withDistinctMnemonics(texts, m_reservedMnemonics);
    for (qsizetype i = 0; i < texts.size(); ++i) {
        shown[i]->setText(texts[i]);
    }
}

void CostInputs::refreshFields() {
    m_loading = true;
    const int index = m_accelerator->findData(m_settings.own.accelerator);
    m_accelerator->setCurrentIndex(std::max(index, 0));
    for (Field& f : m_fields) {
        const std::optional<double> own = *f.slot(m_settings);
        const std::optional<double> fallback = defaultOf(f.key);
        if (f.key == QLatin1String("usd_per_chip")) {
            f.spin->setSpecialValueText(tr("not published"));
        } else if (f.key == QLatin1String("porting_weeks")) {
            f.spin->setMinimum(-1); // -1: "from your answers"
            f.spin->setSpecialValueText(
                tr("%1 (from your answers)").arg(QLocale().toString(m_derivedWeeks, 'g', 3)));
        }
        const double shown = f.percent ? 100.0 : 1.0;
        f.spin->setValue(own ? *own * shown : fallback ? *fallback * shown : f.spin->minimum());
        f.reset->setEnabled(own.has_value());
        const QString help = defaultHelp(f.key);
        f.spin->setToolTip(help);
        f.spin->setAccessibleDescription(help);
        f.label->setToolTip(help);
        // The user's own figure reads apart from a default.
        QFont font = f.spin->font();
        font.setBold(own.has_value());
        f.spin->setFont(font);
    }
    m_loading = false;
}

void CostInputs::fieldEdited(std::size_t index) {
    if (m_loading) {
        return;
    }
    Field& f = m_fields[index];
    const double value = f.percent ? f.spin->value() / 100.0 : f.spin->value();
    // The special value at the bottom means "not set" for the two fields that
    // have one.
    const bool unset =
        !f.spin->specialValueText().isEmpty() && f.spin->value() == f.spin->minimum();
    std::optional<double>& slot = *f.slot(m_settings);
    const std::optional<double> wanted = unset ? std::nullopt : std::optional<double>(value);
    if (slot == wanted) {
        return;
    }
    slot = wanted;
    f.reset->setEnabled(slot.has_value());
    QFont font = f.spin->font();
    font.setBold(slot.has_value());
    f.spin->setFont(font);
    emit settingsEdited(m_settings);
}

} // namespace accel::ui
