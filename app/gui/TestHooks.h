#pragma once

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
namespace accel::gui {

std::unique_ptr<ui::UserPrompts> wrapPromptsForTestHooks(std::unique_ptr<ui::UserPrompts> prompts);
void installStartupProbe(ui::MainWindow& window);
// Clicks, pages and state files of the variables above: called after the
// first paint, once the restore offer has been answered (GuiMain).
void applyTestHooks(ui::MainWindow& window);

} // namespace accel::gui
