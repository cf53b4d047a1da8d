// Killed mid-write: accel-safe-write-loop saves two versions of a profile (or
// of a report) in turn through the program's own write paths and is killed
// with SIGKILL at a random moment, many times. Each time the target must be
// exactly the complete old or the complete new version, never a mixture or a
// truncated file, and a later save must still work.

#include "DataSafetyMounts.h"
#include "SafeWriteLoopContent.h"
#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "io/SafeFileWrite.h"
#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <gtest/gtest.h>

namespace accel::test {
namespace {

constexpr int kKills = 40;

struct KillRound {
    int kills = 0;
    int sawFirst = 0;
    int sawSecond = 0;
    long saves = 0; // complete saves reported by the loop, over all rounds
};

// How long one save takes on this machine now: the loop's first two saves,
// timed. A fixed window of 60 ms saw no save complete while the machine was
// busy (a 4 MiB report synced to a loaded disk), and the test then failed
// for a reason that had nothing to do with safety.
int saveMilliseconds(const QString& mode, const QString& target) {
    QProcess loop;
    loop.start(accel::test::safeWriteLoopExecutable(), {mode, target});
    if (!loop.waitForStarted(10000)) {
        return 0;
    }
    QElapsedTimer timer;
    int lines = 0; // "ready", then "saved 0" and "saved 1"
    while (lines < 3 && (loop.canReadLine() || loop.waitForReadyRead(30000))) {
        while (loop.canReadLine() && lines < 3) {
            const QByteArray line = loop.readLine();
            if (line == "ready\n") {
                timer.start();
            }
            ++lines;
        }
    }
    const qint64 elapsed = timer.isValid() ? timer.elapsed() : 0;
    ::kill(static_cast<pid_t>(loop.processId()), SIGKILL);
    loop.waitForFinished(10000);
    return static_cast<int>(elapsed / 2);
}

// Runs the loop `kKills` times, killing it after a random delay of up to
// about three saves, and checks the target after every kill.
KillRound killRepeatedly(const QString& mode, const QString& target, const QByteArray& first,
                         const QByteArray& second) {
    KillRound round;
    QRandomGenerator random(20260107); // fixed: a failure can be replayed
    const int windowUs = std::max(60000, 3000 * saveMilliseconds(mode, target));
    for (int i = 0; i < kKills; ++i) {
        QProcess loop;
        loop.start(accel::test::safeWriteLoopExecutable(), {mode, target});
        if (!loop.waitForStarted(10000)) {
            ADD_FAILURE() << "cannot start "
                          << accel::test::safeWriteLoopExecutable().toStdString();
            return round;
        }
        while (!loop.canReadLine() && loop.waitForReadyRead(10000)) {
        }
        const QByteArray ready = loop.readLine();
        EXPECT_EQ(ready, QByteArray("ready\n"));
        QThread::usleep(random.bounded(0, windowUs)); // anywhere within the next few saves
        ::kill(static_cast<pid_t>(loop.processId()), SIGKILL);
        loop.waitForFinished(10000);
        EXPECT_EQ(loop.exitStatus(), QProcess::CrashExit);
        round.saves += loop.readAllStandardOutput().count("saved ");
        ++round.kills;

        const QByteArray onDisk = fileBytes(target);
        if (onDisk == first) {
            ++round.sawFirst;
        } else if (onDisk == second) {
            ++round.sawSecond;
        } else {
            ADD_FAILURE() << "kill " << i << ": the target holds " << onDisk.size()
                          << " bytes that are neither version (" << first.size() << " or "
                          << second.size() << " bytes)";
            return round;
        }
    }
    return round;
}

QStringList strays(const QTemporaryDir& dir, const QString& target) {
    QStringList names = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
    names.removeAll(QFileInfo(target).fileName());
    return names;
}

TEST(DataSafetyKill, ProfileSaveKilledAtRandomIsOldOrNewNeverPartial) {
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("plan.accel.json"));
    const QuestionCatalogue& catalogue = QuestionCatalogue::builtIn();
    const QByteArray a = ProfileCodec(catalogue).serialize(loopProfile(true));
    const QByteArray b = ProfileCodec(catalogue).serialize(loopProfile(false));
    ASSERT_TRUE(writeBytes(target, b)); // the "old" file before the first kill

    const KillRound round = killRepeatedly(QStringLiteral("profile"), target, a, b);
    EXPECT_EQ(round.kills, kKills);
    EXPECT_GT(round.saves, 0) << "the loop never got a save done: the kills came too early";
    std::printf("profile: %d kills, %ld complete saves, old/new seen %d/%d, left behind: %s\n",
                round.kills, round.saves, round.sawSecond, round.sawFirst,
                qPrintable(strays(dir, target).join(u' ')));

    // Whatever a kill left behind does not stop the next save, and the file opens.
    const Result<io::FileStamp> next = io::saveProfileFile(target, loopProfile(true), catalogue);
    ASSERT_TRUE(next.ok()) << next.failure().reason.toStdString();
    EXPECT_EQ(fileBytes(target), a);
    EXPECT_TRUE(io::loadProfileFile(target, catalogue).ok());
    // Qt writes into an unnamed temporary file (O_TMPFILE); a kill between
    // naming it and renaming it over the target leaves the name behind, and
    // the next save removes it.
    EXPECT_TRUE(strays(dir, target).isEmpty()) << strays(dir, target).join(u' ').toStdString();
}

TEST(DataSafetyKill, ReportExportKilledAtRandomIsOldOrNewNeverPartial) {
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("report.pdf"));
    const QByteArray a = loopReport(true);
    const QByteArray b = loopReport(false);
    ASSERT_TRUE(writeBytes(target, b));

    const KillRound round = killRepeatedly(QStringLiteral("report"), target, a, b);
    EXPECT_EQ(round.kills, kKills);
    EXPECT_GT(round.saves, 0) << "the loop never got a save done: the kills came too early";
    std::printf("report: %d kills, %ld complete saves, old/new seen %d/%d, left behind: %s\n",
                round.kills, round.saves, round.sawSecond, round.sawFirst,
                qPrintable(strays(dir, target).join(u' ')));
    // The next export replaces the file and clears what a kill left behind.
    const Result<> next = io::writeFileSafely(target, a);
    EXPECT_TRUE(next.ok()) << next.failure().reason.toStdString();
    EXPECT_EQ(fileBytes(target), a);
    EXPECT_TRUE(strays(dir, target).isEmpty()) << strays(dir, target).join(u' ').toStdString();
}

} // namespace
} // namespace accel::test
