#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace accel {

// The two accelerator families the product compares.
enum class Platform : std::uint8_t { Gpu, Tpu };

// What the engine recommends. Hybrid = GPUs for experimentation, TPUs for the
// scaled, stable runs (the "mixed strategy" of seed 003).
enum class Verdict : std::uint8_t { Gpu, Tpu, Hybrid };

inline constexpr int kVerdictCount = 3;

// Stable, untranslated ids used by the command line and JSON contracts.
QString platformId(Platform platform);
QString verdictId(Verdict verdict);
std::optional<Verdict> verdictFromId(const QString& id);

// Translated, human-readable names.
QString platformName(Platform platform);
QString verdictName(Verdict verdict);

} // namespace accel
