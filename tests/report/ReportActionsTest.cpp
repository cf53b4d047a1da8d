// The GUI's export path, with the file dialog and error messages answered by
// FakePrompts: formats from the suffix or the chosen filter, the remembered
// folder, errors that leave the old file alone.

#include "ui/report/ReportActions.h"

#include "FakePrompts.h"
#include "ReportTestSupport.h"
#include "model/report/ProfileFigures.h"
#include "model/report/ReportBuilder.h"
#include "model/sizing/AcceleratorData.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

namespace accel::test {
namespace {

class ReportActionsTest : public ::testing::Test {
protected:
    void SetUp() override {
        QCoreApplication::setOrganizationName(QStringLiteral("AcceleratorAdvisorTests"));
        QCoreApplication::setApplicationName(QStringLiteral("report-actions-test"));
        QSettings().clear();
        actions = new ui::ReportActions(&window, prompts);
    }
    void TearDown() override { QSettings().clear(); }

    void useExample(const char* file) {
        const ui::ReportActions::Snapshot snapshot = snapshotOf(loadExample(file));
        actions->setSource([snapshot] { return snapshot; });
    }

    static ui::ReportActions::Snapshot snapshotOf(const Example& ex, const QString& file = {}) {
        return {std::make_shared<const report::ProfileFigures>(report::figuresOf(
                    ex.profile, ex.evaluation, sizing::AcceleratorData::bundled())),
                file};
    }

    // Exports and waits for the background write to finish.
    std::pair<bool, QString> exportAndWait(const QString& path) {
        QSignalSpy finished(actions, &ui::ReportActions::exportFinished);
        actions->exportTo(path, /*showErrors=*/false);
        if (finished.isEmpty()) {
            EXPECT_TRUE(finished.wait(20000));
        }
        if (finished.isEmpty()) {
            return {false, QString()};
        }
        // The written path on success, the reason otherwise.
        const auto result = finished.first().at(0).value<Result<>>();
        return {result.ok(), result ? finished.first().at(1).toString() : result.failure().reason};
    }

    FakePrompts prompts;
    QWidget window;
    ui::ReportActions* actions = nullptr;
    QTemporaryDir dir;
};

TEST_F(ReportActionsTest, ActionsWaitForASource) {
    EXPECT_FALSE(actions->exportAction()->isEnabled());
    EXPECT_FALSE(actions->printPreviewAction()->isEnabled());
    EXPECT_FALSE(actions->printAction()->isEnabled());
    useExample(kFullTpu);
    EXPECT_TRUE(actions->exportAction()->isEnabled());
    EXPECT_TRUE(actions->printPreviewAction()->isEnabled());
    EXPECT_TRUE(actions->printAction()->isEnabled());
}

TEST_F(ReportActionsTest, ExportsEachFormatAndRemembersTheFolder) {
    useExample(kFullHybrid);
    const std::pair<const char*, QByteArray> cases[] = {
        {"a.pdf", "%PDF-"}, {"a.html", "<!DOC"}, {"a.md", "# GPU"}};
    for (const auto& [name, start] : cases) {
        const QString path = dir.filePath(QLatin1String(name));
        const auto [ok, message] = exportAndWait(path);
        EXPECT_TRUE(ok) << message.toStdString();
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        EXPECT_EQ(file.read(5), start) << name;
    }
    EXPECT_EQ(ui::ReportActions::lastExportFolder(), dir.path());
}

TEST_F(ReportActionsTest, FailedExportReportsAndKeepsTheOldFile) {
    useExample(kPartly);
    const QString target = dir.filePath(QStringLiteral("folder.pdf"));
    ASSERT_TRUE(QDir().mkdir(target));
    const auto [ok, message] = exportAndWait(target);
    EXPECT_FALSE(ok);
    EXPECT_TRUE(message.contains(target)) << message.toStdString();

    const auto [ok2, message2] = exportAndWait(dir.filePath(QStringLiteral("report.docx")));
    EXPECT_FALSE(ok2);
    EXPECT_TRUE(message2.contains(QStringLiteral(".pdf, .html or .md"))) << message2.toStdString();
}

TEST_F(ReportActionsTest, TheExportDialogAndItsErrorsGoThroughThePrompts) {
    useExample(kFullHybrid);
    // Cancelled: nothing is written, nothing is said.
    QSignalSpy finished(actions, &ui::ReportActions::exportFinished);
    actions->exportAction()->trigger();
    EXPECT_TRUE(prompts.lastExportSuggestion.endsWith(QStringLiteral(".pdf")))
        << prompts.lastExportSuggestion.toStdString();
    EXPECT_TRUE(finished.isEmpty());

    // A name without a suffix takes the chosen filter's: the second is HTML.
    prompts.exportFile = dir.filePath(QStringLiteral("plan"));
    prompts.exportFilter = 1;
    actions->exportAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.size() == 1; }, 20000));
    EXPECT_TRUE(finished.first().at(0).value<Result<>>().ok());
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("plan.html"))));

    // An export that cannot start is told through the prompts, not a message box.
    prompts.exportFile = dir.filePath(QStringLiteral("plan.docx"));
    prompts.exportFilter = 0;
    ASSERT_TRUE(prompts.errors.isEmpty());
    EXPECT_FALSE(actions->exportTo(prompts.exportFile));
    EXPECT_EQ(prompts.errors.size(), 1);
}

TEST_F(ReportActionsTest, AnUnnamedProfileIsCalledAfterItsFile) {
    // Issue 38: a saved profile without a name was "(unnamed profile)" in the
    // report's title, header and footer, and the dialog proposed "report.pdf".
    Example ex = loadExample(kFullHybrid);
    ex.profile.name.clear();
    const QString file = dir.filePath(QStringLiteral("llm-scale-up.accel.json"));
    actions->setSource([snapshot = snapshotOf(ex, file)] { return snapshot; });
    actions->exportAction()->trigger(); // cancelled by the fake prompts
    EXPECT_EQ(prompts.lastExportSuggestion, dir.filePath(QStringLiteral("llm-scale-up.pdf")));
    const report::ReportDocument report = actions->currentReport();
    EXPECT_EQ(report.profileName, QStringLiteral("llm-scale-up"));
    EXPECT_TRUE(report.title.contains(QStringLiteral("llm-scale-up")))
        << report.title.toStdString();
    ASSERT_FALSE(report.titleFacts.isEmpty());
    EXPECT_EQ(report.titleFacts.first().value, QStringLiteral("llm-scale-up"));

    // A name wins over the file's.
    ex.profile.name = QStringLiteral("Ranking model");
    actions->setSource([snapshot = snapshotOf(ex, file)] { return snapshot; });
    actions->exportAction()->trigger();
    EXPECT_EQ(prompts.lastExportSuggestion, dir.filePath(QStringLiteral("Ranking-model.pdf")));
    EXPECT_EQ(actions->currentReport().profileName, QStringLiteral("Ranking model"));
}

TEST(ProfileTitle, NameThenFileBaseNameThenPlaceholder) {
    Profile p;
    EXPECT_EQ(report::profileTitle(p, QString()), QStringLiteral("(unnamed profile)"));
    EXPECT_EQ(report::profileTitle(p, QStringLiteral("/x/plan.accel.json")),
              QStringLiteral("plan"));
    EXPECT_EQ(report::profileTitle(p, QStringLiteral("/x/plan.v2.json")),
              QStringLiteral("plan.v2"));
    p.name = QStringLiteral("Mine");
    EXPECT_EQ(report::profileTitle(p, QStringLiteral("/x/plan.accel.json")),
              QStringLiteral("Mine"));
}

} // namespace
} // namespace accel::test
