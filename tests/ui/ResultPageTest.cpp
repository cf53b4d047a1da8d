// The result page reads the engine's Evaluation: the same verdict for every
// sample profile, blockers set apart, links to questions, live importance.

#include "ui/wizard/ResultPage.h"

#include "TestPaths.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "io/ProfileFile.h"
#include "model/ConfidenceBand.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictWording.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ChangesView.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/FactorTableModel.h"
#include "ui/wizard/LivePanel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/QuestionPage.h"
#include "ui/wizard/ResultText.h"
#include "ui/wizard/WeightPanel.h"

#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>

#include <gtest/gtest.h>

using namespace accel;

namespace {

Evaluation engineResult(const QString& file) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Result<io::LoadedProfile> load = io::loadProfileFile(file, cat);
    EXPECT_TRUE(load.ok()) << file.toStdString();
    const Profile p = (load ? load->read.profile : Profile{});
    return Engine(cat).evaluate(answerSetFor(cat, p), weightSetFor(cat, p));
}

QStringList exampleFiles() {
    const QDir dir(accel::test::examplesDir());
    QStringList files;
    for (const QString& f : dir.entryList({QStringLiteral("*.accel.json")}, QDir::Files)) {
        files << dir.filePath(f);
    }
    return files;
}

class ResultPageTest : public ::testing::Test {
protected:
    void SetUp() override { fx.window->show(); }
    ui::ResultPage& page() const { return *fx.window->wizard()->resultPage(); }
    void openAndShowResult(const QString& file) {
        ASSERT_TRUE(fx.window->openProfileFile(file));
        fx.window->wizard()->goToPage(fx.window->wizard()->resultPageId());
        ASSERT_EQ(fx.window->wizard()->currentPage(), &page());
    }
    test::WindowFixture fx;
};

} // namespace

TEST_F(ResultPageTest, VerdictEqualsTheEnginesForEverySample) {
    const QStringList files = exampleFiles();
    ASSERT_GE(files.size(), 5);
    QSet<Verdict> seen;
    for (const QString& file : files) {
        SCOPED_TRACE(file.toStdString());
        openAndShowResult(file);
        const Evaluation expected = engineResult(file);
        seen.insert(expected.verdict);
        EXPECT_EQ(page().headline(), verdictHeadline(expected));
        if (expected.reading == Reading::Decided) {
            EXPECT_TRUE(page().headline().contains(verdictName(expected.verdict)));
        }
        EXPECT_EQ(page().factorTable()->model()->rowCount(),
                  static_cast<int>(expected.factors.size()));
        EXPECT_EQ(page().blockersLabel()->parentWidget()->isVisible(), !expected.blockers.empty());
        EXPECT_EQ(page().chartView()->rowCount(), fx.window->livePanel()->chartView()->rowCount());
        // The confidence is part of the verdict block at a glance.
        const QString confidence =
            page().findChild<QLabel*>(QStringLiteral("verdictConfidence"))->text();
        EXPECT_EQ(confidence, verdictFigure(expected));
    }
    EXPECT_EQ(seen.size(), 3) << "the samples should cover GPU, TPU and hybrid";
}

// A new profile's result said "the GPU is the default ... GPU 0.00, TPU 0.00"
// above a chart of axes only: with nothing answered it says so, and the
// chart appears with the first answer.
TEST_F(ResultPageTest, NothingAnsweredShowsNoScoresAndNoEmptyChart) {
    fx.window->wizard()->goToPage(fx.window->wizard()->resultPageId());
    QCoreApplication::processEvents();
    const auto* details = page().findChild<QLabel*>(QStringLiteral("verdictDetails"));
    ASSERT_NE(details, nullptr);
    EXPECT_FALSE(details->text().contains(QStringLiteral("0.00"))) << details->text().toStdString();
    EXPECT_FALSE(page().chartView()->widget()->isVisible());
    openAndShowResult(test::example("jax-scale-up-gcp.accel.json"));
    EXPECT_TRUE(details->text().contains(QStringLiteral("Weighted score")));
    EXPECT_TRUE(page().chartView()->widget()->isVisible());
}

