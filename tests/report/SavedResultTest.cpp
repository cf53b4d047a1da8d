// "What changed since you saved": the saved_result record round-trips
// through the profile file, and the comparison names its causes: the
// answers, the decision model, the prices. Old profiles have no record.

#include "ReportTestSupport.h"
#include "model/CatalogueText.h"
#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"
#include "model/report/ProfileFigures.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ResultChanges.h"
#include "model/report/SavedResultCodec.h"
#include "model/report/SinceSavedText.h"
#include "model/report/SizingSection.h"
#include "model/sizing/AcceleratorData.h"
#include "model/text/NumberFormat.h"

#include <gtest/gtest.h>

namespace accel::test {
namespace {

Evaluation evaluate(const Profile& p) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    return Engine(cat).evaluate(answerSetFor(cat, p), weightSetFor(cat, p));
}

CheapestFit fit(double cost, const char* date) {
    CheapestFit f;
    f.accelerator = QStringLiteral("TPU v5e");
    f.chips = 8;
    f.costUsd = cost;
    f.hours = 40;
    f.priceDate = QString::fromLatin1(date);
    return f;
}

QString allText(const report::Section& s) {
    QString text;
    for (const report::Block& b : s.blocks) {
        for (const report::RichText& item : b.items) {
            for (const report::Span& span : item) {
                text += span.text + QLatin1Char(' ');
            }
        }
    }
    return text;
}

TEST(SavedResult, RoundTripsThroughTheProfileFile) {
    const Example ex = loadExample(kFullHybrid);
    const QDateTime when(QDate(2026, 10, 1), QTime(9, 30), Qt::UTC);
    const SavedResult saved = savedResultFor(ex.profile, ex.evaluation, fit(9610, "2024-12"),
                                             QStringLiteral("0.1.0"), when);
    Profile p = ex.profile;
    p.savedResult = savedResultJson(saved);

    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> parse = codec.parse(codec.serialize(p));
    ASSERT_TRUE(parse.ok()) << parse.failure().reason.toStdString();
    EXPECT_EQ(parse->profile.savedResult, p.savedResult);
    const std::optional<SavedResult> back = readSavedResult(parse->profile.savedResult);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->verdict, ex.evaluation.verdict);
    EXPECT_EQ(back->savedAt, when);
    EXPECT_EQ(back->modelVersion, QuestionCatalogue::builtIn().modelVersion());
    EXPECT_EQ(back->programVersion, QStringLiteral("0.1.0"));
    EXPECT_DOUBLE_EQ(back->confidence, ex.evaluation.confidence.sameVerdict);
    EXPECT_EQ(back->answers, ex.profile.answers);
    ASSERT_TRUE(back->cheapest);
    EXPECT_EQ(*back->cheapest, fit(9610, "2024-12"));
    EXPECT_EQ(back->priceDates, QStringList{QStringLiteral("2024-12")});
    EXPECT_FALSE(back->topFactors.empty());
    const QJsonObject json = savedResultJson(saved);
    for (const char* key : {"saved_at", "program_version", "model_version", "verdict", "confidence",
                            "scores", "top_factors", "price_dates", "cheapest"}) {
        EXPECT_TRUE(json.contains(QLatin1String(key))) << key;
    }
}

TEST(SavedResult, OldProfilesHaveNoneAndAWrongTypeIsNamed) {
    const Example ex = loadExample(kFullHybrid);
    EXPECT_TRUE(ex.profile.savedResult.isEmpty());
    EXPECT_FALSE(readSavedResult(ex.profile.savedResult));
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    EXPECT_FALSE(codec.serialize(ex.profile).contains("saved_result"));
    const Result<ProfileRead> bad = codec.parse(
        R"({"format":"accel-advisor-profile","version":1,"name":"x","answers":{},"saved_result":3})");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.failure().issues.front().path, QStringLiteral("$.saved_result"));
    // A record this version cannot read leaves the profile without a comparison.
    EXPECT_FALSE(readSavedResult(QJsonObject{{QStringLiteral("verdict"), QStringLiteral("x")}}));
}

