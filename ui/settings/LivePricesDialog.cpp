#include "ui/settings/LivePricesDialog.h"

#include "model/sizing/EstimateJson.h"
#include "model/sizing/SizingDataText.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"
#include "services/BillingConfig.h"
#include "services/LivePrices.h"
#include "ui_LivePricesDialog.h"

#include <QDebug>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace accel::ui {

namespace {

// The same price point: price() returns a copy, so compare what identifies it.
bool sameRow(const sizing::PricePoint& a, const sizing::PricePoint& b) {
    return a.provider == b.provider && a.mode == b.mode && a.date == b.date &&
           a.origin == b.origin && a.usdPerChipHour == b.usdPerChipHour && a.region == b.region &&
           a.source == b.source;
}

// A region or a term ("us-east5", "1-year") never broken at its hyphen in a
// narrow column: a word joiner after each hyphen inside a word.
QString keepHyphenatedWhole(const QString& text) {
    QString out;
    out.reserve(text.size() + 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        out += text.at(i);
        if (text.at(i) == QLatin1Char('-') && i > 0 && i + 1 < text.size() &&
            text.at(i - 1).isLetterOrNumber() && text.at(i + 1).isLetterOrNumber()) {
            out += QChar(0x2060); // WORD JOINER
        }
    }
    return out;
}

// Wide enough for the sources on one line where the screen has room; within
// a 1024x700 screen (less a window frame) otherwise.
QSize defaultSize(const QWidget* dialog) {
    const QSize wanted(1280, 720);
    const QScreen* screen = dialog->screen();
    if (!screen) {
        return wanted;
    }
    constexpr int frame = 40;
    return wanted.boundedTo(screen->availableSize() - QSize(frame, 2 * frame))
        .expandedTo(dialog->minimumSizeHint());
}

} // namespace

using sizing::SecretResult;
using Status = SecretResult::Status;

LivePricesDialog::LivePricesDialog(services::LivePrices& prices, QWidget* parent)
    : QDialog(parent)
    , m_prices(prices)
    , m_ui(std::make_unique<Ui::LivePricesDialog>()) {
    m_ui->setupUi(this);
    // Columns sized to the dialog, never scrolling sideways (fitColumns());
    // cells and headers wrap between words and each row is as tall as its
    // text, so nothing is cut (fitHeader()).
    QHeaderView* header = m_ui->table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setDefaultAlignment(
        Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | static_cast<int>(Qt::TextWordWrap)));
    m_ui->table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->table->setWordWrap(true);
    m_ui->table->viewport()->installEventFilter(this);
    connect(header, &QHeaderView::sectionResized, this, [this] {
        QMetaObject::invokeMethod(this, &LivePricesDialog::fitHeader, Qt::QueuedConnection);
    });
    resize(defaultSize(this));

    connect(m_ui->save, &QPushButton::clicked, this, &LivePricesDialog::saveKey);
    connect(m_ui->forget, &QPushButton::clicked, this, &LivePricesDialog::forgetKey);
    connect(m_ui->session, &QPushButton::clicked, this, &LivePricesDialog::useSession);
    connect(m_ui->refresh, &QPushButton::clicked, this, &LivePricesDialog::refresh);
    connect(m_ui->key, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_ui->save->setEnabled(!text.trimmed().isEmpty()); });
    connect(&m_prices, &services::LivePrices::catalogueChanged, this,
            &LivePricesDialog::showPrices);
    connect(&m_prices, &services::LivePrices::refreshFinished, this,
            [this](const Result<QString>& result) {
                setBusy(false);
                setRefreshState(result ? RefreshState::Refreshed : RefreshState::Failed,
                                result ? *result : result.failure().reason);
            });
    alignPriceHeader();
    retranslateUi();
    checkStore();
}

LivePricesDialog::~LivePricesDialog() = default;

QLabel* LivePricesDialog::keyStatus() const {
    return m_ui->keyStatus;
}
QLabel* LivePricesDialog::refreshStatus() const {
    return m_ui->refreshStatus;
}
QPushButton* LivePricesDialog::sessionButton() const {
    return m_ui->session;
}
QTableWidget* LivePricesDialog::priceTable() const {
    return m_ui->table;
}
QLineEdit* LivePricesDialog::keyField() const {
    return m_ui->key;
}
QPushButton* LivePricesDialog::saveButton() const {
    return m_ui->save;
}

