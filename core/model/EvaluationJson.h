#pragma once

#include <QJsonObject>

namespace accel {

struct Evaluation;

// The evaluate --format json contract (README, "Command line") (plus documented extras).
QJsonObject evaluationToJson(const Evaluation& evaluation);

QString favoursId(double contribution);
QString basisId(const Evaluation& evaluation);

} // namespace accel
