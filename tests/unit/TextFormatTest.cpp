// The one text layer: rules every view relies on, so that the same quantity
// reads the same everywhere (issue 21, part 1).
#include "TestPaths.h"
#include "i18n/Language.h"
#include "model/CatalogueText.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostModelText.h"
#include "model/sizing/SizingDataText.h"
#include "model/text/NumberFormat.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace accel;

namespace {

class TextFormat : public ::testing::Test {
protected:
    void SetUp() override {
        i18n::applyLanguage(QStringLiteral("en")); // English plural forms ("1 hour")
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void TearDown() override { QLocale::setDefault(QLocale::c()); }
};

const QList<QLocale> kLocales{QLocale(QLocale::English, QLocale::UnitedStates),
                              QLocale(QLocale::French, QLocale::France),
                              QLocale(QLocale::German, QLocale::Germany)};

const double kSamples[] = {0.0,  0.000731, 0.0042, 0.45,  1.0,    1.22,   11.28,
                           99.9, 100.0,    9005,   11900, 216000, 1.23e6, 4.5e9};

// Calls visit(relative path, text) for each of the program's own sources
// (core/, ui/, app/) whose name matches one of `names`.
template <typename Visit> void forEachProgramSource(const QStringList& names, Visit visit) {
    const QDir root(accel::test::sourceDir());
    for (const QString& area :
         {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app")}) {
        QDirIterator it(root.filePath(area), names, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(path);
            visit(root.relativeFilePath(path), QString::fromUtf8(file.readAll()));
        }
    }
}

const QStringList kCodeFiles{QStringLiteral("*.cpp"), QStringLiteral("*.h")};

} // namespace

TEST_F(TextFormat, DurationsUseTheUnitThatFitsAndReadWithoutTrailingZeros) {
    EXPECT_EQ(durationText(0.1 / 3600), QStringLiteral("1\u00a0second"));
    EXPECT_EQ(durationText(40.0 / 3600), QStringLiteral("40\u00a0seconds"));
    EXPECT_EQ(durationText(0.2), QStringLiteral("12\u00a0minutes"));
    EXPECT_EQ(durationText(3.5), QStringLiteral("3.5\u00a0hours"));
    EXPECT_EQ(durationText(2.0), QStringLiteral("2\u00a0hours"));
    EXPECT_EQ(durationText(24.0 * 12), QStringLiteral("12\u00a0days"));
    EXPECT_EQ(durationText(24.0 * 365 * 3), QStringLiteral("3\u00a0years"));
}

TEST_F(TextFormat, MoneyAndCountsNeverReadZero) {
    EXPECT_EQ(usdText(0.000731), QStringLiteral("$0.000731"));
    EXPECT_EQ(usdText(0.0), QStringLiteral("$0")); // not "$0.00" beside "$12,200"
    EXPECT_EQ(usdText(216000), QStringLiteral("$216,000"));
    EXPECT_EQ(countText(7e9), QStringLiteral("7\u00a0B"));
    // FLOPs: one form in every view, never the printf "5.88E+22".
    EXPECT_EQ(scientificText(5.88e22), QStringLiteral("5.88\u00a0\u00d7\u00a010\u00b2\u00b2"));
    EXPECT_EQ(scientificText(9.999e22), QStringLiteral("1.00\u00a0\u00d7\u00a010\u00b2\u00b3"));
    EXPECT_EQ(scientificText(2.5e-7), QStringLiteral("2.50\u00a0\u00d7\u00a010\u207b\u2077"));
    EXPECT_EQ(scientificText(4096), QStringLiteral("4,100"));
    // As Step 7's fields show sizes: in billions, even past a thousand.
    EXPECT_EQ(countText(1.4e12), QStringLiteral("1,400\u00a0B"));
    EXPECT_EQ(countText(1.56e13), QStringLiteral("15,600\u00a0B"));
    EXPECT_EQ(countText(1e6), QStringLiteral("1\u00a0M"));
    EXPECT_EQ(countText(4096), QStringLiteral("4,096"));
    EXPECT_EQ(plainNumberText(0.9), QStringLiteral("0.9"));
}

TEST_F(TextFormat, RangesWhoseEndsReadTheSameAreOneFigure) {
    for (const QLocale& locale : kLocales) {
        QLocale::setDefault(locale);
        for (double v : kSamples) {
            EXPECT_EQ(usdRangeText(v, v, v), usdText(v)) << qPrintable(locale.name());
            EXPECT_EQ(percentRangeText(v, v, v), percentText(v));
            EXPECT_EQ(durationRangeText(v, v, v), durationText(v));
            // Ends that differ below the shown precision are one figure too.
            EXPECT_EQ(percentRangeText(0.45, 0.4501, 0.4499), percentText(0.45));
        }
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // One style for every range: the unit once, after the high end.
    EXPECT_EQ(usdRangeText(11900, 9000, 17200), QStringLiteral("$11,900 ($9,000\u201317,200)"));
    EXPECT_EQ(percentRangeText(0.45, 0.35, 0.55), QStringLiteral("45% (35\u201355%)"));
    EXPECT_EQ(durationRangeText(28 * 24.0, 22.9 * 24, 36.5 * 24),
              QStringLiteral("28.0\u00a0days (22.9\u201336.5\u00a0days)"));
    EXPECT_EQ(durationText(28 * 24.0), QStringLiteral("28\u00a0days")); // in a sentence
}

TEST_F(TextFormat, MoneyFollowsTheLocalesCurrencyFormat) {
    for (const QLocale& locale : kLocales) {
        QLocale::setDefault(locale);
        for (double v : {1.22, 11900.0, 216000.0}) {
            const QString text = usdText(v);
            // The locale decides where "$" goes and how digits group.
            const QString expected =
                locale.toCurrencyString(v, QStringLiteral("$"), v >= 100 ? 0 : 2);
            EXPECT_EQ(text, expected) << qPrintable(locale.name());
        }
    }
}

TEST_F(TextFormat, SignedNumbersNeverShowASignedZero) {
    for (double v : {0.0, 0.001, -0.001, 0.0049, -0.0049, -0.0}) {
        EXPECT_EQ(signedNumberText(v), numberText(0.0, 2)) << v;
    }
    EXPECT_EQ(signedNumberText(1.5), QStringLiteral("+1.50"));
    EXPECT_EQ(signedNumberText(-0.75), QStringLiteral("\u22120.75"));
}

TEST_F(TextFormat, LabelsDropTheMnemonicButKeepALiteralAmpersand) {
    EXPECT_EQ(withoutMnemonic(QStringLiteral("&Model family")), QStringLiteral("Model family"));
    EXPECT_EQ(withoutMnemonic(QStringLiteral("R&&D &budget")), QStringLiteral("R&D budget"));
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    for (int q = 0; q < cat.questionCount(); ++q) {
        EXPECT_FALSE(questionLabel(cat, q).contains(QLatin1Char('&')) &&
                     !questionLabelWithMnemonic(cat, q).contains(QStringLiteral("&&")));
        EXPECT_EQ(optionLabel(cat, q, -1), unansweredText());
    }
}

TEST_F(TextFormat, DistinctMnemonicsLeaveTheTakenLettersAndGiveEachLabelItsOwn) {
    // Labels that want the menus' letters (f, h) and each other's.
    const QStringList wanted{QStringLiteral("Main &framework"), QStringLiteral("&Hosting"),
                             QStringLiteral("&Host budget"), QStringLiteral("R&&D &team"),
                             QStringLiteral("&ff")};
    const QString taken = QStringLiteral("fH");
    const QStringList got = withDistinctMnemonics(wanted, taken);
    ASSERT_EQ(got.size(), wanted.size());
    QString used = taken.toLower();
    for (qsizetype i = 0; i < got.size(); ++i) {
        // The words stay, only the marker moves; a literal "&&" stays literal.
        EXPECT_EQ(withoutMnemonic(got[i]), withoutMnemonic(wanted[i])) << got[i].toStdString();
        const QChar letter = mnemonicOf(got[i]);
        if (letter.isNull()) {
            // Only a label with no free letter goes without.
            for (const QChar c : withoutMnemonic(got[i]).toLower()) {
                EXPECT_TRUE(!c.isLetterOrNumber() || used.contains(c)) << got[i].toStdString();
            }
            continue;
        }
        EXPECT_FALSE(used.contains(letter)) << got[i].toStdString();
        used += letter;
    }
    // A free letter chosen by the text is kept.
    EXPECT_EQ(got[3], QStringLiteral("R&&D &team"));
    // Otherwise a word's first letter comes before a letter inside a word.
    EXPECT_EQ(got[0], QStringLiteral("&Main framework"));
}

TEST_F(TextFormat, DistinctMnemonicsMoveAnEarlierLabelSoThatALaterOneGetsALetter) {
    // First come, first served would give "Power" the p and leave "PUE" with
    // none: "Power" has letters to spare, "PUE" only the u and e taken.
    const QStringList got = withDistinctMnemonics(
        {QStringLiteral("Power per GPU:"), QStringLiteral("PUE:")}, QStringLiteral("ugeg"));
    EXPECT_EQ(got[1], QStringLiteral("&PUE:"));
    EXPECT_FALSE(mnemonicOf(got[0]).isNull()) << got[0].toStdString();
    EXPECT_NE(mnemonicOf(got[0]), QLatin1Char('p'));
    // A label that keeps its place keeps its best letter.
    EXPECT_EQ(withDistinctMnemonics({QStringLiteral("Power per GPU:")}, QStringLiteral("u"))[0],
              QStringLiteral("&Power per GPU:"));
}

TEST_F(TextFormat, DistinctMnemonicsMoveAChosenLetterWhenThatServesOneMoreLabel) {
    // A chosen letter was a fixed claim: Step 7's serving fields left four
    // labels without one. "Co" can only have the o that "M&odel" chose, and
    // "Model" has letters to spare.
    const QStringList got = withDistinctMnemonics({QStringLiteral("M&odel"), QStringLiteral("Co")},
                                                  QStringLiteral("c"));
    EXPECT_EQ(got[1], QStringLiteral("C&o"));
    EXPECT_FALSE(mnemonicOf(got[0]).isNull()) << got[0].toStdString();
    // When nothing is gained, the chosen letter stays.
    EXPECT_EQ(withDistinctMnemonics({QStringLiteral("M&odel"), QStringLiteral("Cd")},
                                    QStringLiteral("c"))[0],
              QStringLiteral("M&odel"));
}

TEST_F(TextFormat, DistinctMnemonicsTakeAnAccentedLetterOnlyWhenNoOtherIsFree) {
    // Alt+ê needs a dead key on a French keyboard: the t comes first.
    EXPECT_EQ(withDistinctMnemonics({QStringLiteral("Être")}, {})[0], QStringLiteral("Ê&tre"));
    EXPECT_EQ(withDistinctMnemonics({QStringLiteral("Être")}, QStringLiteral("tre"))[0],
              QStringLiteral("&Être"));
}

// "Which Is Better for Deep Learning?. TechnoLynx": a title that ends a
// sentence itself gets no second full stop.
TEST_F(TextFormat, ATitleEndsWithOneFullStop) {
    EXPECT_EQ(withFullStop(QStringLiteral("Which Is Better for Deep Learning?")),
              QStringLiteral("Which Is Better for Deep Learning?"));
    EXPECT_EQ(withFullStop(QStringLiteral("Cloud TPU pricing")),
              QStringLiteral("Cloud TPU pricing."));
    EXPECT_EQ(withFullStop(QStringLiteral("Done.")), QStringLiteral("Done."));
    EXPECT_EQ(withFullStop(QStringLiteral("Go!")), QStringLiteral("Go!"));
}

// "1 runs", "0 semaines": a unit's word takes the plural form its figure needs.
TEST_F(TextFormat, UnitsTakeThePluralTheirFigureNeeds) {
    EXPECT_EQ(amountText(1, CountUnit::Run), QStringLiteral("1\u00a0run"));
    EXPECT_EQ(amountText(2, CountUnit::Run), QStringLiteral("2\u00a0runs"));
    EXPECT_EQ(amountText(2.5, CountUnit::Week), QStringLiteral("2.5\u00a0weeks"));
    EXPECT_EQ(amountText(1, CountUnit::RequestPerSecond), QStringLiteral("1\u00a0request/s"));
    const struct {
        const char* language;
        double value;
        CountUnit unit;
        const char* expected;
    } translated[] = {
        {"fr", 0, CountUnit::Week, "0\u00a0semaine"},
        {"fr", 1, CountUnit::Run, "1\u00a0entraînement"},
        {"fr", 3, CountUnit::Week, "3\u00a0semaines"},
        {"de", 1, CountUnit::Week, "1\u00a0Woche"},
        {"de", 1, CountUnit::Run, "1\u00a0Lauf"},
        {"de", 2, CountUnit::Run, "2\u00a0Läufe"},
    };
    for (const auto& t : translated) {
        i18n::applyLanguage(QString::fromLatin1(t.language));
        EXPECT_EQ(amountText(t.value, t.unit), QString::fromUtf8(t.expected)) << t.language;
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

// One format for calendar dates: a month and a day read alike in one column
// ("January 2025" beside "July 30, 2026", not "7/30/2026").
TEST_F(TextFormat, DayAndMonthDatesShareOneFormat) {
    for (const QLocale& locale : kLocales) {
        QLocale::setDefault(locale);
        const QString month = dateText(QStringLiteral("2025-01"));
        const QString day = dateText(QStringLiteral("2026-07-30"));
        const QString monthName = locale.monthName(7, QLocale::ShortFormat);
        EXPECT_TRUE(
            day.contains(monthName, Qt::CaseInsensitive) ||
            day.contains(locale.standaloneMonthName(7, QLocale::ShortFormat), Qt::CaseInsensitive))
            << qPrintable(day) << " " << qPrintable(locale.name());
        EXPECT_FALSE(day.contains(locale.dayName(4))) << qPrintable(day); // no weekday
        EXPECT_TRUE(month.contains(QStringLiteral("2025"))) << qPrintable(month);
        const QString moment = dateTimeText(QDateTime(QDate(2026, 11, 29), QTime(15, 36)));
        EXPECT_TRUE(moment.startsWith(dateText(QDate(2026, 11, 29)))) << qPrintable(moment);
        EXPECT_TRUE(moment.contains(QStringLiteral("2026"))) << qPrintable(moment);
    }
}

TEST_F(TextFormat, DatesFollowTheLocaleWithAFourDigitYear) {
    for (const QLocale& locale : kLocales) {
        QLocale::setDefault(locale);
        const QString text = dateText(QStringLiteral("2025-06-01"));
        EXPECT_TRUE(text.contains(QStringLiteral("2025"))) << qPrintable(text);
        EXPECT_NE(text, QStringLiteral("2025-06-01")) << qPrintable(locale.name());
        // One date, one line: no breakable space inside it (day, month or year).
        EXPECT_FALSE(text.contains(QLatin1Char(' '))) << qPrintable(text);
        EXPECT_FALSE(dateText(QStringLiteral("2025-06")).contains(QLatin1Char(' ')));
    }
}

// One voice: outside the text layer and the palette, no view writes its own
// money format, hex colour, unanswered wording or mnemonic stripping.
TEST(OneVoice, NoViewKeepsItsOwnFormatterOrColour) {
    const QList<std::pair<QRegularExpression, QString>> rules{
        {QRegularExpression(
             QStringLiteral(R"(QColor\s*\(\s*0x|QColor\s*\{\s*0x|\{0x[0-9A-Fa-f]{2}, 0x)")),
         QStringLiteral("core/render/Palette.h")},
        {QRegularExpression(QStringLiteral(R"(#[0-9A-Fa-f]{6}\b)")),
         QStringLiteral("core/render/Palette.h")},
        {QRegularExpression(QStringLiteral(R"(tr\("\$%1)")),
         QStringLiteral("core/model/text/NumberFormat.cpp")},
        {QRegularExpression(QStringLiteral(R"(remove\(QLatin1Char\('&'\)\))")),
         QStringLiteral("core/model/CatalogueText.cpp")},
        {QRegularExpression(
             QStringLiteral(R"re("\(?not answered\)?"|"Not sure yet"|"\(not asked\)")re")),
         QStringLiteral("core/model/CatalogueText.cpp")},
    };
    forEachProgramSource(kCodeFiles, [&rules](const QString& relative, const QString& text) {
        for (const auto& [pattern, owner] : rules) {
            // The shared text layer: core/model/text and the catalogue's wording.
            if (relative == owner || relative.startsWith(QStringLiteral("core/model/text/")) ||
                relative.startsWith(QStringLiteral("core/model/CatalogueText."))) {
                continue;
            }
            const QRegularExpressionMatch m = pattern.match(text);
            EXPECT_FALSE(m.hasMatch()) << qPrintable(relative) << ": " << qPrintable(m.captured(0))
                                       << " belongs in " << qPrintable(owner);
        }
    });
}

// "bei 70% Auslastung" beside "70 %" everywhere else: a percentage built by
// appending "%" to a number skips the language's spacing. Every percentage
// goes through percentText() (core/model/text/NumberFormat.cpp).
TEST(OneVoice, EveryPercentageGoesThroughTheFormatter) {
    static const QRegularExpression appended(QStringLiteral(
        R"re(%L?\d\s?%(?![L\d])|\+\s*(?:QLatin1Char|QChar)\('%'\)|\+\s*(?:QStringLiteral|QLatin1String)\("\s?%"\)|\.percent\(\))re"));
    // The rule itself catches each way it was done.
    for (const char* built : {R"(tr("at %1% utilization"))", R"(tr("with %1 % overhead"))",
                              R"(QLocale().toString(v) + QLatin1Char('%'))",
                              R"(text + QStringLiteral("%"))", R"(n + QLocale().percent())"}) {
        EXPECT_TRUE(appended.match(QString::fromUtf8(built)).hasMatch()) << built;
    }
    for (const char* fine :
         {R"(tr("%1 per chip-hour%2"))", R"(tr("%1%2%L3"))", R"(text.remove(QLatin1Char('%')))"}) {
        EXPECT_FALSE(appended.match(QString::fromUtf8(fine)).hasMatch()) << fine;
    }
    forEachProgramSource(kCodeFiles, [](const QString& relative, const QString& text) {
        if (relative.startsWith(QStringLiteral("core/model/text/"))) {
            return; // percentText() itself
        }
        const QRegularExpressionMatch m = appended.match(text);
        EXPECT_FALSE(m.hasMatch()) << qPrintable(relative) << ": " << qPrintable(m.captured(0))
                                   << ": write percentages with percentText()";
    });
}

// "Export Report..." beside "Open…": the translations write the ellipsis as
// one character, and so does the English the program shows.
TEST(OneVoice, TheEllipsisIsOneCharacter) {
    static const QRegularExpression dots(QStringLiteral(
        R"re((?:\btr|_NOOP3?)\(\s*(?:"[^"\n]*"\s*,\s*)?(?:"[^"\n]*"\s*)*"[^"\n]*\.\.\.|<string>[^<]*\.\.\.)re"));
    EXPECT_TRUE(dots.match(QStringLiteral(R"(tr("&Print..."))")).hasMatch());
    EXPECT_TRUE(dots.match(QStringLiteral("<string>Open...</string>")).hasMatch());
    EXPECT_TRUE(dots.match(QStringLiteral(R"(QT_TRANSLATE_NOOP("Q", "a "
 "b, ..."))"))
                    .hasMatch());
    EXPECT_FALSE(dots.match(QStringLiteral(R"(tr("&Print…"))")).hasMatch());
    EXPECT_FALSE(
        dots.match(QStringLiteral(R"(tr("Profiles."), QStringLiteral("PROFILE..."))")).hasMatch());
    forEachProgramSource({QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.ui")},
                         [](const QString& relative, const QString& text) {
                             const QRegularExpressionMatch m = dots.match(text);
                             EXPECT_FALSE(m.hasMatch()) << qPrintable(relative) << ": "
                                                        << qPrintable(m.captured(0).right(80));
                         });
}

// The window and the reports never send people to a repository file that the
// installed package does not carry.
TEST(OneVoice, NoUserTextPointsAtARepositoryFile) {
    static const QRegularExpression inText(QStringLiteral(R"(tr\((?:[^;]|\n)*?[A-Z][A-Z-]+\.md)"));
    forEachProgramSource({QStringLiteral("*.cpp")},
                         [](const QString& relative, const QString& text) {
                             const QRegularExpressionMatch m = inText.match(text);
                             EXPECT_FALSE(m.hasMatch()) << qPrintable(relative) << ": "
                                                        << qPrintable(m.captured(0).right(80));
                         });
}

// A source's publisher is a name ("Google Cloud", "TechnoLynx") or a
// description; a description ("JAX authors", "AI news site", anything with a
// word in lower case) reads in the reader's language, as every other sentence.
TEST(OneVoice, EveryPublisherThatIsNotANameIsTranslated) {
    static const QRegularExpression lowerWord(QStringLiteral(R"(\b[a-z][a-z]+\b)"));
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("de")}) {
        i18n::applyLanguage(language);
        for (const Source& s : cat.sources()) {
            if (s.publisher.contains(lowerWord)) {
                EXPECT_NE(publisherText(s), s.publisher)
                    << qPrintable(language) << ": " << qPrintable(s.publisher);
            }
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

namespace {

// Every "note" anywhere in a JSON tree, with its path.
void collectNotes(const QJsonValue& v, const QString& path, QList<QPair<QString, QString>>& out) {
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString child = path + QLatin1Char('.') + it.key();
            if (it.key() == QLatin1String("note") && it.value().isString()) {
                out << qMakePair(child, it.value().toString());
            } else {
                collectNotes(it.value(), child, out);
            }
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            collectNotes(a.at(i), path + QStringLiteral("[%1]").arg(i), out);
        }
    }
}

} // namespace

// The cost model's notes and descriptive publishers show in the Bill tab's
// tooltips, the reports and the cost command: read from the data file itself,
// each must read in French and German, so a note added to the JSON without a
// translation fails here rather than showing English in a German window.
TEST(OneVoice, EveryCostModelNoteAndDescriptivePublisherIsTranslated) {
    QFile file(accel::test::sourceDir() + QStringLiteral("/resources/cost-model.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QList<QPair<QString, QString>> notes;
    collectNotes(root, QStringLiteral("$"), notes);
    ASSERT_GE(notes.size(), 5); // the file has notes: an empty walk would pass anything
    static const QRegularExpression lowerWord(QStringLiteral(R"(\b[a-z][a-z]+\b)"));
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("de")}) {
        i18n::applyLanguage(language);
        for (const auto& [path, note] : notes) {
            EXPECT_NE(cost::costNoteText(note), note)
                << qPrintable(language) << " " << qPrintable(path) << ": " << qPrintable(note);
        }
        for (const QJsonValue& v : root.value(QStringLiteral("sources")).toArray()) {
            sizing::SourceRef s;
            s.publisher = v.toObject().value(QStringLiteral("publisher")).toString();
            if (s.publisher.contains(lowerWord)) {
                EXPECT_NE(cost::costPublisherText(s), s.publisher)
                    << qPrintable(language) << ": " << qPrintable(s.publisher);
            }
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

// The accelerator data's publishers that describe rather than name ("Google
// Cloud, via a public pricing table", "secondary") show in the live prices
// dialog, Step 7's and the result's price tooltips, the reports' sources and
// the estimate command; each chip's notes show with its name in the sizing
// table, and the title of the program's own judgement is a sentence of ours
// in the reports and the estimate command. Read from the data file itself,
// each must read in French and German. (The file's other notes, of
// assumptions and MFU curves, are not shown; price notes and other source
// titles are quoted data: instance names, dollar figures, a document's name.)
TEST(OneVoice, EveryDescriptivePublisherAndNoteOfTheAcceleratorDataIsTranslated) {
    QFile file(accel::test::sourceDir() + QStringLiteral("/resources/accelerators.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    // Words that make a publisher a description of where a figure came from,
    // not the name of who published it.
    static const QRegularExpression descriptive(
        QStringLiteral(R"(\b(via|public|secondary|output|blog|catalogue|table|snapshot|commit|)"
                       R"(project|at)\b)"));
    QList<sizing::SourceRef> publishers;
    QList<sizing::SourceRef> ours; // the program's own judgement: its title is our sentence
    for (const QJsonValue& v : root.value(QStringLiteral("sources")).toArray()) {
        sizing::SourceRef s;
        s.publisher = v.toObject().value(QStringLiteral("publisher")).toString();
        s.title = v.toObject().value(QStringLiteral("title")).toString();
        if (s.publisher.contains(descriptive)) {
            publishers << s;
        }
        if (s.publisher == QLatin1String("Accelerator Advisor")) {
            ours << s;
        }
    }
    QList<sizing::AcceleratorSpec> chips;
    for (const QJsonValue& v : root.value(QStringLiteral("accelerators")).toArray()) {
        sizing::AcceleratorSpec spec;
        spec.name = v.toObject().value(QStringLiteral("name")).toString();
        spec.notes = v.toObject().value(QStringLiteral("notes")).toString();
        if (!spec.notes.isEmpty()) {
            chips << spec;
        }
    }
    // The file has both: an empty walk would pass anything.
    ASSERT_GE(publishers.size(), 10);
    ASSERT_GE(chips.size(), 5);
    ASSERT_GE(ours.size(), 1);
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("de")}) {
        i18n::applyLanguage(language);
        for (const sizing::SourceRef& s : publishers) {
            EXPECT_NE(sizing::sizingPublisherText(s), s.publisher)
                << qPrintable(language) << ": " << qPrintable(s.publisher);
        }
        for (const sizing::SourceRef& s : ours) {
            EXPECT_NE(sizing::sourceTitleText(s), s.title)
                << qPrintable(language) << ": " << qPrintable(s.title);
        }
        for (const sizing::AcceleratorSpec& spec : chips) {
            EXPECT_NE(sizing::acceleratorNotesText(spec), spec.notes)
                << qPrintable(language) << " " << qPrintable(spec.name) << ": "
                << qPrintable(spec.notes);
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}
