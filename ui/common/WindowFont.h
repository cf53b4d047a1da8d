#pragma once

namespace accel::ui {

// The window's text is laid out without the optional OpenType shaping that
// Latin script does not need (QFont::PreferNoShaping: kerning pairs and
// ligatures; scripts that cannot be read unshaped are still shaped). Shaping
// was the largest single cost of showing the first page: 11 of the 79 million
// instructions before it appears (docs/development.md, "Start-up"). On screen
// the difference is a pixel here and there between some letter pairs.
// Call once, after QApplication exists and before the first widget. Reports
// choose their own fonts (render/report/ReportTypography) and keep shaping:
// a PDF from the window is the same as one from the command line.
void useWindowFont();

} // namespace accel::ui
