// Two profiles side by side: both verdicts and the per-factor differences.

#include "UiTestSupport.h"
#include "VisibleTexts.h"
#include "io/ProfileFile.h"
#include "model/CatalogueText.h"
#include "model/ConfidenceBand.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictWording.h"
#include "model/report/VerdictGlance.h"
#include "ui/compare/CompareModel.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ResultText.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QTest>

#include <cmath>
#include <gtest/gtest.h>

using namespace accel;

TEST(Compare, ShowsBothVerdictsAndTheDifferences) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    ui::CompareWindow window(cat);
    QStringList errors;
    window.setErrorReporter([&errors](const QString&, const QString& text) { errors << text; });
    const QString left = test::example("pytorch-research-onprem.accel.json");
    const QString right = test::example("tf-transformer-gcp-production.accel.json");
    ASSERT_TRUE(window.loadFile(ui::CompareWindow::Left, left));
    ASSERT_TRUE(window.loadFile(ui::CompareWindow::Right, right));
    window.show();

    for (auto [side, file] :
         {std::pair{ui::CompareWindow::Left, left}, {ui::CompareWindow::Right, right}}) {
        const Result<io::LoadedProfile> load = io::loadProfileFile(file, cat);
        const Evaluation e = Engine(cat).evaluate(answerSetFor(cat, load->read.profile),
                                                  weightSetFor(cat, load->read.profile));
        EXPECT_EQ(window.verdictText(side), verdictHeadline(e));
        EXPECT_EQ(window.evaluation(side)->verdict, e.verdict);
    }
    EXPECT_NE(window.evaluation(ui::CompareWindow::Left)->verdict,
              window.evaluation(ui::CompareWindow::Right)->verdict);
    EXPECT_TRUE(window.summaryText().contains(QStringLiteral("changes from")));

    // Every row's difference is right minus left, as text and as a number.
    ui::CompareModel* model = window.model();
    ASSERT_GT(model->rowCount(), 10);
    EXPECT_GT(model->changedRows(), 3);
    for (int r = 0; r < model->rowCount(); ++r) {
        const double l = model->index(r, ui::CompareModel::LeftContribution)
                             .data(ui::CompareModel::kSortRole)
                             .toDouble();
        const double rr = model->index(r, ui::CompareModel::RightContribution)
                              .data(ui::CompareModel::kSortRole)
                              .toDouble();
        const double d = model->index(r, ui::CompareModel::Difference)
                             .data(ui::CompareModel::kSortRole)
                             .toDouble();
        // Sorted by the size of the difference, shown with its sign.
        EXPECT_NEAR(d, std::abs(rr - l), 1e-9);
        EXPECT_EQ(model->index(r, ui::CompareModel::Difference).data().toString(),
                  signedNumberText(rr - l));
        const bool changed = model->index(r, 0).data(ui::CompareModel::kChangedRole).toBool();
        EXPECT_EQ(changed, model->index(r, 0).data().toString().startsWith(QChar(0x2260)));
    }
    EXPECT_TRUE(errors.isEmpty());
}

TEST(Compare, BrokenFileIsReportedAndTheSideKept) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    ui::CompareWindow window(cat);
    QStringList errors;
    window.setErrorReporter([&errors](const QString&, const QString& text) { errors << text; });
    ASSERT_TRUE(
        window.loadFile(ui::CompareWindow::Left, test::example("jax-scale-up-gcp.accel.json")));
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("bad.accel.json"));
    QFile f(broken);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"accel-advisor-profile","version":99})");
    f.close();
    EXPECT_FALSE(window.loadFile(ui::CompareWindow::Left, broken));
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.front().contains(broken));
    EXPECT_TRUE(window.evaluation(ui::CompareWindow::Left).has_value());
}

TEST(Compare, MainWindowOpensItWithTheCurrentProfileOnTheLeft) {
    test::WindowFixture fx;
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    fx.prompts->openFile = test::example("pytorch-online-serving-aws.accel.json");
    fx.window->compareProfiles();
    auto* compare = fx.window->findChild<ui::CompareWindow*>();
    ASSERT_NE(compare, nullptr);
    EXPECT_EQ(compare->evaluation(ui::CompareWindow::Left)->verdict,
              fx.window->document().answers().evaluation().verdict);
    ASSERT_TRUE(compare->evaluation(ui::CompareWindow::Right).has_value());
    EXPECT_TRUE(compare->isVisible());
}

