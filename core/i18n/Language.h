#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace accel::i18n {

// A language the interface speaks: its code ("de") and its own name ("Deutsch").
struct Language {
    QString code;
    QString nativeName;
};

// English (the source language) first, then the translations.
[[nodiscard]] const QList<Language>& availableLanguages();
[[nodiscard]] QStringList availableCodes();

// The first of the system's preferred languages that we have, else English.
[[nodiscard]] QString systemLanguage();

// The code to use for a request: empty or "system" means systemLanguage();
// "de", "de_AT" or "DE" mean German; std::nullopt for a language we lack.
[[nodiscard]] std::optional<QString> resolveLanguage(const QString& requested);

// Installs the translations of `code` (ours and Qt's own, for standard buttons
// and dialogs) on the running application, replacing earlier ones, and makes
// numbers and dates follow the language. Widgets hear QEvent::LanguageChange.
void applyLanguage(const QString& code);

// The language applied last ("en" before any).
[[nodiscard]] QString currentLanguage();

// The choice stored in Settings: a code, or empty for "follow the system".
[[nodiscard]] QString savedLanguageChoice();
void saveLanguageChoice(const QString& codeOrEmpty);

// Removes "--lang X" or "--lang=X" from a command line and returns X; the
// option may stand anywhere, so that it works for the GUI and every command.
// An empty optional: not given. Sets *missingValue when "--lang" ends the line.
[[nodiscard]] std::optional<QString> takeLanguageOption(QStringList& arguments,
                                                        bool* missingValue = nullptr);

} // namespace accel::i18n
