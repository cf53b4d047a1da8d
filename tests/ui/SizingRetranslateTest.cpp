// The sizing widgets and the Live prices dialog change language at run time:
// with a pseudo translator installed (every message wrapped in ⟦…⟧), every
// visible text is re-translated, numbers follow the new default locale, and
// nothing the user entered or selected is lost. Removing the translator brings
// back exactly the English texts.

#include "FitCheck.h"
#include "LanguageCodes.h"
#include "PseudoTranslator.h"
#include "VisibleTexts.h"
#include "i18n/Language.h"
#include "model/CatalogueText.h"
#include "model/Engine.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/SecretStore.h"
#include "model/text/NumberFormat.h"
#include "services/CloudBillingPriceSource.h"
#include "services/KeychainSecretStore.h"
#include "services/LivePrices.h"
#include "ui/settings/LivePricesDialog.h"
#include "ui/sizing/SizingChartView.h"
#include "ui/sizing/SizingPanel.h"
#include "ui/sizing/SizingTable.h"
#include "ui/sizing/SizingWizardPage.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWizardPage>

#include <algorithm>
#include <gtest/gtest.h>
#include <memory>

using namespace accel;
using namespace accel::sizing;
using accel::test::isPseudoTranslated;
using accel::test::PseudoTranslator;

namespace {

// ---------------------------------------------------------------------------
// Language switching, as applyLanguage() does it: translators first (Qt posts
// QEvent::LanguageChange to every window), then the default locale, then the
// event loop delivers the change.

void deliverLanguageChange() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

class PseudoLanguage {
public:
    PseudoLanguage() { install(); }
    ~PseudoLanguage() { uninstall(); }
    PseudoLanguage(const PseudoLanguage&) = delete;
    PseudoLanguage& operator=(const PseudoLanguage&) = delete;

    // German number formats, so that re-rendered numbers can be told apart.
    void install() {
        if (!m_installed) {
            QCoreApplication::installTranslator(&m_translator);
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            m_installed = true;
            deliverLanguageChange();
        }
    }
    void uninstall() {
        if (m_installed) {
            QCoreApplication::removeTranslator(&m_translator);
            QLocale::setDefault(m_english);
            m_installed = false;
            deliverLanguageChange();
        }
    }

private:
    PseudoTranslator m_translator;
    QLocale m_english = QLocale();
    bool m_installed = false;
};

// ---------------------------------------------------------------------------
// Every text of a widget tree, hidden widgets too, keyed by where it is shown.

using Texts = QMap<QString, QString>;

Texts visibleTexts(const QWidget& root) {
    Texts texts;
    for (const test::ShownText& t : test::shownTexts(root, test::Widgets::All)) {
        texts.insert(t.place(), t.text);
    }
    return texts;
}

// ---------------------------------------------------------------------------
// What may stay as it is: numbers, and what the catalogue quotes (accelerator
// names, source titles, price notes, dates). Everything else, the chips'
// notes and the publishers' descriptions included, must have gone through the
// translator.

class PureData {
public:
    explicit PureData(const AcceleratorData& catalogue) {
        for (const AcceleratorSpec& spec : catalogue.accelerators()) {
            m_strings << spec.id << spec.name << ui::shortAcceleratorName(spec);
            for (const PricePoint& price : spec.prices) {
                m_strings << price.note << price.region << price.date << price.source;
                m_dates << price.date;
            }
        }
        for (const SourceRef& source : catalogue.sources()) {
            m_strings << source.id << source.title;
            m_dates << source.date;
        }
        m_strings.remove(QString());
    }

    void addString(const QString& text) { m_strings << text; }

    [[nodiscard]] bool contains(const QString& text) const {
        // Digits, separators, units of a number: "1,024", "0.45", "12 345".
        // Numbers, percentages and amounts in the locale's currency format ("5,52 $");
        // the dash of a cell with no figure.
        static const QRegularExpression number(
            QStringLiteral("^[\\d\\s.,'\u00a0\u202f%+\\-$\u2014]*$"));
        if (number.match(text).hasMatch()) {
            return true;
        }
        // A tooltip may be several catalogue texts, one a line.
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            if (!line.trimmed().isEmpty() && !m_strings.contains(line) && !isDate(line)) {
                return false;
            }
        }
        return true;
    }

private:
    // A catalogue date as the locale in force writes it ("Januar 2025").
    [[nodiscard]] bool isDate(const QString& text) const {
        return std::any_of(m_dates.cbegin(), m_dates.cend(),
                           [&text](const QString& iso) { return dateText(iso) == text; });
    }

