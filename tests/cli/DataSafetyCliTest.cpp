// `accel-advisor report` into a read-only file system, onto a full disk, onto
// /dev/full and into /proc: exit code 3, a message naming the file and the
// reason, and the previous report untouched. And the command-line contract
// for profiles from a newer version: `validate`, `evaluate` and `report`
// still reject them (exit 2); only the main window opens them.

#include "AdvisorProcess.h"
#include "DataSafetyMounts.h"
#include "TestPaths.h"

#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace accel::test {
namespace {

AdvisorRun advisor(const QStringList& arguments) {
    return runAdvisorHeadless(arguments);
}

// `format`: for targets whose name has no report suffix (/dev/full).
AdvisorRun report(const QString& out, const QString& format = {}) {
    QStringList arguments{QStringLiteral("report"),
                          examplesDir() + QStringLiteral("/jax-scale-up-gcp.accel.json"),
                          QStringLiteral("-o"), out};
    if (!format.isEmpty()) {
        arguments << QStringLiteral("--format") << format;
    }
    return advisor(arguments);
}

const QByteArray kOldReport = "%PDF-1.4 the previous report, which must survive\n";

TEST(DataSafetyCli, ReportIntoReadOnlyFileSystemKeepsTheOldOne) {
    ScratchMount scratch(512);
    ACCEL_REQUIRE_MOUNT(scratch);
    const QString target = scratch.filePath(QStringLiteral("report.pdf"));
    ASSERT_TRUE(writeBytes(target, kOldReport));
    ASSERT_TRUE(scratch.makeReadOnly()) << scratch.error().toStdString();
    for (const QString& out : {target, scratch.filePath(QStringLiteral("report.md"))}) {
        const AdvisorRun r = report(out);
        EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(out)) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Read-only file system"))) << r.err.toStdString();
        // Only a file that was there can be said to be unchanged.
        const QString kept = out == target
                                 ? QStringLiteral("the file already there was not changed")
                                 : QStringLiteral("nothing was written");
        EXPECT_TRUE(r.err.contains(kept)) << r.err.toStdString();
    }
    EXPECT_EQ(fileBytes(target), kOldReport);
}

TEST(DataSafetyCli, ReportIntoAMissingFolderSaysWhichFolder) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("not-made"));
    const AdvisorRun r = report(folder + QStringLiteral("/report.pdf"));
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(
        QStringLiteral("the folder %1 does not exist; nothing was written").arg(folder)))
        << r.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(folder));
}

// Issue 38: "…Choose another folder, or create this one first" had no full
// stop, in any language, while every other message ends with one.
TEST(DataSafetyCli, EveryCannotWriteReasonIsASentenceInEveryLanguage) {
    QTemporaryDir dir;
    const QStringList targets{dir.filePath(QStringLiteral("not-made/report.pdf")),
                              QStringLiteral("/proc/accel-advisor-report.md"),
                              dir.path() + QStringLiteral("/")};
    for (const char* language : {"en", "fr", "de"}) {
        for (const QString& out : targets) {
            AdvisorRun r =
                advisor({QStringLiteral("report"),
                         examplesDir() + QStringLiteral("/jax-scale-up-gcp.accel.json"),
                         QStringLiteral("-o"), out, QStringLiteral("--format"),
                         QStringLiteral("pdf"), QStringLiteral("--lang"), QLatin1String(language)});
            EXPECT_EQ(r.exitCode, 3) << language << " " << r.err.toStdString();
            EXPECT_TRUE(r.err.trimmed().endsWith(QLatin1Char('.')))
                << language << " " << r.err.toStdString();
        }
    }
}

TEST(DataSafetyCli, ReportIntoProcIsAFileError) {
    const QString target = QStringLiteral("/proc/accel-advisor-report.md");
    const AdvisorRun r = report(target);
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(target)) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(target));
}

TEST(DataSafetyCli, ReportOntoAFullDiskKeepsTheOldOne) {
    ScratchMount scratch(512);
    ACCEL_REQUIRE_MOUNT(scratch);
    const QString target = scratch.filePath(QStringLiteral("report.pdf"));
    ASSERT_TRUE(writeBytes(target, kOldReport));
    // A few KiB free: the PDF (tens of KiB) stops part-way.
    ASSERT_TRUE(scratch.fillLeaving(8 * 1024));
    const AdvisorRun r = report(target);
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(target)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("No space left on device"))) << r.err.toStdString();
    EXPECT_EQ(fileBytes(target), kOldReport);
    EXPECT_TRUE(scratch.strayFiles(target).isEmpty())
        << scratch.strayFiles(target).join(u' ').toStdString();

    scratch.removeBallast();
    const AdvisorRun retried = report(target);
    EXPECT_EQ(retried.exitCode, 0) << retried.err.toStdString();
    EXPECT_TRUE(fileBytes(target).startsWith("%PDF-"));
    EXPECT_NE(fileBytes(target), kOldReport);
}

// See ProfileFileSafetyTest: a twin of /dev/full first, so that a regression
// could only replace the twin, then the real one.
TEST(DataSafetyCli, ReportOntoDevFullIsAClearErrorAndNoCrash) {
    QTemporaryDir dir;
    const QString twin = makeDevFullTwin(dir);
    if (!twin.isEmpty()) {
        const AdvisorRun r = report(twin, QStringLiteral("pdf"));
        EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
        ASSERT_TRUE(isCharacterDevice(twin)) << "the device node was replaced by a file";
    }
    const QString full = QStringLiteral("/dev/full");
    ASSERT_TRUE(isCharacterDevice(full));
    const AdvisorRun r = report(full, QStringLiteral("pdf"));
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(full)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("No space left on device"))) << r.err.toStdString();
    EXPECT_TRUE(isCharacterDevice(full));
}

TEST(DataSafetyCli, NewerVersionStaysAnErrorOnTheCommandLine) {
    QTemporaryDir dir;
    const QString newer = dir.filePath(QStringLiteral("newer.accel.json"));
    ASSERT_TRUE(writeBytes(newer, R"({"format":"accel-advisor-profile","version":3,
        "name":"From the future","answers":{"framework":"jax"},"team":{"size":3}})"));
    const QByteArray before = fileBytes(newer);
    for (const char* command : {"validate", "evaluate"}) {
        const AdvisorRun r = advisor({QString::fromLatin1(command), newer});
        EXPECT_EQ(r.exitCode, 2) << command << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(newer)) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("$.version"))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("newer Accelerator Advisor")))
            << r.err.toStdString();
    }
    const QString out = dir.filePath(QStringLiteral("r.md"));
    const AdvisorRun r = advisor({QStringLiteral("report"), newer, QStringLiteral("-o"), out});
    EXPECT_EQ(r.exitCode, 2) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
    EXPECT_EQ(fileBytes(newer), before);
}

} // namespace
} // namespace accel::test