TEST(SavedResult, SameAnswersSameModelNothingChanged) {
    const Example ex = loadExample(kFullTpu);
    const SavedResult saved =
        savedResultFor(ex.profile, ex.evaluation, std::nullopt, QStringLiteral("0.1.0"));
    const ResultChanges c = compareWithSaved(saved, ex.profile, ex.evaluation, std::nullopt);
    EXPECT_FALSE(c.anything());
    EXPECT_FALSE(c.modelChanged);
    EXPECT_FALSE(worthTelling(saved, c)); // right after saving: nothing to say
    EXPECT_TRUE(worthTelling(saved, c, QDateTime::currentDateTimeUtc().addDays(20)));
    const ChangeStory story = changeStory(saved, c, ex.evaluation, std::nullopt);
    EXPECT_TRUE(story.headline.startsWith(QStringLiteral("Nothing changed")));
}

TEST(SavedResult, AnswerChangesAreNamedWithBeforeAndAfter) {
    const Example ex = loadExample(kFullTpu);
    const SavedResult saved =
        savedResultFor(ex.profile, ex.evaluation, std::nullopt, QStringLiteral("0.1.0"));
    Profile now = ex.profile;
    now.answers[QStringLiteral("hosting")] = QStringLiteral("on_prem");
    const Evaluation e = evaluate(now);
    ASSERT_NE(e.verdict, ex.evaluation.verdict) << "on premises rules the TPU out";
    const ResultChanges c = compareWithSaved(saved, now, e, std::nullopt);
    EXPECT_TRUE(c.verdictChanged);
    ASSERT_EQ(c.answerChanges.size(), 1);
    EXPECT_TRUE(c.answerChanges.front().contains(QStringLiteral("\u2192")));
    EXPECT_TRUE(c.answerChanges.front().contains(QStringLiteral("Where the work must run")))
        << c.answerChanges.front().toStdString();
    EXPECT_FALSE(c.modelChanged);
    const ChangeStory story = changeStory(saved, c, e, std::nullopt);
    EXPECT_TRUE(story.headline.contains(verdictName(ex.evaluation.verdict)));
    EXPECT_TRUE(story.headline.contains(verdictName(e.verdict)));
    EXPECT_TRUE(
        story.causes.join(QLatin1Char(' ')).contains(QStringLiteral("Your answers changed")));
}

TEST(SavedResult, ImportanceChangesNameTheQuestionWithBeforeAndAfter) {
    // "the importance of some questions" told nobody which, nor how much.
    const Example ex = loadExample(kFullTpu);
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const int q = cat.questionIndex(QStringLiteral("framework"));
    ASSERT_GE(q, 0);
    const double changed = cat.question(q).defaultWeight + 0.5;
    Profile before = ex.profile;
    before.weights[QStringLiteral("framework")] = changed;
    before.weights[QStringLiteral("hosting")] = 1.0; // a default written out
    const SavedResult saved =
        savedResultFor(before, evaluate(before), std::nullopt, QStringLiteral("0.1.0"));
    Profile now = ex.profile;
    now.weights.remove(QStringLiteral("framework"));
    now.weights[QStringLiteral("hosting")] = 1.0;
    const ResultChanges c = compareWithSaved(saved, now, evaluate(now), std::nullopt);
    ASSERT_EQ(c.answerChanges.size(), 1) << c.answerChanges.join(QLatin1Char('|')).toStdString();
    const QString change = c.answerChanges.front();
    EXPECT_TRUE(change.contains(questionLabel(cat, q))) << change.toStdString();
    EXPECT_TRUE(change.contains(numberText(changed) + QStringLiteral(" \u2192 ") +
                                numberText(cat.question(q).defaultWeight)))
        << change.toStdString();
}

