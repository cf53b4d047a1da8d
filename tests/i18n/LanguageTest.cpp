// The language machinery: choosing a language, the embedded translations (ours
// and Qt's), and numbers that follow the language.

#include "i18n/Language.h"

#include "TsFile.h"
#include "model/CatalogueText.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <gtest/gtest.h>

namespace accel::test {
namespace {

class LanguageTest : public ::testing::Test {
protected:
    void TearDown() override { i18n::applyLanguage(QStringLiteral("en")); }
};

TEST_F(LanguageTest, ResolvesCodesLocalesAndTheSystemDefault) {
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral("de")), QStringLiteral("de"));
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral("de_AT")), QStringLiteral("de"));
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral("fr-CH")), QStringLiteral("fr"));
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral(" FR ")), QStringLiteral("fr"));
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral("en")), QStringLiteral("en"));
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral("xx")), std::nullopt);
    EXPECT_EQ(i18n::resolveLanguage(QString()), i18n::systemLanguage());
    EXPECT_EQ(i18n::resolveLanguage(QStringLiteral("system")), i18n::systemLanguage());
    EXPECT_EQ(i18n::availableCodes().value(0), QStringLiteral("en")) << "the sources' language";
}

TEST_F(LanguageTest, EveryOfferedLanguageHasItsTsFileAndEveryTsFileIsOffered) {
    // The two lists a new language is added to (CONTRIBUTING, "A new
    // language"): the build's .ts files and availableLanguages().
    QStringList fromTsFiles{QStringLiteral("en")};
    for (const QString& path : tsFilePaths()) {
        const TsFile ts = readTsFile(path);
        ASSERT_TRUE(ts.error.isEmpty()) << ts.error.toStdString();
        fromTsFiles << ts.language.left(2);
        EXPECT_TRUE(QFileInfo(path).fileName().endsWith(QLatin1Char('_') + ts.language.left(2) +
                                                        QStringLiteral(".ts")))
            << path.toStdString() << " declares the language " << ts.language.toStdString();
    }
    QStringList offered = i18n::availableCodes();
    fromTsFiles.sort();
    offered.sort();
    EXPECT_EQ(fromTsFiles, offered);
    for (const i18n::Language& language : i18n::availableLanguages()) {
        EXPECT_FALSE(language.nativeName.isEmpty()) << language.code.toStdString();
    }
}

TEST_F(LanguageTest, TakesTheLangOptionFromAnywhereOnTheCommandLine) {
    QStringList args{QStringLiteral("accel-advisor"), QStringLiteral("evaluate"),
                     QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("p.json")};
    EXPECT_EQ(i18n::takeLanguageOption(args), QStringLiteral("de"));
    EXPECT_EQ(args, QStringList({QStringLiteral("accel-advisor"), QStringLiteral("evaluate"),
                                 QStringLiteral("p.json")}));

    args = {QStringLiteral("accel-advisor"), QStringLiteral("--lang=fr")};
    EXPECT_EQ(i18n::takeLanguageOption(args), QStringLiteral("fr"));
    EXPECT_EQ(args.size(), 1);

    bool missing = false;
    args = {QStringLiteral("accel-advisor"), QStringLiteral("--lang")};
    EXPECT_TRUE(i18n::takeLanguageOption(args, &missing).has_value());
    EXPECT_TRUE(missing);

    args = {QStringLiteral("accel-advisor"), QStringLiteral("--"), QStringLiteral("--lang")};
    EXPECT_EQ(i18n::takeLanguageOption(args), std::nullopt) << "a file name after --";
    args = {QStringLiteral("accel-advisor"), QStringLiteral("profile.accel.json")};
    EXPECT_EQ(i18n::takeLanguageOption(args), std::nullopt);
}

