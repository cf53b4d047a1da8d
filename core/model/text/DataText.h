#pragma once

#include <QString>

namespace accel {

// A text of a bundled data file (resources/*.json) in the reader's language.
// The files stay English: they are data, and their figures are checked
// against them. Each has a list of its sentences and descriptive words
// (QT_TRANSLATE_NOOP under one context: CostModelText.cpp, SizingDataText.cpp)
// so that lupdate finds what is only read at run time; this looks a text up
// under that context at display time. A text the list does not hold (a name
// such as "NVIDIA", an override file's own words) comes back as it is.
[[nodiscard]] QString listedText(const char* context, const QString& text);

} // namespace accel
