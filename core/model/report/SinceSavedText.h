#pragma once

#include "model/report/SavedResult.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace accel {

// Declared in ResultChanges.h; not included, so that SavedResult.h can bring
// both along in either order.
struct ResultChanges;

// The comparison with the saved result in sentences, translated: a headline,
// then one sentence per cause (your answers, the model, the prices). The
// window and the report both say it this way.
struct ChangeStory {
    QString headline;
    QStringList causes;
};
[[nodiscard]] ChangeStory changeStory(const SavedResult& saved, const ResultChanges& changes,
                                      const Evaluation& evaluation,
                                      const std::optional<CheapestFit>& cheapest);

} // namespace accel
