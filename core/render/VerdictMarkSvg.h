#pragma once

#include "model/ConfidenceBand.h"
#include "model/Evaluation.h"

#include <QByteArray>
#include <QString>

namespace accel::render {

// The verdict's mark (VerdictMark.h) as an SVG document `height` units high,
// titled `name` for screen readers, for the HTML report. Part of the deferred
// module: Qt Svg is not loaded before the first page (docs/development.md, "Speed").
[[nodiscard]] QByteArray verdictMarkSvg(Verdict verdict, ConfidenceBand band, int height,
                                        const QString& name);

} // namespace accel::render
