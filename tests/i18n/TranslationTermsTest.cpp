// One word per concept in each language, and pointers that lead somewhere.
//
// translations/glossary-<language>.tsv lists, per English term, the word the
// translation must use ("token", never "jeton"; "Gewichtung", never
// "Wichtigkeit"). A message whose source uses a listed term and whose
// translation does not use the glossary's word fails, unless its source holds
// one of the term's listed exceptions (a command-line option, another sense).
//
// A message that sends the reader to a menu ("Settings > Live Prices") or a
// step ("the “Workload sizing” step") must name them as the translated menu
// and step titles do: "Paramètres > Prix en direct" pointed at a menu the
// French window calls "Configuration".

#include "TestPaths.h"
#include "TsFile.h"

#include <QFile>
#include <QFileInfo>
#include <QMultiMap>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <gtest/gtest.h>

namespace accel::test {
namespace {

struct GlossaryEntry {
    QString term;           // English, as sources write it
    QStringList required;   // any of these, case-insensitive, in every translation form
    QStringList exceptions; // source fragments for which the term is not checked
};

struct Glossary {
    std::vector<GlossaryEntry> entries;
    QString error;
};

QString glossaryPath(const QString& language) {
    return sourceDir() + QStringLiteral("/translations/glossary-%1.tsv").arg(language);
}

// Columns: English term, required translation ("a|b" for alternatives or
// inflected stems), note, exceptions (" | " between them). The first line
// names the columns; lines starting with "#" are comments.
Glossary readGlossary(const QString& path) {
    Glossary g;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        g.error = QStringLiteral("cannot read %1").arg(path);
        return g;
    }
    QTextStream in(&file);
    bool header = true;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (header || line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#'))) {
            header = false;
            continue;
        }
        const QStringList columns = line.split(QLatin1Char('\t'));
        if (columns.size() < 3 || columns[0].isEmpty() || columns[1].isEmpty()) {
            g.error = QStringLiteral("%1: malformed line \"%2\"").arg(path, line);
            return g;
        }
        GlossaryEntry e{columns[0], columns[1].split(QLatin1Char('|')), {}};
        if (columns.size() > 3) {
            e.exceptions = columns[3].split(QStringLiteral(" | "), Qt::SkipEmptyParts);
        }
        g.entries.push_back(e);
    }
    return g;
}

