#include "ui/sizing/SizingTable.h"

#include "model/CatalogueText.h"
#include "model/sizing/EstimateJson.h"
#include "model/sizing/SizingDataText.h"
#include "model/sizing/SizingText.h"
#include "model/text/NumberFormat.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QStyle>
#include <QStyledItemDelegate>

#include <algorithm>

namespace accel::ui {

namespace {

QTableWidgetItem* cell(const QString& text, const QString& tip = {}, bool editable = false) {
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(tip.isEmpty() ? text : tip);
    // What the tooltip adds (a price's source and note, a status's notes)
    // reaches a screen reader too.
    if (!tip.isEmpty() && tip != text) {
        item->setData(Qt::AccessibleDescriptionRole, tip);
    }
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (editable) {
        flags |= Qt::ItemIsEditable;
    }
    item->setFlags(flags);
    return item;
}

// A text wrapped onto two or three lines would touch the cell's borders:
// every row gets some air above and below its text (at least 3 px, a sixth
// of a line at large font sizes), split evenly as the texts are centred.
// A cell under another's span (an unavailable row's reason runs across the
// row) is not drawn, so its text does not make the row taller.
class PaddedDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const override {
        if (const auto* view = qobject_cast<const QTableView*>(option.widget)) {
            const int span = view->columnSpan(index.row(), index.column());
            if (span > 1 && index.column() > 0 &&
                view->columnSpan(index.row(), index.column() - 1) == span) {
                return {};
            }
        }
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.rheight() += 2 * std::max(3, option.fontMetrics.height() / 6);
        return size;
    }

protected:
    // A figure wraps only before its range: "28 days" above "(22.9–36.5
    // days)", never "28 days (22.9–" above "36.5 days)". The range is drawn
    // unbreakable; the item's text stays as it is for copying and screen
    // readers.
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        const int c = index.column();
        const qsizetype range = option->text.indexOf(QStringLiteral(" ("));
        if ((c == SizingTable::Time || c == SizingTable::Cost || c == SizingTable::Mfu) &&
            range > 0) {
            QString kept = option->text.mid(range + 1);
            kept.replace(QLatin1Char(' '), QChar::Nbsp);
            kept.replace(QChar(0x2013), QStringLiteral("\u2060\u2013\u2060"));
            option->text = option->text.left(range + 1) + kept;
        }
    }
};

bool isNumbers(int column) {
    return column == SizingTable::Chips || column == SizingTable::Time ||
           column == SizingTable::Cost || column == SizingTable::Mfu ||
           column == SizingTable::Price;
}

// Numbers to the right, words to the left; headers as their cells.
Qt::Alignment alignmentOf(int column) {
    return (isNumbers(column) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
}

} // namespace

SizingTable::SizingTable(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent) {
    for (int c = 0; c < ColumnCount; ++c) {
        setHorizontalHeaderItem(c, new QTableWidgetItem);
    }
    // Nothing cut and nothing sideways: the short columns take what they
    // need, the long ones share the rest and wrap, each row grows to its
    // text, and the table is as tall as its rows (fitHeight()), so that the
    // accelerator's name stays in view and the page scrolls, not the table.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed); // fitColumns()
    horizontalHeader()->setSectionResizeMode(PriceSource, QHeaderView::Stretch);
    // A long header wraps onto a second line rather than being cut.
    horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | static_cast<int>(Qt::TextWordWrap)));
    verticalHeader()->hide();
    setItemDelegate(new PaddedDelegate(this));
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // One Tab stop: Tab leaves the table, the arrows move within it.
    setTabKeyNavigation(false);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        QMetaObject::invokeMethod(this, &SizingTable::fitHeight, Qt::QueuedConnection);
    });
    connect(this, &QTableWidget::itemChanged, this, &SizingTable::onItemChanged);
    retranslateUi();
}

