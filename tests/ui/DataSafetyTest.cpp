// No data lost, in the main window: a failed save or export tells the user
// (path and reason) and keeps both the work and the old file; a profile from
// a newer version opens with a warning and is never overwritten without
// asking, not even by autosave; a file changed on disk since it was opened is
// not overwritten silently. Real files and file systems throughout.

#include "../cli/DataSafetyMounts.h"
#include "AutosaveOutcomes.h"
#include "DataSafetySupport.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "ui/main/AutosaveStore.h"
#include "ui/main/DialogPrompts.h"
#include "ui/main/ProfileDetailsPanel.h"
#include "ui/main/ProfileDocument.h"
#include "ui/report/ReportActions.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;
using test::fileBytes;
using test::writeBytes;
using Choice = ui::UserPrompts::OverwriteChoice;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

void answer(ui::MainWindow& w, const char16_t* question, const char16_t* option) {
    const int q = cat().questionIndex(question);
    w.wizard()->questionBox(q)->button(cat().optionIndex(q, option))->click();
}

QString answerOf(const ui::MainWindow& w, const char* question) {
    return w.document().toProfile().answers.value(QString::fromLatin1(question));
}

const QByteArray kNewer = R"({
  "format": "accel-advisor-profile",
  "version": 3,
  "name": "From the future",
  "team": {"size": 12},
  "answers": {"framework": "jax", "stage": "production", "quantum": "yes"}
})";

QByteArray profileBytes(const char* name, const char* framework) {
    Profile p;
    p.name = QString::fromLatin1(name);
    p.answers.insert(QStringLiteral("framework"), QString::fromLatin1(framework));
    return ProfileCodec(cat()).serialize(p);
}

} // namespace

// --- Save and export that fail: the user is told, nothing is lost ----------

TEST(DataSafety, SaveIntoReadOnlyFileSystemTellsTheUserAndKeepsEverything) {
    test::ScratchMount scratch(256);
    ACCEL_REQUIRE_MOUNT(scratch);
    test::SafetyFixture fx;
    const QString file = scratch.filePath(QStringLiteral("plan.accel.json"));
    const QByteArray old = profileBytes("Plan", "pytorch");
    ASSERT_TRUE(writeBytes(file, old));
    ASSERT_TRUE(fx.window->openProfileFile(file));
    answer(*fx.window, u"framework", u"jax");
    ASSERT_TRUE(scratch.makeReadOnly()) << scratch.error().toStdString();

    EXPECT_FALSE(fx.window->save());
    ASSERT_EQ(fx.prompts->errors.size(), 1);
    const QString message = fx.prompts->errors.first();
    EXPECT_TRUE(message.contains(file)) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("Read-only file system"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("Save As")))
        << "what to do: " << message.toStdString();
    EXPECT_EQ(fileBytes(file), old);
    EXPECT_TRUE(fx.window->document().isModified()) << "the work is still unsaved, not lost";
    EXPECT_EQ(answerOf(*fx.window, "framework"), QStringLiteral("jax"));
}

TEST(DataSafety, SaveOntoAFullDiskTellsTheUserAndWorksOnceThereIsRoom) {
    test::ScratchMount scratch(256);
    ACCEL_REQUIRE_MOUNT(scratch);
    test::SafetyFixture fx;
    const QString file = scratch.filePath(QStringLiteral("plan.accel.json"));
    const QByteArray old = profileBytes("Plan", "pytorch");
    ASSERT_TRUE(writeBytes(file, old));
    ASSERT_TRUE(fx.window->openProfileFile(file));
    fx.window->detailsPanel()->notesEdit()->setPlainText(QString(90000, QLatin1Char('n')));
    ASSERT_TRUE(fx.window->document().isModified());
    ASSERT_TRUE(scratch.fillLeaving(16 * 1024));

    EXPECT_FALSE(fx.window->save());
    ASSERT_EQ(fx.prompts->errors.size(), 1);
    EXPECT_TRUE(fx.prompts->errors.first().contains(file));
    EXPECT_TRUE(fx.prompts->errors.first().contains(QStringLiteral("No space left on device")))
        << fx.prompts->errors.first().toStdString();
    EXPECT_EQ(fileBytes(file), old);
    EXPECT_TRUE(fx.window->document().isModified());

    scratch.removeBallast();
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->changedQuestions, 0) << "a failed save changed nothing on disk";
    EXPECT_FALSE(fx.window->document().isModified());
    const Result<io::LoadedProfile> saved = io::loadProfileFile(file, cat());
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved->read.profile.notes.size(), 90000);
}

