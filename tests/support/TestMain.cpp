// Shared main() for the GoogleTest executables. gtest_discover_tests runs the
// binary with --gtest_list_tests, so tests that need a QApplication create it
// only after GoogleTest has parsed its flags, and default to the offscreen
// platform so that no display is needed.

#include <QCoreApplication>

#include <gtest/gtest.h>
#include <memory>

#ifdef ACCEL_TEST_WITH_GUI
#include <QApplication>
#endif

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    if (::testing::GTEST_FLAG(list_tests)) {
        return RUN_ALL_TESTS();
    }
#ifdef ACCEL_TEST_WITH_GUI
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    return RUN_ALL_TESTS();
}