// Issue 38: the right header read "Chat assistant serving on AWS
// (pytorch-online-serving-aws.accel.json)", the left one the name alone.
// Both name the profile and its file, one form; the left says it is the one
// open in the window.
TEST(Compare, BothHeadersNameTheProfileAndItsFile) {
    test::WindowFixture fx;
    const QString left = test::example("jax-scale-up-gcp.accel.json");
    const QString right = test::example("pytorch-online-serving-aws.accel.json");
    ASSERT_TRUE(fx.window->openProfileFile(left));
    fx.prompts->openFile = right;
    fx.window->compareProfiles();
    auto* compare = fx.window->findChild<ui::CompareWindow*>();
    ASSERT_NE(compare, nullptr);
    const ui::CompareSession& session = compare->session();
    const QString leftName = fx.window->document().name();
    ASSERT_FALSE(leftName.isEmpty());
    EXPECT_EQ(session.label(ui::CompareWindow::Left),
              QStringLiteral("%1 (jax-scale-up-gcp.accel.json, open now)").arg(leftName));
    EXPECT_TRUE(session.label(ui::CompareWindow::Right)
                    .endsWith(QStringLiteral(" (pytorch-online-serving-aws.accel.json)")))
        << session.label(ui::CompareWindow::Right).toStdString();

    // Without a name or a file, each side says what it has.
    EXPECT_EQ(ui::CompareSession::sideLabel(QString(), QStringLiteral("/p/u.accel.json"), true),
              QStringLiteral("u.accel.json (open now)"));
    EXPECT_EQ(ui::CompareSession::sideLabel(QStringLiteral("Chat"), QString(), true),
              QStringLiteral("Chat (open now)"));
    EXPECT_EQ(ui::CompareSession::sideLabel(QString(), QString(), true),
              QStringLiteral("Untitled profile (open now)"));
}

TEST(Compare, NoDifferencesBeforeASecondProfileIsChosen) {
    ui::CompareWindow window(QuestionCatalogue::builtIn());
    ASSERT_TRUE(
        window.loadFile(ui::CompareWindow::Left, test::example("jax-scale-up-gcp.accel.json")));
    EXPECT_EQ(window.model()->rowCount(), 0);
    EXPECT_EQ(window.model()->changedRows(), 0);
    test::WindowFixture fx;
    fx.prompts->openFile.clear(); // the user cancels the choice
    fx.window->compareProfiles();
    EXPECT_EQ(fx.window->findChild<ui::CompareWindow*>(), nullptr);
}

TEST(Compare, LargestDifferenceFirstAndACloseButton) {
    ui::CompareWindow window(QuestionCatalogue::builtIn());
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    ASSERT_TRUE(test::showResearchAgainstScaleUp(window));
    QAbstractItemModel* shown = window.table()->model();
    ASSERT_GT(shown->rowCount(), 3);
    double previous = 1e9;
    for (int r = 0; r < shown->rowCount(); ++r) {
        const QString text = shown->index(r, ui::CompareModel::Difference).data().toString();
        const double size = std::abs(QLocale().toDouble(
            QString(text).remove(QLatin1Char('+')).replace(QChar(0x2212), QLatin1Char('-'))));
        EXPECT_LE(size, previous + 1e-9) << "row " << r << " " << text.toStdString();
        previous = size;
    }
    auto* box = window.findChild<QDialogButtonBox*>();
    ASSERT_TRUE(box);
    QPushButton* close = box->button(QDialogButtonBox::Close);
    ASSERT_TRUE(close);
    QTest::mouseClick(close, Qt::LeftButton);
    EXPECT_FALSE(window.isVisible());
}

// Side by side, each profile's confidence reads at a glance ("robust (91%)");
// the sentence on how it is sampled is not written out under every profile
// (it is the tooltip's), so the window's text never repeats it.
TEST(Compare, EachSideShowsTheConfidenceAtAGlanceAndNotTheMethod) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    ui::CompareWindow window(cat);
    const QString left = test::example("jax-scale-up-gcp.accel.json");
    const QString right = test::example("tf-transformer-gcp-production.accel.json");
    ASSERT_TRUE(window.loadFile(ui::CompareWindow::Left, left));
    ASSERT_TRUE(window.loadFile(ui::CompareWindow::Right, right));
    window.show();
    QStringList labels;
    for (const test::ShownText& t : test::shownTexts(window, test::Widgets::Shown)) {
        if (t.kind() == QLatin1String("text")) {
            labels << t.text;
        }
    }
    const QString all = labels.join(QLatin1Char('\n'));
    for (ui::CompareWindow::Side side : {ui::CompareWindow::Left, ui::CompareWindow::Right}) {
        const std::optional<Evaluation>& e = window.evaluation(side);
        ASSERT_TRUE(e.has_value());
        // Neither example is decided by a blocker: their description has the method.
        ASSERT_NE(e->basis, VerdictBasis::Blocked);
        const QString method =
            confidenceMethod(std::max(e->confidence.spread, e->confidence.leanSpread));
        ASSERT_TRUE(confidenceCoverage(*e).contains(method));
        EXPECT_FALSE(all.contains(method)) << all.toStdString();
        EXPECT_TRUE(all.contains(verdictFigure(*e))) << all.toStdString();
    }
}

