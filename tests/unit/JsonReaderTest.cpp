#include "model/JsonReader.h"

#include "i18n/Language.h"
#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"
#include "model/sizing/AcceleratorData.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>
#include <limits>

using namespace accel;

namespace {

const QString kAt = QStringLiteral("$.x");

// What one getter call reported: every message, in order.
struct Reported {
    QList<InputIssue> issues;
    JsonReader reader{issues};
    [[nodiscard]] QString only() const {
        EXPECT_EQ(issues.size(), 1);
        return issues.isEmpty() ? QString() : issues.first().message;
    }
};

QString messageAt(const QList<InputIssue>& issues, const QString& path) {
    for (const InputIssue& i : issues) {
        if (i.path == path) {
            return i.message;
        }
    }
    QString all;
    for (const InputIssue& i : issues) {
        all += i.path + QStringLiteral(": ") + i.message + QLatin1Char('\n');
    }
    ADD_FAILURE() << "no issue at " << path.toStdString() << "; got:\n" << all.toStdString();
    return {};
}

} // namespace

TEST(JsonPath, QuotesKeysThatAreNotIdentifiers) {
    EXPECT_EQ(jsonRootPath(), QStringLiteral("$"));
    EXPECT_EQ(jsonChildPath(QStringLiteral("$"), QStringLiteral("answers")),
              QStringLiteral("$.answers"));
    EXPECT_EQ(jsonChildPath(QStringLiteral("$.answers"), QStringLiteral("a \"b\"")),
              QStringLiteral("$.answers[\"a \\\"b\\\"\"]"));
    EXPECT_EQ(jsonChildPath(QStringLiteral("$"), QStringLiteral("back\\slash")),
              QStringLiteral("$[\"back\\\\slash\"]"));
}

TEST(JsonPath, BuildsNestedPathsWithIndexesAndIds) {
    const QString overrides =
        jsonChildPath(jsonChildPath(jsonRootPath(), QStringLiteral("workload")),
                      QStringLiteral("price_overrides"));
    EXPECT_EQ(jsonChildPath(overrides, QStringLiteral("h100-sxm")),
              QStringLiteral("$.workload.price_overrides[\"h100-sxm\"]"));
    const QString prices = jsonChildPath(
        jsonIndexPath(jsonChildPath(jsonRootPath(), QStringLiteral("accelerators")), 3),
        QStringLiteral("prices"));
    EXPECT_EQ(jsonIndexPath(prices, 0), QStringLiteral("$.accelerators[3].prices[0]"));
}

TEST(JsonText, NamesEveryTypeAndWritesNumbersAsJsonDoes) {
    EXPECT_EQ(jsonTypeName(QJsonValue()), QStringLiteral("null"));
    EXPECT_EQ(jsonTypeName(true), QStringLiteral("a boolean"));
    EXPECT_EQ(jsonTypeName(1.5), QStringLiteral("a number"));
    EXPECT_EQ(jsonTypeName(QStringLiteral("x")), QStringLiteral("a string"));
    EXPECT_EQ(jsonTypeName(QString()), QStringLiteral("an empty string"));
    EXPECT_EQ(jsonTypeName(QJsonArray()), QStringLiteral("an array"));
    EXPECT_EQ(jsonTypeName(QJsonObject()), QStringLiteral("an object"));
    EXPECT_EQ(jsonTypeName(QJsonValue(QJsonValue::Undefined)), QStringLiteral("nothing"));

    EXPECT_EQ(jsonNumberText(36500), QStringLiteral("36500"));
    EXPECT_EQ(jsonNumberText(0.001), QStringLiteral("0.001"));
    EXPECT_EQ(jsonNumberText(0.3), QStringLiteral("0.3"));
    EXPECT_EQ(jsonNumberText(7e9), QStringLiteral("7e9"));
    EXPECT_EQ(jsonNumberText(1e15), QStringLiteral("1e15"));
    EXPECT_EQ(jsonNumberText(2.5e-5), QStringLiteral("2.5e-5"));
    EXPECT_EQ(jsonNumberText(-3), QStringLiteral("-3"));
}