    QSet<QString> m_strings;
    QSet<QString> m_dates;
};

// The texts a language change left in English, one "where: text" each.
QStringList untranslated(const Texts& texts, const PureData& data) {
    QStringList missed;
    for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
        if (!isPseudoTranslated(it.value()) && !data.contains(it.value())) {
            missed << it.key() + QStringLiteral(": ") + it.value();
        }
    }
    return missed;
}

// Texts that differ between two snapshots, one "where: before | after" each.
QStringList differences(const Texts& before, const Texts& after) {
    QStringList diff;
    QSet<QString> keys(before.keyBegin(), before.keyEnd());
    keys.unite(QSet<QString>(after.keyBegin(), after.keyEnd()));
    QStringList sorted = keys.values();
    sorted.sort();
    for (const QString& key : sorted) {
        if (before.value(key) != after.value(key)) {
            diff << key + QStringLiteral(": ") + before.value(key) + QStringLiteral(" | ") +
                        after.value(key);
        }
    }
    return diff;
}

std::string lines(const QStringList& list) {
    return list.join(QLatin1Char('\n')).toStdString();
}

// ---------------------------------------------------------------------------

Evaluation evaluate(const QMap<QString, QString>& answers) {
    const QuestionCatalogue& c = QuestionCatalogue::builtIn();
    Profile p;
    p.answers = answers;
    return Engine(c).evaluate(answerSetFor(c, p), weightSetFor(c, p));
}

int rowOf(const ui::SizingTable& t, const QString& id) {
    for (int r = 0; r < t.rowCount(); ++r) {
        if (t.item(r, ui::SizingTable::Name)->data(Qt::UserRole).toString() == id) {
            return r;
        }
    }
    return -1;
}

template <typename Field> Field* fieldLabelled(QWidget& panel, const QString& label) {
    for (QLabel* l : panel.findChildren<QLabel*>()) {
        // The Alt+letter moves with the letters the window leaves free.
        if (withoutMnemonic(l->text()) == withoutMnemonic(label)) {
            return qobject_cast<Field*>(l->buddy());
        }
    }
    return nullptr;
}

// What the user has entered, as the panel reports it.
void expectSameRequest(const SizingRequest& a, const SizingRequest& b) {
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_DOUBLE_EQ(a.params, b.params);
    EXPECT_DOUBLE_EQ(a.tokensToUse(), b.tokensToUse());
    EXPECT_EQ(a.precision, b.precision);
    EXPECT_EQ(a.provider, b.provider);
    EXPECT_EQ(a.mode, b.mode);
    EXPECT_DOUBLE_EQ(a.deadlineHours, b.deadlineHours);
    EXPECT_DOUBLE_EQ(a.requestsPerSecond, b.requestsPerSecond);
    EXPECT_DOUBLE_EQ(a.inputTokens, b.inputTokens);
    EXPECT_DOUBLE_EQ(a.outputTokens, b.outputTokens);
    EXPECT_EQ(a.mfuOverrides, b.mfuOverrides);
    EXPECT_EQ(a.priceOverrides, b.priceOverrides);
}

// A 70B model on premises but priced on Google Cloud: TPUs are blocked by
// the answers, some GPUs have no price, the others are estimated. (70.5B:
// a fraction shows the locale's decimal comma.)
SizingRequest seventyBillionTraining() {
    SizingRequest r;
    r.params = 70.5e9;
    r.tokens = 1.4e12;
    r.deadlineHours = 60 * 24.0;
    r.provider = QStringLiteral("gcp");
    r.mode = QStringLiteral("on_demand");
    r.precision = Precision::Fp8;
    r.mfuOverrides.insert(QStringLiteral("a100-80gb"), 0.35);
    r.priceOverrides.insert(QStringLiteral("h100-sxm"), 2.0);
    r.priceOverrides.insert(QStringLiteral("h200"), 4.5); // no bundled Google Cloud price
    return r;
}

// A keychain in memory that already holds a key.
class MemoryKeychain : public SecretStore {
public:
    void read(const QString& name, Done done) override {
        const QString value = m_secrets.value(name);
        answer(std::move(done),
               {value.isEmpty() ? SecretResult::Status::NotFound : SecretResult::Status::Ok, value,
                QString()});
    }
    void write(const QString& name, const QString& secret, Done done) override {
        m_secrets.insert(name, secret);
        answer(std::move(done), {SecretResult::Status::Ok, QString(), QString()});
    }
    void remove(const QString& name, Done done) override {
        m_secrets.remove(name);
        answer(std::move(done), {SecretResult::Status::Ok, QString(), QString()});
    }
    bool isPersistent() const override { return true; }
    QString description() const override { return QStringLiteral("memory keychain"); }

private:
    void answer(Done done, SecretResult result) {
        QTimer::singleShot(0, this, [done, result] { done(result); });
    }
    QMap<QString, QString> m_secrets;
};

} // namespace

