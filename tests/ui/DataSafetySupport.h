#pragma once

// Shared by the DataSafety*Test.cpp files: prompts that record the new
// questions, a main window fixture using them, and a catcher for the real
// (modal) message boxes.

#include "UiTestSupport.h"
#include "ui/main/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTimer>

namespace accel::test {

class RecordingPrompts : public FakePrompts {
public:
    OverwriteChoice newerChoice = OverwriteChoice::Cancel;
    OverwriteChoice changedChoice = OverwriteChoice::Cancel;
    int newerQuestions = 0;
    int changedQuestions = 0;
    QString askedPath;
    int askedVersion = 0;
    QStringList warnings; // title + "\n" + text

    OverwriteChoice askToOverwriteNewerFile(QWidget* /*parent*/, const QString& path,
                                            int fileVersion) override {
        ++newerQuestions;
        askedPath = path;
        askedVersion = fileVersion;
        return newerChoice;
    }
    OverwriteChoice askToOverwriteChangedFile(QWidget* /*parent*/, const QString& path) override {
        ++changedQuestions;
        askedPath = path;
        return changedChoice;
    }
    void showWarning(QWidget* /*parent*/, const QString& title, const QString& text) override {
        warnings << title + QLatin1Char('\n') + text;
    }
};

// Like WindowFixture, with RecordingPrompts.
struct SafetyFixture {
    QTemporaryDir dir;
    RecordingPrompts* prompts = nullptr;
    std::unique_ptr<ui::MainWindow> window;

    explicit SafetyFixture(const QString& autosaveFolder = {}) {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        auto fake = std::make_unique<RecordingPrompts>();
        prompts = fake.get();
        window = std::make_unique<ui::MainWindow>(
            std::move(fake),
            autosaveFolder.isEmpty() ? dir.filePath(QStringLiteral("autosave")) : autosaveFolder);
        window->resize(1200, 800);
    }
    [[nodiscard]] QString path(const QString& name) const { return dir.filePath(name); }
};

// Waits for the next modal message box, keeps its texts and presses the
// button with `buttonName` (an object name), or closes it when empty.
class MessageBoxCatcher : public QObject {
public:
    explicit MessageBoxCatcher(QString buttonName = {})
        : m_buttonName(std::move(buttonName)) {
        connect(&m_timer, &QTimer::timeout, this, &MessageBoxCatcher::poll);
        m_timer.start(20);
    }
    QString text;
    QString informativeText;
    QString title;
    int seen = 0;

private:
    void poll() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) {
            return;
        }
        ++seen;
        text = box->text();
        informativeText = box->informativeText();
        title = box->windowTitle();
        if (!m_buttonName.isEmpty()) {
            if (auto* button = box->findChild<QAbstractButton*>(m_buttonName)) {
                button->click();
                return;
            }
        }
        box->done(0);
    }

    QString m_buttonName;
    QTimer m_timer;
};

} // namespace accel::test