TEST(JsonText, SuggestsOnlyCloseIds) {
    const QStringList ids{QStringLiteral("pytorch"), QStringLiteral("tensorflow"),
                          QStringLiteral("jax")};
    EXPECT_EQ(closestId(QStringLiteral("pytoch"), ids), QStringLiteral("pytorch"));
    EXPECT_EQ(closestId(QStringLiteral("PyTorch"), ids), QStringLiteral("pytorch"));
    EXPECT_EQ(closestId(QStringLiteral("jaxx"), ids), QStringLiteral("jax"));
    EXPECT_EQ(closestId(QStringLiteral("mxnet"), ids), QString());
    EXPECT_EQ(closestId(QStringLiteral("x"), {}), QString());
}

TEST(JsonReader, EachTypeMismatchNamesWhatWasExpectedAndFound) {
    const QJsonValue text(QStringLiteral("7B"));
    {
        Reported r;
        EXPECT_FALSE(r.reader.number(text, kAt, {0, 10}));
        EXPECT_EQ(r.only(), QStringLiteral("expected a number from 0 to 10; found a string."));
    }
    {
        Reported r;
        EXPECT_FALSE(r.reader.string(QJsonValue(3), kAt, 100));
        EXPECT_EQ(r.only(), QStringLiteral("expected a string; found a number."));
    }
    {
        Reported r;
        EXPECT_FALSE(r.reader.boolean(QJsonArray(), kAt));
        EXPECT_EQ(r.only(), QStringLiteral("expected true or false; found an array."));
    }
    {
        Reported r;
        EXPECT_FALSE(r.reader.object(QJsonValue(true), kAt));
        EXPECT_EQ(r.only(), QStringLiteral("expected an object; found a boolean."));
    }
    {
        Reported r;
        EXPECT_FALSE(r.reader.array(QJsonObject(), kAt));
        EXPECT_EQ(r.only(), QStringLiteral("expected an array; found an object."));
    }
    {
        Reported r;
        EXPECT_FALSE(
            r.reader.oneOf(QJsonValue(8), kAt, {QStringLiteral("bf16"), QStringLiteral("fp8")}));
        EXPECT_EQ(r.only(),
                  QStringLiteral("expected a string, one of: bf16, fp8; found a number."));
    }
    {
        Reported r;
        EXPECT_FALSE(r.reader.stringList(text, kAt, {}));
        EXPECT_EQ(r.only(), QStringLiteral("expected an array of strings; found a string."));
    }
    EXPECT_EQ(Reported().issues.size(), 0);
}

TEST(JsonReader, AbsentAndNullFollowPresence) {
    const QJsonObject o{{QStringLiteral("n"), QJsonValue()}};
    {
        Reported r;
        EXPECT_FALSE(r.reader.number(o, kAt, QStringLiteral("n"), {0, 1}));
        EXPECT_FALSE(r.reader.number(o, kAt, QStringLiteral("missing"), {0, 1}));
        EXPECT_TRUE(r.issues.isEmpty()) << "optional: null and missing are simply absent";
    }
    {
        Reported r;
        EXPECT_FALSE(
            r.reader.number(o, kAt, QStringLiteral("missing"), {0, 1}, Presence::Required));
        EXPECT_FALSE(r.reader.number(o, kAt, QStringLiteral("n"), {0, 1}, Presence::Required));
        ASSERT_EQ(r.issues.size(), 2);
        EXPECT_EQ(r.issues[0].path, QStringLiteral("$.x.missing"));
        EXPECT_EQ(r.issues[0].message, QStringLiteral("missing; expected a number from 0 to 1."));
        EXPECT_EQ(r.issues[1].path, QStringLiteral("$.x.n"));
        EXPECT_EQ(r.issues[1].message,
                  QStringLiteral("expected a number from 0 to 1; found null."));
    }
}

