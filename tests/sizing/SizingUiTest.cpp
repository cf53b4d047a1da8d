// The sizing panel and the Live prices dialog, offscreen. With
// ACCEL_SCREENSHOT_DIR set, also saves screenshots for a person to look at.
#include "VisibleTexts.h"
#include "i18n/Language.h"
#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/cost/CostData.h"
#include "model/cost/CostModel.h"
#include "model/text/NumberFormat.h"
#include "services/CloudBillingPriceSource.h"
#include "services/LivePrices.h"
#include "services/SessionSecretStore.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/sizing/SizingChartView.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace accel;
using namespace accel::sizing;

namespace {

void screenshot(QWidget& w, const char* name) {
    const QString dir = qEnvironmentVariable("ACCEL_SCREENSHOT_DIR");
    if (dir.isEmpty()) {
        return;
    }
    w.resize(1500, 1050);
    w.show();
    QTest::qWait(50);
    w.grab().save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".png"));
    // And on a small laptop screen, where the wizard page scrolls.
    QScrollArea scroll;
    scroll.setWidgetResizable(true);
    w.setParent(&scroll);
    scroll.setWidget(&w);
    scroll.resize(1024, 700);
    scroll.show();
    QTest::qWait(50);
    scroll.grab().save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral("-1024.png"));
    scroll.takeWidget();
    w.setParent(nullptr);
}

Evaluation evaluate(const QMap<QString, QString>& answers) {
    const QuestionCatalogue& c = QuestionCatalogue::builtIn();
    Profile p;
    p.answers = answers;
    return Engine(c).evaluate(answerSetFor(c, p), weightSetFor(c, p));
}

// A keychain that is not there: what QtKeychain reports without a secret service.
class AbsentKeychain : public SecretStore {
public:
    void read(const QString&, Done done) override { fail(std::move(done)); }
    void write(const QString&, const QString&, Done done) override { fail(std::move(done)); }
    void remove(const QString&, Done done) override { fail(std::move(done)); }
    bool isPersistent() const override { return true; }
    QString description() const override { return QStringLiteral("absent"); }

private:
    void fail(Done done) {
        QTimer::singleShot(0, this, [done] {
            done({SecretResult::Status::NoBackend, QString(),
                  QStringLiteral("org.freedesktop.secrets was not provided")});
        });
    }
};

// A keychain that works but refuses the first save, with the kind of raw,
// untranslated reason a D-Bus secret service gives; later saves succeed.
class RefusingOnceKeychain : public SecretStore {
public:
    void read(const QString&, Done done) override {
        later(std::move(done), m_saved ? SecretResult::Status::Ok : SecretResult::Status::NotFound);
    }
    void write(const QString&, const QString&, Done done) override {
        m_saved = m_writes++ > 0;
        later(std::move(done), m_saved ? SecretResult::Status::Ok : SecretResult::Status::Error,
              m_saved ? QString() : QLatin1String(kRawReason));
    }
    void remove(const QString&, Done done) override {
        later(std::move(done), SecretResult::Status::Ok);
    }
    bool isPersistent() const override { return true; }
    QString description() const override { return QStringLiteral("test keychain"); }
    static constexpr const char* kRawReason =
        "org.freedesktop.DBus.Error.ServiceUnknown: The name is not activatable";

private:
    void later(Done done, SecretResult::Status status, const QString& message = {}) {
        QTimer::singleShot(0, this, [done, status, message] {
            done({status, QString(), message});
        });
    }
    int m_writes = 0;
    bool m_saved = false;
};

int row(const ui::SizingTable& t, const QString& id) {
    for (int r = 0; r < t.rowCount(); ++r) {
        if (t.item(r, ui::SizingTable::Name)->data(Qt::UserRole).toString() == id) {
            return r;
        }
    }
    return -1;
}

} // namespace

