#pragma once

// The published figures of resources/SIZING-CALIBRATION.md, as data. Every
// id must appear in that document (CalibrationTest checks it).

#include <vector>

namespace accel::sizing::calibration {

enum class Kind {
    TrainingMfu,       // published MFU vs the estimate's MFU (before goodput)
    TrainingChipHours, // published chip-hours of a whole run vs the estimate's
    ServingTokens,     // published output tokens/s vs the estimate's capacity
};

struct Case {
    const char* id;
    Kind kind;
    const char* accelerator;
    double params;
    double activeParams; // 0: dense
    int chips;
    double published;
    double tokens = 0; // training
    bool fp8 = false;
    double inputTokens = 0; // serving
    double outputTokens = 0;
    int chipsPerReplica = 0;
    int maxBatch = 1024;
    double ttftMs = 1e6; // offline: no latency target
    double tpotMs = 1e6;
};

inline const std::vector<Case>& fittedCases() {
    static const std::vector<Case> cases{
        {"llama3.1-405b-16k-h100-hours", Kind::TrainingChipHours, "h100-sxm", 405e9, 0, 16384,
         30.84e6, 15.6e12},
        {"llama3.1-405b-8k-h100-mfu", Kind::TrainingMfu, "h100-sxm", 405e9, 0, 8192, 0.43},
        {"deepseek-v3-2048-h800-hours", Kind::TrainingChipHours, "h100-sxm", 671e9, 37e9, 2048,
         2.664e6, 14.8e12, true},
        {"llama2-70b-a100-hours", Kind::TrainingChipHours, "a100-80gb", 69e9, 0, 2048, 1720320,
         2e12},
        {"palm-540b-6144-v4-mfu", Kind::TrainingMfu, "tpu-v4", 540e9, 0, 6144, 0.462},
        {"maxtext-32b-v5p-128-mfu", Kind::TrainingMfu, "tpu-v5p", 32e9, 0, 64, 0.6776},
        {"maxtext-32b-v5e-256-mfu", Kind::TrainingMfu, "tpu-v5e", 32e9, 0, 256, 0.6686},
        {"maxtext-70b-v6e-256-mfu", Kind::TrainingMfu, "tpu-v6e", 70e9, 0, 256, 0.503},
        {"maxtext-405b-v6e-256-mfu", Kind::TrainingMfu, "tpu-v6e", 405e9, 0, 256, 0.386},
        {"mlperf4.1-llama2-70b-offline-8xh100", Kind::ServingTokens, "h100-sxm", 69e9, 0, 8,
         24528.3, 0, true, 500, 294},
        {"mlperf4.1-llama2-70b-server-8xh100", Kind::ServingTokens, "h100-sxm", 69e9, 0, 8, 23132.8,
         0, true, 500, 294, 0, 1024, 2000, 200},
    };
    return cases;
}

inline const std::vector<Case>& heldOutCases() {
    static const std::vector<Case> cases{
        {"llama3.1-405b-16k-h100-mfu", Kind::TrainingMfu, "h100-sxm", 405e9, 0, 16384, 0.40},
        {"llama2-7b-a100-hours", Kind::TrainingChipHours, "a100-80gb", 6.74e9, 0, 2048, 184320,
         2e12},
        {"llama2-13b-a100-hours", Kind::TrainingChipHours, "a100-80gb", 13e9, 0, 2048, 368640,
         2e12},
        {"maxtext-8b-v6e-256-mfu", Kind::TrainingMfu, "tpu-v6e", 8e9, 0, 256, 0.455},
        {"maxtext-16b-v5e-256-mfu", Kind::TrainingMfu, "tpu-v5e", 16e9, 0, 256, 0.611},
        {"maxtext-128b-v5e-8192-mfu", Kind::TrainingMfu, "tpu-v5e", 128e9, 0, 8192, 0.4625},
        {"maxtext-32b-v5e-8192-mfu", Kind::TrainingMfu, "tpu-v5e", 32e9, 0, 8192, 0.6040},
        {"maxtext-512b-v5p-1024-mfu", Kind::TrainingMfu, "tpu-v5p", 512e9, 0, 512, 0.6399},
        {"maxtext-1160b-v5p-12288-mfu", Kind::TrainingMfu, "tpu-v5p", 1160e9, 0, 6144, 0.6623},
        {"mlperf4.1-mixtral-8x7b-offline-8xh100", Kind::ServingTokens, "h100-sxm", 46.7e9, 12.9e9,
         8, 52395.1, 0, true, 500, 146},
        {"mlperf4.1-mixtral-8x7b-server-8xh100", Kind::ServingTokens, "h100-sxm", 46.7e9, 12.9e9, 8,
         50798.5, 0, true, 500, 146, 0, 1024, 2000, 200},
        {"trtllm0.5-llama70b-tp4-b64-128-128", Kind::ServingTokens, "h100-sxm", 69e9, 0, 4, 3317, 0,
         true, 128, 128, 4, 64},
        {"trtllm0.5-llama70b-tp4-b64-2048-128", Kind::ServingTokens, "h100-sxm", 69e9, 0, 4, 843, 0,
         true, 2048, 128, 4, 64},
        {"trtllm0.5-llama7b-tp1-b64-128-128", Kind::ServingTokens, "h100-sxm", 6.74e9, 0, 1, 9193,
         0, true, 128, 128, 1, 64},
        {"trtllm-h200-llama70b-tp1-b512-128-128", Kind::ServingTokens, "h200", 69e9, 0, 1, 3014, 0,
         true, 128, 128, 1, 512},
        {"trtllm-h200-llama13b-tp1-b1024-128-128", Kind::ServingTokens, "h200", 13e9, 0, 1, 11819,
         0, true, 128, 128, 1, 1024},
    };
    return cases;
}

} // namespace accel::sizing::calibration
