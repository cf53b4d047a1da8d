// Shared main() for the GoogleTest executables. gtest_discover_tests runs the
// binary with --gtest_list_tests, so tests that need a QApplication create it
// only after GoogleTest has parsed its flags, and default to the offscreen
// platform so that no display is needed.

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

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
    // ctest runs test cases as parallel processes: give each its own home,
    // so settings, autosaves and caches of one never meet another's.
    const QTemporaryDir home;
    if (!home.isValid()) {
        return 1;
    }
    for (const char* var :
         {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString dir = home.filePath(QString::fromLatin1(var));
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);
        qputenv(var, QFile::encodeName(dir));
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
