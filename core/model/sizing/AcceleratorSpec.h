#pragma once

#include "model/Platform.h"

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace accel::sizing {

// A number we are not sure of: the value used, and the plausible range.
struct Range {
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;
    friend bool operator==(const Range&, const Range&) = default;
};

// Where a figure in the catalogue comes from.
struct SourceRef {
    QString id;
    QString title;
    QString publisher;
    QString date;
    QString url;
};

// Where a price reached us from; decides precedence (see AcceleratorData::price).
enum class PriceOrigin : std::uint8_t { Bundled, Override, Live, Entered };

QString priceOriginId(PriceOrigin origin);
QString priceOriginName(PriceOrigin origin); // translated

// One price of one chip-hour, with its provenance.
struct PricePoint {
    QString provider; // gcp, aws, azure, on_prem, other
    QString mode;     // on_demand, commit_1yr, commit_3yr, spot, capacity_block
    double usdPerChipHour = 0.0;
    QString date;   // "2023-12", "2025-01-15" or "unknown", as precise as the source
    QString source; // a SourceRef id, or free text for live prices
    QString note;
    QString region; // live prices: the region the SKU was read for
    PriceOrigin origin = PriceOrigin::Bundled;
    // Whether the provider's price includes the host (vCPU, RAM) it bills with
    // the accelerator: "included", "extra" (billed on top, not in this
    // figure) or empty when the source does not say.
    QString host;

    // The first day the date can mean; invalid for "unknown".
    [[nodiscard]] QDate effectiveDate() const;
};

// A price read from a live source, for one catalogue accelerator.
struct LivePrice {
    QString acceleratorId;
    PricePoint price; // origin Live; date = the day it was fetched
    QString sku;      // the SKU description it was mapped from
};

// Model-FLOPs utilisation of one platform generation: a curve over the number
// of chips (interpolated in log(chips) between calibration points), times a
// size factor (params per chip / sizeReference)^sizeExponent, at most 1, for
// models too small to keep each chip busy. See docs/sizing-calibration.md.
struct MfuCurve {
    struct Point {
        double chips = 1.0;
        double mfu = 0.4;
    };
    std::vector<Point> points;  // chips ascending
    double spread = 0.1;        // +- around the curve: the plausible range
    double sizeReference = 1e8; // params per chip from which the size costs nothing
    double sizeExponent = 0.0;
    QStringList sources;

    [[nodiscard]] Range at(double chips) const;
    // The curve at this scale times the size factor for this many (active)
    // parameters per chip.
    [[nodiscard]] Range at(double chips, double paramsPerChip) const;
    [[nodiscard]] double sizeFactor(double paramsPerChip) const;
};

struct PeakTflops {
    double bf16 = 0.0;
    std::optional<double> fp8;  // absent: no FP8 speed-up on this chip
    std::optional<double> fp4;  // absent: no FP4 (NVFP4, MXFP4) tensor cores
    std::optional<double> int8; // TOPS
};

struct AcceleratorSpec {
    QString id;
    QString name;
    Platform platform = Platform::Gpu;
    QString vendor;
    PeakTflops peak;
    double memoryGB = 0.0;        // decimal GB per chip
    double bandwidthGBs = 0.0;    // memory bandwidth per chip
    double interconnectGBs = 0.0; // chip-to-chip (NVLink / ICI) per chip
    int podSize = 1;              // chips in one fast domain (NVLink node, TPU pod)
    QStringList availability;     // providers: gcp, aws, azure, on_prem
    QStringList frameworks;       // answer ids of the "framework" question
    QStringList sources;          // SourceRef ids
    QString notes;
    std::optional<MfuCurve> mfu; // absent: the platform default
    // A mixture of experts' share of dense MFU at the reference active size,
    // where this generation differs from the global assumption; absent: that.
    std::optional<Range> moeEfficiency;
    // Where many small experts run worse on this chip's software (ragged
    // matrix multiplies): the efficiency scales with (experts / 8)^-exponent
    // when the expert count is given. 0: no such effect found.
    double moeExpertExponent = 0.0;
    std::vector<PricePoint> prices;
    QStringList skuPatterns; // Cloud Billing SKU description fragments (live prices)
};

// Global, editable assumptions of the estimator; every one shown with its range.
struct SizingAssumptions {
    Range trainingBytesPerParam{16.0, 16.0, 20.0}; // mixed precision + Adam, before activations
    Range loraBytesPerParam{2.2, 2.1, 2.5};        // frozen BF16 weights + adapters and their state
    Range memoryReserve{0.05, 0.03, 0.15};         // training: buffers and fragmentation
    // Share of a training step that runs at the lower precision's peak
    // (Amdahl): speed-up = 1 / ((1 - p) + p x BF16 peak / low-precision peak).
    Range lowPrecisionShare{0.67, 0.55, 0.8};
    Range moeLowPrecisionShare{0.4, 0.2, 0.6}; // experts' all-to-all and routing stay as they are
    Range tpuTrainingBytesPerParam{12.0, 12.0,
                                   16.0}; // FP32 weights and Adam, no separate master copy
    Range goodput{0.9, 0.8, 0.97};        // share of a run's hours spent training
    // A mixture of experts' share of dense MFU (routing, all-to-all, small
    // expert matrices) at moeActiveReference active parameters; it scales with
    // (active / reference)^moeActiveExponent, at most 1: small experts run worse.
    Range moeEfficiency{0.75, 0.55, 0.95};
    double moeActiveReference = 37e9;
    double moeActiveExponent = 0.45;
    double networkGBs = 50.0; // per GPU between nodes (400 Gb/s): all-to-all beyond one domain
    Range inferenceWeightOverhead{1.0, 1.0, 1.05};
    Range servingMemoryShare{0.9, 0.85, 0.95}; // share of memory a server may use (vLLM: 0.9)
    Range bandwidthEfficiency{0.7, 0.5, 0.85}; // achieved share of memory bandwidth in decode
    Range prefillMfu{0.5, 0.35, 0.65};
    Range decodeMfu{0.4, 0.3, 0.5}; // share of peak compute when decode is compute-bound
    // Serving a mixture of experts: every expert a token visits adds routing,
    // permutation and all-to-all work, so decode and prefill run at
    // 1 / (1 + c x (experts per token - 1)) of the dense shares (c fitted).
    double moeServingPerExpert = 0.15;
    Range servingHeadroom{0.9, 0.8, 0.95};   // share of a replica's capacity planned for
    Range layerOverheadUs{25.0, 10.0, 50.0}; // per layer and decode step (launches, all-reduce)
    double tokensPerParamOptimal = 20.0;
    QStringList sources;
};

} // namespace accel::sizing