// ---------------------------------------------------------------------------

TEST(SizingRetranslate, PanelTranslatesEveryTextAndKeepsWhatWasEntered) {
    ui::SizingPanel panel;
    panel.resize(1200, 700);
    panel.setEvaluation(evaluate({{QStringLiteral("hosting"), QStringLiteral("on_prem")}}));
    panel.setRequest(seventyBillionTraining());
    auto* size = fieldLabelled<QDoubleSpinBox>(panel, QStringLiteral("Model &size:"));
    auto* provider = fieldLabelled<QComboBox>(panel, QStringLiteral("P&rovider:"));
    ASSERT_TRUE(size && provider);
    // Content enough to be worth translating: every kind of row.
    ui::SizingTable& table = *panel.table();
    ASSERT_GE(table.rowCount(), 8);
    ASSERT_GT(panel.chart()->pointCount(), 2);
    const int h100 = rowOf(table, QStringLiteral("h100-sxm"));
    const int v5p = rowOf(table, QStringLiteral("tpu-v5p"));
    ASSERT_GE(h100, 0);
    ASSERT_GE(v5p, 0);
    ASSERT_TRUE(table.item(v5p, ui::SizingTable::Status)->toolTip().startsWith(u"Unavailable"));
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    table.setCurrentCell(h100, ui::SizingTable::Cost);
    // The table shows every row (the page around it scrolls), so there is
    // no scroll position of its own to keep.
    const int scroll = table.verticalScrollBar()->value();
    EXPECT_EQ(table.verticalScrollBar()->maximum(), 0) << "the table hides rows";
    ASSERT_TRUE(panel.findChildren<QLabel*>().size() > 10);

    const SizingRequest entered = panel.request();
    const Texts english = visibleTexts(panel);
    ASSERT_TRUE(untranslated(english, PureData(AcceleratorData::bundled())).size() > 50)
        << "the English texts are not pure data";
    QSignalSpy requestChanged(&panel, &ui::SizingPanel::requestChanged);
    QSignalSpy mfuEdited(&table, &ui::SizingTable::mfuEdited);
    QSignalSpy priceEdited(&table, &ui::SizingTable::priceEdited);

    {
        PseudoLanguage pseudo;
        const Texts translated = visibleTexts(panel);
        EXPECT_EQ(translated.size(), english.size()) << lines(differences(english, translated));
        const QStringList missed = untranslated(translated, PureData(AcceleratorData::bundled()));
        EXPECT_TRUE(missed.isEmpty()) << "left in English:\n" << lines(missed);

        // The user's inputs and place in the table are untouched.
        expectSameRequest(panel.request(), entered);
        EXPECT_EQ(provider->currentData().toString(), QStringLiteral("gcp"));
        EXPECT_EQ(table.currentRow(), h100);
        EXPECT_EQ(table.currentColumn(), static_cast<int>(ui::SizingTable::Cost));
        EXPECT_EQ(table.verticalScrollBar()->value(), scroll);
        EXPECT_EQ(requestChanged.count(), 0) << "a language change is not an edit";
        EXPECT_EQ(mfuEdited.count(), 0);
        EXPECT_EQ(priceEdited.count(), 0);

        // Numbers are re-rendered in the new default locale.
        EXPECT_EQ(table.item(h100, ui::SizingTable::Price)->text(), usdText(2.0));
        EXPECT_TRUE(size->text().startsWith(QStringLiteral("70,5")) &&
                    !size->text().startsWith(QStringLiteral("70,50")))
            << size->text().toStdString();
        EXPECT_TRUE(table.item(rowOf(table, QStringLiteral("a100-80gb")), ui::SizingTable::Mfu)
                        ->text()
                        .contains(percentText(0.35)));
        // The details line follows the selected row, in the new language.
        EXPECT_TRUE(isPseudoTranslated(table.details(h100)));
    }

    // Back to English: every text exactly as it was.
    const Texts back = visibleTexts(panel);
    const QStringList changed = differences(english, back);
    EXPECT_TRUE(changed.isEmpty()) << "not restored:\n" << lines(changed);
    expectSameRequest(panel.request(), entered);
    EXPECT_EQ(table.currentRow(), h100);
    EXPECT_EQ(requestChanged.count(), 0);
}