TEST(SizingUi, SevenBillionTrainingShowsEveryCandidateAndAssumption) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.params = 7e9;
    r.tokens = 2e12;
    r.deadlineHours = 30 * 24.0;
    panel.setRequest(r);
    const AcceleratorData& cat = AcceleratorData::bundled();
    // One row per accelerator of the catalogue, whatever its size.
    EXPECT_EQ(panel.table()->rowCount(), static_cast<int>(cat.accelerators().size()));
    EXPECT_GE(panel.table()->rowCount(), 18);
    // Every GCP accelerator has an on-demand price: one point each.
    int priced = 0;
    for (const AcceleratorSpec& s : cat.accelerators()) {
        priced += cat.price(s, QStringLiteral("gcp"), QStringLiteral("on_demand")) ? 1 : 0;
    }
    EXPECT_EQ(panel.chart()->pointCount(), priced);
    const QString assumptions = panel.assumptionsLabel()->text();
    // Calibration runs named, never a repository file the package lacks.
    EXPECT_TRUE(assumptions.contains(QStringLiteral("MaxText")));
    EXPECT_FALSE(assumptions.contains(QStringLiteral(".md")));
    EXPECT_TRUE(assumptions.contains(QStringLiteral("bytes per parameter")));
    const int h100 = row(*panel.table(), QStringLiteral("h100-sxm"));
    // The source most prices share is said once below the table (and in
    // each row's tooltip); the column names only the others.
    EXPECT_TRUE(panel.table()->item(h100, ui::SizingTable::PriceSource)->text().isEmpty());
    EXPECT_TRUE(panel.table()
                    ->item(h100, ui::SizingTable::PriceSource)
                    ->toolTip()
                    .contains(dateText(cat.pricesChecked())));
    EXPECT_TRUE(panel.table()->notes().join(u' ').contains(dateText(cat.pricesChecked())));
    const int tpu7x = row(*panel.table(), QStringLiteral("tpu7x"));
    EXPECT_TRUE(panel.table()
                    ->item(tpu7x, ui::SizingTable::PriceSource)
                    ->text()
                    .contains(dateText(QStringLiteral("2026-08-24"))));
    screenshot(panel, "sizing-7b-training");

    // A TPU commitment Google does not publish: the row says so and why.
    r.mode = QStringLiteral("commit_1yr");
    panel.setRequest(r);
    const int v4 = row(*panel.table(), QStringLiteral("tpu-v4"));
    const QString v4Source = panel.table()->item(v4, ui::SizingTable::PriceSource)->text();
    EXPECT_TRUE(v4Source.contains(QStringLiteral("No published"))) << v4Source.toStdString();
    EXPECT_TRUE(v4Source.contains(QStringLiteral("sales team"))) << v4Source.toStdString();
}

// "2000 B tokens" and "7 B parameters", never "2000.00" or "7.000".
TEST(SizingUi, AmountsReadWithoutTrailingZeros) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.params = 7e9;
    r.tokens = 2e12;
    panel.setRequest(r);
    QStringList shown;
    for (const QDoubleSpinBox* box : panel.findChildren<QDoubleSpinBox*>()) {
        shown << box->text();
    }
    const QString all = shown.join(QStringLiteral(" | "));
    EXPECT_TRUE(shown.contains(QStringLiteral("2,000 B tokens"))) << all.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("7 B parameters"))) << all.toStdString();
    static const QRegularExpression trailingZero(QStringLiteral("\\.\\d*0(\\D|$)"));
    EXPECT_FALSE(all.contains(trailingZero)) << all.toStdString();
    // A fraction keeps its digits, and typing still reads back the value.
    r.params = 1.5e9;
    panel.setRequest(r);
    QDoubleSpinBox* params = nullptr;
    for (QDoubleSpinBox* box : panel.findChildren<QDoubleSpinBox*>()) {
        if (box->text().endsWith(QStringLiteral("B parameters"))) {
            params = box;
        }
    }
    ASSERT_NE(params, nullptr);
    EXPECT_EQ(params->text(), QStringLiteral("1.5 B parameters"));
    EXPECT_DOUBLE_EQ(params->valueFromText(QStringLiteral("12.25")), 12.25);
}

