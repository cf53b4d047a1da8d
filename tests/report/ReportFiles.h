#pragma once

#include "ReportTestSupport.h"
#include "model/report/ReportBuilder.h"
#include "render/report/ReportExport.h"

#include <QProcess>
#include <QTemporaryDir>

// Writing example reports to a temporary folder and reading them back with
// the poppler tools, as a reader's PDF viewer would.
namespace accel::test {

inline report::ReportDocument reportFor(const Example& ex) {
    report::ReportInputs inputs;
    inputs.applicationVersion = QStringLiteral("0.1.0");
    return report::buildReport(ex.profile, ex.evaluation, inputs);
}

inline QString writeExampleReport(const QTemporaryDir& dir, const char* example,
                                  render::ReportFormat format) {
    const QString path = dir.filePath(QLatin1String(example) + QLatin1Char('.') +
                                      render::reportFormatSuffix(format));
    const Result<> exported = render::exportReport(reportFor(loadExample(example)), format, path);
    EXPECT_TRUE(exported.ok()) << exported.failure().reason.toStdString();
    return path;
}

struct ToolRun {
    int exitCode = -1;
    QString out;
};

inline ToolRun runTool(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        ADD_FAILURE() << "could not run " << program.toStdString();
        return {};
    }
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput())};
}

// Whitespace runs collapsed, so that text wrapped in a table cell still matches.
inline QString simplified(const QString& text) {
    return text.simplified();
}

} // namespace accel::test
