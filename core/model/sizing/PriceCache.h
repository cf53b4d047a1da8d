#pragma once

#include "model/sizing/AcceleratorSpec.h"

#include <QByteArray>
#include <QDateTime>

#include <optional>
#include <vector>

namespace accel::sizing {

// Live prices as saved between runs: what was fetched, and when. Holds no key.
struct PriceCache {
    QDateTime fetchedAt;
    std::vector<LivePrice> prices;

    static constexpr qsizetype kMaxBytes = qsizetype{4} * 1024 * 1024;

    [[nodiscard]] QByteArray toJson() const;
    // std::nullopt for anything that is not a well-formed cache (it is then ignored).
    static std::optional<PriceCache> fromJson(const QByteArray& json);
};

} // namespace accel::sizing
