#include "i18n/Language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace accel::i18n {

namespace {

const QString kSettingKey = QStringLiteral("interface/language");
const QString kEnglish = QStringLiteral("en");

struct InstalledTranslators {
    QPointer<QTranslator> ours;
    QPointer<QTranslator> qt;
    QString code = QStringLiteral("en");
};

InstalledTranslators& installed() {
    static InstalledTranslators translators;
    return translators;
}

void remove(QPointer<QTranslator>& translator) {
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// The locale for numbers and dates: the system's own when it speaks the
// chosen language (de_AT stays Austrian), else the language's main country.
QLocale localeFor(const QString& code) {
    const QLocale system = QLocale::system();
    const bool neutral = system.language() == QLocale::C; // LANG=C: English words, ISO-ish
    if (system.name().section(QLatin1Char('_'), 0, 0) == code ||
        (neutral && code == QStringLiteral("en"))) {
        return system;
    }
    return QLocale(code);
}

} // namespace

const QList<Language>& availableLanguages() {
    // Each language is named in itself, as language pickers conventionally do.
    static const QList<Language> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Fran\u00e7ais")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
    };
    return languages;
}

QStringList availableCodes() {
    QStringList codes;
    for (const Language& language : availableLanguages()) {
        codes << language.code;
    }
    return codes;
}

std::optional<QString> resolveLanguage(const QString& requested) {
    const QString wanted = requested.trimmed().toLower();
    if (wanted.isEmpty() || wanted == QStringLiteral("system")) {
        return systemLanguage();
    }
    // "de_AT", "de-CH" and "de" all mean German.
    const QString code = wanted.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0);
    if (availableCodes().contains(code)) {
        return code;
    }
    return std::nullopt;
}

QString systemLanguage() {
    const QStringList codes = availableCodes();
    for (const QString& uiLanguage : QLocale::system().uiLanguages()) {
        QString code = // returned: not const, so it moves
            uiLanguage.toLower().section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0);
        if (codes.contains(code)) {
            return code;
        }
    }
    return kEnglish;
}

void applyLanguage(const QString& code) {
    InstalledTranslators& translators = installed();
    remove(translators.ours);
    remove(translators.qt);
    const QLocale locale = localeFor(code);
    // English too: its file carries the plural forms ("1 chip", "2 chips").
    auto* ours = new QTranslator(QCoreApplication::instance());
    if (ours->load(QStringLiteral(":/i18n/accel_advisor_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(ours);
        translators.ours = ours;
    } else {
        delete ours;
    }
    if (code != kEnglish) {
        // Qt's own strings (standard buttons, file dialogs); when the
        // qt6-translations-l10n package is missing they stay in English.
        auto* qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            translators.qt = qt;
        } else {
            delete qt;
        }
    }
    QLocale::setDefault(locale);
    // Widgets keep the locale they were created with (spin boxes, date edits);
    // QApplication hands the new default to every window on LocaleChange.
    QEvent localeChange(QEvent::LocaleChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &localeChange);
    translators.code = code;
}

QString currentLanguage() {
    return installed().code;
}

QString savedLanguageChoice() {
    return QSettings().value(kSettingKey).toString();
}

void saveLanguageChoice(const QString& codeOrEmpty) {
    QSettings settings;
    if (codeOrEmpty.isEmpty()) {
        settings.remove(kSettingKey);
    } else {
        settings.setValue(kSettingKey, codeOrEmpty);
    }
}

std::optional<QString> takeLanguageOption(QStringList& arguments, bool* missingValue) {
    if (missingValue != nullptr) {
        *missingValue = false;
    }
    const QString option = QStringLiteral("--lang");
    const QString withValue = QStringLiteral("--lang=");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QStringLiteral("--")) {
            break; // everything after "--" is a file name
        }
        if (argument.startsWith(withValue)) {
            QString value = argument.mid(withValue.size());
            arguments.removeAt(i);
            return value;
        }
        if (argument == option || argument == QStringLiteral("-lang")) {
            if (i + 1 >= arguments.size()) {
                arguments.removeAt(i);
                if (missingValue != nullptr) {
                    *missingValue = true;
                }
                return QString();
            }
            QString value = arguments.at(i + 1);
            arguments.remove(i, 2);
            return value;
        }
    }
    return std::nullopt;
}

} // namespace accel::i18n