TEST(JsonReader, NumbersMustBeFiniteAndWithinTheirRange) {
    const NumberRange weight{0, 10};
    for (double ok : {0.0, 10.0, 5.5, -0.0}) {
        Reported r;
        EXPECT_EQ(r.reader.number(QJsonValue(ok), kAt, weight), ok);
        EXPECT_TRUE(r.issues.isEmpty()) << ok;
    }
    for (double bad : {-0.0001, 10.0001, 1e308, -1e308}) {
        Reported r;
        EXPECT_FALSE(r.reader.number(QJsonValue(bad), kAt, weight));
        EXPECT_EQ(r.only(), QStringLiteral("%1 is out of range; expected a number from 0 to 10.")
                                .arg(jsonNumberText(bad)));
    }
    // JSON text cannot hold these, but a QJsonValue built in code can.
    for (double bad :
         {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
          -std::numeric_limits<double>::infinity()}) {
        Reported r;
        EXPECT_FALSE(r.reader.number(QJsonValue(bad), kAt, weight));
        EXPECT_TRUE(r.only().contains(QStringLiteral("is not a finite number; expected a number "
                                                     "from 0 to 10.")))
            << r.only().toStdString();
    }
}

TEST(JsonReader, AboveMinAndWholeNumberRanges) {
    const NumberRange size{0, 1e15, true};
    {
        Reported r;
        EXPECT_FALSE(r.reader.number(QJsonValue(0), kAt, size));
        EXPECT_EQ(r.only(), QStringLiteral("0 is out of range; expected a number above 0 and at "
                                           "most 1e15 (1,000,000,000,000,000)."));
    }
    {
        Reported r;
        EXPECT_EQ(r.reader.number(QJsonValue(1e-9), kAt, size), 1e-9);
        EXPECT_EQ(r.reader.number(QJsonValue(1e15), kAt, size), 1e15);
        EXPECT_TRUE(r.issues.isEmpty());
    }
    const NumberRange version{0, 1e6, false, true};
    {
        Reported r;
        EXPECT_EQ(r.reader.number(QJsonValue(2), kAt, version), 2.0);
        EXPECT_FALSE(r.reader.number(QJsonValue(1.5), kAt, version));
        EXPECT_EQ(r.only(), QStringLiteral("1.5 is not a whole number; expected a whole number "
                                           "from 0 to 1e6 (1,000,000)."));
    }
    {
        Reported r;
        EXPECT_FALSE(r.reader.number(QJsonValue(-1), kAt, version));
        EXPECT_EQ(r.only(),
                  QStringLiteral(
                      "-1 is out of range; expected a whole number from 0 to 1e6 (1,000,000)."));
    }
}

TEST(JsonReader, StringsHaveAMaximumLength) {
    Reported r;
    EXPECT_EQ(r.reader.string(QJsonValue(QStringLiteral("abc")), kAt, 3), QStringLiteral("abc"));
    EXPECT_EQ(r.reader.string(QJsonValue(QString()), kAt, 3), QString());
    EXPECT_TRUE(r.issues.isEmpty());
    EXPECT_FALSE(r.reader.string(QJsonValue(QStringLiteral("abcd")), kAt, 3));
    EXPECT_EQ(r.only(), QStringLiteral("is 4 characters long; at most 3 are allowed."));
}

TEST(JsonReader, BooleansAreReadAsThemselves) {
    Reported r;
    EXPECT_EQ(r.reader.boolean(QJsonObject{{QStringLiteral("b"), false}}, kAt, QStringLiteral("b")),
              false);
    EXPECT_TRUE(r.issues.isEmpty());
}

