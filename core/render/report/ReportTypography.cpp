#include "render/report/ReportTypography.h"

namespace accel::render {

namespace {

void disableLigatures(QFont& f) {
    // Qt 6.4 has no font-feature API, but it turns ligatures off whenever
    // letter spacing is set. Without this, "fl" and "fi" reach the PDF as
    // single ligature glyphs, and text copied or searched in a viewer breaks.
    // 1/64 px: the smallest step Qt stores (QFixed), invisible at any size.
    f.setLetterSpacing(QFont::AbsoluteSpacing, 1.0 / 64.0);
}

} // namespace

QFont ReportTypography::font(double pointSize, bool bold) {
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Liberation Sans"),
                   QStringLiteral("Noto Sans")});
    // Also sets the style strategy back to the default: reports keep their
    // kerning whatever font the window uses.
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    // No hinting: the layout is computed for a 1200 dpi device and must not
    // be snapped to a screen's pixel grid.
    f.setHintingPreference(QFont::PreferNoHinting);
    disableLigatures(f);
    return f;
}

QTextCharFormat ReportTypography::charFormat(const QFont& font, const QColor& colour) {
    QTextCharFormat f;
    f.setFont(font);
    f.setForeground(colour);
    return f;
}

} // namespace accel::render
