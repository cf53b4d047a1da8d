#include "model/sizing/ModelShape.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ModelShape)
};

ModelShape gqa(const char* id, const char* name, double params, double active, int layers,
               int hidden, int kvHeads, const char* source) {
    ModelShape s;
    s.id = QString::fromLatin1(id);
    s.name = QString::fromLatin1(name);
    s.params = params;
    s.activeParams = active;
    s.layers = layers;
    s.hidden = hidden;
    s.kvHeads = kvHeads;
    s.headDim = 128;
    s.kvValuesPerTokenLayer = 2 * kvHeads * 128;
    s.source = QString::fromLatin1(source);
    return s;
}

} // namespace

ModelShape ModelShape::guess(double params, double activeParams) {
    ModelShape s;
    // N = 12 L d^2 with d = 128 L gives N = 196608 L^3 (Llama 2 7B: L = 32).
    // The dense-equivalent size sets the width: a mixture of experts is as
    // wide as a dense model of its active size, not of its total.
    const double sizing = activeParams > 0 ? activeParams : params;
    s.layers = std::max(1, static_cast<int>(std::lround(std::cbrt(sizing / 196608.0))));
    s.hidden = 128 * s.layers;
    s.kvHeads = 8;
    s.headDim = 128;
    s.kvValuesPerTokenLayer = 2 * s.kvHeads * s.headDim;
    s.params = params;
    s.activeParams = activeParams > 0 ? activeParams : params;
    s.name = Text::tr("guessed from the parameter count");
    s.source = QStringLiteral("advisor-judgement");
    s.guessed = true;
    return s;
}

ModelShape ModelShape::custom(double params, double activeParams, int layers, int hidden,
                              int kvHeads) {
    ModelShape s;
    s.layers = layers;
    s.hidden = hidden;
    s.kvHeads = kvHeads;
    s.headDim = 128;
    s.kvValuesPerTokenLayer = 2 * kvHeads * s.headDim;
    s.params = params;
    s.activeParams = activeParams > 0 ? activeParams : params;
    s.name = Text::tr("your architecture");
    s.source = Text::tr("entered by you");
    return s;
}

const std::vector<ModelShape>& knownModels() {
    static const std::vector<ModelShape> models = [] {
        std::vector<ModelShape> m{
            gqa("llama-2-7b", QT_TRANSLATE_NOOP("ModelShape", "Llama 2 7B"), 6.74e9, 6.74e9, 32,
                4096, 32, "llama2-2023"),
            gqa("llama-2-13b", QT_TRANSLATE_NOOP("ModelShape", "Llama 2 13B"), 13.0e9, 13.0e9, 40,
                5120, 40, "llama2-2023"),
            gqa("llama-2-70b", QT_TRANSLATE_NOOP("ModelShape", "Llama 2 70B"), 69.0e9, 69.0e9, 80,
                8192, 8, "llama2-2023"),
            gqa("llama-3.1-8b", QT_TRANSLATE_NOOP("ModelShape", "Llama 3.1 8B"), 8.03e9, 8.03e9, 32,
                4096, 8, "llama3-2024"),
            gqa("llama-3.1-70b", QT_TRANSLATE_NOOP("ModelShape", "Llama 3.1 70B"), 70.6e9, 70.6e9,
                80, 8192, 8, "llama3-2024"),
            gqa("llama-3.1-405b", QT_TRANSLATE_NOOP("ModelShape", "Llama 3.1 405B"), 405e9, 405e9,
                126, 16384, 8, "llama3-2024"),
            gqa("mixtral-8x7b", QT_TRANSLATE_NOOP("ModelShape", "Mixtral 8x7B"), 46.7e9, 12.9e9, 32,
                4096, 8, "mixtral-2024"),
            gqa("gpt-3-175b", QT_TRANSLATE_NOOP("ModelShape", "GPT-3 175B"), 175e9, 175e9, 96,
                12288, 96, "gpt3-2020"),
        };
        // Multi-head latent attention caches 512 + 64 values per token and layer;
        // decoding with the up-projections absorbed (DeepSeek-V2, section 2.1.2),
        // each of the 128 heads scores the 576 values and sums the 512.
        ModelShape ds = gqa("deepseek-v3", QT_TRANSLATE_NOOP("ModelShape", "DeepSeek-V3"), 671e9,
                            37e9, 61, 7168, 1, "deepseek-v3-2024");
        ds.kvValuesPerTokenLayer = 576;
        ds.decodeAttentionFlops = 2.0 * 128 * (576 + 512);
        ds.prefillAttentionFlops = 2.0 * 128 * (192 + 128);
        m.push_back(ds);
        // 64 query heads and 8 KV heads of 64 values; every other layer attends
        // to a band of the last 128 tokens (Megatron Bridge's GPT-OSS page).
        ModelShape oss = gqa("gpt-oss-120b", QT_TRANSLATE_NOOP("ModelShape", "GPT-OSS 120B"),
                             116.8e9, 5.1e9, 36, 2880, 8, "megatron-bridge-gpt-oss");
        oss.headDim = 64;
        oss.kvValuesPerTokenLayer = 2 * oss.kvHeads * oss.headDim;
        oss.queryWidth = 64 * oss.headDim;
        oss.decodeAttentionFlops = 4.0 * oss.queryWidth; // scores and values, 64 heads
        oss.attentionWindow = 128;
        oss.windowedLayerShare = 0.5;
        // The model card: expert weights in MXFP4, 4.25 bits each (4-bit values
        // and one 8-bit scale per 32). An expert is 3 x 2880^2 weights: 128 per
        // layer hold 114.7 B of the 116.8 B, the 4 a token uses 3.6 B of 5.1 B.
        constexpr double kExpertWeightsPerLayer = 3.0 * 2880 * 2880 * 36;
        oss.shippedExpertBytes = 4.25 / 8.0;
        oss.expertShareOfParams = 128 * kExpertWeightsPerLayer / oss.params;
        oss.expertShareOfActive = 4 * kExpertWeightsPerLayer / oss.activeParams;
        oss.shippedExpertSource = QStringLiteral("gpt-oss-model-card");
        m.push_back(oss);
        return m;
    }();
    return models;
}

const ModelShape* findModel(const QString& id) {
    for (const ModelShape& m : knownModels()) {
        if (m.id == id) {
            return &m;
        }
    }
    return nullptr;
}

std::optional<ModelSize> modelSizeOf(std::optional<double> params,
                                     std::optional<double> activeParams, const QString& modelId) {
    if (params) {
        return ModelSize{*params, activeParams};
    }
    const ModelShape* known = findModel(modelId);
    if (!known) {
        return std::nullopt;
    }
    if (!activeParams && known->isMoe()) {
        activeParams = known->activeParams;
    }
    return ModelSize{known->params, activeParams};
}

QString displayName(const ModelShape& shape) {
    // Built-in names are marked for translation (a translator may keep them);
    // the user's own and guessed shapes are already translated text.
    return shape.id.isEmpty() ? shape.name
                              : QCoreApplication::translate("ModelShape", qPrintable(shape.name));
}

QStringList knownModelIds() {
    QStringList ids;
    for (const ModelShape& m : knownModels()) {
        ids << m.id;
    }
    return ids;
}

} // namespace accel::sizing
