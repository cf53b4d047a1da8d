#pragma once

#include "model/InputIssue.h"
#include "model/Result.h"
#include "model/sizing/AcceleratorSpec.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace accel::sizing {

// The accelerator catalogue: chips, where they can be had, dated and sourced
// prices, MFU calibration and the estimator's assumptions. Loaded from
// resources/accelerators.json; a user file can add or replace entries.
class AcceleratorData {
public:
    static constexpr qsizetype kMaxBytes = qsizetype{1024} * 1024;

    // The catalogue embedded in the program (":/accel/accelerators.json").
    static const AcceleratorData& bundled();
    static QByteArray bundledJson();

    // Full validation; every problem is reported with its JSON path
    // (Failure::issues).
    static Result<AcceleratorData> parse(const QByteArray& json);

    // Validates an override file against this catalogue and returns the merged
    // catalogue: an entry with a known id replaces the fields it gives (prices
    // are merged by provider and mode), an unknown id must be a full entry.
    [[nodiscard]] Result<AcceleratorData> withOverride(const QByteArray& json) const;

    // Live prices replace nothing: they are added beside the bundled ones and
    // price() picks the newer.
    void addLivePrices(const std::vector<LivePrice>& prices);

    [[nodiscard]] const std::vector<AcceleratorSpec>& accelerators() const {
        return m_accelerators;
    }
    [[nodiscard]] const AcceleratorSpec* find(QStringView id) const;
    [[nodiscard]] QStringList ids() const;
    [[nodiscard]] const std::vector<SourceRef>& sources() const { return m_sources; }
    [[nodiscard]] const SourceRef* source(QStringView id) const;
    [[nodiscard]] const SizingAssumptions& assumptions() const { return m_assumptions; }
    [[nodiscard]] const MfuCurve& mfuCurve(const AcceleratorSpec& spec) const;
    [[nodiscard]] const MfuCurve& platformMfu(Platform platform) const;
    [[nodiscard]] const QString& updated() const { return m_updated; }
    // The day the bundled prices were last looked for.
    [[nodiscard]] const QString& pricesChecked() const { return m_pricesChecked; }
    // Why price() has nothing: "Not sold on AWS." or "No published spot price
    // found ... (looked 2026-11-24)". Translated.
    [[nodiscard]] QString noPriceReason(const AcceleratorSpec& spec, const QString& provider,
                                        const QString& mode) const;

    // The price to use: a user override wins; otherwise the newest of bundled
    // and live. std::nullopt when no price is known for provider and mode.
    [[nodiscard]] std::optional<PricePoint>
    price(const AcceleratorSpec& spec, const QString& provider, const QString& mode) const;

private:
    friend class AcceleratorDataReader;
    QString m_updated;
    QString m_pricesChecked;
    std::vector<SourceRef> m_sources;
    std::vector<AcceleratorSpec> m_accelerators;
    SizingAssumptions m_assumptions;
    MfuCurve m_gpuMfu;
    MfuCurve m_tpuMfu;
};

// An assumption's sources as a person reads them: each catalogue source id in
// "ids, separated, by commas" becomes "title (publisher, date)"; text that is
// not an id (a price's provenance, "entered by you") stays as it is.
[[nodiscard]] QString readableSources(const AcceleratorData& catalogue, const QString& ids);

} // namespace accel::sizing