TEST(JsonReader, UnknownKeysAreListedWithAndWithoutASuggestion) {
    Reported r;
    const QJsonObject o{
        {QStringLiteral("answer"), 1}, {QStringLiteral("colour"), 2}, {QStringLiteral("name"), 3}};
    r.reader.checkKeys(o, QStringLiteral("$"), {QStringLiteral("name"), QStringLiteral("answers")});
    ASSERT_EQ(r.issues.size(), 2);
    EXPECT_EQ(r.issues[0].path, QStringLiteral("$.answer"));
    EXPECT_EQ(r.issues[0].message,
              QStringLiteral("unknown field 'answer'. Did you mean 'answers'? Known fields: name, "
                             "answers."));
    EXPECT_EQ(r.issues[1].path, QStringLiteral("$.colour"));
    EXPECT_EQ(r.issues[1].message,
              QStringLiteral("unknown field 'colour'; remove it or check its spelling. Known "
                             "fields: name, answers."));
}

TEST(JsonReader, OneOfSuggestsTheClosestId) {
    const QStringList modes{QStringLiteral("on_demand"), QStringLiteral("spot")};
    Reported r;
    EXPECT_EQ(r.reader.oneOf(QJsonValue(QStringLiteral("spot")), kAt, modes),
              QStringLiteral("spot"));
    EXPECT_FALSE(r.reader.oneOf(QJsonValue(QStringLiteral("on-demand")), kAt, modes));
    EXPECT_FALSE(r.reader.oneOf(QJsonValue(QStringLiteral("forever")), kAt, modes));
    ASSERT_EQ(r.issues.size(), 2);
    EXPECT_EQ(r.issues[0].message,
              QStringLiteral("unknown id 'on-demand'. Did you mean 'on_demand'? Use one of: "
                             "on_demand, spot."));
    EXPECT_EQ(r.issues[1].message,
              QStringLiteral("unknown id 'forever'; use one of: on_demand, spot."));
}

TEST(JsonReader, StringListsReportEachBadItemAtItsIndex) {
    Reported r;
    const QJsonArray items{QStringLiteral("jax"), 3, QString(), QStringLiteral("pytoch")};
    const auto list = r.reader.stringList(
        items, kAt, {QStringLiteral("jax"), QStringLiteral("pytorch")}, Presence::Required);
    ASSERT_TRUE(list.has_value());
    EXPECT_EQ(*list, QStringList{QStringLiteral("jax")});
    ASSERT_EQ(r.issues.size(), 3);
    EXPECT_EQ(r.issues[0].path, QStringLiteral("$.x[1]"));
    EXPECT_EQ(r.issues[0].message,
              QStringLiteral("expected a string, one of: jax, pytorch; found a number."));
    EXPECT_EQ(r.issues[1].path, QStringLiteral("$.x[2]"));
    EXPECT_EQ(r.issues[1].message,
              QStringLiteral("expected a string, one of: jax, pytorch; found an empty string."));
    EXPECT_EQ(r.issues[2].path, QStringLiteral("$.x[3]"));
    EXPECT_TRUE(r.issues[2].message.contains(QStringLiteral("Did you mean 'pytorch'?")));
}

TEST(JsonReader, IdsHaveOneForm) {
    Reported r;
    EXPECT_TRUE(r.reader.checkIdForm(kAt, QStringLiteral("h100-sxm")));
    EXPECT_TRUE(r.reader.checkIdForm(kAt, QStringLiteral("tpu7x")));
    EXPECT_TRUE(r.issues.isEmpty());
    EXPECT_FALSE(r.reader.checkIdForm(kAt, QStringLiteral("Bad Id")));
    EXPECT_FALSE(r.reader.checkIdForm(kAt, QStringLiteral("-lead")));
    EXPECT_FALSE(r.reader.checkIdForm(kAt, QString(41, QLatin1Char('a'))));
    EXPECT_EQ(r.issues.size(), 3);
    EXPECT_TRUE(r.issues[0].message.startsWith(QStringLiteral("'Bad Id' is not an id")));
}

