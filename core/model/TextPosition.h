#pragma once

#include <QByteArray>

#include <optional>

namespace accel {

struct TextPosition {
    qsizetype line = 1; // 1-based
    qsizetype column = 1;
};

// Line and column of a byte offset, for messages a person can act on.
TextPosition textPosition(const QByteArray& bytes, qsizetype offset);

// Offset of the first byte that is not valid UTF-8 (overlong forms,
// surrogates and code points above U+10FFFF included); nullopt when valid.
std::optional<qsizetype> firstInvalidUtf8(const QByteArray& bytes);

// Deepest nesting of arrays and objects in JSON text, with the offset where
// the limit is first exceeded. Cheap pre-check before the real parser.
std::optional<qsizetype> jsonNestingExceeds(const QByteArray& bytes, int limit);

} // namespace accel