TEST_F(LanguageTest, InstallsOurTranslationsAndQtsOwn) {
    const auto hybrid = [] {
        return QCoreApplication::translate("Platform", "Hybrid (GPU and TPU)");
    };
    const auto cancel = [] { return QCoreApplication::translate("QPlatformTheme", "Cancel"); };
    i18n::applyLanguage(QStringLiteral("de"));
    EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("de"));
    EXPECT_EQ(hybrid(), QStringLiteral("Hybrid (GPU und TPU)"));
    EXPECT_EQ(cancel(), QStringLiteral("Abbrechen")) << "qtbase_de.qm (qt6-translations-l10n)";
    i18n::applyLanguage(QStringLiteral("fr"));
    EXPECT_EQ(hybrid(), QStringLiteral("Hybride (GPU et TPU)"));
    EXPECT_EQ(cancel(), QStringLiteral("Annuler"));
    i18n::applyLanguage(QStringLiteral("en"));
    EXPECT_EQ(hybrid(), QStringLiteral("Hybrid (GPU and TPU)"));
    EXPECT_EQ(cancel(), QStringLiteral("Cancel"));
}

TEST_F(LanguageTest, NumbersAndPercentagesFollowTheLanguage) {
    i18n::applyLanguage(QStringLiteral("de"));
    EXPECT_EQ(QLocale().toString(12345.5, 'f', 1), QStringLiteral("12.345,5"));
    EXPECT_EQ(percentText(0.42), QStringLiteral("42\u00a0%"));
    i18n::applyLanguage(QStringLiteral("fr"));
    EXPECT_EQ(QLocale().toString(0.5, 'f', 2), QStringLiteral("0,50"));
    EXPECT_EQ(percentText(0.42), QStringLiteral("42\u00a0%"));
    i18n::applyLanguage(QStringLiteral("en"));
    EXPECT_EQ(percentText(0.42), QStringLiteral("42%"));
}

TEST_F(LanguageTest, TheEmbeddedTranslationsMatchTheTsFiles) {
    // Every finished message of every .ts reaches the program through its
    // embedded .qm: nothing is lost between Linguist and the running code.
    for (const QString& path : tsFilePaths()) {
        const TsFile ts = readTsFile(path);
        ASSERT_TRUE(ts.error.isEmpty()) << ts.error.toStdString();
        const QString code = ts.language.left(2);
        i18n::applyLanguage(code);
        int checked = 0;
        QStringList wrong;
        for (const TsMessage& m : ts.messages) {
            if (m.numerus || !m.type.isEmpty() || m.translations.value(0).isEmpty()) {
                continue;
            }
            const QByteArray context = m.context.toUtf8();
            const QByteArray source = m.source.toUtf8();
            const QByteArray comment = m.comment.toUtf8();
            const QString shown =
                QCoreApplication::translate(context.constData(), source.constData(),
                                            comment.isEmpty() ? nullptr : comment.constData());
            ++checked;
            if (shown != m.translations.value(0)) {
                wrong << QStringLiteral("[%1] %2").arg(m.context, m.source.left(60));
            }
        }
        EXPECT_GT(checked, 800) << QFileInfo(path).fileName().toStdString();
        EXPECT_TRUE(wrong.isEmpty()) << code.toStdString() << ": " << wrong.size()
                                     << " message(s) differ from the .ts, e.g.\n"
                                     << wrong.mid(0, 10).join(QLatin1Char('\n')).toStdString();
    }
}

TEST_F(LanguageTest, PluralFormsFollowTheCount) {
    i18n::applyLanguage(QStringLiteral("de"));
    const QString one = QCoreApplication::translate(
        "Report", "%n questions were left open; the engine counts them as neutral.", nullptr, 1);
    const QString three = QCoreApplication::translate(
        "Report", "%n questions were left open; the engine counts them as neutral.", nullptr, 3);
    EXPECT_NE(one, three);
    EXPECT_TRUE(three.contains(QLatin1Char('3'))) << three.toStdString();
    EXPECT_FALSE(three.contains(QStringLiteral("(s)"))) << three.toStdString();
}