void SizingTable::fitColumns() {
    // The short columns as wide as their header and their figures; an
    // unavailable row's reason spans the row and does not widen them. The
    // figures on one line when the table has room ("$1.29 million
    // ($972,000–1.88 million)"), else the value above its range, never
    // broken elsewhere; the status as wide as its words need, up to a limit;
    // the price's source takes the rest and wraps.
    const int padding =
        2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 8;
    const QFontMetrics metrics = fontMetrics();
    // A long accelerator name ("NVIDIA GB300 NVL72 (per Blackwell Ultra
    // GPU)") wraps at about 25 characters rather than taking the width
    // the figures need; no word of it is cut.
    const int nameWidth = 26 * metrics.averageCharWidth() + padding;
    const int statusWidth = 18 * metrics.averageCharWidth() + padding;
    QList<int> natural(ColumnCount, 0); // on one line
    QList<int> narrow(ColumnCount, 0);  // wrapped where the column allows
    for (int c : {Name, Chips, Fits, Time, Cost, Mfu, Price, PriceSource, Status}) {
        // A header wraps between its words.
        int words = 0;
        for (const QString& part : horizontalHeaderItem(c)->text().split(QLatin1Char(' '))) {
            words = std::max(words, metrics.horizontalAdvance(part) + padding + 8);
        }
        int width = words;
        for (int r = 0; r < rowCount(); ++r) {
            const QTableWidgetItem* it = item(r, c);
            if (it && columnSpan(r, c) == 1) {
                width = std::max(width, metrics.horizontalAdvance(it->text()) + padding);
                // Names and statuses wrap between words, figures only before their range.
                const QString breaks = c == Name || c == Status || c == PriceSource
                                           ? QStringLiteral(" ")
                                           : QStringLiteral(" (");
                for (const QString& part : it->text().split(breaks)) {
                    words = std::max(words, metrics.horizontalAdvance(part) + padding + 8);
                }
            }
        }
        natural[c] = width;
        narrow[c] = words;
    }
    natural[Name] = std::max(narrow[Name], std::min(natural[Name], nameWidth));
    natural[Status] = std::max(narrow[Status], std::min(natural[Status], statusWidth));
    // The source needs a dozen characters, and its longest word.
    const int source = std::max(narrow[PriceSource], 12 * metrics.averageCharWidth() + padding);
    const auto total = [&](bool figuresOnOneLine, bool statusOnOneLine) {
        int sum = source;
        for (int c : {Name, Chips, Fits, Price}) {
            sum += natural[c];
        }
        for (int c : {Time, Cost, Mfu}) {
            sum += figuresOnOneLine ? natural[c] : narrow[c];
        }
        return sum + (statusOnOneLine ? natural[Status] : narrow[Status]);
    };
    // Otherwise (a narrow window, the longer serving figures, a long
    // language) the figures wrap before their range, then the status
    // between its words, and leave the room to the source.
    const int room = viewport()->width();
    const bool oneLine = m_training && total(true, true) <= room;
    const bool statusOneLine = oneLine || total(false, true) <= room;
    for (int c : {Name, Chips, Fits, Price}) {
        setColumnWidth(c, natural[c]);
    }
    for (int c : {Time, Cost, Mfu}) {
        setColumnWidth(c, oneLine ? natural[c] : narrow[c]);
    }
    setColumnWidth(Status, statusOneLine ? natural[Status] : narrow[Status]);
}

void SizingTable::fitHeight() {
    // Rows wrap to the columns' widths; the table is then exactly as tall as
    // its header and rows.
    resizeRowsToContents();
    // The header as tall as its longest wrapped title at the current widths.
    const QFontMetrics metrics = horizontalHeader()->fontMetrics();
    const int margin = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    int headerHeight = 0;
    for (int c = 0; c < columnCount(); ++c) {
        if (const QTableWidgetItem* h = horizontalHeaderItem(c)) {
            const QRect text =
                metrics.boundingRect(QRect(0, 0, std::max(1, columnWidth(c) - 2 * margin), 10000),
                                     Qt::TextWordWrap, h->text());
            headerHeight = std::max(headerHeight, text.height() + 2 * margin);
        }
    }
    headerHeight = std::max(headerHeight, horizontalHeader()->sizeHint().height());
    if (horizontalHeader()->height() != headerHeight) {
        horizontalHeader()->setFixedHeight(headerHeight);
    }
    int height = 2 * frameWidth() + headerHeight;
    for (int r = 0; r < rowCount(); ++r) {
        height += rowHeight(r);
    }
    if (height != this->height() || minimumHeight() != height) {
        setFixedHeight(height);
    }
}

