#include "ui/wizard/SizingSummaryView.h"

#include "model/text/NumberFormat.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace accel::ui {

namespace {

QString html(const report::RichText& text) {
    QString out;
    for (const report::Span& span : text) {
        QString part = span.text.toHtmlEscaped();
        if (!span.url.isEmpty()) {
            part = QStringLiteral("<a href=\"%1\">%2</a>").arg(span.url.toHtmlEscaped(), part);
        }
        if (span.strong) {
            part = QStringLiteral("<b>%1</b>").arg(part);
        }
        out += part;
    }
    return out;
}

} // namespace

SizingSummaryView::SizingSummaryView(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel)
    , m_table(new QTableWidget)
    , m_assumptions(new QLabel) {
    setObjectName(QStringLiteral("sizingSummary"));
    for (QLabel* text : {m_summary, m_assumptions}) {
        text->setWordWrap(true);
        text->setTextFormat(Qt::RichText);
        text->setTextInteractionFlags(Qt::TextBrowserInteraction);
        text->setOpenExternalLinks(true);
    }
    m_summary->setObjectName(QStringLiteral("sizingSummaryText"));
    m_assumptions->setObjectName(QStringLiteral("sizingAssumptions"));
    m_table->setObjectName(QStringLiteral("sizingSummaryTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Nothing cut: cells wrap, columns share the width, rows grow to fit, and
    // the table is as tall as its rows. The tab scrolls as one page, as the
    // sizing step does, instead of a table scrolling inside a tab.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move within
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | static_cast<int>(Qt::TextWordWrap)));
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->installEventFilter(this);

    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->addWidget(m_summary);
    column->addWidget(m_table);
    column->addWidget(m_assumptions);
    column->addStretch(1);
    auto* scroll = new QScrollArea(this);
    // Its content takes the focus: Tab and the arrow keys go straight to the
    // first field instead of stopping on the area (keepFocusInView scrolls).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setObjectName(QStringLiteral("sizingSummaryScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    retranslateUi();
}

bool SizingSummaryView::eventFilter(QObject* watched, QEvent* event) {
    // Rows wrap to the columns' widths, which follow the tab's width.
    if (watched == m_table && event->type() == QEvent::Resize) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                fitColumns();
                fitTableHeight();
            },
            Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void SizingSummaryView::fitTableHeight() {
    m_table->resizeRowsToContents();
    // The header as tall as its longest wrapped title at the current widths.
    QHeaderView* header = m_table->horizontalHeader();
    const int margin = 2 * m_table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int headerHeight = header->sizeHint().height();
    for (int c = 0; c < m_table->columnCount(); ++c) {
        if (const QTableWidgetItem* h = m_table->horizontalHeaderItem(c)) {
            const QRect text = header->fontMetrics().boundingRect(
                QRect(0, 0, std::max(1, m_table->columnWidth(c) - 2 * margin), 10000),
                Qt::TextWordWrap, h->text());
            headerHeight = std::max(headerHeight, text.height() + 2 * margin);
        }
    }
    if (header->height() != headerHeight) {
        header->setFixedHeight(headerHeight);
    }
    int height = 2 * m_table->frameWidth() + headerHeight;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        height += m_table->rowHeight(r);
    }
    if (m_table->minimumHeight() != height || m_table->maximumHeight() != height) {
        m_table->setFixedHeight(height);
    }
}