// The summary under the form says the sizes the way their fields show them:
// the same number in the same unit ("1,400 B tokens" under a field that says
// 1,400 B, not "1.4T tokens"), in every language.
TEST(SizingUi, TheSummaryWritesEachSizeAsItsFieldShowsIt) {
    for (const QString& language :
         {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("de")}) {
        i18n::applyLanguage(language);
        ui::SizingPanel panel;
        sizing::SizingRequest r;
        r.params = 671e9;
        r.activeParams = 37e9;
        r.tokens = 1.4e12; // past a thousand billions: the field stays in billions
        panel.setRequest(r);
        const auto* summary = panel.findChild<QLabel*>(QStringLiteral("sizingSummary"));
        ASSERT_NE(summary, nullptr);
        // The size fields of SizingInputs.ui, in billions.
        for (const char* name : {"params", "active", "tokens"}) {
            const auto* box = panel.findChild<QDoubleSpinBox*>(QLatin1String(name));
            ASSERT_NE(box, nullptr) << name;
            EXPECT_TRUE(summary->text().contains(box->text()))
                << qPrintable(language) << ": field \"" << qPrintable(box->text()) << "\" not in \""
                << qPrintable(summary->text()) << "\"";
        }
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

TEST(SizingUi, OnPremisesEveryGpuIsPricedFromTheCostModel) {
    // The step hands the estimators the cost model's owned prices: on
    // premises, every GPU the cost model has a purchase price for is priced
    // without typing one in; one without a published price asks for yours.
    ui::SizingPanel panel;
    SizingRequest r;
    r.params = 7e9;
    r.tokens = 1.4e11;
    r.provider = QStringLiteral("on_prem");
    panel.setRequest(r);
    const sizing::OwnedPrices owned = cost::ownedPrices(cost::CostData::bundled());
    int priced = 0;
    for (const AcceleratorSpec& spec : AcceleratorData::bundled().accelerators()) {
        if (spec.platform != Platform::Gpu) {
            continue;
        }
        const int at = row(*panel.table(), spec.id);
        ASSERT_GE(at, 0) << spec.id.toStdString();
        const QString price = panel.table()->item(at, ui::SizingTable::Price)->text();
        const QString none = QStringLiteral("\u2014"); // the dash of a cell with no figure
        if (owned(spec, r.mode)) {
            ++priced;
            EXPECT_TRUE(price.startsWith(u'$')) << spec.id.toStdString();
        } else {
            EXPECT_EQ(price, none) << spec.id.toStdString() << ": " << price.toStdString();
            EXPECT_TRUE(panel.table()
                            ->item(at, ui::SizingTable::PriceSource)
                            ->text()
                            .contains(QStringLiteral("enter")))
                << spec.id.toStdString();
        }
    }
    EXPECT_GE(priced, 11); // the five of 2025 and the six 2026 GPUs with a published price
}

TEST(SizingUi, SeventyBillionOnPremisesMarksTpusWithTheBlocker) {
    ui::SizingPanel panel;
    panel.setEvaluation(evaluate({{QStringLiteral("hosting"), QStringLiteral("on_prem")}}));
    SizingRequest r;
    r.params = 70e9;
    r.tokens = 1.4e12;
    r.deadlineHours = 60 * 24.0;
    r.provider = QStringLiteral("gcp"); // the blocker wins even on a TPU cloud
    panel.setRequest(r);
    const int v5p = row(*panel.table(), QStringLiteral("tpu-v5p"));
    const QString status = panel.table()->item(v5p, ui::SizingTable::Status)->text();
    EXPECT_EQ(status, QStringLiteral("unavailable"));
    const QString why = panel.table()->item(v5p, ui::SizingTable::Status)->toolTip();
    EXPECT_TRUE(why.startsWith(QStringLiteral("Unavailable"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("on premises"))) << why.toStdString();
    EXPECT_TRUE(panel.table()->notes().join(u' ').contains(QStringLiteral("on premises")));
    EXPECT_EQ(panel.table()->item(v5p, ui::SizingTable::Cost)->text(), QStringLiteral("\u2014"));

    // Editing a price is an assumption change: the cost follows.
    const int h100 = row(*panel.table(), QStringLiteral("h100-sxm"));
    const QString before = panel.table()->item(h100, ui::SizingTable::Cost)->text();
    panel.table()->item(h100, ui::SizingTable::Price)->setText(QStringLiteral("2.00"));
    // The table refills after a turn of the event loop: wait for it, not for a fixed time.
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return panel.table()->item(h100, ui::SizingTable::Cost)->text() != before; }, 5000))
        << "the cost did not follow the edited price: " << before.toStdString();
    EXPECT_DOUBLE_EQ(panel.request().priceOverrides.value(QStringLiteral("h100-sxm")), 2.0);
    screenshot(panel, "sizing-70b-onprem-blocked");

    panel.setEvaluation(std::nullopt);
    SizingRequest serving = r;
    serving.kind = SizingRequest::Kind::Inference;
    serving.requestsPerSecond = 20;
    serving.priceOverrides.clear();
    panel.setRequest(serving);
    EXPECT_GT(panel.chart()->pointCount(), 0);
    screenshot(panel, "sizing-70b-serving");
}