TEST(SizingRetranslate, ServingPanelTranslatesItsOwnHeadersAndChart) {
    ui::SizingPanel panel;
    SizingRequest r = seventyBillionTraining();
    r.kind = SizingRequest::Kind::Inference;
    r.requestsPerSecond = 20;
    r.priceOverrides.clear();
    r.mfuOverrides.clear();
    panel.setRequest(r);
    ASSERT_GT(panel.chart()->pointCount(), 0);
    const Texts english = visibleTexts(panel);
    {
        PseudoLanguage pseudo;
        const QStringList missed =
            untranslated(visibleTexts(panel), PureData(AcceleratorData::bundled()));
        EXPECT_TRUE(missed.isEmpty()) << "left in English:\n" << lines(missed);
        EXPECT_EQ(panel.request().kind, SizingRequest::Kind::Inference);
        EXPECT_TRUE(
            isPseudoTranslated(panel.table()->horizontalHeaderItem(ui::SizingTable::Cost)->text()));
        EXPECT_TRUE(qobject_cast<QChartView*>(panel.chart()->widget())
                        ->chart()
                        ->title()
                        .contains(u"speed per user"));
    }
    const QStringList changed = differences(english, visibleTexts(panel));
    EXPECT_TRUE(changed.isEmpty()) << "not restored:\n" << lines(changed);
}

TEST(SizingRetranslate, ChartRedrawsItselfWithoutThePanel) {
    ui::SizingChartView chart;
    SizingRequest r = seventyBillionTraining();
    const std::vector<Candidate> rows = planCandidates(AcceleratorData::bundled(), r, nullptr);
    chart.showCandidates(rows, r);
    ASSERT_GT(chart.pointCount(), 2);
    const Texts english = visibleTexts(chart);
    {
        PseudoLanguage pseudo;
        const QStringList missed =
            untranslated(visibleTexts(chart), PureData(AcceleratorData::bundled()));
        EXPECT_TRUE(missed.isEmpty()) << "left in English:\n" << lines(missed);
    }
    const QStringList changed = differences(english, visibleTexts(chart));
    EXPECT_TRUE(changed.isEmpty()) << "not restored:\n" << lines(changed);
}

TEST(SizingRetranslate, TypingIntoTheTableSurvivesALanguageChange) {
    ui::SizingPanel panel;
    panel.resize(1400, 1000);
    SizingRequest r = seventyBillionTraining();
    r.mfuOverrides.clear();
    panel.setRequest(r);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    ui::SizingTable& table = *panel.table();
    const int h100 = rowOf(table, QStringLiteral("h100-sxm"));
    ASSERT_GE(h100, 0);
    QTableWidgetItem* mfu = table.item(h100, ui::SizingTable::Mfu);
    table.setCurrentItem(mfu);
    table.editItem(mfu);
    auto* editor = table.viewport()->findChild<QLineEdit*>();
    ASSERT_NE(editor, nullptr);
    editor->setText(QStringLiteral("0.33"));

    PseudoLanguage pseudo;
    ASSERT_EQ(table.viewport()->findChild<QLineEdit*>(), editor) << "the editor was closed";
    EXPECT_EQ(editor->text(), QStringLiteral("0.33"));
    EXPECT_TRUE(isPseudoTranslated(
        table.item(h100, ui::SizingTable::Cost)->text())); // the others re-rendered

    // Committing it still works, in the new locale.
    QTest::keyClick(editor, Qt::Key_Return);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return panel.request().mfuOverrides.value(QStringLiteral("h100-sxm")) == 0.33; }));
}

namespace {

// A wizard step that numbers its own title, as the application's does.
class NumberedSizingPage : public ui::SizingWizardPage {
public:
    NumberedSizingPage() { setTitle(QStringLiteral("Step 8 of 9")); }
};

} // namespace

TEST(SizingRetranslate, WizardPageTranslatesItsTitleUnlessASubclassOwnsIt) {
    ui::SizingWizardPage page;
    const Texts english = visibleTexts(page);
    ASSERT_EQ(page.title(), QStringLiteral("Workload sizing (optional)"));
    NumberedSizingPage numbered;
    const QString subTitle = numbered.subTitle();
    {
        PseudoLanguage pseudo;
        PureData data(AcceleratorData::bundled());
        const QStringList missed = untranslated(visibleTexts(page), data);
        EXPECT_TRUE(missed.isEmpty()) << "left in English:\n" << lines(missed);
        EXPECT_EQ(numbered.title(), QStringLiteral("Step 8 of 9"));
        EXPECT_TRUE(isPseudoTranslated(numbered.subTitle()));
    }
    const QStringList changed = differences(english, visibleTexts(page));
    EXPECT_TRUE(changed.isEmpty()) << "not restored:\n" << lines(changed);
    EXPECT_EQ(numbered.subTitle(), subTitle);
}