QPushButton* LivePricesDialog::forgetButton() const {
    return m_ui->forget;
}
QPushButton* LivePricesDialog::refreshButton() const {
    return m_ui->refresh;
}

void LivePricesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        alignPriceHeader();
        retranslateUi();
    }
    QDialog::changeEvent(event);
}

// Figures to the right, their header above them.
void LivePricesDialog::alignPriceHeader() {
    if (QTableWidgetItem* h = m_ui->table->horizontalHeaderItem(PriceColumn)) {
        h->setTextAlignment(
            Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter | static_cast<int>(Qt::TextWordWrap)));
    }
}

// What the form does not know: the states said in words, and the table.
void LivePricesDialog::retranslateUi() {
    if (m_sessionChosen) {
        m_ui->save->setText(tr("&Use key for this session"));
    }
    showKeyStatus();
    showPrices(); // the table's rows and the refresh status
}

void LivePricesDialog::setBusy(bool busy) {
    m_ui->refresh->setEnabled(!busy);
    m_ui->save->setEnabled(!busy && !m_ui->key->text().trimmed().isEmpty());
    m_ui->forget->setEnabled(!busy && keyIsStored());
}

// Only a stored key (or one a failed removal left behind) can be forgotten.
bool LivePricesDialog::keyIsStored() const {
    return m_keyState == KeyState::Stored || m_keyState == KeyState::NotRemoved;
}

void LivePricesDialog::setKeyState(KeyState state, const QString& detail, bool timedOut) {
    m_keyState = state;
    m_keyDetail = detail;
    m_keyTimedOut = timedOut;
    m_ui->forget->setEnabled(keyIsStored() && m_ui->refresh->isEnabled());
    if (!detail.isEmpty()) {
        qWarning().noquote() << "Keychain:" << detail;
    }
    showKeyStatus();
}

void LivePricesDialog::showKeyStatus() {
    // The store's own words can be raw, untranslated system text: the line
    // says what failed and what to do, the tooltip keeps the reason given.
    m_ui->keyStatus->setToolTip(m_keyDetail.isEmpty()
                                    ? QString()
                                    : tr("Reason given by the keychain: %1").arg(m_keyDetail));
    const QString why = m_keyTimedOut ? tr("the system keychain did not answer in time.")
                                      : tr("the system keychain refused it or is locked.");
    switch (m_keyState) {
    case KeyState::Checking:
        m_ui->keyStatus->setText(tr("Checking the keychain…"));
        break;
    case KeyState::Stored:
        m_ui->keyStatus->setText(tr("A key is stored (%1). Enter a new one to replace it.")
                                     .arg(m_prices.store().description()));
        break;
    case KeyState::NotFound:
        m_ui->keyStatus->setText(m_prices.usesSessionStore()
                                     ? tr("No key yet for this session.")
                                     : tr("No key is stored in the keychain yet."));
        break;
    case KeyState::NoKeychain:
        m_ui->keyStatus->setText(
            tr("<b>No working keychain was found</b>, so the key cannot be stored safely "
               "and will not be stored anywhere else. You can use it for this session "
               "only: it is held in memory and forgotten when Accelerator Advisor "
               "closes."));
        break;
    case KeyState::NotSaved:
        m_ui->keyStatus->setText(tr("<b>The key was not saved</b>: %1 Unlock the keychain and save "
                                    "again, or use the key for this session only.")
                                     .arg(why));
        break;
    case KeyState::NotRemoved:
        m_ui->keyStatus->setText(
            tr("<b>The key was not removed</b>: %1 Unlock the keychain and try again.").arg(why));
        break;
    }
}

void LivePricesDialog::setRefreshState(RefreshState state, const QString& message) {
    m_refreshState = state;
    m_refreshMessage = message;
    showRefreshStatus();
}

