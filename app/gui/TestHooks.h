#pragma once

#include <QtGlobal>

#include <memory>

namespace accel::ui {
class MainWindow;
class UserPrompts;
} // namespace accel::ui

// Seams for tests and benchmarks that run the real program as a child
// process. Only accel-advisor-testable has them (TestHooks.cpp); the shipped
// accel-advisor links NoTestHooks.cpp, where every hook does nothing. In the
// test build each is inert unless its environment variable is set:
//   ACCEL_ADVISOR_RESTORE=accept|discard  answers the crash-restore offer
//                                         (the real restore code path runs)
//   ACCEL_ADVISOR_ERRORS=print            prints "error-shown: TITLE: TEXT" on
//                                         standard output instead of an error dialog
//   ACCEL_ADVISOR_TEST_ANSWER=q=option    clicks that answer's radio button
//   ACCEL_ADVISOR_TEST_STATE=FILE         writes the document state as JSON
//   ACCEL_ADVISOR_TEST_PAGE=sizing|result|result-sizing|result-bill
//                                         shows that page (and tab; a tab the
//                                         profile hides stays hidden)
//   ACCEL_ADVISOR_EXIT_WHEN_SHOWN=1       prints "first-page-shown" at the
//                                         first paint of the first page, then quits
//   ACCEL_ADVISOR_EXIT_WHEN_SHOWN=now     the same, but exits there and then, so
//                                         that valgrind or perf count exactly the
//                                         work up to the first paint
//   ACCEL_ADVISOR_EXIT_WHEN_SHOWN=parts   the same, then loads the deferred module
//                                         (ui/common/DeferredParts.h), prints
//                                         "deferred-parts-loaded" or why not, quits
namespace accel::gui {

std::unique_ptr<ui::UserPrompts> wrapPromptsForTestHooks(std::unique_ptr<ui::UserPrompts> prompts);
void installStartupProbe(ui::MainWindow& window);
// How fontconfig's configuration was read (gui/FontConfigWarmUp.h).
struct FontWarmUpState {
    bool finishedBeforeWindow = false; // else Qt read it for the window
    bool idlePriority = false;
    qint64 waitedUs = 0; // how long the window waited for it
};
// With the probe on, prints how long QApplication, the window and show() took,
// and how the fonts' configuration was read.
void reportStartupPhases(qint64 appMs, qint64 windowMs, qint64 shownMs, FontWarmUpState fonts);
// Clicks, pages and state files of the variables above: called after the
// first paint, once the restore offer has been answered (GuiMain).
void applyTestHooks(ui::MainWindow& window);

} // namespace accel::gui