TEST(SizingRetranslate, LivePricesDialogKeepsTheTypedKeyAndTheRunningRefresh) {
    // A price server that accepts the connection and never answers: the
    // refresh is still running when the language changes.
    QTcpServer silent;
    ASSERT_TRUE(silent.listen(QHostAddress::LocalHost));
    services::BillingConfig config;
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(silent.serverPort()));
    config.timeoutMs = 60000;
    QTemporaryDir dir;
    MemoryKeychain keychain;
    services::LivePrices prices(services::SizingPaths::in(dir.path()), config, &keychain,
                                &services::CloudBillingPriceSource::create);
    bool stored = false;
    keychain.write(services::KeychainSecretStore::apiKeyName(), QStringLiteral("AIza-stored"),
                   [&stored](const SecretResult&) { stored = true; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return stored; }));

    ui::LivePricesDialog dialog(prices);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return dialog.keyStatus()->text().contains(u"A key is stored"); }));
    dialog.refreshButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return prices.isRefreshing(); }));
    ASSERT_TRUE(dialog.refreshStatus()->text().startsWith(u"Reading prices"));
    dialog.keyField()->setText(QStringLiteral("typed-not-saved"));
    QTableWidget& table = *dialog.priceTable();
    ASSERT_GT(table.rowCount(), 10);
    table.setCurrentCell(7, 2);
    // The dialog's buttons (not the table's corner button, which Qt hides
    // whenever it lays the table out: the vertical header is hidden).
    const QList<QPushButton*> buttons = dialog.findChildren<QPushButton*>();
    QList<bool> enabled;
    QList<bool> hidden;
    for (QPushButton* b : buttons) {
        enabled << b->isEnabled();
        hidden << b->isHidden();
    }

    PureData data(prices.catalogue());
    data.addString(QStringLiteral("typed-not-saved"));
    const Texts english = visibleTexts(dialog);
    {
        PseudoLanguage pseudo;
        const Texts translated = visibleTexts(dialog);
        const QStringList missed = untranslated(translated, data);
        EXPECT_TRUE(missed.isEmpty()) << "left in English:\n" << lines(missed);
        EXPECT_TRUE(isPseudoTranslated(dialog.windowTitle()));
        EXPECT_TRUE(isPseudoTranslated(dialog.keyField()->placeholderText()));
        EXPECT_TRUE(dialog.keyStatus()->text().contains(u"memory keychain"));
        EXPECT_TRUE(isPseudoTranslated(dialog.refreshStatus()->text()));
        EXPECT_TRUE(dialog.refreshStatus()->text().contains(u"Reading prices"));
        // Prices in the new number format.
        EXPECT_TRUE(table.item(0, 2)->text().contains(QLatin1Char(',')))
            << table.item(0, 2)->text().toStdString();

        // Nothing the user did is undone.
        EXPECT_EQ(dialog.keyField()->text(), QStringLiteral("typed-not-saved"));
        EXPECT_TRUE(prices.isRefreshing());
        EXPECT_EQ(table.currentRow(), 7);
        EXPECT_EQ(table.currentColumn(), 2);
        for (int i = 0; i < buttons.size(); ++i) {
            EXPECT_EQ(buttons[i]->isEnabled(), enabled[i]) << buttons[i]->text().toStdString();
            EXPECT_EQ(buttons[i]->isHidden(), hidden[i]) << buttons[i]->text().toStdString();
        }
    }
    const QStringList changed = differences(english, visibleTexts(dialog));
    EXPECT_TRUE(changed.isEmpty()) << "not restored:\n" << lines(changed);
    EXPECT_EQ(dialog.keyField()->text(), QStringLiteral("typed-not-saved"));
}

TEST(SizingRetranslate, LivePricesDialogSaysAFinishedRefreshAgainInTheNewLanguage) {
    QTemporaryDir dir;
    MemoryKeychain keychain; // no key: the refresh fails at once
    services::LivePrices prices(services::SizingPaths::in(dir.path()), services::BillingConfig(),
                                &keychain, &services::CloudBillingPriceSource::create);
    ui::LivePricesDialog dialog(prices);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return dialog.keyStatus()->text().contains(u"No key is stored"); }));
    dialog.refreshButton()->click();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return dialog.refreshStatus()->text().startsWith(u"Refresh failed"); }));
    const QString english = dialog.refreshStatus()->text();
    {
        PseudoLanguage pseudo;
        EXPECT_TRUE(isPseudoTranslated(dialog.keyStatus()->text()));
        EXPECT_TRUE(isPseudoTranslated(dialog.refreshStatus()->text()));
        EXPECT_TRUE(dialog.refreshStatus()->text().contains(u"Refresh failed"));
        EXPECT_TRUE(dialog.refreshButton()->isEnabled());
    }
    EXPECT_EQ(dialog.refreshStatus()->text(), english);
}

