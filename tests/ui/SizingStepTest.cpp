// The workload sizing step inside the wizard: where it sits, that it can be
// skipped, that its inputs belong to the profile (modified, saved, reopened),
// that the answers' blockers win, and that the result page shows the sizing.

#include "UiTestSupport.h"
#include "model/CatalogueText.h"
#include "model/sizing/AcceleratorData.h"
#include "ui/main/ProfileDocument.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/QuestionPage.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"
#include "ui/wizard/SizingSummaryView.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

#include <gtest/gtest.h>

using namespace accel;

namespace {

// A field of the panel found by its label, as a user (or a screen reader) finds it.
template <typename Field> Field* fieldLabelled(QWidget* panel, const QString& label) {
    for (QLabel* l : panel->findChildren<QLabel*>()) {
        // The Alt+letter moves with the letters the window leaves free.
        if (withoutMnemonic(l->text()) == withoutMnemonic(label)) {
            return qobject_cast<Field*>(l->buddy());
        }
    }
    return nullptr;
}

class SizingStep : public ::testing::Test {
protected:
    void SetUp() override { fx.window->show(); }
    ui::AdvisorWizard& wizard() const { return *fx.window->wizard(); }
    ui::SizingPanel& panel() const { return *wizard().sizingPage()->panel(); }
    void showSizing() {
        wizard().goToPage(wizard().sizingPageId());
        ASSERT_EQ(wizard().currentPage(), wizard().sizingPage());
    }
    test::WindowFixture fx;
};

} // namespace

TEST_F(SizingStep, SitsJustBeforeTheResultNumberedAndSkippable) {
    const int steps = wizard().stepCount();
    EXPECT_EQ(wizard().sizingPageId(), steps);
    EXPECT_EQ(wizard().resultPageId(), steps + 1);
    const QString of = QStringLiteral(" of %1:").arg(steps + 2);
    EXPECT_TRUE(wizard().questionPage(0)->title().contains(QStringLiteral("Step 1") + of));
    EXPECT_TRUE(
        wizard().sizingPage()->title().contains(QStringLiteral("Step %1").arg(steps + 1) + of))
        << wizard().sizingPage()->title().toStdString();
    EXPECT_TRUE(wizard().sizingPage()->title().contains(QStringLiteral("Workload sizing")));
    EXPECT_TRUE(
        wizard().resultPage()->title().contains(QStringLiteral("Step %1").arg(steps + 2) + of));

    // Next from the last question shows sizing; Next again skips it untouched.
    wizard().goToPage(steps - 1);
    wizard().next();
    EXPECT_EQ(wizard().currentId(), wizard().sizingPageId());
    EXPECT_TRUE(wizard().sizingPage()->isComplete());
    wizard().next();
    EXPECT_EQ(wizard().currentId(), wizard().resultPageId());
    EXPECT_FALSE(fx.window->document().workload().has_value());
    EXPECT_FALSE(fx.window->document().isModified());
    wizard().back();
    EXPECT_EQ(wizard().currentId(), wizard().sizingPageId());
}

TEST_F(SizingStep, InputsAreMarkedModifiedSavedAndReopened) {
    showSizing();
    auto* size = fieldLabelled<QDoubleSpinBox>(&panel(), QStringLiteral("Model &size:"));
    auto* provider = fieldLabelled<QComboBox>(&panel(), QStringLiteral("P&rovider:"));
    ASSERT_TRUE(size && provider);
    size->setValue(70.0);
    provider->setCurrentIndex(provider->findData(QStringLiteral("aws")));
    ASSERT_TRUE(fx.window->document().workload().has_value());
    EXPECT_DOUBLE_EQ(fx.window->document().workload()->params.value_or(0.0), 70e9);
    EXPECT_EQ(fx.window->document().workload()->provider, QStringLiteral("aws"));
    EXPECT_TRUE(fx.window->document().isModified());
    EXPECT_TRUE(fx.window->windowTitle().contains(QStringLiteral("[*]")));

    // An MFU typed into the table is part of the profile too.
    emit panel().table()->mfuEdited(QStringLiteral("h100"), 0.3);
    EXPECT_DOUBLE_EQ(fx.window->document().workload()->mfuOverrides.value(QStringLiteral("h100")),
                     0.3);

    const QString file = fx.path(QStringLiteral("sized.accel.json"));
    ASSERT_TRUE(fx.window->saveTo(file));
    const std::optional<Workload> saved = fx.window->document().workload();

    test::WindowFixture other;
    other.window->show();
    ASSERT_TRUE(other.window->openProfileFile(file));
    EXPECT_EQ(other.window->document().workload(), saved);
    ui::SizingPanel& reopened = *other.window->wizard()->sizingPage()->panel();
    EXPECT_DOUBLE_EQ(reopened.request().params, 70e9);
    EXPECT_EQ(reopened.request().provider, QStringLiteral("aws"));
    EXPECT_DOUBLE_EQ(reopened.request().mfuOverrides.value(QStringLiteral("h100")), 0.3);
    EXPECT_FALSE(other.window->document().isModified());

    // A new profile starts without a workload, and the step shows the defaults.
    ASSERT_TRUE(other.window->newProfile());
    EXPECT_FALSE(other.window->document().workload().has_value());
    EXPECT_DOUBLE_EQ(reopened.request().params, sizing::SizingRequest{}.params);
}