TEST(SizingUi, WorkloadRoundTripsThroughThePanel) {
    ui::SizingPanel panel;
    Workload w;
    w.params = 70e9;
    w.tokens = 1e12;
    w.provider = QStringLiteral("aws");
    w.pricing = QStringLiteral("capacity_block");
    w.deadlineDays = 45;
    panel.loadWorkload(w);
    Workload back;
    panel.storeWorkload(back);
    EXPECT_EQ(back.provider, QStringLiteral("aws"));
    EXPECT_EQ(back.pricing, QStringLiteral("capacity_block"));
    EXPECT_DOUBLE_EQ(*back.deadlineDays, 45.0);
    EXPECT_DOUBLE_EQ(*back.params, 70e9);
}

TEST(LivePricesUi, NoKeychainSaysSoAndOffersSessionOnly) {
    QTemporaryDir dir;
    AbsentKeychain keychain;
    services::LivePrices prices(services::SizingPaths::in(dir.path()), services::BillingConfig(),
                                &keychain, &services::CloudBillingPriceSource::create);
    ui::LivePricesDialog dialog(prices);
    ASSERT_TRUE(QTest::qWaitFor([&] {
        return dialog.keyStatus()->text().contains(QStringLiteral("No working keychain"));
    }));
    EXPECT_FALSE(dialog.sessionButton()->isHidden());
    EXPECT_GT(dialog.priceTable()->rowCount(), 10);
    screenshot(dialog, "live-prices-no-keychain");

    dialog.sessionButton()->click();
    EXPECT_TRUE(prices.usesSessionStore());
    dialog.keyField()->setText(QStringLiteral("session-key-123"));
    dialog.saveButton()->click();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return dialog.keyStatus()->text().contains(QStringLiteral("stored")); }));
    EXPECT_TRUE(dialog.keyField()->text().isEmpty());
    EXPECT_FALSE(dialog.keyStatus()->text().contains(QStringLiteral("session-key-123")));
}

