// What a screen reader gets, walked through QAccessible in-process (the tree
// AT-SPI is built from): every interactive element has a name, the charts
// are charts with a name, a description and the bars in words, the "what
// would change it" entries are separate links, the wizard and its areas are named.

#include "UiTestSupport.h"
#include "model/QuestionCatalogue.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/ChangesView.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/LivePanel.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/ResultText.h"
#include "ui/wizard/SinceSavedView.h"
#include "ui/wizard/SizingStepPage.h"
#include "ui/wizard/WeightPanel.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAccessibleValueInterface>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QSlider>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <functional>
#include <gtest/gtest.h>

using namespace accel;

namespace {

bool interactive(QAccessible::Role role) {
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::Slider:
    case QAccessible::SpinBox:
    case QAccessible::Link:
    case QAccessible::PageTab:
    case QAccessible::Table:
    case QAccessible::Chart:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Dialog:
    case QAccessible::PageTabList:
        return true;
    default:
        return false;
    }
}

// Every shown, interactive element without a name: "role path".
QStringList unnamed(QAccessibleInterface* root) {
    QStringList out;
    std::function<void(QAccessibleInterface*, const QString&, int)> walk =
        [&](QAccessibleInterface* node, const QString& path, int depth) {
            if (!node || depth > 60) {
                return;
            }
            if (node->state().invisible) {
                return;
            }
            const QString here = path + QLatin1Char('/') +
                                 (node->object() ? node->object()->objectName() : QString());
            if (interactive(node->role()) && node->text(QAccessible::Name).trimmed().isEmpty()) {
                QString cls = node->object()
                                  ? QString::fromLatin1(node->object()->metaObject()->className())
                                  : QStringLiteral("?");
                out << QStringLiteral("role %1 %2 %3").arg(node->role()).arg(cls, here);
            }
            for (int i = 0; i < node->childCount(); ++i) {
                walk(node->child(i), here, depth + 1);
            }
        };
    walk(root, QString(), 0);
    return out;
}

// Every shown widget of `window` that Tab or a click can focus but that a
// screen reader would announce without a name: "class objectName (parent)".
QStringList focusableWithoutName(const QWidget& window) {
    QStringList out;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->window() != &window || w->focusPolicy() == Qt::NoFocus ||
            !w->isEnabled()) {
            continue;
        }
        // A spin box's line edit is part of it: the spin box is what is announced.
        QWidget* announced = w;
        if (qobject_cast<QAbstractSpinBox*>(w->parentWidget())) {
            announced = w->parentWidget();
        }
        QAccessibleInterface* node = QAccessible::queryAccessibleInterface(announced);
        if (node && !node->text(QAccessible::Name).trimmed().isEmpty()) {
            continue;
        }
        const auto* button = qobject_cast<const QAbstractButton*>(w);
        out << QStringLiteral("%1 '%2' in %3 '%4'")
                   .arg(QString::fromLatin1(w->metaObject()->className()),
                        button ? button->text() : w->objectName(),
                        QString::fromLatin1(w->parentWidget()->metaObject()->className()),
                        w->parentWidget()->objectName());
    }
    return out;
}

class Accessibility : public ::testing::Test {
protected:
    void SetUp() override {
        fx.window->resize(1366, 768);
        fx.window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
        ASSERT_TRUE(fx.window->openProfileFile(test::example("partly-answered.accel.json")));
    }
    test::WindowFixture fx;
};

} // namespace

TEST_F(Accessibility, EveryInteractiveElementOnEveryPageHasAName) {
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    QStringList missing;
    for (int id = 0; id <= wizard.resultPageId(); ++id) {
        wizard.goToPage(id);
        QCoreApplication::processEvents();
        QAccessibleInterface* root = QAccessible::queryAccessibleInterface(fx.window.get());
        ASSERT_TRUE(root);
        for (const QString& m : unnamed(root)) {
            missing << QStringLiteral("page %1: %2").arg(id + 1).arg(m);
        }
        if (id == wizard.resultPageId()) {
            QTabWidget* tabs = wizard.resultPage()->tabs();
            for (int t = 1; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                for (const QString& m : unnamed(root)) {
                    missing << QStringLiteral("result tab %1: %2").arg(t + 1).arg(m);
                }
            }
        }
    }
    missing.removeDuplicates();
    EXPECT_TRUE(missing.isEmpty()) << missing.join(QLatin1Char('\n')).toStdString();
}