TEST(DataSafety, SaveAsIntoProcTellsTheUser) {
    test::SafetyFixture fx;
    answer(*fx.window, u"framework", u"jax");
    fx.prompts->saveFile = QStringLiteral("/proc/accel-advisor-test.accel.json");
    EXPECT_FALSE(fx.window->saveAs());
    ASSERT_EQ(fx.prompts->errors.size(), 1);
    EXPECT_TRUE(fx.prompts->errors.first().contains(fx.prompts->saveFile))
        << fx.prompts->errors.first().toStdString();
    EXPECT_TRUE(fx.window->document().isModified());
    EXPECT_TRUE(fx.window->document().filePath().isEmpty());
}

// File > Export report shows a real error dialog: its text names the file
// and the reason, and the old report survives.
TEST(DataSafety, ExportIntoReadOnlyFileSystemShowsTheError) {
    test::ScratchMount scratch(512);
    ACCEL_REQUIRE_MOUNT(scratch);
    test::SafetyFixture fx;
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    const QString target = scratch.filePath(QStringLiteral("report.pdf"));
    const QByteArray old = "%PDF-1.4 the previous report\n";
    ASSERT_TRUE(writeBytes(target, old));
    ASSERT_TRUE(scratch.makeReadOnly());

    QSignalSpy finished(fx.window->reportActions(), &ui::ReportActions::exportFinished);
    ASSERT_TRUE(fx.window->reportActions()->exportTo(target));
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 20000));
    const auto result = finished.at(0).at(0).value<Result<>>();
    ASSERT_FALSE(result.ok());
    // The error is shown through the window's prompts (an error dialog in the program).
    ASSERT_EQ(fx.prompts->errors.size(), 1);
    const QString shown = fx.prompts->errors.first();
    EXPECT_TRUE(shown.endsWith(result.failure().reason)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(target)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Read-only file system"))) << shown.toStdString();
    EXPECT_EQ(fileBytes(target), old);
}

TEST(DataSafety, ExportOntoDevFullShowsTheError) {
    test::SafetyFixture fx;
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    QTemporaryDir dir;
    const QString twin = test::makeDevFullTwin(dir);
    // The twin first (see ProfileFileSafetyTest), and it must have a .pdf-like
    // name for the format: a symlink keeps the device as the target.
    const QString target = twin.isEmpty() ? QString() : dir.filePath(QStringLiteral("full.pdf"));
    if (!target.isEmpty()) {
        ASSERT_TRUE(QFile::link(twin, target));
        QSignalSpy finished(fx.window->reportActions(), &ui::ReportActions::exportFinished);
        ASSERT_TRUE(fx.window->reportActions()->exportTo(target));
        ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 20000));
        ASSERT_FALSE(finished.at(0).at(0).value<Result<>>().ok());
        ASSERT_FALSE(fx.prompts->errors.isEmpty());
        const QString shown = fx.prompts->errors.last();
        EXPECT_TRUE(shown.contains(target)) << shown.toStdString();
        EXPECT_TRUE(shown.contains(QStringLiteral("No space left on device")))
            << shown.toStdString();
        ASSERT_TRUE(test::isCharacterDevice(twin));
    }
    // The real /dev/full, through a link in a temporary folder for the suffix.
    const QString viaLink = dir.filePath(QStringLiteral("dev-full.md"));
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/full"), viaLink));
    QSignalSpy finished(fx.window->reportActions(), &ui::ReportActions::exportFinished);
    ASSERT_TRUE(fx.window->reportActions()->exportTo(viaLink));
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 20000));
    const auto result = finished.at(0).at(0).value<Result<>>();
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.failure().reason.contains(QStringLiteral("No space left on device")))
        << result.failure().reason.toStdString();
    ASSERT_FALSE(fx.prompts->errors.isEmpty());
    EXPECT_TRUE(fx.prompts->errors.last().contains(QStringLiteral("No space left on device")))
        << fx.prompts->errors.last().toStdString();
    EXPECT_TRUE(test::isCharacterDevice(QStringLiteral("/dev/full")));
}

