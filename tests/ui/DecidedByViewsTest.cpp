// "Decided by" is one list (decidingAnswers, chosen by DecidedBy.h): the
// verdict card, the report and `evaluate`'s text name exactly the same
// answers in every language. The card named two a side while the others
// named three.

#include "LanguageCodes.h"
#include "UiTestSupport.h"
#include "i18n/Language.h"
#include "io/ProfileFile.h"
#include "model/CatalogueText.h"
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ReportBuilder.h"
#include "model/report/ReportText.h"
#include "model/report/VerdictGlance.h"
#include "render/TextSummary.h"
#include "ui/wizard/VerdictCard.h"

#include <QCoreApplication>
#include <QLabel>
#include <QSet>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;

namespace {

struct Loaded {
    Profile profile;
    Evaluation evaluation;
};

Loaded load(const char* file, const std::vector<QString>& clear = {}) {
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const Result<io::LoadedProfile> loaded = io::loadProfileFile(test::example(file), cat);
    EXPECT_TRUE(loaded.ok()) << file;
    Loaded l;
    l.profile = loaded ? loaded->read.profile : Profile{};
    for (const QString& id : clear) {
        l.profile.answers.remove(id);
    }
    l.evaluation = Engine(cat).evaluate(answerSetFor(cat, l.profile), weightSetFor(cat, l.profile));
    return l;
}

// The answers ("Question: Answer") of `e` that `text` names.
QSet<QString> answersNamedIn(const Evaluation& e, const QString& text) {
    QSet<QString> named;
    for (const FactorContribution& f : e.factors) {
        if (f.option < 0) {
            continue;
        }
        const QString answer = labelledText(questionLabel(*e.catalogue, f.question),
                                            optionLabel(*e.catalogue, f.question, f.option));
        if (text.contains(answer)) {
            named << answer;
        }
    }
    return named;
}

QSet<QString> expectedAnswers(const Evaluation& e) {
    QSet<QString> out;
    for (const DecidingAnswer& d : decidingAnswers(e)) {
        out << labelledText(questionLabel(*e.catalogue, d.question),
                            optionLabel(*e.catalogue, d.question, d.option));
    }
    return out;
}

QString cardText(const Evaluation& e) {
    ui::VerdictCard card(false);
    card.showEvaluation(e, std::nullopt);
    QString text;
    for (const QLabel* link : card.decidingLinks()) {
        if (!link->isHidden()) {
            text += link->accessibleName() + QLatin1Char('\n');
        }
    }
    return text;
}

// The report summary's bullets under "Decided by:".
QString reportText(const Loaded& l) {
    const report::ReportDocument doc = report::buildReport(l.profile, l.evaluation, {});
    const report::Section* summary = doc.section(u"summary");
    EXPECT_NE(summary, nullptr);
    QString text;
    bool under = false;
    for (const report::Block& b : summary ? summary->blocks : std::vector<report::Block>{}) {
        QString blockText;
        for (const report::RichText& item : b.items) {
            for (const report::Span& span : item) {
                blockText += span.text;
            }
            blockText += QLatin1Char('\n');
        }
        if (b.kind == report::Block::Kind::Paragraph) {
            under = blockText.trimmed() == report::ReportText::tr("Decided by:");
        } else if (under && b.kind == report::Block::Kind::BulletList) {
            text += blockText;
        }
    }
    return text;
}

// `evaluate`'s lines under "Decided by:", up to the next blank line.
QString evaluateText(const Evaluation& e) {
    const QString all = render::textSummary(e, {});
    const QString heading = QCoreApplication::translate("TextSummary", "Decided by:");
    const qsizetype from = all.indexOf(QLatin1String("\n") + heading);
    return from < 0 ? QString() : all.mid(from, all.indexOf(QLatin1String("\n\n"), from) - from);
}

class DecidedByViews : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override { i18n::applyLanguage(QString::fromStdString(GetParam())); }
    void TearDown() override { i18n::applyLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_P(DecidedByViews, TheCardTheReportAndEvaluateNameTheSameAnswers) {
    const std::vector<Loaded> cases{
        load("jax-scale-up-gcp.accel.json"), load("pytorch-online-serving-aws.accel.json"),
        load("pytorch-research-onprem.accel.json"),
        load("tf-transformer-gcp-production.accel.json"),
        load("jax-scale-up-gcp.accel.json", {QStringLiteral("hosting"), QStringLiteral("scale")})};
    for (const Loaded& l : cases) {
        SCOPED_TRACE(l.profile.name.toStdString());
        const Evaluation& e = l.evaluation;
        const QSet<QString> expected = expectedAnswers(e);
        ASSERT_FALSE(expected.isEmpty());
        EXPECT_EQ(answersNamedIn(e, cardText(e)), expected) << cardText(e).toStdString();
        EXPECT_EQ(answersNamedIn(e, reportText(l)), expected) << reportText(l).toStdString();
        EXPECT_EQ(answersNamedIn(e, evaluateText(e)), expected) << evaluateText(e).toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, DecidedByViews, ::testing::ValuesIn(test::languageCodes()));

// The bullets under "Holds only if:" sit where those under "Decided by:" do.
TEST(DecidedByViews, TheCardIndentsItsListsAlike) {
    const Loaded l = load("jax-scale-up-gcp.accel.json", {QStringLiteral("hosting")});
    ASSERT_FALSE(l.evaluation.provisos.empty());
    ui::VerdictCard card(false);
    card.showEvaluation(l.evaluation, std::nullopt);
    card.resize(900, 600);
    card.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&card));
    const QLabel* firstLink = nullptr;
    for (const QLabel* link : card.decidingLinks()) {
        if (!link->isHidden()) {
            firstLink = link;
            break;
        }
    }
    ASSERT_NE(firstLink, nullptr);
    // The label that holds the conditions' bullets (not a link).
    const QLabel* conditions = nullptr;
    for (const QLabel* label : card.findChildren<QLabel*>()) {
        if (!label->isHidden() && label->text().startsWith(QStringLiteral("\u2022 ")) &&
            !card.decidingLinks().contains(label)) {
            conditions = label;
        }
        if (!label->isHidden() && label->text().contains(QStringLiteral("\n\u2022 ")) &&
            !card.decidingLinks().contains(label)) {
            conditions = label; // the heading and its bullets in one label
        }
    }
    ASSERT_NE(conditions, nullptr);
    // Where the bullets are drawn: at the left of each label's contents.
    EXPECT_EQ(conditions->mapTo(&card, conditions->contentsRect().topLeft()).x(),
              firstLink->mapTo(&card, firstLink->contentsRect().topLeft()).x());
}