void SizingTable::resizeEvent(QResizeEvent* event) {
    QTableWidget::resizeEvent(event);
    fitColumns(); // the figures on one line when the new width has room
    fitHeight();
}

void SizingTable::focusInEvent(QFocusEvent* event) {
    // A table reached with Tab shows where it is: the current row, framed.
    if (!currentIndex().isValid() && rowCount() > 0) {
        setCurrentCell(0, Name);
    }
    QTableWidget::focusInEvent(event);
}

void SizingTable::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QTableWidget::changeEvent(event);
}

void SizingTable::retranslateUi() {
    updateHeaders();
    fitColumns();
    setAccessibleName(tr("Candidate accelerators"));
}

void SizingTable::updateHeaders() {
    // Short headers keep the columns narrow; what each means is in its tooltip.
    const QStringList labels{tr("Accelerator"),
                             tr("Chips"),
                             tr("Fits"),
                             m_training ? tr("Time") : tr("Tokens/s per user"),
                             m_training ? tr("Cost") : tr("$ per million output tokens (range)"),
                             tr("MFU"),
                             tr("$ per chip-hour"),
                             tr("Price source"),
                             tr("Status")};
    const QStringList tips{
        {},
        tr("Chips the plan needs"),
        tr("Whether the model fits in the chips' memory"),
        {},
        {},
        tr("Model-FLOPs utilisation: double-click to type your own (0-1)"),
        tr("Price in USD per chip-hour: double-click to type your own"),
        tr("Where the price comes from, and its date"),
        tr("Availability and the estimator's notes: select a row for the details")};
    for (int c = 0; c < ColumnCount; ++c) {
        QTableWidgetItem* header = horizontalHeaderItem(c);
        header->setText(labels.value(c));
        header->setToolTip(tips.value(c));
        // A long header wraps onto a second line rather than being cut.
        header->setTextAlignment(alignmentOf(c) |
                                 Qt::Alignment(static_cast<int>(Qt::TextWordWrap)));
    }
}

void SizingTable::putItem(int row, int column, QTableWidgetItem* item) {
    if (state() == EditingState && currentRow() == row && currentColumn() == column) {
        delete item; // replacing it would overwrite what the user is typing
        return;
    }
    if (!item->data(Qt::TextAlignmentRole).isValid()) {
        item->setTextAlignment(alignmentOf(column));
    }
    setItem(row, column, item);
}

void SizingTable::showCandidates(const std::vector<sizing::Candidate>& rows,
                                 const sizing::SizingRequest& request,
                                 const sizing::AcceleratorData& catalogue) {
    m_filling = true;
    clearSpans();
    setRowCount(static_cast<int>(rows.size()));
    const QDate today = QDate::currentDate();
    m_training = request.kind == sizing::SizingRequest::Kind::Training;
    updateHeaders();
    // What can be rented or bought comes first, in catalogue order, as on the
    // Sizing tab and in the report: the ruled-out rows follow. Typing a price
    // or an MFU never moves a row, so the one being edited stays put.
    std::vector<const sizing::Candidate*> order;
    order.reserve(rows.size());
    for (const sizing::Candidate& c : rows) {
        order.push_back(&c);
    }
    std::stable_partition(order.begin(), order.end(),
                          [](const sizing::Candidate* c) { return c->availability.available; });
    for (int r = 0; r < static_cast<int>(order.size()); ++r) {
        showCandidate(r, *order[static_cast<std::size_t>(r)], request, catalogue, today);
    }
    m_filling = false;
    fitColumns();
    fitHeight();
}

