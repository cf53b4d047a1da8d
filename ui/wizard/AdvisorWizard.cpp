#include "ui/wizard/AdvisorWizard.h"

#include "model/CatalogueText.h"
#include "model/ConfidenceBand.h"
#include "model/QuestionCatalogue.h"
#include "ui/common/FocusInView.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/wizard/AnswerModel.h"
#include "ui/wizard/QuestionBox.h"
#include "ui/wizard/QuestionPage.h"
#include "ui/wizard/ResultPage.h"
#include "ui/wizard/SizingStepPage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QScrollArea>
#include <QShortcut>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace accel::ui {

AdvisorWizard::AdvisorWizard(AnswerModel& model, const QString& hostMnemonics, QWidget* parent)
    : QWizard(parent)
    , m_model(model)
    , m_hostMnemonics(hostMnemonics) {
    setObjectName(QStringLiteral("advisorWizard"));
    setWindowFlags(Qt::Widget); // embedded in the main window, not a dialog of its own
    setWizardStyle(QWizard::ModernStyle);
    setOptions(QWizard::IndependentPages | QWizard::HaveHelpButton | QWizard::NoCancelButton |
               QWizard::NoBackButtonOnStartPage);
    // No Finish: the result page is where the work ends; the profile is saved from the menu.
    setButtonLayout(
        {QWizard::Stretch, QWizard::HelpButton, QWizard::BackButton, QWizard::NextButton});
    retranslateUi();

    const QuestionCatalogue& cat = model.catalogue();
    const int steps = static_cast<int>(cat.steps().size());
    const int shown = steps + 2; // "Step N of M" counts sizing and the result too
    for (int s = 0; s < steps; ++s) {
        // b and n: the Back and Next buttons.
        auto* page = new QuestionPage(model, s, shown, hostMnemonics + buttonMnemonics(), this);
        m_pages.push_back(page);
        setPage(s, page);
    }
    m_sizing = new SizingStepPage(model, steps, shown, this);
    setPage(steps, m_sizing);
    m_result = new ResultPage(model, shown, this);
    setPage(steps + 1, m_result);
    m_sizing->setReservedMnemonics(hostMnemonics + buttonMnemonics());
    m_result->setReservedMnemonics(hostMnemonics + buttonMnemonics());
    setStartId(0);

    connect(this, &QWizard::helpRequested, this, &AdvisorWizard::showHelp);
    auto* f1 = new QShortcut(QKeySequence::HelpContents, this);
    f1->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f1, &QShortcut::activated, this, &AdvisorWizard::showHelp);
    connect(m_result, &ResultPage::questionRequested, this, &AdvisorWizard::goToQuestion);
    (void)lastInputWasKeyboard(); // start watching the input before the first page change
    // After the switch has settled: the page that was left hid its focused
    // widget, and Qt passed focus on to whatever came next in the window.
    connect(this, &QWizard::currentIdChanged, this,
            [this] { QTimer::singleShot(0, this, &AdvisorWizard::focusCurrentPage); });
}

void AdvisorWizard::keepButtonsLast() {
    // The button row is the bottom of the screen: Tab reaches it after the
    // page, in the order it reads (Help, Back, Next).
    // Widgets built later (a page's questions, on its first showing) join the
    // end of the window's focus chain, behind the buttons: moved on each page.
    QWidget* top = window();
    const QList<QWidget*> row{button(QWizard::HelpButton), button(QWizard::BackButton),
                              button(QWizard::NextButton)};
    QWidget* last = top->previousInFocusChain();
    while (last != top && row.contains(last)) {
        last = last->previousInFocusChain();
    }
    for (QWidget* b : row) {
        QWidget::setTabOrder(last, b);
        last = b;
    }
}

void AdvisorWizard::focusCurrentPage() {
    placeFocus(); // builds a page shown for the first time
    keepButtonsLast();
}

