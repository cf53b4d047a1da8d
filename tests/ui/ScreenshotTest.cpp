// Writes a PNG of every wizard page, at the small screens people use (1024x700,
// 1366x768) and a large one (1400x900), in English, German and French, with
// long answers chosen and a workload sized, so that a person can look for
// clipping and overlap: <build>/tests-output/screenshots/. Fails on what a
// machine can see: cut-off texts, elided or clipped chart labels and legends,
// widgets outside the window, a window forced larger than the screen, and a
// factor or sizing table that scrolls sideways or cuts its cells, and a sizing
// step table that hides rows.

#include "FitCheck.h"
#include "LanguageCodes.h"
#include "TestPaths.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "model/QuestionCatalogue.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/sizing/SizingChartView.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/LivePanel.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPixmap>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

// The longest option label of every question: the worst case for layout.
void chooseLongestAnswers(ui::AnswerModel& model) {
    const QuestionCatalogue& cat = model.catalogue();
    for (int q = 0; q < cat.questionCount(); ++q) {
        int longest = 0;
        for (int o = 0; o < static_cast<int>(cat.question(q).options.size()); ++o) {
            if (qstrlen(cat.option(q, o).label.text) > qstrlen(cat.option(q, longest).label.text)) {
                longest = o;
            }
        }
        model.setAnswer(q, longest);
    }
}

QString shotDir() {
    const QString dir = accel::test::screenshotDir();
    QDir().mkpath(dir);
    return dir;
}

bool saveShot(QWidget& w, const QString& name) {
    // Qt Charts deletes replaced axis items later; without an event loop
    // running, deliver those deletions before taking the picture.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // Scroll areas settle their height-for-width layouts over a few turns.
    QTest::qWait(30);
    const QPixmap pixmap = w.grab();
    return !pixmap.isNull() &&
           pixmap.save(shotDir() + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// jax-scale-up (hybrid) with a workload and a result saved 40 days ago by
// an older decision model that said TPU.
QString savedHybridProfile(const test::WindowFixture& fx) {
    QFile in(test::example("jax-scale-up-gcp.accel.json"));
    in.open(QIODevice::ReadOnly);
    QJsonObject profile = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject answers = profile.value(QStringLiteral("answers")).toObject();
    const QJsonObject savedAnswers = [&answers] {
        QJsonObject a = answers;
        a.insert(QStringLiteral("stage"), QStringLiteral("production"));
        return a;
    }();
    profile.insert(QStringLiteral("workload"), QJsonObject{{QStringLiteral("params"), 7e9},
                                                           {QStringLiteral("tokens"), 1.4e12}});
    profile.insert(
        QStringLiteral("saved_result"),
        QJsonObject{
            {QStringLiteral("saved_at"),
             QDateTime::currentDateTimeUtc().addDays(-40).toString(Qt::ISODate)},
            {QStringLiteral("program_version"), QStringLiteral("0.0.9")},
            {QStringLiteral("model_version"), QStringLiteral("2026.09-v1")},
            {QStringLiteral("verdict"), QStringLiteral("tpu")},
            {QStringLiteral("confidence"), 0.81},
            {QStringLiteral("scores"),
             QJsonObject{{QStringLiteral("gpu"), 2.1}, {QStringLiteral("tpu"), 13.0}}},
            {QStringLiteral("answers"), savedAnswers},
            {QStringLiteral("cheapest"),
             QJsonObject{{QStringLiteral("accelerator"), QStringLiteral("Google Cloud TPU v5e")},
                         {QStringLiteral("chips"), 16},
                         {QStringLiteral("cost_usd"), 11200.0},
                         {QStringLiteral("hours"), 500.0},
                         {QStringLiteral("price_date"), QStringLiteral("2024-06")}}}});
    const QString path = fx.path(QStringLiteral("saved-hybrid.accel.json"));
    QFile out(path);
    out.open(QIODevice::WriteOnly | QIODevice::Truncate);
    out.write(QJsonDocument(profile).toJson());
    return path;
}

} // namespace

// Texts that need more room than they got: a button, group title or one-line
// label narrower than its own size hint is cut off on screen.
QStringList clippedTexts(const QWidget& root) {
    QStringList clipped;
    for (const QWidget* w : root.findChildren<QWidget*>()) {
        if (!w->isVisible()) {
            continue;
        }
        QString text;
        if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
            text = button->text();
        } else if (const auto* label = qobject_cast<const QLabel*>(w)) {
            text = label->wordWrap() || label->textFormat() == Qt::RichText ? QString()
                                                                            : label->text();
        } else if (const auto* group = qobject_cast<const QGroupBox*>(w)) {
            text = group->title();
        }
        if (!text.isEmpty() && w->width() < w->minimumSizeHint().width()) {
            clipped << QStringLiteral("%1 '%2' (%3 < %4 px)")
                           .arg(QString::fromLatin1(w->metaObject()->className()), text.left(60))
                           .arg(w->width())
                           .arg(w->minimumSizeHint().width());
        }
    }
    return clipped;
}