TEST_F(ResultPageTest, BlockersAreShownApartInWords) {
    openAndShowResult(test::example("pytorch-research-onprem.accel.json"));
    const Evaluation e = engineResult(test::example("pytorch-research-onprem.accel.json"));
    ASSERT_FALSE(e.blockers.empty());
    EXPECT_TRUE(page().blockersLabel()->isVisible());
    EXPECT_TRUE(page().blockersLabel()->text().contains(QStringLiteral("TPU unavailable")));
}

TEST_F(ResultPageTest, WhatWouldChangeItTakesYouToTheQuestion) {
    // A shown, active window: otherwise nothing has the focus and the focus
    // check below could not fail.
    fx.window->show();
    QApplication::setActiveWindow(fx.window.get());
    ASSERT_TRUE(QTest::qWaitForWindowActive(fx.window.get()));
    openAndShowResult(test::example("tf-transformer-gcp-production.accel.json"));
    const Evaluation& e = fx.window->document().answers().evaluation();
    ASSERT_FALSE(e.flips.empty());
    const int question = e.flips.front().question;
    // Each change is a link of its own, named for screen readers.
    QLabel* links = nullptr;
    for (QLabel* entry : page().changesView()->entries()) {
        EXPECT_FALSE(entry->accessibleName().isEmpty());
        if (!links && entry->text().contains(ui::ChangesView::linkFor(question))) {
            links = entry;
        }
    }
    ASSERT_TRUE(links);
    EXPECT_EQ(links->text().count(QStringLiteral("<a ")), 1);
    emit links->linkActivated(ui::ChangesView::linkFor(question));
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    ui::QuestionBox* box = wizard.questionBox(question);
    int step = -1;
    for (int s = 0; s < wizard.stepCount(); ++s) {
        if (wizard.questionPage(s)->box(question) == box) {
            step = s;
        }
    }
    EXPECT_EQ(wizard.currentId(), step);
    EXPECT_TRUE(box->isVisible());
    EXPECT_TRUE(
        QTest::qWaitFor([box] { return box->isAncestorOf(QApplication::focusWidget()); }, 1000))
        << "the focus is not in the question the link names";
}

TEST_F(ResultPageTest, OpenQuestionsAreListedWithTheirReach) {
    openAndShowResult(test::example("partly-answered.accel.json"));
    const Evaluation& e = fx.window->document().answers().evaluation();
    ASSERT_GT(e.unanswered.size(), 5U);
    const QString text = page().changesView()->text();
    for (const OpenQuestion& o : e.unanswered) {
        EXPECT_TRUE(text.contains(ui::ChangesView::linkFor(o.question)));
    }
}

TEST_F(ResultPageTest, ImportanceSlidersUpdateEverythingAndReset) {
    openAndShowResult(test::example("jax-scale-up-gcp.accel.json"));
    ui::AnswerModel& model = fx.window->document().answers();
    // The framework leans (JAX); being on Google Cloud does not.
    const int framework = model.catalogue().questionIndex(u"framework");
    QSlider* slider = page().weightPanel()->slider(framework);
    page().tabs()->setCurrentWidget(page().weightPanel());
    ASSERT_TRUE(slider->isVisible());
    const double before = model.weights().weight(framework);
    const Evaluation old = model.evaluation();

    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_PageUp); // +1.0 importance
    EXPECT_DOUBLE_EQ(model.weights().weight(framework), before + 1.0);
    EXPECT_NE(model.evaluation().tpuScore, old.tpuScore);
    EXPECT_TRUE(fx.window->document().isModified());
    // The table shows the new weight as text.
    const QAbstractItemModel* table = page().factorTable()->model();
    bool found = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->index(r, 0).data(ui::FactorTableModel::kQuestionRole).toInt() == framework) {
            found = true;
            EXPECT_EQ(table->index(r, ui::FactorTableModel::Weight).data().toString(),
                      numberText(before + 1.0));
        }
    }
    EXPECT_TRUE(found);
    EXPECT_TRUE(page().weightPanel()->resetButton()->isEnabled());
    QTest::mouseClick(page().weightPanel()->resetButton(), Qt::LeftButton);
    EXPECT_TRUE(model.hasDefaultWeights());
    EXPECT_EQ(slider->value(), static_cast<int>(std::lround(
                                   WeightSet::defaults(model.catalogue()).weight(framework) * 10)));
    EXPECT_FALSE(page().weightPanel()->resetButton()->isEnabled());
}

