#pragma once

#include <QColor>

#include <array>

namespace accel::render::palette {

// The application's colours, in one place for the window, the charts and the
// reports. Okabe-Ito hues, distinguishable with every common colour-vision
// deficiency: blue GPU, orange TPU, bluish green for both. Colour is never the
// only carrier: every mark also has a shape or a word.

inline QColor gpu() {
    return {0x00, 0x72, 0xB2};
}
inline QColor tpu() {
    return {0xE6, 0x9F, 0x00};
}
inline QColor hybrid() {
    return {0x00, 0x9E, 0x73};
}
// Hard constraints: vermillion, with a pale fill behind dark text.
inline QColor blocker() {
    return {0xD5, 0x5E, 0x00};
}
inline QColor blockerFill() {
    return {0xFF, 0xF3, 0xEB};
}
// Blocker wording on the window's own background (4.5:1 on white and grey).
inline QColor blockerText() {
    return {0xA0, 0x40, 0x00};
}
// Words that say which way a factor leans, dark enough to read as text.
inline QColor gpuText() {
    return {0x00, 0x5A, 0x8C};
}
inline QColor tpuText() {
    return {0x8A, 0x5A, 0x00};
}

// Print and chart neutrals.
inline QColor text() {
    return {0x20, 0x20, 0x20};
}
inline QColor ink() {
    return {0x30, 0x30, 0x30};
} // outlines of marks
inline QColor muted() {
    return {0x5a, 0x5a, 0x5a};
}
inline QColor grid() {
    return {0xD0, 0xD0, 0xD0};
}
inline QColor rule() {
    return {0xB0, 0xB0, 0xB0};
}
inline QColor accent() {
    return {0x00, 0x50, 0x80};
} // report headings: darker GPU blue
inline QColor link() {
    return {0x00, 0x55, 0xAA};
}
inline QColor tableHeader() {
    return {0xE8, 0xEE, 0xF3};
}
inline QColor tableStripe() {
    return {0xF6, 0xF6, 0xF6};
}
inline QColor paper() {
    return Qt::white;
}

// Shades of a platform's hue for several accelerators in one chart,
// alternating darker and lighter.
inline const std::array<QColor, 6>& gpuShades() {
    static const std::array<QColor, 6> shades{QColor{0x00, 0x72, 0xB2}, QColor{0x56, 0xB4, 0xE9},
                                              QColor{0x00, 0x45, 0x6E}, QColor{0x8C, 0xC8, 0xEE},
                                              QColor{0x1F, 0x5F, 0x8F}, QColor{0x3A, 0x93, 0xC9}};
    return shades;
}
inline const std::array<QColor, 6>& tpuShades() {
    static const std::array<QColor, 6> shades{QColor{0xE6, 0x9F, 0x00}, QColor{0xD5, 0x5E, 0x00},
                                              QColor{0xF5, 0xC7, 0x51}, QColor{0xA8, 0x6B, 0x00},
                                              QColor{0xF0, 0x8A, 0x3C}, QColor{0xC8, 0x87, 0x1A}};
    return shades;
}

} // namespace accel::render::palette