TEST_F(LanguageTest, EnglishCountsHaveTheirSingular) {
    // English loads accel_advisor_en.qm for its plural forms: "1 chip", never
    // "1 chips" or "1 chip(s)", in every count the text layer writes.
    i18n::applyLanguage(QStringLiteral("en"));
    for (const auto& [one, many] :
         {std::pair{chipsText(1), chipsText(8)}, std::pair{factorsText(1), factorsText(20)},
          std::pair{questionsText(1), questionsText(3)},
          std::pair{durationText(1.0), durationText(5.0)},
          std::pair{durationText(24.0 * 1.0 * 2 + 24.0), durationText(24.0 * 12)}}) {
        EXPECT_FALSE(one.contains(QStringLiteral("(s)"))) << one.toStdString();
        EXPECT_FALSE(many.contains(QStringLiteral("(s)"))) << many.toStdString();
    }
    EXPECT_EQ(chipsText(1), QStringLiteral("1 chip"));
    EXPECT_EQ(chipsText(8), QStringLiteral("8 chips"));
    EXPECT_EQ(durationText(0.1 / 3600.0), QStringLiteral("1\u00a0second"));
    EXPECT_EQ(durationText(2.0), QStringLiteral("2\u00a0hours"));
}

// French joins a count to its noun with "de" after a magnitude word ("7 Md de
// tokens") and without it after a bare number ("500 000 tokens"); German and
// English never.
TEST_F(LanguageTest, ACountBeforeItsNounTakesFrenchDeOnlyAfterMillionsAndBillions) {
    // "000 de" (a bare number with "de") and "Md tokens" (a magnitude without).
    static const QRegularExpression bareDe(QStringLiteral("\\d\\s+de\\s"));
    static const QRegularExpression magnitudeWithoutDe(
        QStringLiteral("\\d\\s*(Md|M)\\s+(tokens|paramètres)"));
    const std::vector<std::pair<const char*, const char*>> sentences{
        {"ReportText", "model of %1 parameters"},
        {"ReportText", "mixture of experts of %1 parameters (%2 active)"},
        {"Text", "a model of %1 parameters"},
        {"Text", "a mixture of experts of %1 parameters (%2 active)"}};
    i18n::applyLanguage(QStringLiteral("fr"));
    const auto spaced = [](double n) { return countOfText(n).replace(QChar::Nbsp, u' '); };
    EXPECT_FALSE(countOfText(5e5).contains(QStringLiteral("de"))) << countOfText(5e5).toStdString();
    EXPECT_TRUE(spaced(7e9).endsWith(QStringLiteral(" Md de"))) << spaced(7e9).toStdString();
    EXPECT_TRUE(spaced(3.5e8).endsWith(QStringLiteral(" M de"))) << spaced(3.5e8).toStdString();
    for (const auto& [context, source] : sentences) {
        for (const double n : {5e5, 3.5e8, 7e9}) {
            const QString text =
                QCoreApplication::translate(context, source).arg(countOfText(n), countText(n / 8));
            EXPECT_FALSE(bareDe.match(text).hasMatch()) << text.toStdString();
            EXPECT_FALSE(magnitudeWithoutDe.match(text).hasMatch()) << text.toStdString();
        }
    }
    // No French message puts "de" after a count placeholder itself: the
    // count's own form carries it (countOfText), or a bare number reads
    // "500 000 de tokens". Counted nouns: parameters and tokens.
    static const QRegularExpression countedNoun(
        QStringLiteral("(%\\d)\\s+(?:active |output |input |training )?(?:parameters|tokens)\\b"));
    for (const QString& path : tsFilePaths()) {
        const TsFile ts = readTsFile(path);
        if (!ts.language.startsWith(QStringLiteral("fr"))) {
            continue;
        }
        for (const TsMessage& m : ts.messages) {
            auto it = countedNoun.globalMatch(m.source);
            while (it.hasNext()) {
                const QString placeholder = it.next().captured(1);
                for (const QString& t : m.translations) {
                    EXPECT_FALSE(t.contains(placeholder + QStringLiteral(" de ")) ||
                                 t.contains(placeholder + QStringLiteral("\u00a0de ")))
                        << m.source.toStdString() << "\n -> " << t.toStdString();
                }
            }
        }
    }
    for (const char* language : {"de", "en"}) {
        i18n::applyLanguage(QString::fromLatin1(language));
        for (const double n : {5e5, 3.5e8, 7e9}) {
            EXPECT_EQ(countOfText(n), countText(n)) << language;
        }
    }
}

} // namespace
} // namespace accel::test
