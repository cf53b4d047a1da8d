// The real accel-advisor, killed with SIGKILL after an autosave, offers the
// work back on the next start. Runs the program as a child process with its
// own HOME and XDG folders; the test hooks of app/gui/TestHooks.h click an
// answer and answer the restore offer through the real code paths.

#include "TestPaths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <gtest/gtest.h>

namespace {

class Child {
public:
    Child(const QTemporaryDir& home, const QStringList& extraEnv) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (const QString& kv : extraEnv) {
            env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        }
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(accel::test::testableAdvisorExecutable(), {});
    }
    ~Child() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started() { return m_process.waitForStarted(10000); }
    void killHard() {
        ::kill(static_cast<pid_t>(m_process.processId()), SIGKILL);
        m_process.waitForFinished(5000);
    }
    // All it wrote, once it has ended by itself.
    QByteArray outputAtExit(int timeoutMs) {
        m_process.waitForFinished(timeoutMs);
        m_output += m_process.readAll();
        return m_output;
    }
    QByteArray waitForLine(const QByteArray& marker, int timeoutMs) {
        QElapsedTimer t;
        t.start();
        while (!m_output.contains(marker) && t.elapsed() < timeoutMs) {
            m_process.waitForReadyRead(200);
            m_output += m_process.readAll();
        }
        return m_output;
    }
    QProcess::ExitStatus exitStatus() const { return m_process.exitStatus(); }

private:
    QProcess m_process;
    QByteArray m_output;
};

QStringList autosaves(const QTemporaryDir& home) {
    QDir dir(home.filePath(QStringLiteral("data/AcceleratorAdvisor/accel-advisor/autosave")));
    return dir.entryList({QStringLiteral("session-*.accel.json")}, QDir::Files);
}

QStringList lockFiles(const QTemporaryDir& home) {
    QDir dir(home.filePath(QStringLiteral("data/AcceleratorAdvisor/accel-advisor/autosave")));
    return dir.entryList({QStringLiteral("session-*.lock")}, QDir::Files);
}

QJsonObject readState(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject();
}

// The sizing step's page id: after the six question steps.
constexpr int kSizingPage = 6;

} // namespace

TEST(CrashRestore, KilledProgramOffersItsWorkBackOnNextStart) {
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    {
        // Answered on step 1, then on to the sizing step (step 7, page id 6).
        Child first(home, {QStringLiteral("ACCEL_ADVISOR_TEST_ANSWER=framework=jax"),
                           QStringLiteral("ACCEL_ADVISOR_TEST_PAGE=sizing")});
        ASSERT_TRUE(first.started());
        // Wait for the debounced autosave, then kill without any chance to clean up.
        ASSERT_TRUE(QTest::qWaitFor([&] { return !autosaves(home).isEmpty(); }, 15000))
            << "no autosave appeared";
        ASSERT_EQ(autosaves(home).size(), 1);
        first.killHard();
        EXPECT_EQ(first.exitStatus(), QProcess::CrashExit);
    }
    ASSERT_EQ(autosaves(home).size(), 1) << "a killed process cannot have cleaned up";

    const QString state = home.filePath(QStringLiteral("state.json"));
    {
        Child second(home, {QStringLiteral("ACCEL_ADVISOR_RESTORE=accept"),
                            QStringLiteral("ACCEL_ADVISOR_TEST_STATE=") + state});
        ASSERT_TRUE(second.started());
        const QByteArray out = second.waitForLine("state-written", 15000);
        EXPECT_TRUE(out.contains("restore-offered")) << out.constData();
        ASSERT_TRUE(out.contains("state-written")) << out.constData();
        const QJsonObject s = readState(state);
        EXPECT_TRUE(s.value(QStringLiteral("modified")).toBool());
        EXPECT_EQ(s.value(QStringLiteral("profile"))
                      .toObject()
                      .value(QStringLiteral("answers"))
                      .toObject()
                      .value(QStringLiteral("framework"))
                      .toString(),
                  QStringLiteral("jax"));
        // Back on the step the user was on, not on step 1.
        EXPECT_EQ(s.value(QStringLiteral("page")).toInt(), kSizingPage);
        second.killHard(); // crash again: the restored work must survive this too
    }
    ASSERT_EQ(autosaves(home).size(), 1);
    {
        Child third(home, {QStringLiteral("ACCEL_ADVISOR_RESTORE=discard"),
                           QStringLiteral("ACCEL_ADVISOR_TEST_STATE=") + state});
        ASSERT_TRUE(third.started());
        const QByteArray out = third.waitForLine("state-written", 15000);
        EXPECT_TRUE(out.contains("restore-offered")) << out.constData();
        const QJsonObject s = readState(state);
        EXPECT_FALSE(s.value(QStringLiteral("modified")).toBool());
        EXPECT_EQ(s.value(QStringLiteral("page")).toInt(), 0);
        EXPECT_TRUE(s.value(QStringLiteral("profile"))
                        .toObject()
                        .value(QStringLiteral("answers"))
                        .toObject()
                        .isEmpty());
        EXPECT_TRUE(autosaves(home).isEmpty()) << "discarded work must not be offered again";
    }
}

