#pragma once

#include <QString>
#include <QStringList>

// Where the tests find their inputs and the programs they run. The values
// are written by tests/CMakeLists.txt into one generated source file, so
// that no other test source depends on where the tree was cloned (and a
// compiler cache can share them between clones).
namespace accel::test {

QString sourceDir();
QString examplesDir();
QString corpusDir(); // tests/data
QString advisorExecutable();
// The same program with the test hooks (app/gui/TestHooks.h); never shipped.
QString testableAdvisorExecutable();
QString safeWriteLoopExecutable(); // tests/cli/SafeWriteLoop.cpp
QString lupdateExecutable();
QStringList translationFiles(); // translations/*.ts
QString screenshotDir();        // where tests leave screenshots for a person

} // namespace accel::test