void LivePricesDialog::checkStore() {
    setKeyState(KeyState::Checking);
    QPointer<LivePricesDialog> self(this);
    m_prices.store().read(services::apiKeyName(), [self](const SecretResult& r) {
        if (!self) {
            return;
        }
        const bool session = self->m_prices.usesSessionStore();
        self->m_noKeychain = false;
        switch (r.status) {
        case Status::Ok:
            self->setKeyState(KeyState::Stored);
            break;
        case Status::NotFound:
            self->setKeyState(KeyState::NotFound);
            break;
        case Status::NoBackend:
        case Status::Timeout:
        case Status::Error:
            self->m_noKeychain = true;
            self->setKeyState(KeyState::NoKeychain, r.message);
            break;
        }
        self->m_ui->session->setVisible(self->m_noKeychain && !session);
        self->m_ui->save->setVisible(!self->m_noKeychain || session);
    });
}

void LivePricesDialog::saveKey() {
    const QString key = m_ui->key->text().trimmed();
    if (key.isEmpty()) {
        return;
    }
    m_ui->save->setEnabled(false);
    setKeyState(KeyState::Checking); // no stale failure line while this one runs
    QPointer<LivePricesDialog> self(this);
    m_prices.store().write(services::apiKeyName(), key, [self](const SecretResult& r) {
        if (!self) {
            return;
        }
        if (r.status == Status::Ok) {
            self->m_ui->key->clear(); // never shown again
            self->checkStore();
        } else {
            self->setKeyState(KeyState::NotSaved, r.message, r.status == Status::Timeout);
            self->m_ui->save->setEnabled(true); // try again
            self->m_ui->session->setVisible(!self->m_prices.usesSessionStore());
        }
    });
}

void LivePricesDialog::forgetKey() {
    setKeyState(KeyState::Checking);
    QPointer<LivePricesDialog> self(this);
    m_prices.store().remove(services::apiKeyName(), [self](const SecretResult& r) {
        if (self) {
            if (r.status != Status::Ok && r.status != Status::NotFound) {
                self->setKeyState(KeyState::NotRemoved, r.message, r.status == Status::Timeout);
            } else {
                self->checkStore();
            }
        }
    });
}

void LivePricesDialog::useSession() {
    m_prices.useSessionStore();
    m_sessionChosen = true;
    m_ui->session->hide();
    m_ui->save->show();
    m_ui->save->setText(tr("&Use key for this session"));
    checkStore();
}

void LivePricesDialog::refresh() {
    setBusy(true);
    setRefreshState(RefreshState::Busy);
    m_prices.refresh();
}

void LivePricesDialog::showPrices() {
    const sizing::AcceleratorData& c = m_prices.catalogue();
    const QDate today = QDate::currentDate();
    int rows = 0;
    for (const sizing::AcceleratorSpec& s : c.accelerators()) {
        rows += static_cast<int>(s.prices.size());
    }
    m_ui->table->setRowCount(rows);
    const QColor dimmed = palette().color(QPalette::Disabled, QPalette::Text);
    int r = 0;
    for (const sizing::AcceleratorSpec& s : c.accelerators()) {
        for (const sizing::PricePoint& p : s.prices) {
            const qint64 age = sizing::priceAgeDays(p, today);
            const sizing::SourceRef* source = c.source(p.source);
            // A date in the locale, as Step 7 writes it; its age ("693 days
            // old") is the tooltip's: on the row it would widen the column past
            // what a 1024-pixel screen shows in French and German.
            const QString date = age < 0 ? tr("unknown") : dateText(p.date);
            const QString dateTip =
                age < 0 ? date : tr("%1 (%2)").arg(date, sizing::priceAgeText(age));
            // When one chip, provider and mode has several prices, the row the
            // sizing takes is the one the catalogue's own price() picks.
            const auto sameOffer = [&p](const sizing::PricePoint& q) {
                return q.provider == p.provider && q.mode == p.mode;
            };
            const bool several = std::count_if(s.prices.begin(), s.prices.end(), sameOffer) > 1;
            const std::optional<sizing::PricePoint> chosen = c.price(s, p.provider, p.mode);
            const bool used = chosen && sameRow(*chosen, p);
            QString price = usdText(p.usdPerChipHour);
            QString why;
            if (several && used) {
                price = tr("%1 (used)").arg(price);
                why = tr("The sizing uses this price for this accelerator, provider and mode; the "
                         "dimmed rows beside it are not used.");
            } else if (several && chosen) {
                why = tr("Not used: for this accelerator, provider and mode the sizing takes "
                         "the price dated %2 (%1).")
                          .arg(sizing::priceOriginName(chosen->origin), dateText(chosen->date));
            }
            const QStringList cells{
                s.name,
                keepHyphenatedWhole(tr("%1, %2").arg(sizing::providerName(p.provider),
                                                     sizing::pricingModeName(p.mode))),
                price, date,
                keepHyphenatedWhole(
                    sizing::priceOriginName(p.origin) +
                    (p.region.isEmpty() ? QString() : QStringLiteral(", ") + p.region)),
                // Who published it and when, as the Bill names its sources;
                // the document's own title (in its own words and dates) is
                // the tooltip's.
                source
                    ? tr("%1, %2").arg(sizing::sizingPublisherText(*source), dateText(source->date))
                    : p.note};
            for (int col = 0; col < cells.size(); ++col) {
                auto* item = new QTableWidgetItem(cells[col]);
                if (col == PriceColumn) {
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                }
                QString tip = cells[col];
                if (col == DateColumn) {
                    tip = dateTip;
                }
                if (col == SourceColumn && source) {
                    tip += QLatin1Char('\n') + source->title;
                }
                if (!why.isEmpty()) {
                    tip += QLatin1Char('\n') + why;
                }
                item->setToolTip(tip);
                item->setData(UsedRole, several ? QVariant(used) : QVariant());
                if (several && !used) {
                    item->setForeground(dimmed);
                }
                m_ui->table->setItem(r, col, item);
            }
            ++r;
        }
    }
    measureColumns();
    fitColumns();
    showRefreshStatus();
}

