#include "render/report/HtmlReportWriter.h"

#include "model/cost/CostModel.h"
#include "render/Palette.h"
#include "render/VerdictMark.h"
#include "render/VerdictMarkSvg.h"
#include "render/chart/CostChart.h"
#include "render/chart/FactorChartPicture.h"
#include "render/report/ReportTypography.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel::render {

namespace {

// Inline styles: the file must look right when mailed or attached to a wiki page.
// Colours come from the palette (@name@ placeholders), as in the PDF.
const char* const kStyleTemplate = R"(
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; color: @text@;
       max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.45; font-size: 15px; }
h1 { color: @accent@; font-size: 1.8rem; margin-bottom: 0.4rem; }
h2 { color: @accent@; font-size: 1.3rem; margin-top: 2rem; border-bottom: 1px solid @rule@;
     padding-bottom: 0.2rem; }
dl.facts { display: grid; grid-template-columns: max-content auto; gap: 0.2rem 1rem; }
dl.facts dt { font-weight: bold; color: @muted@; }
dl.facts dd { margin: 0; }
table { border-collapse: collapse; width: 100%; font-size: 0.85rem; margin: 0.5rem 0 1rem; }
th, td { border: 1px solid @rule@; padding: 0.3rem 0.45rem; vertical-align: top;
         text-align: left; }
th { background: @tableHeader@; }
tr:nth-child(even) td { background: @tableStripe@; }
td.num, th.num { text-align: right; white-space: nowrap; }
div.verdict { display: flex; align-items: center; gap: 0.8rem; margin: 0.4rem 0 0.8rem;
              padding: 0.5rem 0.8rem; border: 1px solid @rule@; border-radius: 3px; }
div.verdict p { margin: 0.15rem 0; }
div.verdict p.headline { font-size: 1.3rem; font-weight: bold; }
p.note { color: @muted@; font-style: italic; font-size: 0.85rem; }
figure { margin: 0.5rem 0; }
figure svg { max-width: 100%; height: auto; }
a { color: @link@; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  h2 { break-after: avoid; }
  tr, figure { break-inside: avoid; }
  thead { display: table-header-group; }
}
)";

QString style() {
    QString css = QLatin1String(kStyleTemplate);
    const std::pair<const char*, QColor> colours[] = {{"@text@", palette::text()},
                                                      {"@accent@", palette::accent()},
                                                      {"@rule@", palette::rule()},
                                                      {"@muted@", palette::muted()},
                                                      {"@tableHeader@", palette::tableHeader()},
                                                      {"@tableStripe@", palette::tableStripe()},
                                                      {"@link@", palette::link()}};
    for (const auto& [name, colour] : colours) {
        css.replace(QLatin1String(name), colour.name());
    }
    return css;
}

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString richText(const report::RichText& text) {
    QString html;
    for (const report::Span& span : text) {
        QString part = esc(span.text);
        if (!span.url.isEmpty()) {
            part = QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(span.url), part);
        }
        if (span.strong) {
            part = QStringLiteral("<strong>") + part + QStringLiteral("</strong>");
        }
        html += part;
    }
    return html;
}

QString table(const report::Table& t) {
    QString html = QStringLiteral("<table>\n<thead><tr>");
    for (int c = 0; c < t.header.size(); ++c) {
        html += t.numericColumns.contains(c) ? QStringLiteral("<th class=\"num\">")
                                             : QStringLiteral("<th>");
        html += esc(t.header[c]) + QStringLiteral("</th>");
    }
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const QStringList& row : t.rows) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < t.header.size(); ++c) {
            html += t.numericColumns.contains(c) ? QStringLiteral("<td class=\"num\">")
                                                 : QStringLiteral("<td>");
            html += esc(row.value(c)) + QStringLiteral("</td>");
        }
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</tbody>\n</table>\n");
    return html;
}

// QSvgGenerator writes a whole XML document; HTML wants just the <svg> element.
QString inlineSvg(const report::ReportDocument& report) {
    const FactorChartStyle style =
        documentChartStyle(ReportTypography::font(ReportTypography::kBody), 12);
    const QSizeF size = factorChartSize(report.evaluation, 760.0, style);
    const QString svg = QString::fromUtf8(factorChartSvg(report.evaluation, size, style));
    const qsizetype start = svg.indexOf(QStringLiteral("<svg"));
    if (start < 0) {
        return {};
    }
    QString element = svg.mid(start).trimmed();
    element.insert(4, QStringLiteral(" role=\"img\" aria-labelledby=\"chart-caption\""));
    return element;
}

// The cumulative-cost chart, drawn by the Bill tab's own builder, as an
// inline SVG named by its caption.
QString inlineCostSvg(const cost::CostPlan& plan, const QString& captionId) {
    CostChartStyle style;
    style.font = ReportTypography::font(ReportTypography::kBody);
    style.font.setPixelSize(12);
    const QString svg = QString::fromUtf8(costChartSvg(plan, QSizeF(760.0, 360.0), style));
    const qsizetype start = svg.indexOf(QStringLiteral("<svg"));
    if (start < 0) {
        return {};
    }
    QString element = svg.mid(start).trimmed();
    element.insert(4, QStringLiteral(" role=\"img\" aria-labelledby=\"%1\"").arg(captionId));
    return element;
}

