// "The cheapest configuration that fits" is one choice, made by one rule
// (SizingGlance.h): the verdict at a glance, the report's sizing section (and
// so the result page's Sizing tab) and the sizing step all name the same
// accelerator and chip count, in the same words, and say which deadline
// they planned for when the profile sets none.

#include "LanguageCodes.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "io/ProfileFile.h"
#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/report/SizingGlance.h"
#include "model/report/SizingSection.h"
#include "model/report/VerdictGlance.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/SizingLimits.h"
#include "ui/main/ProfileDocument.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"
#include "ui/wizard/SizingSummaryView.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

const QDate kToday(2025, 6, 1);

struct Case {
    const char* example;
    Workload workload;
    const char* what;
};

Evaluation evaluate(const Profile& profile) {
    const QuestionCatalogue& catalogue = QuestionCatalogue::builtIn();
    return Engine(catalogue).evaluate(answerSetFor(catalogue, profile),
                                      weightSetFor(catalogue, profile));
}

Profile exampleProfile(const char* file) {
    const Result<io::LoadedProfile> load =
        io::loadProfileFile(test::example(file), QuestionCatalogue::builtIn());
    EXPECT_TRUE(load.ok()) << file;
    return (load ? load->read.profile : Profile{});
}

std::vector<Case> cases() {
    std::vector<Case> out;
    Workload noDeadline;
    noDeadline.params = 7e9;
    noDeadline.tokens = 1.4e12;
    out.push_back({"jax-scale-up-gcp.accel.json", noDeadline, "7B on 1.4T tokens, no deadline"});
    Workload big = noDeadline;
    big.params = 70e9;
    big.tokens = 2e12;
    out.push_back({"tf-transformer-gcp-production.accel.json", big, "70B, no deadline"});
    Workload deadline = noDeadline;
    deadline.deadlineDays = 10.0;
    out.push_back({"jax-scale-up-gcp.accel.json", deadline, "7B, 10-day deadline"});
    Workload blocked = noDeadline;
    out.push_back({"pytorch-research-onprem.accel.json", blocked, "TPUs blocked, no deadline"});
    Workload serving;
    serving.kind = QStringLiteral("inference");
    serving.params = 70e9;
    serving.requestsPerSecond = 20.0;
    out.push_back({"jax-scale-up-gcp.accel.json", serving, "serving 70B at 20 requests/s"});
    return out;
}

QString paragraphText(const report::Block& block) {
    QString text;
    for (const report::RichText& item : block.items) {
        for (const report::Span& span : item) {
            text += span.text;
        }
    }
    return text;
}

// The section's sentence that names the cheapest, and its table.
QStringList sectionParagraphs(const report::Section& s) {
    QStringList out;
    for (const report::Block& b : s.blocks) {
        if (b.kind == report::Block::Kind::Paragraph) {
            out << paragraphText(b);
        }
    }
    return out;
}

const report::Table* sectionTable(const report::Section& s) {
    for (const report::Block& b : s.blocks) {
        if (b.kind == report::Block::Kind::Table) {
            return &b.table;
        }
    }
    return nullptr;
}

// The JAX example in a shown window of `size`, in the current language.
void openJaxExample(ui::MainWindow& window, const QSize& size) {
    window.resize(size);
    window.show();
    ASSERT_TRUE(window.openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
}

} // namespace

TEST(CheapestFit, TheGlanceAndTheSizingSectionNameTheSameConfiguration) {
    const sizing::AcceleratorData& catalogue = sizing::AcceleratorData::bundled();
    for (const Case& c : cases()) {
        SCOPED_TRACE(c.what);
        const Evaluation evaluation = evaluate(exampleProfile(c.example));
        const std::optional<CheapestFit> fit = cheapestFit(c.workload, evaluation, catalogue);
        ASSERT_TRUE(fit.has_value());
        const report::Section section =
            report::sizingSection(c.workload, evaluation, catalogue, kToday);
        const QStringList paragraphs = sectionParagraphs(section);
        ASSERT_GE(paragraphs.size(), 2);
        // In the same words, so a reader sees one answer in both places.
        EXPECT_TRUE(paragraphs[1].startsWith(cheapestFitText(*fit) + QLatin1Char('.')))
            << "glance: " << cheapestFitText(*fit).toStdString()
            << "\nsection: " << paragraphs[1].toStdString();
        // And the table, cheapest usable first, starts with that configuration.
        const report::Table* table = sectionTable(section);
        ASSERT_NE(table, nullptr);
        ASSERT_FALSE(table->rows.isEmpty());
        EXPECT_EQ(table->rows.front().value(0), fit->accelerator);
        EXPECT_TRUE(table->rows.front().value(1).startsWith(QLocale().toString(fit->chips)))
            << table->rows.front().value(1).toStdString() << " vs " << fit->chips;
    }
}

