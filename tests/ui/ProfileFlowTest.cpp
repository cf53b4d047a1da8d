// Profiles in the GUI: open, edit, save, reopen; the unsaved-changes prompt;
// broken files leave the work untouched; recent files; the window title.

#include "UiTestSupport.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "ui/main/ProfileDetailsPanel.h"
#include "ui/main/ProfileDocument.h"
#include "ui/main/RecentFiles.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;
using Choice = ui::UserPrompts::SaveChoice;

namespace {

class ProfileFlow : public ::testing::Test {
protected:
    void SetUp() override { fx.window->show(); }
    ui::ProfileDocument& doc() const { return fx.window->document(); }
    const QuestionCatalogue& cat() const { return QuestionCatalogue::builtIn(); }
    void answer(const char16_t* question, const char16_t* option) const {
        const int q = cat().questionIndex(question);
        fx.window->wizard()->questionBox(q)->button(cat().optionIndex(q, option))->click();
    }
    QString answerOf(const char16_t* question) const {
        return doc().toProfile().answers.value(QString::fromUtf16(question));
    }
    bool writeFile(const QString& path, const QByteArray& bytes) const {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }
    test::WindowFixture fx;
};

} // namespace

TEST_F(ProfileFlow, OpenEditSaveReopen) {
    const QString copy = fx.path(QStringLiteral("copy.accel.json"));
    ASSERT_TRUE(QFile::copy(test::example("pytorch-online-serving-aws.accel.json"), copy));
    ASSERT_TRUE(fx.window->openProfileFile(copy));
    EXPECT_FALSE(doc().isModified());
    EXPECT_EQ(answerOf(u"framework"), QStringLiteral("pytorch"));
    EXPECT_TRUE(fx.window->windowTitle().contains(doc().displayName()));

    answer(u"framework", u"jax");
    EXPECT_TRUE(doc().isModified());
    EXPECT_TRUE(fx.window->isWindowModified());
    QTest::keyClicks(fx.window->detailsPanel()->nameEdit(), QStringLiteral(" v2"));
    fx.window->detailsPanel()->notesEdit()->setPlainText(QStringLiteral("After the port"));
    fx.window->document().answers().setWeight(cat().questionIndex(u"hosting"), 7.5);
    EXPECT_TRUE(fx.window->windowTitle().contains(QStringLiteral(" v2")));

    ASSERT_TRUE(fx.window->save());
    EXPECT_FALSE(doc().isModified());
    EXPECT_FALSE(fx.window->isWindowModified());
    EXPECT_EQ(fx.prompts->saveQuestions, 0);

    // Reopen in a fresh window: everything came back.
    test::WindowFixture other;
    ASSERT_TRUE(other.window->openProfileFile(copy));
    const Profile p = other.window->document().toProfile();
    EXPECT_EQ(p.answers.value(QStringLiteral("framework")), QStringLiteral("jax"));
    EXPECT_TRUE(p.name.endsWith(QStringLiteral(" v2")));
    EXPECT_EQ(p.notes, QStringLiteral("After the port"));
    EXPECT_DOUBLE_EQ(p.weights.value(QStringLiteral("hosting")), 7.5);
    EXPECT_EQ(p, doc().toProfile());
    EXPECT_TRUE(other.window->wizard()
                    ->questionBox(cat().questionIndex(u"framework"))
                    ->button(cat().optionIndex(cat().questionIndex(u"framework"), u"jax"))
                    ->isChecked());
}

TEST_F(ProfileFlow, SaveAsAddsTheSuffixAndRemembersTheFile) {
    answer(u"hosting", u"gcp");
    fx.prompts->saveFile = fx.path(QStringLiteral("new-profile"));
    ASSERT_TRUE(fx.window->save()); // no file yet: Save asks where
    const QString expected = fx.path(QStringLiteral("new-profile.accel.json"));
    EXPECT_EQ(doc().filePath(), expected);
    EXPECT_TRUE(QFile::exists(expected));
    EXPECT_EQ(ui::RecentFiles::list().value(0), expected);
    EXPECT_TRUE(io::loadProfileFile(expected, cat()).ok());
}

TEST_F(ProfileFlow, UnsavedChangesPromptOnNewOpenAndClose) {
    answer(u"stage", u"research");
    ASSERT_TRUE(doc().isModified());

    fx.prompts->saveChoice = Choice::Cancel;
    EXPECT_FALSE(fx.window->newProfile());
    EXPECT_EQ(fx.prompts->saveQuestions, 1);
    EXPECT_EQ(answerOf(u"stage"), QStringLiteral("research")); // untouched

    fx.prompts->openFile = test::example("jax-scale-up-gcp.accel.json");
    EXPECT_FALSE(fx.window->openProfile());
    EXPECT_EQ(fx.prompts->saveQuestions, 2);
    EXPECT_EQ(answerOf(u"stage"), QStringLiteral("research"));

    EXPECT_FALSE(fx.window->close());
    EXPECT_EQ(fx.prompts->saveQuestions, 3);
    EXPECT_TRUE(fx.window->isVisible());

    fx.prompts->saveChoice = Choice::Discard;
    EXPECT_TRUE(fx.window->openProfile());
    EXPECT_EQ(fx.prompts->saveQuestions, 4);
    EXPECT_EQ(answerOf(u"stage"), QStringLiteral("scale_up"));
    EXPECT_FALSE(doc().isModified());

    // Unmodified: no question at all.
    EXPECT_TRUE(fx.window->newProfile());
    EXPECT_EQ(fx.prompts->saveQuestions, 4);
    EXPECT_TRUE(doc().toProfile().answers.isEmpty());

    // Save from the prompt writes the file, then proceeds.
    answer(u"scale", u"pod");
    fx.prompts->saveChoice = Choice::Save;
    fx.prompts->saveFile = fx.path(QStringLiteral("kept.accel.json"));
    EXPECT_TRUE(fx.window->close());
    EXPECT_EQ(fx.prompts->saveQuestions, 5);
    const Result<io::LoadedProfile> kept =
        io::loadProfileFile(fx.path(QStringLiteral("kept.accel.json")), cat());
    ASSERT_TRUE(kept.ok());
    EXPECT_EQ(kept->read.profile.answers.value(QStringLiteral("scale")), QStringLiteral("pod"));
}