bool LivePricesDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_ui->table->viewport() && event->type() == QEvent::Resize) {
        fitColumns();
    }
    return QDialog::eventFilter(watched, event);
}

void LivePricesDialog::measureColumns() {
    QTableWidget& table = *m_ui->table;
    const QFontMetrics cells = table.fontMetrics();
    const QFontMetrics titles = table.horizontalHeader()->fontMetrics();
    // The item delegate's margins, and the header's, with a little air.
    m_cellPadding =
        2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 1) + 8;
    const int cellPadding = m_cellPadding;
    const int titlePadding =
        2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, table.horizontalHeader()) + 8;
    // The widest piece a line may not break inside, as Qt wraps text (after a
    // space, and after the "/" and "-" of "skypilot-org/skypilot-catalog").
    const auto longestWord = [](const QFontMetrics& metrics, const QString& text) {
        int width = 0;
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
        qsizetype from = 0;
        while (breaks.toNextBoundary() >= 0) {
            const qsizetype to = breaks.position();
            width = std::max(width, metrics.horizontalAdvance(text.mid(from, to - from).trimmed()));
            from = to;
        }
        return width;
    };
    for (int c = 0; c < ColumnCount; ++c) {
        const QTableWidgetItem* title = table.horizontalHeaderItem(c);
        const QString titleText = title ? title->text() : QString();
        // A title is on one line where there is room, and wraps between
        // its words where there is not.
        ColumnWidth& w = m_widths[static_cast<std::size_t>(c)];
        w.narrow = longestWord(titles, titleText) + titlePadding;
        w.natural = titles.horizontalAdvance(titleText) + titlePadding;
        for (int r = 0; r < table.rowCount(); ++r) {
            if (const QTableWidgetItem* it = table.item(r, c)) {
                w.natural = std::max(w.natural, cells.horizontalAdvance(it->text()) + cellPadding);
                w.narrow = std::max(w.narrow, longestWord(cells, it->text()) + cellPadding);
            }
        }
    }
    // Never narrower than the columns at their narrowest: the dialog stops
    // shrinking before a column is cut or the table scrolls sideways.
    const int narrowest = m_widths[AcceleratorColumn].narrow + m_widths[PriceColumn].natural +
                          m_widths[DateColumn].natural + sharedFloor();
    table.setMinimumWidth(narrowest + 2 * table.frameWidth() +
                          table.verticalScrollBar()->sizeHint().width());
}

