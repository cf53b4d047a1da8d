// Test helper for DataSafetyKillTest: saves one of two versions of a file,
// over and over, through the program's real write paths, until it is killed.
//
//   accel-safe-write-loop profile|report TARGET
//
// "profile" alternates two large profiles (saveProfileFile); "report"
// alternates two 4 MiB report files (render::saveReportBytes, the path of
// File > Export and of `accel-advisor report`). Prints "ready" once, then
// "saved N" after each complete save.

#include "SafeWriteLoopContent.h"
#include "io/ProfileFile.h"
#include "model/QuestionCatalogue.h"
#include "render/report/ReportExport.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fputs("usage: accel-safe-write-loop profile|report TARGET\n", stderr);
        return 2;
    }
    const bool profile = args[1] == QStringLiteral("profile");
    const QString target = args[2];
    const accel::QuestionCatalogue& catalogue = accel::QuestionCatalogue::builtIn();
    std::fputs("ready\n", stdout);
    std::fflush(stdout);
    for (long n = 0;; ++n) {
        const bool first = n % 2 == 0;
        bool ok = false;
        if (profile) {
            ok =
                accel::io::saveProfileFile(target, accel::test::loopProfile(first), catalogue).ok();
        } else {
            ok = accel::render::saveReportBytes(accel::test::loopReport(first), target).ok();
        }
        if (!ok) {
            std::fputs("save failed\n", stderr);
            return 1;
        }
        std::fprintf(stdout, "saved %ld\n", n);
        std::fflush(stdout);
    }
}