// Everything a person would call "does not fit" on the current screen.
QStringList problems(QWidget& window, const QSize& size) {
    QStringList found;
    if (window.size() != size) {
        found << QStringLiteral("window forced to %1x%2").arg(window.width()).arg(window.height());
    }
    for (const QString& w : test::widgetsOutside(window)) {
        found << QStringLiteral("outside the window: ") + w;
    }
    for (const QString& l : test::squeezedLabels(window)) {
        found << QStringLiteral("squeezed: ") + l;
    }
    // Every chart: the factor chart and the sizing chart.
    for (const QChartView* chart : window.findChildren<QChartView*>()) {
        for (const QString& p : test::chartTextProblems(*chart)) {
            found << QStringLiteral("chart %1: ")
                             .arg(QLatin1String(chart->metaObject()->className())) +
                         p;
        }
    }
    for (const QTableView* table : window.findChildren<QTableView*>()) {
        if (!table->isVisible()) {
            continue;
        }
        const bool factors = table->objectName() == QLatin1String("factorTable");
        const bool sizing = qobject_cast<const ui::SizingTable*>(table) ||
                            table->objectName() == QLatin1String("sizingSummaryTable");
        if ((factors || sizing) && test::scrollsSideways(*table)) {
            found << QStringLiteral("the table %1 scrolls sideways").arg(table->objectName());
        }
        if (sizing) {
            for (const QString& c : test::cutCells(*table)) {
                found << QStringLiteral("sizing table: ") + c;
            }
        }
        // The sizing tables show every row; the page scrolls instead.
        if (sizing && table->verticalScrollBar()->maximum() > 0) {
            found << QStringLiteral("the sizing table %1 hides rows").arg(table->objectName());
        }
    }
    return found;
}

// Saves a picture of `window` as `name`, and notes what is cut off or does
// not fit in it. Everything found at once, after the layouts have settled:
// word-wrapped labels in scroll areas take a few event-loop turns to get
// their height, longer on a loaded machine; only what lasts counts.
struct Shots {
    QStringList clipped;
    QStringList misfits;
    int written = 0;

    void take(QWidget& window, const QSize& size, const QString& name) {
        QStringList found = problems(window, size);
        for (int wait = 0; wait < 20 && !found.isEmpty(); ++wait) {
            QTest::qWait(50);
            found = problems(window, size);
        }
        for (const QString& p : found) {
            misfits << name + QStringLiteral(": ") + p;
        }
        // The picture once the layouts have settled, as a person sees the page.
        EXPECT_TRUE(saveShot(window, name)) << name.toStdString();
        for (const QString& text : clippedTexts(window)) {
            clipped << name + QStringLiteral(": ") + text;
        }
        ++written;
    }
};

// The sizing step scrolled to its chart: the page scrolls, the table and the
// chart do not.
void showSizingChart(ui::AdvisorWizard& wizard) {
    wizard.goToPage(wizard.sizingPageId());
    QTest::qWait(30); // the table takes its height after a turn of the event loop
    if (auto* scroll = wizard.sizingPage()->findChild<QScrollArea*>()) {
        const QWidget* chart = wizard.sizingPage()->panel()->chart()->widget();
        scroll->verticalScrollBar()->setValue(chart->mapTo(scroll->widget(), QPoint()).y());
    }
}

