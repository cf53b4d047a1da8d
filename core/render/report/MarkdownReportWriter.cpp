#include "render/report/MarkdownReportWriter.h"

#include "model/text/NumberFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace accel::render {

namespace {

// Escapes what Markdown would otherwise read as markup.
QString esc(QString text) {
    static const QString special = QStringLiteral("\\`*_[]<>|#");
    QString out;
    out.reserve(text.size());
    for (QChar c : text.replace(QLatin1Char('\n'), QLatin1Char(' '))) {
        if (special.contains(c)) {
            out += QLatin1Char('\\');
        }
        out += c;
    }
    return out;
}

QString richText(const report::RichText& text) {
    QString md;
    for (const report::Span& span : text) {
        QString part;
        if (span.url.isEmpty()) {
            part = esc(span.text);
        } else if (span.text == span.url) {
            part = QLatin1Char('<') + span.url + QLatin1Char('>');
        } else {
            part = QStringLiteral("[%1](%2)").arg(esc(span.text), span.url);
        }
        const QString trimmed = part.trimmed();
        if (span.strong && !trimmed.isEmpty()) {
            // Emphasis markers must hug the text: keep outer spaces outside them.
            const qsizetype at = part.indexOf(trimmed);
            part = part.left(at) + QStringLiteral("**") + trimmed + QStringLiteral("**") +
                   part.mid(at + trimmed.size());
        }
        md += part;
    }
    return md;
}

QString table(const report::Table& t, const QStringList& extraHeader = {},
              const QList<QStringList>& extraCells = {}) {
    const QStringList header = t.header + extraHeader;
    QString md = QStringLiteral("|");
    for (const QString& h : header) {
        md += QLatin1Char(' ') + esc(h) + QStringLiteral(" |");
    }
    md += QStringLiteral("\n|");
    for (int c = 0; c < header.size(); ++c) {
        md += t.numericColumns.contains(c) ? QStringLiteral("---:|") : QStringLiteral("---|");
    }
    md += QLatin1Char('\n');
    for (int r = 0; r < t.rows.size(); ++r) {
        QStringList cells = t.rows[r];
        while (cells.size() < t.header.size()) {
            cells << QString();
        }
        cells += extraCells.value(r);
        md += QLatin1Char('|');
        for (const QString& cell : cells) {
            md += QLatin1Char(' ') + esc(cell) + QStringLiteral(" |");
        }
        md += QLatin1Char('\n');
    }
    return md;
}

// A bar drawn with block characters, so the chart keeps its shape in plain
// text: left of the axis for the GPU, right for the TPU.
QList<QStringList> textBars(const Evaluation& e) {
    double largest = 0.0;
    for (const FactorContribution& f : e.factors) {
        largest = std::max(largest, std::abs(f.contribution));
    }
    constexpr int kWidth = 10;
    QList<QStringList> bars;
    for (const FactorContribution& f : e.factors) {
        if (f.option < 0) {
            continue;
        }
        const int n =
            largest > 0.0
                ? static_cast<int>(std::lround(std::abs(f.contribution) / largest * kWidth))
                : 0;
        const QString bar(n, QChar(0x2588));
        if (f.contribution < 0.0) {
            bars << QStringList{QStringLiteral("GPU \u25c0 ") + bar};
        } else if (f.contribution > 0.0) {
            bars << QStringList{bar + QStringLiteral(" \u25b6 TPU")};
        } else {
            bars << QStringList{QStringLiteral("\u00b7")};
        }
    }
    return bars;
}

} // namespace

QByteArray markdownReport(const report::ReportDocument& report) {
    QString md = QStringLiteral("# ") + esc(report.title) + QStringLiteral("\n\n");
    for (const report::Fact& fact : report.titleFacts) {
        // The language's own "label: value" (French puts a no-break space
        // before the colon); two trailing spaces: a line break without
        // starting a new paragraph.
        md += labelledText(QStringLiteral("**%1**").arg(esc(fact.label)), esc(fact.value)) +
              QStringLiteral("  \n");
    }
    for (const report::Section& s : report.sections) {
        md += QStringLiteral("\n## ") + esc(s.title) + QStringLiteral("\n\n");
        for (const report::Block& b : s.blocks) {
            switch (b.kind) {
            case report::Block::Kind::Paragraph:
                md += richText(b.items.value(0)) + QStringLiteral("\n\n");
                break;
            case report::Block::Kind::Verdict:
                // Text keeps text: the headline, then the confidence.
                for (const report::RichText& line : b.items) {
                    md += richText(line) + QStringLiteral("\n\n");
                }
                break;
            case report::Block::Kind::Note:
                md += QLatin1Char('*') + richText(b.items.value(0)).trimmed() +
                      QStringLiteral("*\n\n");
                break;
            case report::Block::Kind::BulletList:
                for (const report::RichText& item : b.items) {
                    md += QStringLiteral("- ") + richText(item) + QLatin1Char('\n');
                }
                md += QLatin1Char('\n');
                break;
            case report::Block::Kind::Table:
            case report::Block::Kind::CostChart: // its numbers: Markdown has no pictures of its own
                md += table(b.table) + QLatin1Char('\n');
                break;
            case report::Block::Kind::FactorChart:
                md += table(b.table, {QCoreApplication::translate("MarkdownReport", "Lean")},
                            textBars(report.evaluation)) +
                      QLatin1Char('\n');
                break;
            }
        }
    }
    return md.toUtf8();
}

} // namespace accel::render
