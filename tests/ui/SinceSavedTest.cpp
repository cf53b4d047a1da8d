// "What changed since you saved" in the window: Save stores the result with
// the profile; reopened later the window says what changed and why, on the
// result page and in the status bar; old profiles open as before.

#include "UiTestSupport.h"
#include "model/QuestionCatalogue.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SinceSavedView.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

QJsonObject readJson(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject();
}

void writeJson(const QString& path, const QJsonObject& json) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(json).toJson());
}

} // namespace

TEST(SinceSaved, SaveStoresTheResultAndReopeningWeeksLaterSaysWhatChanged) {
    test::WindowFixture fx;
    fx.window->show();
    ASSERT_TRUE(
        fx.window->openProfileFile(test::example("tf-transformer-gcp-production.accel.json")));
    // An old profile: no record, nothing to tell.
    EXPECT_TRUE(fx.window->sinceSavedStory().isEmpty());

    const QString path = fx.path(QStringLiteral("plan.accel.json"));
    ASSERT_TRUE(fx.window->saveTo(path));
    QJsonObject file = readJson(path);
    ASSERT_TRUE(file.contains(QStringLiteral("saved_result")));
    QJsonObject record = file.value(QStringLiteral("saved_result")).toObject();
    EXPECT_EQ(record.value(QStringLiteral("model_version")).toString(),
              QuestionCatalogue::builtIn().modelVersion());
    // Right after saving there is nothing to say.
    EXPECT_TRUE(fx.window->sinceSavedStory().isEmpty());

    // Weeks later, and the model has moved on: what the record said then.
    record.insert(QStringLiteral("saved_at"),
                  QDateTime::currentDateTimeUtc().addDays(-40).toString(Qt::ISODate));
    record.insert(QStringLiteral("model_version"), QStringLiteral("2026.01-v1"));
    record.insert(QStringLiteral("verdict"), QStringLiteral("gpu"));
    file.insert(QStringLiteral("saved_result"), record);
    writeJson(path, file);
    ASSERT_TRUE(fx.window->openProfileFile(path));
    const QStringList story = fx.window->sinceSavedStory();
    ASSERT_FALSE(story.isEmpty());
    EXPECT_TRUE(story.front().contains(QStringLiteral("reading changed")))
        << story.front().toStdString();
    EXPECT_TRUE(story.join(QLatin1Char(' ')).contains(QStringLiteral("2026.01-v1")));
    EXPECT_TRUE(fx.window->statusBar()->currentMessage().contains(story.front()));

    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.resultPageId());
    ui::SinceSavedView* view = wizard.resultPage()->sinceSavedView();
    QTabWidget* tabs = wizard.resultPage()->tabs();
    EXPECT_TRUE(tabs->isTabVisible(tabs->indexOf(view)));
    auto* banner = wizard.resultPage()->findChild<QLabel*>(QStringLiteral("sinceSavedBanner"));
    ASSERT_TRUE(banner);
    EXPECT_TRUE(banner->isVisible());
    emit banner->linkActivated(QStringLiteral("since"));
    EXPECT_EQ(tabs->currentWidget(), view);
    // Said once at a time: not in the banner, the tab and the status bar together.
    int shown = fx.window->statusBar()->currentMessage().contains(story.front()) ? 1 : 0;
    for (const QLabel* label : fx.window->findChildren<QLabel*>()) {
        if (label->isVisible() && label->text().contains(story.front().toHtmlEscaped())) {
            ++shown;
        }
    }
    EXPECT_EQ(shown, 1) << story.front().toStdString();
    EXPECT_TRUE(view->text().contains(QStringLiteral("2026.01-v1")));

    // Change an answer: the view names it, live.
    ui::AnswerModel& model = fx.window->document().answers();
    const QuestionCatalogue& cat = model.catalogue();
    const int hosting = cat.questionIndex(u"hosting");
    model.setAnswer(hosting, cat.optionIndex(hosting, u"on_prem"));
    EXPECT_TRUE(view->text().contains(QStringLiteral("Your answers changed")))
        << view->text().toStdString();
    fx.window->document().reset(Profile{}, {}, false);
}
