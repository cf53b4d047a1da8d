// accel-advisor report: headless, format from the suffix, atomic, exit codes.

#include "AdvisorProcess.h"
#include "ReportTestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace accel::test {
namespace {

struct ReportRun {
    int exitCode = -1;
    QString err;
};

// No display and no platform chosen: the command must pick offscreen itself.
ReportRun runAdvisor(const QStringList& arguments, const QString& shellPrefix = {}) {
    QProcess process;
    process.setProcessEnvironment(headlessEnvironment());
    if (shellPrefix.isEmpty()) {
        process.start(advisorExecutable(), QStringList{QStringLiteral("report")} + arguments);
    } else {
        QString command = shellPrefix + QStringLiteral(" exec '") + advisorExecutable() +
                          QStringLiteral("' report");
        for (const QString& a : arguments) {
            command += QStringLiteral(" '") + a + QLatin1Char('\'');
        }
        process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    }
    EXPECT_TRUE(process.waitForFinished(60000));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardError())};
}

QByteArray head(const QString& path, int n) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(n) : QByteArray();
}

class ReportCommand : public ::testing::Test {
protected:
    QTemporaryDir dir;
    QString full = examplePath(kFullHybrid);
};

TEST_F(ReportCommand, WritesEachFormatWithoutADisplay) {
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    const QString html = dir.filePath(QStringLiteral("r.html"));
    const QString md = dir.filePath(QStringLiteral("r.md"));
    EXPECT_EQ(runAdvisor({full, QStringLiteral("-o"), pdf}).exitCode, 0);
    EXPECT_EQ(runAdvisor({full, QStringLiteral("-o"), html}).exitCode, 0);
    EXPECT_EQ(runAdvisor({full, QStringLiteral("--output"), md}).exitCode, 0);
    EXPECT_EQ(head(pdf, 5), QByteArray("%PDF-"));
    EXPECT_EQ(head(html, 15), QByteArray("<!DOCTYPE html>"));
    EXPECT_EQ(head(md, 2), QByteArray("# "));
}

TEST_F(ReportCommand, FormatOptionOverridesTheSuffix) {
    const QString out = dir.filePath(QStringLiteral("report.txt"));
    EXPECT_EQ(runAdvisor({full, QStringLiteral("-o"), out, QStringLiteral("--format"),
                          QStringLiteral("md")})
                  .exitCode,
              0);
    EXPECT_EQ(head(out, 2), QByteArray("# "));
}

TEST_F(ReportCommand, UnknownFormatOrMissingOutputIsUsageError) {
    EXPECT_EQ(
        runAdvisor({full, QStringLiteral("-o"), dir.filePath(QStringLiteral("r.docx"))}).exitCode,
        2);
    EXPECT_EQ(runAdvisor({full, QStringLiteral("-o"), dir.filePath(QStringLiteral("r.pdf")),
                          QStringLiteral("--format"), QStringLiteral("odt")})
                  .exitCode,
              2);
    EXPECT_EQ(runAdvisor({full}).exitCode, 2);
}

TEST_F(ReportCommand, MissingProfileIsFileError) {
    const ReportRun run = runAdvisor({dir.filePath(QStringLiteral("nope.accel.json")),
                                      QStringLiteral("-o"), dir.filePath(QStringLiteral("r.pdf"))});
    EXPECT_EQ(run.exitCode, 3);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("r.pdf"))));
}

// Tests run as root, so permissions do not stop a write: use targets no one
// can write instead.
TEST_F(ReportCommand, DirectoryAsTargetFailsWithExitThree) {
    const QString target = dir.filePath(QStringLiteral("existing-folder.pdf"));
    ASSERT_TRUE(QDir().mkdir(target));
    const ReportRun run = runAdvisor({full, QStringLiteral("-o"), target});
    EXPECT_EQ(run.exitCode, 3);
    EXPECT_TRUE(run.err.contains(target)) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("directory"))) << run.err.toStdString();
    EXPECT_TRUE(QFileInfo(target).isDir());
}

TEST_F(ReportCommand, ParentIsAFileFailsWithExitThreeAndNamesTheReason) {
    const QString parent = dir.filePath(QStringLiteral("plain-file"));
    QFile file(parent);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("not a folder");
    file.close();
    const QString target = parent + QStringLiteral("/r.pdf");
    const ReportRun run = runAdvisor({full, QStringLiteral("-o"), target});
    EXPECT_EQ(run.exitCode, 3);
    EXPECT_TRUE(run.err.contains(target)) << run.err.toStdString();
    EXPECT_GT(run.err.size(), target.size() + 20) << "no reason given: " << run.err.toStdString();
    EXPECT_EQ(head(parent, 100), QByteArray("not a folder"));
}

// A failure mid-way: the file size limit (ulimit -f, in 512-byte blocks)
// stops the write part-way through; SIGXFSZ is ignored so that write() fails
// with EFBIG instead of killing the program.
TEST_F(ReportCommand, FailureMidWayKeepsTheOldFile) {
    for (const char* suffix : {"pdf", "html", "md"}) {
        SCOPED_TRACE(suffix);
        const QString target = dir.filePath(QStringLiteral("old.") + QLatin1String(suffix));
        QFile old(target);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("the previous report");
        old.close();
        const ReportRun run = runAdvisor({full, QStringLiteral("-o"), target},
                                         QStringLiteral("trap '' XFSZ; ulimit -f 4;"));
        EXPECT_EQ(run.exitCode, 3) << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(target)) << run.err.toStdString();
        EXPECT_EQ(head(target, 100), QByteArray("the previous report"));
        // No temporary file left behind.
        EXPECT_EQ(QDir(dir.path())
                      .entryList(QDir::Files)
                      .filter(QStringLiteral("old.") + QLatin1String(suffix))
                      .size(),
                  1);
    }
}

} // namespace
} // namespace accel::test