TEST(JsonReader, UnknownsOfANewerFileAreLeftOutNotErrors) {
    QList<InputIssue> issues;
    QList<InputIssue> leftOut;
    JsonReader reader(issues);
    reader.leaveOutUnknowns(&leftOut, QStringLiteral("left out"));
    reader.checkKeys(QJsonObject{{QStringLiteral("future"), 1}}, QStringLiteral("$"), {});
    EXPECT_FALSE(reader.oneOf(QJsonValue(QStringLiteral("fp4")), kAt, {QStringLiteral("fp8")}));
    EXPECT_FALSE(reader.oneOf(QJsonValue(QStringLiteral("fp2")), kAt, {QStringLiteral("fp8")},
                              Presence::Optional, QStringLiteral("why")));
    EXPECT_FALSE(reader.number(QJsonValue(QStringLiteral("1")), kAt, {0, 1}));
    ASSERT_EQ(leftOut.size(), 3);
    EXPECT_EQ(leftOut[0], (InputIssue{QStringLiteral("$.future"), QStringLiteral("left out")}));
    EXPECT_EQ(leftOut[1], (InputIssue{kAt, QStringLiteral("left out")}));
    EXPECT_EQ(leftOut[2], (InputIssue{kAt, QStringLiteral("why")}));
    ASSERT_EQ(issues.size(), 1) << "a wrong type is still an error";
}

TEST(JsonDocument, RefusesWhatIsNotAReadableObject) {
    const JsonDocumentLimits limits{64, 3};
    const auto one = [&limits](const QByteArray& bytes) {
        QList<InputIssue> issues;
        const auto o = readJsonObject(bytes, limits, issues);
        EXPECT_FALSE(o.has_value()) << bytes.toStdString();
        EXPECT_EQ(issues.size(), 1) << bytes.toStdString();
        return issues.isEmpty() ? QString()
                                : issues[0].path + QStringLiteral(": ") + issues[0].message;
    };
    EXPECT_EQ(one(QByteArray(65, ' ')), QStringLiteral("$: the file is 65 bytes; at most 64 bytes "
                                                       "are allowed."));
    EXPECT_TRUE(one("{\n  \"a\": \"\xC3\x28\"}").contains(QStringLiteral("UTF-8 (line 2, column")));
    EXPECT_TRUE(one("{\"a\":[[[1]]]}").contains(QStringLiteral("nested more than 3 deep")));
    EXPECT_TRUE(one("{\n\"a\": 1,\n}").startsWith(QStringLiteral("$: not valid JSON: ")));
    EXPECT_TRUE(one("{\n\"a\": 1,\n}").contains(QStringLiteral("line 3")));
    EXPECT_EQ(one("[1]"),
              QStringLiteral("$: expected a JSON object at the top level; found an array."));

    QList<InputIssue> issues;
    const auto bom = readJsonObject("\xEF\xBB\xBF{\"a\":1}", limits, issues);
    ASSERT_TRUE(bom.has_value());
    EXPECT_EQ(bom->value(QStringLiteral("a")).toInt(), 1);
    QList<InputIssue> big;
    readJsonObject(QByteArray(1024 * 1024 + 1, ' '), {}, big);
    ASSERT_EQ(big.size(), 1);
    EXPECT_TRUE(big[0].message.contains(QStringLiteral("1 MiB")));
}

