// The Bill tab's inputs: every field of the profile's "cost" object can be set
// in the window, shows its default with a source, goes back to it, updates the
// bill, marks the profile modified and survives save and reopen.

#include "ui/cost/CostInputs.h"

#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostData.h"
#include "model/cost/CostModelText.h"
#include "model/text/NumberFormat.h"
#include "ui/cost/CostView.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SinceSavedView.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace accel;

namespace {

const QStringList kFields{QStringLiteral("months"),
                          QStringLiteral("runs_per_month"),
                          QStringLiteral("serving_hours_per_month"),
                          QStringLiteral("engineer_usd_per_week"),
                          QStringLiteral("porting_weeks"),
                          QStringLiteral("usd_per_chip"),
                          QStringLiteral("watts_per_chip"),
                          QStringLiteral("pue"),
                          QStringLiteral("usd_per_kwh"),
                          QStringLiteral("years"),
                          QStringLiteral("utilization"),
                          QStringLiteral("overhead_share")};

class CostInputsTest : public ::testing::Test {
protected:
    void SetUp() override {
        fx.window->show();
        copy = fx.path(QStringLiteral("bill.accel.json"));
        ASSERT_TRUE(QFile::copy(test::example("jax-scale-up-gcp.accel.json"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        ASSERT_TRUE(fx.window->openProfileFile(copy));
        showBill(fx);
    }
    static ui::CostView* showBill(test::WindowFixture& f) {
        ui::AdvisorWizard* wizard = f.window->wizard();
        wizard->goToPage(wizard->resultPageId());
        ui::ResultPage* page = wizard->resultPage();
        page->tabs()->setCurrentWidget(page->costView());
        QCoreApplication::processEvents();
        return qobject_cast<ui::CostView*>(page->costView());
    }
    ui::CostView* view() const {
        return qobject_cast<ui::CostView*>(fx.window->wizard()->resultPage()->costView());
    }
    ui::CostInputs* inputs() const { return view()->inputs(); }
    ui::ProfileDocument& doc() const { return fx.window->document(); }
    double chartMonths() const {
        const auto axes = view()->chartView()->chart()->axes(Qt::Horizontal);
        return axes.isEmpty() ? -1 : qobject_cast<QValueAxis*>(axes.front())->max();
    }
    // Types a value and presses Enter, as a user would.
    static void type(QDoubleSpinBox* spin, const QString& text) {
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QTest::keyClick(spin, Qt::Key_Return);
    }

    test::WindowFixture fx;
    QString copy;
};

} // namespace

TEST_F(CostInputsTest, EveryFieldHasALabelANameADefaultAndAWayBack) {
    ASSERT_TRUE(view()->isVisible());
    for (const QString& key : kFields) {
        QDoubleSpinBox* spin = inputs()->spinBox(key);
        ASSERT_TRUE(spin) << key.toStdString();
        // A training workload has no serving fleet (see below).
        EXPECT_EQ(spin->isVisible(), key != QLatin1String("serving_hours_per_month"))
            << key.toStdString();
        EXPECT_FALSE(spin->accessibleName().isEmpty()) << key.toStdString();
        EXPECT_NE(spin->focusPolicy() & Qt::TabFocus, 0) << key.toStdString();
        bool labelled = false;
        for (const QLabel* l : inputs()->findChildren<QLabel*>()) {
            labelled = labelled || (l->buddy() == spin && !l->text().isEmpty());
        }
        EXPECT_TRUE(labelled) << key.toStdString();
        // Untouched: the default is shown and there is nothing to go back to.
        EXPECT_FALSE(inputs()->resetButton(key)->isEnabled()) << key.toStdString();
        EXPECT_FALSE(inputs()->resetButton(key)->accessibleName().isEmpty());
    }
    const QComboBox* gpu = inputs()->ownedAccelerator();
    EXPECT_FALSE(gpu->accessibleName().isEmpty());
    EXPECT_GT(gpu->count(), 1);

    // The defaults are those of resources/cost-model.json, with their source.
    const cost::CostData& data = cost::CostData::bundled();
    EXPECT_DOUBLE_EQ(inputs()->spinBox(QStringLiteral("months"))->value(), data.months.value);
    EXPECT_DOUBLE_EQ(inputs()->spinBox(QStringLiteral("pue"))->value(), data.pue.value);
    EXPECT_TRUE(
        inputs()->spinBox(QStringLiteral("pue"))->toolTip().contains(QStringLiteral("Uptime")))
        << inputs()->spinBox(QStringLiteral("pue"))->toolTip().toStdString();
}

// A training workload's bill has no serving hours: the field for them is not
// offered, and the default GPU to own says which GPU it is.
TEST_F(CostInputsTest, OnlyTheFiguresTheWorkloadUsesAreShown) {
    EXPECT_TRUE(inputs()->spinBox(QStringLiteral("runs_per_month"))->isVisible());
    EXPECT_FALSE(inputs()->spinBox(QStringLiteral("serving_hours_per_month"))->isVisible());
    for (const QLabel* l : inputs()->findChildren<QLabel*>()) {
        EXPECT_FALSE(l->isVisible() && l->text().contains(QStringLiteral("Serving")))
            << l->text().toStdString();
    }
    const QString rented = inputs()->ownedAccelerator()->itemText(0);
    EXPECT_TRUE(rented.startsWith(QStringLiteral("Same as the rented one (")))
        << rented.toStdString();
    EXPECT_FALSE(rented.contains(QStringLiteral("()"))) << rented.toStdString();
}

// A default's note from cost-model.json reads in the window's language in
// its field's tooltip, never the data file's English.
TEST_F(CostInputsTest, TheDefaultsNotesReadInTheWindowsLanguage) {
    const cost::CostData& data = cost::CostData::bundled();
    QStringList notes;
    for (const cost::Figure* f : {&data.months, &data.runsPerMonth, &data.servingHoursPerMonth,
                                  &data.engineerUsdPerWeek, &data.pue, &data.usdPerKwh, &data.years,
                                  &data.utilization, &data.overheadShare, &data.goodput}) {
        if (!f->note.isEmpty()) {
            notes << f->note;
        }
    }
    ASSERT_FALSE(notes.isEmpty());
    i18n::applyLanguage(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QStringList tips;
    for (const QString& key : kFields) {
        tips << inputs()->spinBox(key)->toolTip();
    }
    const QString all = tips.join(QLatin1Char('\n'));
    int translated = 0;
    for (const QString& note : notes) {
        EXPECT_FALSE(all.contains(note)) << note.toStdString();
        translated += all.contains(cost::costNoteText(note)) ? 1 : 0;
    }
    EXPECT_GT(translated, 0) << all.toStdString();
    i18n::applyLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

// A share reads as a percentage and a figure without trailing zeros, as
// everywhere else in the window ("70%", "1", not "0.70" and "1.00").
TEST_F(CostInputsTest, FiguresReadAsTheRestOfTheWindowWritesThem) {
    const cost::CostData& data = cost::CostData::bundled();
    for (const char* key : {"utilization", "overhead_share"}) {
        QDoubleSpinBox* share = inputs()->spinBox(QLatin1String(key));
        const double value = QLatin1String(key) == QLatin1String("utilization")
                                 ? data.utilization.value
                                 : data.overheadShare.value;
        EXPECT_EQ(share->text(), percentText(value)) << key;
        EXPECT_TRUE(share->toolTip().contains(percentText(value)))
            << share->toolTip().toStdString();
    }
    for (const QString& key : kFields) {
        const QString text = inputs()->spinBox(key)->cleanText();
        EXPECT_FALSE(text.contains(QLocale().decimalPoint()) && text.endsWith(QLatin1Char('0')))
            << key.toStdString() << ": " << text.toStdString();
    }
    // Typing a percentage stores the share.
    type(inputs()->spinBox(QStringLiteral("utilization")), QStringLiteral("55"));
    ASSERT_TRUE(doc().cost());
    EXPECT_DOUBLE_EQ(doc().cost()->own.utilization.value_or(0.0), 0.55);
}

TEST_F(CostInputsTest, AnEditUpdatesTheBillMarksModifiedAndSurvivesReopen) {
    ASSERT_FALSE(doc().isModified());
    EXPECT_DOUBLE_EQ(chartMonths(), cost::CostData::bundled().months.value);

    type(inputs()->spinBox(QStringLiteral("months")), QStringLiteral("12"));
    EXPECT_TRUE(doc().isModified());
    ASSERT_TRUE(doc().cost());
    EXPECT_EQ(doc().cost()->months, 12.0);
    EXPECT_DOUBLE_EQ(chartMonths(), 12.0); // the bill follows at once
    EXPECT_TRUE(inputs()->resetButton(QStringLiteral("months"))->isEnabled());

    type(inputs()->spinBox(QStringLiteral("usd_per_kwh")), QStringLiteral("0.2"));
    // The user's own porting estimate replaces the one derived from the answers.
    QDoubleSpinBox* weeks = inputs()->spinBox(QStringLiteral("porting_weeks"));
    EXPECT_TRUE(weeks->text().contains(QStringLiteral("answers"))) << weeks->text().toStdString();
    type(weeks, QStringLiteral("3"));
    EXPECT_EQ(doc().cost()->portingWeeks, 3.0);
    EXPECT_TRUE(view()
                    ->findChild<QLabel*>(QStringLiteral("costPorting"))
                    ->text()
                    .contains(QStringLiteral(": 3\u00a0engineer-weeks")));
    inputs()->ownedAccelerator()->setFocus();
    const int h100 = inputs()->ownedAccelerator()->findData(QStringLiteral("h100-sxm"));
    ASSERT_GT(h100, 0);
    QTest::keyClick(inputs()->ownedAccelerator(), Qt::Key_Down); // the combo box by keyboard
    inputs()->ownedAccelerator()->setCurrentIndex(h100);
    emit inputs()->ownedAccelerator()->activated(h100);
    EXPECT_EQ(doc().cost()->own.accelerator, QStringLiteral("h100-sxm"));

    ASSERT_TRUE(fx.window->save());
    const Result<io::LoadedProfile> saved = io::loadProfileFile(copy, QuestionCatalogue::builtIn());
    ASSERT_TRUE(saved.ok());
    ASSERT_TRUE(saved->read.profile.cost);
    EXPECT_EQ(saved->read.profile.cost->months, 12.0);
    EXPECT_EQ(saved->read.profile.cost->own.usdPerKwh, 0.2);

    test::WindowFixture other;
    other.window->show();
    ASSERT_TRUE(other.window->openProfileFile(copy));
    ui::CostView* reopened = showBill(other);
    EXPECT_DOUBLE_EQ(reopened->inputs()->spinBox(QStringLiteral("months"))->value(), 12.0);
    EXPECT_DOUBLE_EQ(reopened->inputs()->spinBox(QStringLiteral("usd_per_kwh"))->value(), 0.2);
    EXPECT_TRUE(reopened->inputs()->resetButton(QStringLiteral("months"))->isEnabled());
    EXPECT_EQ(reopened->inputs()->ownedAccelerator()->currentData().toString(),
              QStringLiteral("h100-sxm"));
}

TEST_F(CostInputsTest, BackToTheDefaultDropsTheFieldAndAnEmptyObject) {
    type(inputs()->spinBox(QStringLiteral("months")), QStringLiteral("36"));
    ASSERT_TRUE(doc().cost());
    inputs()->resetButton(QStringLiteral("months"))->click();
    // Nothing of the user's left: the profile has no "cost" object, as before.
    EXPECT_FALSE(doc().cost());
    EXPECT_DOUBLE_EQ(inputs()->spinBox(QStringLiteral("months"))->value(),
                     cost::CostData::bundled().months.value);
    EXPECT_FALSE(inputs()->resetButton(QStringLiteral("months"))->isEnabled());
    EXPECT_DOUBLE_EQ(chartMonths(), cost::CostData::bundled().months.value);
}

TEST_F(CostInputsTest, TheFieldsRefuseWhatTheProfileRefuses) {
    // Utilization is a share (0 < u <= 1), edited as a percentage; years and
    // months are never zero.
    QDoubleSpinBox* utilization = inputs()->spinBox(QStringLiteral("utilization"));
    EXPECT_DOUBLE_EQ(utilization->maximum(), 100.0);
    EXPECT_GT(utilization->minimum(), 0.0);
    type(utilization, QStringLiteral("150"));
    EXPECT_LE(doc().cost().value_or(CostSettings{}).own.utilization.value_or(1.0), 1.0);
    EXPECT_GT(inputs()->spinBox(QStringLiteral("years"))->minimum(), 0.0);
    EXPECT_GE(inputs()->spinBox(QStringLiteral("months"))->minimum(), 1.0);
    EXPECT_GE(inputs()->spinBox(QStringLiteral("pue"))->minimum(), 1.0);
}

TEST_F(CostInputsTest, SinceYouSavedSaysWhenTheBillChanged) {
    ASSERT_TRUE(fx.window->save()); // the record now holds the bill's totals
    EXPECT_TRUE(fx.window->sinceSavedStory().isEmpty());
    type(inputs()->spinBox(QStringLiteral("months")), QStringLiteral("36"));
    const QString story = fx.window->sinceSavedStory().join(QLatin1Char('\n'));
    EXPECT_TRUE(story.contains(QStringLiteral("The bill changed"))) << story.toStdString();
    EXPECT_TRUE(fx.window->wizard()->resultPage()->sinceSavedView()->text().contains(
        QStringLiteral("The bill changed")));
}

// Title, axes and legend take most of a short chart: the lines themselves
// need room to show where they cross, whatever the window's size.
TEST_F(CostInputsTest, TheCostChartLeavesRoomToReadItsLines) {
    for (const QSize size : {QSize(1024, 700), QSize(1523, 825)}) {
        fx.window->resize(size);
        QCoreApplication::processEvents();
        const QChart* chart = view()->chartView()->chart();
        ASSERT_TRUE(view()->chartView()->isVisible());
        EXPECT_GE(chart->plotArea().height(), 150.0)
            << size.width() << "x" << size.height() << ": view " << view()->chartView()->height();
    }
}

// The window's bill is the report's: compute, porting and ownership add up to
// the total on every row, and each option holds one line.
TEST_F(CostInputsTest, BillTableShowsEveryPartOfTheTotalOnOneLine) {
    const auto* table = view()->findChild<QTableWidget*>(QStringLiteral("costTable"));
    ASSERT_TRUE(table);
    QStringList header;
    for (int c = 0; c < table->columnCount(); ++c) {
        header << table->horizontalHeaderItem(c)->text();
    }
    ASSERT_EQ(header.join(QLatin1Char('|')).toStdString(),
              "Option|Chips|Per chip-hour|Compute or power|Porting|Purchase|Total");
    ASSERT_GE(table->rowCount(), 2);
    const auto dollars = [&](int row, int column) {
        QString text = table->item(row, column)->text();
        text.remove(QLatin1Char('$')).remove(QLatin1Char(','));
        bool ok = false;
        const double value = text.toDouble(&ok);
        EXPECT_TRUE(ok) << table->item(row, column)->text().toStdString();
        return value;
    };
    const int lineHeight = table->fontMetrics().height();
    for (int row = 0; row < table->rowCount(); ++row) {
        const double parts = dollars(row, 3) + dollars(row, 4) + dollars(row, 5);
        // Each figure is rounded to three significant digits.
        EXPECT_NEAR(parts, dollars(row, 6), 0.01 * dollars(row, 6)) << row;
        EXPECT_LT(table->rowHeight(row), 2 * lineHeight) << row;
    }
}

// Issue 38: the owned row showed "$1.55 per chip-hour" (the purchase spread
// over five years) beside a total that charges the whole purchase over 24
// months: 1.55 x 4 chips x the hours used is nowhere near it. The row shows
// what the total holds; the note under the table gives the amortised figure
// for what it is.
TEST_F(CostInputsTest, OwnedGpusShowWhatTheirTotalCharges) {
    const auto* table = view()->findChild<QTableWidget*>(QStringLiteral("costTable"));
    ASSERT_TRUE(table);
    int owned = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text().startsWith(QStringLiteral("Owned GPUs"))) {
            owned = row;
        }
    }
    ASSERT_GE(owned, 0);
    EXPECT_FALSE(table->item(owned, 2)->text().contains(QLatin1Char('$')))
        << table->item(owned, 2)->text().toStdString();
    const auto* note = view()->findChild<QLabel*>(QStringLiteral("costOwnedNote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->isVisibleTo(view()));
    const QString text = note->text();
    EXPECT_TRUE(text.contains(QStringLiteral("charged in full in month 1"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Spread over"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("per used chip-hour"))) << text.toStdString();
    EXPECT_TRUE(text.contains(table->item(owned, 5)->text())) << text.toStdString();
}

// Issue 38: the break-even sentences ran together in one paragraph; each is
// an item of a list, as in the report.
TEST_F(CostInputsTest, BreakEvenSentencesAreAList) {
    const auto* label = view()->findChild<QLabel*>(QStringLiteral("costBreakEven"));
    ASSERT_TRUE(label);
    const QString text = label->text();
    EXPECT_EQ(label->textFormat(), Qt::RichText);
    EXPECT_EQ(text.count(QStringLiteral("<li>")), 3) << text.toStdString();
    EXPECT_EQ(text.count(QStringLiteral("cheaper than")), 3) << text.toStdString();
}
