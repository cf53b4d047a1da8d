// The sizing step's v3 inputs, offscreen: mixture-of-experts counts, training
// state and goodput, the serving replica, KV cache and headroom, FP4; the
// tokens that follow the model size; the published runs beside the estimate;
// and a set-up that does not fit, which shows no time and no cost.
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"
#include "model/report/SizingGlance.h"
#include "model/sizing/SizingPlan.h"
#include "model/sizing/SizingText.h"
#include "ui/sizing/SizingChartPane.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QTextDocument>

#include <gtest/gtest.h>

using namespace accel;
using namespace accel::sizing;

namespace {

template <typename Field> Field* field(const ui::SizingPanel& panel, const char* name) {
    auto* found = panel.findChild<Field*>(QLatin1String(name));
    EXPECT_NE(found, nullptr) << name;
    return found;
}

int rowOf(const ui::SizingTable& t, const QString& id) {
    for (int r = 0; r < t.rowCount(); ++r) {
        if (t.item(r, ui::SizingTable::Name)->data(Qt::UserRole).toString() == id) {
            return r;
        }
    }
    return -1;
}

// The label's text as a person reads it (entities decoded, no tags).
QString plain(const QLabel& label) {
    QTextDocument doc;
    doc.setHtml(label.text());
    return doc.toPlainText().replace(QChar::Nbsp, QLatin1Char(' '));
}

// Saved to profile JSON and read back, as File > Save and File > Open do.
Workload throughAProfile(const Workload& workload) {
    Profile profile;
    profile.workload = workload;
    const ProfileCodec codec(QuestionCatalogue::builtIn());
    const Result<ProfileRead> read = codec.parse(codec.serialize(profile));
    EXPECT_TRUE(read.ok()) << (read.ok() ? std::string() : read.failure().reason.toStdString());
    return read.ok() && read->profile.workload ? *read->profile.workload : Workload{};
}

} // namespace

TEST(SizingStepV3, PrecisionListsOfferFp4) {
    ui::SizingPanel panel;
    for (const char* name : {"precision", "kvPrecision"}) {
        auto* box = field<QComboBox>(panel, name);
        ASSERT_NE(box, nullptr);
        const int fp4 = box->findData(QStringLiteral("fp4"));
        ASSERT_GE(fp4, 0) << name;
        EXPECT_EQ(box->itemText(fp4), precisionName(QStringLiteral("fp4"))) << name;
        EXPECT_EQ(box->itemText(fp4), QStringLiteral("FP4")) << name;
    }
    // The KV cache starts as the weights: no format of its own.
    EXPECT_FALSE(panel.request().kvPrecision.has_value());
    auto* precision = field<QComboBox>(panel, "precision");
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp4")));
    EXPECT_EQ(panel.request().precision, Precision::Fp4);
}

TEST(SizingStepV3, TrainingInputsRoundTripThroughAProfile) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.params = 671e9;
    r.activeParams = 37e9;
    panel.setRequest(r);
    // As a user sets them.
    field<QSpinBox>(panel, "experts")->setValue(256);
    field<QSpinBox>(panel, "expertsPerToken")->setValue(8);
    field<QDoubleSpinBox>(panel, "stateBytes")->setValue(14);
    field<QDoubleSpinBox>(panel, "goodput")->setValue(85);
    const SizingRequest asked = panel.request();
    EXPECT_EQ(asked.experts, 256);
    EXPECT_EQ(asked.expertsPerToken, 8);
    ASSERT_TRUE(asked.stateBytesPerParam.has_value());
    EXPECT_DOUBLE_EQ(*asked.stateBytesPerParam, 14.0);
    ASSERT_TRUE(asked.goodput.has_value());
    EXPECT_DOUBLE_EQ(*asked.goodput, 0.85);

    Workload saved;
    panel.storeWorkload(saved);
    ui::SizingPanel reopened;
    reopened.loadWorkload(throughAProfile(saved));
    const SizingRequest back = reopened.request();
    EXPECT_EQ(back.experts, 256);
    EXPECT_EQ(back.expertsPerToken, 8);
    EXPECT_EQ(back.stateBytesPerParam, asked.stateBytesPerParam);
    EXPECT_EQ(back.goodput, asked.goodput);
    EXPECT_EQ(field<QSpinBox>(reopened, "experts")->value(), 256);
    EXPECT_DOUBLE_EQ(field<QDoubleSpinBox>(reopened, "goodput")->value(), 85.0);

    // Back to "not given": the defaults, and nothing in the profile.
    for (QSpinBox* box :
         {field<QSpinBox>(reopened, "experts"), field<QSpinBox>(reopened, "expertsPerToken")}) {
        box->setValue(box->minimum());
        EXPECT_EQ(box->text(), box->specialValueText());
    }
    for (QDoubleSpinBox* box : {field<QDoubleSpinBox>(reopened, "stateBytes"),
                                field<QDoubleSpinBox>(reopened, "goodput")}) {
        box->setValue(box->minimum());
        EXPECT_TRUE(box->text().startsWith(QStringLiteral("default"))) << box->text().toStdString();
    }
    Workload cleared;
    reopened.storeWorkload(cleared);
    EXPECT_FALSE(cleared.experts.has_value());
    EXPECT_FALSE(cleared.expertsPerToken.has_value());
    EXPECT_FALSE(cleared.stateBytesPerParam.has_value());
    EXPECT_FALSE(cleared.goodput.has_value());
}

