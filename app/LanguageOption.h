#pragma once

#include <QString>

#include <optional>

namespace accel::app {

// "--lang CODE" as taken from the command line: std::nullopt when absent.
struct LanguageOption {
    std::optional<QString> code;
    bool missingValue = false; // "--lang" was the last argument
};

// Applies the requested language, else `fallback` (the Settings choice; empty
// means the system's language). False, after saying so on stderr, when the
// requested language does not exist; the caller exits with "invalid usage".
bool applyLanguageOption(const LanguageOption& option, const QString& fallback = {});

} // namespace accel::app