// A message's text as it reads: without the Alt+letter marker.
QString withoutMnemonic(QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

// "token" also matches "tokens"; "training run" also "training-run".
QRegularExpression termPattern(const QString& term) {
    QString pattern = QRegularExpression::escape(term);
    pattern.replace(QStringLiteral("\\ "), QStringLiteral("[\\s-]"));
    return QRegularExpression(QStringLiteral("\\b%1s?\\b").arg(pattern),
                              QRegularExpression::CaseInsensitiveOption);
}

// Each message whose source uses a glossary term without its translation
// using the glossary's word.
QStringList glossaryViolations(const std::vector<TsMessage>& messages, const Glossary& glossary) {
    QStringList found;
    for (const GlossaryEntry& e : glossary.entries) {
        const QRegularExpression term = termPattern(e.term);
        for (const TsMessage& m : messages) {
            if (!m.type.isEmpty() && m.type != QLatin1String("unfinished")) {
                continue; // vanished or obsolete: not shown
            }
            if (!withoutMnemonic(m.source).contains(term)) {
                continue;
            }
            const bool excepted =
                std::any_of(e.exceptions.cbegin(), e.exceptions.cend(),
                            [&m](const QString& fragment) { return m.source.contains(fragment); });
            if (excepted) {
                continue;
            }
            for (const QString& translation : m.translations) {
                const QString text = withoutMnemonic(translation);
                const bool uses = std::any_of(e.required.cbegin(), e.required.cend(),
                                              [&text](const QString& word) {
                                                  return text.contains(word, Qt::CaseInsensitive);
                                              });
                if (!uses) {
                    found << QStringLiteral("\"%1\" must read \"%2\": [%3] \"%4\" => \"%5\"")
                                 .arg(e.term, e.required.join(QStringLiteral("\" or \"")),
                                      m.context, m.source.left(80), translation.left(120));
                    break;
                }
            }
        }
    }
    return found;
}

QString languageOf(const TsFile& ts) {
    return ts.language.left(2);
}

TEST(TranslationTerms, EveryListedTermReadsAsItsGlossarySays) {
    for (const QString& path : tsFilePaths()) {
        const TsFile ts = readTsFile(path);
        ASSERT_TRUE(ts.error.isEmpty()) << ts.error.toStdString();
        const Glossary glossary = readGlossary(glossaryPath(languageOf(ts)));
        ASSERT_TRUE(glossary.error.isEmpty()) << glossary.error.toStdString();
        ASSERT_GE(glossary.entries.size(), 8U) << "a glossary per language, with its terms";
        const QStringList violations = glossaryViolations(ts.messages, glossary);
        EXPECT_TRUE(violations.isEmpty())
            << QFileInfo(path).fileName().toStdString() << ": " << violations.size()
            << " message(s) stray from translations/glossary-" << languageOf(ts).toStdString()
            << ".tsv:\n"
            << violations.mid(0, 40).join(QLatin1Char('\n')).toStdString();
    }
}

TEST(TranslationTerms, TheGlossaryCheckCatchesADriftingTermAndHonoursExceptions) {
    Glossary glossary;
    glossary.entries.push_back({QStringLiteral("token"), {QStringLiteral("token")}, {}});
    glossary.entries.push_back({QStringLiteral("peak"),
                                {QStringLiteral("crête")},
                                {QStringLiteral("per second at peak")}});
    const std::vector<TsMessage> drifting{
        {QStringLiteral("C"),
         QStringLiteral("%1 output &tokens"),
         {},
         false,
         {},
         {QStringLiteral("%1 &jetons de sortie")}},
        {QStringLiteral("C"),
         QStringLiteral("Peak compute"),
         {},
         false,
         {},
         {QStringLiteral("Calcul de pic")}},
    };
    EXPECT_EQ(glossaryViolations(drifting, glossary).size(), 2);
    const std::vector<TsMessage> fine{
        {QStringLiteral("C"),
         QStringLiteral("%1 output &tokens"),
         {},
         false,
         {},
         {QStringLiteral("%1 &tokens de sortie")}},
        {QStringLiteral("C"),
         QStringLiteral("Requests per second at peak."),
         {},
         false,
         {},
         {QStringLiteral("Requêtes par seconde au pic.")}},
        {QStringLiteral("C"),
         QStringLiteral("Peak compute"),
         {},
         false,
         {},
         {QStringLiteral("Performance de crête")}},
    };
    EXPECT_TRUE(glossaryViolations(fine, glossary).isEmpty())
        << glossaryViolations(fine, glossary).join(QLatin1Char('\n')).toStdString();
}

// A menu or step title as a pointer names it: without the Alt+letter, the
// ellipsis of a command that opens a dialog, "(optional)" or the colon.
QString titleText(const QString& text) {
    QString t = withoutMnemonic(text).trimmed();
    for (const QString& tail : {QStringLiteral("…"), QStringLiteral("..."), QStringLiteral(":"),
                                QStringLiteral(" (optional)"), QStringLiteral(" (facultatif)")}) {
        if (t.endsWith(tail)) {
            t.chop(tail.size());
        }
    }
    return t.trimmed();
}

// The parts of the pointers in an English source: "Settings > Live Prices"
// gives both names, "the “Workload sizing” step" the step.
QStringList pointedTitles(const QString& source) {
    static const QRegularExpression menuPath(
        QStringLiteral(R"((\b[A-Z][\w]*(?: [A-Z][\w]*)*)((?: > [A-Z][\w]*(?: [\w]+)*)+))"));
    static const QRegularExpression step(QStringLiteral(R"(“([^”]+)” step)"));
    QStringList titles;
    auto it = menuPath.globalMatch(source);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        titles << m.captured(1);
        for (const QString& part : m.captured(2).split(QStringLiteral(" > "), Qt::SkipEmptyParts)) {
            titles << part.trimmed();
        }
    }
    auto steps = step.globalMatch(source);
    while (steps.hasNext()) {
        titles << steps.next().captured(1);
    }
    return titles;
}

TEST(TranslationTerms, PointersNameTheTranslatedMenusAndSteps) {
    EXPECT_EQ(pointedTitles(QStringLiteral("No API key: enter one in Settings > Live Prices.")),
              (QStringList{QStringLiteral("Settings"), QStringLiteral("Live Prices")}));
    for (const QString& path : tsFilePaths()) {
        const TsFile ts = readTsFile(path);
        ASSERT_TRUE(ts.error.isEmpty()) << ts.error.toStdString();
        // Menu and step titles: short messages, looked up by their English.
        QMultiMap<QString, QString> translatedTitle;
        for (const TsMessage& m : ts.messages) {
            if (!m.numerus && m.source.size() <= 40 && !m.translations.isEmpty()) {
                translatedTitle.insert(titleText(m.source).toLower(),
                                       titleText(m.translations.front()));
            }
        }
        int pointers = 0;
        for (const TsMessage& m : ts.messages) {
            for (QString title : pointedTitles(m.source)) {
                title = titleText(title.endsWith(QLatin1Char('.')) ? title.chopped(1) : title);
                const QStringList names = translatedTitle.values(title.toLower());
                ASSERT_FALSE(names.isEmpty())
                    << "\"" << title.toStdString() << "\" in \"" << m.source.toStdString()
                    << "\" is no menu or step title";
                ++pointers;
                for (const QString& translation : m.translations) {
                    const bool named = std::any_of(
                        names.cbegin(), names.cend(), [&translation](const QString& name) {
                            return translation.contains(name, Qt::CaseInsensitive);
                        });
                    EXPECT_TRUE(named) << QFileInfo(path).fileName().toStdString() << ": \""
                                       << translation.toStdString() << "\" should name \""
                                       << names.join(QStringLiteral("\" or \"")).toStdString()
                                       << "\" for \"" << title.toStdString() << "\"";
                }
            }
        }
        EXPECT_GE(pointers, 3) << "the pointers the sources hold were not found";
    }
}

} // namespace
} // namespace accel::test
