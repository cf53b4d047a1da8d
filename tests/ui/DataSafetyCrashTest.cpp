// Killed with work that belongs to a file: the real accel-advisor opens a
// profile given on its command line, an answer is clicked (test hooks of
// app/gui/TestHooks.h), the autosave appears, and the process gets SIGKILL.
// The user's file is untouched by autosave; the restored work remembers what
// the file held, so a file changed while the program was dead is not
// overwritten silently. CrashRestoreTest.cpp covers the untitled case.

#include "DataSafetySupport.h"
#include "TestPaths.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"
#include "ui/main/ProfileDocument.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <csignal>
#include <gtest/gtest.h>

using namespace accel;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray profileBytes(const char* name, const char* framework) {
    Profile p;
    p.name = QString::fromLatin1(name);
    p.answers.insert(QStringLiteral("framework"), QString::fromLatin1(framework));
    return ProfileCodec(QuestionCatalogue::builtIn()).serialize(p);
}

QString autosaveFolder(const QTemporaryDir& home) {
    return home.filePath(QStringLiteral("data/AcceleratorAdvisor/accel-advisor/autosave"));
}

QStringList files(const QString& folder, const QString& pattern) {
    return QDir(folder).entryList({pattern}, QDir::Files);
}

// Starts the real program on `profile` with an answer clicked, waits for the
// autosave and kills it. Returns the meta file of the session left behind.
QString runAndKill(const QTemporaryDir& home, const QString& profile) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("ACCEL_ADVISOR_TEST_ANSWER"), QStringLiteral("framework=jax"));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(test::testableAdvisorExecutable(), {profile});
    if (!process.waitForStarted(10000)) {
        ADD_FAILURE() << "cannot start " << test::testableAdvisorExecutable().toStdString();
        return {};
    }
    const QString folder = autosaveFolder(home);
    (void)QTest::qWaitFor(
        [&] { return !files(folder, QStringLiteral("session-*.accel.json")).isEmpty(); }, 15000);
    ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
    process.waitForFinished(5000);
    EXPECT_EQ(process.exitStatus(), QProcess::CrashExit);
    const QStringList metas = files(folder, QStringLiteral("session-*.meta.json"));
    if (metas.size() != 1) {
        ADD_FAILURE() << "expected one autosave session, found " << metas.size()
                      << "; output: " << process.readAll().toStdString();
        return {};
    }
    return folder + QLatin1Char('/') + metas.first();
}

} // namespace

TEST(DataSafetyCrash, KilledWorkOnAFileIsRestoredAndTheFileIsNeverOverwrittenBehindTheUsersBack) {
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    const QString file = home.filePath(QStringLiteral("plan.accel.json"));
    const QByteArray original = profileBytes("Plan", "pytorch");
    ASSERT_TRUE(writeAll(file, original));

    const QString meta = runAndKill(home, file);
    ASSERT_FALSE(meta.isEmpty());
    EXPECT_EQ(readAll(file), original) << "autosave wrote into the user's file";
    const QJsonObject json = QJsonDocument::fromJson(readAll(meta)).object();
    EXPECT_EQ(QFileInfo(json.value(QStringLiteral("file")).toString()), QFileInfo(file));
    EXPECT_EQ(json.value(QStringLiteral("fileStamp"))
                  .toObject()
                  .value(QStringLiteral("sha256"))
                  .toString()
                  .toLatin1(),
              QCryptographicHash::hash(original, QCryptographicHash::Sha256).toHex());

    // While the program was dead, a colleague saved the file.
    const QByteArray theirs = profileBytes("Plan, their edit", "tensorflow");
    ASSERT_TRUE(writeAll(file, theirs));

    test::SafetyFixture fx(autosaveFolder(home));
    fx.prompts->restore = true;
    ASSERT_TRUE(fx.window->offerRestore());
    ui::ProfileDocument& doc = fx.window->document();
    EXPECT_TRUE(doc.isModified());
    EXPECT_EQ(QFileInfo(doc.filePath()), QFileInfo(file));
    EXPECT_EQ(doc.toProfile().answers.value(QStringLiteral("framework")), QStringLiteral("jax"));

    EXPECT_FALSE(fx.window->save()); // Cancel
    EXPECT_EQ(fx.prompts->changedQuestions, 1);
    EXPECT_EQ(readAll(file), theirs);

    fx.prompts->changedChoice = ui::UserPrompts::OverwriteChoice::Overwrite;
    EXPECT_TRUE(fx.window->save());
    const Result<io::LoadedProfile> saved = io::loadProfileFile(file, QuestionCatalogue::builtIn());
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved->read.profile.answers.value(QStringLiteral("framework")),
              QStringLiteral("jax"));
}

TEST(DataSafetyCrash, RestoredWorkSavesWithoutAQuestionWhenTheFileIsAsItWas) {
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    const QString file = home.filePath(QStringLiteral("plan.accel.json"));
    ASSERT_TRUE(writeAll(file, profileBytes("Plan", "pytorch")));
    ASSERT_FALSE(runAndKill(home, file).isEmpty());

    test::SafetyFixture fx(autosaveFolder(home));
    fx.prompts->restore = true;
    ASSERT_TRUE(fx.window->offerRestore());
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->changedQuestions, 0);
    EXPECT_EQ(fx.prompts->newerQuestions, 0);
    const Result<io::LoadedProfile> saved = io::loadProfileFile(file, QuestionCatalogue::builtIn());
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved->read.profile.answers.value(QStringLiteral("framework")),
              QStringLiteral("jax"));
}