TEST(AccessibilityFocus, NoFocusableWidgetAnywhereIsWithoutAName) {
    test::WindowFixture fx;
    fx.window->resize(1024, 700);
    fx.window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
    // A sized profile saved with another verdict: every result tab shows,
    // the Bill and "Since you saved" too.
    ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    const QString path = fx.path(QStringLiteral("plan.accel.json"));
    ASSERT_TRUE(fx.window->saveTo(path));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonObject record = json.value(QStringLiteral("saved_result")).toObject();
    record.insert(QStringLiteral("verdict"), QStringLiteral("tpu"));
    record.insert(QStringLiteral("model_version"), QStringLiteral("2026.01-v1"));
    json.insert(QStringLiteral("saved_result"), record);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(json).toJson());
    file.close();
    ASSERT_TRUE(fx.window->openProfileFile(path));

    ui::AdvisorWizard& wizard = *fx.window->wizard();
    QStringList missing;
    const auto record_ = [&](const QWidget& window, const QString& where) {
        for (const QString& m : focusableWithoutName(window)) {
            missing << where + QStringLiteral(": ") + m;
        }
    };
    for (int id = 0; id <= wizard.resultPageId(); ++id) {
        wizard.goToPage(id);
        QCoreApplication::processEvents();
        if (id == wizard.sizingPageId()) {
            test::forEachSizingMode(wizard.sizingPage()->panel(), [&](bool serving) {
                record_(*fx.window, serving ? QStringLiteral("step 7 (serving)")
                                            : QStringLiteral("step 7 (training)"));
            });
            continue;
        }
        if (id != wizard.resultPageId()) {
            record_(*fx.window, QStringLiteral("page %1").arg(id + 1));
            continue;
        }
        QTabWidget* tabs = wizard.resultPage()->tabs();
        int shownTabs = 0;
        for (int t = 0; t < tabs->count(); ++t) {
            if (tabs->isTabVisible(t)) {
                ++shownTabs;
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                record_(*fx.window, QStringLiteral("result tab %1").arg(tabs->tabText(t)));
            }
        }
        EXPECT_EQ(shownTabs, tabs->count()) << "every tab, the Bill and Since you saved too";
    }
    ui::CompareWindow compare(QuestionCatalogue::builtIn());
    compare.resize(1024, 700);
    compare.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&compare));
    record_(compare, QStringLiteral("compare (empty)"));
    ASSERT_TRUE(
        compare.loadFile(ui::CompareWindow::Left, test::example("jax-scale-up-gcp.accel.json")));
    QCoreApplication::processEvents();
    record_(compare, QStringLiteral("compare (one side)"));
    ASSERT_TRUE(compare.loadFile(ui::CompareWindow::Right,
                                 test::example("pytorch-research-onprem.accel.json")));
    QCoreApplication::processEvents();
    record_(compare, QStringLiteral("compare (two sides)"));
    // A screen reader can open a hidden tab (AT-SPI lists them): the
    // "Since you saved" view of a profile with nothing to say.
    ui::SinceSavedView empty;
    empty.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&empty));
    record_(empty, QStringLiteral("since you saved (empty)"));
    fx.window->showLivePrices();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window->livePricesDialog()));
    record_(*fx.window->livePricesDialog(), QStringLiteral("live prices"));
    missing.removeDuplicates();
    EXPECT_TRUE(missing.isEmpty()) << missing.join(QLatin1Char('\n')).toStdString();
}

TEST_F(Accessibility, ChartsAreNamedChartsWithTheBarsInWords) {
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.resultPageId());
    for (QWidget* chart : {fx.window->livePanel()->chartView()->widget(),
                           wizard.resultPage()->chartView()->widget()}) {
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(chart);
        ASSERT_TRUE(a);
        EXPECT_EQ(a->role(), QAccessible::Chart);
        EXPECT_FALSE(a->text(QAccessible::Name).isEmpty());
        const QString description = a->text(QAccessible::Description);
        const Evaluation& e = fx.window->document().answers().evaluation();
        for (const FactorContribution& f : e.factors) {
            if (f.option >= 0) {
                EXPECT_TRUE(description.contains(signedNumberText(f.contribution)))
                    << description.toStdString();
            }
        }
    }
    // The table equivalent is one tab away and named.
    QAccessibleInterface* table =
        QAccessible::queryAccessibleInterface(wizard.resultPage()->factorTable());
    ASSERT_TRUE(table);
    EXPECT_FALSE(table->text(QAccessible::Name).isEmpty());
}