TEST(LivePricesDialog, MarksExactlyTheRowThatPriceReturnsForEachChipProviderAndMode) {
    // The bundled catalogue keeps every dated price, so one chip, provider and
    // mode can be listed several times: the dialog marks the one the sizing
    // uses, which is whatever AcceleratorData::price() returns, and no other.
    QTemporaryDir dir;
    MemoryKeychain keychain;
    services::LivePrices prices(services::SizingPaths::in(dir.path()), services::BillingConfig(),
                                &keychain, &services::CloudBillingPriceSource::create);
    ui::LivePricesDialog dialog(prices);
    const QTableWidget& table = *dialog.priceTable();
    const AcceleratorData& c = prices.catalogue();
    const QDate today = QDate::currentDate();
    int row = 0;
    int groups = 0;
    for (const AcceleratorSpec& s : c.accelerators()) {
        QMap<QPair<QString, QString>, QList<int>> rowsOf; // the table lists s.prices in order
        for (const PricePoint& p : s.prices) {
            ASSERT_EQ(table.item(row, 0)->text(), s.name);
            rowsOf[{p.provider, p.mode}] << row++;
        }
        for (auto it = rowsOf.cbegin(); it != rowsOf.cend(); ++it) {
            const QString what =
                s.id + QLatin1Char('/') + it.key().first + QLatin1Char('/') + it.key().second;
            if (it.value().size() == 1) {
                EXPECT_FALSE(table.item(it.value().first(), 2)
                                 ->data(ui::LivePricesDialog::UsedRole)
                                 .isValid())
                    << what.toStdString();
                continue;
            }
            ++groups;
            const std::optional<PricePoint> chosen = c.price(s, it.key().first, it.key().second);
            ASSERT_TRUE(chosen) << what.toStdString();
            QList<int> used;
            for (const int r : it.value()) {
                if (table.item(r, 2)->data(ui::LivePricesDialog::UsedRole).toBool()) {
                    used << r;
                } else {
                    EXPECT_NE(table.item(r, 0)->foreground(), QBrush()) << "not dimmed";
                    EXPECT_FALSE(table.item(r, 0)->toolTip() == table.item(r, 0)->text())
                        << "no reason given: " << what.toStdString();
                }
            }
            ASSERT_EQ(used.size(), 1) << what.toStdString();
            EXPECT_TRUE(
                table.item(used.first(), 2)->text().startsWith(usdText(chosen->usdPerChipHour)))
                << what.toStdString();
            EXPECT_TRUE(table.item(used.first(), 3)->text().startsWith(dateText(chosen->date)) ||
                        priceAgeDays(*chosen, today) < 0)
                << what.toStdString();
        }
    }
    EXPECT_EQ(row, table.rowCount());
    EXPECT_GT(groups, 0) << "no chip has two prices for one provider and mode: nothing was tested";
}

