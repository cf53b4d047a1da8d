#include "ui/main/ExportNotice.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace accel::ui {

ExportNotice::ExportNotice(QWidget* parent)
    : QLabel(parent) {
    setObjectName(QStringLiteral("exportNotice"));
    setTextFormat(Qt::RichText);
    // Tab reaches the links; Enter opens them.
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFocusPolicy(Qt::TabFocus);
    // A long path must not make the window wider than the screen; the
    // tooltip and the accessible name carry it whole.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setMinimumWidth(100);
    hide();
    m_hide.setSingleShot(true);
    m_hide.setInterval(kShownMs);
    connect(&m_hide, &QTimer::timeout, this, &QWidget::hide);
    connect(this, &QLabel::linkActivated, this, [this](const QString& link) {
        const QFileInfo file(m_path);
        QDesktopServices::openUrl(QUrl::fromLocalFile(
            link == QLatin1String("folder") ? file.absolutePath() : file.absoluteFilePath()));
    });
}

void ExportNotice::showSaved(const QString& path) {
    m_path = path;
    const QString shown = QDir::toNativeSeparators(path).toHtmlEscaped();
    setText(tr("Report saved to %1. <a href=\"file\">Open it</a> · "
               "<a href=\"folder\">Show the folder</a>")
                .arg(shown));
    setAccessibleName(tr("Report saved to %1").arg(QDir::toNativeSeparators(path)));
    setToolTip(QDir::toNativeSeparators(path));
    show();
    m_hide.start();
}

} // namespace accel::ui
