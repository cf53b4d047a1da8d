// Result<T>: the one way an operation that can fail says so. That a dropped
// result is a warning (an error with ACCEL_WERROR) is checked at compile time
// by the ResultNodiscard test (tests/unit/ResultDroppedProbe.cpp).

#include "model/Result.h"

#include <QVariant>

#include <gtest/gtest.h>
#include <memory>

using namespace accel;

namespace {

Result<int> half(int n) {
    if (n % 2 != 0) {
        return Failure{QStringLiteral("%1 is odd").arg(n)};
    }
    return n / 2;
}

Result<> check(bool fine) {
    if (!fine) {
        return Failure{QStringLiteral("not fine"), QStringLiteral("$.answers.stage")};
    }
    return {};
}

} // namespace

TEST(ResultTest, AValueIsSuccessAndReadsBack) {
    const Result<int> r = half(8);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(static_cast<bool>(r));
    EXPECT_EQ(r.value(), 4);
    EXPECT_EQ(*r, 4);
}

TEST(ResultTest, AFailureIsNotSuccessAndKeepsItsReason) {
    const Result<int> r = half(7);
    ASSERT_FALSE(r.ok());
    EXPECT_FALSE(static_cast<bool>(r));
    EXPECT_EQ(r.failure().reason, QStringLiteral("7 is odd"));
    EXPECT_TRUE(r.failure().jsonPath.isEmpty());
}

TEST(ResultTest, AFailureByDefaultClaimsNothingMoreThanItsReason) {
    // A caller that words its message by a field must not read a claim that
    // the failing operation never made.
    const Failure f{QStringLiteral("no")};
    EXPECT_TRUE(f.jsonPath.isEmpty());
    EXPECT_TRUE(f.issues.isEmpty());
    EXPECT_TRUE(f.previousKept);
    EXPECT_FALSE(f.targetIsFolder);
    EXPECT_FALSE(f.writeCutShort);
}

TEST(ResultTest, VoidResultIsSuccessOrAFailureWithItsPath) {
    EXPECT_TRUE(check(true).ok());
    const Result<> bad = check(false);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.failure().reason, QStringLiteral("not fine"));
    EXPECT_EQ(bad.failure().jsonPath, QStringLiteral("$.answers.stage"));
}

TEST(ResultTest, AValueCanBeMovedOutAndChangedInPlace) {
    Result<std::unique_ptr<int>> r = std::make_unique<int>(3);
    ASSERT_TRUE(r.ok());
    **r += 1;
    const std::unique_ptr<int> taken = std::move(r).value();
    ASSERT_NE(taken, nullptr);
    EXPECT_EQ(*taken, 4);

    Result<QString> s = QStringLiteral("abc");
    EXPECT_EQ(s->size(), 3);
}

TEST(ResultTest, AValueOfTheSameTypeAsFailureFieldsIsStillAValue) {
    // A QString value is success, not a reason.
    const Result<QString> r = QStringLiteral("fine");
    EXPECT_TRUE(r.ok());
    EXPECT_EQ(*r, QStringLiteral("fine"));
}

TEST(ResultTest, DefaultIsTheDefaultValueAsInStdExpected) {
    const Result<QString> r;
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r->isEmpty());
    EXPECT_TRUE(Result<>().ok());
}

TEST(ResultTest, TravelsInAQVariantForQueuedSignals) {
    const Result<> failed = Failure{QStringLiteral("offline")};
    const QVariant v = QVariant::fromValue(failed);
    ASSERT_TRUE(v.canConvert<Result<>>());
    const auto back = v.value<Result<>>();
    ASSERT_FALSE(back.ok());
    EXPECT_EQ(back.failure().reason, QStringLiteral("offline"));
}

TEST(ResultTest, AValueTravelsInAQVariantToo) {
    const Result<QString> fine = QStringLiteral("3 prices read");
    const auto back = QVariant::fromValue(fine).value<Result<QString>>();
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, QStringLiteral("3 prices read"));
}