TEST(LivePricesUi, AFailedSaveSaysWhatToDoAndClearsOnTheNextAttempt) {
    QTemporaryDir dir;
    RefusingOnceKeychain keychain;
    services::LivePrices prices(services::SizingPaths::in(dir.path()), services::BillingConfig(),
                                &keychain, &services::CloudBillingPriceSource::create);
    ui::LivePricesDialog dialog(prices);
    const QString raw = QLatin1String(RefusingOnceKeychain::kRawReason);
    const auto notSaved = [&] {
        return dialog.keyStatus()->text().contains(QStringLiteral("not saved"));
    };
    // Nothing is stored yet: there is nothing to forget.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog.keyStatus()->text().contains(u"Checking"); }));
    EXPECT_FALSE(dialog.forgetButton()->isEnabled());
    dialog.keyField()->setText(QStringLiteral("key-123"));
    dialog.saveButton()->click();
    ASSERT_TRUE(QTest::qWaitFor(notSaved));
    // The line is the application's own words with what to do; the system's
    // raw reason (English whatever the language) is in the tooltip only.
    EXPECT_FALSE(dialog.keyStatus()->text().contains(QStringLiteral("org.freedesktop")))
        << dialog.keyStatus()->text().toStdString();
    EXPECT_TRUE(dialog.keyStatus()->text().contains(QStringLiteral("again")));
    EXPECT_TRUE(dialog.keyStatus()->toolTip().contains(raw));
    EXPECT_TRUE(dialog.saveButton()->isEnabled()); // it can be tried again
    screenshot(dialog, "live-prices-save-failed");

    // The next attempt starts without the stale failure, and success ends it.
    dialog.saveButton()->click();
    EXPECT_FALSE(notSaved());
    EXPECT_TRUE(dialog.keyStatus()->toolTip().isEmpty());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return dialog.keyStatus()->text().contains(QStringLiteral("stored")); }));
    EXPECT_FALSE(notSaved());
    EXPECT_TRUE(dialog.keyStatus()->toolTip().isEmpty());
    EXPECT_TRUE(dialog.forgetButton()->isEnabled()); // now there is a key to forget
}

TEST(LivePricesUi, ThePriceTableFitsTheDialogWithoutScrollingSideways) {
    QTemporaryDir dir;
    AbsentKeychain keychain;
    services::LivePrices prices(services::SizingPaths::in(dir.path()), services::BillingConfig(),
                                &keychain, &services::CloudBillingPriceSource::create);
    ui::LivePricesDialog dialog(prices);
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QTableWidget* table = dialog.priceTable();
    ASSERT_GT(table->rowCount(), 10);
    const QHeaderView* header = table->horizontalHeader();
    int total = 0;
    for (int c = 0; c < table->columnCount(); ++c) {
        total += header->sectionSize(c);
    }
    // Every column, the Source column included, within the table's width.
    EXPECT_LE(total, table->viewport()->width());
    EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0);
    // A cut cell still says everything in its tooltip (and, on a chip with
    // several prices for one provider and mode, which one the sizing uses).
    for (int r = 0; r < table->rowCount(); ++r) {
        for (int c = 0; c < table->columnCount(); ++c) {
            const QTableWidgetItem* item = table->item(r, c);
            ASSERT_NE(item, nullptr);
            EXPECT_TRUE(item->toolTip().startsWith(item->text())) << item->text().toStdString();
        }
    }
}

// Dates in window text read as the user's locale writes them (as in Step 7
// and the reports), never ISO "2026-11-24"; and the wider French and German
// cells still fit a 1024x700 screen without sideways scrolling (issue 21).
TEST(LivePricesUi, NoVisibleTextIsAnIsoDateAndTheTableFitsInFrenchAndGerman) {
    static const QRegularExpression isoDate(QStringLiteral(R"(\d{4}-\d{2}-\d{2})"));
    for (const QString& language : {QStringLiteral("fr"), QStringLiteral("de")}) {
        i18n::applyLanguage(language);
        QTemporaryDir dir;
        AbsentKeychain keychain;
        services::LivePrices prices(services::SizingPaths::in(dir.path()),
                                    services::BillingConfig(), &keychain,
                                    &services::CloudBillingPriceSource::create);
        ui::LivePricesDialog dialog(prices);
        dialog.resize(dialog.size().boundedTo(QSize(1024, 700)));
        dialog.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
        QTableWidget* table = dialog.priceTable();
        ASSERT_GT(table->rowCount(), 10);
        int dated = 0;
        for (const test::ShownText& t : test::shownTexts(dialog, test::Widgets::Shown)) {
            // A source's title is a document's name, quoted in its own words
            // (a tooltip's); everything else is the window's own text.
            QString own = t.text;
            for (const SourceRef& source : prices.catalogue().sources()) {
                own.remove(source.title);
            }
            EXPECT_FALSE(own.contains(isoDate))
                << qPrintable(language) << " " << qPrintable(t.place()) << ": "
                << qPrintable(t.text);
            dated += t.kind() == QLatin1String("cell") ? 1 : 0;
        }
        EXPECT_GT(dated, 0); // the walk saw the table
        const QHeaderView* header = table->horizontalHeader();
        int total = 0;
        for (int c = 0; c < table->columnCount(); ++c) {
            total += header->sectionSize(c);
        }
        EXPECT_LE(total, table->viewport()->width()) << qPrintable(language);
        EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0) << qPrintable(language);
        EXPECT_LE(dialog.frameGeometry().width(), 1024) << qPrintable(language);
    }
    i18n::applyLanguage(QStringLiteral("en"));
}