TEST(CrashRestore, ALockLeftWithoutWorkIsRemovedOnNextStart) {
    // Saved, then killed: the save removed the autosaved work, the kill left
    // the session's lock. Every crash after a save left one more, for ever.
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    {
        Child first(home, {QStringLiteral("ACCEL_ADVISOR_TEST_ANSWER=framework=jax")});
        ASSERT_TRUE(first.started());
        ASSERT_TRUE(QTest::qWaitFor([&] { return !autosaves(home).isEmpty(); }, 15000))
            << "no autosave appeared";
        first.killHard();
    }
    // What a save before the kill leaves (AutosaveStore::clear): the lock alone.
    QDir folder(home.filePath(QStringLiteral("data/AcceleratorAdvisor/accel-advisor/autosave")));
    for (const QString& file : folder.entryList({QStringLiteral("session-*.json")}, QDir::Files)) {
        ASSERT_TRUE(folder.remove(file)) << file.toStdString();
    }
    ASSERT_EQ(lockFiles(home).size(), 1) << "a killed process cannot have removed its lock";

    const QString state = home.filePath(QStringLiteral("state.json"));
    Child second(home, {QStringLiteral("ACCEL_ADVISOR_TEST_STATE=") + state});
    ASSERT_TRUE(second.started());
    const QByteArray out = second.waitForLine("state-written", 15000);
    ASSERT_TRUE(out.contains("state-written")) << out.constData();
    EXPECT_FALSE(out.contains("restore-offered")) << "a lock alone is no work to restore";
    EXPECT_TRUE(lockFiles(home).isEmpty()) << lockFiles(home).join(u' ').toStdString();
}

TEST(CrashRestore, TheOfferComesAfterTheFirstPageIsShown) {
    // Reading the autosave folder is no part of showing the first page, and
    // the question needs a drawn window behind it.
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    const QString folder =
        home.filePath(QStringLiteral("data/AcceleratorAdvisor/accel-advisor/autosave"));
    ASSERT_TRUE(QDir().mkpath(folder));
    {
        // Work of a session whose process is gone: profile and meta, no lock.
        QFile profile(folder + QStringLiteral("/session-gone.accel.json"));
        ASSERT_TRUE(profile.open(QIODevice::WriteOnly));
        profile.write(R"({"format":"accel-advisor-profile","version":2,"name":"Lost",)"
                      R"("answers":{"framework":"jax"}})");
        QFile meta(folder + QStringLiteral("/session-gone.meta.json"));
        ASSERT_TRUE(meta.open(QIODevice::WriteOnly));
        meta.write(R"({"file":"","name":"Lost","saved":"2026-01-02T03:04:05Z"})");
    }
    Child child(home, {QStringLiteral("ACCEL_ADVISOR_RESTORE=discard"),
                       QStringLiteral("ACCEL_ADVISOR_EXIT_WHEN_SHOWN=1")});
    ASSERT_TRUE(child.started());
    const QByteArray out = child.outputAtExit(15000);
    const qsizetype shown = out.indexOf("first-page-shown");
    const qsizetype offered = out.indexOf("restore-offered");
    ASSERT_GE(shown, 0) << out.constData();
    ASSERT_GE(offered, 0) << out.constData();
    EXPECT_LT(shown, offered) << out.constData();
}
