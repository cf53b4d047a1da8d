// --lang on the real program: messages, text results and reports in French and
// German, with numbers and dates in that language; a wrong code is a usage error.

#include "AdvisorProcess.h"
#include "TestPaths.h"

#include <QDate>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace accel::test {
namespace {

using ProcessResult = AdvisorRun;

ProcessResult runAdvisor(const QStringList& arguments) {
    return runAdvisorHeadless(arguments);
}

QString example() {
    return examplesDir() + QStringLiteral("/jax-scale-up-gcp.accel.json");
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

TEST(LocalizedCommandLine, UnknownOrMissingLanguageIsAUsageError) {
    const ProcessResult unknown = runAdvisor(
        {QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("evaluate"), example()});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("xx"))) << unknown.err.toStdString();
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("en, fr, de"))) << unknown.err.toStdString();
    EXPECT_TRUE(unknown.out.isEmpty());

    const ProcessResult missing =
        runAdvisor({QStringLiteral("evaluate"), example(), QStringLiteral("--lang")});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("--lang"))) << missing.err.toStdString();
}

TEST(LocalizedCommandLine, EvaluateSpeaksTheChosenLanguageAndKeepsJsonIds) {
    const ProcessResult english = runAdvisor({QStringLiteral("evaluate"), example()});
    ASSERT_EQ(english.exitCode, 0) << english.err.toStdString();
    EXPECT_TRUE(english.out.contains(QStringLiteral("Verdict"))) << english.out.toStdString();

    const ProcessResult german = runAdvisor(
        {QStringLiteral("evaluate"), example(), QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_EQ(german.exitCode, 0) << german.err.toStdString();
    EXPECT_TRUE(german.out.contains(QStringLiteral("Empfehlung"))) << german.out.toStdString();
    EXPECT_TRUE(german.out.contains(QStringLiteral("2.000"))) << "German digit grouping";
    EXPECT_FALSE(german.out.contains(QStringLiteral("Verdict")));

    const ProcessResult french =
        runAdvisor({QStringLiteral("--lang=fr"), QStringLiteral("evaluate"), example()});
    ASSERT_EQ(french.exitCode, 0) << french.err.toStdString();
    EXPECT_TRUE(french.out.contains(QStringLiteral("Recommandation"))) << french.out.toStdString();

    // The JSON contract keeps its ids and number syntax whatever the language.
    const ProcessResult json =
        runAdvisor({QStringLiteral("evaluate"), example(), QStringLiteral("--format"),
                    QStringLiteral("json"), QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    EXPECT_TRUE(json.out.contains(QStringLiteral("\"verdict\": \"hybrid\"")) ||
                json.out.contains(QStringLiteral("\"verdict\":\"hybrid\"")))
        << json.out.left(400).toStdString();
    EXPECT_TRUE(QRegularExpression(QStringLiteral("\"confidence\":\\s*[01](\\.\\d+)?[,}\\s]"))
                    .match(json.out)
                    .hasMatch());
}

TEST(LocalizedCommandLine, ReportsFollowTheLanguageInWordsNumbersAndDates) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QDate today = QDate::currentDate();
    struct Case {
        QString code;
        QString heading; // a word every report of that language has
    };
    for (const Case& c : {Case{QStringLiteral("de"), QStringLiteral("Empfehlung")},
                          Case{QStringLiteral("fr"), QStringLiteral("Recommandation")}}) {
        const QString md = dir.filePath(c.code + QStringLiteral(".md"));
        const ProcessResult run =
            runAdvisor({QStringLiteral("report"), example(), QStringLiteral("-o"), md,
                        QStringLiteral("--lang"), c.code});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        const QString text = readText(md);
        EXPECT_TRUE(text.contains(c.heading, Qt::CaseInsensitive)) << c.code.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("Executive summary"), Qt::CaseInsensitive));
        // Decimal commas in both languages, e.g. "14,88".
        EXPECT_TRUE(QRegularExpression(QStringLiteral("\\d,\\d\\d\\b")).match(text).hasMatch())
            << c.code.toStdString();
        const QString month = QLocale(c.code).monthName(today.month(), QLocale::ShortFormat);
        EXPECT_TRUE(text.contains(month, Qt::CaseInsensitive))
            << c.code.toStdString() << ": the date in words (" << month.toStdString() << ")";
    }
}

TEST(LocalizedCommandLine, GermanPdfReportHasGermanText) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("bericht.pdf"));
    const ProcessResult run = runAdvisor({QStringLiteral("report"), example(), QStringLiteral("-o"),
                                          pdf, QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"),
                    {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    ASSERT_TRUE(pdftotext.waitForFinished(60000));
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
    EXPECT_TRUE(text.contains(QStringLiteral("Empfehlung"))) << text.left(600).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Quellen"))) << "the sources section";
    EXPECT_TRUE(text.contains(QLocale(QStringLiteral("de"))
                                  .monthName(QDate::currentDate().month(), QLocale::ShortFormat)));
}

} // namespace
} // namespace accel::test
