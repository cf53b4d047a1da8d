#pragma once

#include "render/Palette.h"

#include <QColor>
#include <QFont>
#include <QTextCharFormat>

namespace accel::render {

// One place for the printed report's look (PDF, print preview, printing).
struct ReportTypography {
    // DejaVu Sans is TrueType (Qt embeds it as a subset) and has every glyph
    // the report uses (minus, arrows, multiplication sign) in all three languages.
    static QFont font(double pointSize, bool bold = false);
    static QTextCharFormat charFormat(const QFont& font, const QColor& colour);
    // Frame and block lengths (margins, padding, borders) are in 1/96 inch:
    // QTextDocumentLayout scales them to the device itself. The report thinks
    // in points.
    static constexpr double pt(double points) { return points * 96.0 / 72.0; }

    static constexpr double kBody = 10.0;
    static constexpr double kTable = 8.5;
    static constexpr double kNote = 8.5;
    static constexpr double kHeading = 14.0;
    static constexpr double kTitle = 20.0;
    static constexpr double kHeaderFooter = 8.0;

    static QColor text() { return palette::text(); }
    static QColor muted() { return palette::muted(); }
    static QColor accent() { return palette::accent(); }
    static QColor link() { return palette::link(); }
    static QColor rule() { return palette::rule(); }
    static QColor tableHeader() { return palette::tableHeader(); }
    static QColor tableStripe() { return palette::tableStripe(); }
};

} // namespace accel::render