TEST(CheapestFit, WithoutADeadlineBothPlanTheDefaultOneAndSaySo) {
    const sizing::AcceleratorData& catalogue = sizing::AcceleratorData::bundled();
    const double days = sizing::defaults::deadlineDays;
    for (const Case& c : cases()) {
        if (c.workload.deadlineDays || c.workload.kind == QLatin1String("inference")) {
            continue;
        }
        SCOPED_TRACE(c.what);
        const Evaluation evaluation = evaluate(exampleProfile(c.example));
        const std::optional<CheapestFit> fit = cheapestFit(c.workload, evaluation, catalogue);
        ASSERT_TRUE(fit.has_value());
        // Not the fewest chips running for months: a run that ends in time.
        EXPECT_TRUE(fit->deadlineAssumed);
        EXPECT_DOUBLE_EQ(fit->deadlineDays, days);
        EXPECT_LE(fit->hours, days * 24.0);
        const QString within = durationText(days * 24.0);
        EXPECT_TRUE(cheapestFitText(*fit).contains(within)) << cheapestFitText(*fit).toStdString();
        const QStringList paragraphs =
            sectionParagraphs(report::sizingSection(c.workload, evaluation, catalogue, kToday));
        ASSERT_FALSE(paragraphs.isEmpty());
        EXPECT_TRUE(paragraphs[0].contains(within)) << paragraphs[0].toStdString();
    }
    // A deadline the profile sets is the one planned, and nothing is assumed.
    Workload deadline;
    deadline.params = 7e9;
    deadline.tokens = 1.4e12;
    deadline.deadlineDays = 10.0;
    const std::optional<CheapestFit> fit =
        cheapestFit(deadline, evaluate(exampleProfile("jax-scale-up-gcp.accel.json")), catalogue);
    ASSERT_TRUE(fit.has_value());
    EXPECT_FALSE(fit->deadlineAssumed);
    EXPECT_DOUBLE_EQ(fit->deadlineDays, 10.0);
    EXPECT_LE(fit->hours, 10.0 * 24.0);
}

// On screen: the verdict block's line, the Sizing tab and the sizing step's
// table show the same configuration.
TEST(CheapestFit, TheResultPageAndTheSizingStepAgree) {
    test::WindowFixture fx;
    ui::MainWindow& window = *fx.window;
    window.show();
    ASSERT_TRUE(window.openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    Workload workload;
    workload.params = 7e9;
    workload.tokens = 1.4e12;
    window.document().setWorkload(workload);
    window.wizard()->resultPage()->invalidate();
    const std::optional<CheapestFit> fit = cheapestFit(
        workload, window.document().answers().evaluation(), sizing::AcceleratorData::bundled());
    ASSERT_TRUE(fit.has_value());
    const QString line = cheapestFitText(*fit);

    ui::AdvisorWizard& wizard = *window.wizard();
    wizard.goToPage(wizard.resultPageId());
    bool inGlance = false;
    for (const QLabel* label : wizard.resultPage()->findChildren<QLabel*>()) {
        inGlance = inGlance || (label->isVisible() && label->text().contains(line));
    }
    EXPECT_TRUE(inGlance) << line.toStdString();
    auto* summary = wizard.resultPage()->findChild<ui::SizingSummaryView*>();
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->summary()->text().contains(line.toHtmlEscaped()))
        << summary->summary()->text().toStdString();

    wizard.goToPage(wizard.sizingPageId());
    const ui::SizingTable& table = *wizard.sizingPage()->panel()->table();
    bool shown = false;
    for (int r = 0; r < table.rowCount(); ++r) {
        shown = shown ||
                (table.item(r, ui::SizingTable::Name)->text() == fit->accelerator &&
                 table.item(r, ui::SizingTable::Chips)->text() == QLocale().toString(fit->chips));
    }
    EXPECT_TRUE(shown) << "the step plans " << fit->accelerator.toStdString() << " with another "
                       << "chip count than " << fit->chips;
}

