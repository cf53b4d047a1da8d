#pragma once

#include "model/Evaluation.h"

#include <QJsonObject>

#include <optional>

namespace accel {

struct Evaluation;

// The evaluate --format json contract (README, "Command line") (plus documented extras).
QJsonObject evaluationToJson(const Evaluation& evaluation);

QString favoursId(double contribution);
// "decided", "too_close", "early"; and back (nullopt for anything else).
QString readingId(Reading reading);
std::optional<Reading> readingFromId(const QString& id);
QString basisId(const Evaluation& evaluation);

} // namespace accel
