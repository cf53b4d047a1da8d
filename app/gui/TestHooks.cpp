#include "app/gui/TestHooks.h"

#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"
#include "services/CloudBillingPriceSource.h"
#include "services/LivePrices.h"
#include "services/SessionSecretStore.h"
#include "ui/common/UserPrompts.h"
#include "ui/compare/CompareWindow.h"
#include "ui/cost/CostPane.h"
#include "ui/main/MainWindow.h"
#include "ui/main/ProfileDocument.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/wizard/AdvisorWizard.h"
#include "ui/wizard/ChangesView.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingSummaryView.h"
#include "ui/wizard/WeightPanel.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRadioButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QWizardPage>

#include <cstdio>
#include <cstdlib>
#include <optional>

namespace accel::gui {

namespace {

// Forwards everything to the real prompts except what a test scripts: the
// restore question (answered as told) and errors (printed, not shown).
class ScriptedPrompts : public ui::UserPrompts {
public:
    ScriptedPrompts(std::unique_ptr<ui::UserPrompts> inner, std::optional<bool> restore,
                    bool printErrors)
        : m_inner(std::move(inner))
        , m_restore(restore)
        , m_printErrors(printErrors) {}
    SaveChoice askToSaveChanges(QWidget* p, const QString& name) override {
        return m_inner->askToSaveChanges(p, name);
    }
    bool askToRestore(QWidget* parent, const QString& description) override {
        if (!m_restore) {
            return m_inner->askToRestore(parent, description);
        }
        std::fprintf(stdout, "restore-offered: %s\n", qPrintable(description));
        std::fflush(stdout);
        return *m_restore;
    }
    QString openFileName(QWidget* p, const QString& c, const QString& f) override {
        return m_inner->openFileName(p, c, f);
    }
    QString saveFileName(QWidget* p, const QString& s) override {
        return m_inner->saveFileName(p, s);
    }
    void showError(QWidget* p, const QString& t, const QString& x) override {
        if (!m_printErrors) {
            m_inner->showError(p, t, x);
            return;
        }
        std::fprintf(stdout, "error-shown: %s: %s\n", qPrintable(t), qPrintable(x));
        std::fflush(stdout);
    }

private:
    std::unique_ptr<ui::UserPrompts> m_inner;
    std::optional<bool> m_restore;
    bool m_printErrors;
};

// Prints "first-page-shown" at the first paint of the page it watches (the
// moment measure_gui.py times), then quits, or with "now" exits at once so
// that valgrind or perf count exactly the work up to that paint.
class FirstPaintProbe : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            std::fputs("first-page-shown\n", stdout);
            std::fflush(stdout);
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

void writeState(const ui::MainWindow& window, const QString& path) {
    const ui::ProfileDocument& doc = window.document();
    const QByteArray profile =
        ProfileCodec(QuestionCatalogue::builtIn()).serialize(doc.toProfile());
    const QJsonObject state{{QStringLiteral("modified"), doc.isModified()},
                            {QStringLiteral("file"), doc.filePath()},
                            {QStringLiteral("page"), window.wizard()->currentId()},
                            {QStringLiteral("profile"), QJsonDocument::fromJson(profile).object()}};
    QSaveFile out(path);
    if (out.open(QIODevice::WriteOnly)) {
        out.write(QJsonDocument(state).toJson());
        out.commit();
    }
}

// "compare": the open profile against ACCEL_ADVISOR_TEST_COMPARE_WITH, as
// Tools > Compare shows them. "live-prices": the Live prices dialog on the
// bundled prices, with a key store in memory and no price cache, so that a
// screenshot touches neither the network nor the user's keychain.
void showDialog(ui::MainWindow& window, const QString& page) {
    if (page == QStringLiteral("compare")) {
        auto* compare = new ui::CompareWindow(QuestionCatalogue::builtIn(), &window);
        compare->setAttribute(Qt::WA_DeleteOnClose);
        compare->setSide(ui::CompareWindow::Left, window.document().toProfile(),
                         ui::CompareSession::sideLabel(window.document().name(),
                                                       window.document().filePath(), true));
        compare->loadFile(ui::CompareWindow::Right,
                          qEnvironmentVariable("ACCEL_ADVISOR_TEST_COMPARE_WITH"));
        compare->show();
    } else if (page == QStringLiteral("live-prices")) {
        auto* store = new services::SessionSecretStore(&window);
        auto* prices = new services::LivePrices(
            services::SizingPaths::in(
                QStandardPaths::writableLocation(QStandardPaths::TempLocation) +
                QStringLiteral("/accel-advisor-test-no-prices")),
            services::BillingConfig{}, store, &services::CloudBillingPriceSource::create, &window);
        auto* dialog = new ui::LivePricesDialog(*prices, &window);
        dialog->show();
    }
}

} // namespace

std::unique_ptr<ui::UserPrompts> wrapPromptsForTestHooks(std::unique_ptr<ui::UserPrompts> prompts) {
    const QByteArray restore = qgetenv("ACCEL_ADVISOR_RESTORE");
    const bool printErrors = qgetenv("ACCEL_ADVISOR_ERRORS") == "print";
    std::optional<bool> answer;
    if (restore == "accept" || restore == "discard") {
        answer = restore == "accept";
    }
    if (!answer && !printErrors) {
        return prompts;
    }
    return std::make_unique<ScriptedPrompts>(std::move(prompts), answer, printErrors);
}

void installStartupProbe(ui::MainWindow& window) {
    if (qEnvironmentVariableIsSet("ACCEL_ADVISOR_EXIT_WHEN_SHOWN")) {
        window.wizard()->page(0)->installEventFilter(new FirstPaintProbe(&window));
    }
}

void applyTestHooks(ui::MainWindow& window) {
    const QString answer = qEnvironmentVariable("ACCEL_ADVISOR_TEST_ANSWER");
    if (!answer.isEmpty()) {
        const QStringList parts = answer.split(QLatin1Char('='));
        const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
        const int q = cat.questionIndex(parts.value(0));
        const int o = cat.optionIndex(q, parts.value(1));
        if (q >= 0 && o >= 0) {
            window.wizard()->goToQuestion(q);
            window.wizard()->questionBox(q)->button(o)->click(); // the user's path
        }
    }
    // For looking at pages under Xvfb: "sizing", "result", "result-sizing",
    // "result-factors", "result-bill", "result-changes" or "result-importance";
    // or a dialog, "compare" or "live-prices".
    const QString page = qEnvironmentVariable("ACCEL_ADVISOR_TEST_PAGE");
    if (page == QStringLiteral("compare") || page == QStringLiteral("live-prices")) {
        showDialog(window, page);
    } else if (!page.isEmpty()) {
        ui::AdvisorWizard& wizard = *window.wizard();
        wizard.goToPage(page == QStringLiteral("sizing") ? wizard.sizingPageId()
                                                         : wizard.resultPageId());
        ui::ResultPage& result = *wizard.resultPage();
        QWidget* tab = nullptr;
        if (page == QStringLiteral("result-sizing")) {
            tab = result.sizingView();
        } else if (page == QStringLiteral("result-factors")) {
            tab = result.factorTable();
        } else if (page == QStringLiteral("result-bill")) {
            tab = result.costView();
        } else if (page == QStringLiteral("result-changes")) {
            tab = result.changesView();
        } else if (page == QStringLiteral("result-importance")) {
            tab = result.weightPanel();
        }
        // Only as a user could: a tab the profile hides (too few answers to
        // size) made current would show a state nobody can reach.
        if (tab && result.tabs()->isTabVisible(result.tabs()->indexOf(tab))) {
            result.tabs()->setCurrentWidget(tab);
        } else if (tab) {
            std::fputs("test-page: that tab is hidden for this profile\n", stdout);
            std::fflush(stdout);
        }
    }
    const QString state = qEnvironmentVariable("ACCEL_ADVISOR_TEST_STATE");
    if (!state.isEmpty()) {
        writeState(window, state);
        std::fputs("state-written\n", stdout);
        std::fflush(stdout);
    }
}

} // namespace accel::gui
