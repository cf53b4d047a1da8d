// Writes a PNG of every wizard page, at a small and a large window size and
// with long answers chosen, so that a person can look for clipping and
// overlap: <build>/tests-output/screenshots/.

#include "AdvisorWizard.h"
#include "AnswerModel.h"
#include "Catalogue.h"
#include "CompareWindow.h"
#include "ProfileDocument.h"
#include "ResultPage.h"
#include "UiTestSupport.h"

#include <QDir>
#include <QPixmap>
#include <QTabWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

// The longest option label of every question: the worst case for layout.
void chooseLongestAnswers(AnswerModel& model) {
    const Catalogue& cat = model.catalogue();
    for (int q = 0; q < cat.questionCount(); ++q) {
        int longest = 0;
        for (int o = 0; o < static_cast<int>(cat.question(q).options.size()); ++o) {
            if (qstrlen(cat.option(q, o).label) > qstrlen(cat.option(q, longest).label)) {
                longest = o;
            }
        }
        model.setAnswer(q, longest);
    }
}

QString shotDir() {
    const QString dir = QStringLiteral(ACCEL_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    return dir;
}

bool saveShot(QWidget& w, const QString& name) {
    // Qt Charts deletes replaced axis items later; without an event loop
    // running, deliver those deletions before taking the picture.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QApplication::processEvents();
    const QPixmap pixmap = w.grab();
    return !pixmap.isNull() &&
           pixmap.save(shotDir() + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

TEST(Screenshots, EveryPageAtSmallAndLargeSizes) {
    const QList<QSize> sizes{QSize(900, 600), QSize(1400, 900)};
    int written = 0;
    for (const QSize& size : sizes) {
        test::WindowFixture fx;
        MainWindow& window = *fx.window;
        window.resize(size);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.document().setName(QStringLiteral(
            "Ranking model retrain, after the scale-up to a full pod, second opinion"));
        chooseLongestAnswers(window.document().answers());
        const QString suffix = QStringLiteral("-%1x%2").arg(size.width()).arg(size.height());
        AdvisorWizard& wizard = *window.wizard();
        for (int id = 0; id <= wizard.resultPageId(); ++id) {
            wizard.goToPage(id);
            ASSERT_EQ(wizard.currentId(), id);
            const QString name =
                QStringLiteral("page%1-%2").arg(id + 1).arg(wizard.currentPage()->objectName());
            EXPECT_TRUE(saveShot(window, name + suffix));
            ++written;
        }
        QTabWidget* tabs = wizard.resultPage()->tabs();
        for (int t = 1; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            EXPECT_TRUE(saveShot(window, QStringLiteral("page7-result-tab%1").arg(t + 1) + suffix));
            ++written;
        }
        CompareWindow compare(Catalogue::builtIn());
        compare.resize(size);
        ASSERT_TRUE(compare.loadFile(CompareWindow::Left,
                                     test::example("pytorch-research-onprem.accel.json")));
        ASSERT_TRUE(
            compare.loadFile(CompareWindow::Right, test::example("jax-scale-up-gcp.accel.json")));
        compare.show();
        EXPECT_TRUE(saveShot(compare, QStringLiteral("compare") + suffix));
        ++written;
        window.document().reset(Profile{}, {}, false);
    }
    EXPECT_EQ(QDir(shotDir()).entryList({QStringLiteral("*.png")}).size() >= written, true);
}
