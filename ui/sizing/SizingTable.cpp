#include "ui/sizing/SizingTable.h"

#include "model/CatalogueText.h"
#include "model/report/CandidateTable.h"
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
#include <iterator>
#include <numeric>

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
class PaddedDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const override {
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
        // Serving's speeds ("2,500 tokens/s; 45.9 per user; first token 90 ms")
        // in a narrow column: one figure a line, never one split over two.
        const QString figures = QStringLiteral("; ");
        if (c == SizingTable::Time && option->text.contains(figures) &&
            option->fontMetrics.horizontalAdvance(option->text) > option->rect.width() - 8) {
            option->text.replace(figures, QStringLiteral(";\n"));
            option->text.replace(QLatin1Char(' '), QChar::Nbsp);
            return;
        }
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
    horizontalHeader()->setSectionResizeMode(Status, QHeaderView::Stretch);
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
    // The short columns as wide as their header and their figures. The
    // names, figures ("$1.29 million ($972,000–1.88 million)") and sources
    // on one line when the table has room, else the value above its range,
    // never broken elsewhere; the status takes the rest.
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
            if (it) {
                width = std::max(width, metrics.horizontalAdvance(it->text()) + padding);
                // Names and statuses wrap between words, figures only before their range.
                // Serving's speeds wrap between their figures.
                const QString breaks = c == Name || c == Status || c == PriceSource
                                           ? QStringLiteral(" ")
                                       : c == Time && !m_training ? QStringLiteral("; ")
                                                                  : QStringLiteral(" (");
                for (const QString& part : it->text().split(breaks)) {
                    words = std::max(words, metrics.horizontalAdvance(part) + padding + 8);
                }
            }
        }
        natural[c] = width;
        narrow[c] = words;
    }
    // The price source is empty but for the rows that differ from the one
    // said below the table: it takes what its texts need, at least a dozen
    // characters when it has any, and wraps before anything else does.
    const bool sourceShown = !isColumnHidden(PriceSource);
    const int sourceMin = std::max(narrow[PriceSource], 12 * metrics.averageCharWidth() + padding);
    // Layouts from the roomiest to the tightest; the first that fits wins.
    // Each step gives up one comfort: the name on one line, the figures on
    // one line, the source on one line, the status on one line. The status
    // takes whatever is left (its section stretches).
    struct Layout {
        bool nameWhole, figuresWhole, sourceWhole, statusWhole;
    };
    const Layout layouts[] = {{true, true, true, true},
                              {false, true, true, true},
                              {false, true, false, true},
                              {false, false, false, true},
                              {false, false, false, false}};
    const auto widths = [&](const Layout& l) {
        QList<int> w = narrow;
        w[Name] = l.nameWhole ? natural[Name]
                              : std::max(narrow[Name], std::min(natural[Name], nameWidth));
        for (int c : {Chips, Fits, Price}) {
            w[c] = natural[c];
        }
        for (int c : {Time, Cost, Mfu}) {
            w[c] = l.figuresWhole && m_training ? natural[c] : narrow[c];
        }
        w[PriceSource] = !sourceShown    ? 0
                         : l.sourceWhole ? std::max(natural[PriceSource], sourceMin)
                                         : sourceMin;
        w[Status] = l.statusWhole ? std::max(narrow[Status], std::min(natural[Status], statusWidth))
                                  : narrow[Status];
        return w;
    };
    const int room = viewport()->width();
    QList<int> chosen = widths(layouts[std::size(layouts) - 1]);
    for (const Layout& l : layouts) {
        const QList<int> w = widths(l);
        if (std::accumulate(w.begin(), w.end(), 0) <= room) {
            chosen = w;
            break;
        }
    }
    // A source that wraps gets what the status (which stretches) does not need.
    const int spare = room - std::accumulate(chosen.begin(), chosen.end(), 0);
    if (sourceShown && spare > 0 && chosen[PriceSource] < natural[PriceSource]) {
        chosen[PriceSource] = std::min(natural[PriceSource], chosen[PriceSource] + spare);
    }
    for (int c = Name; c < Status; ++c) {
        setColumnWidth(c, chosen[c]);
    }
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
    // The words of the Sizing tab and the report (report::candidateTable()).
    const QStringList labels{tr("Accelerator"),
                             m_training ? tr("Chips") : tr("Chips (replicas × chips)"),
                             tr("Fits"),
                             m_training ? tr("Time") : tr("Output speed"),
                             m_training ? tr("Cost") : tr("Cost per M output tokens"),
                             m_training ? tr("MFU") : tr("Cost per hour"),
                             tr("$ per chip-hour"),
                             tr("Price source"),
                             tr("Status")};
    const QStringList tips{
        {},
        tr("Chips the plan needs"),
        tr("Whether the model fits in the chips' memory"),
        {},
        {},
        m_training ? tr("Model-FLOPs utilisation: double-click to type your own (0-1)")
                   : tr("What the chips cost per hour while serving"),
        tr("Price in USD per chip-hour: double-click to type your own"),
        tr("Where the price comes from, where not from the source named below the table"),
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
    // The row being looked at stays selected when its place changes: a
    // typed price or MFU re-sorts the table, as a sorted view does.
    const QString currentId = currentRow() >= 0 && item(currentRow(), Name)
                                  ? item(currentRow(), Name)->data(Qt::UserRole).toString()
                                  : QString();
    const int column = currentColumn();
    m_filling = true;
    setRowCount(static_cast<int>(rows.size()));
    const QDate today = QDate::currentDate();
    m_training = request.kind == sizing::SizingRequest::Kind::Training;
    updateHeaders();
    // The Sizing tab's and the report's order, columns and words (one core
    // function writes all three); this table adds the tooltips and editing.
    const std::vector<const sizing::Candidate*> order = report::candidateOrder(rows);
    const report::CandidateTable shown = report::candidateTable(order, request, today);
    m_notes = shown.notes;
    setColumnHidden(PriceSource, shown.priceSourceColumnEmpty);
    int keep = -1;
    for (int r = 0; r < static_cast<int>(order.size()); ++r) {
        const sizing::Candidate& c = *order[static_cast<std::size_t>(r)];
        showCandidate(r, c, shown.table.rows.value(r), request, catalogue, today);
        keep = c.spec->id == currentId ? r : keep;
    }
    m_filling = false;
    if (keep >= 0 && keep != currentRow()) {
        setCurrentCell(keep, column);
    }
    fitColumns();
    fitHeight();
}

