// Nothing lost: edits are autosaved (debounced) and offered back after a crash.
// In-process tests of the store and the restore flow; the killed-process test
// with the real program is in CrashRestoreTest.cpp.

#include "AutosaveOutcomes.h"
#include "UiTestSupport.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "ui/main/AutosaveStore.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"

#include <QDir>
#include <QFile>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

void clickAnswer(ui::MainWindow& w, const char16_t* question, const char16_t* option) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const int q = cat.questionIndex(question);
    w.wizard()->questionBox(q)->button(cat.optionIndex(q, option))->click();
}

} // namespace

TEST(Autosave, EditsAreWrittenOnceAfterAPause) {
    test::WindowFixture fx;
    test::AutosaveOutcomes writes(fx.window->autosave());
    clickAnswer(*fx.window, u"framework", u"jax");
    clickAnswer(*fx.window, u"stage", u"production");
    clickAnswer(*fx.window, u"hosting", u"gcp");
    EXPECT_EQ(writes.succeeded(), 0); // debounced, not written on every click
    ASSERT_TRUE(writes.waitForSuccess(ui::AutosaveStore::kDebounceMs * 5));
    // Once: no second write follows within another debounce period.
    EXPECT_FALSE(writes.waitForSuccess(ui::AutosaveStore::kDebounceMs + 200));
    EXPECT_EQ(writes.succeeded(), 1);
    EXPECT_EQ(*writes.at(0), fx.window->autosave().sessionProfilePath());
    const Result<io::LoadedProfile> load = io::loadProfileFile(
        fx.window->autosave().sessionProfilePath(), QuestionCatalogue::builtIn());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(load->read.profile.answers.value(QStringLiteral("hosting")), QStringLiteral("gcp"));

    // Saving the profile means there is nothing left to restore.
    fx.prompts->saveFile = fx.path(QStringLiteral("saved.accel.json"));
    ASSERT_TRUE(fx.window->save());
    EXPECT_FALSE(QFile::exists(fx.window->autosave().sessionProfilePath()));
}

namespace {

// A window whose autosave cannot write, with one unsaved answer: a folder
// stands where the profile goes (a read-only folder would not stop root).
class FailingAutosave : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(QDir().mkpath(store.sessionProfilePath()));
        clickAnswer(*fx.window, u"framework", u"jax");
    }
    void unblock() const { ASSERT_TRUE(QDir(store.sessionProfilePath()).removeRecursively()); }

    test::WindowFixture fx;
    ui::AutosaveStore& store = fx.window->autosave();
    test::AutosaveOutcomes writes{store};
    QSignalSpy recovered{&store, &ui::AutosaveStore::recovered};
};

} // namespace

TEST_F(FailingAutosave, IsToldKeptPendingAndWrittenOnceItCanBe) {
    const Result<> first = store.writeNow();
    ASSERT_FALSE(first.ok());
    EXPECT_TRUE(
        first.failure().reason.contains(QDir::toNativeSeparators(store.sessionProfilePath())))
        << first.failure().reason.toStdString();
    EXPECT_TRUE(store.hasPending()) << "the work must wait for the next attempt";
    ASSERT_EQ(writes.failed(), 1);
    EXPECT_EQ(writes.at(0).failure().reason, first.failure().reason);
    // The window says so, with the reason.
    const QString shown = fx.window->statusBar()->currentMessage();
    EXPECT_TRUE(shown.contains(first.failure().reason)) << shown.toStdString();

    unblock();
    ASSERT_TRUE(store.writeNow().ok());
    EXPECT_FALSE(store.hasPending());
    EXPECT_EQ(recovered.count(), 1);
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(store.sessionProfilePath(), QuestionCatalogue::builtIn());
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(load->read.profile.answers.value(QStringLiteral("framework")), QStringLiteral("jax"));
}

TEST_F(FailingAutosave, IsRetriedWithoutAnotherEdit) {
    // The debounced write fails.
    ASSERT_TRUE(writes.waitForFailure(ui::AutosaveStore::kDebounceMs * 5));
    unblock();
    EXPECT_TRUE(writes.waitForSuccess(ui::AutosaveStore::kRetryMs * 2))
        << "no retry after a failure";
}