// At 1024x700, in every language: prices written as money the way the rest of
// the program writes them ("$2.95", "2,95 $") and aligned as figures; no
// column title cut (German "Anbieter und Preismodell" read "nbieter und
// Preismode"); no cell cut short ("SkyPilot (skypilot-org/skypilot-catalog), …")
// and no column out of view.
class LivePricesDialogLayout : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override { i18n::applyLanguage(QString::fromStdString(GetParam())); }
    void TearDown() override {
        i18n::applyLanguage(QStringLiteral("en"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
};

TEST_P(LivePricesDialogLayout, PricesAreMoneyAndNoTitleOrCellIsCut) {
    QTemporaryDir dir;
    MemoryKeychain keychain;
    services::LivePrices prices(services::SizingPaths::in(dir.path()), services::BillingConfig(),
                                &keychain, &services::CloudBillingPriceSource::create);
    ui::LivePricesDialog dialog(prices);
    dialog.resize(984, 640); // a 1024x700 screen less the window frame
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QCoreApplication::processEvents();
    QTableWidget& table = *dialog.priceTable();
    const AcceleratorData& c = prices.catalogue();
    int row = 0;
    for (const AcceleratorSpec& s : c.accelerators()) {
        for (const PricePoint& p : s.prices) {
            const QTableWidgetItem* price = table.item(row++, ui::LivePricesDialog::PriceColumn);
            EXPECT_TRUE(price->text().startsWith(usdText(p.usdPerChipHour)))
                << price->text().toStdString();
            EXPECT_TRUE(price->text().contains(QLatin1Char('$'))) << price->text().toStdString();
            EXPECT_TRUE(Qt::Alignment(price->textAlignment()).testFlag(Qt::AlignRight))
                << price->text().toStdString();
        }
    }
    ASSERT_EQ(row, table.rowCount());

    const QHeaderView& header = *table.horizontalHeader();
    const QFontMetrics metrics = header.fontMetrics();
    const int margin = 2 * header.style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, &header);
    for (int col = 0; col < table.columnCount(); ++col) {
        const QString title = table.horizontalHeaderItem(col)->text();
        const QVariant own = table.model()->headerData(col, Qt::Horizontal, Qt::TextAlignmentRole);
        const int alignment = own.isValid() ? own.toInt() : int(header.defaultAlignment());
        const int room = header.sectionSize(col) - 2 * margin;
        if (alignment & Qt::TextWordWrap) {
            for (const QString& word : title.split(QLatin1Char(' '))) {
                EXPECT_LE(metrics.horizontalAdvance(word), room)
                    << "'" << word.toStdString() << "' of '" << title.toStdString() << "' cut";
            }
            const QRect wrapped =
                metrics.boundingRect(QRect(0, 0, room, 10000), Qt::TextWordWrap, title);
            EXPECT_LE(wrapped.height() + margin, header.height())
                << "'" << title.toStdString() << "' cut at the bottom";
        } else {
            EXPECT_LE(metrics.horizontalAdvance(title), room)
                << "'" << title.toStdString() << "' cut";
        }
    }
    const QStringList cut = test::cutCells(table);
    EXPECT_TRUE(cut.isEmpty()) << lines(cut);
    int widths = 0;
    for (int col = 0; col < table.columnCount(); ++col) {
        widths += table.columnWidth(col);
    }
    EXPECT_LE(widths, table.viewport()->width());
}

INSTANTIATE_TEST_SUITE_P(Languages, LivePricesDialogLayout,
                         ::testing::ValuesIn(test::languageCodes()),
                         [](const auto& language) { return language.param; });

TEST(SizingWords, TheWindowNeverAsksForCommandLineFlags) {
    // The window has an Architecture box: its notes name what to give, never
    // a flag such as --model or --kv-heads, in training and serving alike.
    for (const auto kind : {SizingRequest::Kind::Training, SizingRequest::Kind::Inference}) {
        ui::SizingPanel panel;
        SizingRequest r = seventyBillionTraining();
        r.kind = kind;
        r.requestsPerSecond = 20;
        r.model.clear(); // a bare, unusual size: the shape is guessed and the notes say so
        r.shape.reset();
        r.params = 33.3e9;
        panel.setRequest(r);
        static const QRegularExpression flag(QStringLiteral(R"((^|[\s(,])--[a-z])"));
        const Texts texts = visibleTexts(panel);
        for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
            EXPECT_FALSE(flag.match(it.value()).hasMatch())
                << it.key().toStdString() << ": " << it.value().toStdString();
        }
    }
}

TEST(SizingWords, NoTwoPointLabelsOverlapAndEveryAcceleratorIsNamed) {
    // Qt Charts draws each label above its point whatever is there: A100 and
    // H100 used to print over each other in the serving chart.
    for (const QSize size : {QSize(1000, 700), QSize(700, 500), QSize(1800, 1000)}) {
        for (const auto kind : {SizingRequest::Kind::Training, SizingRequest::Kind::Inference}) {
            ui::SizingPanel panel;
            SizingRequest r = seventyBillionTraining();
            r.kind = kind;
            r.requestsPerSecond = 20;
            panel.setRequest(r);
            auto* chart = qobject_cast<ui::SizingChartView*>(panel.chart()->widget());
            chart->resize(size.width(), 420);
            chart->show();
            ASSERT_TRUE(QTest::qWaitFor([chart] { return !chart->placedLabels().empty(); }));
            const auto labels = chart->placedLabels();
            QString all;
            for (std::size_t i = 0; i < labels.size(); ++i) {
                all += labels[i].text + QLatin1Char('\n');
                for (std::size_t j = 0; j < i; ++j) {
                    EXPECT_FALSE(labels[i].rect.intersects(labels[j].rect))
                        << labels[i].text.toStdString() << " over " << labels[j].text.toStdString()
                        << " at width " << size.width();
                }
            }
            for (QAbstractSeries* s : chart->chart()->series()) {
                EXPECT_TRUE(all.contains(s->name())) << s->name().toStdString() << " unnamed";
            }
        }
    }
}