void SizingTable::showCandidate(int r, const sizing::Candidate& c, const QStringList& texts,
                                const sizing::SizingRequest& request,
                                const sizing::AcceleratorData& catalogue, const QDate& today) {
    auto* name = cell(texts.value(Name), sizing::acceleratorNotesText(*c.spec));
    name->setData(Qt::UserRole, c.spec->id);
    putItem(r, Name, name);
    if (!c.availability.available) {
        showUnavailable(r, texts, c.availability.reason);
        return;
    }
    QStringList notes;
    std::optional<sizing::PricePoint> price;
    QString noPriceReason;
    if (c.training) {
        price = c.training->price;
        notes = c.training->notes;
        noPriceReason = c.training->noPriceReason;
        showTrainingFigures(r, texts, *c.training, request.mfuOverrides.contains(c.spec->id));
    } else if (c.inference) {
        price = c.inference->price;
        notes = c.inference->notes;
        noPriceReason = c.inference->noPriceReason;
        showServingFigures(r, texts, *c.inference);
    }
    putItem(r, Price,
            cell(texts.value(Price), tr("Type your own price per chip-hour; clear it to go back"),
                 true));
    putItem(r, PriceSource,
            price ? priceSourceCell(texts.value(PriceSource), *price, catalogue, today)
                  : cell(texts.value(PriceSource),
                         noPriceReason.isEmpty() ? tr("none: enter your own") : noPriceReason));
    notes.removeAll(noPriceReason); // the price columns say it already
    notes.removeAll(QString());
    putItem(r, Status, statusCell(texts.value(Status), notes));
}

