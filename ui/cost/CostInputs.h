#pragma once

#include "model/CostSettings.h"

#include <QList>
#include <QPair>
#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QToolButton;

namespace accel::cost {
class CostData;
}

namespace accel::ui {

// The Bill tab's inputs: every field of the profile's "cost" object. A field
// the user has not set shows the default of resources/cost-model.json (its
// source in the tooltip) and its "Default" button is off; setting it enables
// the button, which takes it back to the default. It edits settings only: the
// bill is computed by the model and shown by CostView.
class CostInputs : public QWidget {
    Q_OBJECT

public:
    explicit CostInputs(const cost::CostData& costData, QWidget* parent = nullptr);

    // The profile's settings; emits nothing.
    void setSettings(const CostSettings& settings);
    [[nodiscard]] const CostSettings& settings() const { return m_settings; }
    // The GPUs that can be owned (id, name), and the one the bill owns when the
    // user chose none: its price and power are the defaults shown.
    void setOwnedChoices(const QList<QPair<QString, QString>>& choices);
    void setResolvedOwned(const QString& acceleratorId);
    // The porting weeks the model derived from the answers, shown while the
    // user has no estimate of their own.
    void setDerivedPortingWeeks(double weeks);
    // The kind of workload billed: only the figure it uses is shown, runs per
    // month for training, serving hours for serving.
    void setTraining(bool training);
    // The GPU the rented option chose, named in the "GPU to own" default.
    void setRentedGpuName(const QString& name);

    // Alt+letters the page around the inputs uses (menus, buttons, tabs): the
    // fields take others. Applied now and after each language change.
    void setReservedMnemonics(const QString& letters);

    [[nodiscard]] QDoubleSpinBox* spinBox(const QString& field) const;
    [[nodiscard]] QToolButton* resetButton(const QString& field) const;
    [[nodiscard]] QComboBox* ownedAccelerator() const { return m_accelerator; }

signals:
    void settingsEdited(const CostSettings& settings);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Field {
        QString key; // the JSON name in the profile's "cost" object
        std::optional<double>* (*slot)(CostSettings&);
        costlimits::Limit limit;
        int decimals;
        // A share (0..1) is edited as a percentage, as every view shows shares.
        bool percent = false;
        QLabel* label = nullptr;
        QDoubleSpinBox* spin = nullptr;
        QToolButton* reset = nullptr;
    };

    // The fields in the order they are shown: those of the usage form, then
    // from kFirstOwnedField on those of the owned chip.
    static constexpr std::size_t kFirstOwnedField = 5;
    [[nodiscard]] static std::vector<Field> fieldTable();
    // A field's label, spin box and reset button, as one row of `form`.
    void addField(std::size_t index, QWidget* group, QFormLayout* form);
    static void setUpSpinBox(const Field& field);
    void orderTabsAsRead();
    void retranslateUi();
    void distinctMnemonics();
    void refreshFields();
    void fieldEdited(std::size_t index);
    [[nodiscard]] std::optional<double> defaultOf(const QString& key) const;
    [[nodiscard]] QString defaultHelp(const QString& key) const;
    [[nodiscard]] QString ownedId() const;

    const cost::CostData& m_data;
    CostSettings m_settings;
    QString m_resolvedOwned;
    double m_derivedWeeks = 0.0;
    bool m_training = true;
    QString m_rentedGpu;
    std::vector<Field> m_fields;
    QGroupBox* m_usage;
    QGroupBox* m_owning;
    QLabel* m_acceleratorLabel;
    QComboBox* m_accelerator;
    bool m_loading = false;
    QString m_reservedMnemonics;
    QList<QPair<QLabel*, QString>> m_labelTexts; // as translated, in the order they take letters
};

} // namespace accel::ui
