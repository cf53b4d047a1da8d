#include "model/TextPosition.h"

#include <gtest/gtest.h>

using namespace accel;

TEST(TextPosition, CountsLinesAndCharacters) {
    const QByteArray text("ab\n\xC3\xA9x\n");
    const TextPosition p = textPosition(text, 5); // after "é" on line 2
    EXPECT_EQ(p.line, 2);
    EXPECT_EQ(p.column, 2);
}

TEST(TextPosition, FindsInvalidUtf8) {
    EXPECT_FALSE(firstInvalidUtf8("plain ascii").has_value());
    EXPECT_FALSE(firstInvalidUtf8("caf\xC3\xA9 \xF0\x9F\x98\x80").has_value());
    EXPECT_EQ(firstInvalidUtf8("ab\xFF").value(), 2);
    EXPECT_EQ(firstInvalidUtf8("ab\xC3").value(), 2);           // truncated
    EXPECT_EQ(firstInvalidUtf8("\xC0\xAF").value(), 0);         // overlong '/'
    EXPECT_EQ(firstInvalidUtf8("x\xED\xA0\x80").value(), 1);    // surrogate
    EXPECT_EQ(firstInvalidUtf8("\xF4\x90\x80\x80").value(), 0); // above U+10FFFF
}

TEST(TextPosition, MeasuresNestingOutsideStrings) {
    EXPECT_FALSE(jsonNestingExceeds(R"({"a": {"b": [1, 2]}})", 3).has_value());
    EXPECT_TRUE(jsonNestingExceeds(R"({"a": {"b": [[1]]}})", 3).has_value());
    EXPECT_FALSE(jsonNestingExceeds(R"({"a": "[[[[[[\"[[["})", 1).has_value());
}