TEST(SavedResult, AModelChangeWithTheSameAnswersIsBlamedOnTheModel) {
    const Example ex = loadExample(kFullHybrid);
    SavedResult saved =
        savedResultFor(ex.profile, ex.evaluation, std::nullopt, QStringLiteral("0.0.9"));
    saved.modelVersion = QStringLiteral("2026.01-v1");
    saved.verdict = Verdict::Gpu; // what the old model said
    saved.gpuScore += 5.0;
    const ResultChanges c = compareWithSaved(saved, ex.profile, ex.evaluation, std::nullopt);
    EXPECT_TRUE(c.modelChanged);
    EXPECT_FALSE(c.answersChanged());
    EXPECT_TRUE(c.verdictChanged);
    const QString causes =
        changeStory(saved, c, ex.evaluation, std::nullopt).causes.join(QLatin1Char(' '));
    EXPECT_TRUE(causes.contains(QStringLiteral("Your answers are the same")));
    EXPECT_TRUE(causes.contains(QStringLiteral("2026.01-v1")));
    EXPECT_TRUE(causes.contains(QuestionCatalogue::builtIn().modelVersion()));
}

TEST(SavedResult, AModelUpdateThatChangedNeitherVerdictNorConfidenceIsNotBlamed) {
    // Only the scores moved: "the difference comes from" would blame the
    // model for a difference the reader cannot see.
    const Example ex = loadExample(kFullHybrid);
    SavedResult saved =
        savedResultFor(ex.profile, ex.evaluation, std::nullopt, QStringLiteral("0.0.9"));
    saved.modelVersion = QStringLiteral("2026.01-v1");
    saved.gpuScore += 0.5;
    const ResultChanges c = compareWithSaved(saved, ex.profile, ex.evaluation, std::nullopt);
    ASSERT_TRUE(c.modelChanged);
    ASSERT_FALSE(c.verdictChanged);
    ASSERT_FALSE(c.confidenceChanged);
    const QString causes =
        changeStory(saved, c, ex.evaluation, std::nullopt).causes.join(QLatin1Char(' '));
    EXPECT_FALSE(causes.contains(QStringLiteral("comes from"))) << causes.toStdString();
    EXPECT_TRUE(causes.contains(QStringLiteral("2026.01-v1")));
}

TEST(SavedResult, PriceChangesAreNamedAndTheReportHasTheSection) {
    const Example ex = loadExample(kFullHybrid);
    const QDateTime weeksAgo = QDateTime::currentDateTimeUtc().addDays(-30);
    const SavedResult saved = savedResultFor(ex.profile, ex.evaluation, fit(9610, "2024-12"),
                                             QStringLiteral("0.1.0"), weeksAgo);
    const ResultChanges c =
        compareWithSaved(saved, ex.profile, ex.evaluation, fit(7200, "2025-06"));
    EXPECT_TRUE(c.pricesChanged);
    EXPECT_FALSE(c.verdictChanged);
    EXPECT_FALSE(c.answersChanged());

    Profile p = ex.profile;
    p.savedResult = savedResultJson(saved);
    report::ReportInputs inputs;
    inputs.cheapest = fit(7200, "2025-06");
    const report::ReportDocument doc = report::buildReport(p, ex.evaluation, inputs);
    const report::Section* since = doc.section(u"since_saved");
    ASSERT_NE(since, nullptr);
    EXPECT_EQ(doc.sections.at(1).id, QStringLiteral("since_saved")) << "right after the summary";
    const QString text = allText(*since);
    EXPECT_TRUE(text.contains(dateText(QStringLiteral("2024-12")))) << text.toStdString();
    EXPECT_TRUE(text.contains(dateText(QStringLiteral("2025-06"))));
    // A profile without a record: no such section, as before.
    EXPECT_EQ(report::buildReport(ex.profile, ex.evaluation, inputs).section(u"since_saved"),
              nullptr);
}

} // namespace
} // namespace accel::test