// Each row is as tall as its texts need at the window's width: the rows were
// measured once, before the window had its size, and at 1920x1080 a one-line
// answer sat in a row made for three.
TEST(Compare, RowsFitTheirTextsAtEveryWindowWidth) {
    ui::CompareWindow window(QuestionCatalogue::builtIn());
    ASSERT_TRUE(test::showResearchAgainstScaleUp(window));
    QTableView& table = *window.table();
    for (const QSize& size : {QSize(1024, 700), QSize(1920, 1080), QSize(1024, 700)}) {
        window.resize(size);
        QCoreApplication::processEvents();
        QList<int> shown;
        for (int r = 0; r < table.model()->rowCount(); ++r) {
            shown << table.rowHeight(r);
        }
        table.resizeRowsToContents(); // what each row needs at this width
        for (int r = 0; r < table.model()->rowCount(); ++r) {
            EXPECT_EQ(shown[r], table.rowHeight(r))
                << size.width() << "x" << size.height() << ", row " << r << ": "
                << table.model()->index(r, 0).data().toString().toStdString();
        }
    }
}

// At 1024x700 the answers get the room and the figures only what they need:
// the number columns were as wide as their one-line titles ("Difference
// (right − left)"), three times their figures, while "Scale-up (the
// architecture is settling, large runs are being prepared)" took four lines.
TEST(Compare, FiguresTakeWhatTheyNeedAndTheAnswersTheRest) {
    ui::CompareWindow window(QuestionCatalogue::builtIn());
    ASSERT_TRUE(
        window.loadFile(ui::CompareWindow::Left, test::example("jax-scale-up-gcp.accel.json")));
    ASSERT_TRUE(
        window.loadFile(ui::CompareWindow::Right, test::example("partly-answered.accel.json")));
    window.resize(1024, 700);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QTableView& table = *window.table();
    const QAbstractItemModel& shown = *table.model();
    const QFontMetrics metrics = table.fontMetrics();
    int widestAnswer = 0;
    for (int r = 0; r < shown.rowCount(); ++r) {
        for (int c : {ui::CompareModel::LeftAnswer, ui::CompareModel::RightAnswer}) {
            widestAnswer = std::max(widestAnswer,
                                    metrics.horizontalAdvance(shown.index(r, c).data().toString()));
        }
    }
    ASSERT_GT(widestAnswer, table.columnWidth(ui::CompareModel::LeftAnswer))
        << "no answer wraps: nothing tested";
    const QHeaderView& header = *table.horizontalHeader();
    const QFontMetrics titles = header.fontMetrics();
    const int margin = header.style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, &header);
    for (int c : {ui::CompareModel::LeftContribution, ui::CompareModel::RightContribution,
                  ui::CompareModel::Difference}) {
        const QString title = shown.headerData(c, Qt::Horizontal).toString();
        int figures = 0;
        for (int r = 0; r < shown.rowCount(); ++r) {
            QFont font = table.font();
            font.setBold(shown.index(r, c).data(Qt::FontRole).value<QFont>().bold());
            figures = std::max(
                figures, QFontMetrics(font).horizontalAdvance(shown.index(r, c).data().toString()));
        }
        int titleLine = 0;
        for (const QString& line : title.split(QLatin1Char('\n'))) {
            titleLine = std::max(titleLine, titles.horizontalAdvance(line));
        }
        // The title is broken onto two lines, so that it does not set the
        // width: its longest line is well short of the whole title.
        const QString oneLine = QString(title).replace(QLatin1Char('\n'), QLatin1Char(' '));
        EXPECT_LE(titleLine, 0.8 * titles.horizontalAdvance(oneLine)) << oneLine.toStdString();
        // And the column no wider than that line or the figures, with the
        // room Qt keeps for the sort arrow (as wide as the header is high)
        // and its margins and padding.
        EXPECT_LE(table.columnWidth(c),
                  std::max(figures, titleLine) + header.height() + 10 * margin)
            << oneLine.toStdString() << ": " << table.columnWidth(c) << " px for figures "
            << figures << " px and a title line " << titleLine << " px wide";
    }
}

// A side where a question adds nothing (open there, or not asked) says 0.00,
// as a side whose answer leans neither way does, not a blank beside "0.00";
// its tooltip says why.
TEST(Compare, ASideWithoutTheFactorSaysZeroAndWhy) {
    ui::CompareWindow window(QuestionCatalogue::builtIn());
    ASSERT_TRUE(
        window.loadFile(ui::CompareWindow::Left, test::example("jax-scale-up-gcp.accel.json")));
    ASSERT_TRUE(
        window.loadFile(ui::CompareWindow::Right, test::example("partly-answered.accel.json")));
    const ui::CompareModel& model = *window.model();
    int open = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        for (auto [answer, contribution] :
             {std::pair{ui::CompareModel::LeftAnswer, ui::CompareModel::LeftContribution},
              {ui::CompareModel::RightAnswer, ui::CompareModel::RightContribution}}) {
            const QString shown = model.index(r, contribution).data().toString();
            EXPECT_FALSE(shown.isEmpty()) << "row " << r;
            if (model.index(r, answer).data().toString() == unansweredText()) {
                ++open;
                EXPECT_EQ(shown, signedNumberText(0.0)) << "row " << r;
                EXPECT_NE(model.index(r, contribution).data(Qt::ToolTipRole).toString(), shown)
                    << "row " << r << ": no reason given";
            }
        }
    }
    EXPECT_GT(open, 5) << "no open question on either side: nothing tested";
}
