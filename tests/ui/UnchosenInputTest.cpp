// Input that changes without the user: the mouse wheel over a field the user
// has not chosen scrolls the page instead of changing its value (as in KDE
// applications), and a value that contradicts another field is refused where
// it is typed, with the reason, instead of being shown and silently replaced.

#include "UiTestSupport.h"
#include "ui/cost/CostInputs.h"
#include "ui/cost/CostPane.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"
#include "ui/wizard/WeightPanel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include <gtest/gtest.h>

using namespace accel;

namespace {

class UnchosenInput : public ::testing::Test {
protected:
    void SetUp() override {
        fx.window->resize(1024, 700);
        fx.window->show();
        QApplication::setActiveWindow(fx.window.get());
        ASSERT_TRUE(QTest::qWaitForWindowExposed(fx.window.get()));
        ASSERT_TRUE(fx.window->openProfileFile(test::example("jax-scale-up-gcp.accel.json")));
    }
    ui::AdvisorWizard& wizard() const { return *fx.window->wizard(); }
    ui::SizingPanel* sizing() const {
        wizard().goToPage(wizard().sizingPageId());
        QCoreApplication::processEvents();
        return wizard().sizingPage()->panel();
    }
    // One notch of the wheel towards the user, over the middle of `w`, as
    // QApplication delivers it to the widget under the pointer. True when
    // the widget took it; false when it left it to the widgets around it.
    static bool wheelDown(QWidget* w) {
        const QPointF centre(w->width() / 2.0, w->height() / 2.0);
        QWheelEvent wheel(centre, w->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w, &wheel);
        return wheel.isAccepted();
    }
    static void giveFocus(QWidget* w) {
        w->setFocus(Qt::TabFocusReason);
        ASSERT_TRUE(QTest::qWaitFor([w] { return w->hasFocus(); }, 1000));
    }
    // The wheel leaves `w` alone until it has the focus, then changes it.
    template <typename Value> static void wheelNeedsFocus(QWidget* w, Value value) {
        SCOPED_TRACE(w->objectName().toStdString());
        ASSERT_TRUE(w->isVisible());
        EXPECT_EQ(w->focusPolicy(), Qt::StrongFocus) << "the wheel must not give it the focus";
        fx_clearFocus(w);
        const auto before = value();
        EXPECT_FALSE(wheelDown(w)) << "the wheel must pass on to the scroll area";
        EXPECT_EQ(value(), before) << "the wheel changed a field without focus";
        EXPECT_FALSE(w->hasFocus());
        giveFocus(w);
        wheelDown(w);
        EXPECT_NE(value(), before) << "with the focus, the wheel changes the value";
    }
    static void fx_clearFocus(QWidget* w) {
        if (QWidget* focus = QApplication::focusWidget(); focus == w || w->isAncestorOf(focus)) {
            focus->clearFocus();
        }
    }

    test::WindowFixture fx;
};

} // namespace

TEST_F(UnchosenInput, TheWheelChangesStep7FieldsOnlyOnceTheyHaveFocus) {
    ui::SizingPanel* panel = sizing();
    auto* method = panel->findChild<QComboBox*>(QStringLiteral("method"));
    auto* params = panel->findChild<QDoubleSpinBox*>(QStringLiteral("params"));
    auto* seqLen = panel->findChild<QSpinBox*>(QStringLiteral("seqLen"));
    ASSERT_TRUE(method && params && seqLen);
    sizing::SizingRequest r = panel->request();
    r.kind = sizing::SizingRequest::Kind::Training;
    r.method = sizing::Method::Pretrain;
    panel->setRequest(r);
    QCoreApplication::processEvents();
    wheelNeedsFocus(method, [method] { return method->currentIndex(); });
    wheelNeedsFocus(params, [params] { return params->value(); });
    wheelNeedsFocus(seqLen, [seqLen] { return seqLen->value(); });
}

TEST_F(UnchosenInput, TheWheelChangesBillFieldsAndImportanceOnlyOnceTheyHaveFocus) {
    wizard().goToPage(wizard().resultPageId());
    ui::ResultPage* page = wizard().resultPage();
    page->tabs()->setCurrentWidget(page->costView());
    QCoreApplication::processEvents();
    ui::CostInputs* inputs = page->costView()->inputs();
    QDoubleSpinBox* months = inputs->spinBox(QStringLiteral("months"));
    QComboBox* owned = inputs->ownedAccelerator();
    ASSERT_TRUE(months && owned);
    wheelNeedsFocus(months, [months] { return months->value(); });
    wheelNeedsFocus(owned, [owned] { return owned->currentIndex(); });

    page->tabs()->setCurrentWidget(page->weightPanel());
    QCoreApplication::processEvents();
    QSlider* slider = nullptr;
    for (QSlider* s : page->weightPanel()->findChildren<QSlider*>()) {
        if (s->isVisible()) {
            slider = s;
            break;
        }
    }
    ASSERT_TRUE(slider);
    wheelNeedsFocus(slider, [slider] { return slider->value(); });
}

TEST_F(UnchosenInput, ActiveParametersCannotExceedTheModelSizeAndSayWhy) {
    ui::SizingPanel* panel = sizing();
    auto* params = panel->findChild<QDoubleSpinBox*>(QStringLiteral("params"));
    auto* active = panel->findChild<QDoubleSpinBox*>(QStringLiteral("active"));
    ASSERT_TRUE(params && active);
    params->setValue(70.0);
    active->setValue(0.0);
    EXPECT_DOUBLE_EQ(active->maximum(), 70.0) << "the maximum follows the model size";
    EXPECT_TRUE(active->toolTip().contains(params->text())) << active->toolTip().toStdString();

    // Typed: "2000" stops at "200", refused at its third digit; the field
    // never shows what the sizing would not use, and a tooltip says why.
    giveFocus(active);
    active->selectAll();
    QTest::keyClicks(active, QStringLiteral("2000"));
    EXPECT_TRUE(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 1000))
        << "a refused key says why";
    EXPECT_TRUE(QToolTip::text().contains(params->text())) << QToolTip::text().toStdString();
    QTest::keyClick(active, Qt::Key_Return);
    EXPECT_LE(active->value(), 70.0);
    EXPECT_FALSE(active->text().contains(QStringLiteral("2000"))) << active->text().toStdString();
    EXPECT_LE(panel->request().activeParams.value_or(0.0), 70e9);

    // A smaller model takes the active parameters down with it.
    active->setValue(37.0);
    params->setValue(20.0);
    EXPECT_DOUBLE_EQ(active->value(), 20.0);
    EXPECT_DOUBLE_EQ(active->maximum(), 20.0);
}

TEST_F(UnchosenInput, ExpertsPerTokenCannotExceedTheExperts) {
    ui::SizingPanel* panel = sizing();
    auto* experts = panel->findChild<QSpinBox*>(QStringLiteral("experts"));
    auto* perToken = panel->findChild<QSpinBox*>(QStringLiteral("expertsPerToken"));
    ASSERT_TRUE(experts && perToken);
    experts->setValue(16);
    EXPECT_EQ(perToken->maximum(), 16);
    EXPECT_TRUE(perToken->toolTip().contains(experts->text())) << perToken->toolTip().toStdString();
    perToken->setValue(8);
    experts->setValue(4);
    EXPECT_EQ(perToken->value(), 4) << "fewer experts take the experts per token down";
    experts->setValue(experts->minimum()); // not given: the limit applies alone
    EXPECT_GT(perToken->maximum(), 16);
}