TEST(Autosave, ANewWindowWritesNothingUntilThereIsWork) {
    // Not even its lock: creating the lock file syncs it to disk, and the
    // first page would wait for that (issue 21, start-up).
    test::WindowFixture fx;
    const QString folder = fx.window->autosave().folder();
    EXPECT_TRUE(QDir(folder).entryList(QDir::Files | QDir::Hidden).isEmpty())
        << QDir(folder).entryList(QDir::Files | QDir::Hidden).join(u' ').toStdString();
    clickAnswer(*fx.window, u"framework", u"jax");
    ASSERT_TRUE(fx.window->autosave().writeNow());
    const QStringList written = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    EXPECT_EQ(written.filter(QStringLiteral(".lock")).size(), 1)
        << written.join(u' ').toStdString();
}

TEST(Autosave, ALiveSessionIsNotOfferedToAnotherWindow) {
    test::WindowFixture fx;
    clickAnswer(*fx.window, u"framework", u"jax");
    ASSERT_TRUE(fx.window->autosave().writeNow());
    ui::AutosaveStore other(QuestionCatalogue::builtIn(), fx.window->autosave().folder());
    EXPECT_TRUE(other.orphans().empty());
}

TEST(Autosave, TheLockOfALiveSessionIsKeptWhenItsWorkIsSaved) {
    // Saved work is cleared, but the window still runs and holds its lock: the
    // start of another window removes only the locks of processes that are gone.
    test::WindowFixture fx;
    clickAnswer(*fx.window, u"framework", u"jax");
    ASSERT_TRUE(fx.window->autosave().writeNow());
    fx.window->autosave().clear();
    const QString folder = fx.window->autosave().folder();
    ui::AutosaveStore other(QuestionCatalogue::builtIn(), folder);
    EXPECT_EQ(other.removeLeftoverLocks(), 0);
    EXPECT_EQ(QDir(folder).entryList({QStringLiteral("*.lock")}, QDir::Files).size(), 1);
}

TEST(Autosave, OrphanedWorkIsOfferedAndRestoredAsUnsaved) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("autosave"));
    // A session whose owner is gone: the profile and meta files without a live lock.
    {
        QDir().mkpath(folder);
        Profile p;
        p.name = QStringLiteral("Lost work");
        p.answers.insert(QStringLiteral("framework"), QStringLiteral("tensorflow"));
        ASSERT_TRUE(io::saveProfileFile(folder + QStringLiteral("/session-dead.accel.json"), p,
                                        QuestionCatalogue::builtIn())
                        .ok());
        QFile meta(folder + QStringLiteral("/session-dead.meta.json"));
        ASSERT_TRUE(meta.open(QIODevice::WriteOnly));
        meta.write(
            R"({"file":"/tmp/original.accel.json","name":"Lost work","saved":"2026-01-02T03:04:05Z"})");
    }
    QStandardPaths::setTestModeEnabled(true);
    auto declined = std::make_unique<test::FakePrompts>();
    auto accepted = std::make_unique<test::FakePrompts>();
    test::FakePrompts* declinedPrompts = declined.get();
    test::FakePrompts* acceptedPrompts = accepted.get();
    accepted->restore = true;
    {
        // Restore accepted: the work is back, still marked unsaved, pointing at its file.
        ui::MainWindow window(std::move(accepted), folder);
        ASSERT_TRUE(window.offerRestore());
        EXPECT_EQ(acceptedPrompts->restoreQuestions, 1);
        EXPECT_TRUE(acceptedPrompts->lastRestoreDescription.contains(QStringLiteral("Lost work")));
        EXPECT_TRUE(window.document().isModified());
        EXPECT_EQ(window.document().filePath(), QStringLiteral("/tmp/original.accel.json"));
        EXPECT_EQ(window.document().toProfile().answers.value(QStringLiteral("framework")),
                  QStringLiteral("tensorflow"));
        EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/session-dead.accel.json")));
        // Its own session carries the work on until saved.
        ASSERT_TRUE(window.autosave().writeNow());
        EXPECT_TRUE(QFile::exists(window.autosave().sessionProfilePath()));
        window.document().reset(Profile{}, {}, false); // leave without a prompt
    }
    {
        declinedPrompts->restore = false;
        ui::MainWindow window(std::move(declined), folder);
        EXPECT_FALSE(window.offerRestore()); // the clean exit above left nothing behind
        EXPECT_EQ(declinedPrompts->restoreQuestions, 0);
    }
}