TEST_F(ProfileFlow, BrokenProfileNamesFileAndPathAndKeepsTheWork) {
    answer(u"framework", u"tensorflow");
    const Profile before = doc().toProfile();
    const QString broken = fx.path(QStringLiteral("broken.accel.json"));
    ASSERT_TRUE(writeFile(broken, R"({"format":"accel-advisor-profile","version":1,
        "answers":{"framework":"fortran"}})"));
    EXPECT_FALSE(fx.window->openProfileFile(broken));
    ASSERT_EQ(fx.prompts->errors.size(), 1);
    const QString message = fx.prompts->errors.front();
    EXPECT_TRUE(message.contains(broken)) << message.toStdString();
    // Where in the file, in words rather than JSON-path jargon.
    EXPECT_TRUE(message.contains(QStringLiteral("answers › framework"))) << message.toStdString();
    EXPECT_FALSE(message.contains(QStringLiteral("$."))) << message.toStdString();
    EXPECT_EQ(doc().toProfile(), before);
    EXPECT_TRUE(doc().isModified());

    EXPECT_FALSE(fx.window->openProfileFile(fx.path(QStringLiteral("missing.accel.json"))));
    EXPECT_EQ(fx.prompts->errors.size(), 2);
    EXPECT_EQ(doc().toProfile(), before);
}

TEST_F(ProfileFlow, RecentFilesAreCappedAndDropMissingFiles) {
    QStringList files;
    for (int i = 0; i < ui::RecentFiles::kMaxEntries + 3; ++i) {
        const QString f = fx.path(QStringLiteral("p%1.accel.json").arg(i));
        ASSERT_TRUE(QFile::copy(test::example("partly-answered.accel.json"), f));
        ASSERT_TRUE(fx.window->openProfileFile(f));
        files << f;
    }
    QStringList recent = ui::RecentFiles::list();
    ASSERT_EQ(recent.size(), ui::RecentFiles::kMaxEntries);
    EXPECT_EQ(recent.front(), files.back()); // newest first
    ASSERT_TRUE(QFile::remove(files.back()));
    recent = ui::RecentFiles::list();
    EXPECT_EQ(recent.size(), ui::RecentFiles::kMaxEntries - 1);
    EXPECT_FALSE(recent.contains(files.back()));
}

TEST_F(ProfileFlow, TitleShowsNameAndModifiedMarker) {
    EXPECT_TRUE(fx.window->windowTitle().contains(QStringLiteral("Untitled")));
    EXPECT_FALSE(fx.window->isWindowModified());
    fx.window->detailsPanel()->nameEdit()->setFocus();
    QTest::keyClicks(fx.window->detailsPanel()->nameEdit(), QStringLiteral("Ranking retrain"));
    EXPECT_TRUE(fx.window->windowTitle().startsWith(QStringLiteral("Ranking retrain[*]")));
    EXPECT_TRUE(fx.window->isWindowModified());
}

TEST_F(ProfileFlow, AnEarlierVersionsNoteStaysInViewWithALinkUntilTheAnswerChanges) {
    // Version 1's "Several clouds" means something narrower now: the note
    // must not vanish with the dialog's OK.
    const QString old = fx.path(QStringLiteral("old.accel.json"));
    ASSERT_TRUE(writeFile(old, R"({"format":"accel-advisor-profile","version":1,
        "answers":{"hosting":"multi_cloud"}})"));
    ASSERT_TRUE(fx.window->openProfileFile(old));
    auto* banner = fx.window->findChild<QLabel*>(QStringLiteral("migrationBanner"));
    ASSERT_TRUE(banner);
    EXPECT_TRUE(banner->isVisible());
    EXPECT_TRUE(banner->text().contains(QStringLiteral("<a href=")));
    EXPECT_FALSE(banner->accessibleName().isEmpty());
    // The link goes to the question.
    const int hosting = cat().questionIndex(u"hosting");
    emit banner->linkActivated(QStringLiteral("hosting"));
    QCoreApplication::processEvents();
    const ui::QuestionBox* box = nullptr;
    for (QWidget* w = QApplication::focusWidget(); w && !box; w = w->parentWidget()) {
        box = qobject_cast<const ui::QuestionBox*>(w);
    }
    ASSERT_TRUE(box) << "the link leaves the focus in a question";
    EXPECT_EQ(box->question(), hosting);
    // Still there after moving about; gone once the answer is changed.
    fx.window->wizard()->goToPage(0);
    EXPECT_TRUE(banner->isVisible());
    answer(u"hosting", u"multi_cloud_gcp");
    EXPECT_FALSE(banner->isVisible());
}