// --- A profile from a newer version ----------------------------------------

TEST(DataSafety, NewerVersionOpensWithAWarningAndSaveAsksFirst) {
    test::SafetyFixture fx;
    const QString file = fx.path(QStringLiteral("future.accel.json"));
    ASSERT_TRUE(writeBytes(file, kNewer));
    ASSERT_TRUE(fx.window->openProfileFile(file));
    EXPECT_TRUE(fx.prompts->errors.isEmpty());
    ASSERT_EQ(fx.prompts->warnings.size(), 1);
    const QString warning = fx.prompts->warnings.first();
    EXPECT_TRUE(warning.contains(file)) << warning.toStdString();
    EXPECT_TRUE(warning.contains(QStringLiteral("newer"))) << warning.toStdString();
    EXPECT_TRUE(warning.contains(QStringLiteral("at team:"))) << "lists what was left out";
    EXPECT_TRUE(warning.contains(QStringLiteral("answers › quantum")));
    EXPECT_TRUE(warning.contains(QStringLiteral("Save As"))) << "says what to do";
    EXPECT_TRUE(fx.window->document().isFromNewerVersion());
    EXPECT_EQ(fx.window->document().fileFormatVersion(), 3);
    EXPECT_EQ(answerOf(*fx.window, "framework"), QStringLiteral("jax"));
    EXPECT_EQ(answerOf(*fx.window, "stage"), QStringLiteral("production"));

    // Save: asked first; Cancel leaves the file exactly as the newer version wrote it.
    answer(*fx.window, u"hosting", u"gcp");
    EXPECT_FALSE(fx.window->save());
    EXPECT_EQ(fx.prompts->newerQuestions, 1);
    EXPECT_EQ(fx.prompts->askedVersion, 3);
    EXPECT_EQ(QFileInfo(fx.prompts->askedPath), QFileInfo(file));
    EXPECT_EQ(fileBytes(file), kNewer);
    EXPECT_TRUE(fx.window->document().isModified());

    // Save As a copy: the original stays, the work goes to the copy.
    fx.prompts->newerChoice = Choice::SaveAs;
    fx.prompts->saveFile = fx.path(QStringLiteral("mine.accel.json"));
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->newerQuestions, 2);
    EXPECT_EQ(fileBytes(file), kNewer);
    EXPECT_EQ(fx.window->document().filePath(), fx.prompts->saveFile);
    EXPECT_FALSE(fx.window->document().isFromNewerVersion());
    const Result<io::LoadedProfile> copy = io::loadProfileFile(fx.prompts->saveFile, cat());
    ASSERT_TRUE(copy.ok());
    EXPECT_EQ(copy->read.profile.answers.value(QStringLiteral("hosting")), QStringLiteral("gcp"));

    // The copy is this version's own file: later saves ask nothing.
    answer(*fx.window, u"hosting", u"aws");
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->newerQuestions, 2);
    EXPECT_EQ(fx.prompts->changedQuestions, 0);
}

TEST(DataSafety, NewerVersionIsOverwrittenOnlyWhenTheUserSaysSo) {
    test::SafetyFixture fx;
    const QString file = fx.path(QStringLiteral("future.accel.json"));
    ASSERT_TRUE(writeBytes(file, kNewer));
    ASSERT_TRUE(fx.window->openProfileFile(file));
    fx.prompts->newerChoice = Choice::Overwrite;
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->newerQuestions, 1);
    const Result<io::LoadedProfile> now = io::loadProfileFile(file, cat());
    ASSERT_TRUE(now.ok()) << "written in this version's format";
    EXPECT_EQ(now->read.sourceVersion, Profile::kFormatVersion);
    EXPECT_EQ(now->read.profile.answers.value(QStringLiteral("framework")), QStringLiteral("jax"));
    EXPECT_FALSE(fx.window->document().isFromNewerVersion());
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->newerQuestions, 1) << "asked once, not on every save";
}

