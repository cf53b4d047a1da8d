// The factor chart of every report names every bar: Qt Charts drops a row
// label that would overlap its neighbour, so a chart too short for its
// wrapped labels printed a bar without its question (the German "Vorhandene
// Beschleuniger", the French "Délai d'obtention..." beside a two-line label).
// Every example, every language; the PDF on A4 and Letter at the size and
// font its page gives the chart (squeezed ones included), and the HTML's.

#include "ChartRowLabels.h"
#include "LanguageCodes.h"
#include "PdfLayout.h"
#include "ReportTestSupport.h"
#include "i18n/Language.h"
#include "model/report/ReportBuilder.h"
#include "render/chart/FactorChartPicture.h"
#include "render/report/ChartTextObject.h"
#include "render/report/ReportTypography.h"

#include <QDir>
#include <QGraphicsScene>
#include <QTextBlock>
#include <QTextDocument>

#include <memory>
#include <string>

namespace accel::test {
namespace {

struct ChartSeen {
    int charts = 0;
    QStringList missing; // "A4 chart 1 (12 px): row label not drawn: '...'"
};

void checkScene(const Evaluation& evaluation, const QSizeF& size, int pixelSize,
                const QString& where, ChartSeen& seen) {
    const render::FactorChartStyle style = render::documentChartStyle(
        render::ReportTypography::font(render::ReportTypography::kBody), pixelSize);
    const std::unique_ptr<QGraphicsScene> scene = render::factorChartScene(evaluation, size, style);
    const QChart* chart = chartIn(*scene);
    ASSERT_NE(chart, nullptr) << where.toStdString();
    ++seen.charts;
    for (const QString& problem : rowLabelsNotDrawn(*chart, *scene)) {
        seen.missing << QStringLiteral("%1 (%2x%3, %4 px): %5")
                            .arg(where)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(pixelSize)
                            .arg(problem);
    }
}

// Every factor chart the PDF document places, at the scene size and font
// size its page gave it (ChartTextObject::drawObject paints it so).
void checkPdf(const report::ReportDocument& report, QPageSize::PageSizeId pageSize,
              const QString& where, ChartSeen& seen) {
    const std::unique_ptr<PdfLayout> laid = layOutAsPdf(report, pageSize);
    for (QTextBlock b = laid->doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.objectType() != render::ChartTextObject::kType) {
                continue;
            }
            const QSizeF scene = format.property(render::ChartTextObject::SceneSize).toSizeF();
            const bool compact = format.boolProperty(render::ChartTextObject::Compact);
            checkScene(report.evaluation, scene, compact ? 10 : 12, where, seen);
        }
    }
}

class ReportChartRows : public ::testing::TestWithParam<std::string> {
protected:
    void TearDown() override { i18n::applyLanguage(QStringLiteral("en")); }
};

TEST_P(ReportChartRows, EveryBarOfTheFactorChartIsNamed) {
    i18n::applyLanguage(QString::fromStdString(GetParam()));
    const QStringList examples =
        QDir(examplesDir()).entryList({QStringLiteral("*.accel.json")}, QDir::Files, QDir::Name);
    ASSERT_GE(examples.size(), 4);
    ChartSeen seen;
    for (const QString& example : examples) {
        const Example ex = loadExample(qPrintable(example));
        report::ReportInputs inputs;
        inputs.applicationVersion = QStringLiteral("0.1.0");
        const report::ReportDocument report =
            report::buildReport(ex.profile, ex.evaluation, inputs);
        checkPdf(report, QPageSize::A4, example + QStringLiteral(" PDF A4"), seen);
        checkPdf(report, QPageSize::Letter, example + QStringLiteral(" PDF Letter"), seen);
        // The HTML report's SVG (HtmlReportWriter: 760 px wide, 12 px).
        const render::FactorChartStyle html = render::documentChartStyle(
            render::ReportTypography::font(render::ReportTypography::kBody), 12);
        checkScene(report.evaluation, render::factorChartSize(report.evaluation, 760.0, html), 12,
                   example + QStringLiteral(" HTML"), seen);
    }
    EXPECT_GE(seen.charts, 3 * examples.size()); // a PDF chart per page size, and the HTML's
    EXPECT_TRUE(seen.missing.isEmpty()) << seen.missing.join(QStringLiteral("\n")).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, ReportChartRows, ::testing::ValuesIn(test::languageCodes()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

} // namespace
} // namespace accel::test
