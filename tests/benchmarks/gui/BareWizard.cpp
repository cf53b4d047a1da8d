// The baseline for start-up time: a bare QWizard with one page of radio
// buttons, nothing else. Prints "first-page-shown" at the first paint of its
// page and quits, exactly like accel-advisor with ACCEL_ADVISOR_EXIT_WHEN_SHOWN
// (=now: exits at once, for counting instructions with valgrind).
// Both start from process creation (QApplication included), on the same
// display, in a window of the same size.

#include <QApplication>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QWizard>
#include <QWizardPage>

#include <cstdio>
#include <cstdlib>

namespace {

class FirstPaint : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            std::fputs("first-page-shown\n", stdout);
            std::fflush(stdout);
            // "now": nothing after the first paint is counted.
            if (qgetenv("ACCEL_ADVISOR_EXIT_WHEN_SHOWN") == "now") {
                std::_Exit(0);
            }
            QMetaObject::invokeMethod(qApp, &QApplication::quit, Qt::QueuedConnection);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_done = false;
};

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QWizard wizard;
    auto* page = new QWizardPage;
    page->setTitle(QStringLiteral("Step 1 of 7"));
    auto* layout = new QVBoxLayout(page);
    for (int i = 0; i < 5; ++i) {
        layout->addWidget(new QRadioButton(QStringLiteral("Option %1").arg(i), page));
    }
    wizard.addPage(page);
    page->installEventFilter(new FirstPaint(&wizard));
    // The same size as accel-advisor's first window (MainWindow::restoreSettings
    // without saved geometry), so that both paint the same area.
    wizard.resize(1100, 720);
    wizard.show();
    return QApplication::exec();
}
