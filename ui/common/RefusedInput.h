#pragma once

#include <functional>

class QAbstractSpinBox;
class QString;

namespace accel::ui {

// When `box` refuses a key (a value beyond its range, a letter in a number),
// a tooltip under it says why, in the words `reason` returns at that moment:
// the user sees why nothing appeared instead of a field that ignores them.
void explainRefusedInput(QAbstractSpinBox* box, std::function<QString()> reason);

} // namespace accel::ui