TEST_F(ResultPageTest, FactorTableSortsByContribution) {
    openAndShowResult(test::example("pytorch-online-serving-aws.accel.json"));
    QTableView* table = page().factorTable();
    page().tabs()->setCurrentWidget(table);
    const int x =
        table->horizontalHeader()->sectionViewportPosition(ui::FactorTableModel::Contribution) + 5;
    QTest::mouseClick(table->horizontalHeader()->viewport(), Qt::LeftButton, {}, QPoint(x, 5));
    const QAbstractItemModel* m = table->model();
    ASSERT_GT(m->rowCount(), 5);
    std::vector<double> values;
    for (int r = 0; r < m->rowCount(); ++r) {
        values.push_back(m->index(r, ui::FactorTableModel::Contribution)
                             .data(ui::FactorTableModel::kSortRole)
                             .toDouble());
    }
    const bool ascending = std::is_sorted(values.begin(), values.end());
    const bool descending = std::is_sorted(values.rbegin(), values.rend());
    EXPECT_TRUE(ascending || descending);
    EXPECT_NE(values.front(), values.back());
    // Readable as text: every contribution has a sign or is zero, and says which side.
    for (int r = 0; r < m->rowCount(); ++r) {
        const QString favours = m->index(r, ui::FactorTableModel::Favours).data().toString();
        EXPECT_FALSE(favours.isEmpty());
    }
}

TEST_F(ResultPageTest, LivePanelFollowsEveryAnswer) {
    ui::AnswerModel& model = fx.window->document().answers();
    const int framework = model.catalogue().questionIndex(u"framework");
    const QString before = fx.window->livePanel()->leaningText();
    const int rowsBefore = fx.window->livePanel()->chartView()->rowCount();
    fx.window->wizard()
        ->questionBox(framework)
        ->button(model.catalogue().optionIndex(framework, u"jax"))
        ->click();
    EXPECT_NE(fx.window->livePanel()->leaningText(), before);
    EXPECT_EQ(fx.window->livePanel()->chartView()->rowCount(), rowsBefore + 1);
}

TEST_F(ResultPageTest, RefilledChartKeepsOneAxisPerDirection) {
    ui::AnswerModel& model = fx.window->document().answers();
    for (int q = 0; q < model.catalogue().questionCount(); ++q) {
        model.setAnswer(q, 0);
    }
    QChart* chart =
        qobject_cast<QChartView*>(fx.window->livePanel()->chartView()->widget())->chart();
    EXPECT_EQ(chart->axes(Qt::Horizontal).size(), 1);
    EXPECT_EQ(chart->axes(Qt::Vertical).size(), 1);
    EXPECT_EQ(chart->series().size(), 1);
}

TEST(ResultPageLayout, TheStoryOfWhatChangedSinceSavingMovesNothing) {
    // A change of answer brings "Since you saved" (a line and a tab); saving
    // takes it away: the tabs and what they show stay where they were.
    test::WindowFixture fx;
    fx.window->resize(1024, 700);
    fx.window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.resultPageId());
    ui::ResultPage* page = wizard.resultPage();
    QStringList story;
    page->setSinceSavedSource([&story] { return story; });
    const auto tabsTop = [&] {
        QCoreApplication::processEvents();
        return page->tabs()->mapTo(fx.window.get(), QPoint(0, 0));
    };
    const QPoint before = tabsTop();
    const QSize pane = page->tabs()->currentWidget()->size();
    story = {QStringLiteral("Since you saved on 24 November 2026, the reading changed from "
                            "\u201cHybrid\u201d to \u201cGPU\u201d; the model is newer, and "
                            "three answers changed since, which is a long headline."),
             QStringLiteral("Your answers changed.")};
    page->invalidate();
    EXPECT_EQ(tabsTop(), before) << "the line about the change pushed the tabs down";
    EXPECT_EQ(page->tabs()->currentWidget()->size(), pane);
    story.clear(); // saved
    page->invalidate();
    EXPECT_EQ(tabsTop(), before) << "saving moved the tabs";
    EXPECT_EQ(page->tabs()->currentWidget()->size(), pane);
}