namespace accel::test {
namespace {

TEST(SavedResultBill, TotalsRoundTripAndOlderRecordsLoadWithout) {
    const Example ex = loadExample(kFullTpu);
    SavedResult saved =
        savedResultFor(ex.profile, ex.evaluation, std::nullopt, QStringLiteral("0.1.0"));
    saved.billTotals = {{QStringLiteral("gpu_cloud"), 1.25e6}, {QStringLiteral("gpu_owned"), 9e5}};
    QJsonObject json = savedResultJson(saved);
    const std::optional<SavedResult> back = readSavedResult(json);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->billTotals, saved.billTotals);
    // A record from before the bill existed: it loads, with no totals to compare.
    json.remove(QStringLiteral("bill_totals"));
    const std::optional<SavedResult> older = readSavedResult(json);
    ASSERT_TRUE(older);
    EXPECT_TRUE(older->billTotals.isEmpty());
    ResultChanges changes;
    compareBill(*older, {{QStringLiteral("gpu_cloud"), 2e6}}, changes);
    EXPECT_FALSE(changes.billChanged()); // nothing saved, nothing to compare with
}

TEST(SavedResultBill, AChangedTotalIsNamedWithBeforeAfterAndTheDifference) {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const Example ex = loadExample(kFullTpu);
    const Profile& p = ex.profile;
    const Evaluation& e = ex.evaluation;
    SavedResult saved = savedResultFor(p, e, std::nullopt, QStringLiteral("0.1.0"));
    saved.billTotals = {{QStringLiteral("gpu_cloud"), 1.0e6}, {QStringLiteral("gpu_owned"), 2.0e6}};

    ResultChanges same = compareWithSaved(saved, p, e, std::nullopt);
    compareBill(saved, saved.billTotals, same);
    EXPECT_FALSE(same.billChanged());
    EXPECT_FALSE(same.anything());

    ResultChanges changes = compareWithSaved(saved, p, e, std::nullopt);
    compareBill(saved,
                {{QStringLiteral("gpu_cloud"), 1.0e6},
                 {QStringLiteral("gpu_owned"), 2.3e6},
                 {QStringLiteral("tpu_cloud"), 5.0e5}},
                changes);
    ASSERT_EQ(changes.billChanges.size(), 2); // owned moved, TPUs appeared; rented GPUs did not
    EXPECT_TRUE(changes.anything());
    const QString owned = changes.billChanges.filter(QStringLiteral("Owned")).value(0);
    EXPECT_TRUE(owned.contains(usdText(2.0e6)) && owned.contains(usdText(2.3e6)))
        << owned.toStdString();
    EXPECT_TRUE(owned.contains(QStringLiteral("+") + usdText(3.0e5))) << owned.toStdString();
    const ChangeStory story = changeStory(saved, changes, e, std::nullopt);
    EXPECT_TRUE(story.causes.join(QLatin1Char(' ')).contains(QStringLiteral("The bill changed")));
}

TEST(SavedResultBill, TheReportTellsHowTheBillMovedSinceTheSave) {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const Example ex = loadExample(kFullHybrid); // has a workload, so a bill
    const QMap<QString, double> now =
        report::figuresOf(ex.profile, ex.evaluation, sizing::AcceleratorData::bundled())
            .billTotals();
    ASSERT_TRUE(now.contains(QStringLiteral("gpu_owned")));
    // Saved today with the same answers: only the bill differs.
    SavedResult saved =
        savedResultFor(ex.profile, ex.evaluation, std::nullopt, QStringLiteral("0.3.0"));
    saved.billTotals = now;
    saved.billTotals[QStringLiteral("gpu_owned")] = now.value(QStringLiteral("gpu_owned")) * 0.8;
    Profile p = ex.profile;
    p.savedResult = savedResultJson(saved);

    report::ReportInputs inputs;
    inputs.billTotals = now;
    const report::ReportDocument doc = report::buildReport(p, ex.evaluation, inputs);
    const report::Section* since = doc.section(u"since_saved");
    ASSERT_NE(since, nullptr) << "the bill moved: the report must say so";
    const QString text = allText(*since);
    EXPECT_TRUE(text.contains(QStringLiteral("The bill changed"))) << text.toStdString();
    EXPECT_TRUE(text.contains(usdText(now.value(QStringLiteral("gpu_owned")))))
        << text.toStdString();

    // The same bill as saved: nothing to tell on the day of the save.
    saved.billTotals = now;
    p.savedResult = savedResultJson(saved);
    EXPECT_EQ(report::buildReport(p, ex.evaluation, inputs).section(u"since_saved"), nullptr);
}

} // namespace
} // namespace accel::test