int LivePricesDialog::sharedFloor() const {
    int floor = 0;
    for (const Column c : {ProviderColumn, OriginColumn, SourceColumn}) {
        floor += m_widths[static_cast<std::size_t>(c)].narrow;
    }
    return floor;
}

void LivePricesDialog::fitColumns() {
    // Price and date on one line; an accelerator's name up to about 26
    // characters, wrapped beyond ("NVIDIA GB300 NVL72 (per Blackwell Ultra
    // GPU)"); provider, origin and source share the rest in proportion to
    // their texts, so the longest, the source, gets the most, and each is at
    // least as wide as its longest word. On a wide screen everything is on
    // one line.
    QTableWidget& table = *m_ui->table;
    const auto width = [this](Column c) -> const ColumnWidth& {
        return m_widths[static_cast<std::size_t>(c)];
    };
    const int nameCap = 26 * table.fontMetrics().averageCharWidth() + m_cellPadding;
    const int room = table.viewport()->width();
    const int figures = width(PriceColumn).natural + width(DateColumn).natural;
    int name = std::max(width(AcceleratorColumn).narrow,
                        std::min(width(AcceleratorColumn).natural, nameCap));
    if (room - name - figures < sharedFloor()) {
        name = width(AcceleratorColumn).narrow; // a narrow dialog: the name wraps too
    }
    int rest = room - name - figures;
    table.setColumnWidth(AcceleratorColumn, name);
    table.setColumnWidth(PriceColumn, width(PriceColumn).natural);
    table.setColumnWidth(DateColumn, width(DateColumn).natural);
    const std::array<Column, 3> shared{ProviderColumn, OriginColumn, SourceColumn};
    double natural = 0;
    for (const Column c : shared) {
        natural += width(c).natural;
    }
    for (const Column c : shared) {
        // The last takes what is left, so the columns end at the table's edge.
        const int share =
            c == SourceColumn
                ? rest
                : static_cast<int>(rest * (width(c).natural / std::max(1.0, natural)));
        const int w = std::max(width(c).narrow, share);
        natural -= width(c).natural;
        rest -= w;
        table.setColumnWidth(c, w);
    }
}

void LivePricesDialog::fitHeader() {
    // Qt sizes the header for one line of text: as tall as its longest title
    // wrapped at its column's width, or a narrow column cuts it.
    QTableWidget& table = *m_ui->table;
    const QHeaderView& header = *table.horizontalHeader();
    const int margin = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, &header);
    int height = 0;
    for (int c = 0; c < table.columnCount(); ++c) {
        if (const QTableWidgetItem* h = table.horizontalHeaderItem(c)) {
            const QRect text = header.fontMetrics().boundingRect(
                QRect(0, 0, std::max(1, table.columnWidth(c) - 2 * margin), 10000),
                Qt::TextWordWrap, h->text());
            height = std::max(height, text.height() + 2 * margin);
        }
    }
    height = std::max(height, header.sizeHint().height());
    if (header.height() != height) {
        table.horizontalHeader()->setFixedHeight(height);
    }
}

void LivePricesDialog::showRefreshStatus() {
    switch (m_refreshState) {
    case RefreshState::Busy:
        m_ui->refreshStatus->setText(tr("Reading prices from the Cloud Billing Catalog API…"));
        return;
    case RefreshState::Refreshed:
        m_ui->refreshStatus->setText(tr("Prices refreshed: %1").arg(m_refreshMessage));
        return;
    case RefreshState::Failed:
        m_ui->refreshStatus->setText(tr("Refresh failed: %1").arg(m_refreshMessage));
        return;
    case RefreshState::Cache:
        break;
    }
    // Until a refresh is asked for: what the cache and the override file hold.
    const auto& local = m_prices.local();
    QString cache =
        local.cache ? tr("Live prices last fetched %1.").arg(dateTimeText(local.cache->fetchedAt))
                    : tr("No live prices fetched yet.");
    if (!local.overrideIssues.isEmpty()) {
        cache += QLatin1Char(' ') + tr("Your override file %1 was ignored: %2 %3")
                                        .arg(m_prices.paths().overrideFile,
                                             local.overrideIssues.first().path,
                                             local.overrideIssues.first().message);
    }
    m_ui->refreshStatus->setText(cache);
}

} // namespace accel::ui