TEST_F(ResultPageTest, LivePanelAxisTitleIsOneLineInEveryLanguage) {
    // Issue 38: at 1024 wide the side panel's axis title wrapped onto three
    // lines in English and was cut with "..." in German.
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    fx.window->resize(1024, 700);
    fx.window->wizard()->goToQuestion(1);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    auto* view = qobject_cast<ui::FactorChartView*>(fx.window->livePanel()->chartView()->widget());
    ASSERT_NE(view, nullptr);
    for (const char* language : {"en", "fr", "de"}) {
        i18n::applyLanguage(QString::fromLatin1(language));
        QTest::qWait(50); // the panel repopulates its chart, which rewraps its titles
        const auto axes = view->chart()->axes(Qt::Horizontal);
        ASSERT_FALSE(axes.isEmpty());
        const QString title = axes.first()->titleText();
        EXPECT_FALSE(title.contains(QStringLiteral("<br>")))
            << language << ": " << title.toStdString();
        EXPECT_FALSE(title.contains(QChar(0x2026))) << language << ": " << title.toStdString();
        const double width = QFontMetricsF(axes.first()->titleFont()).horizontalAdvance(title);
        EXPECT_LE(width, view->chart()->plotArea().width()) << language;
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

// A chart of two rows on a tall window kept growing with it: bars a hundred
// pixels thick, far apart. It takes what its rows need and a little more.
TEST_F(ResultPageTest, AChartOfFewRowsIsNotStretchedOverATallWindow) {
    fx.window->resize(1800, 1000);
    openAndShowResult(test::example("partly-answered.accel.json"));
    QCoreApplication::processEvents();
    const QWidget* chart = page().chartView()->widget();
    ASSERT_TRUE(chart->isVisible());
    ASSERT_LE(page().chartView()->rowCount(), 3);
    EXPECT_LE(chart->height(), chart->minimumHeight() * 5 / 4 + 2)
        << chart->height() << " px for " << page().chartView()->rowCount() << " rows";
}

// At 1024 wide "Importance" and "Contribution" took 125 px for "3.00" (Qt
// kept room for a sort arrow in every title) while the sources wrapped to
// seven lines. A number column takes its title and its figures; the arrow's
// room goes to the sorted column only, and no title is cut.
TEST_F(ResultPageTest, NumberColumnsTakeTheirTitleAndFiguresNotASortArrowEach) {
    fx.window->resize(1024, 700);
    openAndShowResult(test::example("pytorch-online-serving-aws.accel.json"));
    QTableView* table = page().factorTable();
    QHeaderView* header = table->horizontalHeader();
    const int margin = table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const auto titleWidth = [&](int c) {
        return header->fontMetrics().horizontalAdvance(
                   table->model()->headerData(c, Qt::Horizontal).toString()) +
               2 * margin;
    };
    for (int c : {ui::FactorTableModel::Weight, ui::FactorTableModel::Contribution}) {
        EXPECT_GE(header->sectionSize(c), titleWidth(c)) << c;
        EXPECT_LT(header->sectionSize(c), header->sectionSizeHint(c)) << c;
    }
    table->sortByColumn(ui::FactorTableModel::Weight, Qt::DescendingOrder);
    QCoreApplication::processEvents();
    EXPECT_GE(header->sectionSize(ui::FactorTableModel::Weight),
              titleWidth(ui::FactorTableModel::Weight) + header->height())
        << "the sorted column shows its arrow beside its title";
}