TEST_F(SizingStep, OnPremisesProfileMarksEveryTpuUnavailable) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("pytorch-research-onprem.accel.json")));
    showSizing();
    const std::vector<sizing::Candidate>& rows = panel().candidates();
    ASSERT_EQ(rows.size(), sizing::AcceleratorData::bundled().accelerators().size());
    EXPECT_EQ(panel().table()->rowCount(), static_cast<int>(rows.size()));
    int tpus = 0;
    for (const sizing::Candidate& c : rows) {
        if (c.spec->platform == Platform::Tpu) {
            ++tpus;
            EXPECT_FALSE(c.availability.available) << c.spec->id.toStdString();
            EXPECT_FALSE(c.availability.reason.isEmpty());
            EXPECT_FALSE(c.training.has_value()) << "a blocked accelerator is never estimated";
        }
    }
    EXPECT_GT(tpus, 0);

    // Changing the hosting answer lifts the blocker on the next visit.
    wizard().goToPage(0);
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    showSizing();
    bool tpuAvailable = false;
    for (const sizing::Candidate& c : panel().candidates()) {
        tpuAvailable |= c.spec->platform == Platform::Tpu && c.availability.available;
    }
    EXPECT_TRUE(tpuAvailable);
}

// Step 7's table and the Sizing tab are one table: the same rows in the same
// order, the same columns and the same words in every cell (the step adds
// tooltips and editing), and the same notes below them. Checked for a
// training and a serving profile.
// A cell as a reader sees it: the tab keeps its ranges whole with no-break
// spaces and word joiners, which are not read.
std::string asRead(QString text) {
    return text.remove(QChar(0x2060)).replace(QChar::Nbsp, QLatin1Char(' ')).toStdString();
}

class StepAndTab : public SizingStep, public ::testing::WithParamInterface<const char*> {};

TEST_P(StepAndTab, ReadAlikeRowByRowAndCellByCell) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example(GetParam())));
    showSizing();
    // A workload of the user's own (the serving example has none): a size
    // typed in the step, which the result page then sizes too.
    auto* size = fieldLabelled<QDoubleSpinBox>(&panel(), QStringLiteral("Model &size:"));
    ASSERT_TRUE(size);
    size->setValue(13.0);
    const ui::SizingTable* step = panel().table();
    QStringList stepHeader;
    QList<int> shown;
    for (int c = 0; c < step->columnCount(); ++c) {
        if (!step->isColumnHidden(c)) {
            shown << c;
            stepHeader << step->horizontalHeaderItem(c)->text();
        }
    }
    QList<QStringList> stepRows;
    for (int r = 0; r < step->rowCount(); ++r) {
        QStringList row;
        for (int c : shown) {
            row << step->item(r, c)->text();
        }
        stepRows << row;
    }
    const QStringList stepNotes = step->notes();

    wizard().goToPage(wizard().resultPageId());
    ui::ResultPage& result = *wizard().resultPage();
    result.tabs()->setCurrentWidget(result.sizingView());
    const QTableWidget* tab = result.sizingView()->table();
    QStringList tabHeader;
    for (int c = 0; c < tab->columnCount(); ++c) {
        tabHeader << tab->horizontalHeaderItem(c)->text();
    }
    EXPECT_EQ(stepHeader.join(u'|').toStdString(), tabHeader.join(u'|').toStdString());
    ASSERT_EQ(stepRows.size(), tab->rowCount());
    bool unavailableSeen = false;
    for (int r = 0; r < tab->rowCount(); ++r) {
        for (int c = 0; c < tab->columnCount(); ++c) {
            EXPECT_EQ(asRead(stepRows[r].value(c)), asRead(tab->item(r, c)->text()))
                << "row " << r << ", column " << tabHeader.value(c).toStdString();
        }
        unavailableSeen = unavailableSeen || stepRows[r].last() == QStringLiteral("unavailable");
        if (unavailableSeen) {
            EXPECT_EQ(stepRows[r].last(), QStringLiteral("unavailable")) << "row " << r;
        }
    }
    EXPECT_TRUE(unavailableSeen) << "both examples rule some accelerators out";
    EXPECT_FALSE(stepNotes.isEmpty());
    const QString tabNotes = result.sizingView()->assumptions()->text();
    for (const QString& note : stepNotes) {
        EXPECT_TRUE(tabNotes.contains(note.toHtmlEscaped())) << note.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, StepAndTab,
                         ::testing::Values("jax-scale-up-gcp.accel.json",
                                           "pytorch-online-serving-aws.accel.json"));