// Autosave writes only to its own folder; after a crash the restored work
// still knows where it came from, and Save still asks.
TEST(DataSafety, AutosaveNeverWritesANewerFileAndRestoreStillAsks) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("future.accel.json"));
    ASSERT_TRUE(writeBytes(file, kNewer));
    const QString live = dir.filePath(QStringLiteral("autosave-live"));
    const QString orphaned = dir.filePath(QStringLiteral("autosave-after-crash"));
    {
        test::SafetyFixture fx(live);
        ASSERT_TRUE(fx.window->openProfileFile(file));
        test::AutosaveOutcomes writes(fx.window->autosave());
        answer(*fx.window, u"hosting", u"gcp");
        ASSERT_TRUE(writes.waitForSuccess(ui::AutosaveStore::kDebounceMs * 5));
        EXPECT_EQ(*writes.at(0), fx.window->autosave().sessionProfilePath());
        EXPECT_TRUE(writes.at(0)->startsWith(live));
        EXPECT_EQ(fileBytes(file), kNewer) << "autosave touched the user's file";

        // What a crash leaves behind: the session's files without a live owner.
        QDir().mkpath(orphaned);
        QString base = fx.window->autosave().sessionProfilePath();
        base.chop(QStringLiteral(".accel.json").size());
        ASSERT_TRUE(QFile::copy(base + QStringLiteral(".accel.json"),
                                orphaned + QStringLiteral("/session-dead.accel.json")));
        ASSERT_TRUE(QFile::copy(base + QStringLiteral(".meta.json"),
                                orphaned + QStringLiteral("/session-dead.meta.json")));
        const QJsonObject meta =
            QJsonDocument::fromJson(fileBytes(base + QStringLiteral(".meta.json"))).object();
        EXPECT_EQ(meta.value(QStringLiteral("fileVersion")).toInt(), 3);
        fx.window->document().reset(Profile{}, {}, false); // leave without a prompt
    }
    EXPECT_EQ(fileBytes(file), kNewer);

    test::SafetyFixture after(orphaned);
    after.prompts->restore = true;
    ASSERT_TRUE(after.window->offerRestore());
    EXPECT_EQ(after.window->document().filePath(), file);
    EXPECT_TRUE(after.window->document().isModified());
    EXPECT_TRUE(after.window->document().isFromNewerVersion());
    EXPECT_EQ(answerOf(*after.window, "hosting"), QStringLiteral("gcp"));
    EXPECT_FALSE(after.window->save());
    EXPECT_EQ(after.prompts->newerQuestions, 1);
    EXPECT_EQ(fileBytes(file), kNewer);
    after.window->document().reset(Profile{}, {}, false);
}

// --- A file changed on disk since it was opened ----------------------------

TEST(DataSafety, FileChangedOnDiskIsNotOverwrittenSilently) {
    test::SafetyFixture fx;
    const QString file = fx.path(QStringLiteral("shared.accel.json"));
    ASSERT_TRUE(writeBytes(file, profileBytes("Shared", "pytorch")));
    ASSERT_TRUE(fx.window->openProfileFile(file));
    answer(*fx.window, u"stage", u"research");

    // A touch is not a change: saving goes ahead without a question.
    QFile touched(file);
    ASSERT_TRUE(touched.open(QIODevice::ReadWrite));
    ASSERT_TRUE(touched.setFileTime(QDateTime::currentDateTime().addSecs(120),
                                    QFileDevice::FileModificationTime));
    touched.close();
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->changedQuestions, 0);

    // Someone else writes the file; our next Save asks.
    const QByteArray theirs = profileBytes("Theirs", "tensorflow");
    ASSERT_TRUE(writeBytes(file, theirs));
    answer(*fx.window, u"stage", u"production");
    EXPECT_FALSE(fx.window->save());
    EXPECT_EQ(fx.prompts->changedQuestions, 1);
    EXPECT_EQ(QFileInfo(fx.prompts->askedPath), QFileInfo(file));
    EXPECT_EQ(fileBytes(file), theirs);
    EXPECT_TRUE(fx.window->document().isModified());

    // Save As keeps both.
    fx.prompts->changedChoice = Choice::SaveAs;
    fx.prompts->saveFile = fx.path(QStringLiteral("mine.accel.json"));
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fileBytes(file), theirs);
    EXPECT_EQ(fx.window->document().filePath(), fx.prompts->saveFile);

    // Overwrite replaces theirs, after asking.
    fx.prompts->changedChoice = Choice::Overwrite;
    ASSERT_TRUE(fx.window->openProfileFile(file));
    ASSERT_TRUE(writeBytes(file, profileBytes("Theirs again", "jax")));
    answer(*fx.window, u"stage", u"prototype");
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->changedQuestions, 3);
    const Result<io::LoadedProfile> now = io::loadProfileFile(file, cat());
    ASSERT_TRUE(now.ok());
    EXPECT_EQ(now->read.profile.answers.value(QStringLiteral("stage")),
              QStringLiteral("prototype"));
}

