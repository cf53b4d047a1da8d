// Every message of the program is translated in every language: the committed
// .ts files are refreshed from the sources with lupdate into a temporary copy
// (so a new or changed string shows up as unfinished), then every message is
// checked. This is the test that fails when a translation is missing.

#include "TestPaths.h"
#include "TsFile.h"
#include "i18n/Language.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace accel::test {
namespace {

// What lupdate makes of the current sources, in a copy of `tsPath`.
TsFile refreshedCopy(const QString& tsPath, const QTemporaryDir& dir, QString* log,
                     const QStringList& extra = {}) {
    const QString copy = dir.filePath(QFileInfo(tsPath).fileName());
    QFile::remove(copy);
    if (!QFile::copy(tsPath, copy)) {
        return TsFile{{}, {}, QStringLiteral("cannot copy %1").arg(tsPath)};
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    const QString root = accel::test::sourceDir();
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    // Includes name their layer ("model/...", "ui/main/..."): lupdate needs both
    // include roots to find each class's namespace, the first part of its context.
    const QStringList arguments = QStringList{root + QStringLiteral("/core"),
                                              root + QStringLiteral("/ui"),
                                              root + QStringLiteral("/app"),
                                              QStringLiteral("-I"),
                                              root + QStringLiteral("/core"),
                                              QStringLiteral("-I"),
                                              root,
                                              QStringLiteral("-no-obsolete"),
                                              QStringLiteral("-locations"),
                                              QStringLiteral("none")} +
                                  extra + QStringList{QStringLiteral("-ts"), copy};
    lupdate.start(accel::test::lupdateExecutable(), arguments);
    if (!lupdate.waitForFinished(180000) || lupdate.exitCode() != 0) {
        return TsFile{{}, {}, QStringLiteral("lupdate failed: %1").arg(lupdate.errorString())};
    }
    *log = QString::fromLocal8Bit(lupdate.readAll());
    return readTsFile(copy);
}

TEST(TranslationsComplete, EveryMessageOfTheSourcesIsTranslatedInEveryLanguage) {
    const QStringList files = tsFilePaths();
    // One .ts per language the program offers, English (the sources) aside;
    // LanguageTest checks that they are the same languages.
    ASSERT_EQ(files.size(), i18n::availableCodes().size() - 1);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const QString& path : files) {
        QString log;
        const TsFile ts = refreshedCopy(path, dir, &log);
        ASSERT_TRUE(ts.error.isEmpty()) << path.toStdString() << ": " << ts.error.toStdString();
        ASSERT_GT(ts.messages.size(), 800U) << "lupdate found too few messages:\n"
                                            << log.toStdString();
        // French and German have a singular and a plural form.
        const int pluralForms = 2;
        QStringList report;
        for (const TsMessage& m : ts.messages) {
            const QStringList problems = translationProblems(m, pluralForms);
            if (!problems.isEmpty()) {
                report << QStringLiteral("[%1] \"%2\": %3")
                              .arg(m.context, m.source.left(70),
                                   problems.join(QStringLiteral("; ")));
            }
        }
        EXPECT_TRUE(report.isEmpty())
            << QFileInfo(path).fileName().toStdString() << ": " << report.size()
            << " message(s) need work (run `cmake --build <dir> --target update_translations`, "
               "then translate in Qt Linguist):\n"
            << report.mid(0, 60).join(QLatin1Char('\n')).toStdString();
    }
}

TEST(TranslationsComplete, EveryCountHasItsEnglishSingularAndPlural) {
    // English carries only the plural messages ("%n chip(s)"): without them
    // the window would read "1 chip(s)" or "1 chips".
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QString log;
    const TsFile ts = refreshedCopy(accel::test::sourceDir() +
                                        QStringLiteral("/translations/accel_advisor_en.ts"),
                                    dir, &log, {QStringLiteral("-pluralonly")});
    ASSERT_TRUE(ts.error.isEmpty()) << ts.error.toStdString();
    ASSERT_GT(ts.messages.size(), 5U) << log.toStdString();
    QStringList report;
    for (const TsMessage& m : ts.messages) {
        const QStringList problems = translationProblems(m, 2);
        if (!problems.isEmpty()) {
            report << QStringLiteral("[%1] \"%2\": %3")
                          .arg(m.context, m.source.left(70), problems.join(QStringLiteral("; ")));
        }
    }
    EXPECT_TRUE(report.isEmpty()) << report.join(QLatin1Char('\n')).toStdString();
}

TEST(TranslationsComplete, EveryMessageHasTheContextItIsLookedUpIn) {
    // A file-local tr() that lupdate cannot place ends up in a context named
    // after a helper or a namespace, and is then never found at run time.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QString log;
    const TsFile ts = refreshedCopy(tsFilePaths().value(0), dir, &log);
    ASSERT_TRUE(ts.error.isEmpty()) << ts.error.toStdString();
    QStringList suspicious;
    for (const TsMessage& m : ts.messages) {
        const bool helperName =
            m.context == QStringLiteral("Text") || m.context.endsWith(QStringLiteral("::Text"));
        const bool bareNamespace =
            m.context == QStringLiteral("accel") ||
            (m.context.startsWith(QStringLiteral("accel::")) &&
             m.context.at(m.context.lastIndexOf(QLatin1Char(':')) + 1).isLower());
        if ((helperName || bareNamespace) && !suspicious.contains(m.context)) {
            suspicious << m.context;
        }
    }
    EXPECT_TRUE(suspicious.isEmpty())
        << "messages filed under contexts the code never uses: "
        << suspicious.join(QStringLiteral(", ")).toStdString()
        << "\nUse Q_DECLARE_TR_FUNCTIONS(Context) in a struct and call Struct::tr().";
    EXPECT_FALSE(log.contains(QStringLiteral("Qualifying with unknown namespace")))
        << log.toStdString();
}

TEST(TsFileChecks, FindUnfinishedPlaceholderAndMnemonicMistakes) {
    // The checker itself: each kind of mistake is caught.
    TsMessage ok{QStringLiteral("C"),           QStringLiteral("&Open %1"), {}, false, {},
                 {QStringLiteral("%1 &öffnen")}};
    EXPECT_TRUE(translationProblems(ok, 2).isEmpty());
    TsMessage unfinished = ok;
    unfinished.type = QStringLiteral("unfinished");
    EXPECT_FALSE(translationProblems(unfinished, 2).isEmpty());
    TsMessage lostPlaceholder = ok;
    lostPlaceholder.translations = {QStringLiteral("&Öffnen")};
    EXPECT_FALSE(translationProblems(lostPlaceholder, 2).isEmpty());
    TsMessage lostMnemonic = ok;
    lostMnemonic.translations = {QStringLiteral("%1 öffnen")};
    EXPECT_FALSE(translationProblems(lostMnemonic, 2).isEmpty());
    TsMessage entity = ok;
    entity.source = QStringLiteral("A &amp; B && C");
    entity.translations = {QStringLiteral("A &amp; B && C")};
    EXPECT_TRUE(translationProblems(entity, 2).isEmpty());
    TsMessage plural{QStringLiteral("C"),           QStringLiteral("%n file(s)"), {}, true, {},
                     {QStringLiteral("eine Datei")}};
    EXPECT_FALSE(translationProblems(plural, 2).isEmpty()) << "one form missing";
    plural.translations << QStringLiteral("%n Dateien");
    EXPECT_TRUE(translationProblems(plural, 2).isEmpty());
    TsMessage empty = ok;
    empty.translations = {QString()};
    EXPECT_FALSE(translationProblems(empty, 2).isEmpty());
}

} // namespace
} // namespace accel::test