// A typed price re-sorts the table, cheapest first, as the Sizing tab reads;
// the row being worked on moves with it and stays the current one.
TEST_F(SizingStep, ATypedPriceMovesItsRowAndKeepsItCurrent) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    showSizing();
    ui::SizingTable* table = panel().table();
    const auto rowOf = [table](const QString& id) {
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->item(r, ui::SizingTable::Name)->data(Qt::UserRole).toString() == id) {
                return r;
            }
        }
        return -1;
    };
    const QString h100 = QStringLiteral("h100-sxm");
    const int before = rowOf(h100);
    ASSERT_GT(before, 0) << "the H100 is not the cheapest at its catalogue price";
    table->setCurrentCell(before, ui::SizingTable::Price);
    table->item(before, ui::SizingTable::Price)->setText(QStringLiteral("0.10"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return rowOf(h100) == 0; }, 5000))
        << "at $0.10 per chip-hour the H100 is the cheapest";
    EXPECT_EQ(table->currentRow(), 0);
    EXPECT_EQ(table->currentColumn(), static_cast<int>(ui::SizingTable::Price));
}

TEST_F(SizingStep, ResultPageShowsTheSizingOnlyWithAWorkload) {
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    wizard().goToPage(wizard().resultPageId());
    ui::ResultPage& result = *wizard().resultPage();
    QTabWidget* tabs = result.tabs();
    const int tab = tabs->indexOf(result.sizingView());
    ASSERT_GE(tab, 0);
    EXPECT_TRUE(tabs->isTabVisible(tab));
    tabs->setCurrentIndex(tab);
    QTableWidget* table = result.sizingView()->table();
    EXPECT_EQ(table->rowCount(),
              static_cast<int>(sizing::AcceleratorData::bundled().accelerators().size()));
    EXPECT_TRUE(result.sizingView()->summary()->text().contains(QStringLiteral("Cheapest")));
    // Chips, time, cost, fits and where the price came from, in the table's header.
    QStringList header;
    for (int c = 0; c < table->columnCount(); ++c) {
        header << table->horizontalHeaderItem(c)->text();
    }
    for (const char* column : {"Chips", "Time", "Cost", "Fits", "Price source"}) {
        EXPECT_TRUE(header.contains(QString::fromLatin1(column))) << column;
    }
    EXPECT_TRUE(result.sizingView()->assumptions()->text().contains(
        QStringLiteral("Training state per parameter")));

    ASSERT_TRUE(fx.window->openProfileFile(test::example("partly-answered.accel.json")));
    EXPECT_FALSE(tabs->isTabVisible(tab));

    // Sizing a workload in the step brings the tab back.
    showSizing();
    auto* size = fieldLabelled<QDoubleSpinBox>(&panel(), QStringLiteral("Model &size:"));
    ASSERT_TRUE(size);
    size->setValue(13.0);
    wizard().goToPage(wizard().resultPageId());
    EXPECT_TRUE(tabs->isTabVisible(tab));
}

TEST_F(SizingStep, TheTableIsOneTabStopAndStaysInView) {
    fx.window->resize(1024, 700);
    QApplication::setActiveWindow(fx.window.get());
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    showSizing();
    ui::SizingTable* table = panel().table();
    // Tab from the field before the table until the table has the focus, as a
    // keyboard user would.
    QWidget* start = QApplication::focusWidget();
    ASSERT_NE(start, nullptr);
    for (int i = 0; i < 60 && QApplication::focusWidget() != table; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    ASSERT_EQ(QApplication::focusWidget(), table) << "Tab never reached the table";
    // Entered at a row of its own, and that row is on screen.
    ASSERT_TRUE(table->currentIndex().isValid());
    QCoreApplication::processEvents();
    const QRect row = table->visualRect(table->currentIndex());
    const QRegion visible = table->viewport()->visibleRegion();
    EXPECT_TRUE(visible.intersects(row)) << "the current row is scrolled out of view";

    // The arrows move inside; one Tab leaves the whole table.
    const int first = table->currentRow();
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(table->currentRow(), first + 1);
    EXPECT_EQ(QApplication::focusWidget(), table);
    QTest::keyClick(table, Qt::Key_Tab);
    QWidget* after = QApplication::focusWidget();
    EXPECT_NE(after, table);
    EXPECT_FALSE(after && table->isAncestorOf(after)) << "Tab walked into the table's cells";
}