class Screenshots : public ::testing::TestWithParam<std::string> {
protected:
    void TearDown() override {
        i18n::applyLanguage(QStringLiteral("en"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
};

INSTANTIATE_TEST_SUITE_P(Languages, Screenshots, ::testing::ValuesIn(test::languageCodes()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

TEST_P(Screenshots, EveryPageAtSmallAndLargeSizes) {
    const QString language = QString::fromStdString(GetParam());
    i18n::applyLanguage(language);
    const QString lang = language == QStringLiteral("en") ? QString() : QLatin1Char('-') + language;
    const QList<QSize> sizes{QSize(1024, 700), QSize(1366, 768), QSize(1400, 900),
                             QSize(1920, 1080)};
    Shots shots;
    for (const QSize& size : sizes) {
        test::WindowFixture fx;
        ui::MainWindow& window = *fx.window;
        window.resize(size);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        const QString suffix = lang + QStringLiteral("-%1x%2").arg(size.width()).arg(size.height());
        // What a new user sees first: nothing answered, the live chart empty.
        QTest::qWait(30); // the live chart is built after the first paint
        shots.take(window, size, QStringLiteral("first-start") + suffix);
        window.document().setName(QStringLiteral(
            "Ranking model retrain, after the scale-up to a full pod, second opinion"));
        chooseLongestAnswers(window.document().answers());
        Workload workload;
        workload.params = 7e9;
        workload.tokens = 1.4e12;
        window.document().setWorkload(workload);
        ui::AdvisorWizard& wizard = *window.wizard();
        // Every page, the sizing step among them.
        for (int id = 0; id <= wizard.resultPageId(); ++id) {
            wizard.goToPage(id);
            ASSERT_EQ(wizard.currentId(), id);
            shots.take(
                window, size,
                QStringLiteral("page%1-%2").arg(id + 1).arg(wizard.currentPage()->objectName()) +
                    suffix);
        }
        QTabWidget* tabs = wizard.resultPage()->tabs();
        for (int t = 1; t < tabs->count(); ++t) {
            if (tabs->isTabVisible(t)) {
                tabs->setCurrentIndex(t);
                shots.take(window, size, QStringLiteral("result-tab%1").arg(t + 1) + suffix);
            }
        }
        tabs->setCurrentIndex(0);

        // The sizing step scrolled to its chart: the page scrolls, the table
        // and the chart do not.
        showSizingChart(wizard);
        shots.take(window, size, QStringLiteral("sizing-chart") + suffix);

        // The fullest summary: a hybrid verdict with its split of work, a
        // sized workload, and a result saved weeks ago under another model.
        ASSERT_TRUE(window.openProfileFile(savedHybridProfile(fx)));
        // Every accelerator available (no blocker): the chart's fullest legend.
        showSizingChart(wizard);
        shots.take(window, size, QStringLiteral("sizing-chart-all") + suffix);
        wizard.goToPage(wizard.resultPageId());
        for (int t : {0, tabs->count() - 1}) {
            tabs->setCurrentIndex(t);
            shots.take(window, size, QStringLiteral("result-saved-tab%1").arg(t + 1) + suffix);
        }
        tabs->setCurrentIndex(0);
        ui::CompareWindow compare(QuestionCatalogue::builtIn());
        compare.resize(size);
        ASSERT_TRUE(compare.loadFile(ui::CompareWindow::Left,
                                     test::example("pytorch-research-onprem.accel.json")));
        ASSERT_TRUE(compare.loadFile(ui::CompareWindow::Right,
                                     test::example("jax-scale-up-gcp.accel.json")));
        compare.show();
        shots.take(compare, size, QStringLiteral("compare") + suffix);
        window.document().reset(Profile{}, {}, false);
    }
    EXPECT_GE(QDir(shotDir()).entryList({QStringLiteral("*.png")}).size(), shots.written);
    shots.clipped.removeDuplicates();
    EXPECT_TRUE(shots.clipped.isEmpty()) << "cut-off text:\n"
                                         << shots.clipped.join(QLatin1Char('\n')).toStdString();
    shots.misfits.removeDuplicates();
    EXPECT_TRUE(shots.misfits.isEmpty()) << "does not fit:\n"
                                         << shots.misfits.join(QLatin1Char('\n')).toStdString();
}

// The first start (no saved geometry) opens no larger than the screen, with
// room for a title bar; a geometry saved on a bigger monitor is cut to fit.
TEST(FirstStart, OpensNoLargerThanTheScreen) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QTemporaryDir dir;
    ui::MainWindow window(std::make_unique<test::FakePrompts>(), dir.filePath(QStringLiteral("a")));
    const QSize available = window.screen()->availableGeometry().size();
    EXPECT_LE(window.width(), available.width());
    EXPECT_LT(window.height(), available.height());
    EXPECT_GE(window.width(), std::min(available.width() - 16, 1100) - 1);
}