TEST(SizingWords, PointLabelsCoverNoMarkerAndStayInsideThePlot) {
    // Issue 38: labels were drawn over other markers ("B2\u25b21 192GB") and
    // the top one was cut off above the plot.
    for (const QSize size : {QSize(1000, 420), QSize(700, 380), QSize(1800, 500)}) {
        for (const auto kind : {SizingRequest::Kind::Training, SizingRequest::Kind::Inference}) {
            ui::SizingPanel panel;
            SizingRequest r = seventyBillionTraining();
            r.kind = kind;
            r.requestsPerSecond = 20;
            r.deadlineHours = 21 * 24.0; // every set-up near the deadline: points crowd
            panel.setRequest(r);
            auto* chart = qobject_cast<ui::SizingChartView*>(panel.chart()->widget());
            // A window of its own, at the size under test (the panel keeps
            // feeding it; this owner deletes it before the panel goes).
            chart->setParent(nullptr);
            const std::unique_ptr<QWidget> window(chart);
            chart->resize(size);
            chart->show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(chart));
            ASSERT_TRUE(QTest::qWaitFor([chart] { return !chart->placedLabels().empty(); }));
            QTest::qWait(20); // the layout settles; the labels follow the plot area
            const QRectF plot = chart->plotRect().adjusted(-1, -1, 1, 1);
            const auto markers = chart->markerRects();
            for (const auto& label : chart->placedLabels()) {
                EXPECT_TRUE(plot.contains(label.rect))
                    << label.text.toStdString() << " leaves the plot at width " << size.width();
                int covered = 0;
                for (const QRectF& marker : markers) {
                    covered += label.rect.intersects(marker.adjusted(1, 1, -1, -1)) ? 1 : 0;
                }
                EXPECT_EQ(covered, 0)
                    << label.text.toStdString() << " covers a marker at width " << size.width();
            }
        }
    }
}

TEST(SizingWords, NumberFieldsGroupThousandsAsTheTextDoes) {
    // The text says "4,096 tokens per sequence": the field must not say "4096".
    ui::SizingPanel panel;
    panel.setRequest(seventyBillionTraining());
    int fields = 0;
    for (const QAbstractSpinBox* box : panel.findChildren<QAbstractSpinBox*>()) {
        ++fields;
        EXPECT_TRUE(box->isGroupSeparatorShown())
            << box->objectName().toStdString() << " " << box->accessibleName().toStdString();
    }
    EXPECT_GT(fields, 3);
}

TEST(SizingWords, CountsOfOneAreSingular) {
    // "1 chips" in the serving table, its tooltips and the chart's accessible
    // text: every count goes through the plural forms (accel_advisor_en.ts).
    i18n::applyLanguage(QStringLiteral("en"));
    ui::SizingPanel panel;
    SizingRequest r = seventyBillionTraining();
    r.kind = SizingRequest::Kind::Inference;
    r.params = 1e9;
    r.requestsPerSecond = 0.1;
    r.mfuOverrides.clear();
    panel.setRequest(r);
    static const QRegularExpression plural(QStringLiteral(
        R"((^|[^\d.,])1 (chips|replicas|factors|questions|days|hours|seconds|minutes|years)\b)"));
    const Texts texts = visibleTexts(panel);
    int ones = 0;
    for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
        EXPECT_FALSE(plural.match(it.value()).hasMatch())
            << it.key().toStdString() << ": " << it.value().toStdString();
        ones += it.value().contains(QStringLiteral("1 chip")) ? 1 : 0;
    }
    EXPECT_GT(ones, 0) << "a 1B model at 0.1 requests/s fits one chip somewhere";
}

TEST(SizingWords, TheChartIsAChartNamedForItsMode) {
    ui::SizingPanel panel;
    SizingRequest r = seventyBillionTraining();
    panel.setRequest(r);
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(panel.chart()->widget());
    ASSERT_TRUE(a);
    EXPECT_EQ(a->role(), QAccessible::Chart);
    const QString training = a->text(QAccessible::Name);
    r.kind = SizingRequest::Kind::Inference;
    r.requestsPerSecond = 20;
    panel.setRequest(r);
    EXPECT_NE(a->text(QAccessible::Name), training) << "serving is not cost against time";
    EXPECT_FALSE(a->text(QAccessible::Name).isEmpty());
}
