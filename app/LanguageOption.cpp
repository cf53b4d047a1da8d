#include "app/LanguageOption.h"

#include "i18n/Language.h"

#include <QCoreApplication>

#include <cstdio>

namespace accel::app {

bool applyLanguageOption(const LanguageOption& option, const QString& fallback) {
    if (!option.code && !option.missingValue) {
        // A stale Settings value (a language since removed) falls back to the system's.
        i18n::applyLanguage(i18n::resolveLanguage(fallback).value_or(i18n::systemLanguage()));
        return true;
    }
    const std::optional<QString> code =
        option.missingValue ? std::nullopt : i18n::resolveLanguage(*option.code);
    if (option.missingValue) {
        std::fputs(QCoreApplication::translate("CommandLine",
                                               "accel-advisor: --lang needs a language code: %1.\n")
                       .arg(i18n::availableCodes().join(QStringLiteral(", ")))
                       .toLocal8Bit()
                       .constData(),
                   stderr);
        return false;
    }
    if (!code) {
        const QString message =
            QCoreApplication::translate(
                "CommandLine",
                "accel-advisor: unknown language \u201c%1\u201d for --lang; choose one of: %2.\n")
                .arg(option.code.value_or(QString()),
                     i18n::availableCodes().join(QStringLiteral(", ")));
        std::fputs(message.toLocal8Bit().constData(), stderr);
        return false;
    }
    i18n::applyLanguage(*code);
    return true;
}

} // namespace accel::app
