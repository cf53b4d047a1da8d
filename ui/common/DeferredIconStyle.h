#pragma once

#include <QProxyStyle>

namespace accel::ui {

// The application's own style, with one difference: the menu bar's overflow
// arrow is loaded when it is first drawn instead of when the menu bar is
// built. Qt loads that arrow from a file whose format it detects by asking
// every image-format plugin, which opens four plugins and libjpeg before the
// first page can appear (docs/development.md, "Start-up"); the arrow shows
// only when the menus do not fit, so most sessions never need it.
class DeferredIconStyle : public QProxyStyle {
public:
    // Wraps the style QApplication chose (platform default, -style or
    // QT_STYLE_OVERRIDE), so people keep the look they asked for.
    explicit DeferredIconStyle(const QString& baseStyleName);

    QIcon standardIcon(StandardPixmap icon, const QStyleOption* option,
                       const QWidget* widget) const override;
};

} // namespace accel::ui