TEST(SizingUi, ServingInputsReachTheTableAndTheProfile) {
    ui::SizingPanel panel;
    SizingRequest r;
    r.kind = SizingRequest::Kind::Inference;
    r.model = QStringLiteral("llama-3.1-70b");
    r.params = 70.6e9;
    r.requestsPerSecond = 20;
    r.inputTokens = 2000;
    r.outputTokens = 400;
    r.ttftMs = 1500;
    r.tpotMs = 40;
    r.precision = Precision::Fp8;
    panel.setRequest(r);
    const SizingRequest back = panel.request();
    EXPECT_EQ(back.kind, SizingRequest::Kind::Inference);
    EXPECT_EQ(back.model, QStringLiteral("llama-3.1-70b"));
    EXPECT_DOUBLE_EQ(back.ttftMs, 1500);
    EXPECT_DOUBLE_EQ(back.tpotMs, 40);
    EXPECT_DOUBLE_EQ(back.params, 70.6e9);
    const int h100 = row(*panel.table(), QStringLiteral("h100-sxm"));
    ASSERT_GE(h100, 0);
    const QString speed = panel.table()->item(h100, ui::SizingTable::Time)->text();
    EXPECT_TRUE(speed.contains(QStringLiteral("first token"))) << speed.toStdString();
    EXPECT_TRUE(panel.table()
                    ->horizontalHeaderItem(ui::SizingTable::Cost)
                    ->text()
                    .contains(QStringLiteral("output tokens")));
    for (const Candidate& c : panel.candidates()) {
        if (c.inference && c.inference->fitsInMemory && c.inference->meetsLatency) {
            EXPECT_LE(c.inference->tpotMs, 40.0) << c.spec->id.toStdString();
        }
    }
    // Given chips: each row shows what they serve.
    r.chips = 8;
    panel.setRequest(r);
    for (const Candidate& c : panel.candidates()) {
        if (c.inference) {
            EXPECT_LE(c.inference->totalChips, 8) << c.spec->id.toStdString();
        }
    }
    Workload w;
    panel.storeWorkload(w);
    EXPECT_DOUBLE_EQ(*w.ttftMs, 1500);
    EXPECT_DOUBLE_EQ(*w.chips, 8);
    EXPECT_EQ(w.model, QStringLiteral("llama-3.1-70b"));
    screenshot(panel, "sizing-70b-serving");
}

TEST(SizingUi, PickingAKnownModelFillsItsSizes) {
    ui::SizingPanel panel;
    auto* model = panel.findChild<QComboBox*>();
    ASSERT_NE(model, nullptr);
    QComboBox* architecture = nullptr;
    for (QComboBox* box : panel.findChildren<QComboBox*>()) {
        if (box->findData(QStringLiteral("deepseek-v3")) >= 0) {
            architecture = box;
        }
    }
    ASSERT_NE(architecture, nullptr);
    architecture->setCurrentIndex(architecture->findData(QStringLiteral("deepseek-v3")));
    const SizingRequest r = panel.request();
    EXPECT_DOUBLE_EQ(r.params, 671e9);
    ASSERT_TRUE(r.activeParams.has_value());
    EXPECT_DOUBLE_EQ(*r.activeParams, 37e9);
}
