#pragma once

#include "model/ConfidenceBand.h"
#include "model/Evaluation.h"

#include <QByteArray>
#include <QString>

namespace accel::render {

// The verdict's mark (VerdictMark.h) as an SVG document `height` units high,
// titled `name` for screen readers, for the HTML report.
[[nodiscard]] QByteArray verdictMarkSvg(Verdict verdict, ConfidenceBand band, int height,
                                        const QString& name);

} // namespace accel::render