TEST(DataSafety, TwoWindowsOnOneFileDoNotOverwriteEachOther) {
    test::SafetyFixture first;
    test::SafetyFixture second;
    const QString file = first.path(QStringLiteral("team.accel.json"));
    ASSERT_TRUE(writeBytes(file, profileBytes("Team", "pytorch")));
    ASSERT_TRUE(first.window->openProfileFile(file));
    ASSERT_TRUE(second.window->openProfileFile(file));
    answer(*first.window, u"framework", u"jax");
    answer(*second.window, u"framework", u"tensorflow");
    EXPECT_TRUE(first.window->save());
    const QByteArray firstSaved = fileBytes(file);
    EXPECT_FALSE(second.window->save());
    EXPECT_EQ(second.prompts->changedQuestions, 1);
    EXPECT_EQ(fileBytes(file), firstSaved);
}

TEST(DataSafety, SavingAfterTheFileWasRemovedRecreatesItWithoutAsking) {
    test::SafetyFixture fx;
    const QString file = fx.path(QStringLiteral("gone.accel.json"));
    ASSERT_TRUE(writeBytes(file, profileBytes("Gone", "pytorch")));
    ASSERT_TRUE(fx.window->openProfileFile(file));
    ASSERT_TRUE(QFile::remove(file));
    answer(*fx.window, u"framework", u"jax");
    EXPECT_TRUE(fx.window->save());
    EXPECT_EQ(fx.prompts->changedQuestions, 0);
    EXPECT_TRUE(io::loadProfileFile(file, cat()).ok());
}

// --- The real dialogs --------------------------------------------------------

TEST(DataSafetyDialogs, QuestionsNameTheFileAndReturnTheButtonPressed) {
    ui::DialogPrompts prompts;
    const QString path = QStringLiteral("/tmp/some folder/plan.accel.json");
    {
        test::MessageBoxCatcher catcher(QStringLiteral("overwriteButton"));
        EXPECT_EQ(prompts.askToOverwriteChangedFile(nullptr, path), Choice::Overwrite);
        EXPECT_TRUE(catcher.text.contains(path)) << catcher.text.toStdString();
        EXPECT_TRUE(catcher.text.contains(QStringLiteral("changed")));
        EXPECT_TRUE(catcher.informativeText.contains(QStringLiteral("Save As")));
    }
    {
        test::MessageBoxCatcher catcher(QStringLiteral("saveAsButton"));
        EXPECT_EQ(prompts.askToOverwriteNewerFile(nullptr, path, 5), Choice::SaveAs);
        EXPECT_TRUE(catcher.text.contains(path));
        EXPECT_TRUE(catcher.text.contains(QStringLiteral("newer")));
        EXPECT_TRUE(catcher.text.contains(QStringLiteral("5")));
    }
    {
        test::MessageBoxCatcher catcher(QStringLiteral("cancelButton"));
        EXPECT_EQ(prompts.askToOverwriteChangedFile(nullptr, path), Choice::Cancel);
    }
    {
        test::MessageBoxCatcher catcher;
        prompts.showWarning(nullptr, QStringLiteral("Title"), QStringLiteral("Body"));
        EXPECT_EQ(catcher.seen, 1);
        EXPECT_EQ(catcher.text, QStringLiteral("Body"));
    }
}

// A prompts class from before these questions: never overwrites, still tells.
TEST(DataSafetyDialogs, OlderPromptsClassesStaySafe) {
    test::FakePrompts old;
    ui::UserPrompts& prompts = old;
    EXPECT_EQ(prompts.askToOverwriteNewerFile(nullptr, QStringLiteral("f"), 2), Choice::Cancel);
    EXPECT_EQ(prompts.askToOverwriteChangedFile(nullptr, QStringLiteral("f")), Choice::Cancel);
    prompts.showWarning(nullptr, QStringLiteral("T"), QStringLiteral("text"));
    EXPECT_EQ(old.errors, QStringList{QStringLiteral("T\ntext")});
}
