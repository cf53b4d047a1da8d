// File dialogs start where the user's files are (the open profile's folder,
// else the last folder used, else the documents folder); Export says where
// the report went, in the status bar, and leaves the user on their page.

#include "UiTestSupport.h"
#include "ui/main/ExportNotice.h"
#include "ui/main/ProfileDocument.h"
#include "ui/report/ReportActions.h"
#include "ui/wizard/AdvisorWizard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

// A copy of an example in a folder of its own.
QString copyExample(const QTemporaryDir& dir, const char* name, const QString& folder) {
    QDir(dir.path()).mkpath(folder);
    const QString target = dir.filePath(folder + QLatin1Char('/') + QString::fromLatin1(name));
    QFile::copy(test::example(name), target);
    return target;
}

} // namespace

TEST(FileDialogs, StartInTheProfilesFolderElseTheLastElseDocuments) {
    test::WindowFixture fx;
    // Nothing open, nothing used yet: the documents folder.
    fx.prompts->openFile.clear();
    fx.window->openProfile();
    EXPECT_EQ(fx.prompts->lastOpenFolder,
              QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));

    const QString plan =
        copyExample(fx.dir, "jax-scale-up-gcp.accel.json", QStringLiteral("plans"));
    ASSERT_TRUE(fx.window->openProfileFile(plan));
    fx.window->openProfile();
    EXPECT_EQ(QDir(fx.prompts->lastOpenFolder), QFileInfo(plan).dir());
    fx.prompts->saveFile.clear();
    fx.window->saveAs();
    EXPECT_EQ(QFileInfo(fx.prompts->lastSaveSuggestion).dir(), QFileInfo(plan).dir());
    EXPECT_EQ(QDir(ui::ReportActions::exportFolderFor(fx.window->document().filePath())),
              QFileInfo(plan).dir());

    // A new profile: the last folder used.
    ASSERT_TRUE(fx.window->newProfile());
    fx.window->openProfile();
    EXPECT_EQ(QDir(fx.prompts->lastOpenFolder), QFileInfo(plan).dir());
}

TEST(FileDialogs, ExportConfirmsWithThePathAndStaysOnThePage) {
    test::WindowFixture fx;
    fx.window->show();
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    fx.window->wizard()->goToPage(2);
    QSignalSpy finished(fx.window->reportActions(), &ui::ReportActions::exportFinished);
    const QString path = fx.path(QStringLiteral("meeting.md"));
    ASSERT_TRUE(fx.window->reportActions()->exportTo(path, false));
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 20000));
    EXPECT_EQ(fx.window->wizard()->currentId(), 2);
    ui::ExportNotice* notice = fx.window->exportNotice();
    ASSERT_TRUE(notice);
    EXPECT_TRUE(notice->isVisible());
    EXPECT_TRUE(notice->text().contains(QDir::toNativeSeparators(path)));
    EXPECT_TRUE(notice->text().contains(QStringLiteral("<a href")));
    EXPECT_EQ(notice->path(), path);
}
