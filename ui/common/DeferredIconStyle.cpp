#include "ui/common/DeferredIconStyle.h"

#include <QIconEngine>
#include <QPainter>
#include <QPointer>

namespace accel::ui {

namespace {

// Stands in for a standard icon until somebody needs its pixels, then asks
// the style for the real one once.
class DeferredStandardIconEngine : public QIconEngine {
public:
    DeferredStandardIconEngine(const QStyle* style, QStyle::StandardPixmap which)
        : m_style(style)
        , m_which(which) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode,
               QIcon::State state) override {
        real().paint(painter, rect, Qt::AlignCenter, mode, state);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return real().pixmap(size, mode, state);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override {
        return real().pixmap(size, scale, mode, state);
    }

    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return real().actualSize(size, mode, state);
    }

    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override {
        return real().availableSizes(mode, state);
    }

    QIconEngine* clone() const override {
        auto* copy = new DeferredStandardIconEngine(m_style, m_which);
        copy->m_icon = m_icon;
        copy->m_loaded = m_loaded;
        return copy;
    }

    QString key() const override { return QStringLiteral("accel.deferredStandardIcon"); }

private:
    const QIcon& real() {
        if (!m_loaded) {
            m_loaded = true;
            if (m_style) {
                m_icon = m_style->standardIcon(m_which);
            }
        }
        return m_icon;
    }

    QPointer<const QStyle> m_style; // the icon may outlive a style switched at run time
    QStyle::StandardPixmap m_which;
    QIcon m_icon;
    bool m_loaded = false;
};

} // namespace

DeferredIconStyle::DeferredIconStyle(const QString& baseStyleName)
    : QProxyStyle(baseStyleName) {}

QIcon DeferredIconStyle::standardIcon(StandardPixmap icon, const QStyleOption* option,
                                      const QWidget* widget) const {
    if (icon == SP_ToolBarHorizontalExtensionButton || icon == SP_ToolBarVerticalExtensionButton) {
        return QIcon(new DeferredStandardIconEngine(baseStyle(), icon));
    }
    return QProxyStyle::standardIcon(icon, option, widget);
}

} // namespace accel::ui