TEST(SizingStepV3, ServingInputsRoundTripThroughAProfile) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.kind = SizingRequest::Kind::Inference;
    r.params = 70e9;
    panel.setRequest(r);
    field<QSpinBox>(panel, "chipsPerReplica")->setValue(4);
    auto* kv = field<QComboBox>(panel, "kvPrecision");
    kv->setCurrentIndex(kv->findData(QStringLiteral("fp8")));
    field<QDoubleSpinBox>(panel, "headroom")->setValue(75);
    const SizingRequest asked = panel.request();
    EXPECT_EQ(asked.chipsPerReplica, 4);
    EXPECT_EQ(asked.kvPrecision, Precision::Fp8);
    ASSERT_TRUE(asked.headroom.has_value());
    EXPECT_DOUBLE_EQ(*asked.headroom, 0.75);
    // Every replica in the table has the chips asked for.
    for (const Candidate& c : panel.candidates()) {
        if (c.inference && c.inference->fitsInMemory) {
            EXPECT_EQ(c.inference->chipsPerReplica, 4) << c.spec->id.toStdString();
        }
    }

    Workload saved;
    panel.storeWorkload(saved);
    ui::SizingPanel reopened;
    reopened.loadWorkload(throughAProfile(saved));
    const SizingRequest back = reopened.request();
    EXPECT_EQ(back.kind, SizingRequest::Kind::Inference);
    EXPECT_EQ(back.chipsPerReplica, 4);
    EXPECT_EQ(back.kvPrecision, Precision::Fp8);
    EXPECT_EQ(back.headroom, asked.headroom);
    EXPECT_EQ(field<QComboBox>(reopened, "kvPrecision")->currentData().toString(),
              QStringLiteral("fp8"));
}

TEST(SizingStepV3, TheNewFieldsShowOnlyForTheirKindOfWork) {
    ui::SizingPanel panel;
    panel.show();
    auto* kind = field<QComboBox>(panel, "kind");
    const auto shown = [&panel](const char* name) {
        return panel.findChild<QWidget*>(QLatin1String(name))->isVisible();
    };
    kind->setCurrentIndex(kind->findData(QStringLiteral("training")));
    EXPECT_TRUE(shown("stateBytes") && shown("goodput") && shown("experts"));
    EXPECT_FALSE(shown("chipsPerReplica") || shown("kvPrecision") || shown("headroom"));
    kind->setCurrentIndex(kind->findData(QStringLiteral("inference")));
    EXPECT_TRUE(shown("chipsPerReplica") && shown("kvPrecision") && shown("headroom"));
    EXPECT_FALSE(shown("stateBytes") || shown("goodput"));
    EXPECT_TRUE(shown("experts") && shown("expertsPerToken"));
    // Experts describe a mixture of experts: a dense model leaves them off.
    auto* active = field<QDoubleSpinBox>(panel, "active");
    active->setValue(0.0);
    EXPECT_FALSE(panel.findChild<QWidget*>(QStringLiteral("experts"))->isEnabled());
    active->setValue(3.0);
    EXPECT_TRUE(panel.findChild<QWidget*>(QStringLiteral("experts"))->isEnabled());
}

// Step 7 and the command line agree: 20 tokens per parameter until the user
// types their own (before, Step 7 kept 140 B after 7 B -> 70 B).
TEST(SizingStepV3, TokensFollowTheModelSizeUntilTyped) {
    ui::SizingPanel panel;
    auto* params = field<QDoubleSpinBox>(panel, "params");
    auto* tokens = field<QDoubleSpinBox>(panel, "tokens");
    auto* method = field<QComboBox>(panel, "method");
    panel.setRequest(SizingRequest{});
    EXPECT_DOUBLE_EQ(tokens->value(), 140.0);

    params->setValue(70.0);
    EXPECT_DOUBLE_EQ(tokens->value(), 1400.0);
    SizingRequest r = panel.request();
    EXPECT_FALSE(r.tokens.has_value()); // nothing typed: nothing saved
    EXPECT_DOUBLE_EQ(r.tokensToUse(), defaultTrainingTokens(70e9, Method::Pretrain));
    EXPECT_DOUBLE_EQ(r.tokensToUse(), 1.4e12);
    const Candidate* cheapest = cheapestCandidate(panel.candidates());
    ASSERT_NE(cheapest, nullptr);
    ASSERT_TRUE(cheapest->training.has_value());
    EXPECT_GT(cheapest->training->flops, 6.0 * 70e9 * 1.4e12 * 0.999);

    // A fine-tune has no default: the field keeps what it shows, and that counts.
    method->setCurrentIndex(method->findData(QStringLiteral("full_finetune")));
    EXPECT_DOUBLE_EQ(tokens->value(), 1400.0);
    EXPECT_EQ(panel.request().tokens, 1.4e12);
    params->setValue(8.0);
    EXPECT_DOUBLE_EQ(tokens->value(), 1400.0);
    method->setCurrentIndex(method->findData(QStringLiteral("pretrain")));
    EXPECT_DOUBLE_EQ(tokens->value(), 160.0); // pre-training again: it follows

    // Typed: it stays, whatever the size.
    tokens->setValue(500.0);
    params->setValue(70.0);
    EXPECT_DOUBLE_EQ(tokens->value(), 500.0);
    EXPECT_EQ(panel.request().tokens, 5e11);

    // A profile with tokens keeps them; one without follows the size.
    Workload saved;
    saved.params = 7e9;
    saved.tokens = 3e11;
    panel.loadWorkload(saved);
    params->setValue(13.0);
    EXPECT_DOUBLE_EQ(tokens->value(), 300.0);
    Workload open;
    open.params = 7e9;
    panel.loadWorkload(open);
    EXPECT_DOUBLE_EQ(tokens->value(), 140.0);
    params->setValue(13.0);
    EXPECT_DOUBLE_EQ(tokens->value(), 260.0);
    Workload back;
    panel.storeWorkload(back);
    EXPECT_FALSE(back.tokens.has_value());
}