void AdvisorWizard::placeFocus() {
    QWizardPage* page = currentPage();
    if (!page || !page->isVisible()) {
        return;
    }
    // Somebody chose a place already (a link to a question): keep it.
    const QWidget* focused = QApplication::focusWidget();
    if (focused && page->isAncestorOf(focused)) {
        return;
    }
    // After Alt+N or Enter the focus frame shows where typing goes; after
    // a click on Next it stays quiet, as everywhere in Qt.
    const Qt::FocusReason reason = focusReasonForLastInput();
    if (auto* questions = qobject_cast<QuestionPage*>(page)) {
        questions->focusFirstQuestion(reason);
    } else if (page == m_result) {
        m_result->focusSummary(reason);
    } else if (QWidget* first = firstTabStop(page)) {
        first->setFocus(reason);
    }
}

void AdvisorWizard::showEvent(QShowEvent* event) {
    QWizard::showEvent(event);
    // The first page was chosen before the window showed: focus it now.
    QTimer::singleShot(0, this, &AdvisorWizard::focusCurrentPage);
}

void AdvisorWizard::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWizard::changeEvent(event);
}

void AdvisorWizard::retranslateUi() {
    setButtonText(QWizard::BackButton, tr("&Back"));
    setButtonText(QWizard::NextButton, tr("&Next"));
    setButtonText(QWizard::HelpButton, tr("Help (F1)"));
    // Screen readers should say words, not the arrows some styles draw.
    button(QWizard::BackButton)->setAccessibleName(tr("Back"));
    button(QWizard::NextButton)->setAccessibleName(tr("Next"));
    button(QWizard::HelpButton)->setAccessibleName(tr("Help"));
    setAccessibleName(tr("Accelerator Advisor steps"));
    setAccessibleDescription(
        tr("One page per step; Next and Back move between them, F1 explains the page."));
    // Back and Next may have new Alt+letters: the pages keep them free.
    for (QuestionPage* page : m_pages) {
        page->setReservedMnemonics(m_hostMnemonics + buttonMnemonics());
    }
    if (m_sizing) {
        m_sizing->setReservedMnemonics(m_hostMnemonics + buttonMnemonics());
        m_result->setReservedMnemonics(m_hostMnemonics + buttonMnemonics());
    }
}

QString AdvisorWizard::buttonMnemonics() const {
    QString letters;
    for (const QWizard::WizardButton which : {QWizard::BackButton, QWizard::NextButton}) {
        letters += mnemonicOf(buttonText(which));
    }
    return letters;
}

void AdvisorWizard::setHostMnemonics(const QString& letters) {
    // The pages re-pick their questions' Alt+letters when the language changes.
    m_hostMnemonics = letters;
    for (QuestionPage* page : m_pages) {
        page->setReservedMnemonics(letters + buttonMnemonics());
    }
    m_sizing->setReservedMnemonics(letters + buttonMnemonics());
    m_result->setReservedMnemonics(letters + buttonMnemonics());
}

QuestionPage* AdvisorWizard::questionPage(int step) const {
    return m_pages[static_cast<std::size_t>(step)];
}

QuestionBox* AdvisorWizard::questionBox(int question) const {
    const QuestionCatalogue& cat = m_model.catalogue();
    if (question < 0 || question >= cat.questionCount()) {
        return nullptr;
    }
    const int step = cat.stepIndex(cat.question(question).step);
    return step < 0 ? nullptr : questionPage(step)->box(question);
}

void AdvisorWizard::goToPage(int id) {
    if (id < 0 || id > resultPageId()) {
        return;
    }
    if (currentId() < 0) {
        restart();
    }
    // Bounded loops: each step moves one page; a refused move ends the walk.
    for (int guard = 0; currentId() > id && guard <= resultPageId(); ++guard) {
        back();
    }
    for (int guard = 0; currentId() < id && guard <= resultPageId(); ++guard) {
        next();
    }
}

void AdvisorWizard::goToQuestion(int question) {
    QuestionBox* box = questionBox(question);
    if (!box) {
        return;
    }
    QuestionPage* page =
        questionPage(m_model.catalogue().stepIndex(m_model.catalogue().question(question).step));
    goToPage(page->step());
    if (auto* scroll = page->findChild<QScrollArea*>()) {
        scroll->ensureWidgetVisible(box);
    }
    box->focusAnswer(focusReasonForLastInput());
}

