#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace accel::sizing {

// What the estimators need to know about a transformer beyond its parameter
// count: the KV cache per token (serving) and the activations per token
// (training) follow from its depth and width.
struct ModelShape {
    QString id;                // a built-in architecture, or empty
    QString name;              // shown to the user
    double params = 0.0;       // total parameters (memory)
    double activeParams = 0.0; // per token (compute); == params for dense models
    int layers = 32;
    int hidden = 4096;
    int kvHeads = 8;
    int headDim = 128;
    // Values cached per token and layer (K and V): 2 x kvHeads x headDim for
    // multi-head and grouped-query attention; DeepSeek's latent attention
    // caches one compressed vector instead.
    int kvValuesPerTokenLayer = 2 * 8 * 128;
    // FLOPs one new token spends per layer on each cached position (scores and
    // weighted values); 0: 4 x the query width (PaLM writes it with the hidden size). Latent
    // attention decodes against its compressed cache at a higher cost.
    double decodeAttentionFlops = 0.0;
    // Query heads x head size, the width attention works in; 0: the hidden
    // size (Llama). Qwen3 and GPT-OSS attend wider than their hidden size.
    int queryWidth = 0;
    // FLOPs per layer for each (query, key) pair of a prompt; 0: 4 x the
    // query width (scores and weighted values). DeepSeek's latent attention
    // prefills without absorbing its up-projections, in heads of 192 and 128.
    double prefillAttentionFlops = 0.0;
    // Banded (sliding-window) attention: this share of the layers attends to,
    // and caches, only the last attentionWindow positions (GPT-OSS alternates
    // such layers with dense ones). 0: every layer sees the whole context.
    // serving::cachedPositions applies it.
    int attentionWindow = 0;
    double windowedLayerShare = 0.0;
    // Expert weights as the published checkpoint ships them, in bytes each:
    // servers keep that format whatever precision is asked for (GPT-OSS ships
    // its experts in MXFP4). 0: as asked. The shares say how much of the total
    // and of the active parameters are expert weights.
    double shippedExpertBytes = 0.0;
    double expertShareOfParams = 0.0;
    double expertShareOfActive = 0.0;
    QString shippedExpertSource;
    QString source; // where the shape comes from (SourceRef id or a rule)
    bool guessed = false;

    [[nodiscard]] bool isMoe() const { return activeParams < params * 0.999; }
    // Bytes of KV cache one token adds, at this many bytes per value.
    [[nodiscard]] double kvBytesPerToken(double bytesPerValue) const {
        return static_cast<double>(kvValuesPerTokenLayer) * layers * bytesPerValue;
    }
    [[nodiscard]] int attentionWidth() const { return queryWidth > 0 ? queryWidth : hidden; }
    [[nodiscard]] double attentionFlopsPerPosition() const {
        return decodeAttentionFlops > 0 ? decodeAttentionFlops : 4.0 * attentionWidth();
    }
    [[nodiscard]] double prefillFlopsPerPair() const {
        return prefillAttentionFlops > 0 ? prefillAttentionFlops : 4.0 * attentionWidth();
    }

    // The stated rule when only the parameter count is known: Llama-like
    // proportions, hidden = 128 x layers and N = 12 x layers x hidden^2, with
    // grouped-query attention of 8 KV heads of 128 (Llama 3, Mistral, Qwen 2).
    static ModelShape guess(double params, double activeParams);
    // Layers, hidden size and KV heads given by the user; head dimension 128.
    static ModelShape custom(double params, double activeParams, int layers, int hidden,
                             int kvHeads);
};

// A small table of well-known architectures (from their papers and model
// cards; see docs/sizing-calibration.md).
const std::vector<ModelShape>& knownModels();
const ModelShape* findModel(const QString& id);
QStringList knownModelIds();
// A model's size: the parameters given, else those of the known architecture
// `modelId` names (with its active parameters when it is a mixture of experts
// and none are given); nothing when neither says.
struct ModelSize {
    double params = 0.0;
    std::optional<double> activeParams;
};
std::optional<ModelSize> modelSizeOf(std::optional<double> params,
                                     std::optional<double> activeParams, const QString& modelId);
// The shape's name in the current language.
QString displayName(const ModelShape& shape);

} // namespace accel::sizing