TEST(SizingTables, StepSevenAndTheSizingTabShowTheSameColumnsAlike) {
    // Issue 38: "Fits" was third in Step 7 and last in the Sizing tab, and
    // the two aligned their headers differently.
    test::WindowFixture fx;
    ui::MainWindow& window = *fx.window;
    window.show();
    ASSERT_TRUE(window.openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    ui::AdvisorWizard& wizard = *window.wizard();
    wizard.goToPage(wizard.resultPageId());
    auto* summary = wizard.resultPage()->findChild<ui::SizingSummaryView*>();
    ASSERT_NE(summary, nullptr);
    const QTableWidget& tab = *summary->table();
    wizard.goToPage(wizard.sizingPageId());
    const ui::SizingTable& step = *wizard.sizingPage()->panel()->table();
    ASSERT_GT(tab.rowCount(), 0);
    ASSERT_EQ(tab.columnCount(), step.columnCount());
    for (int c = 0; c < step.columnCount(); ++c) {
        const QTableWidgetItem* a = step.horizontalHeaderItem(c);
        const QTableWidgetItem* b = tab.horizontalHeaderItem(c);
        ASSERT_TRUE(a && b) << c;
        EXPECT_EQ(a->text(), b->text()) << "column " << c;
        // Headers aligned like their cells, and alike in both tables.
        const auto side = [](const QTableWidgetItem* item) {
            return item->textAlignment() & (Qt::AlignLeft | Qt::AlignRight);
        };
        EXPECT_EQ(side(a), side(b)) << a->text().toStdString();
        EXPECT_EQ(side(a), side(step.item(0, c))) << a->text().toStdString();
        EXPECT_EQ(side(b), side(tab.item(0, c))) << b->text().toStdString();
    }
    // Numbers to the right.
    EXPECT_EQ(step.horizontalHeaderItem(ui::SizingTable::Cost)->textAlignment() & Qt::AlignRight,
              Qt::AlignRight);
}

TEST(SizingTables, AYesOrNoColumnIsNoWiderThanItNeedsInEveryLanguage) {
    // French "En mémoire" over "oui": the Sizing tab shared the spare width
    // out to it as to the names and sources, which wrapped beside it.
    for (const std::string& code : test::languageCodes()) {
        i18n::applyLanguage(QString::fromStdString(code));
        test::WindowFixture fx;
        ASSERT_NO_FATAL_FAILURE(openJaxExample(*fx.window, QSize(1500, 800)));
        ui::AdvisorWizard& wizard = *fx.window->wizard();
        wizard.goToPage(wizard.resultPageId());
        auto* summary = wizard.resultPage()->findChild<ui::SizingSummaryView*>();
        ASSERT_NE(summary, nullptr);
        wizard.resultPage()->tabs()->setCurrentWidget(summary);
        QCoreApplication::processEvents();
        const QTableWidget& tab = *summary->table();
        ASSERT_GT(tab.rowCount(), 0);
        const QString header = tab.horizontalHeaderItem(ui::SizingTable::Fits)->text();
        const int needs = tab.horizontalHeader()->fontMetrics().horizontalAdvance(header) + 40;
        EXPECT_LE(tab.columnWidth(ui::SizingTable::Fits), needs)
            << code << ": '" << header.toStdString() << "' is "
            << tab.columnWidth(ui::SizingTable::Fits) << " px wide";
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

// Step 7 at 1024 wide: French cut the price's date ("24 nov. 202") and
// wrapped time and cost into three lines ("(48 500–" / "77 400 $)") while
// other columns had room. No word of a cell is wider than its column, and a
// figure wraps only before its range.
TEST(SizingTables, Step7CutsNoWordAt1024InEveryLanguage) {
    for (const std::string& code : test::languageCodes()) {
        i18n::applyLanguage(QString::fromStdString(code));
        test::WindowFixture fx;
        ASSERT_NO_FATAL_FAILURE(openJaxExample(*fx.window, QSize(1024, 700)));
        ui::AdvisorWizard& wizard = *fx.window->wizard();
        wizard.goToPage(wizard.sizingPageId());
        QCoreApplication::processEvents();
        const ui::SizingTable& table = *wizard.sizingPage()->panel()->table();
        ASSERT_GT(table.rowCount(), 0);
        const QFontMetrics metrics = table.fontMetrics();
        for (int r = 0; r < table.rowCount(); ++r) {
            for (int c = 0; c < table.columnCount(); ++c) {
                const QTableWidgetItem* it = table.item(r, c);
                if (!it || table.columnSpan(r, c) > 1) {
                    continue;
                }
                QStringList words = it->text().split(QLatin1Char(' '));
                const qsizetype range = it->text().indexOf(QStringLiteral(" ("));
                if (range > 0 && c != ui::SizingTable::Name && c != ui::SizingTable::PriceSource &&
                    c != ui::SizingTable::Status) {
                    words = {it->text().left(range), it->text().mid(range + 1)};
                }
                for (const QString& word : words) {
                    EXPECT_LE(metrics.horizontalAdvance(word), table.columnWidth(c))
                        << code << ": '" << word.toStdString() << "' in column " << c << " of "
                        << table.columnWidth(c) << " px";
                }
            }
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}
