// Speed and memory of the wizard, measured in-process on the real widgets:
//  - an answer change until the live chart is repainted (target < 16 ms);
//  - a weight change on the result page until its chart is repainted;
//  - peak resident memory (VmHWM) after a walk through every page, the
//    result page and the compare window (target < 80 MiB).
// Prints one figure per line; measure_gui.py runs it with the start-up test.

#include "FakePrompts.h"
#include "model/QuestionCatalogue.h"
#include "ui/common/UserPrompts.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/MainWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/FactorChartView.h"
#include "ui/wizard/LivePanel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/ResultPage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace accel;

namespace {

// Never restores, discards on close: the measured window starts clean.
std::unique_ptr<test::FakePrompts> silentPrompts() {
    auto prompts = std::make_unique<test::FakePrompts>();
    prompts->saveChoice = ui::UserPrompts::SaveChoice::Discard;
    prompts->restore = false;
    return prompts;
}

// Until the pixels are on screen: pending layout and deletions, then a paint.
void paintNow(QWidget* view) {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::sendPostedEvents();
    view->repaint();
}

void printSamples(const char* what, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    std::printf("%s: median %.2f ms, p95 %.2f ms, max %.2f ms (%zu samples)\n", what,
                ms[ms.size() / 2], ms[ms.size() * 95 / 100], ms.back(), ms.size());
}

double peakMiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
        }
    }
    return -1;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    ui::MainWindow window(silentPrompts(), dir.filePath(QStringLiteral("autosave")));
    window.resize(1200, 800);
    window.show();
    QCoreApplication::processEvents();

    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    ui::AdvisorWizard& wizard = *window.wizard();
    const int framework = cat.questionIndex(u"framework");
    ui::QuestionBox* box = wizard.questionBox(framework);
    QWidget* liveChart = window.livePanel()->chartView()->widget();

    std::vector<double> answerMs;
    QElapsedTimer timer;
    for (int i = 0; i < 200; ++i) {
        QRadioButton* button =
            box->button(i % static_cast<int>(cat.question(framework).options.size()));
        timer.start();
        button->click();
        paintNow(liveChart);
        answerMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    printSamples("answer change -> live chart repainted", answerMs);

    for (int id = 0; id <= wizard.resultPageId(); ++id) {
        wizard.goToPage(id);
        QCoreApplication::processEvents();
    }
    ui::AnswerModel& model = window.document().answers();
    QWidget* resultChart = wizard.resultPage()->chartView()->widget();
    std::vector<double> weightMs;
    for (int i = 0; i < 200; ++i) {
        timer.start();
        model.setWeight(framework, 1.0 + (i % 50) * 0.1);
        paintNow(resultChart);
        weightMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    printSamples("importance change -> result page repainted", weightMs);

    ui::CompareWindow compare(cat);
    compare.setSide(ui::CompareWindow::Left, window.document().toProfile(), QStringLiteral("a"));
    compare.setSide(ui::CompareWindow::Right, Profile{}, QStringLiteral("b"));
    compare.show();
    QCoreApplication::processEvents();
    std::printf("peak memory (VmHWM) after every page, the result and compare: %.1f MiB\n",
                peakMiB());
    return 0;
}