void SizingTable::showUnavailable(int r, const QStringList& texts, const QString& reason) {
    // No figures: dashes, "unavailable", and the reason in every cell's
    // tooltip (and once below the table, for all that share it).
    //: %1: why, a sentence of its own ("Not sold on AWS.").
    const QString unavailable = tr("Unavailable. %1").arg(reason);
    for (int col = Name; col <= Status; ++col) {
        QTableWidgetItem* item =
            col == Name ? this->item(r, Name) : cell(texts.value(col), unavailable);
        item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        if (col != Name) {
            putItem(r, col, item);
        }
    }
}

void SizingTable::showTrainingFigures(int r, const QStringList& texts,
                                      const sizing::TrainingEstimate& e, bool ownMfu) {
    putItem(r, Chips,
            cell(texts.value(Chips), tr("Chips needed to fit the training state: %1")
                                         .arg(QLocale().toString(e.minChipsToFit))));
    putItem(r, Fits,
            cell(texts.value(Fits), tr("%1 GB per chip needed, %2 GB usable")
                                        .arg(plainNumberText(e.memoryPerChipGB),
                                             plainNumberText(e.usableMemoryPerChipGB))));
    // A set-up that does not fit runs for no time at no cost: nothing to show.
    const QString noFit = tr("Does not fit in memory: no time and no cost.");
    putItem(r, Time, cell(texts.value(Time), e.fitsInMemory ? QString() : noFit));
    putItem(r, Cost, cell(texts.value(Cost), e.fitsInMemory ? QString() : noFit));
    putItem(r, Mfu,
            cell(texts.value(Mfu),
                 ownMfu ? tr("Your MFU; clear it to go back to the estimate")
                        : tr("Model-FLOPs utilisation at this scale; type your own (0-1)"),
                 true));
}

void SizingTable::showServingFigures(int r, const QStringList& texts,
                                     const sizing::InferenceEstimate& e) {
    putItem(r, Chips, cell(texts.value(Chips), tr("total (replicas × chips per replica)")));
    putItem(r, Fits,
            cell(texts.value(Fits),
                 tr("weights %1 GB + KV cache %2 GB per replica")
                     .arg(plainNumberText(e.weightsGB), plainNumberText(e.kvCacheGB))));
    putItem(r, Time,
            cell(texts.value(Time),
                 tr("Output tokens per second in all and for each user, and the time to the "
                    "first token; %Ln sequences per replica",
                    nullptr, e.batch)));
    putItem(
        r, Cost,
        cell(texts.value(Cost),
             e.costPerHourUsd
                 ? tr("%1 per hour for %2").arg(usdText(*e.costPerHourUsd), chipsText(e.totalChips))
                 : e.noPriceReason));
    putItem(r, Mfu, cell(texts.value(Mfu), tr("What the chips cost per hour while serving")));
}

QTableWidgetItem* SizingTable::priceSourceCell(const QString& text, const sizing::PricePoint& price,
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
    // The cell is empty where the price shares the source said below the
    // table; the tooltip names it on every row.
    return cell(text, sizing::priceProvenanceText(price, today) + QLatin1Char('\n') + from +
                          QLatin1Char('\n') + price.note + host);
}

QTableWidgetItem* SizingTable::statusCell(const QString& text, const QStringList& notes) {
    // The notes can run to several sentences: the cell says there are some,
    // the tooltip, the details line and the notes below the table say what.
    return cell(text, notes.isEmpty() ? text : notes.join(QStringLiteral("\n")));
}

QString SizingTable::details(int row) const {
    const QTableWidgetItem* name = item(row, Name);
    const QTableWidgetItem* status = item(row, Status);
    if (!name || !status) {
        return {};
    }
    QString text = tr("%1: %2").arg(name->text(), status->text());
    if (status->toolTip() != status->text()) {
        text += QLatin1Char(' ') + status->toolTip().replace(QLatin1Char('\n'), QLatin1Char(' '));
    }
    return text;
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
