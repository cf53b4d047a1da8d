#include "model/TextPosition.h"

namespace accel {

TextPosition textPosition(const QByteArray& bytes, qsizetype offset) {
    TextPosition pos;
    const qsizetype end = std::min(offset, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0U) != 0x80U) { // count characters, not continuation bytes
            ++pos.column;
        }
    }
    return pos;
}

std::optional<qsizetype> firstInvalidUtf8(const QByteArray& bytes) {
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype size = bytes.size();
    qsizetype i = 0;
    while (i < size) {
        const unsigned c = data[i];
        if (c < 0x80U) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned codePoint = 0;
        unsigned minimum = 0;
        if ((c & 0xE0U) == 0xC0U) {
            extra = 1;
            codePoint = c & 0x1FU;
            minimum = 0x80U;
        } else if ((c & 0xF0U) == 0xE0U) {
            extra = 2;
            codePoint = c & 0x0FU;
            minimum = 0x800U;
        } else if ((c & 0xF8U) == 0xF0U) {
            extra = 3;
            codePoint = c & 0x07U;
            minimum = 0x10000U;
        } else {
            return i;
        }
        if (i + extra >= size) {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            const unsigned cc = data[i + k];
            if ((cc & 0xC0U) != 0x80U) {
                return i;
            }
            codePoint = (codePoint << 6U) | (cc & 0x3FU);
        }
        if (codePoint < minimum || codePoint > 0x10FFFFU ||
            (codePoint >= 0xD800U && codePoint <= 0xDFFFU)) {
            return i;
        }
        i += extra + 1;
    }
    return std::nullopt;
}

std::optional<qsizetype> jsonNestingExceeds(const QByteArray& bytes, int limit) {
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) {
                return i;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::nullopt;
}

} // namespace accel
