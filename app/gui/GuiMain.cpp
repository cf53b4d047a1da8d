#include <cstdio>

// Replaced by the wizard (issue 3).
int runGui(int /*argc*/, char** /*argv*/)
{
    std::fputs("accel-advisor: the wizard is not built yet; use accel-advisor --help\n", stderr);
    return 2;
}
