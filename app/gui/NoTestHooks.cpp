// The shipped program's side of the test seams: every hook does nothing, so
// no environment variable can drive the installed program. Tests use
// accel-advisor-testable, which links TestHooks.cpp instead.
#include "app/gui/TestHooks.h"
#include "ui/common/UserPrompts.h"

namespace accel::gui {

std::unique_ptr<ui::UserPrompts> wrapPromptsForTestHooks(std::unique_ptr<ui::UserPrompts> prompts) {
    return prompts;
}

void installStartupProbe(ui::MainWindow& /*window*/) {}

void applyTestHooks(ui::MainWindow& /*window*/) {}

} // namespace accel::gui