// The window's verdict card: an edge in the verdict's colour, its mark (the
// card's own drawing, as inline SVG named for screen readers), the headline
// and the confidence.
QString verdictBox(const Evaluation& e, const QList<report::RichText>& lines) {
    const ConfidenceBand band = confidenceBand(e.confidence.sameVerdict);
    const QString name = verdictName(e.verdict);
    QString svg = QString::fromUtf8(verdictMarkSvg(e.verdict, band, 24, name));
    const qsizetype start = svg.indexOf(QStringLiteral("<svg"));
    svg = start < 0 ? QString() : svg.mid(start).trimmed();
    if (!svg.isEmpty()) {
        svg.insert(4, QStringLiteral(" role=\"img\" aria-label=\"%1\"").arg(esc(name)));
    }
    QString html = QStringLiteral("<div class=\"verdict\" data-verdict=\"%1\" "
                                  "style=\"border-left: 6px solid %2;\">\n")
                       .arg(esc(name), verdictColour(e.verdict).name());
    html += svg + QStringLiteral("\n<div>\n");
    for (qsizetype i = 0; i < lines.size(); ++i) {
        html += (i == 0 ? QStringLiteral("<p class=\"headline\">") : QStringLiteral("<p>")) +
                richText(lines[i]) + QStringLiteral("</p>\n");
    }
    return html + QStringLiteral("</div>\n</div>\n");
}

} // namespace

QByteArray htmlReport(const report::ReportDocument& report) {
    const QString lang = QLocale().bcp47Name();
    QString html;
    html += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n").arg(esc(lang));
    html += QStringLiteral("<meta charset=\"utf-8\"/>\n");
    html += QStringLiteral(
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    html += QStringLiteral("<meta name=\"generator\" content=\"%1\"/>\n").arg(esc(report.creator));
    html += QStringLiteral("<title>%1</title>\n").arg(esc(report.title));
    html += QStringLiteral("<style>") + style() + QStringLiteral("</style>\n");
    html += QStringLiteral("</head>\n<body>\n<header>\n");
    html += QStringLiteral("<h1>%1</h1>\n<dl class=\"facts\">\n").arg(esc(report.title));
    for (const report::Fact& fact : report.titleFacts) {
        html += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n").arg(esc(fact.label), esc(fact.value));
    }
    html += QStringLiteral("</dl>\n</header>\n<main>\n");

    for (const report::Section& s : report.sections) {
        html += QStringLiteral("<section id=\"%1\">\n<h2>%2</h2>\n").arg(esc(s.id), esc(s.title));
        for (const report::Block& b : s.blocks) {
            switch (b.kind) {
            case report::Block::Kind::Paragraph:
                html +=
                    QStringLiteral("<p>") + richText(b.items.value(0)) + QStringLiteral("</p>\n");
                break;
            case report::Block::Kind::Note:
                html += QStringLiteral("<p class=\"note\">") + richText(b.items.value(0)) +
                        QStringLiteral("</p>\n");
                break;
            case report::Block::Kind::Verdict:
                html += verdictBox(report.evaluation, b.items);
                break;
            case report::Block::Kind::BulletList:
                html += QStringLiteral("<ul>\n");
                for (const report::RichText& item : b.items) {
                    html += QStringLiteral("<li>") + richText(item) + QStringLiteral("</li>\n");
                }
                html += QStringLiteral("</ul>\n");
                break;
            case report::Block::Kind::Table:
                html += table(b.table);
                break;
            case report::Block::Kind::FactorChart:
                // The picture for the eye, the same numbers as a table for
                // screen readers and copy-paste.
                html += QStringLiteral("<figure>\n") + inlineSvg(report) +
                        QStringLiteral("\n<figcaption id=\"chart-caption\" class=\"note\">%1"
                                       "</figcaption>\n</figure>\n")
                            .arg(esc(s.title));
                html += QStringLiteral("<details><summary>%1</summary>\n")
                            .arg(esc(
                                QCoreApplication::translate("HtmlReport", "The chart's numbers"))) +
                        table(b.table) + QStringLiteral("</details>\n");
                break;
            case report::Block::Kind::CostChart:
                if (b.costPlan) {
                    html += QStringLiteral("<figure>\n") +
                            inlineCostSvg(*b.costPlan, QStringLiteral("cost-chart-caption")) +
                            QStringLiteral("\n<figcaption id=\"cost-chart-caption\" "
                                           "class=\"note\">%1</figcaption>\n</figure>\n")
                                .arg(esc(b.table.header.value(0)));
                    html += QStringLiteral("<details><summary>%1</summary>\n")
                                .arg(esc(QCoreApplication::translate("HtmlReport",
                                                                     "The chart's numbers"))) +
                            table(b.table) + QStringLiteral("</details>\n");
                } else {
                    html += table(b.table);
                }
                break;
            }
        }
        html += QStringLiteral("</section>\n");
    }
    html += QStringLiteral("</main>\n</body>\n</html>\n");
    return html.toUtf8();
}

} // namespace accel::render
