#pragma once

#include "FakePrompts.h"
#include "TestPaths.h"
#include "ui/compare/CompareWindow.h"
#include "ui/main/MainWindow.h"
#include "ui/sizing/SizingPanel.h"

#include <QApplication>
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace accel::test {

// A main window with fake prompts, an autosave folder of its own and
// settings kept out of the user's real configuration.
struct WindowFixture {
    QTemporaryDir dir;
    FakePrompts* prompts = nullptr;
    std::unique_ptr<ui::MainWindow> window;

    WindowFixture() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        auto fake = std::make_unique<FakePrompts>();
        prompts = fake.get();
        window = std::make_unique<ui::MainWindow>(std::move(fake),
                                                  dir.filePath(QStringLiteral("autosave")));
        window->resize(1200, 800);
    }
    [[nodiscard]] QString path(const QString& name) const { return dir.filePath(name); }
};

inline QString example(const char* name) {
    return accel::test::examplesDir() + QLatin1Char('/') + QString::fromLatin1(name);
}

// The pair the compare tests look at, shown: the research cluster (GPU) on
// the left, the JAX scale-up (hybrid) on the right. False if either failed.
[[nodiscard]] inline bool showResearchAgainstScaleUp(ui::CompareWindow& window) {
    const bool loaded =
        window.loadFile(ui::CompareWindow::Left, example("pytorch-research-onprem.accel.json")) &&
        window.loadFile(ui::CompareWindow::Right, example("jax-scale-up-gcp.accel.json"));
    window.show();
    return loaded && QTest::qWaitForWindowExposed(&window);
}

// Step 7 has two forms, training and serving (inference) inputs: visit each.
template <typename Visit> void forEachSizingMode(ui::SizingPanel* panel, Visit visit) {
    for (const auto kind :
         {sizing::SizingRequest::Kind::Training, sizing::SizingRequest::Kind::Inference}) {
        sizing::SizingRequest r = panel->request();
        r.kind = kind;
        panel->setRequest(r);
        QCoreApplication::processEvents();
        visit(kind == sizing::SizingRequest::Kind::Inference);
    }
}

} // namespace accel::test
