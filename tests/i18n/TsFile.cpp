#include "TsFile.h"

#include "TestPaths.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>

namespace accel::test {

namespace {

QStringList placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        found << it.next().captured(0).remove(QLatin1Char('L'));
    }
    std::sort(found.begin(), found.end());
    return found;
}

// "&x" marks a mnemonic; "&&" is a literal ampersand and "&amp;" an HTML entity.
int mnemonicCount(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("&(?![&#]|[a-zA-Z]+;)(?=\\w)"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    QString plain = text;
    plain.remove(QStringLiteral("&&"));
    return static_cast<int>(plain.count(pattern));
}

} // namespace

TsFile readTsFile(const QString& path) {
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                ts.messages.push_back(message);
            }
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage{};
            message.context = context;
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus) {
                message.translations << xml.readElementText();
            }
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError()) {
        ts.error = xml.errorString();
    }
    return ts;
}

QStringList tsFilePaths() {
    return accel::test::translationFiles();
}

QStringList translationProblems(const TsMessage& message, int pluralForms) {
    QStringList problems;
    if (!message.type.isEmpty()) {
        problems << QStringLiteral("marked %1").arg(message.type);
    }
    const int forms = message.numerus ? pluralForms : 1;
    if (message.translations.size() != forms) {
        problems << QStringLiteral("%1 form(s) instead of %2")
                        .arg(message.translations.size())
                        .arg(forms);
    }
    QString sourceForPlaceholders = message.source;
    for (const QString& translation : message.translations) {
        if (translation.trimmed().isEmpty()) {
            problems << QStringLiteral("empty translation");
            continue;
        }
        // A singular form may spell out "one" instead of %n.
        QStringList expected = placeholders(message.source);
        QStringList actual = placeholders(translation);
        if (message.numerus && !actual.contains(QStringLiteral("%n"))) {
            expected.removeAll(QStringLiteral("%n"));
        }
        if (expected != actual) {
            problems << QStringLiteral("placeholders %1 instead of %2")
                            .arg(actual.join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')));
        }
        if (mnemonicCount(translation) != mnemonicCount(message.source)) {
            problems << QStringLiteral("%1 mnemonic(s) instead of %2")
                            .arg(mnemonicCount(translation))
                            .arg(mnemonicCount(message.source));
        }
    }
    return problems;
}

} // namespace accel::test
