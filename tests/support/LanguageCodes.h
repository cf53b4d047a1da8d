// The interface languages, for tests that run once per language. The list has
// one home, i18n::availableLanguages() (core/i18n/Language.cpp): a language
// added there is tested everywhere without touching a test.
#pragma once

#include "i18n/Language.h"

#include <string>
#include <vector>

namespace accel::test {

// Every language code, English first, as parameters for INSTANTIATE_TEST_SUITE_P.
inline std::vector<std::string> languageCodes() {
    std::vector<std::string> codes;
    for (const QString& code : i18n::availableCodes()) {
        codes.push_back(code.toStdString());
    }
    return codes;
}

} // namespace accel::test