// The point of one toolkit: a mistake reads the same whether it is made in a
// profile or in the accelerator data (here, the user's override file).
TEST(SameMistakeReadsAlike, InAProfileAndInTheAcceleratorData) {
    const Result<ProfileRead> profile = ProfileCodec(QuestionCatalogue::builtIn()).parse(R"({
        "format": "accel-advisor-profile", "version": 2,
        "workload": {"colour": "green", "provider": "gpc", "pricing": "forever",
                     "params": "7B", "price_overrides": {"h100-sxm": 5000, "Bad Id": 1}}})");
    const Result<sizing::AcceleratorData> data =
        sizing::AcceleratorData::bundled().withOverride(R"({
        "format": "accel-advisor-accelerators", "version": 1,
        "accelerators": [{"id": "h100-sxm", "colour": "green", "memoryGB": "80",
            "prices": [{"provider": "gpc", "mode": "forever", "usdPerChipHour": 5000,
                        "date": "2026", "source": "ours"}]},
            {"id": "Bad Id"}]})");
    ASSERT_FALSE(profile.ok());
    ASSERT_FALSE(data.ok());
    const auto inProfile = [&profile](const char* path) {
        return messageAt(profile.failure().issues, QString::fromUtf8(path));
    };
    const auto inData = [&data](const char* path) {
        return messageAt(data.failure().issues, QString::fromUtf8(path));
    };
    // An unknown id, from the same list: word for word the same.
    EXPECT_EQ(inProfile("$.workload.provider"),
              QStringLiteral("unknown id 'gpc'. Did you mean 'gcp'? Use one of: gcp, aws, azure, "
                             "on_prem, other."));
    EXPECT_EQ(inProfile("$.workload.provider"), inData("$.accelerators[0].prices[0].provider"));
    EXPECT_EQ(inProfile("$.workload.pricing"), inData("$.accelerators[0].prices[0].mode"));
    EXPECT_TRUE(inProfile("$.workload.pricing")
                    .startsWith(QStringLiteral("unknown id 'forever'; use one of: ")));
    // An id of the wrong form.
    EXPECT_EQ(inProfile("$.workload.price_overrides[\"Bad Id\"]"), inData("$.accelerators[1].id"));
    // An unknown field: the same sentence, each with its own known fields.
    const QString sameStart =
        QStringLiteral("unknown field 'colour'; remove it or check its spelling. Known fields: ");
    EXPECT_TRUE(inProfile("$.workload.colour").startsWith(sameStart));
    EXPECT_TRUE(inData("$.accelerators[0].colour").startsWith(sameStart));
    // A number out of range and a number written as a string: the same shape,
    // each with its own limits.
    EXPECT_EQ(inProfile("$.workload.price_overrides[\"h100-sxm\"]"),
              QStringLiteral("5000 is out of range; expected a number above 0 and at most 1000."));
    EXPECT_EQ(inData("$.accelerators[0].prices[0].usdPerChipHour"),
              QStringLiteral("5000 is out of range; expected a number from 0.001 to 1000."));
    EXPECT_EQ(
        inProfile("$.workload.params"),
        QStringLiteral(
            "expected a number above 0 and at most 1e14 (100,000,000,000,000); found a string."));
    EXPECT_EQ(inData("$.accelerators[0].memoryGB"),
              QStringLiteral("expected a number from 1 to 10000; found a string."));
}

namespace accel {
namespace {

// Issue 38: German read "kein gültiges JSON: Nicht abgeschlossene
// Zeichenkette in Zeile 9", Qt's translation starting with a capital in the
// middle of the sentence. What is wrong reads as part of the sentence in
// every language: after the colon, a small letter.
TEST(JsonDocument, WhatIsWrongReadsOnFromTheColonInEveryLanguage) {
    const QByteArray broken[] = {"{\"a\": \"open", "{\"a\": [1, 2", "{\"a\" 1}", "{\"a\": tru}",
                                 "{\"a\": 1} x"};
    for (const char* language : {"en", "fr", "de"}) {
        i18n::applyLanguage(QLatin1String(language));
        for (const QByteArray& bytes : broken) {
            QList<InputIssue> issues;
            EXPECT_FALSE(readJsonObject(bytes, {}, issues).has_value());
            ASSERT_EQ(issues.size(), 1);
            const QString& message = issues[0].message;
            const qsizetype colon = message.lastIndexOf(QLatin1Char(':'));
            ASSERT_GT(colon, 0) << message.toStdString();
            const QString after = message.mid(colon + 1).trimmed();
            ASSERT_FALSE(after.isEmpty()) << message.toStdString();
            EXPECT_TRUE(after.at(0).isLower()) << language << ": " << message.toStdString();
            EXPECT_TRUE(message.endsWith(QLatin1Char('.'))) << message.toStdString();
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

} // namespace
} // namespace accel
