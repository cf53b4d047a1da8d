#include "ui/report/ReportActions.h"

#include "model/report/ReportBuilder.h"
#include "render/report/ReportExport.h"
#include "render/report/ReportFormat.h"
#include "ui/common/BusyCursor.h"
#include "ui/common/UserPrompts.h"
#include "ui/report/ReportPrinting.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QThreadPool>
#include <QWidget>

namespace accel::ui {

namespace {

const QString kFolderKey = QStringLiteral("report/lastExportFolder");

QString safeFileName(QString name) {
    static const QString forbidden = QStringLiteral("/\\:*?\"<>|");
    for (QChar& c : name) {
        if (forbidden.contains(c) || c.isSpace()) {
            c = QLatin1Char('-');
        }
    }
    return name.isEmpty() ? QStringLiteral("report") : name;
}

} // namespace

void ReportActions::retranslateUi() {
    m_export->setText(tr("&Export Report…"));
    m_export->setStatusTip(tr("Save the report as PDF, HTML or Markdown"));
    m_preview->setText(tr("Print Pre&view…"));
    m_preview->setStatusTip(tr("See the report's pages before printing"));
    m_print->setText(tr("&Print…"));
    m_print->setStatusTip(tr("Print the report"));
}

ReportActions::ReportActions(QWidget* window, UserPrompts& prompts)
    : QObject(window)
    , m_window(window)
    , m_prompts(prompts)
    , m_export(new QAction(this))
    , m_preview(new QAction(this))
    , m_print(new QAction(this)) {
    retranslateUi();
    m_print->setShortcut(QKeySequence::Print);
    for (QAction* action : {m_export, m_preview, m_print}) {
        action->setEnabled(false);
    }
    connect(m_export, &QAction::triggered, this, &ReportActions::chooseAndExport);
    connect(m_preview, &QAction::triggered, this, &ReportActions::printPreview);
    connect(m_print, &QAction::triggered, this, &ReportActions::print);
}

void ReportActions::setSource(Source source) {
    m_source = std::move(source);
    for (QAction* action : {m_export, m_preview, m_print}) {
        action->setEnabled(static_cast<bool>(m_source));
    }
}

QString ReportActions::lastExportFolder() {
    QString stored = QSettings().value(kFolderKey).toString();
    if (!stored.isEmpty() && QFileInfo(stored).isDir()) {
        return stored;
    }
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QString ReportActions::exportFolderFor(const QString& profileFile) {
    const QFileInfo profile(profileFile);
    if (!profileFile.isEmpty() && profile.dir().exists()) {
        return profile.absolutePath();
    }
    return lastExportFolder();
}

report::ReportDocument ReportActions::currentReport() const {
    const Snapshot snapshot = m_source();
    return report::reportOf(*snapshot.figures, snapshot.profileFile,
                            QApplication::applicationVersion());
}

void ReportActions::chooseAndExport() {
    if (!m_source) {
        return;
    }
    const QString pdf = tr("PDF document (*.pdf)");
    const QString html = tr("Web page (*.html)");
    const QString markdown = tr("Markdown for wikis (*.md)");
    const Snapshot snapshot = m_source();
    // Beside the profile, as people file a report with what it reports on,
    // and named after it (or its file, when it has no name).
    const QString suggested = QDir(exportFolderFor(snapshot.profileFile))
                                  .filePath(safeFileName(report::profileOrFileName(
                                                snapshot.figures->profile, snapshot.profileFile)) +
                                            QStringLiteral(".pdf"));
    const UserPrompts::FileChoice choice =
        m_prompts.exportFileName(m_window, tr("Export Report"), suggested, {pdf, html, markdown});
    QString path = choice.path;
    if (path.isEmpty()) {
        return;
    }
    // No known suffix typed: take the one of the chosen filter (the order above).
    if (!render::reportFormatFromPath(path)) {
        const render::ReportFormat chosen = choice.filter == 1   ? render::ReportFormat::Html
                                            : choice.filter == 2 ? render::ReportFormat::Markdown
                                                                 : render::ReportFormat::Pdf;
        path += QLatin1Char('.') + render::reportFormatSuffix(chosen);
    }
    exportTo(path);
}

bool ReportActions::exportTo(const QString& path, bool showErrors) {
    m_showErrors = showErrors;
    const std::optional<render::ReportFormat> format = render::reportFormatFromPath(path);
    if (!m_source || !format) {
        const QString message =
            tr("Cannot tell the format of %1: name the file .pdf, .html or .md.")
                .arg(QDir::toNativeSeparators(path));
        showError(tr("Export Report"), message);
        emit exportFinished(Failure{message}, path);
        return false;
    }
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());

    // Drawing needs the GUI thread (Qt Charts) and takes a fraction of a
    // second; the disk, which can be a slow network share, does not.
    const Result<QByteArray> rendered = [&] {
        const BusyCursor busy;
        return render::renderReport(currentReport(), *format);
    }();
    if (!rendered) {
        const QString message = tr("Cannot create the report: %1").arg(rendered.failure().reason);
        showError(tr("Export Report"), message);
        emit exportFinished(Failure{message}, path);
        return false;
    }
    QPointer<ReportActions> self(this);
    QThreadPool::globalInstance()->start(
        [self, bytes = *rendered, path, save = &render::saveReportBytes] {
            const Result<> saved = save(bytes, path);
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, saved, path] {
                    if (!self) {
                        return; // the window closed meanwhile
                    }
                    if (!saved) {
                        self->showError(tr("Export Report"), saved.failure().reason);
                    }
                    emit self->exportFinished(saved, path);
                },
                Qt::QueuedConnection);
        });
    return true;
}

void ReportActions::printPreview() {
    if (!m_source) {
        return;
    }
    m_showErrors = true;
    printReport(
        m_window, currentReport(), true,
        [this](const QString& title, const QString& message) { showError(title, message); });
}

void ReportActions::print() {
    if (!m_source) {
        return;
    }
    m_showErrors = true;
    printReport(
        m_window, currentReport(), false,
        [this](const QString& title, const QString& message) { showError(title, message); });
}

void ReportActions::showError(const QString& title, const QString& message) {
    if (m_showErrors) {
        m_prompts.showError(m_window, title, message);
    }
}

} // namespace accel::ui
