#include "model/sizing/SizingDataText.h"

#include "model/text/DataText.h"

#include <QtGlobal>

namespace accel::sizing {

namespace {

// Every descriptive publisher, the title of our own judgement and every
// accelerator's notes in resources/accelerators.json, written out so that
// lupdate finds them (the JSON is read at run time). OneVoice.Every-
// DescriptivePublisherAndNoteOfTheAcceleratorDataIsTranslated reads the JSON
// and fails on one that is missing here or untranslated, so a new source or
// chip cannot bring English into a French or German window.
[[maybe_unused]] const char* const kTexts[] = {
    // sources[].publisher that describe rather than name
    QT_TRANSLATE_NOOP("SizingDataText", "secondary"),
    QT_TRANSLATE_NOOP("SizingDataText", "NVIDIA / secondary"),
    QT_TRANSLATE_NOOP("SizingDataText", "Google Cloud blog"),
    QT_TRANSLATE_NOOP("SizingDataText", "SkyPilot (public catalogue)"),
    QT_TRANSLATE_NOOP("SizingDataText", "dstack (public output)"),
    // One publisher, split only to fit the line.
    // NOLINTNEXTLINE(bugprone-suspicious-missing-comma)
    QT_TRANSLATE_NOOP("SizingDataText", "NVIDIA (NVIDIA-NeMo/Megatron-Bridge, "
                                        "docs/performance-summary.md at df0289c)"),
    QT_TRANSLATE_NOOP("SizingDataText", "ewyluda/gpu-price-index (public, commit ab49c80)"),
    QT_TRANSLATE_NOOP("SizingDataText", "Microsoft Azure, via a public term-price catalogue"),
    QT_TRANSLATE_NOOP("SizingDataText", "Amazon Web Services, via a public term-price catalogue"),
    QT_TRANSLATE_NOOP("SizingDataText", "Google Cloud, via a public term-price catalogue"),
    QT_TRANSLATE_NOOP("SizingDataText", "Vantage, snapshot in tsaol/aws-gpu (commit 2d0108c)"),
    QT_TRANSLATE_NOOP("SizingDataText", "jwilliamross/compute-curve (public)"),
    QT_TRANSLATE_NOOP("SizingDataText", "wayneornn/public-pricing (commit 305b3f1)"),
    QT_TRANSLATE_NOOP("SizingDataText", "Google Cloud, via a public pricing table"),
    QT_TRANSLATE_NOOP("SizingDataText", "MLCommons / NVIDIA blog / EE Times"),
    QT_TRANSLATE_NOOP("SizingDataText", "MLCommons / NVIDIA blog"),
    QT_TRANSLATE_NOOP("SizingDataText", "Nils Knieling (Cyclenerd/google-cloud-pricing-cost-"
                                        "calculator, commit fd66b26)"),
    QT_TRANSLATE_NOOP("SizingDataText", "tgarg01/silybench-data (public)"),
    QT_TRANSLATE_NOOP("SizingDataText", "datareceipts/data-receipts (public)"),
    QT_TRANSLATE_NOOP("SizingDataText", "vLLM project"),
    QT_TRANSLATE_NOOP("SizingDataText", "NVIDIA, via a public transcription"),
    QT_TRANSLATE_NOOP("SizingDataText", "NVIDIA, via public transcriptions"),
    QT_TRANSLATE_NOOP("SizingDataText", "Google Cloud, via a public copy"),
    QT_TRANSLATE_NOOP("SizingDataText", "third party (reseller), via a public transcription"),
    QT_TRANSLATE_NOOP("SizingDataText", "Philisun (vendor blog, secondary)"),
    QT_TRANSLATE_NOOP("SizingDataText", "AMD, via public research notes"),
    QT_TRANSLATE_NOOP("SizingDataText", "AMD, via a public pricing reference"),
    QT_TRANSLATE_NOOP("SizingDataText", "PyTorch / AMD ROCm docs, via public research notes"),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "public research file (aggregating AWS, Azure, GCP, OCI, Vantage)"),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "public research file (Azure Retail Prices API, OCI price list API)"),
    QT_TRANSLATE_NOOP("SizingDataText", "public code, about the Cloud Billing Catalog API"),
    // sources[].title of the program's own judgement
    QT_TRANSLATE_NOOP("SizingDataText",
                      "Accelerator Advisor assumption where no public end-to-end figure was "
                      "found (the sizing calibration notes list what the curves were fitted on)"),
    // accelerators[].notes
    QT_TRANSLATE_NOOP("SizingDataText", "No FP8: FP8 runs at the BF16 rate. 400 W."),
    QT_TRANSLATE_NOOP("SizingDataText", "NVLink 4; 700 W."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "Same compute as H100 (secondary); more and faster memory. Training MFU "
                      "assumed equal to H100's (no published H200 BF16 run found)."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "NVLink 5; 1,000 W. Dense training MFU as H100's (Megatron-Bridge 25.11 "
                      "Llama 3 FP8 runs on B200 agree within 1.3x); mixtures of experts reach a "
                      "smaller share of this chip's higher peak."),
    QT_TRANSLATE_NOOP(
        "SizingDataText",
        "PCIe inference card, 72 W; no NVLink, so multi-chip training scales poorly."),
    QT_TRANSLATE_NOOP("SizingDataText", "32 GiB HBM2 (34.4 GB)."),
    QT_TRANSLATE_NOOP("SizingDataText", "Cost-efficient TPU; INT8 for inference."),
    QT_TRANSLATE_NOOP("SizingDataText", "No FP8 speed-up."),
    QT_TRANSLATE_NOOP("SizingDataText", "Trillium."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "192 GiB HBM3e (206.2 GB); bandwidth about 7.3 TB/s (secondary); runs JAX "
                      "and PyTorch, not TensorFlow. MFU assumed equal to v6e's. No published "
                      "price found (looked 2026-11-24)."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "One GPU of a GB200 NVL72 rack: 72 GPUs in one NVLink domain, Grace (Arm) "
                      "hosts, so containers must be arm64. Figures are dense (NVIDIA prints "
                      "sparse). Google Cloud rents it by reservation only, with no public price."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "One Blackwell Ultra GPU of a GB300 NVL72 rack: 72 GPUs in one NVLink "
                      "domain, Grace (Arm) hosts. BF16 and FP8 as GB200; FP4 1.5 times higher. "
                      "Google Cloud and Azure rent it by reservation only, with no public price."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "HGX B300: eight Blackwell Ultra GPUs per NVLink domain; BF16 and FP8 as "
                      "B200, FP4 1.5 times higher, 270 GB of memory."),
    QT_TRANSLATE_NOOP(
        "SizingDataText",
        "H100 for the Chinese market: same compute, NVLink cut to 400 GB/s. No NVIDIA datasheet: "
        "the figures are third-party and FP8 assumes H100 parity. Not rented by the big clouds."),
    QT_TRANSLATE_NOOP("SizingDataText", "Same compute as the A100 80GB (no FP8: FP8 runs at the "
                                        "BF16 rate), with 40 GB at 1,555 GB/s; 400 W."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels "
                      "and CUDA-only libraries must be ported to HIP first, as code is ported to "
                      "XLA for TPUs; budget that work like a TPU migration. 750 W; no FP4. "
                      "Training MFU fitted on MLPerf LoRA runs, below NVIDIA's."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels "
                      "and CUDA-only libraries must be ported to HIP first, as code is ported to "
                      "XLA for TPUs; budget that work like a TPU migration. MI300X compute with "
                      "256 GB at 6 TB/s; 1,000 W; no FP4. No big-cloud offer found."),
    QT_TRANSLATE_NOOP("SizingDataText",
                      "ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels "
                      "and CUDA-only libraries must be ported to HIP first, as code is ported to "
                      "XLA for TPUs; budget that work like a TPU migration. 288 GB at 8 TB/s, FP4 "
                      "(MXFP4), 1,400 W, liquid cooled. No big-cloud offer found."),
};

} // namespace

QString sizingPublisherText(const SourceRef& source) {
    return listedText("SizingDataText", source.publisher);
}

QString sourceTitleText(const SourceRef& source) {
    return listedText("SizingDataText", source.title);
}

QString acceleratorNotesText(const AcceleratorSpec& spec) {
    return listedText("SizingDataText", spec.notes);
}

} // namespace accel::sizing
