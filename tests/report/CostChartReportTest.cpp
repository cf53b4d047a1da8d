// The bill's page shows its cumulative-cost chart: the PDF draws it as vectors
// by the Bill tab's own chart builder, on the page of the bill and the
// break-even; HTML inlines it as SVG; Markdown keeps the numbers as a table.

#include "ImagePixels.h"
#include "PdfLayout.h"
#include "ReportFiles.h"
#include "model/cost/CostModel.h"
#include "model/report/CostSection.h"
#include "model/report/ProfileFigures.h"
#include "model/report/SizingSection.h"
#include "model/sizing/AcceleratorData.h"
#include "render/Palette.h"
#include "render/report/ChartTextObject.h"
#include "render/report/HtmlReportWriter.h"
#include "render/report/MarkdownReportWriter.h"
#include "render/report/ReportPages.h"
#include "render/report/ReportTextDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QImage>
#include <QMap>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <memory>

namespace accel::test {
namespace {

// A training bill (the example's own workload) and a serving one (the
// serving example, which has no workload of its own, given one here).
constexpr const char* kWithBill[] = {kFullHybrid, "pytorch-online-serving-aws.accel.json"};

Workload servingWorkload() {
    Workload w;
    w.kind = QStringLiteral("inference");
    w.params = 8e9;
    w.precision = QStringLiteral("bf16");
    w.requestsPerSecond = 20;
    w.inputTokens = 1000;
    w.outputTokens = 200;
    return w;
}

// The report as the window and the command make it: with the sizing and the bill.
report::ReportDocument reportWithBill(const char* example) {
    Example ex = loadExample(example);
    if (!ex.profile.workload) {
        ex.profile.workload = servingWorkload();
    }
    report::FigureOptions options;
    options.today = QDate(2025, 6, 1);
    return report::reportOf(
        report::figuresOf(ex.profile, ex.evaluation, sizing::AcceleratorData::bundled(), options),
        QString(), QStringLiteral("0.1.0"));
}

// The colour each option's line is drawn in: the palette's GPU, TPU and
// hybrid hues, as the Bill tab shows them.
QColor hueOf(const QString& id) {
    static const QMap<QString, QColor> hues{
        {QStringLiteral("gpu_cloud"), render::palette::gpu()},
        {QStringLiteral("tpu_cloud"), render::palette::tpu()},
        {QStringLiteral("gpu_owned"), render::palette::hybrid()}};
    return hues.value(id);
}

const report::Block* costChartBlock(const report::ReportDocument& doc) {
    return firstBlock(doc, u"cost", report::Block::Kind::CostChart);
}

TEST(CostChartReport, TheBillCarriesItsPlanAndTheChartsNumbers) {
    for (const char* example : kWithBill) {
        SCOPED_TRACE(example);
        const report::ReportDocument doc = reportWithBill(example);
        const report::Block* chart = costChartBlock(doc);
        ASSERT_NE(chart, nullptr);
        ASSERT_TRUE(chart->costPlan);
        ASSERT_FALSE(chart->costPlan->options.empty());
        // The numbers for text formats: one row per option.
        EXPECT_EQ(chart->table.rows.size(),
                  static_cast<qsizetype>(chart->costPlan->options.size()));
    }
}

TEST(CostChartReport, PdfDrawsTheChartOnTheBillsPageInEveryOptionsColour) {
    for (const char* example : kWithBill) {
        SCOPED_TRACE(example);
        const report::ReportDocument report = reportWithBill(example);
        const report::Block* block = costChartBlock(report);
        ASSERT_NE(block, nullptr);
        const report::Section* bill = report.section(u"cost");

        const std::unique_ptr<PdfLayout> laid = layOutAsPdf(report);
        QTextDocument* doc = laid->doc.get();
        QAbstractTextDocumentLayout* layout = doc->documentLayout();
        const double pageHeight = doc->pageSize().height();
        const auto pageOf = [&](const QTextBlock& b) {
            return static_cast<int>(layout->blockBoundingRect(b).top() / pageHeight);
        };

        // The section's heading, the chart and the last words of the section
        // (the porting paragraph and the assumptions) on one page.
        int headingPage = -1;
        int chartPage = -1;
        int lastPage = -1;
        QImage picture;
        bool inBill = false;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            if (b.text() == bill->title) {
                inBill = true;
                headingPage = pageOf(b);
                continue;
            }
            if (!inBill) {
                continue;
            }
            for (auto f = b.begin(); !f.atEnd(); ++f) {
                const QTextCharFormat format = f.fragment().charFormat();
                if (format.objectType() != render::CostChartTextObject::kType) {
                    continue;
                }
                chartPage = pageOf(b);
                // Draw it as the PDF does, and look at it.
                picture = drawnTextObject(*doc, f.fragment(), Qt::white);
            }
            if (b.text().startsWith(QStringLiteral("Porting to")) ||
                b.text().contains(QStringLiteral("engineer-weeks"))) {
                lastPage = pageOf(b);
            }
        }
        ASSERT_GE(headingPage, 0) << "no bill heading";
        ASSERT_FALSE(picture.isNull()) << "no cost chart in the bill's section";
        // The bill flows on from where it starts (issue 38: a page break
        // before it left most of a page blank); it moves to a page of its
        // own only from a page's last third, and then reads on one page.
        EXPECT_LE(chartPage - headingPage, 1);
        EXPECT_LE(lastPage - headingPage, 1) << "the bill runs over two pages";
        for (const cost::CostOption& o : block->costPlan->options) {
            EXPECT_TRUE(imageHasColour(picture, hueOf(o.id))) << o.id.toStdString();
        }
    }
}

TEST(CostChartReport, HtmlInlinesTheChartAsSvgWithALinePerOption) {
    for (const char* example : kWithBill) {
        SCOPED_TRACE(example);
        const report::ReportDocument report = reportWithBill(example);
        const report::Block* block = costChartBlock(report);
        ASSERT_NE(block, nullptr);
        const QString html = QString::fromUtf8(render::htmlReport(report));
        const qsizetype start = html.indexOf(QStringLiteral("<section id=\"cost\""));
        ASSERT_GE(start, 0);
        const qsizetype end = html.indexOf(QStringLiteral("</section>"), start);
        const QString section = html.mid(start, end - start);
        const qsizetype svgStart = section.indexOf(QStringLiteral("<svg"));
        ASSERT_GE(svgStart, 0) << "no chart in the bill's section";
        const QString svg =
            section.mid(svgStart, section.indexOf(QStringLiteral("</svg>"), svgStart) - svgStart);
        EXPECT_TRUE(svg.contains(QStringLiteral("role=\"img\"")));
        EXPECT_GE(svg.count(QStringLiteral("<path")) + svg.count(QStringLiteral("<polyline")),
                  static_cast<qsizetype>(block->costPlan->options.size()));
        for (const cost::CostOption& o : block->costPlan->options) {
            EXPECT_TRUE(svg.contains(hueOf(o.id).name(), Qt::CaseInsensitive))
                << o.id.toStdString();
        }
        // Markdown keeps the numbers, one row per option.
        const QString md = QString::fromUtf8(render::markdownReport(report));
        for (const QStringList& row : block->table.rows) {
            EXPECT_TRUE(md.contains(row.value(1))) << row.value(1).toStdString();
        }
    }
}

} // namespace
} // namespace accel::test