void SizingSummaryView::changeEvent(QEvent* event) {
    // The section itself is rebuilt by the result page in the new language.
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void SizingSummaryView::retranslateUi() {
    m_table->setAccessibleName(tr("Sizing candidates"));
    m_assumptions->setAccessibleName(tr("Sizing assumptions"));
    m_summary->setAccessibleName(m_table->accessibleName());
}

void SizingSummaryView::showSection(const report::Section& section) {
    // Paragraphs before the table summarise; everything after it explains.
    QStringList before;
    QStringList after;
    bool tableSeen = false;
    for (const report::Block& block : section.blocks) {
        switch (block.kind) {
        case report::Block::Kind::Table:
            showTable(block.table);
            tableSeen = true;
            break;
        case report::Block::Kind::BulletList: {
            QString list = QStringLiteral("<ul>");
            for (const report::RichText& item : block.items) {
                list += QStringLiteral("<li>%1</li>").arg(html(item));
            }
            after << list + QStringLiteral("</ul>");
            break;
        }
        case report::Block::Kind::Note:
            after << QStringLiteral("<p><small>%1</small></p>")
                         .arg(block.items.isEmpty() ? QString() : html(block.items.first()));
            break;
        case report::Block::Kind::Paragraph:
        case report::Block::Kind::FactorChart:
        case report::Block::Kind::CostChart: // the Bill tab draws it; nothing to read here
        case report::Block::Kind::Verdict:   // only in the summary; read as text here
            if (!block.items.isEmpty()) {
                (tableSeen ? after : before)
                    << QStringLiteral("<p>%1</p>").arg(html(block.items.first()));
            }
            break;
        }
    }
    m_summary->setText(before.join(QString()));
    m_assumptions->setText(after.join(QString()));
    fitTableHeight();
}

void SizingSummaryView::showTable(const report::Table& table) {
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(table.header.size()));
    m_table->setRowCount(static_cast<int>(table.rows.size()));
    m_numeric = table.numericColumns;
    // Headers aligned as their cells: numbers to the right, words to the left.
    for (int c = 0; c < table.header.size(); ++c) {
        auto* header = new QTableWidgetItem(table.header[c]);
        header->setTextAlignment((m_numeric.contains(c) ? Qt::AlignRight : Qt::AlignLeft) |
                                 Qt::AlignVCenter |
                                 Qt::Alignment(static_cast<int>(Qt::TextWordWrap)));
        m_table->setHorizontalHeaderItem(c, header);
    }
    const QString dash = QStringLiteral("\u2014");
    for (int r = 0; r < table.rows.size(); ++r) {
        const QStringList& row = table.rows[r];
        // The section marks an unavailable accelerator by dashes for its numbers.
        const bool unavailable = row.size() > 1 && row[1] == dash;
        for (int c = 0; c < row.size(); ++c) {
            const bool numeric = m_numeric.contains(c);
            auto* item = new QTableWidgetItem(numeric ? keepRangesWhole(row[c]) : row[c]);
            item->setToolTip(row[c]);
            item->setTextAlignment((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            if (unavailable) {
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
            m_table->setItem(r, c, item);
        }
    }
    fitColumns();
}

void SizingSummaryView::fitColumns() {
    // The figures on one line when the tab has room ("$1.29 million
    // ($972,000–1.88 million)"), else the value above its range; the short
    // columns (chips, fits) as wide as they need; the words (names, sources,
    // status) share the rest and wrap.
    const QFontMetrics metrics = m_table->fontMetrics();
    const QFontMetrics headerMetrics = m_table->horizontalHeader()->fontMetrics();
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
    const int columns = m_table->columnCount();
    QList<int> natural(columns, 0);
    QList<int> figure(columns, 0);
    QList<int> cells(columns, 0); // the widest cell, header aside
    for (int c = 0; c < columns; ++c) {
        const QTableWidgetItem* header = m_table->horizontalHeaderItem(c);
        for (const QString& word : (header ? header->text() : QString()).split(QLatin1Char(' '))) {
            figure[c] = std::max(figure[c], headerMetrics.horizontalAdvance(word) + padding);
        }
        natural[c] = headerMetrics.horizontalAdvance(header ? header->text() : QString()) + padding;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            const QString text = m_table->item(r, c) ? m_table->item(r, c)->text() : QString();
            natural[c] = std::max(natural[c], metrics.horizontalAdvance(text) + padding);
            cells[c] = std::max(cells[c], metrics.horizontalAdvance(text) + padding);
            for (const QString& part : text.split(QStringLiteral(" ("))) {
                figure[c] = std::max(figure[c], metrics.horizontalAdvance(part) + padding + 8);
            }
        }
    }
    // Sized: numbers, and any column whose cells are no wider than a short
    // word ("yes", "oui"), however long its header ("En mémoire").
    const int shortColumn = 8 * metrics.horizontalAdvance(QLatin1Char('M'));
    QList<bool> sized(columns, false);
    int sizedNatural = 0;
    int wordsLeast = 0;
    for (int c = 0; c < columns; ++c) {
        sized[c] = m_numeric.contains(c) || cells[c] <= shortColumn;
        sizedNatural += sized[c] ? natural[c] : 0;
        wordsLeast += sized[c] ? 0 : std::max(figure[c], 10 * metrics.averageCharWidth());
    }
    const bool oneLine = sizedNatural + wordsLeast <= m_table->viewport()->width();
    QHeaderView* header = m_table->horizontalHeader();
    for (int c = 0; c < columns; ++c) {
        if (sized[c]) {
            header->setSectionResizeMode(c, QHeaderView::Fixed);
            m_table->setColumnWidth(c, oneLine ? natural[c] : figure[c]);
        } else {
            header->setSectionResizeMode(c, QHeaderView::Stretch);
        }
    }
}

} // namespace accel::ui