TEST(SizingStepV3, PublishedRunsStandBesideTheEstimate) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.params = 70e9;
    panel.setRequest(r);
    // Nothing selected: the cheapest that fits.
    const QString cheapest = plain(*panel.evidenceLabel());
    EXPECT_TRUE(cheapest.contains(QStringLiteral("Nearest published runs")))
        << cheapest.toStdString();
    EXPECT_TRUE(cheapest.contains(QStringLiteral("cheapest"))) << cheapest.toStdString();

    const int h100 = rowOf(*panel.table(), QStringLiteral("h100-sxm"));
    ASSERT_GE(h100, 0);
    panel.table()->setCurrentCell(h100, ui::SizingTable::Name);
    const QString text = plain(*panel.evidenceLabel());
    const Candidate* chosen = nullptr;
    for (const Candidate& c : panel.candidates()) {
        chosen = c.spec->id == QStringLiteral("h100-sxm") ? &c : chosen;
    }
    ASSERT_NE(chosen, nullptr);
    const std::vector<RunComparison> runs =
        referenceRunsFor(AcceleratorData::bundled(), plannedRequest(panel.request()), *chosen);
    ASSERT_EQ(runs.size(), 3U);
    for (const RunComparison& run : runs) {
        // Each run by name, with what it took, what the model says and where it was published.
        // As plain text, the label's no-break spaces ("15,000 B") read as spaces.
        EXPECT_TRUE(text.contains(runComparisonText(run, AcceleratorData::bundled())
                                      .replace(QChar::Nbsp, QLatin1Char(' '))))
            << text.toStdString();
        EXPECT_TRUE(text.contains(runSourceText(*run.run).replace(QChar::Nbsp, QLatin1Char(' '))))
            << text.toStdString();
    }
    EXPECT_TRUE(text.contains(QStringLiteral("NVIDIA H100"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("published"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("chip-hours"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("this model"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("selected row"))) << text.toStdString();
}

TEST(SizingStepV3, ARunTheModelRefusesSaysItDoesNotFit) {
    RunComparison refused;
    const PublishedRun& any = PublishedRuns::bundled().runs().front();
    refused.run = &any;
    refused.publishedChipHours = 1234.0;
    refused.workTokens = 1e9;
    const QString text = runComparisonText(refused, AcceleratorData::bundled());
    EXPECT_TRUE(text.contains(QStringLiteral("does not fit"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1,230"))) << text.toStdString();
    refused.predictedChipHours = 1180.0;
    EXPECT_TRUE(runComparisonText(refused, AcceleratorData::bundled())
                    .endsWith(QStringLiteral("this model 1,180")));
}

// A sequence far longer than any chip holds: no set-up fits, and none shows
// a time, a cost or a point on the chart.
TEST(SizingStepV3, ASetUpThatDoesNotFitShowsNoTimeAndNoCost) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.params = 70e9;
    r.seqLen = 1e7;
    panel.setRequest(r);
    int refused = 0;
    for (const Candidate& c : panel.candidates()) {
        if (!c.training || c.training->fitsInMemory) {
            continue;
        }
        ++refused;
        const int row = rowOf(*panel.table(), c.spec->id);
        ASSERT_GE(row, 0);
        for (int column : {ui::SizingTable::Time, ui::SizingTable::Cost}) {
            EXPECT_EQ(panel.table()->item(row, column)->text(), QStringLiteral("\u2014"))
                << c.spec->id.toStdString();
        }
        EXPECT_EQ(panel.table()->item(row, ui::SizingTable::Fits)->text(), QStringLiteral("no"));
    }
    EXPECT_GT(refused, 0);
    int plotted = 0;
    for (const Candidate& c : panel.candidates()) {
        plotted += c.training && c.training->fitsInMemory && c.training->costUsd ? 1 : 0;
    }
    EXPECT_EQ(panel.chart()->pointCount(), plotted);
}