void SizingTable::showCandidate(int r, const sizing::Candidate& c,
                                const sizing::SizingRequest& request,
                                const sizing::AcceleratorData& catalogue, const QDate& today) {
    auto* name = cell(c.spec->name, sizing::acceleratorNotesText(*c.spec));
    name->setData(Qt::UserRole, c.spec->id);
    if (!c.availability.available) {
        name->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    putItem(r, Name, name);
    if (!c.availability.available) {
        showUnavailable(r, c.availability.reason);
        return;
    }
    QStringList notes;
    std::optional<sizing::PricePoint> price;
    if (c.training) {
        price = c.training->price;
        notes = c.training->notes;
        showTrainingFigures(r, *c.training, request.mfuOverrides.contains(c.spec->id));
    } else if (c.inference) {
        price = c.inference->price;
        notes = c.inference->notes;
        showServingFigures(r, *c.inference);
    }
    putItem(r, Price,
            cell(price ? usdText(price->usdPerChipHour) : QString(),
                 tr("Type your own price per chip-hour; clear it to go back"), true));
    if (price) {
        putItem(r, PriceSource, priceSourceCell(*price, catalogue, today));
    } else {
        const QString reason = c.training    ? c.training->noPriceReason
                               : c.inference ? c.inference->noPriceReason
                                             : QString();
        putItem(r, PriceSource, cell(reason.isEmpty() ? tr("none: enter your own") : reason));
        notes.removeAll(reason); // the price columns say it already
    }
    putItem(r, Status, statusCell(c, notes));
}

void SizingTable::showUnavailable(int r, const QString& reason) {
    // No figures to show: the reason takes the row's whole width, on one or
    // two lines rather than six in the status column.
    //: %1: why, a sentence of its own ("Not sold on AWS.").
    const QString unavailable = tr("Unavailable. %1").arg(reason);
    for (int col = Chips; col <= Status; ++col) {
        auto* item = cell(col == Chips || col == Status ? unavailable : tr("-"), unavailable);
        item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        // The reason reads as a sentence across the row.
        item->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        putItem(r, col, item);
    }
    setSpan(r, Chips, 1, ColumnCount - Chips);
}

void SizingTable::showTrainingFigures(int r, const sizing::TrainingEstimate& e, bool ownMfu) {
    putItem(r, Chips,
            cell(QLocale().toString(e.chips), tr("Chips needed to fit the training state: %1")
                                                  .arg(QLocale().toString(e.minChipsToFit))));
    putItem(r, Fits,
            cell(e.fitsInMemory ? tr("yes") : tr("no"),
                 tr("%1 GB per chip needed, %2 GB usable")
                     .arg(plainNumberText(e.memoryPerChipGB),
                          plainNumberText(e.usableMemoryPerChipGB))));
    // A set-up that does not fit runs for no time at no cost: nothing to show.
    const QString noFit = tr("Does not fit in memory: no time and no cost.");
    putItem(r, Time,
            e.fitsInMemory
                ? cell(compactRangeText(e.hours.value, e.hours.low, e.hours.high, durationText))
                : cell(tr("-"), noFit));
    putItem(r, Cost,
            !e.fitsInMemory ? cell(tr("-"), noFit)
            : e.costUsd
                ? cell(compactRangeText(e.costUsd->value, e.costUsd->low, e.costUsd->high, usdText))
                : cell(tr("no price")));
    auto* mfu = cell(sizing::mfuText(e.mfu),
                     tr("Model-FLOPs utilisation at this scale; type your own (0-1)"), true);
    if (ownMfu) {
        mfu->setText(percentText(e.mfu.value) + tr(" (yours)"));
    }
    putItem(r, Mfu, mfu);
}

void SizingTable::showServingFigures(int r, const sizing::InferenceEstimate& e) {
    putItem(r, Chips,
            cell(e.totalChips == 0 ? tr("-") // not even one replica fits
                 : e.replicas <= 1
                     ? QLocale().toString(e.totalChips)
                     : tr("%1 (%2 × %3)")
                           .arg(QLocale().toString(e.totalChips), QLocale().toString(e.replicas),
                                QLocale().toString(e.chipsPerReplica)),
                 tr("total (replicas × chips per replica)")));
    putItem(r, Fits,
            cell(e.fitsInMemory ? tr("yes") : tr("no"),
                 tr("weights %1 GB + KV cache %2 GB per replica")
                     .arg(plainNumberText(e.weightsGB), plainNumberText(e.kvCacheGB))));
    putItem(r, Time,
            cell(e.fitsInMemory ? tr("%1; first token %2 ms")
                                      .arg(sig3Text(e.tokensPerSecondPerUser), sig3Text(e.ttftMs))
                                : tr("-"),
                 tr("Tokens per second each user sees, and the time to the first token; "
                    "%Ln sequences per replica, %1 output tokens/s in all",
                    nullptr, e.batch)
                     .arg(sig3Text(e.outputTokensPerSecond))));
    putItem(
        r, Cost,
        cell(!e.fitsInMemory ? tr("-")
             : e.costPerMillionOutputTokensUsd
                 ? compactRangeText(e.costPerMillionOutputTokensUsd->value,
                                    e.costPerMillionOutputTokensUsd->low,
                                    e.costPerMillionOutputTokensUsd->high, usdText)
                 : tr("no price"),
             e.costPerHourUsd
                 ? tr("%1 per hour for %2").arg(usdText(*e.costPerHourUsd), chipsText(e.totalChips))
                 : e.noPriceReason));
    putItem(r, Mfu, cell(tr("n/a"), tr("Serving is sized by bandwidth, not MFU")));
}

QTableWidgetItem* SizingTable::priceSourceCell(const sizing::PricePoint& price,
                                               const sizing::AcceleratorData& catalogue,
                                               const QDate& today) {
    const sizing::SourceRef* s = catalogue.source(price.source);
    // Who published the price and when, in the reader's words, as the live
    // prices dialog names it; then the document's own title and the price's
    // note (instance names and figures, quoted as given).
    const QString from = s ? tr("%1, %2").arg(sizing::sizingPublisherText(*s), dateText(s->date)) +
                                 QLatin1Char('\n') + s->title
                           : price.source;
    const QString host = price.host == QStringLiteral("included")
                             ? tr("\nHost (vCPU, RAM) included.")
                         : price.host == QStringLiteral("extra")
                             ? tr("\nAccelerator only: the host (vCPU, RAM) is billed on top.")
                             : QString();
    return cell(sizing::priceProvenanceText(price, today, sizing::PriceAge::PastAYear),
                from + QLatin1Char('\n') + price.note + host);
}

QTableWidgetItem* SizingTable::statusCell(const sizing::Candidate& c, const QStringList& notes) {
    QString status = c.meetsDeadline ? tr("available") : tr("misses the deadline");
    if ((c.training && !c.training->fitsInMemory) || (c.inference && !c.inference->fitsInMemory)) {
        status = tr("does not fit");
    } else if (c.inference && c.inference->fitsInMemory && !c.inference->meetsLatency) {
        status = tr("misses the latency targets");
    } else if (c.inference && c.inference->fitsInMemory && !c.inference->meetsLoad) {
        status = tr("below the load");
    }
    // The notes can run to several sentences: the cell says there are some,
    // the tooltip and the details line say what they are.
    return cell(notes.isEmpty() ? status : tr("%1, see notes").arg(status),
                notes.isEmpty()
                    ? status
                    : status + QStringLiteral(":\n") + notes.join(QStringLiteral("\n")));
}

QString SizingTable::details(int row) const {
    const QTableWidgetItem* name = item(row, Name);
    const QTableWidgetItem* status = item(row, Status);
    if (!name || !status) {
        return {};
    }
    return tr("%1: %2").arg(name->text(),
                            status->toolTip().replace(QLatin1Char('\n'), QLatin1Char(' ')));
}

void SizingTable::onItemChanged(QTableWidgetItem* item) {
    if (m_filling || (item->column() != Mfu && item->column() != Price)) {
        return;
    }
    const QString id = this->item(item->row(), Name)->data(Qt::UserRole).toString();
    // What we show ("$11.28", "45% (35%–55%)", "11,28 $") or what people type ("0.45").
    QString text = item->text().trimmed().remove(QLatin1Char('$')).remove(QLatin1Char('%'));
    text = text.trimmed().section(QLatin1Char(' '), 0, 0).remove(QChar(0x00A0));
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok) {
        value = text.toDouble(&ok);
    }
    if (!ok || value <= 0.0) {
        value = -1.0; // cleared or unreadable: back to the catalogue's figure
    }
    if (item->column() == Mfu) {
        emit mfuEdited(id, value > 1.0 ? value / 100.0 : value); // "45" means 45%
    } else {
        emit priceEdited(id, value);
    }
}

} // namespace accel::ui