void AdvisorWizard::done(int /*result*/) {
    // Embedded: Escape and Enter on the last page must not hide the wizard.
}

QString AdvisorWizard::helpHtml() const {
    // Every page answers two questions: what does this mean, and what do I do now.
    if (auto* page = qobject_cast<QuestionPage*>(currentPage())) {
        return page->helpHtml() +
               tr("<h4>What to do now</h4><p>Pick the answer closest to your situation, or leave "
                  "\u201cNot sure yet\u201d: an open question counts as neutral and the result "
                  "page lists it among the questions that could change the verdict. The panel on "
                  "the right shows the verdict so far; Next goes on to the following step.</p>");
    }
    if (currentPage() == m_sizing) {
        const bool serving =
            m_sizing->panel()->request().kind == sizing::SizingRequest::Kind::Inference;
        const QString what =
            serving ? tr("<h3>Workload sizing: serving</h3><p>Optional. Describe the model and the "
                         "load: requests per second, tokens in and out, and how fast the first "
                         "token and the following ones must come. For each accelerator the table "
                         "gives the chips needed (replicas × chips per replica), whether the "
                         "weights and the KV cache fit, the speed each user sees and the cost per "
                         "million output tokens, from the price shown with its source and date. "
                         "Serving is limited by memory bandwidth, so MFU does not apply.</p>")
                    : tr("<h3>Workload sizing: training</h3><p>Optional. Describe the model and "
                         "the run: parameters, tokens, method and deadline. For each accelerator "
                         "the table gives the chips needed, whether the training state fits, the "
                         "time and the cost with their plausible range. Compute is 6 × (active "
                         "parameters + attention over the sequence) × tokens; time comes from the "
                         "chips' peak times a "
                         "model-FLOPs utilisation (MFU) calibrated on published runs; cost from "
                         "chip-hours times the price shown with its source and date.</p>");
        return what +
               tr("<h4>What to do now</h4><p>Look for the cheapest row that fits and meets your "
                  "targets; accelerators your answers rule out stay listed as unavailable, with "
                  "the reason. If you know better figures, double-click an MFU or a price to type "
                  "your own. The result page and the report use what this page shows. Skip it if "
                  "you only need the GPU or TPU decision.</p>");
    }
    return tr("<h3>Reading the result</h3><p>The card at the top gives the verdict, how sure it "
              "is and what it rests on. Each answer leans towards GPU or TPU and its importance "
              "scales that lean into a contribution: the chart and the Factors tab show them, "
              "largest first. A hard constraint (a blocker) rules a platform out whatever the "
              "scores.</p><h4>What to do now</h4><p>Check the answers that decide it (the links in "
              "the card take you to them) and \u201cWhat would change it\u201d: answering an open "
              "question or changing one listed there may change the verdict. If a factor matters "
              "more or less to you, change its importance. Then save the profile and export the "
              "report (File menu) to share the reasoning.</p>") +
           tr("<p>An open question whose answer could still rule the recommended platform out "
              "is named as a proviso (\u201cprovided that\u2026\u201d): answer it first.</p>"
              "<h4>How sure it is</h4><p>%1</p>")
               .arg(confidenceMethod().toHtmlEscaped()) +
           //: The result tabs take no Alt+letter, so that the Bill tab's fields can.
           tr("<h4>Keyboard</h4><p>Ctrl+Tab and Ctrl+Shift+Tab (or Ctrl+Page Down and "
              "Ctrl+Page Up) move between the tabs under the card; on the Bill tab, every field "
              "has its Alt+letter.</p>");
}

void AdvisorWizard::showHelp() {
    const QString html = helpHtml();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Help: %1").arg(currentPage() ? currentPage()->title() : QString()));
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(html);
    text->setAccessibleName(tr("Help text"));
    text->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(640, 480);
    dialog.exec();
}

} // namespace accel::ui
