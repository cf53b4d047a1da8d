#pragma once

// A translator that "translates" every message by wrapping it in ⟦…⟧, keeping
// placeholders and mnemonics working. Installed at run time, it shows which
// texts follow a language change: anything left unwrapped was not re-translated.

#include <QCoreApplication>
#include <QTranslator>

namespace accel::test {

class PseudoTranslator : public QTranslator {
public:
    using QTranslator::QTranslator;

    [[nodiscard]] bool isEmpty() const override { return false; }

    [[nodiscard]] QString translate(const char* context, const char* sourceText,
                                    const char* disambiguation, int n) const override {
        Q_UNUSED(context)
        Q_UNUSED(disambiguation)
        if (sourceText == nullptr || *sourceText == '\0') {
            return {};
        }
        QString text = QString::fromUtf8(sourceText);
        if (n >= 0) {
            text.replace(QStringLiteral("%n"), QString::number(n));
        }
        return kOpen + text + kClose;
    }

    static constexpr QChar kOpen = QChar(0x27E6);
    static constexpr QChar kClose = QChar(0x27E7);
};

// Whether a visible text went through the pseudo translator.
inline bool isPseudoTranslated(const QString& text) {
    return text.contains(PseudoTranslator::kOpen);
}

} // namespace accel::test
