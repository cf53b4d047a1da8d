#pragma once

#include <QString>

namespace accel {

// "42%" in English, "42 %" in French and German: a share (0..1) as a whole
// percentage in the current language (QLocale() and the installed translation).
[[nodiscard]] QString percentText(double share);

} // namespace accel
