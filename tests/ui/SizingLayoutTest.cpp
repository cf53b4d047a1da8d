// Step 7 (workload sizing) looks finished, in every language, for training
// and for serving, on a small laptop screen (1024x700) and a large one
// (1920x1080): no table header cut, air around every table cell's text, the
// input fields of a form column starting at one x, and every number field
// grouping its digits as the texts beside it do ("4,096", "4 096", "4.096").
// Saves what it checked as PNGs (<build>/tests-output/screenshots/step7-*).

#include "LanguageCodes.h"
#include "TestPaths.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "model/Profile.h"
#include "ui/main/ProfileDocument.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/SizingStepPage.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTest>

#include <functional>
#include <gtest/gtest.h>

using namespace accel;

namespace {

// Text closer to a cell's border than this looks like it touches it.
constexpr int kCellAir = 3;

struct Scene {
    QSize size;
    bool serving;
    [[nodiscard]] QString name() const {
        return QStringLiteral("%1-%2x%3")
            .arg(serving ? QStringLiteral("serving") : QStringLiteral("training"))
            .arg(size.width())
            .arg(size.height());
    }
};

const QList<Scene>& scenes() {
    static const QList<Scene> all{{QSize(1024, 700), false},
                                  {QSize(1024, 700), true},
                                  {QSize(1920, 1080), false},
                                  {QSize(1920, 1080), true}};
    return all;
}

// What the issue saw: 7B training, and a 70B model served with four-digit
// prompts, so that grouped numbers show in the form.
Workload workloadFor(bool serving) {
    Workload w;
    if (serving) {
        w.kind = QStringLiteral("inference");
        w.model = QStringLiteral("llama-3.1-70b");
        w.params = 70.6e9;
        w.requestsPerSecond = 20;
        w.inputTokens = 2000;
        w.outputTokens = 400;
    } else {
        w.params = 7e9;
        w.tokens = 1.4e12;
    }
    return w;
}

// Lets every posted layout request, resize and queued fit run, as the event
// loop does between two frames: the step hides the side panel, the wizard
// takes the width, the table fits its columns and rows to it.
void settle() {
    for (int turn = 0; turn < 10; ++turn) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

QString shotDir() {
    const QString dir = accel::test::screenshotDir();
    QDir().mkpath(dir);
    return dir;
}

// ---------------------------------------------------------------------------
// The rules, each as what a person would see.

// Header sections whose text, laid out as the style draws it (wrapped when
// the header wraps), needs more room than the section's label area.
QStringList clippedHeaders(const QTableView& table) {
    QStringList out;
    const QHeaderView* header = table.horizontalHeader();
    const QAbstractItemModel* model = table.model();
    for (int c = 0; c < model->columnCount(); ++c) {
        if (header->isSectionHidden(c)) {
            continue;
        }
        QStyleOptionHeader opt;
        opt.initFrom(header);
        opt.rect = QRect(0, 0, header->sectionSize(c), header->height());
        opt.section = c;
        opt.orientation = Qt::Horizontal;
        opt.text = model->headerData(c, Qt::Horizontal).toString();
        const QVariant align = model->headerData(c, Qt::Horizontal, Qt::TextAlignmentRole);
        opt.textAlignment =
            align.isValid() ? Qt::Alignment(align.toInt()) : header->defaultAlignment();
        const QRect label = header->style()->subElementRect(QStyle::SE_HeaderLabel, &opt, header);
        const int flags = static_cast<int>(opt.textAlignment) & ~Qt::AlignVertical_Mask;
        const QRect needed = header->fontMetrics().boundingRect(
            QRect(label.topLeft(), QSize(label.width(), 10000)), flags | Qt::AlignTop, opt.text);
        if (needed.height() > label.height() || needed.width() > label.width()) {
            out << QStringLiteral("'%1' needs %2x%3 px, has %4x%5")
                       .arg(opt.text)
                       .arg(needed.width())
                       .arg(needed.height())
                       .arg(label.width())
                       .arg(label.height());
        }
    }
    return out;
}

// Cells whose wrapped text comes closer than kCellAir to the cell's top or
// bottom border, or runs past its sides.
QStringList cramped(const QTableView& table) {
    QStringList out;
    const QAbstractItemModel* model = table.model();
    const int textMargin =
        table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 1;
    for (int r = 0; r < model->rowCount(); ++r) {
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            const QString text = index.data().toString();
            const QRect cell = table.visualRect(index);
            // A cell covered by another's span is not drawn.
            if (text.isEmpty() || cell.isEmpty() || table.indexAt(cell.center()) != index) {
                continue;
            }
            const QRect textRect = table.fontMetrics().boundingRect(
                QRect(0, 0, cell.width() - 2 * textMargin, 10000), Qt::TextWordWrap, text);
            if (textRect.height() + 2 * kCellAir > cell.height() ||
                textRect.width() > cell.width() - 2) {
                out << QStringLiteral("row %1 column %2 '%3': text %4x%5 px in a %6x%7 cell")
                           .arg(r)
                           .arg(c)
                           .arg(text.left(40))
                           .arg(textRect.width())
                           .arg(textRect.height())
                           .arg(cell.width())
                           .arg(cell.height());
            }
        }
    }
    return out;
}

// The form's fields, grouped by the column of their label: within a column
// every field starts at the same x (labels of one column start together).
QStringList misalignedFields(const QWidget& form) {
    QMap<int, QMap<int, QStringList>> columns; // label x -> field x -> labels
    for (const QLabel* label : form.findChildren<QLabel*>()) {
        const QWidget* field = label->buddy();
        if (!field || !label->isVisibleTo(&form) || !field->isVisibleTo(&form)) {
            continue;
        }
        const int labelX = label->mapTo(&form, QPoint(0, 0)).x();
        int column = labelX;
        for (auto it = columns.keyBegin(); it != columns.keyEnd(); ++it) {
            if (std::abs(*it - labelX) <= 24) { // the same column, however it was built
                column = *it;
            }
        }
        columns[column][field->mapTo(&form, QPoint(0, 0)).x()] << label->text();
    }
    QStringList out;
    for (auto column = columns.cbegin(); column != columns.cend(); ++column) {
        if (column->size() > 1) {
            QStringList xs;
            for (auto x = column->cbegin(); x != column->cend(); ++x) {
                xs << QStringLiteral("x=%1 (%2)").arg(x.key()).arg(x->join(QStringLiteral(", ")));
            }
            out << QStringLiteral("column at x=%1: %2")
                       .arg(column.key())
                       .arg(xs.join(QStringLiteral("; ")));
        }
    }
    if (columns.size() < 2) {
        out << QStringLiteral("expected two columns of fields, found %1").arg(columns.size());
    }
    return out;
}

// Number fields that do not write a four-digit value as the locale does.
QStringList ungroupedNumbers(const QWidget& page) {
    QStringList out;
    const QLocale locale;
    for (QSpinBox* box : page.findChildren<QSpinBox*>()) {
        const int value = std::min(box->maximum(), 4096);
        const int before = box->value();
        const QSignalBlocker quiet(box);
        box->setValue(value);
        if (!box->text().contains(locale.toString(value))) {
            out << QStringLiteral("'%1' for %2").arg(box->text(), locale.toString(value));
        }
        box->setValue(before);
    }
    for (QDoubleSpinBox* box : page.findChildren<QDoubleSpinBox*>()) {
        const double value = std::min(box->maximum(), 2048.5);
        const double before = box->value();
        const QSignalBlocker quiet(box);
        box->setValue(value);
        const QString expected = locale.toString(value, 'f', value == std::floor(value) ? 0 : 1);
        if (!box->text().contains(expected)) {
            out << QStringLiteral("'%1' for %2").arg(box->text(), expected);
        }
        box->setValue(before);
    }
    if (page.findChildren<QAbstractSpinBox*>().size() < 5) {
        out << QStringLiteral("the number fields were not found");
    }
    return out;
}

// ---------------------------------------------------------------------------

class SizingLayout : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override { i18n::applyLanguage(language()); }
    void TearDown() override {
        i18n::applyLanguage(QStringLiteral("en"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
    [[nodiscard]] QString language() const { return QString::fromStdString(GetParam()); }

    // Shows the step in every scene and collects what `rule` finds there,
    // once the layouts have settled (the rule holds for what lasts).
    QStringList inEveryScene(const char* shot,
                             const std::function<QStringList(ui::SizingPanel&)>& rule) {
        QStringList found;
        for (const Scene& scene : scenes()) {
            test::WindowFixture fx;
            fx.window->resize(scene.size);
            fx.window->show();
            EXPECT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
            fx.window->document().setWorkload(workloadFor(scene.serving));
            ui::AdvisorWizard& wizard = *fx.window->wizard();
            wizard.goToPage(wizard.sizingPageId());
            ui::SizingPanel& panel = *wizard.sizingPage()->panel();
            settle();
            QStringList problems;
            (void)QTest::qWaitFor(
                [&] {
                    problems = rule(panel);
                    return problems.isEmpty();
                },
                2000);
            const QString name =
                QStringLiteral("step7-%1-%2-%3").arg(QLatin1String(shot), language(), scene.name());
            fx.window->grab().save(shotDir() + QLatin1Char('/') + name + QStringLiteral(".png"));
            // And scrolled to the table, which a small screen shows only in part.
            if (auto* scroll = wizard.sizingPage()->findChild<QScrollArea*>()) {
                scroll->verticalScrollBar()->setValue(
                    panel.table()->mapTo(scroll->widget(), QPoint(0, 0)).y());
                QTest::qWait(50);
                fx.window->grab().save(shotDir() + QLatin1Char('/') + name +
                                       QStringLiteral("-table.png"));
            }
            for (const QString& p : problems) {
                found << scene.name() + QStringLiteral(": ") + p;
            }
        }
        return found;
    }
};

INSTANTIATE_TEST_SUITE_P(Languages, SizingLayout, ::testing::ValuesIn(test::languageCodes()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

} // namespace

TEST_P(SizingLayout, NoHeaderTextIsCut) {
    QStringList found = inEveryScene(
        "header", [](ui::SizingPanel& panel) { return clippedHeaders(*panel.table()); });

    // And when the kind of work or the language changes under a shown table.
    test::WindowFixture fx;
    fx.window->resize(1024, 700);
    fx.window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.sizingPageId());
    ui::SizingPanel& panel = *wizard.sizingPage()->panel();
    QComboBox* work = nullptr;
    for (QComboBox* box : panel.findChildren<QComboBox*>()) {
        if (box->findData(QStringLiteral("inference")) >= 0) {
            work = box;
        }
    }
    ASSERT_NE(work, nullptr);
    const auto check = [&](const QString& when) {
        settle();
        QStringList problems;
        (void)QTest::qWaitFor(
            [&] {
                problems = clippedHeaders(*panel.table());
                return problems.isEmpty();
            },
            2000);
        for (const QString& p : problems) {
            found << when + QStringLiteral(": ") + p;
        }
    };
    work->setCurrentIndex(work->findData(QStringLiteral("inference")));
    check(QStringLiteral("switched to serving"));
    const QString other =
        language() == QStringLiteral("de") ? QStringLiteral("fr") : QStringLiteral("de");
    i18n::applyLanguage(other);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    check(QStringLiteral("switched to ") + other);
    work->setCurrentIndex(work->findData(QStringLiteral("training")));
    check(QStringLiteral("switched back to training in ") + other);
    EXPECT_TRUE(found.isEmpty()) << found.join(QLatin1Char('\n')).toStdString();
}

TEST_P(SizingLayout, EveryCellHasAirAroundItsText) {
    const QStringList found =
        inEveryScene("cells", [](ui::SizingPanel& panel) { return cramped(*panel.table()); });
    EXPECT_TRUE(found.isEmpty()) << found.join(QLatin1Char('\n')).toStdString();
}

TEST_P(SizingLayout, FieldsOfAFormColumnStartTogether) {
    const QStringList found = inEveryScene("form", [](ui::SizingPanel& panel) {
        const auto* inputs = panel.findChild<QGroupBox*>();
        return inputs ? misalignedFields(*inputs) : QStringList{QStringLiteral("no form")};
    });
    EXPECT_TRUE(found.isEmpty()) << found.join(QLatin1Char('\n')).toStdString();
}

TEST_P(SizingLayout, NumberFieldsGroupDigitsAsTheTextDoes) {
    test::WindowFixture fx;
    fx.window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.sizingPageId());
    const QStringList found = ungroupedNumbers(*wizard.sizingPage());
    EXPECT_TRUE(found.isEmpty()) << found.join(QLatin1Char('\n')).toStdString();
    // And after a change of language at run time.
    const QString other =
        language() == QStringLiteral("de") ? QStringLiteral("fr") : QStringLiteral("de");
    i18n::applyLanguage(other);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    const QStringList afterSwitch = ungroupedNumbers(*wizard.sizingPage());
    EXPECT_TRUE(afterSwitch.isEmpty()) << afterSwitch.join(QLatin1Char('\n')).toStdString();
}