TEST_F(Accessibility, WhatWouldChangeItIsOneLinkPerEntry) {
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.resultPageId());
    ui::ChangesView* changes = wizard.resultPage()->changesView();
    const Evaluation& e = fx.window->document().answers().evaluation();
    const auto expected =
        std::min<std::size_t>(e.flips.size(), ui::ChangesView::kMaxFlips) + e.unanswered.size();
    ASSERT_GT(expected, 1U);
    EXPECT_EQ(static_cast<std::size_t>(changes->entries().size()), expected);
    for (QLabel* entry : changes->entries()) {
        EXPECT_EQ(entry->text().count(QStringLiteral("<a ")), 1);
        EXPECT_EQ(entry->focusPolicy() & Qt::TabFocus, Qt::TabFocus);
        EXPECT_FALSE(entry->accessibleName().isEmpty());
    }
}

TEST_F(Accessibility, TheWizardAndItsAreasAreNamed) {
    EXPECT_FALSE(fx.window->wizard()->accessibleName().isEmpty());
    EXPECT_FALSE(fx.window->livePanel()->accessibleName().isEmpty());
    QAccessibleInterface* wizard = QAccessible::queryAccessibleInterface(fx.window->wizard());
    ASSERT_TRUE(wizard);
    EXPECT_FALSE(wizard->text(QAccessible::Name).isEmpty());
}

TEST_F(Accessibility, ImportanceSlidersReportTheFigureTheScreenShows) {
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    wizard.goToPage(wizard.resultPageId());
    const ui::AnswerModel& model = fx.window->document().answers();
    const Evaluation& e = model.evaluation();
    int checked = 0;
    for (int q = 0; q < model.catalogue().questionCount(); ++q) {
        QSlider* slider = wizard.resultPage()->weightPanel()->slider(q);
        if (!slider) {
            continue;
        }
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(slider);
        ASSERT_TRUE(a);
        ASSERT_TRUE(a->valueInterface());
        // The weight as shown beside the slider ("3.00"), not its step (30).
        EXPECT_DOUBLE_EQ(a->valueInterface()->currentValue().toDouble(), e.weights.weight(q));
        EXPECT_EQ(a->text(QAccessible::Value), numberText(e.weights.weight(q), 2));
        ++checked;
    }
    EXPECT_GT(checked, 5);
}

// A screen reader counts an area's children, then asks for each: a scroll bar
// that goes away in between left Qt 6.4 reading past the end of its list, and
// the program crashed (scripts/atspi-audit.sh). Every scroll area on every
// page and result tab answers "none" past its last child, and each child's
// index is the one it was asked by.
TEST_F(Accessibility, EveryScrollAreaAnswersNoneForAChildOutOfRange) {
    ui::AdvisorWizard& wizard = *fx.window->wizard();
    QStringList wrong;
    int areas = 0;
    const auto check = [&](const QString& where) {
        for (QScrollArea* area : fx.window->findChildren<QScrollArea*>()) {
            if (!area->isVisible()) {
                continue;
            }
            ++areas;
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(area);
            ASSERT_TRUE(iface) << where.toStdString();
            const int count = iface->childCount();
            if (iface->child(count) != nullptr || iface->child(-1) != nullptr) {
                wrong << where + QStringLiteral(": ") + area->accessibleName() +
                             QStringLiteral(" answers past its %1 children").arg(count);
            }
            for (int i = 0; i < count; ++i) {
                QAccessibleInterface* child = iface->child(i);
                if (!child || iface->indexOfChild(child) != i) {
                    wrong << where + QStringLiteral(": ") + area->accessibleName() +
                                 QStringLiteral(" child %1 is not found at its index").arg(i);
                }
            }
        }
    };
    for (int id = 0; id <= wizard.resultPageId(); ++id) {
        wizard.goToPage(id);
        QCoreApplication::processEvents();
        check(QStringLiteral("page %1").arg(id + 1));
    }
    QTabWidget* tabs = wizard.resultPage()->tabs();
    for (int t = 1; t < tabs->count(); ++t) {
        tabs->setCurrentIndex(t);
        QCoreApplication::processEvents();
        check(QStringLiteral("result tab %1").arg(t + 1));
    }
    EXPECT_GT(areas, 8) << "the pages' scroll areas were not found";
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QLatin1Char('\n')).toStdString();
}
