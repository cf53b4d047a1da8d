#pragma once

#include <QString>

// Where the tests find their inputs; set by tests/CMakeLists.txt.
namespace accel::test {

inline QString examplesDir() {
    return QStringLiteral(ACCEL_EXAMPLES_DIR);
}
inline QString corpusDir() {
    return QStringLiteral(ACCEL_TEST_DATA_DIR);
}
inline QString advisorExecutable() {
    return QStringLiteral(ACCEL_ADVISOR_EXE);
}
// The same program with the test hooks (app/gui/TestHooks.h); never shipped.
inline QString testableAdvisorExecutable() {
    return QStringLiteral(ACCEL_ADVISOR_TESTABLE_EXE);
}

} // namespace accel::test
