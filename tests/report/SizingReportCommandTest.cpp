// accel-advisor report with a workload: the PDF holds the sizing section
// (read back with pdftotext); without a workload there is none.

#include "AdvisorProcess.h"
#include "ReportTestSupport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace accel::test {
namespace {

// The PDF's text, after running the real program headless with a data folder
// of its own (no override file or price cache of the user's).
QString reportText(const QTemporaryDir& dir, const QString& profile) {
    const QString pdf = dir.filePath(QFileInfo(profile).fileName() + QStringLiteral(".pdf"));
    QProcess advisor;
    QProcessEnvironment env = headlessEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    advisor.setProcessEnvironment(env);
    advisor.start(advisorExecutable(),
                  {QStringLiteral("report"), profile, QStringLiteral("-o"), pdf});
    EXPECT_TRUE(advisor.waitForFinished(60000));
    EXPECT_EQ(advisor.exitCode(), 0) << advisor.readAllStandardError().toStdString();

    QProcess text;
    // In reading order, not -layout: a table cell's lines stay together
    // instead of being interleaved with the neighbouring cells' lines.
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    EXPECT_TRUE(text.waitForFinished(60000));
    return QString::fromUtf8(text.readAllStandardOutput()).simplified();
}

} // namespace

TEST(SizingReportCommand, PdfOfAProfileWithAWorkloadHasTheSizingSection) {
    QTemporaryDir dir;
    const QString text = reportText(dir, examplePath(kFullHybrid));
    for (const char* expected : {"Workload sizing and cost", "Cheapest that fits", "Price source",
                                 "MFU", "Training state per parameter", "bytes"}) {
        EXPECT_TRUE(text.contains(QLatin1String(expected))) << expected;
    }
    // Every price says how old it is.
    EXPECT_TRUE(text.contains(QRegularExpression(
        QStringLiteral("20[0-9]{2}\\s*\\((today|(one|1)\\s+day|[0-9,]+\\s+days)"))));
}

TEST(SizingReportCommand, OnPremisesReportListsTpusAsUnavailable) {
    QTemporaryDir dir;
    // The on-premises example with a workload added, as the sizing step would save it.
    QFile example(examplePath(kBlockedGpu));
    ASSERT_TRUE(example.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(example.readAll()).object();
    json.insert(QStringLiteral("workload"),
                QJsonObject{{QStringLiteral("params"), 7e9}, {QStringLiteral("tokens"), 1.4e11}});
    const QString sized = dir.filePath(QStringLiteral("onprem-sized.accel.json"));
    QFile out(sized);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    out.close();
    const QString text = reportText(dir, sized);
    EXPECT_TRUE(text.contains(QStringLiteral("Workload sizing and cost")));
    EXPECT_TRUE(text.contains(QStringLiteral("Unavailable")));
}

TEST(SizingReportCommand, PdfWithoutAWorkloadHasNoSizingSection) {
    QTemporaryDir dir;
    const QString text = reportText(dir, examplePath(kPartly));
    EXPECT_FALSE(text.isEmpty());
    EXPECT_FALSE(text.contains(QStringLiteral("Workload sizing")));
}

} // namespace accel::test
